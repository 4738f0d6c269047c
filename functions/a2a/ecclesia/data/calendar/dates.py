"""Natural-language dates: "today", "next Sunday", "Sunday after next", "in 3 days", "2026-03-19",
"Pentecost 2027", "the 3rd Sunday of Advent", "Saint Joseph", "mañana", "Boże Narodzenie",
"dimanche prochain", "bukas", "cras", "Dominica Paschae 2027", "Linggo ng Palaspas 2028"...
in English, Spanish, French, Italian, Portuguese, German, Polish, Latin and Tagalog.

``resolve(query, today)`` reads a whole request the way people write one:

* a request prefix is dropped ("readings for the feast of St Patrick 2030", "Mass readings for
  12/25/2026", "lecturas de mañana", "mga pagbasa bukas", "what are the readings for ...");
* a place names a calendar ("next Sunday in Brazil", "Ascension 2026 in Boston"): see places.py;
* a named Mass selects one Mass of a day ("Easter Vigil 2027", "Midnight Mass", "Christmas
  Dawn", "Pentecost Vigil", "Chrism Mass", "Thanksgiving 2026"); a vigil belongs to the day it
  anticipates, so its date is that day (the Easter Vigil is Easter Sunday's first Mass).

Order of attempts on what is left: relative words, numeric and written dates (own month
tables in the nine languages), named Masses, feast names (our multilingual table in
feast_names.py, then the calendar's own celebration names), ordinal Sundays of a season, and
finally ``dateparser`` for other written dates, imported lazily because it takes about 0.1 s to
import and 0.2 s more for its first parse. A feast without a year means its next occurrence on
or after ``today``; so does a day and month without a year.

A None result means the query is not a date we understand; callers should answer it as invalid
input (JSON-RPC -32602 naming the query), not as "No mass readings found." — that string is for a
date that was understood but has no readings.

Time zone: ``today_in(None)`` uses UTC. The service has no notion of the caller's place, so the
only neutral, reproducible choice is UTC; callers who care pass their IANA zone.
"""

from __future__ import annotations

import datetime
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from . import date_of
from .feast_names import (
    AFTER_NEXT,
    DAY_UNITS,
    FEAST_ALIASES,
    IN_WORDS,
    LAST_WORDS,
    MONTH_NAMES,
    NAMED_MASS_CALENDARS,
    NAMED_MASSES,
    NEXT_AFTER_WORDS,
    NEXT_WORDS,
    ORDINAL_NUMBERS,
    RELATIVE_DAYS,
    SEASON_WORDS,
    SUNDAY_WORDS,
    THIS_WORDS,
    WEEKDAY_NAMES,
)

DEFAULT_TIMEZONE = "UTC"
_FIRST_YEAR, _LAST_YEAR = 1970, 2200
DAY = datetime.timedelta(days=1)


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a query asks for: the liturgical day, and optionally one Mass of it and a calendar."""

    date: datetime.date
    mass: str | None = None  # a Mass of that day by its lectionary name ("Easter Vigil in the Holy Night")
    mass_key: str | None = None  # the lectionary entry of that Mass, when it is a calendar's proper Mass
    calendar: str | None = None  # a calendar the query named by place ("in Brazil"), or a proper Mass implies
    unheld_place: str | None = None  # a country named whose calendar is not held ("in Colombia")


def today_in(timezone: str | None) -> datetime.date:
    """Today's civil date in an IANA zone (default UTC, see the module docstring)."""
    try:
        zone = ZoneInfo(timezone or DEFAULT_TIMEZONE)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueError(f"unknown time zone {timezone!r}") from exc
    return datetime.datetime.now(zone).date()


def _fold(text: str) -> str:
    """Lowercase, without accents, apostrophes or stray punctuation."""
    text = unicodedata.normalize("NFKD", text.casefold().replace("ł", "l"))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"[’'`]", " ", text)
    text = re.sub(r"[^\w/.\-]+", " ", text)
    text = re.sub(r"(?<!\d)[.](?!\d)", " ", text)  # "St. Joseph" -> "st joseph"; keeps "12.25.2026"
    return re.sub(r"\s+", " ", text).strip(" .-")


