"""liturgical_readings: the Mass readings of a day, formatted for reading aloud.

Input: a text part with a date in natural language ("today", "next Sunday",
"Easter Sunday 2026", "2026-03-19"), or a data part
``{"date": "...", "calendar": "united_states", "timezone": "America/New_York"}``
(``calendar`` defaults to the General Roman Calendar; ``timezone``, an IANA name, decides
what "today" means, UTC when absent - the date resolver's documented default).

Output: one text part (artifact ``mass_readings``): the date, the liturgical day's name,
season and week, rank, colour, cycles and lectionary number, then every reading with its
heading, citation and Douay-Rheims text, alternatives marked "Or".

Decisions:
* A date query that cannot be understood is bad input: JSON-RPC -32602 with
  ``message.parts: could not understand the date '...'`` (or ``data.date: ...``), so the
  caller learns what to fix. Unknown ``data.calendar`` / ``data.timezone`` are -32602 too.
* A valid date with no readings (Holy Saturday, which has no Mass; a year the calendar does
  not cover; an entry missing from the lectionary table) gives the contract's fixed text
  ``No mass readings found.``
"""

from __future__ import annotations

from ecclesia.skills.base import SkillInputError, SkillRequest, SkillResult, SkillSpec, TextOutput

NO_READINGS = "No mass readings found."

SPEC = SkillSpec(
    id="liturgical_readings",
    name="Liturgical readings",
    description=(
        "Catholic Mass readings for a date in natural language (e.g. 'today', 'next Sunday', "
        "'Easter Sunday 2026'): the liturgical day, lectionary number and the full readings "
        "(Douay-Rheims). Optional data: calendar (e.g. 'united_states'), timezone."
    ),
    artifact_name="mass_readings",
    examples=("today", "next Sunday", "Easter Sunday 2026", '{"date": "2026-12-25", "calendar": "united_states"}'),
    tags=("liturgy", "readings", "calendar"),
    rate_limit="default",
)


def run(request: SkillRequest) -> SkillResult:
    from ecclesia.data import calendar
    from ecclesia.data.bible.store import default_store
    from ecclesia.data.lectionary import readings_for
    from ecclesia.data.lectionary.render import format_day
    from ecclesia.data.lectionary.request import DateRequestError, read_date_request

    try:
        asked = read_date_request(request.text, request.data)
    except DateRequestError as exc:
        raise SkillInputError(str(exc)) from exc
    try:
        day = calendar.liturgical_day(asked.date, asked.calendar)
        epiphany = calendar.date_of("epiphany_of_the_lord", asked.date.year, asked.calendar)
    except ValueError:  # outside the years the calendar covers
        return _text(NO_READINGS)
    readings = readings_for(day, epiphany=epiphany)
    if readings is None:
        return _text(NO_READINGS)
    text = format_day(day, readings, default_store())
    return SkillResult(parts=(TextOutput(text),), reply=f"Mass readings for {asked.date.isoformat()}: {day.celebration.name}.")


def _text(text: str) -> SkillResult:
    return SkillResult(parts=(TextOutput(text),), reply=text)
