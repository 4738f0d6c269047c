"""Importers on recorded sample inputs (no network) and the statistics time series."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from ecclesia.data.bundle import REPO_ROOT
from ecclesia_tools.directory import bundle_build, import_files, import_wikidata
from ecclesia.data.directory.records import read_records
from ecclesia.data.directory.store import BundleDirectoryStore, set_store
from ecclesia.skills import get_skill
from ecclesia.skills.base import SkillInputError, SkillRequest

SAMPLES = REPO_ROOT / "datasets" / "directory" / "samples"


def replaying(name_by_keyword: dict[str, str]) -> httpx.Client:
    """A client whose transport answers each SPARQL query with a recorded response."""

    def handler(request: httpx.Request) -> httpx.Response:
        query = request.url.params["query"]
        assert "LIMIT" in query and request.headers["User-Agent"].startswith("ecclesia")
        for keyword, file_name in name_by_keyword.items():
            if keyword in query:
                return httpx.Response(200, json=json.loads((SAMPLES / file_name).read_text()))
        return httpx.Response(400)

    return httpx.Client(transport=httpx.MockTransport(handler))


@pytest.fixture()
def imported(tmp_path) -> Path:
    client = replaying({"P1047": "wikidata_persons.json", "P2124": "wikidata_statistics.json", "P1866": "wikidata_dioceses.json"})
    reports = {target: import_wikidata.run(target, tmp_path, client) for target in ("persons", "dioceses", "statistics")}
    reports["csv"] = import_files.run("diocese_statistics", [SAMPLES / "diocese_statistics_sample.csv"], tmp_path)
    reports["money"] = import_files.run("diocese_financials", [SAMPLES / "diocese_financials_sample.csv"], tmp_path)
    tmp_path.joinpath("reports.txt").write_text("\n".join(r.render() for r in reports.values()))
    return tmp_path


def test_wikidata_import_accepts_valid_rows_and_reports_rejects(imported):
    persons = {p["person_id"]: p for p in read_records(imported, "persons")}
    assert set(persons) == {"bsalpha", "bsbeta"}
    assert persons["bsalpha"]["rank"] == "Cardinal" and persons["bsalpha"]["episcopal_lineage"]["principal_consecrator"] == "Sample Consecrator"
    assert persons["bsbeta"]["source_table"] == "cd_persons_historical"
    dioceses = read_records(imported, "dioceses")
    assert [d["source_code"] for d in dioceses] == ["dtest"] and dioceses[0]["area"] == 1234.5
    report = imported.joinpath("reports.txt").read_text()
    assert "persons: 2 accepted, 1 rejected" in report and "primary_name" in report
    assert "dioceses: 1 accepted, 1 rejected" in report and "unreadable binding" in report


def test_csv_import_validates_rows_and_keeps_latest_wikidata_count(imported):
    rows = {r["year"]: r for r in read_records(imported, "diocese_statistics")}
    assert rows[2020]["catholics"] == 1150  # two 2020 counts on Wikidata: the later one
    assert rows[2018]["total_priests"] == 12 and rows[2019]["total_priests"] is None  # empty cell = unknown
    report = imported.joinpath("reports.txt").read_text()
    assert "diocese_statistics: 2 accepted, 3 rejected" in report
    assert "duplicate key" in report and "year" in report and "source_code" in report


def test_reimport_replaces_instead_of_duplicating(imported):
    client = replaying({"P1866": "wikidata_dioceses.json"})
    import_wikidata.run("dioceses", imported, client)
    assert len(read_records(imported, "dioceses")) == 1


@pytest.fixture()
def imported_bundle(imported, tmp_path_factory):
    out = tmp_path_factory.mktemp("imported-bundle")
    bundle_build.build(out, imported)
    set_store(BundleDirectoryStore(out / "directory"))
    yield
    set_store(None)


def series(**data):
    return get_skill("diocese_statistics_lookup").run(SkillRequest(text=None, data=data)).parts[0].data


def test_statistics_honour_the_inclusive_year_range(imported_bundle):
    full = series(source_code="dtest")
    assert [r["year"] for r in full["rows"]] == [2018, 2019, 2020]
    assert full["year_range"] == {"start": 2018, "end": 2020} and len(full["rows"][0]) == 20
    ranged = series(query="Sample Archdiocese of Testville", start_year=2019, end_year=2020)
    assert [r["year"] for r in ranged["rows"]] == [2019, 2020] and ranged["year_range"] == {"start": 2019, "end": 2020}
    empty = series(source_code="dtest", start_year=1990, end_year=1995)
    assert empty["rows"] == [] and empty["note"].startswith("No statistics are on record")
    for answer in (full, ranged, empty):  # every answer says no open source exists and names the importer
        assert "No openly licensed source" in answer["note"] and "import_wikidata statistics" in answer["note"]


def test_diocese_profile_carries_recent_statistics_and_latest_financials(imported_bundle):
    profile = get_skill("diocese_lookup").run(SkillRequest(text="Testville", data={})).parts[0].data
    assert [r["year"] for r in profile["recent_statistics"]] == [2020, 2019, 2018]
    assert set(profile["recent_statistics"][0]) == {"year", "catholics", "total_population", "percent_catholic", "total_priests", "parishes", "baptisms", "seminarians"}
    assert profile["latest_financials"] == {
        "fiscal_year": 2023, "currency": "USD", "total_revenue": 1100000.0, "total_expenses": 1150000.0,
        "net_assets": 4950000.0, "total_assets": 6100000.0, "surplus_deficit": -50000.0,
    }
    assert profile["notes"] == []


def test_financials_with_a_bad_currency_are_rejected(imported):
    report = imported.joinpath("reports.txt").read_text()
    assert "diocese_financials: 2 accepted, 1 rejected" in report and "currency" in report


def test_inverted_year_range_is_invalid_params(imported_bundle):
    with pytest.raises(SkillInputError, match="start_year"):
        series(source_code="dtest", start_year=2024, end_year=2010)
    with pytest.raises(SkillInputError, match="data.end_year"):
        series(source_code="dtest", end_year="soon")


def test_csv_with_an_unknown_column_rejects_the_rows(tmp_path):
    source = tmp_path / "bad.csv"
    source.write_text("source_code,year,catholcs\ndtest,2020,5\n")
    report = import_files.run("diocese_statistics", [source], tmp_path / "out")
    assert report.accepted["diocese_statistics"] == 0 and report.rejected["diocese_statistics"] == 1
    assert "catholcs" in report.render()
