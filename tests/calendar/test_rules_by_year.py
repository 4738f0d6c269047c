"""Options and national ranks that took effect in a given year (datasets/calendar, 'options')."""

import datetime

import pytest

from ecclesia.data.calendar import date_of, liturgical_day

D = datetime.date


@pytest.mark.parametrize(
    ("calendar", "year", "expected"),
    [
        ("united_states", 1975, D(1975, 5, 8)),  # before the 1999 decision: Thursday
        ("united_states", 1999, D(1999, 5, 13)),
        ("united_states", 2026, D(2026, 5, 17)),  # Seventh Sunday of Easter
        ("united_states__boston", 2026, D(2026, 5, 14)),  # these provinces keep Thursday
        ("united_states__hartford", 2026, D(2026, 5, 14)),
        ("united_states__new_york", 2030, D(2030, 5, 30)),
        ("united_states__newark", 2026, D(2026, 5, 14)),
        ("united_states__philadelphia", 2026, D(2026, 5, 14)),
        ("united_states__omaha", 2026, D(2026, 5, 14)),
        ("england", 2005, D(2005, 5, 5)),
        ("england", 2012, D(2012, 5, 20)),  # 2007-2017: Sunday
        ("wales", 2019, D(2019, 5, 30)),  # from Advent 2017: Thursday again
        ("australia", 2019, D(2019, 6, 2)),
        ("general", 2019, D(2019, 5, 30)),
    ],
)
def test_ascension_by_year_and_province(calendar, year, expected):
    assert date_of("ascension_of_the_lord", year, calendar) == expected


def test_province_inherits_the_rest_of_the_national_calendar():
    boston = liturgical_day(D(2026, 1, 4), "united_states__boston")
    assert boston.celebration.key == "epiphany_of_the_lord"  # Epiphany still on Sunday
    assert date_of("most_holy_body_and_blood_of_christ", 2026, "united_states__boston") == D(2026, 6, 7)


@pytest.mark.parametrize(
    ("year", "expected"),
    [
        (2005, D(2005, 1, 6)),  # before 2007: 6 January
        (2010, D(2010, 1, 3)),  # 2007-2017: the Sunday between 2 and 8 January
        (2017, D(2017, 1, 8)),
        (2021, D(2021, 1, 6)),  # from 2018: 6 January (a Wednesday)...
        (2024, D(2024, 1, 7)),  # ...kept on Sunday when it falls on Saturday
        (2020, D(2020, 1, 5)),  # ...or on Monday
        (2019, D(2019, 1, 6)),
    ],
)
def test_england_and_wales_epiphany_by_year(year, expected):
    assert date_of("epiphany_of_the_lord", year, "england") == expected
    assert date_of("epiphany_of_the_lord", year, "wales") == expected


def test_england_baptism_follows_a_sunday_epiphany_on_7_january():
    assert liturgical_day(D(2024, 1, 8), "england").celebration.key == "baptism_of_the_lord"


def test_england_corpus_christi_on_sunday_from_2007():
    assert date_of("most_holy_body_and_blood_of_christ", 2005, "england") == D(2005, 5, 26)
    assert date_of("most_holy_body_and_blood_of_christ", 2010, "england") == D(2010, 6, 6)
    assert date_of("most_holy_body_and_blood_of_christ", 2026, "england") == D(2026, 6, 7)


def test_us_guadalupe_is_a_feast_from_1999_only():
    assert liturgical_day(D(1990, 12, 12), "united_states").celebration.key != "our_lady_of_guadalupe"
    assert liturgical_day(D(2000, 12, 12), "united_states").celebration.rank == "feast"
    assert liturgical_day(D(2000, 12, 12), "general").celebration.key != "our_lady_of_guadalupe"  # general: from 2002
