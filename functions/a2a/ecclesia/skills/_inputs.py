"""Reading a skill's input from the caller's message: the one place wire field names live.

The skills share two shapes of input, and parse them here so the data layer receives plain
values (a query, an id, a date, a calendar id) and never writes a wire field name into an
error:

- a directory lookup: ``data.query`` (or the text part) and/or ``data.<id_field>``;
- a date request: a date in natural language (a text part, or ``data.date``), optionally a
  calendar (``data.calendar``, default the General Roman Calendar) and a time zone
  (``data.timezone``, an IANA name) that decides what "today" means. Without a time zone,
  "today" follows the calendar engine's documented default (``calendar.dates.today_in``).

Input that cannot be used raises ``SkillInputError`` naming the field (JSON-RPC -32602). A
valid date for which no data exists is a normal result, answered by the skill. This module
is imported inside ``run`` and itself imports the calendar engine only when a date needs it.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from ecclesia.skills.base import SkillInputError, SkillRequest

_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MAX_LOOKUP_CHARS = 300


@dataclass(frozen=True, slots=True)
class LookupInput:
    """What a directory lookup asks for: a name query, a canonical id, or both."""

    query: str | None
    record_id: str | None


def read_lookup(request: SkillRequest, id_field: str) -> LookupInput:
    """The query (``data.query``, else the text part) and ``data.<id_field>``; one is required."""
    query = _optional_string(request.data, "query")
    record_id = _optional_string(request.data, id_field)
    if query is None and request.text and request.text.strip():
        query = request.text.strip()
    if query is None and record_id is None:
        raise SkillInputError(f"data.query or data.{id_field} is required (a text part also works as the query)")
    return LookupInput(query, record_id)


def _optional_string(data: dict[str, Any], name: str) -> str | None:
    value = data.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        raise SkillInputError(f"data.{name}: expected a string")
    value = value.strip()
    if len(value) > MAX_LOOKUP_CHARS:
        raise SkillInputError(f"data.{name}: at most {MAX_LOOKUP_CHARS} characters")
    return value or None


@dataclass(frozen=True, slots=True)
class DateRequest:
    """A resolved date request (shared by liturgical_readings and saints_of_the_day)."""

    date: datetime.date
    calendar: str
    query: str
    mass: str | None = None  # one named Mass of the day ("Easter Vigil in the Holy Night")
    mass_key: str | None = None  # the lectionary entry of a calendar's proper Mass ("thanksgiving_day")
    unheld_place: str | None = None  # a country the query named whose calendar is not held


def read_date_request(request: SkillRequest, *, strict_iso: bool = False) -> DateRequest:
    """Resolve the caller's date. ``strict_iso``: ``data.date`` must be YYYY-MM-DD.

    A place in the query ("next Sunday in Brazil") picks the calendar unless ``data.calendar``
    names one; a proper Mass ("Thanksgiving") picks the calendar that has it likewise."""
    data, text = request.data, request.text
    given = data.get("calendar") is not None
    calendar = _calendar(data.get("calendar"))
    timezone = _timezone(data.get("timezone"))

    raw_date = data.get("date")
    if raw_date is not None:
        if not isinstance(raw_date, str) or not raw_date.strip():
            raise SkillInputError("data.date: expected a date string, e.g. '2026-03-19'")
        query, field = raw_date.strip(), "data.date"
        if strict_iso:
            return DateRequest(_iso_date(query), calendar, query)
    elif text and text.strip():
        query, field = text.strip(), "message.parts"
    else:
        raise SkillInputError("message.parts: give a date as a text part or as data.date")

    if _ISO.match(query):
        return DateRequest(_iso_date(query, field), calendar, query)
    from ecclesia.data.calendar.dates import resolve, today_in

    resolved = resolve(query, today_in(timezone), calendar)
    if resolved is None:
        raise SkillInputError(f"{field}: could not understand the date '{query}'")
    if resolved.calendar and not given:
        calendar = resolved.calendar
    return DateRequest(resolved.date, calendar, query, resolved.mass, resolved.mass_key, resolved.unheld_place)


def _timezone(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise SkillInputError("data.timezone: expected an IANA time zone name, e.g. 'America/New_York'")
    try:
        ZoneInfo(value.strip())
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise SkillInputError(f"data.timezone: unknown time zone '{value}'") from exc
    return value.strip()


def _iso_date(value: str, field: str = "data.date") -> datetime.date:
    if not _ISO.match(value):
        raise SkillInputError(f"{field}: expected YYYY-MM-DD, got '{value}'")
    try:
        return datetime.date.fromisoformat(value)
    except ValueError as exc:
        raise SkillInputError(f"{field}: '{value}' is not a calendar date") from exc


def _calendar(value: Any) -> str:
    if value is None:
        return "general"
    if not isinstance(value, str) or not value.strip():
        raise SkillInputError("data.calendar: expected a calendar id such as 'general' or 'united_states'")
    from ecclesia.data.calendar import calendars

    known = tuple(calendars())
    name = value.strip().lower().replace("-", "_").replace(" ", "_")
    if name in ("general_roman", "gen", "universal"):
        name = "general"
    if name not in known:
        raise SkillInputError(f"data.calendar: unknown calendar '{value}'; known: {', '.join(known)}")
    return name
