"""Reading a date request (shared by liturgical_readings and saints_of_the_day).

A caller gives a date in natural language (a text part, or ``data.date``), optionally a
calendar (``data.calendar``, default the General Roman Calendar) and a time zone
(``data.timezone``, an IANA name) that decides what "today" means. Without a time zone,
"today" follows the calendar engine's documented default (see ``calendar.dates.today_in``).

An unresolvable date is bad input: ``DateRequestError`` names the field and the text, and
the skills turn it into JSON-RPC -32602. A valid date for which no data exists is a normal
result, answered with the contract's fixed "not found" text.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")


class DateRequestError(ValueError):
    """The request's date, calendar or time zone cannot be used; the message names the field."""


@dataclass(frozen=True, slots=True)
class DateRequest:
    date: datetime.date
    calendar: str
    query: str
    mass: str | None = None  # one named Mass of the day ("Easter Vigil in the Holy Night")
    mass_key: str | None = None  # the lectionary entry of a calendar's proper Mass ("thanksgiving_day")
    unheld_place: str | None = None  # a country the query named whose calendar is not held


def read_date_request(text: str | None, data: dict[str, Any], *, strict_iso: bool = False) -> DateRequest:
    """Resolve the caller's date. ``strict_iso``: ``data.date`` must be YYYY-MM-DD.

    A place in the query ("next Sunday in Brazil") picks the calendar unless ``data.calendar``
    names one; a proper Mass ("Thanksgiving") picks the calendar that has it likewise."""
    given = data.get("calendar") is not None
    calendar = _calendar(data.get("calendar"))
    timezone = data.get("timezone")
    if timezone is not None:
        if not isinstance(timezone, str) or not timezone.strip():
            raise DateRequestError("data.timezone: expected an IANA time zone name, e.g. 'America/New_York'")
        try:
            ZoneInfo(timezone.strip())
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise DateRequestError(f"data.timezone: unknown time zone '{timezone}'") from exc
        timezone = timezone.strip()

    raw_date = data.get("date")
    if raw_date is not None:
        if not isinstance(raw_date, str) or not raw_date.strip():
            raise DateRequestError("data.date: expected a date string, e.g. '2026-03-19'")
        query, field = raw_date.strip(), "data.date"
        if strict_iso:
            return DateRequest(_iso_date(query), calendar, query)
    elif text and text.strip():
        query, field = text.strip(), "message.parts"
    else:
        raise DateRequestError("message.parts: give a date as a text part or as data.date")

    if _ISO.match(query):
        return DateRequest(_iso_date(query, field), calendar, query)
    from ecclesia.data.calendar.dates import resolve, today_in

    resolved = resolve(query, today_in(timezone), calendar)
    if resolved is None:
        raise DateRequestError(f"{field}: could not understand the date '{query}'")
    if resolved.calendar and not given:
        calendar = resolved.calendar
    return DateRequest(resolved.date, calendar, query, resolved.mass, resolved.mass_key, resolved.unheld_place)


def _iso_date(value: str, field: str = "data.date") -> datetime.date:
    if not _ISO.match(value):
        raise DateRequestError(f"{field}: expected YYYY-MM-DD, got '{value}'")
    try:
        return datetime.date.fromisoformat(value)
    except ValueError as exc:
        raise DateRequestError(f"{field}: '{value}' is not a calendar date") from exc


def _calendar(value: Any) -> str:
    if value is None:
        return "general"
    if not isinstance(value, str) or not value.strip():
        raise DateRequestError("data.calendar: expected a calendar id such as 'general' or 'united_states'")
    from ecclesia.data.calendar import calendars

    known = tuple(calendars())
    name = value.strip().lower().replace("-", "_").replace(" ", "_")
    if name in ("general_roman", "gen", "universal"):
        name = "general"
    if name not in known:
        raise DateRequestError(f"data.calendar: unknown calendar '{value}'; known: {', '.join(known)}")
    return name
