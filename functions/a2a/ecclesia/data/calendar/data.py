"""Loading the calendar datasets (the sanctorale of each calendar) from JSON.

The files are compiled in ``datasets/calendar/`` (see its PROVENANCE.md) and copied into the
data bundle by ``bundle_build``. In a checkout they are read straight from ``datasets/`` (so
tests never see a stale bundle and need no build step); in Lambda, from the bundle.

A national calendar names a ``parent`` (the General Roman Calendar, a region such as
"americas", or for an ecclesiastical province its nation) and lists only what it adds or
changes: an entry whose key already exists in the parent replaces it field by field.

Options (UNLYC 7: Epiphany, Ascension and Corpus Christi kept on a Sunday) hold by year, since
episcopal conferences changed them (England and Wales in 2006 and 2017, the United States in
1999/2000): ``"options": {"ascension": [{"until": 1999, "value": "thursday"}, {"since": 2000,
"value": "sunday", "basis": "..."}]}``. The older boolean form ``"ascension_on_sunday": true``
means the same in every year. A calendar inherits the options its file does not give.
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
    """A celebration of a calendar's sanctorale: its date rule, rank, colour and the years it is kept."""

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
        """Whether the celebration is kept in civil year ``year``."""
        return self.since <= year <= self.until


# Option name -> (its values, the value of the General Roman Calendar).
OPTIONS = {
    # "sunday_if_adjacent": 6 January, kept on the Sunday when it falls on a Saturday or Monday
    # (England and Wales from Advent 2017).
    "epiphany": (("january_6", "sunday", "sunday_if_adjacent"), "january_6"),
    "ascension": (("thursday", "sunday"), "thursday"),
    "corpus_christi": (("thursday", "sunday"), "thursday"),
    # "julian": Easter on the Orthodox date (the Julian computus, in Gregorian dates), as the
    # Catholic Church in Greece keeps it; everything moveable follows it.
    "easter": (("gregorian", "julian"), "gregorian"),
}
_BOOLEAN_OPTIONS = {"epiphany_on_sunday": ("epiphany", "sunday", "january_6"),
                    "ascension_on_sunday": ("ascension", "sunday", "thursday"),
                    "corpus_christi_on_sunday": ("corpus_christi", "sunday", "thursday")}


@dataclass(frozen=True, slots=True)
class OptionSpan:
    """The value of a calendar option (Epiphany, Ascension, Corpus Christi) from ``since`` to ``until``."""

    since: int
    until: int
    value: str


@dataclass(frozen=True, slots=True)
class ProperMass:
    """A Mass a national calendar appoints for a day without making it a celebration of the
    calendar (the United States' Thanksgiving Day): the day keeps its own rank and readings,
    and this Mass may be said instead."""

    key: str  # lectionary entry of its readings
    name: str  # the Mass's name as printed, also its name in the lectionary entry
    date: str  # same forms as SanctoraleEntry.date
    since: int
    until: int


@dataclass(frozen=True, slots=True)
class CalendarDefinition:
    """One calendar's options, sanctorale, parent calendar and proper Masses, as the bundle holds them."""

    calendar: str
    title: str
    options: tuple[tuple[str, tuple[OptionSpan, ...]], ...]  # option name -> spans by year
    entries: tuple[SanctoraleEntry, ...]
    parent: str | None = None
    proper_masses: tuple[ProperMass, ...] = ()

    def option(self, name: str, year: int) -> str:
        """The value of an option (see OPTIONS) in force in civil year ``year``."""
        for option, spans in self.options:
            if option == name:
                for span in spans:
                    if span.since <= year <= span.until:
                        return span.value
        return OPTIONS[name][1]

    # The boolean views of the present-day options (older callers and reports).
    @property
    def epiphany_on_sunday(self) -> bool:
        """Whether Epiphany is kept on a Sunday (the option in force now)."""
        return self.option("epiphany", 9998) != "january_6"

    @property
    def ascension_on_sunday(self) -> bool:
        """Whether Ascension is kept on the Sunday (the option in force now)."""
        return self.option("ascension", 9998) == "sunday"

    @property
    def corpus_christi_on_sunday(self) -> bool:
        """Whether Corpus Christi is kept on the Sunday (the option in force now)."""
        return self.option("corpus_christi", 9998) == "sunday"


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
    """Every calendar id the bundle holds, sorted."""
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


