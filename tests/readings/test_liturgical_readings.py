"""liturgical_readings against a calendar double and a synthetic verse store."""

import datetime
from pathlib import Path

import pytest

from ecclesia.data.bible import store as bible_store
from ecclesia.skills import get_skill
from ecclesia.skills.base import SkillInputError, SkillRequest, TextOutput
from tests.readings.doubles import FakeCalendar, synthetic_store

skill = get_skill("liturgical_readings")


@pytest.fixture
def calendar(monkeypatch):
    fake = FakeCalendar().install(monkeypatch)
    monkeypatch.setattr(bible_store, "default_store", synthetic_store)
    return fake


def run(text=None, **data):
    result = skill.run(SkillRequest(text=text, data=data))
    (part,) = result.parts
    assert isinstance(part, TextOutput)
    return part.text


def test_spec_matches_the_contract():
    assert skill.SPEC.id == "liturgical_readings"
    assert skill.SPEC.artifact_name == "mass_readings"
    assert skill.SPEC.rate_limit == "default"


def test_christmas_reads_four_masses_with_texts(calendar):
    text = run(date="2026-12-25")
    lines = text.splitlines()
    assert lines[0] == "Mass readings for Friday, December 25, 2026"
    assert "The Nativity of the Lord" in lines
    assert "Rank: Solemnity. Liturgical colour: White." in lines
    assert "Cycle: Sunday cycle B, weekday cycle I." in lines
    assert "Lectionary number: 13, 14, 15, 16" in lines
    for heading in ("== Vigil Mass (Lectionary 13) ==", "== Mass during the Night (Lectionary 14) ==",
                    "== Mass at Dawn (Lectionary 15) ==", "== Mass during the Day (Lectionary 16) =="):
        assert heading in lines
    assert "First Reading: Isaiah 62:1-5" in lines
    # the text is the verses of the citation, in order
    assert lines[lines.index("First Reading: Isaiah 62:1-5") + 1] == " ".join(f"[ISA 62:{v}]" for v in range(1, 6))
    # psalms give the Douay-Rheims number beside the lectionary's
    assert "Responsorial Psalm: Psalm 89:4-5, 16-17, 27, 29 (Douay-Rheims Psalm 88)" in lines
    # shorter forms are named after the full text
    assert "Or the shorter form: John 1:1-5, 9-14" in lines


def test_text_part_with_a_date_query(calendar):
    assert run("Christmas 2026").startswith("Mass readings for Friday, December 25, 2026")


def test_today_uses_the_callers_time_zone(calendar):
    text = run("today", timezone="America/New_York")
    assert "Saint Joseph, Spouse of the Blessed Virgin Mary" in text
    assert ("today_in", "America/New_York") in calendar.calls


def test_calendar_option_is_passed_to_the_engine(calendar):
    run(date="2026-03-19", calendar="united_states")
    assert (datetime.date(2026, 3, 19), "united_states") in calendar.calls


def test_missing_verses_in_the_store_are_flagged_not_hidden(calendar):
    text = run(date="2026-03-19")  # the synthetic store lacks 2 Samuel
    assert "First Reading: 2 Samuel 7:4-5a, 12-14a, 16" in text
    assert "[The Douay-Rheims has no verse numbered 2SA 7:4" in text


def test_optional_memorials_are_named(calendar):
    assert "Optional memorials: Saint Lawrence of Brindisi." in run(date="2026-07-21")


def test_holy_saturday_has_no_mass_readings(calendar):
    assert run(date="2026-04-04") == "No mass readings found."


def test_a_feast_missing_from_the_table_gives_the_contract_text(calendar):
    assert run(date="2026-12-12") == "No mass readings found."


def test_a_year_before_the_reformed_calendar_gives_the_contract_text(calendar):
    assert run(date="1950-01-01") == "No mass readings found."


def test_without_a_verse_store_citations_still_come(monkeypatch, calendar):
    monkeypatch.setattr(bible_store, "default_store", lambda: None)
    text = run(date="2026-12-25")
    assert "First Reading: Isaiah 62:1-5" in text
    assert "[Text not available" in text


@pytest.mark.parametrize(
    "text, data, message",
    [
        ("the day after never", {}, "message.parts: could not understand the date 'the day after never'"),
        (None, {}, "message.parts: give a date"),
        (None, {"date": "someday"}, "data.date: could not understand the date 'someday'"),
        (None, {"date": "2026-02-30"}, "data.date: '2026-02-30' is not a calendar date"),
        (None, {"date": 20260319}, "data.date: expected a date string"),
        (None, {"date": "2026-03-19", "calendar": "atlantis"}, "data.calendar: unknown calendar 'atlantis'"),
        (None, {"date": "2026-03-19", "timezone": "Mars/Olympus"}, "data.timezone: unknown time zone 'Mars/Olympus'"),
    ],
)
def test_bad_input_is_rejected_naming_the_field(calendar, text, data, message):
    with pytest.raises(SkillInputError, match=message.replace("(", r"\(").replace(")", r"\)")):
        skill.run(SkillRequest(text=text, data=data))


def test_module_is_cheap_to_import():
    import subprocess
    import sys

    code = ("import sys, ecclesia.skills.liturgical_readings as m; "
            "print(any(n.startswith(('ecclesia.data.lectionary', 'ecclesia.data.bible', 'ecclesia.data.calendar')) "
            "for n in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(Path(__file__).resolve().parents[2] / "functions" / "a2a")})
    assert out.stdout.strip() == "False"


def test_an_alternative_passage_is_read_and_a_shorter_form_only_named(calendar):
    calendar.days["2026-05-25"] = __import__("tests.readings.doubles", fromlist=["day"]).day(
        "2026-05-25", "mary_mother_of_the_church", "Mary, Mother of the Church", rank="memorial",
        color="white", temporal="ordinary_time_8_monday", week=8)
    lines = run(date="2026-05-25").splitlines()
    assert "Proper readings of the memorial: First Reading, Responsorial Psalm, Gospel; the other readings are the weekday's." in lines
    first = lines.index("First Reading: Genesis 3:9-15, 20")
    assert lines[first + 2] == "Or: Acts 1:12-14"
    assert lines[first + 3].startswith("[The Douay-Rheims has no verse numbered ACT 1:12")  # read, not just named


def test_the_answer_names_the_calendar_a_place_picked():
    """"next Sunday in Brazil" answers from Brazil's calendar and says so; the general calendar says nothing."""
    from ecclesia.skills import liturgical_readings
    from ecclesia.skills.base import SkillRequest

    brazil = liturgical_readings.run(SkillRequest(text="Christmas 2026 in Brazil", data={})).parts[0].text
    assert "Calendar: Brazil." in brazil.splitlines()
    boston = liturgical_readings.run(SkillRequest(text="Ascension 2026", data={"calendar": "united_states__boston"})).parts[0].text
    assert any(line.startswith("Calendar: United States") and "Boston" in line for line in boston.splitlines())
    general = liturgical_readings.run(SkillRequest(text="Christmas 2026", data={})).parts[0].text
    assert not any(line.startswith("Calendar:") for line in general.splitlines())
