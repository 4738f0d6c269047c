"""Cross-check lectionary.json against independent open lectionary tables.

Writes datasets/lectionary/CROSSCHECK.md. A citation is compared by its anchor: book,
chapter and first verse of each passage (so "Is 63:16b-17, 19b; 64:2-7" and
"Is 63:16b-17,19b,64:2b-7" agree, while a different pericope does not). For every day
a source lists, each of its anchors is looked up among all the readings (main,
alternatives and shorter forms) our table has for that day and cycle.

Sources (read as facts; see PROVENANCE.md):
* lectionarium XML (``sunday-lectionary.xml``, ``weekday-lectionary.xml``,
  ``special-lectionary.xml``): first reading, second reading and gospel, no psalms;
* miggalvez CSV tables (Advent and Lent Sundays, Christmas, Easter weekdays), with psalms.

Usage: python tools/compile/lectionary/crosscheck.py LECTIONARIUM_XML_DIR MIGGALVEZ_CSV_DIR
"""

from __future__ import annotations

import csv
import json
import re
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATASET = HERE.parents[2] / "datasets" / "lectionary"
sys.path.insert(0, str(HERE.parents[2] / "functions" / "a2a"))

from ecclesia.data.bible.citations import CitationError, parse  # noqa: E402

DAYS = {"Monday": "monday", "Tuesday": "tuesday", "Wednesday": "wednesday", "Thursday": "thursday",
        "Friday": "friday", "Saturday": "saturday", "Mon": "monday", "Tues": "tuesday", "Wed": "wednesday",
        "Thurs": "thursday", "Fri": "friday", "Sat": "saturday"}
SEASONS = {"advent": "advent", "lent": "lent", "easter": "easter_time", "ordinary": "ordinary_time"}
SANCTORAL_BY_DATE = {
    "1-1": "mary_mother_of_god", "2-2": "presentation_of_the_lord", "3-19": "joseph_spouse_of_mary",
    "3-25": "annunciation_of_the_lord", "6-23": "nativity_of_john_the_baptist", "6-24": "nativity_of_john_the_baptist",
    "6-28": "peter_and_paul_apostles", "6-29": "peter_and_paul_apostles", "8-6": "transfiguration_of_the_lord",
    "8-14": "assumption_of_the_blessed_virgin_mary", "8-15": "assumption_of_the_blessed_virgin_mary",
    "9-14": "exaltation_of_the_holy_cross", "11-1": "all_saints", "11-2": "commemoration_of_all_the_faithful_departed",
    "11-9": "dedication_of_the_lateran_basilica", "12-8": "immaculate_conception_of_the_blessed_virgin_mary",
}
NAMED = {
    "Christmas Vigil": "nativity_of_the_lord", "Christmas (At Midnight)": "nativity_of_the_lord",
    "Christmas (At Dawn)": "nativity_of_the_lord", "Christmas (During the Day)": "nativity_of_the_lord",
    "Holy Family": "holy_family_of_jesus_mary_and_joseph", "2nd Sunday After Christmas": "second_sunday_after_christmas",
    "Epiphany": "epiphany_of_the_lord", "Baptism of the Lord": "baptism_of_the_lord",
    "Palm Sunday": "palm_sunday_of_the_passion_of_the_lord", "Mass of the Lord's Supper": "holy_thursday",
    "Good Friday": "friday_of_the_passion_of_the_lord", "Easter Vigil": "easter_sunday",
    "Ascension of Our Lord": "ascension_of_the_lord", "Pentecost Vigil": "pentecost_sunday", "Pentecost": "pentecost_sunday",
    "Trinity Sunday": "most_holy_trinity", "Corpus Christi": "most_holy_body_and_blood_of_christ",
    "Sacred Heart of Jesus": "most_sacred_heart_of_jesus", "Thursday Chrism Mass": "holy_thursday",
}


def anchors(text: str) -> set[tuple[str, int, int]]:
    text = re.sub(r"\s+[–—-]\s+[A-Z][^,;]*$", "", text.strip())  # "Matt 4:1-11 – Temptation"
    text = re.sub(r"\((?:diff|cited in [^)]*|no bibl\. ref\.)\)", "", text).replace("cf.", "").strip()
    if not text:
        return set()
    found = set()
    for citation in parse(text):
        for passage in citation.passages:
            start = passage.ranges[0].start
            found.add((passage.book, start.chapter, start.verse))
    return found


