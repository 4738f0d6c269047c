"""Write datasets/lectionary/COVERAGE.md: days filled out of days needed, per section.

"Needed" is every (celebration, Mass, cycle) the Lectionary for Mass provides readings for
in the sections below; "filled" means lectionary.json has that Mass in that cycle with at
least a gospel. Missing entries are listed by name so they can be compiled later.

Usage: python tools/compile/lectionary/coverage.py  (rewrites COVERAGE.md)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATASET = HERE.parents[2] / "datasets" / "lectionary"
CALENDARS = HERE.parents[2] / "datasets" / "calendar"  # datasets/calendar/*.json, the national calendars
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
ABC = ("A", "B", "C")

Need = tuple[str, str, str]  # key, mass name, cycle


def _sunday_needs() -> list[Need]:
    needs: list[Need] = []
    keys = [f"advent_{w}_sunday" for w in range(1, 5)]
    keys += ["holy_family_of_jesus_mary_and_joseph", "mary_mother_of_god", "second_sunday_after_christmas",
             "epiphany_of_the_lord", "baptism_of_the_lord"]
    keys += [f"lent_{w}_sunday" for w in range(1, 6)]
    keys += ["divine_mercy_sunday"] + [f"easter_time_{w}_sunday" for w in range(3, 8)]
    keys += ["ascension_of_the_lord", "most_holy_trinity", "most_holy_body_and_blood_of_christ",
             "most_sacred_heart_of_jesus"]
    keys += [f"ordinary_time_{w}_sunday" for w in range(2, 34)] + ["our_lord_jesus_christ_king_of_the_universe"]
    needs += [(k, "Mass", c) for k in keys for c in ABC]
    for mass in ("Vigil Mass", "Mass during the Night", "Mass at Dawn", "Mass during the Day"):
        needs += [("nativity_of_the_lord", mass, c) for c in ABC]
    needs += [("palm_sunday_of_the_passion_of_the_lord", m, c) for m in ("Procession with Palms", "Mass") for c in ABC]
    needs += [("easter_sunday", "Mass during the Day", c) for c in ABC]
    needs += [("pentecost_sunday", m, c) for m in ("Vigil Mass", "Mass during the Day") for c in ABC]
    return needs


def _sections(sanctoral: list[dict]) -> dict[str, list[Need]]:
    ordinary = [(f"ordinary_time_{w}_{d}", "Mass", y) for w in range(1, 35) for d in WEEKDAYS for y in ("I", "II")]
    advent = [(f"advent_{w}_{d}", "Mass", "*") for w in (1, 2) for d in WEEKDAYS]
    advent += [(f"advent_3_{d}", "Mass", "*") for d in WEEKDAYS[:5]]
    advent += [(f"advent_december_{n}", "Mass", "*") for n in range(17, 25)]
    christmas = [(f"christmas_octave_day_{n}", "Mass", "*") for n in (5, 6, 7)]
    christmas += [(f"christmas_time_january_{n}", "Mass", "*") for n in range(2, 8)]
    christmas += [(f"{d}_after_epiphany", "Mass", "*") for d in WEEKDAYS]
    lent = [("ash_wednesday", "Mass", "*")] + [(f"{d}_after_ash_wednesday", "Mass", "*") for d in WEEKDAYS[3:]]
    lent += [(f"lent_{w}_{d}", "Mass", "*") for w in range(1, 6) for d in WEEKDAYS]
    lent += [(f"holy_{d}", "Mass", "*") for d in WEEKDAYS[:3]] + [("holy_thursday", "Chrism Mass", "*")]
    triduum = [("holy_thursday", "Evening Mass of the Lord's Supper", c) for c in ABC]
    triduum += [("friday_of_the_passion_of_the_lord", "Celebration of the Passion of the Lord", c) for c in ABC]
    triduum += [("easter_sunday", "Easter Vigil in the Holy Night", c) for c in ABC]
    easter = [(f"easter_{d}", "Mass", "*") for d in WEEKDAYS]
    easter += [(f"easter_time_{w}_{d}", "Mass", "*") for w in range(2, 8) for d in WEEKDAYS]
    saints: list[Need] = []
    vigils = {"nativity_of_john_the_baptist", "peter_and_paul_apostles", "assumption_of_the_blessed_virgin_mary"}
    for item in sanctoral:
        if item["precedence"] == "GENERAL_MEMORIAL_10":
            continue
        if item["key"] in vigils:
            saints += [(item["key"], "Vigil Mass", "*"), (item["key"], "Mass during the Day", "*")]
        else:
            saints.append((item["key"], "Mass", "*"))
    return {
        "Sundays and solemnities of the Lord (years A, B, C)": _sunday_needs(),
        "Weekdays of Ordinary Time (years I, II)": ordinary,
        "Weekdays of Advent (incl. 17-24 December)": advent,
        "Weekdays of Christmas Time": christmas,
        "Weekdays of Lent and Holy Week (incl. Chrism Mass)": lent,
        "Paschal Triduum (Lord's Supper, Good Friday, Easter Vigil)": triduum,
        "Weekdays of Easter Time": easter,
        "Proper of Saints: solemnities and feasts of the General Roman Calendar": saints,
    }


def filled(entries: dict, need: Need) -> bool:
    key, mass, cycle = need
    by_cycle = entries.get(key, {}).get("masses", {}).get(mass, {})
    # A need of every year ("*") is also met by one set per Sunday cycle (the Transfiguration).
    options = [by_cycle.get(cycle) or by_cycle.get("*")] if cycle != "*" or "*" in by_cycle else \
        [by_cycle.get(c) for c in ABC]
    return all(found and any(r["role"] == "gospel" for r in found["readings"]) for found in options)


def _has_acclamation(entries: dict, need: Need) -> bool:
    key, mass, cycle = need
    by_cycle = entries.get(key, {}).get("masses", {}).get(mass, {})
    found = by_cycle.get(cycle) or by_cycle.get("*")
    return bool(found) and any(r["role"] == "acclamation" for r in found["readings"])


def national_needs() -> list[tuple[str, str, str]]:
    """(calendar, key, rank) of every feast and solemnity proper to a national calendar file."""
    needs = []
    for path in sorted(CALENDARS.glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        if document.get("parent") is None:
            continue  # the General Roman Calendar itself: counted in the sections above
        for item in document["celebrations"]:
            if item.get("rank") in ("feast", "solemnity"):
                needs.append((document["calendar"], item["key"], item["rank"]))
    return needs


def national_filled(entries: dict, key: str, rank: str) -> bool:
    entry = entries.get(key)
    if entry is None or ("ranks" in entry and rank not in entry["ranks"]):
        return False
    return all(any(r["role"] == "gospel" for r in content["readings"])
               for by_cycle in entry["masses"].values() for content in by_cycle.values())


def _national_lines(entries: dict) -> tuple[list[str], int, int]:
    needs = national_needs()
    done = [n for n in needs if national_filled(entries, n[1], n[2])]
    national = json.loads((DATASET / "national_propers.json").read_text(encoding="utf-8"))
    lines = ["", "## National calendars", "",
             "Feasts and solemnities proper to the national calendars in `datasets/calendar/` "
             f"(one need per calendar and celebration): {len(done)} of {len(needs)} have readings.",
             "Their memorials and optional memorials without proper readings take the weekday's readings, "
             "and the reading text says so.", "",
             "| calendar | filled | needed |", "|---|---:|---:|"]
    for calendar in dict.fromkeys(c for c, _, _ in needs):
        mine = [n for n in needs if n[0] == calendar]
        lines.append(f"| {calendar} | {sum(n in done for n in mine)} | {len(mine)} |")
    lines += ["", "Missing (no reliable citations found; these days give `No mass readings found.`, "
              "listed in `national_propers.json` and enforced by `tests/lectionary/test_national_calendars.py`):", ""]
    for item in national["missing"]:
        lines.append(f"- `{item['key']}` ({', '.join(item['calendars'])}): {item['reason']}")
    return lines, len(done), len(needs)


def report() -> str:
    entries = json.loads((DATASET / "lectionary.json").read_text(encoding="utf-8"))["entries"]
    sanctoral = json.loads((DATASET / "general_roman_sanctoral.json").read_text(encoding="utf-8"))["celebrations"]
    lines = ["# Lectionary coverage", "",
             "Generated by `tools/compile/lectionary/coverage.py` from `lectionary.json`; do not edit by hand.",
             "A need is one Mass of one celebration in one cycle; it is filled when the table has its",
             "readings (at least the gospel). Missing entries give `No mass readings found.` for a",
             "solemnity or feast; a memorial without proper readings takes the weekday's, as the",
             "lectionary directs.", "",
             "| section | filled | needed | % |", "|---|---:|---:|---:|"]
    total_filled = total_needed = 0
    missing_by_section: dict[str, list[Need]] = {}
    for section, needs in _sections(sanctoral).items():
        unique = list(dict.fromkeys(needs))
        done = [n for n in unique if filled(entries, n)]
        missing_by_section[section] = [n for n in unique if not filled(entries, n)]
        total_filled += len(done)
        total_needed += len(unique)
        lines.append(f"| {section} | {len(done)} | {len(unique)} | {100 * len(done) / len(unique):.1f} |")
    lines.append(f"| **total** | **{total_filled}** | **{total_needed}** | **{100 * total_filled / total_needed:.1f}** |")
    memorials = [c["key"] for c in sanctoral if c["precedence"] == "GENERAL_MEMORIAL_10"]
    with_proper = [k for k in memorials if k in entries]
    lines += ["", f"Obligatory memorials of the General Roman Calendar with proper readings in the table: "
              f"{len(with_proper)} of {len(memorials)} (the others take the weekday's readings here, "
              "which is right for those without proper readings; which memorials have proper readings is "
              "not yet compiled)."]
    solemn = {c["key"] for c in sanctoral if "SOLEMNITY" in c["precedence"]}
    sections = _sections(sanctoral)
    sundays = list(dict.fromkeys(sections["Sundays and solemnities of the Lord (years A, B, C)"] + [
        n for n in sections["Proper of Saints: solemnities and feasts of the General Roman Calendar"] if n[0] in solemn]))
    with_verse = [n for n in sundays if _has_acclamation(entries, n)]
    lines += ["", f"Gospel acclamation citations (Alleluia verse / verse before the Gospel) for Sundays and "
              f"solemnities: {len(with_verse)} of {len(sundays)} Masses (compiled in `acclamations.json`; "
              "weekdays and feasts not compiled)."]
    national_lines, _, _ = _national_lines(entries)
    lines += national_lines
    lines += ["", "## Missing", ""]
    for section, missing in missing_by_section.items():
        if missing:
            shown = ", ".join(f"{k}" + (f" ({m})" if m != "Mass" else "") + (f" [{c}]" if c != "*" else "")
                              for k, m, c in missing)
            lines.append(f"- {section}: {shown}")
    return "\n".join(lines) + "\n"


def main() -> int:
    text = report()
    (DATASET / "COVERAGE.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
