"""The calendar engine: proper of time + sanctorale + table of precedence, one civil year at a time.

Rules follow the Universal Norms on the Liturgical Year and the Calendar (UNLYC, 1969, with
later decrees): the table of precedence (UNLYC 59), transfers of impeded solemnities (UNLYC 60),
memorials in privileged seasons becoming commemorations (UNLYC 14; GIRM 355), and the
moveable-feast options of episcopal conferences (UNLYC 7). Each step is a small function.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from .data import WEEKDAYS, CalendarDefinition, SanctoraleEntry
from .model import Celebration, LiturgicalDay

DAY = datetime.timedelta(days=1)
WEEK = datetime.timedelta(days=7)
_WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def easter_sunday(year: int) -> datetime.date:
    """Gregorian Easter (the anonymous "Meeus/Jones/Butcher" computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 19 * l) // 433
    month = (h + l - 7 * m + 90) // 25
    return datetime.date(year, month, (h + l - 7 * m + 33 * month + 19) % 32)


def julian_easter_sunday(year: int) -> datetime.date:
    """Easter by the Julian computus (Meeus), given as a Gregorian date: the Orthodox Easter,
    which the Catholic Church in Greece keeps. The calendars differ by 13 days in 1900-2099 and
    by 14 in 2100 (Easter is always after 28 February, so the century's count applies)."""
    a, b, c = year % 4, year % 7, year % 19
    d = (19 * c + 15) % 30
    e = (2 * a + 4 * b - d + 34) % 7
    month, day = divmod(d + e + 114, 31)
    gap = year // 100 - year // 400 - 2
    return datetime.date(year, month, day + 1) + gap * DAY


def calendar_easter(year: int, definition: CalendarDefinition) -> datetime.date:
    """Easter Sunday in ``year`` as ``definition`` keeps it (its "easter" option)."""
    if definition.option("easter", year) == "julian":
        return julian_easter_sunday(year)
    return easter_sunday(year)


def sunday_on_or_before(day: datetime.date) -> datetime.date:
    """The Sunday on or before ``day``."""
    return day - (day.isoweekday() % 7) * DAY


def first_advent_sunday(year: int) -> datetime.date:
    """The First Sunday of Advent in civil year ``year`` (fourth Sunday before Christmas)."""
    christmas = datetime.date(year, 12, 25)
    fourth = sunday_on_or_before(christmas - DAY)
    return fourth - 3 * WEEK


_LEVELS: dict[str, int] = {}


def level(precedence: str) -> int:
    """The numeric level of a precedence name: "PROPER_FEAST_8F" -> 8 (lower wins). Memoised:
    the engine asks about a hundred thousand times for 1970-2100, always for a few dozen names."""
    found = _LEVELS.get(precedence)
    if found is None:
        found = _LEVELS[precedence] = int(precedence.rsplit("_", 1)[1].rstrip("ABCDEF"))
    return found


@dataclass(frozen=True, slots=True)
class _Temporal:
    """One proper-of-time day, plus its place in the season."""

    celebration: Celebration
    season: str
    season_week: int | None
    psalter_week: int


# Proper-of-time celebrations are the same few hundred values every year: each is built once
# and shared (Celebration is frozen), which saves most of the engine's object creation.
_CELEBRATIONS: dict[tuple[str, str, str, str, str], Celebration] = {}


def _c(key: str, name: str, rank: str, color: str, precedence: str) -> Celebration:
    fields = (key, name, rank, color, precedence)
    found = _CELEBRATIONS.get(fields)
    if found is None:
        found = _CELEBRATIONS[fields] = Celebration(key, name, rank, color, precedence)
    return found