def _folded(words) -> tuple[str, ...]:
    return tuple(sorted({_fold(w) for w in words}, key=len, reverse=True))


_SUNDAY_WORDS = frozenset(_fold(w) for w in SUNDAY_WORDS)
_SEASON_TABLE = {prefix: _folded(words) for prefix, words in SEASON_WORDS.items()}
_ORDINAL_TABLE = {_fold(w): n for n, words in ORDINAL_NUMBERS.items() for w in words}
_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50}


def _roman(token: str) -> int | None:
    if not token or any(ch not in _ROMAN for ch in token):
        return None
    total = 0
    for index, ch in enumerate(token):
        value = _ROMAN[ch]
        total += -value if index + 1 < len(token) and _ROMAN[token[index + 1]] > value else value
    return total if 0 < total <= 40 else None


@cache
def _alias_table() -> dict[str, str]:
    return {_fold(alias): key for key, aliases in FEAST_ALIASES.items() for alias in aliases}


@cache
def _named_mass_table() -> dict[str, tuple[str, str]]:
    return {_fold(phrase): target for target, phrases in NAMED_MASSES.items() for phrase in phrases}


@cache
def _word_table(source: tuple) -> dict[str, object]:
    return {_fold(w): value for value, words in source for w in words}


@cache
def _month_table() -> dict[str, int]:
    return {_fold(w): month for month, words in MONTH_NAMES.items() for w in words}


# --- request prefixes and suffixes ---------------------------------------------------------------

_READINGS = (r"(?:daily |catholic |the )?(?:mass |holy mass )?(?:readings?|gospel|lectionary|scriptures?|"
             r"lecturas?|evangelio|lectures?|evangile|letture|lettura|vangelo|leituras?|evangelho|lesungen?|evangelium|"
             r"czytania|czytanie|ewangelia|pagbasa|mga pagbasa|ebanghelyo|lectiones?|evangelium|misa|messe|messa|missa|msza|mass)")
_PREFIXES = [re.compile(p) for p in (
    r"^(?:please |pls |hey |hi |can you |could you |would you |i want |i d like |i would like |i need |let me (?:see|have|know) )+",
    r"^(?:(?:what|which) (?:are|is|were|was|will be) |what s |whats |tell me |give me |show me |get me |send me |find |read |"
    r"give us |show us |tell us |send us |"
    r"list |share |dame |dime |cuales son |que |donne-moi |donne moi |dammi |quali sono |me de |quais sao |gib mir |"
    r"podaj |jakie sa |ano ang |ibigay ang |da mihi |quae sunt )+",
    r"^(?:the |las |los |les |le |la |il |lo |gli |as |os |die |der |das |mga |ang )?" + _READINGS
    + r"(?: and (?:the )?gospel| y evangelio| et evangile| e vangelo)?"
    r"(?: (?:of|for|on|at|from|de|del|de la|du|des|pour|per|di|del|della|do|da|dos|das|fur|vom|am|zum|zur|na|z|dla|para|"
    r"sa|ng|para sa|noong|ad|in|pro))*\b",
    r"^(?:the )?(?:feast|solemnity|memorial|optional memorial|feast day|day|celebration|commemoration|"
    r"fiesta|solemnidad|memoria|fete|solennite|festa|solennita|festa de|hochfest|fest|gedenktag|uroczystosc|swieto|"
    r"wspomnienie|kapistahan|pista|dakilang kapistahan|sollemnitas|festum|dies|dia) (?:of|de|del|de la|du|des|di|della|"
    r"dello|do|da|dos|ng|ni|sa|des|der|zu|z) ",
    r"^(?:the |el |la |le |il |o |a |der |die |das |ang )\b",
    r"^(?:on |for |at |para |pour |per |fur |am |na |sa |noong |ad |in )\b",
)]
_SUFFIXES = [re.compile(p) for p in (
    r"\s*(?:please|pls|thanks|thank you|por favor|s il vous plait|per favore|bitte|prosze|po|salamat|quaeso)$",
    r"\s+(?:readings?|mass readings|gospel|lecturas|lectures|letture|leituras|lesungen|czytania|pagbasa|lectiones)$",
    r"\s+(?:mass|misa|messe|messa|missa|msza)$",
)]


