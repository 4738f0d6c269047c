"""Readings for the same day differ between countries exactly where their calendars differ
(and only with readings the lectionary holds: a national day without them says so)."""

import pytest

from tests.readings.test_with_real_calendar import _ask

EUROPE = ["austria", "belgium", "bosnia_herzegovina", "croatia", "czech_republic", "denmark", "england", "finland", "france",
          "germany", "hungary", "ireland", "italy", "lithuania", "malta", "netherlands", "norway", "poland", "portugal",
          "romania", "scotland", "slovakia", "slovenia", "spain", "sweden", "switzerland", "ukraine", "wales"]
ELSEWHERE = ["general", "united_states", "canada", "mexico", "brazil", "argentina", "peru", "chile", "philippines",
             "australia", "new_zealand", "india", "venezuela"]


@pytest.mark.parametrize("calendar", EUROPE)
def test_saint_benedict_is_a_feast_with_proper_readings_in_europe(calendar):
    text = _ask(None, date="2026-07-11", calendar=calendar)  # a Saturday
    assert "First Reading: Proverbs 2:1-9" in text, calendar


@pytest.mark.parametrize("calendar", ELSEWHERE)
def test_elsewhere_saint_benedict_reads_the_weekday(calendar):
    text = _ask(None, date="2026-07-11", calendar=calendar)
    assert "Proverbs 2:1-9" not in text and "readings are those of the weekday" in text, calendar


def test_national_feasts_with_known_readings_differ_from_the_general_calendar():
    general = _ask(None, date="2026-12-12")
    mexico = _ask("readings for December 12, 2026 in Mexico")
    assert "Zechariah 2:14-17" in mexico and "Zechariah 2:14-17" not in general
    assert "Ephesians 1:3-6" in _ask(None, date="2026-01-18", calendar="philippines")  # Santo Niño
    assert "Ephesians 1:3-6" not in _ask(None, date="2026-01-18")
    assert "1 Kings 17:8-16" in _ask(None, date="2026-08-08", calendar="australia")  # Mary MacKillop


def test_a_national_solemnity_without_known_readings_is_not_given_another_days():
    assert _ask(None, date="2026-10-12", calendar="brazil") == "No mass readings found."  # Aparecida
    assert "No proper calendar of Colombia is held" in _ask("next Sunday in Colombia")
