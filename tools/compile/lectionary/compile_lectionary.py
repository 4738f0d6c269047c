"""Compile datasets/lectionary/lectionary.json from a lectionary citation table.

Input: the CSV of Lectionary for Mass citations (USCCB numbering) described in
../PROVENANCE.md, columns ``role, citation, id, name, number, cycle``. The CSV is a
source we read, not a file we ship; only the compiled citations (facts) are committed.

Output entries are keyed by the calendar's celebration keys (romcal v3 ids), e.g.
``advent_1_sunday``, ``ordinary_time_5_tuesday``, ``joseph_spouse_of_mary``; each has
one or more Masses, each Mass a lectionary number per cycle and its readings. A reading
is ``{"role", "citation", "alternatives": [...], "note"}``; ``citation`` may itself hold
"X or Y" (a short form or alternative), which the reading renderer splits.

Entries the source lacks come from ``supplement.json``, and the proper readings of national
calendars from ``national_propers.json`` (each documented in PROVENANCE.md).

Usage: python tools/compile/lectionary/compile_lectionary.py SOURCE.csv
"""

from __future__ import annotations

import csv
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "datasets" / "lectionary" / "lectionary.json"
sys.path.insert(0, str(HERE.parents[2] / "functions" / "a2a"))

from ecclesia.data.bible.citations import parse  # noqa: E402  (validates every citation)

sys.path.insert(0, str(HERE))
import merge_national  # noqa: E402  (national-calendar entries, national_propers.json)

ORDINAL = {"1st": 1, "2nd": 2, "3rd": 3}
DOW = {"Mon": "monday", "Tues": "tuesday", "Wed": "wednesday", "Thurs": "thursday",
       "Fri": "friday", "Sat": "saturday", "Sun": "sunday"}
SEASON = {"Advent": "advent", "Lent": "lent", "Easter": "easter_time", "Ord. Time": "ordinary_time"}
OT_BOOKS_AND_ACTS = set(
    "GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH TOB JDT EST 1MA 2MA JOB PSA "
    "PRO ECC SNG WIS SIR ISA JER LAM BAR EZK DAN HOS JOL AMO OBA JON MIC NAM HAB ZEP HAG ZEC MAL ACT".split()
)

# Proper of saints: lectionary number -> (calendar key, Mass name or None).
SANCTORAL = {
    519: ("conversion_of_saint_paul_the_apostle", None),
    524: ("presentation_of_the_lord", None),
    535: ("chair_of_saint_peter_the_apostle", None),
    543: ("joseph_spouse_of_mary", None),
    545: ("annunciation_of_the_lord", None),
    555: ("mark_evangelist", None),
    559: ("joseph_the_worker", None),
    561: ("philip_and_james_apostles", None),
    564: ("matthias_apostle", None),
    572: ("visitation_of_mary", None),
    580: ("barnabas_apostle", None),
    586: ("nativity_of_john_the_baptist", "Vigil Mass"),
    587: ("nativity_of_john_the_baptist", "Mass during the Day"),
    590: ("peter_and_paul_apostles", "Vigil Mass"),
    591: ("peter_and_paul_apostles", "Mass during the Day"),
    593: ("thomas_apostle", None),
    603: ("mary_magdalene", None),
    605: ("james_apostle", None),
    606: ("joachim_and_anne_parents_of_mary", None),
    614: ("transfiguration_of_the_lord", None),
    618: ("lawrence_of_rome_deacon", None),
    621: ("assumption_of_the_blessed_virgin_mary", "Vigil Mass"),
    622: ("assumption_of_the_blessed_virgin_mary", "Mass during the Day"),
    629: ("bartholomew_apostle", None),
    634: ("passion_of_saint_john_the_baptist", None),
    636: ("nativity_of_the_blessed_virgin_mary", None),
    638: ("exaltation_of_the_holy_cross", None),
    639: ("our_lady_of_sorrows", None),
    643: ("matthew_apostle", None),
    647: ("michael_gabriel_and_raphael_archangels", None),
    650: ("holy_guardian_angels", None),
    661: ("luke_evangelist", None),
    666: ("simon_and_jude_apostles", None),
    667: ("all_saints", None),
    679: ("dedication_of_the_basilicas_of_saints_peter_and_paul_apostles", None),
    684: ("andrew_apostle", None),
    689: ("immaculate_conception_of_the_blessed_virgin_mary", None),
    696: ("stephen_the_first_martyr", None),
    697: ("john_apostle", None),
    698: ("holy_innocents_martyrs", None),
    982: ("our_lord_jesus_christ_the_eternal_high_priest", None),
}

