"""Compare ecclesia.data.calendar with the romcal golden files, day by day.

Used by test_romcal_golden.py and runnable on its own for a full report:
    .venv/bin/python tests/calendar/romcal_compare.py [calendar ...]
"""

from __future__ import annotations

import csv
import datetime
import gzip
import io
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

GOLDEN = Path(__file__).parent / "golden"

_SEASONS = {
    "ADVENT": "advent", "CHRISTMAS_TIME": "christmas", "LENT": "lent",
    "PASCHAL_TRIDUUM": "paschal_triduum", "EASTER_TIME": "easter", "ORDINARY_TIME": "ordinary_time",
}


@dataclass(frozen=True)
class Difference:
    calendar: str
    date: datetime.date
    field: str
    ours: str
    romcal: str
    key: str  # our celebration key that day


def golden_rows(calendar: str):
    with gzip.open(GOLDEN / f"{calendar}.csv.gz", "rt", encoding="utf-8") as handle:
        yield from csv.DictReader(io.StringIO(handle.read()))


def golden_calendars() -> list[str]:
    return sorted(p.name.removesuffix(".csv.gz") for p in GOLDEN.glob("*.csv.gz"))


def compare_day(ours, row) -> list[tuple[str, str, str]]:
    """(field, ours, romcal) for every field that differs on one day."""
    out = []
    c = ours.celebration
    if c.key != row["id"]:
        out.append(("key", c.key, row["id"]))
        return out  # the other fields describe a different celebration
    rank = {"triduum": "WEEKDAY"}.get(c.rank, c.rank.upper())
    if rank != row["rank"]:
        out.append(("rank", c.rank, row["rank"]))
    if c.precedence != row["precedence"]:
        out.append(("precedence", c.precedence, row["precedence"]))
    colors = row["colors"].lower().split("/") if row["colors"] else []
    if (colors[:1] or [""])[0] != c.color:
        out.append(("color", c.color, row["colors"]))
    seasons = [_SEASONS[s] for s in row["seasons"].split("/") if s]
    if ours.season not in seasons:
        out.append(("season", ours.season, row["seasons"]))
    if ours.season_week is not None and str(ours.season_week) != row["week_of_season"]:
        out.append(("season_week", str(ours.season_week), row["week_of_season"]))
    if ours.sunday_cycle != row["sunday_cycle"]:
        out.append(("sunday_cycle", ours.sunday_cycle, row["sunday_cycle"]))
    if {"I": "1", "II": "2"}[ours.weekday_cycle] != row["weekday_cycle"]:
        out.append(("weekday_cycle", ours.weekday_cycle, row["weekday_cycle"]))
    if str(ours.psalter_week) != row["psalter_week"]:
        out.append(("psalter_week", str(ours.psalter_week), row["psalter_week"]))
    optional = sorted(o.key for o in ours.optional_memorials)
    # romcal offers the Canadian "Dedication of consecrated churches" (a solemnity only in
    # churches whose dedication date is unknown) as an option; it is not a calendar-wide day.
    theirs = sorted(k for k in row["optional"].split() if k != "dedication_of_consecrated_churches")
    if optional != theirs:
        out.append(("optional", " ".join(optional), row["optional"]))
    return out


def differences(calendar: str, years: range | None = None) -> tuple[int, list[Difference]]:
    from ecclesia.data.calendar import liturgical_day

    compared, found = 0, []
    for row in golden_rows(calendar):
        day = datetime.date.fromisoformat(row["date"])
        if years is not None and day.year not in years:
            continue
        compared += 1
        ours_day = liturgical_day(day, calendar)
        for field, ours, theirs in compare_day(ours_day, row):
            found.append(Difference(calendar, day, field, ours, theirs, ours_day.celebration.key))
    return compared, found


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "functions" / "a2a"))
    for name in sys.argv[1:] or golden_calendars():
        compared, found = differences(name)
        print(f"== {name}: {compared} days, {len(found)} differing fields on {len({d.date for d in found})} days")
        print(Counter((d.field, d.ours if d.field != 'key' else '', d.romcal if d.field != 'key' else '') for d in found).most_common(15))
        for d in found[:60]:
            print(f"  {d.date} {d.field}: ours={d.ours!r} romcal={d.romcal!r}")


# --- explained differences (each reason is written up in KNOWN_DIFFERENCES.md) ------------

TRANSFERRED_SOLEMNITIES = {
    "annunciation_of_the_lord", "joseph_spouse_of_mary", "nativity_of_john_the_baptist", "peter_and_paul_apostles",
    "george_of_lydda_martyr",  # a solemnity in England
}


