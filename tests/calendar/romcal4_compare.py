"""Compare every calendar with romcal 4 (golden4/, from tools/romcal/romcal4_golden.py), day by day.

What is compared is what a calendar decides: the day's main celebration (its id; then, when
the ids agree, rank and colour) and its optional memorials. Seasons, weeks and cycles are
compared with romcal 3 (romcal_compare.py). Every difference is classified; the classes are
written up in KNOWN_DIFFERENCES.md ("romcal 4"). Full report over the golden span (1970-2100):
    .venv/bin/python tests/calendar/romcal4_compare.py [calendar ...]
"""

from __future__ import annotations

import datetime
import lzma
import re
import sys
from collections import Counter
from functools import cache
from pathlib import Path

GOLDEN = Path(__file__).parent / "golden4"
FIELDS = ("id", "rank", "precedence", "color", "optional")


@cache
def _read(name: str) -> dict[str, dict[str, str]]:
    path = GOLDEN / f"{name}.tsv.xz"
    if not path.is_file():
        return {}
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    return {parts[0]: dict(zip(FIELDS, parts[1:] + [""] * (6 - len(parts)))) for parts in (line.split("\t") for line in lines[1:])}


def golden_calendars() -> list[str]:
    return sorted(p.name.removesuffix(".tsv.xz") for p in GOLDEN.glob("*.tsv.xz"))


def romcal_day(calendar: str, date: datetime.date) -> dict[str, str]:
    key = date.isoformat()
    return _read(calendar).get(key) or _read("general")[key]


def compare(calendar: str, years: range) -> tuple[int, list[tuple[datetime.date, str, str, str, str]]]:
    """(days compared, [(date, field, ours, romcal's, our key)])."""
    from ecclesia.data.calendar import liturgical_year

    compared, found = 0, []
    for year in years:
        for ours in liturgical_year(year, calendar):
            theirs = romcal_day(calendar, ours.date)
            compared += 1
            c = ours.celebration
            if c.key != theirs["id"]:
                found.append((ours.date, "key", c.key, theirs["id"], c.key))
            else:
                if c.rank.replace("triduum", "weekday") != theirs["rank"]:
                    found.append((ours.date, "rank", c.rank, theirs["rank"], c.key))
                if c.color != theirs["color"] and theirs["color"]:
                    found.append((ours.date, "color", c.color, theirs["color"], c.key))
            optional = " ".join(sorted(o.key for o in ours.optional_memorials))
            if optional != theirs["optional"]:
                found.append((ours.date, "optional", optional, theirs["optional"], c.key))
    return compared, found


# --- classes of differences (KNOWN_DIFFERENCES.md, "romcal 4") ------------------------------

ID_SYNONYMS = {frozenset({"holy_thursday", "thursday_of_the_lords_supper"}),
               frozenset({"teresa_of_calcutta_religious", "teresa_of_calcutta_virgin"}),
               frozenset({"martha_of_bethany", "martha_of_bethany_mary_of_bethany_and_lazarus_of_bethany"})}
CHRISTMAS_OCTAVE_FEASTS = frozenset({"stephen_the_first_martyr", "john_apostle", "holy_innocents_martyrs"})
ROMCAL4_DEFAULTS = {"epiphany": "january_6", "ascension": "thursday", "corpus_christi": "sunday"}
ROMCAL4_CONFIGS = {  # particular_config of the romcal 4 definitions that have one
    "general": {"corpus_christi": "thursday"},
    "australia": {"corpus_christi": "thursday"},
    "czech_republic": {"corpus_christi": "thursday"},
    "slovakia": {"corpus_christi": "thursday"},
    "canada": {"epiphany": "sunday", "ascension": "sunday"},
    "united_states": {"epiphany": "sunday", "ascension": "sunday"},
    "france": {"epiphany": "sunday"},
}


@cache
def _context(calendar: str):
    from ecclesia.data.calendar.data import definition

    years: dict[str, list[tuple[int, int]]] = {}
    for entry in definition(calendar).entries:
        years.setdefault(entry.key, []).append((entry.since, entry.until))
    solemnities = frozenset(e.key for e in definition(calendar).entries if e.rank == "solemnity")
    return definition(calendar), years, solemnities


