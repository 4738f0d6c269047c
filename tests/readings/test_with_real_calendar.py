"""liturgical_readings and saints_of_the_day on the real calendar engine and date resolver."""

import datetime

import pytest

calendar = pytest.importorskip("ecclesia.data.calendar")
dates = pytest.importorskip("ecclesia.data.calendar.dates")

from ecclesia.data.bible import store as bible_store  # noqa: E402
from ecclesia.data.lectionary import readings_for  # noqa: E402
from ecclesia.skills import get_skill  # noqa: E402
from ecclesia.skills.base import SkillRequest  # noqa: E402

readings_skill = get_skill("liturgical_readings")
TODAY = datetime.date(2026, 11, 30)


@pytest.fixture
def fixed_today(monkeypatch):
    monkeypatch.setattr(dates, "today_in", lambda timezone: TODAY)
    monkeypatch.setattr(bible_store, "default_store", lambda: None)  # citations only: fast and bundle-free


def header(text: str) -> list[str]:
    return text.splitlines()[:8]


def days_without_readings(year: int, calendar_id: str = "general") -> set[datetime.date]:
    missing = set()
    for day in calendar.liturgical_year(year, calendar_id):
        epiphany = calendar.date_of("epiphany_of_the_lord", year, calendar_id)
        if readings_for(day, epiphany=epiphany) is None:
            missing.add(day.date)
    return missing


def test_every_day_from_1970_to_2100_has_readings_except_holy_saturday():
    """Holy Saturday alone has no Mass (the Easter Vigil belongs to Easter Sunday)."""
    for year in range(1970, 2101):
        assert days_without_readings(year) == {calendar.date_of("holy_saturday", year)}, year


def test_united_states_calendar_years():
    for year in (2025, 2026, 2027):
        gaps = days_without_readings(year, "united_states")
        assert calendar.date_of("holy_saturday", year, "united_states") in gaps
        assert len(gaps) <= 8, sorted(gaps)  # national proper days not in the table are few and listed


@pytest.mark.parametrize(
    "query, expect",
    [
        ("today", ["Monday, November 30, 2026", "Saint Andrew, Apostle", "Lectionary number: 684"]),
        ("next Sunday", ["Sunday, December 6, 2026", "Second Sunday of Advent", "Lectionary number: 5"]),
        ("Easter Sunday 2026", ["Sunday, April 5, 2026", "Lectionary number: 41, 42"]),
        ("Ash Wednesday", ["Wednesday, February 10, 2027", "Ash Wednesday", "Lectionary number: 219"]),
        ("Pentecost 2027", ["Sunday, May 16, 2027", "Pentecost Sunday", "Lectionary number: 62, 63"]),
        ("Christmas", ["Friday, December 25, 2026", "Lectionary number: 13, 14, 15, 16"]),
        ("Palm Sunday", ["Sunday, March 21, 2027", "Lectionary number: 37, 38"]),
        ("the 3rd Sunday of Advent", ["Sunday, December 13, 2026", "Third Sunday of Advent", "Lectionary number: 8"]),
        ("Divine Mercy Sunday", ["Sunday, April 4, 2027", "Lectionary number: 44"]),
        ("Corpus Christi", ["Thursday, May 27, 2027"]),
    ],
)
def test_examples_of_the_issue(fixed_today, query, expect):
    (part,) = readings_skill.run(SkillRequest(text=query, data={})).parts
    top = "\n".join(header(part.text))
    for fragment in expect:
        assert fragment in top, (query, top)


def test_corpus_christi_is_on_sunday_in_the_united_states(fixed_today):
    (part,) = readings_skill.run(SkillRequest(text=None, data={"date": "2027-05-30", "calendar": "united_states"})).parts
    assert "Lectionary number: 168" in part.text  # Body and Blood of Christ, Year B


def test_other_languages(fixed_today):
    (part,) = readings_skill.run(SkillRequest(text="Noël 2026", data={})).parts
    assert part.text.startswith("Mass readings for Friday, December 25, 2026")


def test_text_defects_of_issue_15_are_fixed():
    import datetime

    from ecclesia.data import calendar
    from ecclesia.data.bible.store import default_store
    from ecclesia.data.lectionary import readings_for
    from ecclesia.data.lectionary.render import format_day

    def text(day, cal="general"):
        lit = calendar.liturgical_day(day, cal)
        return format_day(lit, readings_for(lit, epiphany=calendar.date_of("epiphany_of_the_lord", day.year, cal)), default_store())

    all_souls = text(datetime.date(2026, 11, 2))
    assert "Rank: Commemoration (ranked with the solemnities" in all_souls and "Rank: Solemnity" not in all_souls
    annunciation = text(datetime.date(2026, 3, 25))
    assert "Isaiah 7:10-14; 8:10" in annunciation and "God is with us" in annunciation
    joseph = text(datetime.date(2026, 3, 19))
    assert "Psalm 84:5" in joseph and "Blessed are they that dwell in thy house" in joseph


def _ask(text, **data):
    from ecclesia.skills import liturgical_readings
    from ecclesia.skills.base import SkillRequest

    request = SkillRequest(text=text, data=data) if text else SkillRequest(text=None, data=data)
    return liturgical_readings.run(request).parts[0].text


def test_named_masses_are_selectable_and_named():
    vigil = _ask("Easter Vigil 2027")
    assert "Mass: Easter Vigil in the Holy Night" in vigil and "Mass during the Day" not in vigil
    assert "Genesis 1:1" in vigil  # the first of the Vigil's readings
    night = _ask("Midnight Mass 2026")
    assert "Mass during the Night" in night and "Vigil Mass" not in night and "Isaiah 9:1" in night
    assert "Mass at Dawn" in _ask("Christmas Dawn 2026")
    assert "Vigil Mass" in _ask("Pentecost Vigil 2027")


def test_eves_show_the_evening_vigil_and_holy_saturday_is_not_empty():
    eve = _ask("Christmas Eve 2026")
    assert "In the evening: Vigil Mass of The Nativity of the Lord" in eve
    saturday = _ask(None, date="2027-03-27")
    assert "In the evening: Easter Vigil in the Holy Night" in saturday


def test_thanksgiving_has_its_proper_mass_in_the_united_states():
    alone = _ask("Thanksgiving 2026")
    assert "Mass: Thanksgiving Day" in alone and "Sirach 50:22-24" in alone and "Luke 17:11-19" in alone
    day = _ask(None, date="2026-11-26", calendar="united_states")
    assert "Thanksgiving Day (proper Mass of this calendar" in day
    assert "Thanksgiving" not in _ask(None, date="2026-11-26")  # not in the General Roman Calendar


def test_a_place_in_the_query_picks_the_calendar():
    assert "Ascension" in _ask("Ascension 2026 in the US") and "Sunday, May 17, 2026" in _ask("Ascension 2026 in the US")
    assert "Thursday, May 14, 2026" in _ask("Ascension 2026 in Boston")
