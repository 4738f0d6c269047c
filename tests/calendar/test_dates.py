import datetime as dt

import pytest

from ecclesia.data.calendar.dates import resolve_date, today_in

TODAY = dt.date(2026, 11, 30)  # a Monday


@pytest.mark.parametrize(
    "query,expected",
    [
        ("today", "2026-11-30"), ("tomorrow", "2026-12-01"), ("yesterday", "2026-11-29"),
        ("next Sunday", "2026-12-06"), ("this Friday", "2026-12-04"), ("in 3 days", "2026-12-03"),
        ("2026-03-19", "2026-03-19"), ("19 March 2026", "2026-03-19"), ("March 19", "2027-03-19"), ("3/19/2026", "2026-03-19"),
        ("Easter Sunday 2026", "2026-04-05"), ("Ash Wednesday", "2027-02-10"), ("Pentecost 2027", "2027-05-16"),
        ("Christmas", "2026-12-25"), ("Palm Sunday", "2027-03-21"), ("the 3rd Sunday of Advent", "2026-12-13"),
        ("Divine Mercy Sunday", "2027-04-04"), ("Corpus Christi", "2027-05-27"), ("Saint Joseph", "2027-03-19"),
        ("St. Francis of Assisi", "2027-10-04"), ("Mary Magdalene 2026", "2026-07-22"),
        ("mañana", "2026-12-01"), ("domingo de Pascua 2026", "2026-04-05"), ("Pentecôte", "2027-05-16"),
        ("Natale", "2026-12-25"), ("Boże Narodzenie", "2026-12-25"), ("Ostersonntag", "2027-03-28"),
        ("Páscoa 2026", "2026-04-05"), ("próximo domingo", "2026-12-06"), ("en 3 días", "2026-12-03"),
        ("14th Sunday in Ordinary Time 2026", "2026-07-05"), ("third Sunday of Lent 2027", "2027-02-28"),
    ],
)
def test_resolves(query, expected):
    assert resolve_date(query, TODAY) == dt.date.fromisoformat(expected)


def test_other_languages_through_dateparser():
    assert resolve_date("19 marzo 2026", TODAY) == dt.date(2026, 3, 19)
    assert resolve_date("19. März 2026", TODAY) == dt.date(2026, 3, 19)


@pytest.mark.parametrize("query", ["", "   ", "gibberish words", "the 9th Sunday of Advent", "2026-02-30"])
def test_unresolvable_queries_give_none(query):
    assert resolve_date(query, TODAY) is None


def test_today_in_zones():
    assert abs((today_in("Pacific/Kiritimati") - today_in("Pacific/Pago_Pago")).days) in (1, 2)
    assert today_in(None) == dt.datetime.now(dt.UTC).date()
    with pytest.raises(ValueError, match="time zone"):
        today_in("Mars/Olympus_Mons")


@pytest.mark.parametrize(
    "query",
    ["the 3rd Sunday of Advent", "tercer domingo de Adviento", "troisième dimanche de l'Avent", "terza domenica di Avvento",
     "terceiro domingo do Advento", "3. Adventssonntag", "III niedziela Adwentu"],
)
def test_ordinal_sundays_in_every_language(query):
    assert resolve_date(query, TODAY) == dt.date(2026, 12, 13)


def test_christmas_eve_and_aujourdhui():
    assert resolve_date("Heiligabend", TODAY) == dt.date(2026, 12, 24)
    assert resolve_date("aujourd'hui", TODAY) == TODAY
