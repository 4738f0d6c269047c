"""Natural-language dates: "today", "next Sunday", "in 3 days", "2026-03-19", "Pentecost 2027",
"the 3rd Sunday of Advent", "Saint Joseph", "mañana", "Boże Narodzenie", "Ostersonntag"...

Order of attempts: relative words, numeric dates, feast names (our multilingual table in
feast_names.py, then the calendar's own celebration names), ordinal Sundays of a season, and
finally ``dateparser`` for other written dates ("19 marzo 2026"), imported lazily because it
takes about 0.1 s to import and 0.2 s more for its first parse. A feast without a year means its next occurrence on
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
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from . import date_of
from .feast_names import (
    DAY_UNITS,
    FEAST_ALIASES,
    IN_WORDS,
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
_MONTHS_EN = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december")


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
    return re.sub(r"\s+", " ", text).strip(" .")


_SUNDAY_WORDS = frozenset(_fold(w) for w in SUNDAY_WORDS)
_SEASON_TABLE = {prefix: tuple(_fold(w) for w in words) for prefix, words in SEASON_WORDS.items()}
_ORDINAL_TABLE = {_fold(w): n for n, words in ORDINAL_NUMBERS.items() for w in words}


@cache
def _alias_table() -> dict[str, str]:
    table = {}
    for key, aliases in FEAST_ALIASES.items():
        for alias in aliases:
            table[_fold(alias)] = key
    return table


@cache
def _word_table(source: tuple) -> dict[str, object]:
    return {_fold(w): value for value, words in source for w in words}


def _split_year(text: str) -> tuple[str, int | None]:
    match = re.search(r"(?:^|\s)(\d{4})$", text)
    if match and _FIRST_YEAR <= int(match.group(1)) <= _LAST_YEAR:
        return text[: match.start()].strip(), int(match.group(1))
    return text, None


def _next_occurrence(key: str, today: datetime.date, year: int | None) -> datetime.date | None:
    if year is not None:
        return _date_of_key(key, year)
    for candidate_year in (today.year, today.year + 1):
        found = _date_of_key(key, candidate_year)
        if found is not None and found >= today:
            return found
    return None


def _date_of_key(key: str, year: int) -> datetime.date | None:
    if key == "easter_vigil":
        easter = date_of("easter_sunday", year)
        return easter - datetime.timedelta(days=1) if easter else None
    return date_of(key, year)


def _relative(text: str, today: datetime.date) -> datetime.date | None:
    offsets = _word_table(tuple(RELATIVE_DAYS.items()))
    if text in offsets:
        return today + datetime.timedelta(days=offsets[text])
    match = re.fullmatch(r"(?:%s) (\d{1,4}) (?:%s)" % ("|".join(map(re.escape, map(_fold, IN_WORDS))), "|".join(map(re.escape, map(_fold, DAY_UNITS)))), text)
    if match:
        return today + datetime.timedelta(days=int(match.group(1)))
    weekdays = _word_table(tuple(WEEKDAY_NAMES.items()))
    words = text.split(" ")
    if words[-1] in weekdays:
        prefix = " ".join(words[:-1])
        target = weekdays[words[-1]]
        ahead = (target - today.weekday()) % 7
        if prefix in {_fold(w) for w in NEXT_WORDS}:
            return today + datetime.timedelta(days=ahead or 7)
        if prefix in {_fold(w) for w in THIS_WORDS} or prefix == "":
            return today + datetime.timedelta(days=ahead)
    return None


def _numeric(text: str, today: datetime.date) -> datetime.date | None:
    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
            return datetime.date.fromisoformat(text)
        match = re.fullmatch(r"(\d{1,2})[/.](\d{1,2})[/.](\d{4})", text)
        if match:
            a, b, year = map(int, match.groups())
            # US order (month/day) unless the first number cannot be a month.
            month, day = (a, b) if a <= 12 else (b, a)
            return datetime.date(year, month, day)
        match = re.fullmatch(r"(?:(\d{1,2}) (%s)|(%s) (\d{1,2})(?:st|nd|rd|th)?)(?: (\d{4}))?" % ("|".join(_MONTHS_EN), "|".join(_MONTHS_EN)), text)
        if match:
            day = int(match.group(1) or match.group(4))
            month = _MONTHS_EN.index(match.group(2) or match.group(3)) + 1
            if match.group(5):
                return datetime.date(int(match.group(5)), month, day)
            candidate = datetime.date(today.year, month, day)
            return candidate if candidate >= today else datetime.date(today.year + 1, month, day)
    except ValueError:
        return None
    return None


def _ordinal_sunday(text: str, today: datetime.date, year: int | None) -> datetime.date | None:
    """"3rd Sunday of Advent" in any of our languages: a number, a Sunday word, a season word."""
    tokens = text.split(" ")
    if not any(t in _SUNDAY_WORDS or t.endswith("sonntag") for t in tokens):
        return None
    season = next((prefix for prefix, words in _SEASON_TABLE.items() if any(re.search(rf"\b{re.escape(w)}", text) for w in words)), None)
    number = None
    for token in tokens:
        digits = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th|e|eme|er|o|a|\.)?", token)
        number = int(digits.group(1)) if digits else _ORDINAL_TABLE.get(token)
        if number:
            break
    limits = {"advent": 4, "lent": 5, "easter_time": 7, "ordinary_time": 33}
    if season is None or number is None or not 1 <= number <= limits[season]:
        return None
    key = f"{season}_{number}_sunday"
    special = {"easter_time_1_sunday": ("easter_sunday",), "easter_time_2_sunday": ("divine_mercy_sunday",),
               "ordinary_time_3_sunday": ("ordinary_time_3_sunday", "sunday_of_the_word_of_god"), "ordinary_time_1_sunday": ("baptism_of_the_lord",)}
    return _first_of(special.get(key, (key,)), today, year)


def _first_of(keys: tuple[str, ...], today: datetime.date, year: int | None) -> datetime.date | None:
    found = [d for d in (_next_occurrence(k, today, year) for k in keys) if d is not None]
    return min(found) if found else None


@cache
def _celebration_names() -> dict[str, str]:
    """Folded celebration names of the General Roman Calendar (and their part before a comma)."""
    from .data import definition

    names: dict[str, str] = {}
    for entry in definition("general").entries:
        full = _fold(entry.name)
        names.setdefault(full, entry.key)
        names.setdefault(full.split(" ,")[0].split(",")[0], entry.key)
    return names


def _named_celebration(text: str) -> str | None:
    names = _celebration_names()
    variants = {text, "saint " + text, re.sub(r"^(st|st\.|s) ", "saint ", text), re.sub(r"^(sts|ss) ", "saints ", text)}
    for variant in variants:
        if variant in names:
            return names[variant]
    for variant in variants:
        starts = sorted(name for name in names if name.startswith(variant + " "))
        if starts:
            return names[min(starts, key=len)]
    return None


def resolve_date(query: str, today: datetime.date) -> datetime.date | None:
    """The date a query names, or None when it cannot be understood."""
    text = _fold(query)
    if not text:
        return None
    found = _relative(text, today) or _numeric(text, today)
    if found:
        return found
    body, year = _split_year(text)
    body = re.sub(r"^(the|feast of|solemnity of|memorial of|fiesta de|fete de|festa di|festa de|fest|dia de|día de) ", "", body).strip()
    key = _alias_table().get(body)
    if key:
        return _next_occurrence(key, today, year)
    found = _ordinal_sunday(body, today, year)
    if found:
        return found
    key = _named_celebration(body)
    if key:
        return _next_occurrence(key, today, year)
    return _with_dateparser(query, today)


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
