"""liturgical_readings: the Mass readings of a day, formatted for reading aloud.

Input: a text part with a date in natural language ("today", "next Sunday",
"Easter Sunday 2026", "2026-03-19", "readings for the feast of St Patrick 2030", "Easter Vigil
2027", "Midnight Mass", "Thanksgiving 2026", "next Sunday in Brazil", "bukas", "cras"), or a data part
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
* A valid date with no readings (a year the calendar does not cover; an entry missing from
  the lectionary table) gives the contract's fixed text ``No mass readings found.``
* Named Masses: a query naming one Mass of a day ("Easter Vigil 2027", "Christmas Dawn",
  "Pentecost Vigil", "Chrism Mass") gets that Mass alone, named in the output. Without one, an
  eve whose next day has a Vigil Mass (Holy Saturday, 24 December, the Saturday before
  Pentecost...) adds it, marked "In the evening", so "Christmas Eve" and Holy Saturday show the
  Vigil; a calendar's proper Mass of the day (Thanksgiving Day in the United States) is added
  after the day's Mass, and "Thanksgiving 2026" asks for it alone.
* A country named in the query picks its calendar ("next Sunday in Brazil"); one whose calendar
  is not held is said so in the output, over the General Roman Calendar's readings.
"""

from __future__ import annotations

from dataclasses import replace

from ecclesia.skills.base import SkillRequest, SkillResult, SkillSpec, TextOutput

NO_READINGS = "No mass readings found."

SPEC = SkillSpec(
    id="liturgical_readings",
    name="Liturgical readings",
    description=(
        "Catholic Mass readings for a date in natural language (e.g. 'today', 'next Sunday', "
        "'Easter Sunday 2026', 'Easter Vigil 2027', 'dimanche prochain', 'bukas', 'next Sunday in Brazil'), "
        "in nine languages: the liturgical day, lectionary number and the full readings (Douay-Rheims). "
        "Optional data: calendar (e.g. 'united_states', 'brazil', 'united_states__boston'), timezone."
    ),
    artifact_name="mass_readings",
    examples=("today", "next Sunday", "Easter Sunday 2026", "Easter Vigil 2027", "next Sunday in Brazil",
              '{"date": "2026-12-25", "calendar": "united_states"}'),
    tags=("liturgy", "readings", "calendar"),
    rate_limit="default",
)


def run(request: SkillRequest) -> SkillResult:
    """The Mass readings of the day and calendar asked for (text or data part); see the module docstring."""
    from ecclesia.data import calendar
    from ecclesia.data.bible.store import default_store
    from ecclesia.data.lectionary import readings_for
    from ecclesia.data.lectionary.render import format_day
    from ecclesia.skills._inputs import read_date_request

    asked = read_date_request(request)
    try:
        day = calendar.liturgical_day(asked.date, asked.calendar)
        epiphany = calendar.date_of("epiphany_of_the_lord", asked.date.year, asked.calendar)
    except ValueError:  # outside the years the calendar covers
        return _text(NO_READINGS)
    notes: list[str] = []
    if asked.calendar != "general":
        # Say which calendar answered: a place named in the query picks it silently otherwise.
        from ecclesia.data.calendar.data import definition

        notes.append(f"Calendar: {definition(asked.calendar).title.removeprefix('Proper calendar: ')}.")
    if asked.unheld_place:
        notes.append(f"No proper calendar of {asked.unheld_place.replace('_', ' ').title()} is held: these are the readings "
                     f"of the {'General Roman Calendar' if asked.calendar == 'general' else asked.calendar + ' calendar'}.")
    if asked.mass_key:
        readings = _proper_mass(asked.mass_key, day)
    else:
        readings = readings_for(day, epiphany=epiphany)
        if readings is not None and asked.mass:
            chosen = tuple(m for m in readings.masses if m.name == asked.mass)
            readings = replace(readings, masses=chosen) if chosen else readings
        if readings is not None and not asked.mass:
            readings = _with_extra_masses(day, readings, asked.calendar, calendar)
        elif readings is None and not asked.mass:
            readings = _with_extra_masses(day, None, asked.calendar, calendar)
    if readings is None or not readings.masses:
        return _text(NO_READINGS)
    if asked.mass:
        notes.append(f"Mass: {asked.mass}" + (" (celebrated the evening or night before)" if "Vigil" in asked.mass else "") + ".")
    text = format_day(day, readings, default_store(), notes=notes)
    named = f" ({asked.mass})" if asked.mass else ""
    return SkillResult(parts=(TextOutput(text),), reply=f"Mass readings for {asked.date.isoformat()}: {day.celebration.name}{named}.")


# Masses the lectionary names for the evening before a day (the first Mass of that day).
VIGIL_MASSES = ("Vigil Mass", "Easter Vigil in the Holy Night")


def _proper_mass(key: str, day):
    """A calendar's proper Mass (Thanksgiving Day) alone."""
    from ecclesia.data.lectionary import default_table

    return default_table().entry(key, day.sunday_cycle, day.weekday_cycle)


def _with_extra_masses(day, readings, calendar_id: str, calendar):
    """The day's Masses, then a proper Mass of the calendar for that day, then the next day's
    Vigil Mass marked as the evening's. None when there is nothing at all."""
    import datetime

    from ecclesia.data.lectionary import DayReadings, readings_for

    masses = list(readings.masses) if readings else []
    for key, name in calendar.proper_masses(day.date, calendar_id):
        proper = _proper_mass(key, day)
        for mass in proper.masses if proper else ():
            masses.append(replace(mass, name=f"{mass.name} (proper Mass of this calendar; it may be said instead)"))
    tomorrow = day.date + datetime.timedelta(days=1)
    if tomorrow.year == day.date.year:
        following = calendar.liturgical_day(tomorrow, calendar_id)
        after = readings_for(following, epiphany=calendar.date_of("epiphany_of_the_lord", tomorrow.year, calendar_id))
        for mass in after.masses if after else ():
            if mass.name in VIGIL_MASSES:
                masses.append(replace(mass, name=f"In the evening: {mass.name} of {following.celebration.name}"))
    if not masses:
        return None
    return DayReadings(entry_key=readings.entry_key if readings else day.celebration.key, masses=tuple(masses))


def _text(text: str) -> SkillResult:
    return SkillResult(parts=(TextOutput(text),), reply=text)