def ours(entries: dict, key: str, cycle: str, *, psalms: bool) -> set[tuple[str, int, int]]:
    result: set = set()
    for by_cycle in entries.get(key, {}).get("masses", {}).values():
        for cyc in ([cycle] if cycle != "*" else list(by_cycle)) + ["*"]:
            for reading in by_cycle.get(cyc, {}).get("readings", []):
                if reading["role"].startswith("psalm") and not psalms:
                    continue
                for text in [reading["citation"]] + [a["citation"] for a in reading["alternatives"]]:
                    result |= anchors(text)
    return result


class Tally:
    def __init__(self) -> None:
        self.agree = defaultdict(int)
        self.total = defaultdict(int)
        self.differences: list[str] = []
        self.unmapped: list[str] = []

    def check(self, section: str, entries: dict, key: str, cycle: str, texts: list[str], *, psalms: bool = False) -> None:
        mine = ours(entries, key, cycle, psalms=psalms)
        for text in texts:
            try:
                theirs = anchors(text)
            except CitationError as exc:
                self.unmapped.append(f"{section}: {key} [{cycle}] unreadable source citation '{text}' ({exc})")
                continue
            for anchor in theirs:
                self.total[section] += 1
                if anchor in mine:
                    self.agree[section] += 1
                else:
                    self.differences.append(f"{section}: {key} [{cycle}] source has '{text}', not in our table")


def _readings(node: ET.Element) -> list[str]:
    return [r.text.strip() for r in node.iter("reading") if r.text and r.text.strip()]


def check_lectionarium(folder: Path, entries: dict, tally: Tally) -> None:
    sunday = ET.parse(folder / "sunday-lectionary.xml").getroot()
    for season in sunday.findall("season"):
        for mass in season.findall("mass"):
            key = _sunday_key(season.get("id"), mass)
            if key is None:
                tally.unmapped.append(f"lectionarium sunday: {mass.get('longname')}")
                continue
            _check_variations(tally, "lectionarium: Sundays and feasts", entries, key, mass)
    special = ET.parse(folder / "special-lectionary.xml").getroot()
    for mass in special.findall("mass"):
        key = NAMED.get(mass.get("name")) or SANCTORAL_BY_DATE.get(mass.get("date", "").lstrip("0"))
        if key is None:
            tally.unmapped.append(f"lectionarium special: {mass.get('name')}")
            continue
        _check_variations(tally, "lectionarium: solemnities and feasts", entries, key, mass)
    weekday = ET.parse(folder / "weekday-lectionary.xml").getroot()
    for season in weekday.findall("season"):
        for mass in season.iter("mass"):
            week = next((w for w in season.findall("week") if mass in list(w)), None)
            key = _weekday_key(season.get("id"), week, mass)
            if key is None:
                tally.unmapped.append(f"lectionarium weekday: {season.get('id')} {mass.attrib}")
                continue
            section = "lectionarium: weekdays"
            by_cycle: dict[str, list[str]] = defaultdict(list)
            for reading in mass.iter("reading"):
                text = (reading.text or "").strip()
                cycles = reading.get("cycles")
                if cycles in ("I", "II"):
                    by_cycle[cycles].append(text)
                else:
                    by_cycle["*"].append(text)  # Sunday-cycle alternatives ("A", "BC") are all listed
            for cycle, texts in by_cycle.items():
                tally.check(section, entries, key, cycle, texts)


def _check_variations(tally: Tally, section: str, entries: dict, key: str, mass: ET.Element) -> None:
    common = [r.text.strip() for r in mass.findall("reading") if r.text] + \
        [r.text.strip() for o in mass.findall("option") for r in o.findall("reading") if r.text]
    variations = mass.findall("variation")
    if not variations:
        tally.check(section, entries, key, "*", common)
    for variation in variations:
        for cycle in variation.get("cycles", "ABC"):
            tally.check(section, entries, key, cycle, common + _readings(variation))


def _sunday_key(season: str, mass: ET.Element) -> str | None:
    ident, week = mass.get("id"), mass.get("weekid", "")
    if ident == "easter-sunday":
        return "easter_sunday"
    if ident == "sunday-christ-the-king":
        return "our_lord_jesus_christ_king_of_the_universe"
    if ident == "sunday" and season in SEASONS:
        n = int(week.split("-")[1])
        if season == "easter" and n == 2:
            return "divine_mercy_sunday"
        return f"{SEASONS[season]}_{n}_sunday"
    return NAMED.get(mass.get("longname", ""))