def _options_differ(calendar: str, year: int) -> set[str]:
    ours, _, _ = _context(calendar)
    theirs = {**ROMCAL4_DEFAULTS, **ROMCAL4_CONFIGS.get(calendar, {})}
    return {name for name, value in theirs.items() if ours.option(name, year) != value}


def _moved_holy_day(calendar: str, date: datetime.date, keys: set[str]) -> bool:
    """Whether ``date`` is the fixed date of one of ``keys`` that this calendar moves by weekday
    (``shift``: England and Wales keep Peter and Paul, the Assumption and All Saints on the
    Sunday when they fall on Saturday or Monday, All Souls on Monday when it falls on Sunday),
    or the day it is moved to; romcal 4 never moves them."""
    ours, _, _ = _context(calendar)
    for entry in ours.entries:
        if entry.key not in keys or not entry.shift or not entry.in_force(date.year) or not re.fullmatch(r"\d\d-\d\d", entry.date):
            continue
        month, day = (int(x) for x in entry.date.split("-"))
        fixed = datetime.date(date.year, month, day)
        for weekday, days in entry.shift:
            if fixed.weekday() == weekday and date in (fixed, fixed + datetime.timedelta(days=days)):
                return True
    return False


def explain(calendar: str, date: datetime.date, field: str, ours: str, theirs: str, key: str, temporal: str) -> str:
    """The class of one difference; "unexplained" when none fits."""
    from ecclesia.data.calendar.engine import calendar_easter, easter_sunday

    definition_, years, solemnities = _context(calendar)
    y = date.year
    easter = calendar_easter(y, definition_)  # Greece: the Julian Easter
    gregorian = easter_sunday(y)
    if easter != gregorian and min(easter, gregorian) - datetime.timedelta(days=47) <= date <= max(
            easter, gregorian) + datetime.timedelta(days=70):
        # romcal 4 carries Greece's easter_calculation_type "julian" in its definition but its
        # engine computes the Gregorian Easter: every day from Ash Wednesday to the Immaculate
        # Heart (Easter + 69) of one Easter or the other is placed by a different Easter.
        return "romcal4-ignores-julian-easter"
    involved = set(ours.split()) | set(theirs.split()) | {key}
    for k in involved:
        spans = years.get(k)
        if spans and (not any(a <= y <= b for a, b in spans) or any(a <= y <= b < 9999 for a, b in spans)):
            return "entry-year"
    changed = _options_differ(calendar, y)
    after_easter = (date - easter).days
    if field in ("key", "optional") and (("epiphany" in changed and date.month == 1 and date.day <= 13) or (
            "ascension" in changed and after_easter in (39, 42)) or (
            "corpus_christi" in changed and (after_easter in (60, 61, 62, 63) or (date.month, date.day) in ((6, 23), (6, 24))))):
        return "national-option"
    if field == "key":
        if frozenset({ours, theirs}) in ID_SYNONYMS:
            return "id-naming"
        if ours == "ordinary_time_3_sunday" and theirs == "sunday_of_the_word_of_god" and y < 2020:
            return "word-of-god-sunday"
        if ours == "holy_child_of_cebu" and theirs in ("sunday_of_the_word_of_god", "ordinary_time_2_sunday", "ordinary_time_3_sunday"):
            return "philippines-santo-nino-indult"  # see the romcal 3 section
        if theirs.startswith("christmas_octave_day_") and ours in CHRISTMAS_OCTAVE_FEASTS:
            return "romcal4-octave-above-feasts"
        if _moved_holy_day(calendar, date, {ours, theirs}):
            return "holy-day-moved-by-weekday"
        if theirs == "mary_mother_of_the_church" and any(
                e.key == ours and e.rank == "feast" and e.in_force(y) for e in _context(calendar)[0].entries):
            return "romcal4-memorial-above-proper-feast"  # UNLYC 59: a proper feast (8) outranks a memorial (10)
        if ours in solemnities or theirs in solemnities:
            return "impeded-solemnity-transfer"
        if theirs == temporal and ours != temporal:
            return "romcal4-shows-the-weekday"  # romcal 4 beta omits a celebration its own data has
        if ours == temporal and theirs != temporal:
            return "romcal4-extra-celebration"
        if "immaculate_heart_of_mary" in (ours, theirs) or ours == "mary_mother_of_the_church":
            return "memorial-concurrence"
        return "unexplained"
    if field == "rank":
        if key == "baptism_of_the_lord":
            return "baptism-is-a-feast"
        if key == "easter_sunday" or key.startswith("easter_") and (date - easter).days < 8:
            return "romcal4-easter-octave-rank"
        if key == "commemoration_of_all_the_faithful_departed":
            return "all-souls-rank"
        return "unexplained"
    if field == "color":
        if key == "holy_saturday":
            return "holy-saturday-colour"
        if key != temporal:
            return "romcal4-season-colour-for-saints"
        return "unexplained"
    if field == "optional":
        if temporal.startswith(("holy_", "ash_wednesday")) or temporal.endswith("_sunday") or date.weekday() == 6:
            return "no-memorials-on-these-days"  # Holy Week, Ash Wednesday, Sundays (UNLYC 16; GIRM 355)
        if key != temporal or "immaculate_heart_of_mary" in involved:
            return "memorial-concurrence"
        mine, their = set(ours.split()), set(theirs.split())
        synonyms = {k for pair in ID_SYNONYMS for k in pair}
        if their - mine <= synonyms and mine - their <= synonyms:
            return "id-naming"
        if their <= mine:
            return "romcal4-omits-optional-memorials"
        definition_, _, _ = _context(calendar)
        dated = {e.key: e.date for e in definition_.entries if e.in_force(y)}
        if all(k in dated and dated[k] != f"{date.month:02d}-{date.day:02d}" for k in their - mine):
            return "romcal4-ignores-national-date"  # the national calendar moved it; romcal keeps the parent's date
        return "unexplained"
    return "unexplained"


