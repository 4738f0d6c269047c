"""The martyrology importer, the composed default entry, and saints_of_the_day."""

import datetime
import json
import shutil
from pathlib import Path

import pytest

from ecclesia.data.martyrology import compose_entry, store
from ecclesia_tools.martyrology.importer import LayoutError, import_edition, main, read_edition
from ecclesia.skills import get_skill
from ecclesia.skills.base import SkillInputError, SkillRequest
from tests.readings.doubles import FakeCalendar

SAMPLE = Path(__file__).resolve().parents[2] / "datasets" / "martyrology" / "sample" / "synthetic_edition"
skill = get_skill("saints_of_the_day")


def test_reads_aligned_and_unaligned_days_and_skips_other_files():
    days = read_edition(SAMPLE)
    assert list(days) == ["03-19", "03-20", "12-25"]
    assert days["03-19"]["elogia"][0]["ref"] == "mr:0319-sample-a"
    assert days["03-19"]["closing"] == "Synthetic closing formula."
    assert days["03-20"]["elogia"] == [{"ref": None, "text": "Synthetic sample elogium in an unaligned edition (an array)."}]


def test_import_writes_the_bundle_file(tmp_path):
    report = import_edition(SAMPLE, tmp_path, "Synthetic edition")
    assert report["days"] == 3 and report["elogia"] == 4
    written = json.loads((tmp_path / "martyrology" / "martyrology.json").read_text())
    assert written["edition"] == "synthetic_edition" and written["title"] == "Synthetic edition"


def test_command_line_reports_errors(tmp_path, capsys):
    assert main([str(tmp_path / "absent"), "--out", str(tmp_path)]) == 2
    assert "not a folder" in capsys.readouterr().err
    assert main([str(SAMPLE), "--out", str(tmp_path)]) == 0


@pytest.mark.parametrize(
    "content, problem",
    [
        ('{"31": {"titulus": "x", "elogia": ["y"]}}', "'31' is not a day of month 2"),
        ('{"3": {"elogia": ["y"]}}', "titulus must be a non-empty string"),
        ('{"3": {"titulus": "x", "elogia": "y"}}', "elogia must be an object"),
        ('{"3": {"titulus": "x", "elogia": [""]}}', "elogium 1 must be a non-empty string"),
        ('{"3": ', "not valid JSON"),
    ],
)
def test_layout_errors_name_the_file_and_day(tmp_path, content, problem):
    (tmp_path / "02.json").write_text(content)
    with pytest.raises(LayoutError, match=problem):
        read_edition(tmp_path)


def test_a_folder_without_month_files_is_refused(tmp_path):
    with pytest.raises(LayoutError, match="no month files"):
        read_edition(tmp_path)


def test_february_29_is_a_valid_day(tmp_path):
    (tmp_path / "02.json").write_text('{"29": {"titulus": "x", "elogia": ["y"]}}')
    assert list(read_edition(tmp_path)) == ["02-29"]


@pytest.fixture
def calendar(monkeypatch):
    return FakeCalendar().install(monkeypatch)


@pytest.fixture
def no_import(monkeypatch):
    monkeypatch.setattr(store, "imported", lambda: None)


@pytest.fixture
def with_import(monkeypatch, tmp_path):
    edition = tmp_path / "synthetic_edition"
    shutil.copytree(SAMPLE, edition)
    import_edition(edition, tmp_path, "Synthetic edition")
    loaded = store.ImportedMartyrology.load(tmp_path / "martyrology" / "martyrology.json")
    monkeypatch.setattr(store, "imported", lambda: loaded)


def saints(on_day):
    return lambda month, day_: on_day.get((month, day_), [])


def test_composed_entry_lists_calendar_and_directory_saints(calendar):
    directory = saints({(7, 21): [{"primary_name": "Lawrence of Brindisi", "saint_id": "x"},
                                  {"primary_name": "Arbogast of Strasbourg", "saint_id": "arbogast",
                                   "canonical_status": "saint", "death": {"date": "0678"}}]})
    entry = compose_entry(datetime.date(2026, 7, 21), "general", directory, lambda day: [])
    assert entry.composed
    assert [e.text for e in entry.elogia] == [
        "Saint Lawrence of Brindisi (optional memorial)",  # the directory's duplicate is left out
        "Arbogast of Strasbourg (saint, died 678)",
    ]
    assert "the full Roman Martyrology text is not loaded" in entry.source


def test_composed_entry_is_none_without_facts(calendar):
    assert compose_entry(datetime.date(2026, 2, 17), "general", saints({}), lambda day: []) is None


