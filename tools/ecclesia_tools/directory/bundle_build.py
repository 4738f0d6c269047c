"""Build the directory area of the data bundle from the canonical source files.

Writes under ``<out_dir>/directory/``: for saints, persons, popes and dioceses a records
file plus a name index (see ``index.py``), ``saints.feasts.json`` (day -> saints) and the
statistics as one compact line per diocese (``diocese_statistics.jsonl`` with byte offsets
in ``diocese_statistics.offsets.json``). Diocese profiles get their ``recent_statistics``
and ``latest_financials`` here, so a lookup reads one line.
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from ecclesia.data.bundle import REPO_ROOT
from ecclesia.data.directory.index import IndexEntry, mark_known_words, write_index
from ecclesia.data.directory.models import (
    FINANCIAL_FIELDS,
    HEADLINE_METRICS,
    STATISTICS_METRICS,
    DioceseProfile,
)
from ecclesia.data.directory.normalize import to_roman
from ecclesia.data.directory.records import read_records

AREA = "directory"
DATASETS_DIR = REPO_ROOT / "datasets" / "directory"
RECENT_YEARS = 5
# One line per directory, quoted by not_found hints ("not among the 6,692 saint records held (...)").
SOURCES = {
    "saints": "Wikidata via wikidata-saints 2024-10, romcal calendars, curated names",
    "popes": "popet and the Wikipedia list of popes, through Leo XIV",
    "persons": "living cardinals from Wikidata 2025-04, offices as of 2026-01-30; no bishops yet",
    "dioceses": "Liturgical Calendar API Latin sees, religious-statistics North America, Ecclesia Atlas Brazil",
}
NO_STATISTICS_NOTE = (
    "No statistics have been imported for this jurisdiction: no openly licensed per-diocese source exists "
    "(operator import: python -m ecclesia_tools.directory.import_wikidata statistics); figures are absent, not zero."
)
NO_FINANCIALS_NOTE = "No financial report has been imported for this jurisdiction."


def build(out_dir: Path, source_dir: Path | None = None) -> dict[str, Any]:
    source = source_dir or DATASETS_DIR
    target = out_dir / AREA
    target.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    report: dict[str, Any] = {}

    saints = read_records(source, "saints")
    report["saints"] = write_index(target, "saints", (_saint_entry(r) for r in saints), SOURCES["saints"])
    _write_feasts(target, saints)

    popes = sorted(read_records(source, "popes"), key=lambda r: r["succession_number"])
    report["popes"] = write_index(target, "popes", (_pope_entry(r, len(popes)) for r in popes), SOURCES["popes"])

    persons = read_records(source, "persons")
    report["persons"] = write_index(target, "persons", (_person_entry(r) for r in persons), SOURCES["persons"],
                                    single_word_at_edges=False)

    statistics = defaultdict(list)
    for row in read_records(source, "diocese_statistics"):
        statistics[row.pop("source_code")].append(row)
    financials = defaultdict(list)
    for row in read_records(source, "diocese_financials"):
        financials[row.pop("source_code")].append(row)
    dioceses = read_records(source, "dioceses")
    known = {d["source_code"] for d in dioceses}
    orphans = sorted(set(statistics) - known) + sorted(set(financials) - known)
    if orphans:
        raise ValueError(f"statistics or financials for unknown source_code(s): {orphans[:10]}")
    report["dioceses"] = write_index(
        target,
        "dioceses",
        (_diocese_entry(d, statistics.get(d["source_code"], []), financials.get(d["source_code"], [])) for d in dioceses),
        SOURCES["dioceses"],
    )
    report["known_words"] = mark_known_words(target, ("saints", "popes", "persons", "dioceses"))
    report["diocese_statistics"] = _write_statistics(target, statistics)
    report["bytes"] = sum(p.stat().st_size for p in target.iterdir())
    report["build_seconds"] = round(time.perf_counter() - started, 3)
    (target / "MANIFEST.json").write_text(json.dumps(report, indent=1, sort_keys=True))
    return report


def _saint_entry(record: dict[str, Any]) -> IndexEntry:
    feast = record.get("feast_day") or {}
    if feast.get("calendar") == "general_roman":
        prior = 1.0
    elif feast:
        prior = 0.5
    else:
        prior = 0.2
    if record.get("canonical_status") == "saint":
        prior += 0.2
    names = [record["primary_name"], record["display_name"], *record["aliases"]]
    extra_ids = [record["wikidata_id"]] if record.get("wikidata_id") else []
    return IndexEntry(record["saint_id"], record["display_name"], names, record, prior / 1.2, extra_ids)


def _pope_entry(record: dict[str, Any], count: int) -> IndexEntry:
    names = [record["primary_name"], record["pope_title"]]
    if record["ordinal"]:
        # "Benedict 16" and "Benedict the Sixteenth" fold to the Roman form through normalise;
        # the explicit Roman form covers names whose records spell the number differently.
        names.append(f"{record['papal_name']} {to_roman(record['ordinal'])}")
    names += [n for n in (record["birth_name"],) if n]
    if record["latin_name"] and " " in record["latin_name"]:
        names.append(record["latin_name"])  # a bare "Ioannes" would make every "John" query exact
    names += record["aliases"]
    # Recent popes first ("Benedict" most often means Benedict XVI), canonized popes next.
    prior = 0.7 * record["succession_number"] / max(count, 1)
    if record["canonization_status"] == "saint":
        prior += 0.3
    birth_names = [n for n in (record["birth_name"],) if n]
    return IndexEntry(record["pope_id"], record["pope_title"], names, record, prior, surname_only=birth_names)


def _person_entry(record: dict[str, Any]) -> IndexEntry:
    prior = 0.6 if record["source_table"] == "cd_persons" else 0.3
    if record.get("cardinal_elevation_date"):
        prior += 0.4
    display = f"{record['rank']} {record['primary_name']}" if record.get("rank") else record["primary_name"]
    names = [record["primary_name"], display, *record["aliases"]]
    return IndexEntry(record["person_id"], display, names, record, prior)


def _diocese_entry(record: dict[str, Any], rows: list[dict], money: list[dict]) -> IndexEntry:
    rows = sorted(rows, key=lambda r: r["year"], reverse=True)
    recent = [{"year": r["year"], **{m: r.get(m) for m in HEADLINE_METRICS}} for r in rows[:RECENT_YEARS]]
    latest = max(money, key=lambda r: r["fiscal_year"]) if money else None
    notes = []
    if not recent:
        notes.append(NO_STATISTICS_NOTE)
    if latest is None:
        notes.append(NO_FINANCIALS_NOTE)
    profile = DioceseProfile.model_validate(
        {
            **record,
            "recent_statistics": recent,
            "latest_financials": (
                {"fiscal_year": latest["fiscal_year"], "currency": latest["currency"], **{f: latest.get(f) for f in FINANCIAL_FIELDS}}
                if latest
                else None
            ),
            "notes": notes,
        }
    ).model_dump(mode="json", exclude={"alternates"})
    names = [record["primary_name"], *record["aliases"]]
    if record.get("city"):
        names.append(record["city"])
    # An archdiocese ahead of a suffragan of the same name, a Latin see ahead of an eparchy
    # named after the same city ("Los Angeles"); the gaps exceed the lookup's prominence gap.
    kind = (record.get("jurisdiction_type") or "").lower()
    prior = 0.7 if "arch" in kind and record.get("rite") == "Latin" else 0.45 if record.get("rite") == "Latin" else 0.2
    extra_ids = [i for i in (record.get("litcal_id"), record.get("catholic_hierarchy_id"), record.get("gcatholic_id"),
                             record.get("wikidata_id")) if i and i != record["source_code"]]
    # Alternates show the country: "Bathurst (Australia)" and "Bathurst (Canada)" are two sees.
    display = f"{record['primary_name']} ({record['country']})" if record.get("country") else record["primary_name"]
    return IndexEntry(record["source_code"], display, names, profile, prior, extra_ids)


def _write_feasts(target: Path, saints: list[dict[str, Any]]) -> None:
    by_day: dict[str, list[str]] = defaultdict(list)
    for record in saints:
        days = [record["feast_day"]] if record.get("feast_day") else []
        days += record.get("other_feast_days") or []
        seen = set()
        for feast in days:
            key = f"{feast['month']:02d}-{feast['day']:02d}"
            if key not in seen:
                seen.add(key)
                by_day[key].append(record["saint_id"])
    (target / "saints.feasts.json").write_text(json.dumps(by_day, separators=(",", ":"), sort_keys=True))


def _write_statistics(target: Path, statistics: dict[str, list[dict]]) -> dict[str, int]:
    """One line per diocese: ``[[year, metric...], ...]`` in ``STATISTICS_METRICS`` order."""
    offsets: dict[str, list[int]] = {}
    position = 0
    rows_written = 0
    with (target / "diocese_statistics.jsonl").open("wb") as handle:
        for code in sorted(statistics):
            rows = sorted(statistics[code], key=lambda r: r["year"])
            line = json.dumps([[r["year"], *(r.get(m) for m in STATISTICS_METRICS)] for r in rows], separators=(",", ":")).encode() + b"\n"
            handle.write(line)
            offsets[code] = [position, position + len(line)]
            position += len(line)
            rows_written += len(rows)
    (target / "diocese_statistics.offsets.json").write_text(
        json.dumps({"columns": ["year", *STATISTICS_METRICS], "offsets": offsets}, separators=(",", ":"))
    )
    return {"dioceses": len(offsets), "rows": rows_written}
