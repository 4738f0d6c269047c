"""Every day 1970-2100 of every national calendar has readings, or is a documented gap.

The documented gaps are the feasts and solemnities in ``national_propers.json`` ("missing")
for which no reliable citations were found; COVERAGE.md lists them. A memorial never
counts as a gap: without proper readings it takes the weekday's.
"""

import datetime
import json
from pathlib import Path

import pytest

calendar = pytest.importorskip("ecclesia.data.calendar")

from ecclesia.data.lectionary.render import WEEKDAY_FALLBACK, format_day  # noqa: E402
from ecclesia.data.lectionary.table import _REPO_TABLE, LectionaryTable  # noqa: E402

DATASET = Path(__file__).resolve().parents[2] / "datasets" / "lectionary"
NATIONAL = json.loads((DATASET / "national_propers.json").read_text(encoding="utf-8"))
# The repository's table, not a data bundle that may have been built before the last change.
TABLE = LectionaryTable.load(_REPO_TABLE)


HAND_COMPILED = frozenset({"general", "united_states", "canada", "england", "wales", "philippines", "australia"})


def documented_missing() -> set[tuple[str, str]]:
    return {(cal, item["key"]) for item in NATIONAL["missing"] for cal in item["calendars"]}


def readings_on(date: datetime.date, calendar_id: str):
    day = calendar.liturgical_day(date, calendar_id)
    epiphany = calendar.date_of("epiphany_of_the_lord", date.year, calendar_id)
    return day, TABLE.readings_for(day, epiphany=epiphany)


@pytest.fixture(scope="module")
def gaps_by_calendar() -> dict[str, dict[str, set]]:
    """calendar -> celebration key -> ranks seen on days without readings (Holy Saturday apart)."""
    found: dict[str, dict[str, set]] = {}
    for calendar_id in calendar.calendars():
        gaps: dict[str, set] = {}
        # The calendars compiled by hand are walked over 1970-2100; those compiled from romcal 4
        # over 2024-2028, which meets each of their celebrations (a fixed feast every year), to
        # keep the suite fast with 60-odd calendars.
        for year in range(1970, 2101) if calendar_id in HAND_COMPILED else range(2024, 2029):
            holy_saturday = calendar.date_of("holy_saturday", year, calendar_id)
            epiphany = calendar.date_of("epiphany_of_the_lord", year, calendar_id)
            for day in calendar.liturgical_year(year, calendar_id):
                readings = TABLE.readings_for(day, epiphany=epiphany)
                if day.date == holy_saturday:
                    assert readings is None, f"{calendar_id} {day.date}: Holy Saturday has no Mass"
                elif readings is None:
                    gaps.setdefault(day.celebration.key, set()).add(day.celebration.rank)
        found[calendar_id] = gaps
    return found


def test_every_day_has_readings_or_is_a_documented_gap(gaps_by_calendar):
    undocumented = {(cal, key) for cal, gaps in gaps_by_calendar.items() for key in gaps} - documented_missing()
    assert not undocumented, f"days without readings that national_propers.json does not list: {sorted(undocumented)}"


def test_the_documented_gaps_are_real(gaps_by_calendar):
    """A listed gap that no longer occurs (readings added, calendar changed) must leave the list."""
    stale = {(cal, key) for cal, key in documented_missing() if key not in gaps_by_calendar.get(cal, {})}
    assert not stale, f"listed as missing but every day has readings: {sorted(stale)}"


def test_only_feasts_and_solemnities_can_lack_readings(gaps_by_calendar):
    ranks = {rank for gaps in gaps_by_calendar.values() for seen in gaps.values() for rank in seen}
    assert ranks <= {"feast", "solemnity"}, ranks


def test_general_calendar_has_no_gaps(gaps_by_calendar):
    assert gaps_by_calendar["general"] == {}


def test_guadalupe_in_the_united_states_and_canada():
    for calendar_id in ("united_states", "canada"):
        day, readings = readings_on(datetime.date(2026, 12, 12), calendar_id)
        assert day.celebration.key == "our_lady_of_guadalupe"
        by_role = {r.role: r.citation for r in readings.masses[0].readings}
        assert by_role["first_reading"].startswith("Zec 2:14-17")
        assert by_role["gospel"].startswith("Luke 1:26-38")


