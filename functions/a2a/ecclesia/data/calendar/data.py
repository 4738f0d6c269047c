"""Loading the calendar datasets (the sanctorale of each calendar) from JSON.

The files are compiled in ``datasets/calendar/`` (see its PROVENANCE.md) and copied into the
data bundle by ``bundle_build``. In a checkout they are read straight from ``datasets/`` (so
tests never see a stale bundle and need no build step); in Lambda, from the bundle.

A national calendar names a ``parent`` (the General Roman Calendar) and lists only what it
adds or changes: an entry whose key already exists in the parent replaces it field by field.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

_REPO_DATASETS = Path(__file__).resolve().parents[5] / "datasets" / "calendar"
_DATE_FORMS = (
    re.compile(r"^(?P<month>\d\d)-(?P<day>\d\d)$"),  # fixed: "03-19"
    re.compile(r"^easter\+(?P<offset>\d+)$"),  # moveable: "easter+50"
    re.compile(r"^(?P<month>\d\d)/(?P<weekday>[a-z]+)/(?P<nth>[1-5])$"),  # "09/monday/1"
)
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


@dataclass(frozen=True, slots=True)
class SanctoraleEntry:
    key: str
    name: str
    date: str  # one of the _DATE_FORMS
    rank: str
    precedence: str
    color: str
    since: int  # first civil year celebrated in this calendar
    until: int  # last civil year celebrated (9999 = still in force)
    transfer: str | None  # special transfer rule, e.g. "before_palm_sunday"
    shift: tuple[tuple[int, int], ...]  # (weekday 0=Mon..6=Sun, days to move) when it falls so

    def in_force(self, year: int) -> bool:
        return self.since <= year <= self.until


@dataclass(frozen=True, slots=True)
class CalendarDefinition:
    calendar: str
    title: str
    epiphany_on_sunday: bool
    ascension_on_sunday: bool
    corpus_christi_on_sunday: bool
    entries: tuple[SanctoraleEntry, ...]


@cache
def _data_dir() -> Path:
    """The source files in a checkout (never a stale bundle copy), else the bundle (Lambda)."""
    if (_REPO_DATASETS / "general.json").is_file():
        return _REPO_DATASETS
    from ecclesia.data.bundle import area_dir

    return area_dir("calendar")


@cache
def _raw(calendar: str) -> dict:
    path = _data_dir() / f"{calendar}.json"
    if not path.is_file():
        raise KeyError(f"unknown calendar {calendar!r}; known: {', '.join(calendar_ids())}")
    return json.loads(path.read_text(encoding="utf-8"))


@cache
def calendar_ids() -> tuple[str, ...]:
    return tuple(sorted(p.stem for p in _data_dir().glob("*.json")))


def _entry(raw: dict, inherited: SanctoraleEntry | None) -> SanctoraleEntry:
    def field(name, default=None):
        if name in raw:
            return raw[name]
        return getattr(inherited, name) if inherited is not None else default

    date = field("date")
    if not any(form.match(date) for form in _DATE_FORMS):
        raise ValueError(f"calendar entry {raw.get('key')}: unsupported date {date!r}")
    shift = raw.get("shift")
    return SanctoraleEntry(
        key=raw["key"],
        name=field("name"),
        date=date,
        rank=field("rank"),
        precedence=field("precedence"),
        color=field("color"),
        since=raw.get("since", inherited.since if inherited else 1970),
        until=raw.get("until", inherited.until if inherited else 9999),
        transfer=field("transfer"),
        shift=tuple((WEEKDAYS.index(day), move) for day, move in shift.items())
        if shift is not None
        else (inherited.shift if inherited else ()),
    )


@cache
def definition(calendar: str) -> CalendarDefinition:
    raw = _raw(calendar)
    options = raw.get("options", {})
    entries: list[SanctoraleEntry] = []
    if raw.get("parent"):
        entries = list(definition(raw["parent"]).entries)
    parent_keys = {e.key for e in entries}
    for item in raw["celebrations"]:
        base = None
        if item["key"] in parent_keys:
            # A national entry with a key of the parent replaces every version of it there,
            # inheriting the fields it does not give (e.g. the name).
            base = [e for e in entries if e.key == item["key"]][-1]
            base = SanctoraleEntry(**{**_as_dict(base), "since": 1970, "until": 9999})
            entries = [e for e in entries if e.key != item["key"]]
            parent_keys.discard(item["key"])
        entries.append(_entry(item, base))
    return CalendarDefinition(
        calendar=raw["calendar"],
        title=raw["title"],
        epiphany_on_sunday=options.get("epiphany_on_sunday", False),
        ascension_on_sunday=options.get("ascension_on_sunday", False),
        corpus_christi_on_sunday=options.get("corpus_christi_on_sunday", False),
        entries=tuple(entries),
    )


def _as_dict(entry: SanctoraleEntry) -> dict:
    return {name: getattr(entry, name) for name in SanctoraleEntry.__slots__}