# Proper of time numbers whose key is not spelled out by their printed name.
TEMPORAL = {
    13: ("nativity_of_the_lord", "Vigil Mass"),
    14: ("nativity_of_the_lord", "Mass during the Night"),
    15: ("nativity_of_the_lord", "Mass at Dawn"),
    16: ("nativity_of_the_lord", "Mass during the Day"),
    17: ("holy_family_of_jesus_mary_and_joseph", None),
    18: ("mary_mother_of_god", None),
    19: ("second_sunday_after_christmas", None),
    20: ("epiphany_of_the_lord", None),
    21: ("baptism_of_the_lord", None),
    37: ("palm_sunday_of_the_passion_of_the_lord", "Procession with Palms"),
    38: ("palm_sunday_of_the_passion_of_the_lord", "Mass"),
    39: ("holy_thursday", "Evening Mass of the Lord's Supper"),
    40: ("friday_of_the_passion_of_the_lord", "Celebration of the Passion of the Lord"),
    41: ("easter_sunday", "Easter Vigil in the Holy Night"),
    42: ("easter_sunday", "Mass during the Day"),
    43: ("divine_mercy_sunday", None), 44: ("divine_mercy_sunday", None), 45: ("divine_mercy_sunday", None),
    58: ("ascension_of_the_lord", None),
    62: ("pentecost_sunday", "Vigil Mass"),
    63: ("pentecost_sunday", "Mass during the Day"),
    160: ("our_lord_jesus_christ_king_of_the_universe", None),
    161: ("our_lord_jesus_christ_king_of_the_universe", None),
    162: ("our_lord_jesus_christ_king_of_the_universe", None),
    164: ("most_holy_trinity", None), 165: ("most_holy_trinity", None), 166: ("most_holy_trinity", None),
    167: ("most_holy_body_and_blood_of_christ", None), 168: ("most_holy_body_and_blood_of_christ", None),
    169: ("most_holy_body_and_blood_of_christ", None),
    170: ("most_sacred_heart_of_jesus", None), 171: ("most_sacred_heart_of_jesus", None),
    172: ("most_sacred_heart_of_jesus", None),
    200: ("advent_december_24", None),
    202: ("christmas_octave_day_5", None), 203: ("christmas_octave_day_6", None), 204: ("christmas_octave_day_7", None),
    205: ("christmas_time_january_2", None), 206: ("christmas_time_january_3", None),
    207: ("christmas_time_january_4", None), 208: ("christmas_time_january_5", None),
    209: ("christmas_time_january_6", None), 210: ("christmas_time_january_7", None),
    212: ("monday_after_epiphany", None), 213: ("tuesday_after_epiphany", None),
    214: ("wednesday_after_epiphany", None), 215: ("thursday_after_epiphany", None),
    216: ("friday_after_epiphany", None), 217: ("saturday_after_epiphany", None),
    219: ("ash_wednesday", None),
    220: ("thursday_after_ash_wednesday", None), 221: ("friday_after_ash_wednesday", None),
    222: ("saturday_after_ash_wednesday", None),
    236: ("lent_3_optional_mass", None), 243: ("lent_4_optional_mass", None), 250: ("lent_5_optional_mass", None),
    257: ("holy_monday", None), 258: ("holy_tuesday", None), 259: ("holy_wednesday", None),
    260: ("holy_thursday", "Chrism Mass"),
    261: ("easter_monday", None), 262: ("easter_tuesday", None), 263: ("easter_wednesday", None),
    264: ("easter_thursday", None), 265: ("easter_friday", None), 266: ("easter_saturday", None),
}

# The order in which a day's Masses are celebrated (and read out).
MASS_ORDER = ["Chrism Mass", "Procession with Palms", "Vigil Mass", "Mass during the Night", "Mass at Dawn",
              "Mass", "Evening Mass of the Lord's Supper", "Celebration of the Passion of the Lord",
              "Easter Vigil in the Holy Night", "Mass during the Day"]

