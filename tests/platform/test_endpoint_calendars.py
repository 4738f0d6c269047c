"""Through the Lambda handler (as the local endpoint and `sam local invoke` run it): the same
day's readings differ between countries where their calendars differ, and a place named in
the query picks the calendar. At most 12 requests: the real rate limiter allows 15 a minute."""

from __future__ import annotations

from tests.platform import replay
from tests.platform.test_events_replay import lambda_handler  # noqa: F401  (the fixture)


def ask(handler, text: str | None = None, **data) -> str:
    return replay.ask(handler, "liturgical_readings", text, **data)


def test_saint_benedict_differs_between_countries_through_the_endpoint(lambda_handler):  # noqa: F811
    for calendar in ("italy", "poland", "germany", "spain", "france", "ireland"):
        assert "First Reading: Proverbs 2:1-9" in ask(lambda_handler, date="2026-07-11", calendar=calendar), calendar
    for calendar in ("brazil", "mexico", "united_states", "philippines"):
        assert "Proverbs 2:1-9" not in ask(lambda_handler, date="2026-07-11", calendar=calendar), calendar


def test_a_place_in_the_query_picks_the_calendar_through_the_endpoint(lambda_handler):  # noqa: F811
    text = ask(lambda_handler, "Guadalupe 2026 in Mexico")
    assert "Our Lady of Guadalupe" in text and "Rank: Solemnity" in text