def _strip_prefix_only(text: str) -> str:
    """The request prefixes only ("Midnight Mass" keeps its "Mass")."""
    previous = None
    while previous != text:
        previous = text
        for pattern in _PREFIXES:
            text = pattern.sub("", text).strip()
    return text.strip(" ?!,:;.-")


def _strip_request(text: str) -> str:
    return _stripped_forms(text)[-1]


def _stripped_forms(text: str) -> list[str]:
    """The query, then each form left as prefixes and suffixes come off one by one: a phrase
    such as "Misa de Gallo" or "In Nativitate Domini" is found before its first word is taken
    for a request word ("misa", "in")."""
    text = re.sub(r"\b(today|tomorrow|yesterday|tonight|sunday|monday|tuesday|wednesday|thursday|friday|saturday|"
                  r"christmas|easter|week) s\b", r"\1", text)
    forms = [text]
    previous = None
    while previous != text:
        previous = text
        for pattern in (*_PREFIXES, *_SUFFIXES):
            stripped = pattern.sub("", text).strip(" ?!,:;.-")
            if stripped != text:
                text = stripped
                forms.append(text)
    return [f for f in dict.fromkeys(forms) if f]


# --- the parts of a date -----------------------------------------------------------------------


def _split_year(text: str) -> tuple[str, int | None]:
    match = re.search(r"(?:^|\s)(?:of |de |del |di |do |da |in |en |ng |sa |anno |a )?(\d{4})$", text)
    if match and _FIRST_YEAR <= int(match.group(1)) <= _LAST_YEAR:
        return text[: match.start()].strip(" ,"), int(match.group(1))
    return text, None


def _next_occurrence(key: str, today: datetime.date, year: int | None, calendar: str) -> datetime.date | None:
    if year is not None:
        return _date_of_key(key, year, calendar)
    for candidate_year in (today.year, today.year + 1):
        found = _date_of_key(key, candidate_year, calendar)
        if found is not None and found >= today:
            return found
    return None


def _date_of_key(key: str, year: int, calendar: str) -> datetime.date | None:
    from . import proper_mass_date

    try:
        if key in NAMED_MASS_CALENDARS:
            return proper_mass_date(key, year, NAMED_MASS_CALENDARS[key])
        found = date_of(key, year, calendar) or _nominal_date(key, year, calendar)
        if found is None and calendar == "general" and not _in_calendar(key, "general"):
            home = _home_calendar(key)
            found = (date_of(key, year, home) or _nominal_date(key, year, home)) if home else None
        return found
    except ValueError:  # a year outside the reformed calendar
        return None


def _in_calendar(key: str, calendar: str) -> bool:
    from .data import definition

    return any(e.key == key for e in definition(calendar).entries)


def _nominal_date(key: str, year: int, calendar: str) -> datetime.date | None:
    """The fixed date of a saint that a greater day impedes that year (St Patrick on a Sunday of
    Lent): the day asked for is still that date, whose readings are the greater day's."""
    from .data import definition

    for entry in definition(calendar).entries:
        if entry.key == key and entry.in_force(year) and re.fullmatch(r"\d\d-\d\d", entry.date):
            month, day = map(int, entry.date.split("-"))
            return datetime.date(year, month, day)
    return None


