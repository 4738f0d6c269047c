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


# Entry years of national saints (datasets/calendar/sources/entry_years.json): a Blessed or Saint
# is not kept before beatification (a lower bound), and a regional rank not before it took effect.
@pytest.mark.parametrize(
    ("calendar", "key", "absent_in", "kept_on"),
    [
        ("poland", "john_paul_ii_pope", 1975, D(2012, 10, 22)),  # beatified 1 May 2011
        ("poland", "john_paul_ii_pope", 2010, D(2011, 10, 22)),
        ("poland", "faustina_kowalska_virgin", 1992, D(1993, 10, 5)),  # beatified 18 April 1993
        ("poland", "hedwig_of_poland", 1978, D(1979, 6, 8)),  # beatified 1979 (or 1986: sources differ)
        ("philippines", "pedro_calungsod_martyr", 1999, D(2003, 4, 2)),  # beatified 5 March 2000
        ("mexico", "juan_diego_cuauhtlatoatzin", 1989, D(1992, 12, 9)),  # beatified 6 May 1990
        ("chile", "alberto_hurtado_priest", 1993, D(1994, 8, 18)),  # beatified 1994
        ("argentina", "zepherin_namuncura", 2007, D(2008, 8, 26)),  # beatified 11 November 2007
        ("brazil", "anthony_of_saint_anne_galvao_priest", 1997, D(1999, 10, 25)),  # beatified 25 Oct 1998
        ("germany", "adolph_kolping_priest", 1990, D(1991, 12, 4)),  # beatified 27 October 1991
        ("germany", "marcel_callo_martyr", 1987, D(1988, 4, 19)),  # beatified 4 October 1987, after his day
        ("poland", "mary_theresa_ledochowska_virgin", 1975, D(1976, 7, 6)),  # beatified 19 October 1975
        ("poland", "honorat_kozminski_priest", 1988, D(1989, 10, 13)),  # beatified 16 October 1988
        ("poland", "mary_angela_truszkowska_virgin", 1992, D(1994, 10, 10)),  # beatified 18 April 1993 (1993: a Sunday)
        ("canada", "andre_bessette_religious", 1982, D(1983, 1, 7)),  # beatified 23 May 1982
        ("hungary", "john_brenner_priest", 2017, D(2018, 12, 15)),  # beatified 1 May 2018
        ("ireland", "edmund_ignatius_rice_religious", 1996, D(1997, 5, 5)),  # beatified 5/6 October 1996
    ],
)
def test_national_saint_not_kept_before_beatification(calendar, key, absent_in, kept_on):
    assert date_of(key, absent_in, calendar) is None
    assert date_of(key, kept_on.year, calendar) == kept_on
    day = liturgical_day(kept_on, calendar)
    assert key in [day.celebration.key] + [c.key for c in day.optional_memorials]


def test_albert_chmielowski_first_kept_the_year_after_his_beatification():
    # Beatified 22 June 1983: not on 17 June 1983 (a Friday) though the day was free.
    assert liturgical_day(D(1983, 6, 17), "poland").celebration.key == "ordinary_time_11_friday"
    assert date_of("albert_chmielowski_religious", 1983, "poland") is None
    assert date_of("albert_chmielowski_religious", 1985, "poland") == D(1985, 6, 17)  # 1984: a Sunday


def test_regional_rank_falls_back_to_the_general_calendar_before_it_took_effect():
    # Cyril and Methodius: a memorial in the General Roman Calendar, a feast as copatrons of
    # Europe from 1980 (Liturgical Calendar API, wider region Europe).
    key = "cyril_constantine_the_philosopher_monk_and_methodius_michael_of_thessaloniki_bishop"
    before = liturgical_day(D(1977, 2, 14), "germany").celebration  # a Monday in Ordinary Time
    after = liturgical_day(D(1985, 2, 14), "germany").celebration
    assert (before.key, before.rank) == (key, "memorial")
    assert (after.key, after.rank) == (key, "feast")
    # Europe's copatronesses from 1999: Bridget a feast in 1999, the general optional memorial in 1998.
    in_1998 = liturgical_day(D(1998, 7, 23), "france")  # a Thursday
    assert [c.key for c in in_1998.optional_memorials] == ["bridget_of_sweden_religious"]
    in_1999 = liturgical_day(D(1999, 7, 23), "france").celebration  # a Friday
    assert (in_1999.key, in_1999.rank) == ("bridget_of_sweden_religious", "feast")


@pytest.mark.parametrize(
    ("key", "year", "expected"),
    [
        # Holydays on Saturday or Monday moved to the Sunday: decided 1984, introduced 1986
        # (Liturgy Office of England and Wales; Catholic Herald, 2015); applied from 1986.
        ("peter_and_paul_apostles", 1985, D(1985, 6, 29)),  # a Saturday, before the rule
        ("peter_and_paul_apostles", 1991, D(1991, 6, 30)),  # a Saturday -> Sunday
        ("peter_and_paul_apostles", 2024, D(2024, 6, 30)),  # Liturgy Office table: 30 June
        ("assumption_of_the_blessed_virgin_mary", 2026, D(2026, 8, 16)),  # table: 16 August
        ("all_saints", 2025, D(2025, 11, 2)),  # a Saturday -> Sunday (table: 2 November)
        ("all_saints", 2027, D(2027, 10, 31)),  # a Monday -> the Sunday before (table: 31 October)
        ("all_saints", 1982, D(1982, 11, 1)),  # a Monday, before the rule
        ("commemoration_of_all_the_faithful_departed", 2025, D(2025, 11, 3)),  # after All Saints
    ],
)
def test_england_and_wales_holydays_moved_by_weekday_from_1986(key, year, expected):
    assert date_of(key, year, "england") == expected
    assert date_of(key, year, "wales") == expected


def test_italy_st_nicholas_obligatory_from_2017():
    # Liturgical Calendar API, Italy: setProperty StNicholas memorial since 2017.
    in_2016 = liturgical_day(D(2016, 12, 6), "italy")  # a Tuesday of Advent
    assert "nicholas_of_myra_bishop" in [c.key for c in in_2016.optional_memorials]
    in_2018 = liturgical_day(D(2018, 12, 6), "italy").celebration  # a Thursday of Advent
    assert (in_2018.key, in_2018.rank) == ("nicholas_of_myra_bishop", "memorial")
