"""Who the Roman Martyrology commemorates on a date, as facts, with its leap-year rubric.

The table (``facts.json`` in the bundle's martyrology area) holds, per month and day and in
the Martyrology's order, each commemoration's name, status, role and place as compiled from
the public-domain 1914 edition (``datasets/martyrology/PROVENANCE.md``); never its text.

Leap years, as the 1914 edition's rubric (printed under 23 February) prescribes: the vigil
of St Matthias is not announced on the 23rd but on the 24th, which announces only that
vigil and "the commemoration of many holy martyrs, confessors and virgins"; the 25th
announces what is printed for the 24th (St Matthias), and so on, so that 29 February
announces what is printed for the 28th.
"""

from __future__ import annotations

import calendar
import datetime
import json
from functools import cache
from typing import Any

from ecclesia.data.martyrology.model import FACTS_NAME

LEAP_DAY_COMMEMORATION = {"kind": "observance", "name": "Commemoration of many holy martyrs, confessors and virgins"}


@cache
def _table() -> dict[str, list[dict[str, Any]]] | None:
    from ecclesia.data.bundle import area_dir

    path = area_dir("martyrology") / FACTS_NAME
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def facts_for(day: datetime.date) -> list[dict[str, Any]]:
    """The commemorations announced on ``day``; empty when the table is not in the bundle."""
    table = _table()
    if table is None:
        return []
    return announced(table, day)


def announced(table: dict[str, list[dict[str, Any]]], day: datetime.date) -> list[dict[str, Any]]:
    """The entries announced on ``day``, with the leap-year shift of late February the rubric gives."""
    printed = lambda month, d: list(table.get(f"{month:02d}-{d:02d}", ()))  # noqa: E731
    if day.month != 2 or not calendar.isleap(day.year) or day.day < 23:
        return printed(day.month, day.day)
    vigil = [e for e in printed(2, 23) if _is_vigil(e)]
    if day.day == 23:
        return [e for e in printed(2, 23) if not _is_vigil(e)]
    if day.day == 24:
        return [*vigil, LEAP_DAY_COMMEMORATION]
    return printed(2, day.day - 1)


def _is_vigil(entry: dict[str, Any]) -> bool:
    return entry.get("kind") == "observance" and entry.get("name", "").lower().startswith("vigil")


def line(entry: dict[str, Any]) -> str:
    """One commemoration as a short line of facts: "Saint Pionius, priest and martyr (Smyrna)"."""
    name = entry["name"]
    if entry.get("kind") == "person":
        several = " and " in name or "," in name
        prefix = {"saint": "Saints " if several else "Saint ", "blessed": "Blessed "}.get(entry.get("status") or "", "")
        name = f"{prefix}{name}"
        if entry.get("role"):
            name = f"{name}, {entry['role']}"
    if entry.get("place"):
        name = f"{name} ({entry['place']})"
    return name