@cache
def _home_calendar(key: str) -> str | None:
    """A national calendar that keeps ``key`` (for "Santo Niño" asked without a calendar)."""
    from .data import calendar_ids, definition

    for calendar in calendar_ids():
        if "__" not in calendar and any(e.key == key for e in definition(calendar).entries):
            return calendar
    return None


def _relative(text: str, today: datetime.date) -> datetime.date | None:
    offsets = _word_table(tuple(RELATIVE_DAYS.items()))
    if text in offsets:
        return today + offsets[text] * DAY
    ins, units = "|".join(map(re.escape, _folded(IN_WORDS))), "|".join(map(re.escape, _folded(DAY_UNITS)))
    match = re.fullmatch(r"(?:(?:%s) )?(\d{1,4}|a|one|two|three) (?:%s|weeks?|semanas?|semaines?|settimane?|wochen?|tygodni[e]?)"
                         r"(?: from (?:now|today))?" % (ins, units), text)
    if match and (match.group(0).startswith(tuple(w + " " for w in _folded(IN_WORDS))) or "from" in text):
        count = {"a": 1, "one": 1, "two": 2, "three": 3}.get(match.group(1)) or int(match.group(1))
        weeks = re.search(r"weeks?|semanas?|semaines?|settimane?|wochen?|tygodni", text)
        return today + count * (7 if weeks else 1) * DAY
    return _weekday_phrase(text, today)


def _weekday_phrase(text: str, today: datetime.date) -> datetime.date | None:
    weekdays = _word_table(tuple(WEEKDAY_NAMES.items()))
    for name in sorted(weekdays, key=len, reverse=True):
        match = re.fullmatch(r"(?P<before>.*?)\s*\b%s\b\s*(?P<after>.*)" % re.escape(name), text)
        if not match:
            continue
        target = weekdays[name]
        before, after = match.group("before").strip(), match.group("after").strip()
        ahead = (target - today.weekday()) % 7
        if after in _folded(AFTER_NEXT) and before in ("", "the"):
            return today + ((ahead or 7) + 7) * DAY  # "Sunday after next"
        if before in _folded(NEXT_WORDS) and after == "":
            return today + (ahead or 7) * DAY
        if before in ("", *_folded(THIS_WORDS)) and after in _folded(NEXT_AFTER_WORDS):
            return today + (ahead or 7) * DAY  # "dimanche prochain", "domingo que viene"
        if before in _folded(LAST_WORDS) or (before in ("", *_folded(THIS_WORDS)) and after in _folded(LAST_WORDS)):
            return today - ((-ahead) % 7 or 7) * DAY  # "last Sunday", "domingo pasado"
        if before in ("", *_folded(THIS_WORDS)) and after in ("", "this week", "esta semana", "cette semaine"):
            return today + ahead * DAY  # "Sunday", "this Sunday": today or the coming one
        return None
    return None


def _numeric(text: str, today: datetime.date) -> datetime.date | None:
    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
            return datetime.date.fromisoformat(text)
        match = re.fullmatch(r"(\d{4})[/.](\d{1,2})[/.](\d{1,2})", text)
        if match:
            return datetime.date(*map(int, match.groups()))
        match = re.fullmatch(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4}|\d{2})", text)
        if match:
            a, b, year = map(int, match.groups())
            year += 2000 if year < 100 else 0
            # US order (month/day) unless the first number cannot be a month; "25.12.2026" (dots)
            # is day.month as everywhere that writes dots.
            month, day = (b, a) if a > 12 or "." in text else (a, b)
            return datetime.date(year, month, day)
        return _written(text, today)
    except ValueError:
        return None


