"""The compiled lectionary table: integrity of the data, and how a day's entry is chosen."""

import datetime
import json
from pathlib import Path

import pytest

from ecclesia.data.bible.citations import parse
from ecclesia.data.lectionary import LectionaryTable
from ecclesia.data.lectionary.table import _REPO_TABLE
from tests.readings.doubles import Celebration, day

TABLE = LectionaryTable.load(_REPO_TABLE)
ENTRIES = json.loads(Path(_REPO_TABLE).read_text(encoding="utf-8"))["entries"]
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday")


def all_masses():
    for key, entry in ENTRIES.items():
        for mass, by_cycle in entry["masses"].items():
            for cycle, content in by_cycle.items():
                yield key, mass, cycle, content


def test_every_citation_parses():
    count = 0
    for key, mass, cycle, content in all_masses():
        for reading in content["readings"]:
            for text in [reading["citation"]] + [a["citation"] for a in reading["alternatives"]]:
                assert parse(text), (key, mass, cycle, text)
                count += 1
    assert count > 2500


def test_every_mass_has_a_gospel_and_every_full_mass_a_psalm_and_a_first_reading():
    for key, mass, cycle, content in all_masses():
        roles = [r["role"] for r in content["readings"]]
        if content.get("proper_roles"):  # a memorial's proper parts; the weekday gives the rest
            assert roles == content["proper_roles"], (key, mass, cycle)
            continue
        assert "gospel" in roles, (key, mass, cycle)
        roles += content.get("missing_roles", [])  # declared gaps of a source (national_propers.json)
        if mass == "Procession with Palms":
            continue  # the procession has a gospel only
        assert any(r.startswith("psalm") for r in roles), (key, mass, cycle)
        assert any(r in ("first_reading", "reading_1") for r in roles), (key, mass, cycle)


def test_ordinary_time_is_complete():
    for week in range(2, 34):
        assert set(ENTRIES[f"ordinary_time_{week}_sunday"]["masses"]["Mass"]) == {"A", "B", "C"}
    for week in range(1, 35):
        for weekday in WEEKDAYS:
            assert set(ENTRIES[f"ordinary_time_{week}_{weekday}"]["masses"]["Mass"]) == {"I", "II"}


def test_lectionary_numbers_of_known_days():
    assert ENTRIES["advent_1_sunday"]["masses"]["Mass"]["A"]["number"] == "1"
    assert ENTRIES["ordinary_time_3_sunday"]["masses"]["Mass"]["B"]["number"] == "68"
    assert ENTRIES["joseph_spouse_of_mary"]["masses"]["Mass"]["*"]["number"] == "543"
    assert ENTRIES["ordinary_time_1_monday"]["masses"]["Mass"]["I"]["number"] == "305"


def entry(day_):
    return TABLE.readings_for(day_)


def test_sunday_in_its_cycle():
    found = entry(day("2027-01-24", "ordinary_time_3_sunday", "Third Sunday", rank="sunday", sunday_cycle="B"))
    (mass,) = found.masses
    assert (mass.number, mass.cycle) == ("68", "B")
    assert [r.role for r in mass.readings] == ["first_reading", "psalm", "second_reading", "acclamation", "gospel"]
    assert mass.readings[0].citation == "Jon 3:1-5, 10"
    assert mass.readings[3].citation == "Mark 1:15"  # compiled in acclamations.json


def test_sunday_of_the_word_of_god_reads_the_third_sunday():
    plain = entry(day("2021-01-24", "ordinary_time_3_sunday", "x", rank="sunday", sunday_cycle="B"))
    titled = entry(day("2021-01-24", "sunday_of_the_word_of_god", "x", rank="sunday", sunday_cycle="B"))
    assert titled.masses == plain.masses


def test_weekday_of_ordinary_time_in_each_year():
    one = entry(day("2025-07-22", "ordinary_time_16_tuesday", "x", weekday_cycle="I"))
    two = entry(day("2026-07-21", "ordinary_time_16_tuesday", "x", weekday_cycle="II"))
    assert one.masses[0].readings[0].citation != two.masses[0].readings[0].citation
    assert one.masses[0].readings[-1].citation == two.masses[0].readings[-1].citation  # same gospel
    assert two.masses[0].number == "396"


def test_memorial_without_proper_readings_takes_the_weekday():
    memorial = day("2026-08-04", "john_mary_vianney_priest", "Saint John Vianney", rank="memorial",
                   temporal="ordinary_time_18_tuesday", weekday_cycle="II")
    found = entry(memorial)
    assert found.entry_key == "ordinary_time_18_tuesday"


def test_feast_without_an_entry_never_takes_the_weekday():
    martyrs = day("2026-05-04", "english_martyrs", "English Martyrs", rank="feast", temporal="easter_time_5_monday")
    assert entry(martyrs) is None


def test_supplemented_entries():
    all_souls = entry(day("2026-11-02", "commemoration_of_all_the_faithful_departed", "All Souls", rank="solemnity",
                          temporal="ordinary_time_31_monday"))
    assert all_souls.masses[0].number == "668"
    lateran = entry(day("2026-11-09", "dedication_of_the_lateran_basilica", "Lateran", rank="feast",
                        temporal="ordinary_time_32_monday"))
    assert [r.citation for r in lateran.masses[0].readings][-1] == "John 2:13-22"