class _YearFrame:
    """The moveable dates that shape one civil year."""

    def __init__(self, year: int, options: CalendarDefinition):
        self.year = year
        self.easter = calendar_easter(year, options)
        self.ash_wednesday = self.easter - 46 * DAY
        self.palm_sunday = self.easter - WEEK
        self.pentecost = self.easter + 49 * DAY
        self.advent = first_advent_sunday(year)  # the liturgical year year+1 starts here
        self.previous_christmas = datetime.date(year - 1, 12, 25)
        jan6 = datetime.date(year, 1, 6)
        epiphany = options.option("epiphany", year)
        if epiphany == "sunday" or (epiphany == "sunday_if_adjacent" and jan6.weekday() in (5, 6, 0)):
            self.epiphany = sunday_on_or_before(datetime.date(year, 1, 8))
            # UNLYC 38: if Epiphany falls on 7 or 8 January, the Baptism is the next Monday.
            self.baptism = self.epiphany + (DAY if self.epiphany.day >= 7 else WEEK)
        else:
            self.epiphany = jan6
            self.baptism = sunday_on_or_before(jan6) + WEEK
        self.ascension = self.easter + (42 if options.option("ascension", year) == "sunday" else 39) * DAY
        self.corpus_christi = self.easter + (63 if options.option("corpus_christi", year) == "sunday" else 60) * DAY
        self.sacred_heart = self.easter + 68 * DAY
        self.holy_family = self._holy_family(year)
        self.christmas = datetime.date(year, 12, 25)
        self.previous_holy_family = self._holy_family(year - 1)
        self.ordinary_start = sunday_on_or_before(self.baptism)  # week 1 of Ordinary Time counts from here
        self.trinity = self.pentecost + WEEK

    @staticmethod
    def _holy_family(year: int) -> datetime.date:
        christmas = datetime.date(year, 12, 25)
        if christmas.isoweekday() == 7:
            return datetime.date(year, 12, 30)  # no Sunday in the octave: Friday 30 December
        return sunday_on_or_before(christmas) + WEEK


def _sunday_cycle(liturgical_year: int) -> str:
    return "CAB"[liturgical_year % 3]


def _psalter(week: int) -> int:
    return (week - 1) % 4 + 1


def _ot_name(week: int, weekday: str) -> str:
    if weekday == "sunday":
        return f"{_ordinal_words(week)} Sunday in Ordinary Time"
    return f"{weekday.capitalize()} of the {_ordinal_words(week)} Week in Ordinary Time"


_ORDINAL_WORDS = (
    "", "First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth",
    "Tenth", "Eleventh", "Twelfth", "Thirteenth", "Fourteenth", "Fifteenth", "Sixteenth",
    "Seventeenth", "Eighteenth", "Nineteenth", "Twentieth",
)