def _solemnities(calendar: str) -> frozenset[str]:
    from ecclesia.data.calendar.data import definition

    return frozenset(e.key for e in definition(calendar).entries if e.rank == "solemnity")


def _entry_years(calendar: str) -> dict[str, list[tuple[int, int]]]:
    from ecclesia.data.calendar.data import definition

    years: dict[str, list[tuple[int, int]]] = {}
    for entry in definition(calendar).entries:
        years.setdefault(entry.key, []).append((entry.since, entry.until))
    return years


# The golden file for the Philippines comes from romcal's bundle, which keeps Epiphany on
# 6 January, the Ascension on Thursday and Corpus Christi on Thursday; the CBCP moved all three
# to Sunday (sources in datasets/calendar/PROVENANCE.md). Only the days these moves touch differ.
_CHRISTMAS_TIME_KEYS = ("epiphany_of_the_lord", "baptism_of_the_lord")
_ROMCAL_ONLY_JANUARY_KEYS = ("second_sunday_after_christmas", "ordinary_time_1_monday")


def _is_christmas_time_key(key: str) -> bool:
    return key in _CHRISTMAS_TIME_KEYS or key.startswith("christmas_time_january_") or key.endswith("_after_epiphany")


def _philippines_sunday_transfer(diff: Difference) -> bool:
    """A day whose celebration differs only because the Philippines keep Epiphany, Ascension
    and Corpus Christi on Sunday: 2-9 January (Epiphany on the Sunday between 2 and 8 January,
    the Baptism on the next Sunday or, after 7/8 January, on Monday, the weekdays "after
    Epiphany" instead of "January N"), the vacated Thursdays and the Sundays that receive the
    solemnities, and Saint John the Baptist anticipated to 23 June when Corpus Christi takes 24 June."""
    if diff.calendar != "philippines" or diff.field != "key":
        return False
    from ecclesia.data.calendar.engine import easter_sunday

    day, ours, theirs = diff.date, diff.ours, diff.romcal
    if day.month == 1 and 2 <= day.day <= 9:
        return _is_christmas_time_key(ours) and (_is_christmas_time_key(theirs) or theirs in _ROMCAL_ONLY_JANUARY_KEYS)
    after_easter = (day - easter_sunday(day.year)).days
    corpus_christi_sunday = easter_sunday(day.year) + datetime.timedelta(days=63)
    return (
        (after_easter == 39 and theirs == "ascension_of_the_lord")  # Thursday, now a weekday
        or (after_easter == 42 and ours == "ascension_of_the_lord")  # 7th Sunday of Easter
        or (after_easter == 60 and theirs == "most_holy_body_and_blood_of_christ")
        or (after_easter == 63 and ours == "most_holy_body_and_blood_of_christ")  # Sunday after Trinity
        or (after_easter == 62 and ours == "nativity_of_john_the_baptist" and corpus_christi_sunday == datetime.date(day.year, 6, 24))
    )


_SANTO_NINO_DISPLACED_SUNDAYS = ("ordinary_time_2_sunday", "ordinary_time_3_sunday", "sunday_of_the_word_of_god")


def _philippines_santo_nino_sunday(diff: Difference) -> bool:
    """The Santo Niño on the third Sunday of January (15-21 January) in the Philippines, kept
    by Holy See indult in place of the 2nd or 3rd Sunday in Ordinary Time; romcal's bundle
    ranks it as an ordinary proper feast, so the Sunday hides it there."""
    day = diff.date
    return (
        diff.calendar == "philippines"
        and diff.field == "key"
        and diff.ours == "holy_child_of_cebu"
        and diff.romcal in _SANTO_NINO_DISPLACED_SUNDAYS
        and day.month == 1 and 15 <= day.day <= 21 and day.isoweekday() == 7
    )


# Classes where romcal's national bundle, not the shared engine, is at fault: the share of days
# they cover grows with every national option, so the golden test bounds them separately.
NATIONAL_OPTION_CLASSES = frozenset({"philippines-sunday-transfers", "philippines-santo-nino-indult", "national-option-by-year"})


# Monday to Thursday of Holy Week (a prefix test would also catch holy_family_*, holy_child_of_cebu).
_HOLY_WEEK_WEEKDAYS = frozenset({"holy_monday", "holy_tuesday", "holy_wednesday", "holy_thursday"})


# The options romcal's bundles apply in every year (its calendar definitions; they have no years).
ROMCAL_OPTIONS = {
    "united_states": {"epiphany": "sunday", "ascension": "sunday", "corpus_christi": "sunday"},
    "canada": {"epiphany": "sunday", "ascension": "sunday", "corpus_christi": "sunday"},
}


