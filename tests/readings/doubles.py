"""A small stand-in for ecclesia.data.calendar (same interface) and a synthetic verse store.

The skills are tested against this double so their tests do not depend on the calendar
engine; tests/readings/test_with_real_calendar.py repeats the key cases on the real engine.
"""

from __future__ import annotations

import datetime
import sys
import types
from dataclasses import dataclass, field

from ecclesia.data.bible.store import VerseStore


@dataclass(frozen=True)
class Celebration:
    key: str
    name: str
    rank: str
    color: str
    precedence: str = "WEEKDAY_13"


@dataclass(frozen=True)
class LiturgicalDay:
    date: datetime.date
    calendar: str
    celebration: Celebration
    optional_memorials: tuple = ()
    season: str = "ordinary_time"
    season_week: int | None = None
    sunday_cycle: str = "A"
    weekday_cycle: str = "II"
    psalter_week: int = 1
    temporal_key: str = ""


def day(iso: str, key: str, name: str, *, rank: str = "weekday", color: str = "green", temporal: str | None = None,
        season: str = "ordinary_time", week: int | None = None, sunday_cycle: str = "A", weekday_cycle: str = "II",
        optional: tuple = ()) -> LiturgicalDay:
    return LiturgicalDay(
        date=datetime.date.fromisoformat(iso), calendar="general",
        celebration=Celebration(key, name, rank, color), optional_memorials=optional, season=season,
        season_week=week, sunday_cycle=sunday_cycle, weekday_cycle=weekday_cycle, temporal_key=temporal or key,
    )


# A handful of 2026 days as the General Roman Calendar has them.
DAYS = {
    "2026-01-18": day("2026-01-18", "ordinary_time_2_sunday", "Second Sunday in Ordinary Time", rank="sunday",
                      week=2, sunday_cycle="A", weekday_cycle="II"),
    "2026-03-19": day("2026-03-19", "joseph_spouse_of_mary", "Saint Joseph, Spouse of the Blessed Virgin Mary",
                      rank="solemnity", color="white", temporal="lent_4_thursday", season="lent", week=4),
    "2026-04-04": day("2026-04-04", "holy_saturday", "Holy Saturday", rank="triduum", color="purple",
                      season="paschal_triduum"),
    "2026-07-21": day("2026-07-21", "ordinary_time_16_tuesday", "Tuesday of the Sixteenth Week in Ordinary Time",
                      week=16, optional=(Celebration("lawrence_of_brindisi_priest", "Saint Lawrence of Brindisi",
                                                     "optional_memorial", "white"),)),
    # a national feast the lectionary table does not hold (listed in national_propers.json "missing")
    "2026-12-12": day("2026-12-12", "all_saints_of_wales", "All Saints of Wales", rank="feast", color="white",
                      temporal="advent_2_saturday", season="advent", week=2),
    "2026-12-25": day("2026-12-25", "nativity_of_the_lord", "The Nativity of the Lord", rank="solemnity",
                      color="white", season="christmas", sunday_cycle="B", weekday_cycle="I"),
}


@dataclass
class FakeCalendar:
    days: dict[str, LiturgicalDay] = field(default_factory=lambda: dict(DAYS))
    today: datetime.date = datetime.date(2026, 3, 19)
    calls: list = field(default_factory=list)

    def module(self) -> types.ModuleType:
        calendar = types.ModuleType("ecclesia.data.calendar")
        dates = types.ModuleType("ecclesia.data.calendar.dates")

        def liturgical_day(when: datetime.date, calendar_id: str = "general") -> LiturgicalDay:
            self.calls.append((when, calendar_id))
            if when.year < 1970:
                raise ValueError("year outside the reformed calendar")
            found = self.days.get(when.isoformat())
            if found is None:
                return day(when.isoformat(), "ordinary_time_9_monday", "Some weekday", week=9)
            return found

        def date_of(key: str, year: int, calendar_id: str = "general") -> datetime.date | None:
            return datetime.date(year, 1, 6) if key == "epiphany_of_the_lord" else None

        def resolve_date(query: str, today: datetime.date) -> datetime.date | None:
            words = query.strip().lower()
            if words == "today":
                return today
            if words == "tomorrow":
                return today + datetime.timedelta(days=1)
            if words == "christmas 2026":
                return datetime.date(2026, 12, 25)
            return None

        def resolve(query: str, today: datetime.date, calendar_id: str = "general"):
            found = resolve_date(query, today)
            return None if found is None else types.SimpleNamespace(date=found, mass=None, mass_key=None, calendar=None,
                                                                    unheld_place=None)

        def today_in(timezone: str | None) -> datetime.date:
            self.calls.append(("today_in", timezone))
            return self.today

        calendar.liturgical_day = liturgical_day
        calendar.date_of = date_of
        calendar.proper_masses = lambda when, calendar_id="general": []
        calendar.calendars = lambda: ["general", "united_states"]
        calendar.dates = dates
        dates.resolve_date = resolve_date
        dates.resolve = resolve
        dates.today_in = today_in
        return calendar

    def install(self, monkeypatch) -> "FakeCalendar":
        import ecclesia.data as data_package

        module = self.module()
        monkeypatch.setitem(sys.modules, "ecclesia.data.calendar", module)
        monkeypatch.setitem(sys.modules, "ecclesia.data.calendar.dates", module.dates)
        monkeypatch.setattr(data_package, "calendar", module, raising=False)
        return self


def synthetic_store() -> VerseStore:
    """Invented verse texts under real addresses: enough to see which verses were read."""
    verses = {}
    for book, chapter, last in [("ISA", 62, 12), ("ISA", 9, 6), ("ISA", 52, 10), ("PSA", 89, 30), ("PSA", 96, 13),
                                ("PSA", 97, 12), ("PSA", 98, 9), ("ACT", 13, 25), ("TIT", 2, 14), ("TIT", 3, 7),
                                ("HEB", 1, 6), ("MAT", 1, 25), ("LUK", 2, 20), ("JHN", 1, 18)]:
        for verse in range(1, last + 1):
            verses[f"{book}.{chapter}.{verse}"] = f"[{book} {chapter}:{verse}]"
    return VerseStore(verses)