def _written(text: str, today: datetime.date) -> datetime.date | None:
    """"25 December 2026", "December 25th, 2026", "25 de diciembre de 2026", "le 25 décembre",
    "25. Dezember", "25 grudnia", "ika-25 ng Disyembre", "Disyembre 25", "25 Decembris"."""
    months = _month_table()
    names = "|".join(map(re.escape, sorted(months, key=len, reverse=True)))
    glue = r"(?:\s+(?:de|del|of|ng|di|do|da))?"
    day_part = r"(?:ika-?\s*)?(\d{1,2})(?:st|nd|rd|th|er|e|o|a|\.)?"
    year_part = r"(?:,?\s*(?:de |del |of |ng |di |do |da |a\.? )?(\d{4}))?"
    match = (re.fullmatch(rf"{day_part}{glue}\s+({names}){year_part}", text)
             or re.fullmatch(rf"({names})\s+{day_part}{year_part}", text))
    if not match:
        return None
    groups = match.groups()
    if groups[0].isdigit():
        day, month, year = int(groups[0]), months[groups[1]], groups[2]
    else:
        day, month, year = int(groups[1]), months[groups[0]], groups[2]
    if year:
        return datetime.date(int(year), month, day)
    candidate = datetime.date(today.year, month, day)
    return candidate if candidate >= today else datetime.date(today.year + 1, month, day)


def _ordinal_sunday(text: str, today: datetime.date, year: int | None, calendar: str) -> datetime.date | None:
    """"3rd Sunday of Advent" in any of our languages: a number, a Sunday word, a season word."""
    tokens = text.split(" ")
    if not any(t in _SUNDAY_WORDS or t.endswith("sonntag") for t in tokens):
        return None
    season = next((prefix for prefix, words in _SEASON_TABLE.items() if any(re.search(rf"\b{re.escape(w)}", text) for w in words)), None)
    number = None
    for token in tokens:
        digits = re.fullmatch(r"(?:ika-?)?(\d{1,2})(?:st|nd|rd|th|e|eme|er|o|a|\.)?", token)
        number = int(digits.group(1)) if digits else _ORDINAL_TABLE.get(token) or (_roman(token) if token not in ("i", "v") or season else None)
        if number:
            break
    limits = {"advent": 4, "lent": 5, "easter_time": 7, "ordinary_time": 34}
    if season is None or number is None or not 1 <= number <= limits[season]:
        return None
    key = f"{season}_{number}_sunday"
    special = {"easter_time_1_sunday": ("easter_sunday",), "easter_time_2_sunday": ("divine_mercy_sunday",),
               "ordinary_time_3_sunday": ("ordinary_time_3_sunday", "sunday_of_the_word_of_god"),
               "ordinary_time_1_sunday": ("baptism_of_the_lord",),
               "ordinary_time_34_sunday": ("our_lord_jesus_christ_king_of_the_universe",)}
    return _first_of(special.get(key, (key,)), today, year, calendar)


def _first_of(keys: tuple[str, ...], today: datetime.date, year: int | None, calendar: str) -> datetime.date | None:
    found = [d for d in (_next_occurrence(k, today, year, calendar) for k in keys) if d is not None]
    return min(found) if found else None


@cache
def _celebration_names(calendar: str) -> dict[str, str]:
    """Folded celebration names of a calendar (and their part before a comma)."""
    from .data import definition

    names: dict[str, str] = {}
    for entry in definition(calendar).entries:
        full = _fold(entry.name)
        names.setdefault(full, entry.key)
        names.setdefault(_fold(entry.name.split(",")[0]), entry.key)
        names.setdefault(_fold(entry.name.split("(")[0]), entry.key)
    return names


def _named_celebration(text: str, calendar: str) -> str | None:
    names = _celebration_names(calendar)
    saint = re.sub(r"^(st|s|san|santo|santa|sao|saint|sainte|sankt|hl|swietego|sw|sv|santi|saints|sts|ss) ", "saint ", text)
    variants = [text, saint, "saint " + text, re.sub(r"^saint ", "saints ", saint), re.sub(r"^saint ", "blessed ", saint)]
    for variant in variants:
        if variant in names:
            return names[variant]
    for variant in variants:
        starts = sorted(name for name in names if name.startswith(variant + " "))
        if starts:
            return names[min(starts, key=len)]
    return None