def test_skill_reads_the_imported_edition(calendar, with_import):
    (part,) = skill.run(SkillRequest(text=None, data={"date": "2026-03-19"})).parts
    lines = part.text.splitlines()
    assert lines[:2] == ["Roman Martyrology for Thursday, March 19, 2026", "The Nineteenth Day of March"]
    assert "Synthetic sample elogium B for the nineteenth of March." in lines
    assert lines[-3:] == ["Synthetic closing formula.", "", "Source: Synthetic edition"]


def test_skill_composes_when_the_edition_lacks_the_day(calendar, with_import, monkeypatch):
    import ecclesia.data.martyrology.compose as compose

    monkeypatch.setattr(compose, "_directory_saints", lambda day, source: [])
    (part,) = skill.run(SkillRequest(text=None, data={"date": "2026-07-21"})).parts
    assert "Celebrated in the liturgy on this day:" in part.text
    assert "- Saint Lawrence of Brindisi (optional memorial)" in part.text
    assert "Composed from facts (the General Roman Calendar" in part.text


def test_skill_without_data_gives_the_contract_text(calendar, no_import, monkeypatch):
    import ecclesia.data.martyrology.compose as compose

    monkeypatch.setattr(compose, "_directory_saints", lambda day, source: [])
    monkeypatch.setattr(compose, "_martyrology_facts", lambda day, source: [])
    (part,) = skill.run(SkillRequest(text=None, data={"date": "2026-02-17"})).parts
    assert part.text == "No martyrology data found."


def test_skill_text_part_is_a_date_query(calendar, with_import):
    (part,) = skill.run(SkillRequest(text="Christmas 2026", data={})).parts
    assert "Synthetic sample elogium for the twenty-fifth of December." in part.text


@pytest.mark.parametrize("value, message", [
    ("19/03/2026", "data.date: expected YYYY-MM-DD, got '19/03/2026'"),
    ("today", "data.date: expected YYYY-MM-DD, got 'today'"),
    ("2026-13-01", "data.date: '2026-13-01' is not a calendar date"),
    (19, "data.date: expected a date string"),
])
def test_malformed_data_date_is_rejected(calendar, value, message):
    with pytest.raises(SkillInputError, match=message):
        skill.run(SkillRequest(text=None, data={"date": value}))


def test_unresolvable_text_is_rejected(calendar):
    with pytest.raises(SkillInputError, match="message.parts: could not understand the date 'blue'"):
        skill.run(SkillRequest(text="blue", data={}))


def test_spec_matches_the_contract():
    assert skill.SPEC.id == "saints_of_the_day"
    assert skill.SPEC.artifact_name == "martyrology"


def test_out_of_the_box_entry_lists_the_martyrologys_commemorations_in_order(calendar, no_import):
    """The shipped facts table (1914 edition): names, ranks, roles and places, never its text."""
    (part,) = skill.run(SkillRequest(text=None, data={"date": "2026-02-01"})).parts
    lines = part.text.splitlines()
    heading = lines.index("Commemorated in the Roman Martyrology on this day, in its order (facts only):")
    assert lines[heading + 1: heading + 3] == ["- Saint Ignatius, bishop and martyr", "- Saint Pionius, priest and martyr (Smyrna)"]
    assert "Composed from facts" in part.text and "1914 edition" in part.text
    assert "lacerated" not in part.text  # no elogium prose


def test_leap_year_shift_follows_the_1914_rubric():
    from ecclesia.data.martyrology.facts import announced

    table = {"02-23": [{"kind": "observance", "name": "Vigil of the apostle St Matthias"}, {"kind": "person", "name": "A"}],
             "02-24": [{"kind": "person", "name": "Matthias"}], "02-25": [{"kind": "person", "name": "C"}],
             "02-28": [{"kind": "person", "name": "Z"}]}
    names = lambda year, day: [e["name"] for e in announced(table, datetime.date(year, 2, day))]  # noqa: E731
    assert names(2026, 23) == ["Vigil of the apostle St Matthias", "A"]  # common year: as printed
    assert names(2026, 24) == ["Matthias"]
    assert names(2028, 23) == ["A"]  # leap year: the vigil moves to the 24th...
    assert names(2028, 24) == ["Vigil of the apostle St Matthias", "Commemoration of many holy martyrs, confessors and virgins"]
    assert names(2028, 25) == ["Matthias"]  # ...and each printed day is announced one day later
    assert names(2028, 29) == ["Z"]


def test_facts_link_only_to_saints_the_directory_holds():
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "datasets"
    held = {json.loads(line)["saint_id"] for line in (root / "directory" / "saints.jsonl").read_text().splitlines()}
    days = [json.loads(line) for line in (root / "martyrology" / "facts.jsonl").read_text().splitlines()]
    assert len(days) == 365  # 29 February is announced from the 28th's entries (rubric)
    linked = [e["saint_id"] for d in days for e in d["entries"] if "saint_id" in e]
    assert linked and set(linked) <= held