# Errors of the source table, each corrected to what the printed Lectionary number gives
# (see PROVENANCE.md, "Corrections"): (lectionary number, printed) -> (citation, note).
CORRECTIONS = {
    (224, "Ps 20:8, 9, 10, 15"): ("Ps 19:8, 9, 10, 15", None),  # Psalm 20 has ten verses
    (230, "Ps 78:8, 9, 11+13"): ("Ps 79:8, 9, 11+13", None),
    (237, "Ps 42:2, 3; 42:3, 4"): ("Ps 42:2, 3; 43:3, 4", None),  # Psalms 42 and 43 joined
    (279, "Ps 42:2-3; 42:3, 4"): ("Ps 42:2-3; 43:3, 4", None),
    # The Lectionary prints Addition C to Esther ("Est C:12, 14-16, 23-25"); the source
    # garbled it. Given in the Vulgate/Douay chapter numbering, where C:12-30 = 14:1-19.
    (227, "Esth 12:14-16, 23-25"): ("Esth 14:1, 3-5, 12-14", "Esther C:12, 14-16, 23-25 in the Lectionary"),
    # The Annunciation's first reading ends with "for God is with us" (Emmanuel): the Lectionary
    # prints Is 7:10-14; 8:10; the source dropped the second part.
    (545, "Isa 7:10-14"): ("Isa 7:10-14; 8:10", None),
}

NOTE = re.compile(r"\s*\(([^)]*)\)\s*$")


def key_of(number: int, name: str) -> tuple[str, str | None]:
    if number in SANCTORAL:
        return SANCTORAL[number]
    if number in TEMPORAL:
        return TEMPORAL[number]
    m = re.match(r"(\d+)(?:st|nd|rd|th) Sunday (?:of|in) (Advent|Lent|Easter|Ordinary Time)", name)
    if m:
        season = {"Advent": "advent", "Lent": "lent", "Easter": "easter_time", "Ordinary Time": "ordinary_time"}[m.group(2)]
        return f"{season}_{int(m.group(1))}_sunday", None
    m = re.match(r"(Advent|Lent|Easter|Ord\. Time), Week (\d+), (Mon|Tues|Wed|Thurs|Fri|Sat)", name)
    if m:
        return f"{SEASON[m.group(1)]}_{int(m.group(2))}_{DOW[m.group(3)]}", None
    m = re.match(r"Advent, Dec\. (\d+)", name)
    if m:
        return f"advent_december_{int(m.group(1))}", None
    raise ValueError(f"no calendar key for lectionary {number} '{name}'")


def role_of(kind: str, note: str, number: int, citation: str) -> str:
    low = note.lower()
    if kind == "G":
        return "gospel"
    if kind == "PS" or "resp" in low:
        if number == 41:
            return "psalm_" + _vigil_psalm_slot(low)
        return "psalm"
    m = re.match(r"(\d)(?:st|nd|rd|th) reading", low)
    if m:
        if number == 41:
            return f"reading_{m.group(1)}"
        return "first_reading" if m.group(1) == "1" else "second_reading"
    if number == 41:
        return "epistle"
    if number >= 509:  # the source labels the proper of saints the other way round
        return "first_reading" if kind == "NT" else "second_reading"
    if number >= 173:
        return "first_reading"
    book = parse(citation)[0].passages[0].book
    if book == "ACT":  # Acts opens the Easter-season Sundays (42-63); elsewhere it is the second reading
        return "first_reading" if 42 <= number <= 63 else "second_reading"
    return "first_reading" if book in OT_BOOKS_AND_ACTS else "second_reading"


def _vigil_psalm_slot(low: str) -> str:
    m = re.search(r"(\d)(?:st|nd|rd|th)? ?(?:response|resp)|resp\. (\d)", low)
    digit = next(g for g in m.groups() if g) if m else "8"
    return "8" if digit == "8" else digit


CYCLES_FOR = {"A": ["A"], "B": ["B"], "C": ["C"], "ABC": ["A", "B", "C"],
              "1": ["I"], "2": ["II"], "1+2": ["*"]}
ROLE_ORDER = ["reading_1", "psalm_1", "reading_2", "psalm_2", "reading_3", "psalm_3", "reading_4", "psalm_4",
              "reading_5", "psalm_5", "reading_6", "psalm_6", "reading_7", "psalm_7", "first_reading", "psalm",
              "second_reading", "epistle", "psalm_8", "gospel"]