def test_solemnity_on_a_lenten_weekday_reads_its_own():
    joseph = day("2026-03-19", "joseph_spouse_of_mary", "Joseph", rank="solemnity", temporal="lent_4_thursday")
    assert entry(joseph).masses[0].number == "543"


def test_year_specific_alternative_comes_first_in_its_year():
    year_a = entry(day("2025-12-01", "advent_1_monday", "x", sunday_cycle="A"))
    year_b = entry(day("2026-11-30", "advent_1_monday", "x", sunday_cycle="B"))
    assert year_a.masses[0].readings[0].citation == "Isa 4:2-6"
    assert year_b.masses[0].readings[0].citation == "Isa 2:1-5"
    assert year_a.masses[0].readings[0].alternatives[0].citation == "Isa 2:1-5"


def test_weekdays_after_epiphany_follow_the_date_when_epiphany_is_january_6():
    thursday = day("2026-01-08", "thursday_after_epiphany", "x", season="christmas")
    on_sixth = TABLE.readings_for(thursday, epiphany=datetime.date(2026, 1, 6))
    on_sunday = TABLE.readings_for(thursday, epiphany=datetime.date(2026, 1, 4))
    assert on_sixth.masses[0].number == "213"  # "Tuesday after Epiphany, or Jan. 8"
    assert on_sunday.masses[0].number == "215"


def test_christmas_has_four_masses_in_order():
    found = entry(day("2026-12-25", "nativity_of_the_lord", "Christmas", rank="solemnity", sunday_cycle="B"))
    assert [(m.name, m.number) for m in found.masses] == [
        ("Vigil Mass", "13"), ("Mass during the Night", "14"), ("Mass at Dawn", "15"), ("Mass during the Day", "16")]
    assert found.numbers == ("13", "14", "15", "16")


def test_easter_sunday_has_the_vigil_with_seven_readings():
    found = entry(day("2026-04-05", "easter_sunday", "Easter", rank="solemnity", sunday_cycle="A"))
    vigil, day_mass = found.masses
    assert vigil.name == "Easter Vigil in the Holy Night"
    assert [r.role for r in vigil.readings if r.role.startswith("reading_")] == [f"reading_{n}" for n in range(1, 8)]
    assert vigil.readings[-1].citation == "Matt 28:1-10"  # the Year A gospel
    assert day_mass.number == "42"


def test_holy_thursday_has_the_chrism_mass_then_the_lords_supper():
    found = entry(day("2026-04-02", "holy_thursday", "Holy Thursday", season="lent"))
    assert [m.number for m in found.masses] == ["260", "39"]


def test_holy_saturday_has_no_mass():
    assert entry(day("2026-04-04", "holy_saturday", "Holy Saturday", rank="triduum")) is None


def test_optional_memorials_do_not_change_the_readings():
    plain = entry(day("2026-07-21", "ordinary_time_16_tuesday", "x"))
    with_optional = entry(day("2026-07-21", "ordinary_time_16_tuesday", "x",
                              optional=(Celebration("lawrence_of_brindisi_priest", "x", "optional_memorial", "white"),)))
    assert plain == with_optional


def test_heading_names():
    found = entry(day("2026-04-05", "easter_sunday", "Easter", rank="solemnity"))
    headings = [r.heading for r in found.masses[0].readings]
    assert headings[:3] == ["First Reading", "Responsorial Psalm", "Second Reading"]
    assert "Epistle" in headings and headings[-1] == "Gospel"


@pytest.mark.parametrize("key", ["nativity_of_the_lord", "easter_sunday", "pentecost_sunday", "all_saints"])
def test_has(key):
    assert TABLE.has(key)


def test_memorial_with_proper_first_reading_keeps_the_weekday_gospel():
    timothy = day("2026-01-26", "timothy_of_ephesus_and_titus_of_crete_bishops", "Timothy and Titus",
                  rank="memorial", temporal="ordinary_time_3_monday", weekday_cycle="II")
    (mass,) = entry(timothy).masses
    assert mass.proper_roles == ("first_reading", "psalm")
    assert [r.citation for r in mass.readings] == [
        "2 Tim 1:1-8 or Titus 1:1-5", "Ps 96:1-2a, 2b-3, 7-8a, 10", "Mark 3:22-30"]
    assert (mass.number, mass.weekday_number) == (None, "317")
    assert entry(timothy).numbers == ("317",)


def test_memorial_with_a_proper_gospel_only():
    heart = day("2027-06-05", "immaculate_heart_of_mary", "Immaculate Heart", rank="memorial",
                temporal="ordinary_time_9_saturday", weekday_cycle="I")
    (mass,) = entry(heart).masses
    weekday = entry(day("2027-06-05", "ordinary_time_9_saturday", "x", weekday_cycle="I")).masses[0]
    assert mass.readings[0] == weekday.readings[0]
    assert mass.readings[-1].citation == "Luke 2:41-51"