# --- the whole query ---------------------------------------------------------------------------


def resolve(query: str, today: datetime.date, calendar: str = "general") -> Resolution | None:
    """What a query asks for, or None when it cannot be understood (see the module docstring)."""
    found = _resolve(query, today, calendar)
    if found is None:
        return None
    from .places import find_place

    missing = find_place(_fold(query))[2]
    return Resolution(found.date, found.mass, found.mass_key, found.calendar, missing) if missing else found


def _resolve(query: str, today: datetime.date, calendar: str) -> Resolution | None:
    from .places import find_place

    text = _fold(query)
    if not text:
        return None
    text, place, _ = find_place(text)
    if place:
        calendar = place
    forms = _stripped_forms(text)
    if not forms:
        return Resolution(today, calendar=place) if place else None
    for form in forms:
        found = _relative(form, today) or _numeric(form, today)
        if found:
            return Resolution(found, calendar=place)
        body, year = _split_year(form)
        found = _named(body, year, today, calendar, place)
        if found:
            return found
    body, year = _split_year(forms[-1])
    found = _ordinal_sunday(body, today, year, calendar)
    if found:
        return Resolution(found, calendar=place)
    key = _named_celebration(body, calendar) or (calendar != "general" and _named_celebration(body, "general")) or None
    if key:
        day = _next_occurrence(key, today, year, calendar)
        return Resolution(day, calendar=place) if day else None
    found = _with_dateparser(query, today)
    return Resolution(found, calendar=place) if found else None


def _named(body: str, year: int | None, today: datetime.date, calendar: str, place: str | None) -> Resolution | None:
    """A named Mass ("Easter Vigil") or a feast of our multilingual table ("Pentecôte")."""
    mass = _named_mass_table().get(body)
    if mass:
        key, name = mass
        proper = NAMED_MASS_CALENDARS.get(key)
        day = _next_occurrence(key, today, year, proper or calendar)
        if day is None:
            return None
        return Resolution(day, mass=name, mass_key=key if proper else None, calendar=place or proper)
    key = _alias_table().get(body)
    if key:
        day = _next_occurrence(key, today, year, calendar)
        return Resolution(day, calendar=place or _implied_calendar(key, calendar)) if day else None
    return None


def _implied_calendar(key: str, calendar: str) -> str | None:
    """A national feast asked for without a calendar ("Santo Niño 2027") implies its calendar."""
    if calendar != "general":
        return None
    from .data import definition

    if any(e.key == key for e in definition("general").entries) or "_" not in key:
        return None
    from . import date_of as general_date_of

    try:
        if general_date_of(key, 2000) is not None:
            return None
    except ValueError:
        return None
    return _home_calendar(key)


def _date_only(text: str, today: datetime.date, calendar: str) -> datetime.date | None:
    return _relative(text, today) or _numeric(text, today)


def resolve_date(query: str, today: datetime.date, calendar: str = "general") -> datetime.date | None:
    """The date a query names, or None when it cannot be understood."""
    found = resolve(query, today, calendar)
    return found.date if found else None


_DATEPARSER_LANGUAGES = ["en", "es", "fr", "it", "pt", "de", "pl"]


def _with_dateparser(query: str, today: datetime.date) -> datetime.date | None:
    if not re.search(r"\d", query):
        return None  # without a number dateparser guesses too freely ("Easter" is not a date to it)
    try:
        import dateparser  # lazy: ~0.1 s to import, ~0.2 s more for its first parse
    except ImportError:  # not installed: only the forms handled above are understood
        return None

    base = datetime.datetime.combine(today, datetime.time(12))
    parsed = dateparser.parse(
        query,
        languages=_DATEPARSER_LANGUAGES,
        settings={"RELATIVE_BASE": base, "PREFER_DATES_FROM": "future", "DATE_ORDER": "MDY"},
    )
    return parsed.date() if parsed else None