def _weekday_key(season: str, week: ET.Element | None, mass: ET.Element) -> str | None:
    name, date, ident, longname = mass.get("name"), mass.get("date"), mass.get("id"), mass.get("longname", "")
    if longname in NAMED:
        return NAMED[longname]
    if date and date.startswith("12-") and season == "advent":
        return f"advent_december_{int(date[3:])}"
    if date and date.startswith("12-"):
        day = int(date[3:])
        return f"christmas_octave_day_{day - 23}" if 29 <= day <= 31 else None
    if date and date.startswith("01-"):
        return f"christmas_time_january_{int(date[3:])}"
    m = re.match(r"(\w+) After Epiphany", longname)
    if m:
        return f"{m.group(1).lower()}_after_epiphany"
    if season == "lent" and week is not None and week.get("id") == "week-of-ash-wednesday":
        return "ash_wednesday" if ident == "ash-wednesday" else f"{ident}_after_ash_wednesday"
    if season == "holy-week" and name in DAYS:
        return f"holy_{DAYS[name]}"
    if week is None or name not in DAYS or not (week.get("id") or "").startswith("week-"):
        return None
    n = int(week.get("id").split("-")[1])
    if season == "easter" and n == 1:
        return f"easter_{DAYS[name]}"
    return f"{SEASONS[season]}_{n}_{DAYS[name]}" if season in SEASONS else None


def check_miggalvez(folder: Path, entries: dict, tally: Tally) -> None:
    for path in sorted(folder.glob("*.csv")):
        with path.open(newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        header = [h.replace("\n", " ") for h in rows[0]]
        for row in rows[1:]:
            if not row or not row[0].strip():
                continue
            key, cycles = _miggalvez_key(row[0])
            if key is None:
                tally.unmapped.append(f"miggalvez {path.name}: {row[0]}")
                continue
            texts = [cell for h, cell in zip(header[1:], row[1:]) if cell.strip()
                     and not re.search(r"alleluia|verse|acclamation", h, re.I)]
            for cycle in cycles:
                tally.check("miggalvez (with psalms)", entries, key, cycle, texts, psalms=True)


def _miggalvez_key(label: str) -> tuple[str | None, str]:
    label = label.strip()
    m = re.match(r"(\d)(?:st|nd|rd|th) Sunday of (Advent|Lent)\s*[-–]\s*([ABC])$", label)
    if m:
        return f"{m.group(2).lower()}_{m.group(1)}_sunday", m.group(3)
    m = re.match(r"Octave of Easter - (\w+)$", label)
    if m:
        return f"easter_{DAYS[m.group(1)]}", "*"
    m = re.match(r"(\d)(?:st|nd|rd|th) Week of Easter - (\w+)$", label)
    if m:
        return f"easter_time_{m.group(1)}_{DAYS[m.group(2)]}", "*"
    m = re.match(r"(.*?)\s*-\s*(ABC|A|B|C)$", label)
    if m:
        key = {"Christmas: At the Vigil Mass": "nativity_of_the_lord", "Christmas: Mass during the Night": "nativity_of_the_lord",
               "Christmas: Mass at Dawn": "nativity_of_the_lord", "Christmas: Mass during the Day": "nativity_of_the_lord",
               "Holy Family": "holy_family_of_jesus_mary_and_joseph", "Mary, Mother of God": "mary_mother_of_god",
               "2nd Sunday after Christmas": "second_sunday_after_christmas", "Epiphany": "epiphany_of_the_lord",
               "Baptism of the Lord": "baptism_of_the_lord"}.get(m.group(1).strip())
        return key, m.group(2)
    return None, ""


def main(argv: list[str]) -> int:
    entries = json.loads((DATASET / "lectionary.json").read_text(encoding="utf-8"))["entries"]
    tally = Tally()
    check_lectionarium(Path(argv[1]), entries, tally)
    check_miggalvez(Path(argv[2]), entries, tally)
    lines = ["# Lectionary cross-check", "",
             "Generated by `tools/compile/lectionary/crosscheck.py`; see PROVENANCE.md for the sources.",
             "Each source citation is reduced to anchors (book, chapter, first verse of each passage) and",
             "looked up among all readings our table has for the same day and cycle.", "",
             "| source and section | anchors agreeing | anchors compared | % |", "|---|---:|---:|---:|"]
    for section in tally.total:
        a, t = tally.agree[section], tally.total[section]
        lines.append(f"| {section} | {a} | {t} | {100 * a / t:.1f} |")
    lines += ["", f"## Differences ({len(tally.differences)})", "",
              "Each was reviewed against the printed Lectionary numbering; see PROVENANCE.md for the verdicts.", ""]
    lines += [f"- {d}" for d in tally.differences]
    lines += ["", f"## Source entries not compared ({len(tally.unmapped)})", ""]
    lines += [f"- {u}" for u in tally.unmapped]
    (DATASET / "CROSSCHECK.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines[:16]))
    print(f"... {len(tally.differences)} differences, {len(tally.unmapped)} not compared")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