def _ordinal_words(n: int) -> str:
    if n < len(_ORDINAL_WORDS):
        return _ORDINAL_WORDS[n]
    tens = {2: "Twenty", 3: "Thirty"}[n // 10]
    return tens if n % 10 == 0 else f"{tens}-{_ORDINAL_WORDS[n % 10].lower()}"


def temporal_day(day: datetime.date, frame: _YearFrame) -> _Temporal:
    """The proper-of-time day for a date of frame.year."""
    weekday = _WEEKDAY_NAMES[day.weekday()]
    sunday = weekday == "sunday"
    f = frame

    # Advent and the end of the civil year.
    if day >= f.christmas:
        return _christmas_day(day, f, f.christmas)
    if day >= f.advent:
        week = (day - f.advent).days // 7 + 1
        if sunday:
            rose = week == 3
            name = f"{_ordinal_words(week)} Sunday of Advent"
            cel = _c(f"advent_{week}_sunday", name, "sunday", "rose" if rose else "purple", "PRIVILEGED_SUNDAY_2")
        elif day.day >= 17 and day.month == 12:
            cel = _c(f"advent_december_{day.day}", f"December {day.day}", "weekday", "purple", "PRIVILEGED_WEEKDAY_9")
        else:
            name = f"{weekday.capitalize()} of the {_ordinal_words(week)} Week of Advent"
            cel = _c(f"advent_{week}_{weekday}", name, "weekday", "purple", "WEEKDAY_13")
        return _Temporal(cel, "advent", week, _psalter(week))

    # Christmas time that began last December.
    if day <= f.baptism:
        return _christmas_day(day, f, f.previous_christmas)

    # Lent, Holy Week and the Triduum.
    if f.ash_wednesday <= day < f.easter:
        return _lent_day(day, f, weekday)
    if f.easter <= day <= f.pentecost:
        return _easter_day(day, f, weekday)
    return _ordinary_day(day, f, weekday)


def _christmas_day(day: datetime.date, f: _YearFrame, christmas: datetime.date) -> _Temporal:
    first_sunday = sunday_on_or_before(christmas + 6 * DAY)  # first Sunday on or after Christmas
    # The psalter restarts at week 1 on that Sunday; the days before it continue Advent's week 4.
    psalter = 4 if day < first_sunday else (day - first_sunday).days // 7 % 4 + 1
    weekday = _WEEKDAY_NAMES[day.weekday()]
    white = "white"
    if day == christmas:
        cel = _c("nativity_of_the_lord", "The Nativity of the Lord (Christmas)", "solemnity", white, "PROPER_OF_TIME_SOLEMNITY_2")
    elif day == (f.holy_family if christmas is f.christmas else f.previous_holy_family):
        cel = _c("holy_family_of_jesus_mary_and_joseph", "The Holy Family of Jesus, Mary and Joseph", "feast", white, "GENERAL_LORD_FEAST_5")
    elif day.month == 12:
        n = day.day - 24  # 26 December is the second day of the octave
        cel = _c(f"christmas_octave_day_{n}", f"{_ordinal_words(n)} Day within the Octave of the Nativity of the Lord", "weekday", white, "PRIVILEGED_WEEKDAY_9")
    elif day.day == 1:
        cel = _c("mary_mother_of_god", "Solemnity of Mary, the Holy Mother of God", "solemnity", white, "GENERAL_SOLEMNITY_3")
    elif day == f.epiphany:
        cel = _c("epiphany_of_the_lord", "The Epiphany of the Lord", "solemnity", white, "PROPER_OF_TIME_SOLEMNITY_2")
    elif day == f.baptism:
        cel = _c("baptism_of_the_lord", "The Baptism of the Lord", "feast", white, "GENERAL_LORD_FEAST_5")
    elif weekday == "sunday":
        cel = _c("second_sunday_after_christmas", "Second Sunday after the Nativity of the Lord", "sunday", white, "UNPRIVILEGED_SUNDAY_6")
    elif day < f.epiphany:
        cel = _c(f"christmas_time_january_{day.day}", f"January {day.day}", "weekday", white, "WEEKDAY_13")
    else:
        cel = _c(f"{weekday}_after_epiphany", f"{weekday.capitalize()} after the Epiphany of the Lord", "weekday", white, "WEEKDAY_13")
    return _Temporal(cel, "christmas", None, psalter)


def _lent_day(day: datetime.date, f: _YearFrame, weekday: str) -> _Temporal:
    week = (day - (f.ash_wednesday + 4 * DAY)).days // 7 + 1 if day > f.ash_wednesday + 3 * DAY else 0
    purple = "purple"
    if day == f.ash_wednesday:
        cel = _c("ash_wednesday", "Ash Wednesday", "weekday", purple, "ASH_WEDNESDAY_2")
    elif week == 0:
        cel = _c(f"{weekday}_after_ash_wednesday", f"{weekday.capitalize()} after Ash Wednesday", "weekday", purple, "PRIVILEGED_WEEKDAY_9")
    elif day == f.palm_sunday:
        cel = _c("palm_sunday_of_the_passion_of_the_lord", "Palm Sunday of the Passion of the Lord", "sunday", "red", "PRIVILEGED_SUNDAY_2")
    elif week == 6:
        if weekday == "friday":
            cel = _c("friday_of_the_passion_of_the_lord", "Friday of the Passion of the Lord (Good Friday)", "triduum", "red", "TRIDUUM_1")
            return _Temporal(cel, "paschal_triduum", None, 1)
        if weekday == "saturday":
            cel = _c("holy_saturday", "Holy Saturday", "triduum", purple, "TRIDUUM_1")
            return _Temporal(cel, "paschal_triduum", None, 1)
        name = f"{weekday.capitalize()} of Holy Week"
        cel = _c(f"holy_{weekday}", name, "weekday", purple, "WEEKDAY_OF_HOLY_WEEK_2")
    elif weekday == "sunday":
        color = "rose" if week == 4 else purple
        cel = _c(f"lent_{week}_sunday", f"{_ordinal_words(week)} Sunday of Lent", "sunday", color, "PRIVILEGED_SUNDAY_2")
    else:
        name = f"{weekday.capitalize()} of the {_ordinal_words(week)} Week of Lent"
        cel = _c(f"lent_{week}_{weekday}", name, "weekday", purple, "PRIVILEGED_WEEKDAY_9")
    return _Temporal(cel, "lent", week, _psalter(week))


def _easter_day(day: datetime.date, f: _YearFrame, weekday: str) -> _Temporal:
    week = (day - f.easter).days // 7 + 1
    white = "white"
    if day == f.easter:
        cel = _c("easter_sunday", "Easter Sunday of the Resurrection of the Lord", "solemnity", white, "TRIDUUM_1")
    elif week == 1:
        cel = _c(f"easter_{weekday}", f"{weekday.capitalize()} within the Octave of Easter", "solemnity", white, "WEEKDAY_OF_EASTER_OCTAVE_2")
    elif day == f.pentecost:
        cel = _c("pentecost_sunday", "Pentecost Sunday", "solemnity", "red", "PROPER_OF_TIME_SOLEMNITY_2")
    elif day == f.ascension:
        cel = _c("ascension_of_the_lord", "The Ascension of the Lord", "solemnity", white, "PROPER_OF_TIME_SOLEMNITY_2")
    elif week == 2 and weekday == "sunday":
        # Named "Divine Mercy Sunday" by the CDW decree of 5 May 2000; the key stays the same.
        name = "Second Sunday of Easter (Sunday of Divine Mercy)" if f.year >= 2000 else "Second Sunday of Easter"
        cel = _c("divine_mercy_sunday", name, "sunday", white, "PRIVILEGED_SUNDAY_2")
    elif weekday == "sunday":
        cel = _c(f"easter_time_{week}_sunday", f"{_ordinal_words(week)} Sunday of Easter", "sunday", white, "PRIVILEGED_SUNDAY_2")
    else:
        name = f"{weekday.capitalize()} of the {_ordinal_words(week)} Week of Easter"
        cel = _c(f"easter_time_{week}_{weekday}", name, "weekday", white, "WEEKDAY_13")
    return _Temporal(cel, "easter", week, _psalter(week))


# Plain days of Ordinary Time depend only on (week, weekday): built once, shared by every year.
_ORDINARY_DAYS: dict[tuple[int, str], _Temporal] = {}


def _ordinary_day(day: datetime.date, f: _YearFrame, weekday: str) -> _Temporal:
    if day < f.ash_wednesday:
        week = (day - f.ordinary_start).days // 7 + 1
    else:
        week = 34 - (f.advent - sunday_on_or_before(day)).days // 7 + 1
    sunday = weekday == "sunday"
    if not sunday and day != f.corpus_christi and day != f.sacred_heart:
        plain = _ORDINARY_DAYS.get((week, weekday))
        if plain is None:
            cel = _c(f"ordinary_time_{week}_{weekday}", _ot_name(week, weekday), "weekday", "green", "WEEKDAY_13")
            plain = _ORDINARY_DAYS[(week, weekday)] = _Temporal(cel, "ordinary_time", week, _psalter(week))
        return plain
    if day == f.trinity:
        cel = _c("most_holy_trinity", "The Most Holy Trinity", "solemnity", "white", "GENERAL_SOLEMNITY_3")
    elif day == f.corpus_christi:
        cel = _c("most_holy_body_and_blood_of_christ", "The Most Holy Body and Blood of Christ (Corpus Christi)", "solemnity", "white", "GENERAL_SOLEMNITY_3")
    elif day == f.sacred_heart:
        cel = _c("most_sacred_heart_of_jesus", "The Most Sacred Heart of Jesus", "solemnity", "white", "GENERAL_SOLEMNITY_3")
    elif week == 34 and weekday == "sunday":
        cel = _c("our_lord_jesus_christ_king_of_the_universe", "Our Lord Jesus Christ, King of the Universe", "solemnity", "white", "GENERAL_SOLEMNITY_3")
    elif week == 3 and weekday == "sunday" and f.year >= 2020:
        # Instituted by the apostolic letter Aperuit illis (30 September 2019).
        cel = _c("sunday_of_the_word_of_god", "Third Sunday in Ordinary Time (Sunday of the Word of God)", "sunday", "green", "UNPRIVILEGED_SUNDAY_6")
    elif weekday == "sunday":
        cel = _c(f"ordinary_time_{week}_sunday", _ot_name(week, weekday), "sunday", "green", "UNPRIVILEGED_SUNDAY_6")
    else:
        cel = _c(f"ordinary_time_{week}_{weekday}", _ot_name(week, weekday), "weekday", "green", "WEEKDAY_13")
    return _Temporal(cel, "ordinary_time", week, _psalter(week))


# --- sanctorale -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Prepared:
    """A sanctorale entry with what the engine needs each year worked out once: its date rule
    parsed, its Celebration built and the level of its precedence."""

    entry: SanctoraleEntry
    celebration: Celebration
    level: int
    easter_offset: int | None  # "easter+50" -> 50
    month: int
    day: int  # day of the month for "03-19"; 0 for "11/thursday/4"
    weekday: int  # for "11/thursday/4": 3
    nth: int  # for "11/thursday/4": 4

    def date(self, frame: _YearFrame) -> datetime.date:
        if self.easter_offset is not None:
            return frame.easter + self.easter_offset * DAY
        if self.day:
            return datetime.date(frame.year, self.month, self.day)
        first = datetime.date(frame.year, self.month, 1)
        return first + ((self.weekday - first.weekday()) % 7 + 7 * (self.nth - 1)) * DAY


def _prepare(entry: SanctoraleEntry) -> _Prepared:
    spec = entry.date
    easter_offset, month, dom, weekday, nth = None, 0, 0, 0, 0
    if spec.startswith("easter+"):
        easter_offset = int(spec[7:])
    elif "/" in spec:
        month_text, weekday_name, nth_text = spec.split("/")
        month, weekday, nth = int(month_text), WEEKDAYS.index(weekday_name), int(nth_text)
    else:
        month_text, dom_text = spec.split("-")
        month, dom = int(month_text), int(dom_text)
    return _Prepared(entry, _celebration(entry), level(entry.precedence), easter_offset, month, dom, weekday, nth)


# Prepared entries per calendar definition, by id; the definition is kept beside them so the id
# cannot be reused while the entry lives (definitions are cached for the process anyway).
_PREPARED: dict[int, tuple[CalendarDefinition, tuple[_Prepared, ...]]] = {}


def _prepared(definition: CalendarDefinition) -> tuple[_Prepared, ...]:
    found = _PREPARED.get(id(definition))
    if found is None or found[0] is not definition:
        found = _PREPARED[id(definition)] = (definition, tuple(_prepare(e) for e in definition.entries))
    return found[1]


def date_in_year(spec: str, year: int, easter: datetime.date | None = None) -> datetime.date:
    """A dataset date ("03-19", "easter+50", "11/thursday/4") in civil year ``year``."""
    if spec.startswith("easter+"):
        return (easter or easter_sunday(year)) + int(spec[7:]) * DAY
    if "/" in spec:
        month, weekday, nth = spec.split("/")
        first = datetime.date(year, int(month), 1)
        offset = (WEEKDAYS.index(weekday) - first.weekday()) % 7
        return first + (offset + 7 * (int(nth) - 1)) * DAY
    month, dom = spec.split("-")
    return datetime.date(year, int(month), int(dom))


def _celebration(entry: SanctoraleEntry) -> Celebration:
    return Celebration(entry.key, entry.name, entry.rank, entry.color, entry.precedence)


def _free_for_solemnity(day: datetime.date, temporal: dict, placed: dict) -> bool:
    """UNLYC 60: a transferred solemnity goes to a day not taken by levels 1-8."""
    if level(temporal[day].celebration.precedence) <= 8:
        return False
    return all(level(c.precedence) > 8 for c in placed.get(day, ()))


def _place_sanctorale(definition: CalendarDefinition, frame: _YearFrame, temporal: dict) -> dict:
    """Date -> celebrations of the sanctorale on that date, after shifts and transfers."""
    placed: dict[datetime.date, list[Celebration]] = {}
    year = frame.year
    impeded_solemnities = []
    for prepared in _prepared(definition):
        entry = prepared.entry
        if not entry.since <= year <= entry.until:
            continue
        day = prepared.date(frame)
        for weekday, move in entry.shift:
            if day.weekday() == weekday:
                day += move * DAY
                break
        if entry.transfer == "before_palm_sunday" and frame.palm_sunday <= day <= frame.easter + WEEK:
            # Saint Joseph in Holy Week or the Easter octave is anticipated to the Saturday
            # before Palm Sunday (CDW, as applied in 2008); on a Sunday of Lent the general
            # rule below moves it to the Monday.
            day = frame.palm_sunday - DAY
        if day.year != year:
            continue
        if entry.rank == "solemnity" and level(temporal[day].celebration.precedence) <= prepared.level:
            impeded_solemnities.append((day, prepared))
            continue
        placed.setdefault(day, []).append(prepared.celebration)
    for day, prepared in impeded_solemnities:
        placed.setdefault(_transfer(day, prepared.entry, frame, temporal, placed), []).append(prepared.celebration)
    return placed


def _transfer(day: datetime.date, entry: SanctoraleEntry, frame: _YearFrame, temporal: dict, placed: dict) -> datetime.date:
    if entry.key == "nativity_of_john_the_baptist":
        # Impeded by the Sacred Heart or Corpus Christi, it is anticipated to 23 June (as the
        # Holy See directed when this happened in 2022), since 25 June may hold the Immaculate Heart.
        return day - DAY
    target = day + DAY
    while target.year == frame.year and not _free_for_solemnity(target, temporal, placed):
        target += DAY
    return target


# CDW notification of 24 March 2018: Mary, Mother of the Church, bound to Pentecost, prevails
# over another obligatory memorial falling on the same Monday, which is omitted that year.
PREVAILING_MEMORIALS = frozenset({"mary_mother_of_the_church"})


def _resolve(temporal: _Temporal, saints: list[Celebration]) -> tuple[Celebration, tuple[Celebration, ...]]:
    """Apply the table of precedence to one day."""
    t = temporal.celebration
    if not saints:
        return t, ()
    t_level = level(t.precedence)
    best = min(saints, key=lambda c: level(c.precedence))
    b_level = level(best.precedence)
    if b_level < t_level and b_level <= 8:
        return best, ()  # a solemnity or feast outranks the day
    if t_level <= 8:
        return t, ()  # Sundays, solemnities, feasts and the greater days exclude memorials
    lesser = [c for c in saints if level(c.precedence) >= 10]
    if t_level == 9:
        # Privileged weekdays (Lent, 17-24 December, the Christmas octave): memorials may be
        # kept only as commemorations, i.e. optionally.
        return t, tuple(lesser)
    obligatory = [c for c in lesser if c.rank == "memorial"]
    prevailing = [c for c in obligatory if c.key in PREVAILING_MEMORIALS]
    if prevailing:
        return prevailing[0], ()
    if len(obligatory) == 1:
        return obligatory[0], ()
    if len(obligatory) > 1:
        # Two obligatory memorials on one day (e.g. the Immaculate Heart): both become optional.
        return t, tuple(obligatory)
    return t, tuple(lesser)


def compute_year(year: int, definition: CalendarDefinition) -> list[LiturgicalDay]:
    """Every day of civil year ``year`` in the calendar ``definition`` describes."""
    frame = _YearFrame(year, definition)
    start = datetime.date(year, 1, 1)
    days = [start + i * DAY for i in range((datetime.date(year + 1, 1, 1) - start).days)]
    temporal = {day: temporal_day(day, frame) for day in days}
    placed = _place_sanctorale(definition, frame, temporal)
    result: list[LiturgicalDay] = []
    append = result.append
    calendar = definition.calendar
    advent = frame.advent
    # (Sunday cycle, weekday cycle) of the liturgical year before Advent and from Advent on.
    cycles = [(_sunday_cycle(y), "I" if y % 2 else "II") for y in (year, year + 1)]
    for day in days:
        t = temporal[day]
        saints = placed.get(day)
        celebration, optional = _resolve(t, saints) if saints else (t.celebration, ())
        sunday_cycle, weekday_cycle = cycles[day >= advent]
        # Positional, in LiturgicalDay's field order: date, calendar, celebration,
        # optional_memorials, season, season_week, sunday_cycle, weekday_cycle, psalter_week,
        # temporal_key.
        append(LiturgicalDay(day, calendar, celebration, optional, t.season, t.season_week,
                             sunday_cycle, weekday_cycle, t.psalter_week, t.celebration.key))
    return result