def test_patron_of_europe_readings_only_where_the_day_is_a_feast():
    """Benedict is a feast in England (proper readings) and a memorial elsewhere (weekday's)."""
    july_11 = datetime.date(2026, 7, 11)
    england_day, england = readings_on(july_11, "england")
    general_day, general = readings_on(july_11, "general")
    assert england_day.celebration.rank == "feast" and general_day.celebration.rank == "memorial"
    assert england.entry_key == "benedict_of_nursia_abbot"
    assert england.masses[0].readings[0].citation == "Prov 2:1-9"
    assert general.entry_key == general_day.temporal_key
    text = format_day(england_day, england, None)  # the source gives no psalm: said so, in its place
    assert text.index("First Reading: Proverbs 2:1-9") < text.index("Responsorial Psalm: not recorded") \
        < text.index("Gospel: Matthew 19:27-29")


def test_a_memorial_without_proper_readings_says_it_reads_the_weekday():
    day, readings = readings_on(datetime.date(2026, 7, 11), "general")  # Saint Benedict, memorial
    assert WEEKDAY_FALLBACK in format_day(day, readings, None)
    day, readings = readings_on(datetime.date(2026, 9, 15), "general")  # Our Lady of Sorrows: proper readings
    assert day.celebration.rank == "memorial"
    assert WEEKDAY_FALLBACK not in format_day(day, readings, None)
    day, readings = readings_on(datetime.date(2026, 7, 11), "england")  # a feast
    assert WEEKDAY_FALLBACK not in format_day(day, readings, None)


def test_judith_text_is_not_taken_from_the_vulgate_numbering():
    class StoreThatMustNotBeAsked:
        def passage_text(self, passage):
            if passage.book == "JDT":
                raise AssertionError("the Douay-Rheims Judith was consulted")
            return type("Found", (), {"text": "text", "missing": []})()

    day, readings = readings_on(datetime.date(2026, 12, 12), "united_states")
    text = format_day(day, readings, StoreThatMustNotBeAsked())
    assert "Responsorial Psalm: Judith 13:18bcde, 19" in text
    assert "Vulgate's Judith" in text


def test_national_entries_are_merged_into_the_table():
    entries = json.loads(_REPO_TABLE.read_text(encoding="utf-8"))["entries"]
    for key, entry in NATIONAL["entries"].items():
        assert entries[key]["masses"] == entry["masses"], key
        assert entries[key].get("ranks") == entry.get("ranks"), key
    missing_keys = {item["key"] for item in NATIONAL["missing"]}
    assert not missing_keys & set(NATIONAL["entries"])


def test_gospel_acclamations_are_marked_and_sit_before_the_gospel():
    day, readings = readings_on(datetime.date(2026, 12, 6), "general")  # Second Sunday of Advent, Year A
    roles = [r.role for r in readings.masses[0].readings]
    assert roles.index("acclamation") == roles.index("gospel") - 1
    text = format_day(day, readings, None)
    assert "Alleluia verse (Gospel Acclamation): Luke 3:4, 6" in text
    day, readings = readings_on(datetime.date(2027, 3, 7), "general")  # Third Sunday of Lent, Year A
    assert "Verse before the Gospel (Gospel Acclamation): " in format_day(day, readings, None)


def test_every_compiled_acclamation_is_in_the_table_once():
    acclamations = json.loads((DATASET / "acclamations.json").read_text(encoding="utf-8"))["entries"]
    entries = json.loads(_REPO_TABLE.read_text(encoding="utf-8"))["entries"]
    count = 0
    for key, masses in acclamations.items():
        for mass, by_cycle in masses.items():
            for cycle, item in by_cycle.items():
                verses = [r for r in entries[key]["masses"][mass][cycle]["readings"] if r["role"] == "acclamation"]
                assert [r["citation"] for r in verses] == [item["citation"]], (key, mass, cycle)
                count += 1
    assert count > 150
