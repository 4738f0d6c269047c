"""Loading the lectionary table and choosing a day's readings from it."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from ecclesia.data.lectionary.model import Alternative, DayReadings, MassReadings, Reading

TABLE_NAME = "lectionary.json"
_REPO_TABLE = Path(__file__).resolve().parents[5] / "datasets" / "lectionary" / TABLE_NAME
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday")

# Calendar keys whose readings are printed under another entry of the lectionary.
ALIASES = {
    "sunday_of_the_word_of_god": "ordinary_time_3_sunday",  # a title of that Sunday since 2020
    "thursday_of_the_lords_supper": "holy_thursday",
    "easter_time_2_sunday": "divine_mercy_sunday",
    "easter_time_1_sunday": "easter_sunday",
}
# A memorial takes the readings of the weekday unless the lectionary prints proper ones for
# it (then its entry exists); solemnities and feasts always have their own.
_FALLS_BACK_TO_WEEKDAY = frozenset({"memorial", "optional_memorial", "weekday"})
_YEAR_NOTE = re.compile(r"\byear\s+([abc])\b", re.IGNORECASE)


class LectionaryTable:
    """The lectionary's readings by liturgical day key, with the cycles each needs."""

    def __init__(self, document: dict[str, Any]) -> None:
        self._entries: dict[str, dict] = document["entries"]

    @classmethod
    def load(cls, path: Path) -> "LectionaryTable":
        """The table in a bundle file."""
        return cls(json.loads(path.read_text(encoding="utf-8")))

    def keys(self) -> set[str]:
        """Every day key with readings."""
        return set(self._entries)

    def has(self, key: str) -> bool:
        """Whether ``key`` (or the key it is an alias of) has readings."""
        return ALIASES.get(key, key) in self._entries

    def entry(self, key: str, sunday_cycle: str, weekday_cycle: str, rank: str | None = None) -> DayReadings | None:
        """The Masses of one entry in the given cycles, or None when the table lacks it.

        An entry limited to some ranks (``"ranks"``: the patrons of Europe, feasts in England
        and Wales but memorials elsewhere) applies only to a celebration kept at one of them.
        """
        raw = self._entries.get(ALIASES.get(key, key))
        if raw is None:
            return None
        if rank is not None and "ranks" in raw and rank not in raw["ranks"]:
            return None
        masses: list[MassReadings] = []
        for mass_name, by_cycle in raw["masses"].items():
            for cycle in (sunday_cycle, weekday_cycle, "*"):
                if cycle in by_cycle:
                    masses.append(_mass(mass_name, cycle, by_cycle[cycle], sunday_cycle))
                    break
        if not masses:
            return None
        return DayReadings(entry_key=ALIASES.get(key, key), masses=tuple(masses))

    def readings_for(self, day: Any, *, epiphany: Any = None) -> DayReadings | None:
        """The readings of a ``LiturgicalDay``: the celebration's own, else the seasonal day's.

        ``epiphany`` is the date Epiphany is kept that year in the day's calendar. Where it
        is 6 January, the weekdays that follow take the readings by date (Jan 7 = "Monday
        after Epiphany"), as the lectionary prints them ("Monday after Epiphany, or Jan. 7").
        A memorial whose proper readings cover only some roles takes the rest from the weekday.
        """
        keys = _candidate_keys(day, epiphany)
        for index, key in enumerate(keys):
            found = self.entry(key, day.sunday_cycle, day.weekday_cycle, day.celebration.rank)
            if found is None:
                continue
            partial = [m for m in found.masses if m.proper_roles]
            if not partial:
                return found
            weekday = next((self.entry(k, day.sunday_cycle, day.weekday_cycle) for k in keys[index + 1:]), None)
            if weekday is None:
                return None  # proper parts alone are not a Mass
            return DayReadings(entry_key=found.entry_key,
                               masses=tuple(_complete(m, weekday.masses[0]) for m in found.masses))
        return None


def _candidate_keys(day: Any, epiphany: Any) -> list[str]:
    temporal = _by_date_after_epiphany(day, epiphany) or day.temporal_key
    if day.celebration.key == day.temporal_key:
        return [temporal]
    if day.celebration.rank not in _FALLS_BACK_TO_WEEKDAY:
        # A solemnity or feast has readings of its own: never read the weekday's in its place.
        return [day.celebration.key]
    return [day.celebration.key, temporal]


def _by_date_after_epiphany(day: Any, epiphany: Any) -> str | None:
    """Jan 7-12 after an Epiphany kept on 6 January read 'Monday'..'Saturday after Epiphany'."""
    if not day.temporal_key.endswith("_after_epiphany") or epiphany is None:
        return None
    if (epiphany.month, epiphany.day) != (1, 6) or day.date.month != 1 or not 7 <= day.date.day <= 12:
        return None
    return f"{_WEEKDAYS[day.date.day - 7]}_after_epiphany"


def _complete(proper: MassReadings, weekday: MassReadings) -> MassReadings:
    """The weekday's readings with the memorial's proper ones in their places."""
    if not proper.proper_roles:
        return proper
    own = {r.role: r for r in proper.readings}
    readings = tuple(own.get(r.role, r) if r.role in proper.proper_roles else r for r in weekday.readings)
    missing = [own[role] for role in proper.proper_roles if role not in {r.role for r in weekday.readings}]
    return MassReadings(name=proper.name, number=proper.number, cycle=weekday.cycle, readings=readings + tuple(missing),
                        proper_roles=proper.proper_roles, weekday_number=weekday.number)


def _mass(name: str, cycle: str, raw: dict, sunday_cycle: str) -> MassReadings:
    readings = []
    for item in raw["readings"]:
        main = Alternative(item["citation"], item.get("note"))
        others = [Alternative(a["citation"], a.get("note")) for a in item.get("alternatives", [])]
        # "Isa 4:2-6 (in Year A)": an alternative printed for this Sunday cycle comes first.
        for index, alt in enumerate(others):
            match = _YEAR_NOTE.search(alt.note or "")
            if match and match.group(1).upper() == sunday_cycle:
                others[index] = main
                main = alt
                break
        readings.append(Reading(item["role"], main.citation, tuple(others), main.note))
    return MassReadings(name=name, number=raw["number"], cycle=cycle, readings=tuple(readings),
                        proper_roles=tuple(raw.get("proper_roles", ())),
                        missing_roles=tuple(raw.get("missing_roles", ())))


@cache
def default_table() -> LectionaryTable:
    """The bundle's table when built, else the repository's dataset (tests, local runs)."""
    from ecclesia.data.bundle import area_dir

    bundled = area_dir("lectionary") / TABLE_NAME
    return LectionaryTable.load(bundled if bundled.is_file() else _REPO_TABLE)


def readings_for(day: Any, *, epiphany: Any = None) -> DayReadings | None:
    """``LectionaryTable.readings_for`` on the bundled table."""
    return default_table().readings_for(day, epiphany=epiphany)
