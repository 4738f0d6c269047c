"""COVERAGE.md is generated: the committed file must match what the script writes now."""

import importlib.util
from pathlib import Path

DATASET = Path(__file__).resolve().parents[2] / "datasets" / "lectionary"


def load_tool(name):
    spec = importlib.util.spec_from_file_location(name, DATASET.parents[1] / "tools" / "compile" / "lectionary" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_coverage_report_is_current():
    coverage = load_tool("coverage")
    assert (DATASET / "COVERAGE.md").read_text(encoding="utf-8") == coverage.report()


def test_coverage_counts_a_missing_entry():
    coverage = load_tool("coverage")
    entries = {"all_saints": {"masses": {"Mass": {"*": {"readings": [{"role": "gospel"}]}}}}}
    assert coverage.filled(entries, ("all_saints", "Mass", "*"))
    assert not coverage.filled(entries, ("dedication_of_the_lateran_basilica", "Mass", "*"))
    assert not coverage.filled({"x": {"masses": {"Mass": {"*": {"readings": [{"role": "psalm"}]}}}}}, ("x", "Mass", "*"))


def test_compiler_assigns_roles_by_section():
    compile_tool = load_tool("compile_lectionary")
    rows = [
        ["OT", "Isa 2:1-5", "1-A", "1st Sunday of Advent", "1", "A"],
        ["PS", "Ps 122:1-2", "1-A", "1st Sunday of Advent", "1", "A"],
        ["NT", "Rom 13:11-14", "1-A", "1st Sunday of Advent", "1", "A"],
        ["G", "Matt 24:37-44", "1-A", "1st Sunday of Advent", "1", "A"],
        ["NT", "2 Sam 7:4-5a, 12-14a, 16", "1+2", "Joseph, Husband of Mary", "543", "1+2"],
        ["OT", "Rom 4:13, 16-18, 22", "1+2", "Joseph, Husband of Mary", "543", "1+2"],
        ["G", "Matt 1:16, 18-21, 24a", "1+2", "Joseph, Husband of Mary", "543", "1+2"],
        ["PS", "Ps 20:8, 9, 10, 15", "1+2", "Lent, Week 1, Mon", "224", "1+2"],
    ]
    entries = compile_tool.compile_rows(rows)
    sunday = entries["advent_1_sunday"]["masses"]["Mass"]["A"]
    assert [(r["role"], r["citation"]) for r in sunday["readings"]] == [
        ("first_reading", "Isa 2:1-5"), ("psalm", "Ps 122:1-2"), ("second_reading", "Rom 13:11-14"),
        ("gospel", "Matt 24:37-44")]
    joseph = entries["joseph_spouse_of_mary"]["masses"]["Mass"]["*"]
    assert joseph["readings"][0] == {"role": "first_reading", "citation": "2 Sam 7:4-5a, 12-14a, 16",
                                     "alternatives": [], "note": None}
    assert entries["lent_1_monday"]["masses"]["Mass"]["*"]["readings"][0]["citation"] == "Ps 19:8, 9, 10, 15"
