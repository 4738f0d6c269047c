"""Directories of saints, clergy, popes and dioceses: models, index, store and lookups.

Entry points for skills (all load data lazily, on first use):

- ``lookup.resolve(spec, query, record_id)`` - a profile with ``alternates`` or not_found;
- ``statistics_series(...)`` - a diocese's yearly figures for an inclusive year range;
- ``saints_on_day(month, day)`` - saint profiles whose feast day (dies natalis or calendar
  date) falls on that day, for the saints_of_the_day skill.
"""

from __future__ import annotations

from typing import Any

from ecclesia.data.directory.store import get_store


def saints_on_day(month: int, day: int) -> list[dict[str, Any]]:
    """Saint profiles celebrated on ``month``/``day``, most prominent (general calendar) first."""
    if not (1 <= month <= 12 and 1 <= day <= 31):
        raise ValueError(f"not a calendar day: {month}/{day}")
    store = get_store()
    ids = store.saint_ids_on_day(month, day)
    profiles = [p for p in (store.get_by_id("saints", i) for i in ids) if p is not None]
    profiles.sort(key=lambda p: ((p.get("feast_day") or {}).get("calendar") != "general_roman", p["primary_name"]))
    return profiles


def statistics_series(source_code: str, start_year: int | None, end_year: int | None) -> dict[str, Any]:
    """The rows of one diocese within the inclusive range, and the range they cover."""
    rows = [r for r in get_store().statistics(source_code) if _in_range(r["year"], start_year, end_year)]
    years = [r["year"] for r in rows]
    return {
        "year_range": {
            "start": start_year if start_year is not None else (min(years) if years else None),
            "end": end_year if end_year is not None else (max(years) if years else None),
        },
        "rows": rows,
    }


def _in_range(year: int, start: int | None, end: int | None) -> bool:
    return (start is None or year >= start) and (end is None or year <= end)