def _choice_order(item: tuple) -> tuple:
    """Printed choices first, then options in their printed numbering ("opt. 1", "resp. 1a")."""
    is_option, order, _citation, note = item
    low = (note or "").lower()
    numbered = re.search(r"(?:opt\.?|option)\s*(\d)", low)
    lettered = re.search(r"resp\.\s*\d([ab])$", low)
    rank = numbered.group(1) if numbered else lettered.group(1) if lettered else ""
    return (is_option, rank, order)


def compile_rows(rows: list[list[str]]) -> dict:
    # (key, mass, cycle) -> role -> list of (is_option, citation, note)
    masses: dict[tuple[str, str | None, str], dict[str, list]] = defaultdict(lambda: defaultdict(list))
    numbers: dict[tuple[str, str | None, str], str] = {}
    for order, (kind, citation, _id, name, number, cycle) in enumerate(rows):
        name = name.strip()
        number_int = int(number)
        note = ""
        m = NOTE.search(name)
        if m:
            note = m.group(1).strip()
            name = name[: m.start()].strip()
        key, mass = key_of(number_int, name)
        citation = re.sub(r"\s+", " ", citation.strip())
        citation, correction_note = CORRECTIONS.get((number_int, citation), (citation, None))
        note = correction_note or note
        parse(citation)  # refuse to compile what the parser cannot read
        role = role_of(kind, note, number_int, citation)
        is_option = bool(re.search(r"opt|option|year [abc]|in year", note.lower()))
        if "resp" in note.lower() and number_int == 41 and note.lower().endswith(("a", "b")) is False:
            is_option = False
        for cyc in CYCLES_FOR[cycle.strip()]:
            slot = (key, mass, cyc)
            numbers[slot] = str(number_int)
            masses[slot][role].append((is_option, order, citation, note))
    # A weekday of Ordinary Time prints its gospel once ("*") and its first reading and
    # psalm per year (I, II): fold the shared readings into each year.
    for (key, mass, cyc) in [slot for slot in masses if slot[2] == "*"]:
        years = [slot for slot in masses if slot[:2] == (key, mass) and slot[2] in ("I", "II")]
        if not years:
            continue
        shared = masses.pop((key, mass, "*"))
        for slot in years:
            for role, items in shared.items():
                masses[slot][role].extend(items)
    entries: dict[str, dict] = {}
    for (key, mass, cyc), roles in masses.items():
        readings = []
        for role in sorted(roles, key=ROLE_ORDER.index):
            items = sorted(roles[role], key=_choice_order)
            main = items[0]
            readings.append({
                "role": role,
                "citation": main[2],
                "alternatives": [{"citation": it[2], "note": it[3] or None} for it in items[1:]],
                "note": main[3] or None,
            })
        entry = entries.setdefault(key, {"masses": {}})
        mass_name = mass or "Mass"
        entry["masses"].setdefault(mass_name, {})[cyc] = {"number": numbers[(key, mass, cyc)], "readings": readings}
    for entry in entries.values():
        entry["masses"] = dict(sorted(entry["masses"].items(), key=lambda kv: MASS_ORDER.index(kv[0])))
    return dict(sorted(entries.items()))


def main(argv: list[str]) -> int:
    source = Path(argv[1])
    with source.open(newline="", encoding="utf-8") as fh:
        rows = [r for r in csv.reader(fh) if r]
    entries = compile_rows(rows)
    supplement = json.loads((OUT.parent / "supplement.json").read_text(encoding="utf-8"))["entries"]
    for key, entry in supplement.items():
        if key in entries:
            raise SystemExit(f"supplement.json: {key} is in the primary source now; drop it from the supplement")
        for by_cycle in entry["masses"].values():
            for content in by_cycle.values():
                for reading in content["readings"]:
                    parse(reading["citation"])
        entries[key] = entry
    entries = merge_national.merge_into(entries)
    doc = {
        "title": "Roman Lectionary for Mass: citation table (USCCB numbering)",
        "numbering": "Hebrew psalm numbers and NAB/Masoretic verse numbers, as the lectionary prints them",
        "cycles": "Sundays and solemnities: A, B, C; weekdays of Ordinary Time: I, II; "
                  "proper weekdays and saints: both I and II",
        "provenance": "PROVENANCE.md",
        "entries": entries,
    }
    OUT.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(entries)} entries, {len(rows)} citations -> {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
