"""The default entry when no martyrology text is imported: composed from facts we hold.

It lists the celebrations the calendar engine places on the date (the day's celebration
when it is a saint's or a feast of the sanctoral, and the optional memorials); then everyone
the Roman Martyrology commemorates that day, in its order, as facts (name, status, role,
place: ``facts.py``); then the saints of the directory whose feast or death day it is and
whom neither list names (the saints canonized since 1914, among others). The entry's
``source`` says that it is composed from facts and how an operator loads the real text.
"""

from __future__ import annotations

import datetime
import re
from typing import Any, Callable

from ecclesia.data.martyrology.facts import line as fact_line
from ecclesia.data.martyrology.model import Elogium, MartyrologyEntry

IMPORT_HINT = "python -m ecclesia_tools.martyrology.importer <edition folder>"
MONTHS = ("", "January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
DIRECTORY_LIMIT = 12

SaintsOnDay = Callable[[int, int], list[dict[str, Any]]]
FactsOnDay = Callable[[datetime.date], list[dict[str, Any]]]
FACTS_EDITION = "the Roman Martyrology (1914 edition, public domain, as digitized by CatholicOS/martyrology-api)"


def compose_entry(day: datetime.date, calendar: str = "general",
                  saints_on_day: SaintsOnDay | None = None,
                  facts_on_day: FactsOnDay | None = None) -> MartyrologyEntry | None:
    """A martyrology entry composed from facts: the day's celebrations, the martyrology facts and the directory's saints."""
    elogia = [Elogium(text, f"calendar:{key}") for key, text in _calendar_lines(day, calendar)]
    facts = _martyrology_facts(day, facts_on_day)
    named_ids = {f.get("saint_id") for f in facts if f.get("saint_id")}
    for number, fact in enumerate(facts, start=1):
        elogia.append(Elogium(fact_line(fact), f"martyrology:{day.month:02d}-{day.day:02d}:{number}"))
    for profile in _directory_saints(day, saints_on_day):
        name = profile.get("primary_name") or profile.get("display_name")
        if not name or profile.get("saint_id") in named_ids or any(_names_same_saint(name, e.text) for e in elogia):
            continue
        elogia.append(Elogium(_directory_line(profile), f"directory:{profile.get('saint_id', '')}"))
    if not elogia:
        return None
    calendar_title = "the General Roman Calendar" if calendar == "general" else f"the {calendar.replace('_', ' ').title()} calendar"
    parts = [calendar_title, *([f"the commemorations of {FACTS_EDITION}"] if facts else []), "the saints directory"]
    source = (f"Composed from facts ({', '.join(parts[:-1])} and {parts[-1]}): names, ranks, roles and places, "
              f"in the Martyrology's order; the full Roman Martyrology text is not loaded "
              f"(operator import: {IMPORT_HINT}).")
    return MartyrologyEntry(month=day.month, day=day.day, title=f"{MONTHS[day.month]} {day.day}",
                            elogia=tuple(elogia), closing=None, source=source, composed=True)


def _calendar_lines(day: datetime.date, calendar: str) -> list[tuple[str, str]]:
    from ecclesia.data import calendar as liturgical

    try:
        lit = liturgical.liturgical_day(day, calendar)
    except ValueError:  # a year outside the reformed calendar
        return []
    lines = []
    if lit.celebration.key != lit.temporal_key:
        # All Souls is a commemoration ranked with the solemnities, not a solemnity.
        rank = "commemoration" if lit.celebration.key == "commemoration_of_all_the_faithful_departed" else lit.celebration.rank
        lines.append((lit.celebration.key, f"{lit.celebration.name} ({rank.replace('_', ' ')})"))
    for optional in lit.optional_memorials:
        lines.append((optional.key, f"{optional.name} ({optional.rank.replace('_', ' ')})"))
    return lines


def _martyrology_facts(day: datetime.date, facts_on_day: FactsOnDay | None) -> list[dict[str, Any]]:
    if facts_on_day is None:
        from ecclesia.data.martyrology.facts import facts_for

        facts_on_day = facts_for
    return list(facts_on_day(day))


def _directory_saints(day: datetime.date, saints_on_day: SaintsOnDay | None) -> list[dict[str, Any]]:
    if saints_on_day is None:
        try:
            from ecclesia.data.directory import saints_on_day as directory_saints_on_day
        except ImportError:  # the directory area is optional for this entry
            return []
        saints_on_day = directory_saints_on_day
    try:
        return list(saints_on_day(day.month, day.day))[:DIRECTORY_LIMIT]
    except (FileNotFoundError, RuntimeError):  # no directory bundle in this deployment
        return []


def _names_same_saint(name: str, line: str) -> bool:
    """"Joseph" and "Saint Joseph, Spouse of the Blessed Virgin Mary (solemnity)" are one saint."""
    return re.search(rf"\b{re.escape(name.lower())}\b", line.lower()) is not None


def _directory_line(profile: dict[str, Any]) -> str:
    name = str(profile.get("primary_name") or profile.get("display_name") or "")
    death = profile.get("death") or {}
    year = (death.get("date") or "")[:4] if isinstance(death, dict) else ""
    status = profile.get("canonical_status")
    parts = [p for p in (status, f"died {int(year)}" if year.isdigit() else None) if p]
    return f"{name} ({', '.join(parts)})" if parts else name
