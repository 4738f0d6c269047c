"""Liturgical calendar of the Roman Rite (ordinary form) since 1970, in pure Python.

    liturgical_day(date(2026, 3, 19)).celebration.key   -> "joseph_spouse_of_mary"
    liturgical_year(2026, "united_states")               -> 365 LiturgicalDay values
    date_of("easter_sunday", 2026)                       -> date(2026, 4, 5)

Celebration keys are romcal v3 ids. Two of them are stable across years although the name
changed: "divine_mercy_sunday" (so named from 2000; "Second Sunday of Easter" before) and,
from 2020, "sunday_of_the_word_of_god" for the Third Sunday in Ordinary Time (before 2020 the
key is "ordinary_time_3_sunday"). Calendars other than "general" are data files in
``datasets/calendar/`` (see PROVENANCE.md there). The engine itself is in ``engine.py``.
"""

from __future__ import annotations

import datetime
from functools import lru_cache

from .data import calendar_ids, definition
from .engine import compute_year, easter_sunday
from .model import COLORS, RANKS, SEASONS, Celebration, LiturgicalDay

__all__ = [
    "COLORS",
    "RANKS",
    "SEASONS",
    "Celebration",
    "LiturgicalDay",
    "calendars",
    "clear_cache",
    "date_of",
    "easter_sunday",
    "liturgical_day",
    "liturgical_year",
    "proper_masses",
]

FIRST_YEAR = 1970  # the reformed calendar (Mysterii Paschalis, 1969) took effect on 1 January 1970
LAST_YEAR = 9999


def calendars() -> list[str]:
    """Calendar ids accepted by the other functions; "general" is the General Roman Calendar."""
    return list(calendar_ids())


def _check(year: int, calendar: str) -> None:
    if not FIRST_YEAR <= year < LAST_YEAR:
        raise ValueError(f"year {year} is outside {FIRST_YEAR}..{LAST_YEAR - 1} (the calendar reformed in 1969)")
    if calendar not in calendar_ids():
        raise ValueError(f"unknown calendar {calendar!r}; known: {', '.join(calendar_ids())}")


@lru_cache(maxsize=64)  # ~110 kB per year; a warm Lambda rarely needs more than a few
def _year(year: int, calendar: str) -> tuple[LiturgicalDay, ...]:
    return tuple(compute_year(year, definition(calendar)))


def liturgical_year(year: int, calendar: str = "general") -> list[LiturgicalDay]:
    """Every day of the civil year ``year`` (cached)."""
    _check(year, calendar)
    return list(_year(year, calendar))


def liturgical_day(day: datetime.date, calendar: str = "general") -> LiturgicalDay:
    """The liturgical day of ``day`` in ``calendar`` (the General Roman Calendar by default).

    Raises:
        ValueError: the year is outside the supported range, or the calendar is unknown.
    """
    _check(day.year, calendar)
    return _year(day.year, calendar)[day.timetuple().tm_yday - 1]


def date_of(key: str, year: int, calendar: str = "general") -> datetime.date | None:
    """The date in civil year ``year`` whose celebration (or an optional memorial) is ``key``;
    failing that, the day whose proper-of-time day underneath is ``key`` ("lent_2_friday").

    None when it is not celebrated that year (not yet in the calendar, or impeded and omitted).
    """
    _check(year, calendar)
    days = _year(year, calendar)
    for day in days:
        if day.celebration.key == key or any(o.key == key for o in day.optional_memorials):
            return day.date
    return next((day.date for day in days if day.temporal_key == key), None)


def proper_masses(day: datetime.date, calendar: str = "general") -> list[tuple[str, str]]:
    """(lectionary key, Mass name) of the Masses a calendar appoints for ``day`` besides its
    celebration (e.g. Thanksgiving Day in the United States), see data.ProperMass."""
    from .engine import calendar_easter, date_in_year

    _check(day.year, calendar)
    return [(m.key, m.name) for m in definition(calendar).proper_masses
            if m.since <= day.year <= m.until and date_in_year(m.date, day.year, calendar_easter(day.year, definition(calendar))) == day]


def proper_mass_date(key: str, year: int, calendar: str = "general") -> datetime.date | None:
    """The date of a proper Mass (see proper_masses) in civil year ``year``, or None."""
    from .engine import calendar_easter, date_in_year

    _check(year, calendar)
    for mass in definition(calendar).proper_masses:
        if mass.key == key and mass.since <= year <= mass.until:
            return date_in_year(mass.date, year, calendar_easter(year, definition(calendar)))
    return None


def clear_cache() -> None:
    """Forget computed years (benchmarks measure cold computation with this)."""
    _year.cache_clear()