def _option_by_year(diff: Difference) -> bool:
    """A day that differs only because our calendar applies an option (Epiphany, Ascension,
    Corpus Christi on Sunday) that took effect in some years only, or that romcal lacks: the
    options by year in datasets/calendar/*.json (United States Ascension before 2000, England
    and Wales 2007-2017 and from 2018, Australia's Ascension on Sunday)."""
    if diff.field not in ("key", "optional") or diff.calendar == "philippines":
        return False
    from ecclesia.data.calendar.data import OPTIONS, definition
    from ecclesia.data.calendar.engine import easter_sunday

    ours_def = definition(diff.calendar)
    theirs = ROMCAL_OPTIONS.get(diff.calendar, {})
    year, day = diff.date.year, diff.date
    changed = {name for name in OPTIONS if ours_def.option(name, year) != theirs.get(name, OPTIONS[name][1])}
    after_easter = (day - easter_sunday(year)).days
    keys = {diff.ours, diff.romcal}
    if "epiphany" in changed and day.month == 1 and 2 <= day.day <= 13:
        return True
    if "ascension" in changed and after_easter in (39, 42):
        return "ascension_of_the_lord" in keys
    if "corpus_christi" in changed and (after_easter in (60, 63) or (day.month, day.day) in ((6, 23), (6, 24))):
        return True
    return False


def _all_saints_from_monday(diff: Difference) -> bool:
    """England and Wales keep All Saints on the Sunday before when 1 November is a Monday (from
    1986; the Liturgy Office's table gives 31 October 2027); romcal 3 moves it only from Saturday."""
    if diff.calendar not in ("england", "wales") or diff.field != "key" or diff.date.year < 1986:
        return False
    if "all_saints" not in (diff.ours, diff.romcal):
        return False
    first = datetime.date(diff.date.year, 11, 1)
    return first.weekday() == 0 and diff.date in (first, first - datetime.timedelta(days=1))


def explain(diff: Difference, years: dict[str, list[tuple[int, int]]], solemnities: frozenset[str] = frozenset()) -> str | None:
    """The reason for a known, understood difference, or None when it is unexplained."""
    y = diff.date.year
    if _philippines_sunday_transfer(diff):
        return "philippines-sunday-transfers"  # romcal's bundle keeps them on weekdays
    if _option_by_year(diff):
        return "national-option-by-year"
    if _philippines_santo_nino_sunday(diff):
        return "philippines-santo-nino-indult"

    def not_in_force(key: str) -> bool:
        spans = years.get(key)
        return bool(spans) and not any(since <= y <= until for since, until in spans)

    def superseded_form(key: str) -> bool:  # e.g. Mary Magdalene, a memorial until 2015
        return any(since <= y <= until < 9999 for since, until in years.get(key, ()))

    involved = set(diff.ours.split()) | set(diff.romcal.split()) | {diff.key}
    if _all_saints_from_monday(diff):
        return "all-saints-monday-to-sunday"
    if any(not_in_force(k) or superseded_form(k) for k in involved):
        return "entry-year"  # romcal applies today's calendar to every year
    if diff.field == "key" and "immaculate_heart_of_mary" in (diff.ours, diff.romcal):
        return "immaculate-heart-concurrence"
    if diff.field == "key" and ({diff.ours, diff.romcal} & TRANSFERRED_SOLEMNITIES or diff.ours in solemnities):
        return "impeded-solemnity-transfer"
    if diff.field == "optional" and "pedro_calungsod_martyr" in diff.romcal.split():
        return "memorials-are-not-transferred"
    if diff.field == "key" and diff.ours == "mary_mother_of_the_church":
        return "mary-mother-of-the-church-prevails"
    if diff.field == "key" and diff.ours == "ordinary_time_3_sunday" and y < 2020:
        return "word-of-god-sunday"
    if (diff.field == "precedence" and diff.ours == "WEEKDAY_OF_HOLY_WEEK_2") or (
        diff.field == "key" and diff.ours in _HOLY_WEEK_WEEKDAYS
    ):
        return "holy-week-precedence"
    if diff.field in {"rank", "precedence"} and diff.romcal in {"SOLEMNITY", "PROPER_OF_TIME_SOLEMNITY_2"} and diff.ours in {"feast", "GENERAL_LORD_FEAST_5"}:
        return "baptism-is-a-feast"
    if diff.field == "color" and diff.romcal == "":
        return "holy-saturday-colour"
    return None
