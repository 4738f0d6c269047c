"""Through the Lambda handler (as the local endpoint and `sam local invoke` run it), one national
proper day in each of 39 countries: the country's calendar names its own celebration, and the
General Roman Calendar on the same date does not. Readings are asked for (liturgical_readings)
where the day has readings; national feasts whose proper readings are not compiled answer "No
mass readings found." there, so for those the day's celebrations are asked for
(saints_of_the_day). A place named in the query (Caracas, Montevideo, Hanoi, Athens) picks the
calendar too.

The test sends about 90 requests: the fixture gives the replayed function a larger request
pool (ECCLESIA_RATE_LIMITS) than the 15 a minute a Pro key has, since what is tested here is
the calendar, not the limiter (tests/ratelimit covers that)."""

from __future__ import annotations

import json

import pytest

from tests.platform.replay import ask, replayed_handler

POOL = {"poolLimit": 500, "poolWindowSeconds": 60, "expensiveLimit": 2, "expensiveWindowSeconds": 60}

# calendar, a weekday of 2026 that is its own, the celebration's name as the calendar gives it
READINGS_DAYS = [
    ("argentina", "2026-04-18", "Our Lady of the Valley"),
    ("australia", "2026-08-08", "Saint Mary of the Cross MacKillop, Virgin"),
    ("austria", "2026-05-16", "Saint John Nepomucene, Priest and Martyr"),
    ("belgium", "2026-01-30", "Saint Mutien-Marie Wiaux, Religious"),
    ("bolivia", "2026-09-18", "Saint John Macías, Religious"),
    ("bosnia_herzegovina", "2026-02-10", "Blessed Aloysius Stepinac, Bishop and Martyr"),
    ("brazil", "2026-06-09", "Saint Joseph de Anchieta, Priest"),
    ("canada", "2026-01-12", "Saint Marguerite Bourgeoys, Virgin"),
    ("chile", "2026-08-18", "Saint Alberto Hurtado, Priest"),
    ("china", "2026-05-09", "Our Lady of China"),
    ("croatia", "2026-05-12", "Saint Leopold Mandić, Priest"),
    ("czech_republic", "2026-11-13", "Saint Agnes of Bohemia, Virgin"),
    ("finland", "2026-05-18", "Saint Eric IX of Sweden, Martyr"),
    ("france", "2026-05-30", "Saint Joan of Arc, Virgin, Copatroness of France"),
    ("germany", "2026-11-19", "Saint Elizabeth of Hungary, Religious"),
    ("greece", "2026-12-12", "Saint Spyridon, Bishop"),
    ("india", "2026-07-28", "Saint Alphonsa of the Immaculate Conception Muttathupadathu, Virgin"),
    ("ireland", "2026-01-15", "Saint Ita, Virgin"),
    ("japan", "2026-09-10", "205 Blessed Martyrs of Japan"),
    ("lebanon", "2026-02-09", "Saint Maroun, Hermit"),
    ("malta", "2026-01-22", "Saint Publius, Bishop"),
    ("norway", "2026-01-19", "Saint Henry, Bishop and Martyr"),
    ("philippines", "2026-08-19", "Saint Ezequiel Moreno, Bishop"),
    ("poland", "2026-01-19", "Saint Joseph Sebastian Pelczar, Bishop"),
    ("russia", "2026-05-16", "Saint Theodosius of the Caves, Abbot"),
    ("scotland", "2026-01-13", "Saint Kentigern, Bishop"),
    ("slovakia", "2026-07-05", "Saints Cyril, Monk, and Methodius, Bishop, Slavic Missionaries, Copatrons of Europe"),
    ("ukraine", "2026-07-28", "Saint Vladimir the Great"),
    ("united_states", "2026-01-05", "Saint John Neumann, Bishop"),
    ("venezuela", "2026-05-28", "Our Lord Jesus Christ, the Eternal High Priest"),
]
# national feasts without compiled readings: their celebration line in saints_of_the_day
CELEBRATION_DAYS = [
    ("vietnam", "2026-11-13", "Saint Andrew Dũng-Lạc, Priest, and Companions, Martyrs (feast)"),
    ("england", "2026-05-04", "English Martyrs (feast)"),
    ("wales", "2026-10-09", "Saint John Henry Newman, Priest (feast)"),
    ("portugal", "2026-02-07", "Five Wounds of the Lord (feast)"),
    ("sri_lanka", "2026-02-04", "Our Lady of Lanka (feast)"),
    ("netherlands", "2026-06-04", "Saint Lidwina, Virgin (feast)"),
    ("new_zealand", "2026-02-06", "Waitangi Day (feast)"),
    ("peru", "2026-05-26", "Saint Mariana of Jesus de Paredes, Virgin (feast)"),
]


@pytest.fixture(scope="module")
def handler():
    with replayed_handler("replayed_app_national_days",
                          {"ECCLESIA_RATE_LIMITS": json.dumps({"pro": POOL, "organization": POOL})}) as lambda_handler:
        yield lambda_handler


def test_at_least_25_countries_each_with_its_own_day():
    countries = {c for c, *_ in READINGS_DAYS + CELEBRATION_DAYS}
    assert len(countries) == len(READINGS_DAYS) + len(CELEBRATION_DAYS) >= 25


def test_each_countrys_readings_name_its_own_celebration_and_the_general_calendar_does_not(handler):
    wrong = []
    for calendar, date, name in READINGS_DAYS:
        national = ask(handler, "liturgical_readings", date=date, calendar=calendar)
        general = ask(handler, "liturgical_readings", date=date)
        said = [line for line in national.splitlines() if line.startswith("Calendar: ")]
        if not (national.splitlines()[2] == name and "First Reading:" in national and said
                and name not in general and not any(line in general.splitlines() for line in said)):
            wrong.append((calendar, date, national.splitlines()[:3], said))
    assert not wrong, wrong


def test_each_countrys_celebrations_of_the_day_differ_from_the_general_calendar(handler):
    for calendar, date, line in CELEBRATION_DAYS:
        national = ask(handler, "saints_of_the_day", date=date, calendar=calendar)
        general = ask(handler, "saints_of_the_day", date=date)
        assert f"- {line}" in national.splitlines(), (calendar, national[:300])
        assert f"- {line}" not in general.splitlines(), calendar


def test_a_national_solemnity_reads_its_own_readings(handler):
    mexico = ask(handler, "liturgical_readings", date="2026-12-12", calendar="mexico")
    general = ask(handler, "liturgical_readings", date="2026-12-12")
    assert "Rank: Solemnity" in mexico and "Zechariah 2:14-17" in mexico
    assert "Zechariah 2:14-17" not in general and "Rank: Solemnity" not in general


@pytest.mark.parametrize(("query", "calendar", "line"), [
    ("readings for May 28, 2026 in Caracas", "Venezuela", "Our Lord Jesus Christ, the Eternal High Priest"),
    ("May 28 2026 in Montevideo", "Uruguay", "Our Lord Jesus Christ, the Eternal High Priest"),
    ("next Sunday in Hanoi", "Vietnam", None),
    ("Easter 2027 in Athens", "Greece", "Easter Sunday of the Resurrection of the Lord"),
])
def test_a_city_in_the_query_picks_its_countrys_calendar(handler, query, calendar, line):
    text = ask(handler, "liturgical_readings", query)
    assert f"Calendar: {calendar}." in text.splitlines()
    if line:
        assert text.splitlines()[2] == line
    if calendar == "Greece":
        assert text.startswith("Mass readings for Sunday, May 2, 2027")  # the Orthodox Easter, not 28 March