def blessed_name(name: str) -> str:
    """The name of a celebration before its saint's canonization: "Saint Pedro Calungsod, Martyr"
    -> "Blessed Pedro Calungsod, Martyr" (a name without the title is kept)."""
    for title in ("Saints ", "Saint "):
        if name.startswith(title):
            return "Blessed " + name[len(title):]
    return name


def saint_name(name: str) -> str:
    """The name after the canonization of a Blessed the data still names so: "Blessed Peter To
    Rot, Martyr" -> "Saint Peter To Rot, Martyr"."""
    return "Saint " + name[len("Blessed "):] if name.startswith("Blessed ") else name


def _by_title(entry: SanctoraleEntry, saint_since: int | None) -> list[SanctoraleEntry]:
    """The entry, split at the year its saint is first celebrated as canonized (``saint_since``,
    from a sourced canonization date; see PROVENANCE.md): "Blessed ..." in the years before,
    "Saint ..." from it (whichever title the compiled name carries)."""
    if not saint_since or entry.since >= saint_since:
        return [entry]
    fields = _as_dict(entry)
    return [SanctoraleEntry(**{**fields, "name": blessed_name(entry.name), "until": min(entry.until, saint_since - 1)}),
            SanctoraleEntry(**{**fields, "name": saint_name(entry.name), "since": saint_since})]


@cache
def definition(calendar: str) -> CalendarDefinition:
    """The definition of ``calendar`` (cached)."""
    raw = _raw(calendar)
    options = raw.get("options", {})
    entries: list[SanctoraleEntry] = []
    if raw.get("parent"):
        entries = list(definition(raw["parent"]).entries)
    parent_keys = {e.key for e in entries}
    for item in raw["celebrations"]:
        if item.get("drop"):  # the calendar does not keep a celebration of its parent
            entries = [e for e in entries if e.key != item["key"]]
            parent_keys.discard(item["key"])
            continue
        base = None
        kept_before: list[SanctoraleEntry] = []
        if item["key"] in parent_keys:
            # A national entry with a key of the parent replaces it from the year the national
            # entry took effect ("since"), inheriting the fields it does not give (e.g. the
            # name); in the years before, the parent's versions still hold (Europe's feast of
            # Cyril and Methodius from 1980, the general memorial before).
            versions = [e for e in entries if e.key == item["key"]]
            base = SanctoraleEntry(**{**_as_dict(versions[-1]), "since": 1970, "until": 9999})
            first_year = item.get("since", 1970)
            kept_before = [SanctoraleEntry(**{**_as_dict(v), "until": min(v.until, first_year - 1)})
                           for v in versions if v.since <= first_year - 1]
            entries = [e for e in entries if e.key != item["key"]] + kept_before
            parent_keys.discard(item["key"])
        entries.extend(_by_title(_entry(item, base), item.get("saint_since")))
    inherited = dict(definition(raw["parent"]).options) if raw.get("parent") else {}
    return CalendarDefinition(
        calendar=raw["calendar"],
        title=raw["title"],
        options=tuple({**inherited, **_options(raw["calendar"], options)}.items()),
        entries=tuple(entries),
        parent=raw.get("parent"),
        proper_masses=(definition(raw["parent"]).proper_masses if raw.get("parent") else ())
        + tuple(ProperMass(m["key"], m["name"], m["date"], m.get("since", 1970), m.get("until", 9999))
                for m in raw.get("proper_masses", ())),
    )


def _options(calendar: str, raw: dict) -> dict[str, tuple[OptionSpan, ...]]:
    """The file's options as spans by year (the boolean form holds in every year)."""
    found: dict[str, tuple[OptionSpan, ...]] = {}
    for name, value in raw.items():
        if name in _BOOLEAN_OPTIONS:
            option, yes, no = _BOOLEAN_OPTIONS[name]
            found[option] = (OptionSpan(1970, 9999, yes if value else no),)
            continue
        if name not in OPTIONS:
            raise ValueError(f"calendar {calendar}: unknown option {name!r}")
        spans = []
        for item in value:
            if item["value"] not in OPTIONS[name][0]:
                raise ValueError(f"calendar {calendar}: option {name} cannot be {item['value']!r}")
            spans.append(OptionSpan(item.get("since", 1970), item.get("until", 9999), item["value"]))
        found[name] = tuple(spans)
    return found


def _as_dict(entry: SanctoraleEntry) -> dict:
    return {name: getattr(entry, name) for name in SanctoraleEntry.__slots__}