def classified(calendar: str, years: range) -> tuple[int, int, Counter, list]:
    """(days compared, days differing in any field, differences by class, unexplained samples);
    ``classes["days-with-another-celebration"]`` counts the days whose main celebration differs."""
    from ecclesia.data.calendar import liturgical_day

    compared, found = compare(calendar, years)
    classes: Counter = Counter()
    unexplained = []
    other_easter = set()
    for date, field, ours, theirs, key in found:
        temporal = liturgical_day(date, calendar).temporal_key
        reason = explain(calendar, date, field, ours, theirs, key, temporal)
        classes[reason] += 1
        if reason == "unexplained":
            unexplained.append((date, field, ours, theirs))
        if reason == "romcal4-ignores-julian-easter":
            other_easter.add(date)
    # Days placed by another Easter (Greece) are not counted: romcal 4 is wrong on all of them.
    classes["days-with-another-celebration"] = len({d for d, field, *_ in found if field == "key"} - other_easter)
    return compared, len({d for d, *_ in found}), classes, unexplained


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "functions" / "a2a"))
    first, last = (int(x) for x in __import__("os").environ.get("YEARS", "1970-2100").split("-"))
    print("| calendar | days | same celebration | every field the same | unexplained | main classes |")
    print("|---|---|---|---|---|---|")
    totals: Counter = Counter()
    for name in sys.argv[1:] or golden_calendars():
        compared, differing, classes, unexplained = classified(name, range(first, last + 1))
        other = classes.pop("days-with-another-celebration")
        totals.update(classes)
        totals.update({"(days)": compared, "(days with another celebration)": other, "(unexplained)": len(unexplained)})
        top = ", ".join(f"{k} {v}" for k, v in classes.most_common(4))
        print(f"| {name} | {compared} | {1 - other / compared:.1%} | {1 - differing / compared:.1%} | {len(unexplained)} | {top} |", flush=True)
        for sample in unexplained[:int(__import__("os").environ.get("SAMPLES", "0"))]:
            print("   ", sample)
    days, other = totals.pop("(days)"), totals.pop("(days with another celebration)")
    print(f"\nAll together: {days:,} calendar-days, same main celebration on {1 - other / days:.2%}, "
          f"unexplained {totals.pop('(unexplained)')}.")
    print("By class (fields): " + ", ".join(f"{k} {v:,}" for k, v in totals.most_common()) + ".")
