"""Greece (datasets/calendar/greece.json, compiled from romcal 4 and cross-checked with romcal
1.3.0): Easter and everything moveable on the Orthodox (Julian) date, its own saints, chosen by
the calendar field or by naming the country or a city."""

import datetime

import pytest

from ecclesia.data.calendar import date_of, liturgical_day, liturgical_year
from ecclesia.data.calendar.dates import resolve
from ecclesia.data.calendar.engine import easter_sunday, julian_easter_sunday

D = datetime.date


def test_julian_easter_is_the_orthodox_date():
    # Orthodox Easter: 1970-04-26, 2010-04-04 (same day as the Gregorian), 2024-05-05, 2025-04-20, 2027-05-02
    assert [julian_easter_sunday(y) for y in (1970, 2010, 2024, 2025, 2027)] == [
        D(1970, 4, 26), D(2010, 4, 4), D(2024, 5, 5), D(2025, 4, 20), D(2027, 5, 2)]
    assert julian_easter_sunday(2100) == D(2100, 5, 2)  # 14 days' gap from 1 March 2100


def test_greece_keeps_the_moveable_feasts_by_the_julian_easter():
    assert date_of("easter_sunday", 2024, "greece") == D(2024, 5, 5) != date_of("easter_sunday", 2024)
    assert date_of("ash_wednesday", 2024, "greece") == D(2024, 3, 20)
    assert date_of("pentecost_sunday", 2024, "greece") == D(2024, 6, 23)
    assert liturgical_day(D(2024, 3, 31), "greece").celebration.key == "lent_2_sunday"  # Gregorian Easter elsewhere
    assert liturgical_day(D(2024, 3, 31)).celebration.key == "easter_sunday"


@pytest.mark.parametrize("year", [1970, 2024, 2027, 2100])
def test_every_day_of_a_greek_year_has_one_celebration(year):
    days = liturgical_year(year, "greece")
    assert len(days) == (366 if year % 4 == 0 and year != 2100 else 365)
    assert sum(d.celebration.key == "easter_sunday" for d in days) == 1
    assert sum(d.celebration.key == "pentecost_sunday" for d in days) == 1


@pytest.mark.parametrize(("date", "name", "rank"), [
    ("2026-12-12", "Saint Spyridon, Bishop", "memorial"),
    ("2026-10-26", "Saint Demetrius of Thessaloniki, Martyr", "memorial"),
    ("2026-11-21", "The Presentation of the Blessed Virgin Mary", "feast"),  # a memorial elsewhere
    ("2026-08-03", "Saint Lydia of Philippi", "memorial"),
])
def test_greek_saints(date, name, rank):
    day = D.fromisoformat(date)
    greek = liturgical_day(day, "greece").celebration
    assert (greek.name, greek.rank) == (name, rank)
    general = liturgical_day(day).celebration
    assert (general.name, general.rank) != (name, rank)


def test_greece_inherits_the_patrons_of_europe():
    assert liturgical_day(D(2026, 7, 11), "greece").celebration.rank == "feast"  # Benedict


@pytest.mark.parametrize("query", ["next Sunday in Greece", "Easter 2027 in Athens", "Pentecost 2027 in Thessaloniki",
                                   "Pascha 2027 en Grecia"])
def test_naming_greece_or_a_city_picks_its_calendar(query):
    found = resolve(query, D(2026, 11, 30))
    assert found is not None and found.calendar == "greece", query


def test_easter_in_athens_is_the_orthodox_date():
    assert resolve("Easter 2027 in Athens", D(2026, 11, 30)).date == D(2027, 5, 2)
    assert resolve("Easter 2027", D(2026, 11, 30)).date == easter_sunday(2027) == D(2027, 3, 28)
