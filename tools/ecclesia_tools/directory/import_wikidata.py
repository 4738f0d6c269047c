"""Import clergy and dioceses from Wikidata (CC0) through its SPARQL endpoint.

    python -m ecclesia_tools.directory.import_wikidata persons|dioceses|statistics [--into DIR] [--limit N]

Persons are people with a Catholic-Hierarchy person id (P1047); dioceses are items with a
Catholic-Hierarchy diocese id (P1866); statistics are dioceses' member counts (P2124) per
point in time. The Catholic-Hierarchy id becomes the canonical id (``person_id`` /
``source_code``), so records line up with that directory. Pages are fetched with
LIMIT/OFFSET; every binding is validated, accepted rows are merged into ``DIR``, and the
run ends with the accepted/rejected report. Rebuild the bundle afterwards.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx

from ecclesia_tools.directory.import_files import import_rows
from ecclesia_tools.directory.progress import ImportReport
from ecclesia.data.directory.records import merge_records

ENDPOINT = "https://query.wikidata.org/sparql"
USER_AGENT = "ecclesia-directory-importer/1.0 (operator-run; contact via project maintainers)"
PAGE_SIZE = 5000

PERSONS_QUERY = """
SELECT ?item ?itemLabel ?ch ?birth ?birthPlaceLabel ?death ?deathPlaceLabel ?image ?coatOfArms ?motto
       (MIN(?cardinalStart) AS ?cardinal) (SAMPLE(?consecratorLabel) AS ?consecrator) WHERE {
  ?item wdt:P1047 ?ch .
  OPTIONAL { ?item wdt:P569 ?birth . }
  OPTIONAL { ?item wdt:P19 ?birthPlace . }
  OPTIONAL { ?item wdt:P570 ?death . }
  OPTIONAL { ?item wdt:P20 ?deathPlace . }
  OPTIONAL { ?item wdt:P18 ?image . }
  OPTIONAL { ?item wdt:P94 ?coatOfArms . }
  OPTIONAL { ?item wdt:P1451 ?motto . }
  OPTIONAL { ?item p:P39 ?held . ?held ps:P39/wdt:P279* wd:Q45722 . OPTIONAL { ?held pq:P580 ?cardinalStart . } }
  OPTIONAL { ?item wdt:P1598 ?consecratorItem . ?consecratorItem rdfs:label ?consecratorLabel . FILTER(LANG(?consecratorLabel) = "en") }
  SERVICE wikibase:label { bd:serviceParam wikibase:language "en,it,es,fr,de". }
}
GROUP BY ?item ?itemLabel ?ch ?birth ?birthPlaceLabel ?death ?deathPlaceLabel ?image ?coatOfArms ?motto
ORDER BY ?ch
"""

DIOCESES_QUERY = """
SELECT ?item ?itemLabel ?ch ?typeLabel ?countryLabel ?placeLabel ?inception ?website ?image ?area ?patronLabel WHERE {
  ?item wdt:P1866 ?ch .
  OPTIONAL { ?item wdt:P31 ?type . }
  OPTIONAL { ?item wdt:P17 ?country . }
  OPTIONAL { ?item wdt:P131 ?place . }
  OPTIONAL { ?item wdt:P571 ?inception . }
  OPTIONAL { ?item wdt:P856 ?website . }
  OPTIONAL { ?item wdt:P18 ?image . }
  OPTIONAL { ?item wdt:P2046 ?area . }
  OPTIONAL { ?item wdt:P417 ?patron . }
  SERVICE wikibase:label { bd:serviceParam wikibase:language "en,it,es,fr,de". }
}
ORDER BY ?ch
"""

STATISTICS_QUERY = """
SELECT ?ch ?members ?when WHERE {
  ?item wdt:P1866 ?ch ; p:P2124 ?statement .
  ?statement ps:P2124 ?members ; pq:P585 ?when .
}
ORDER BY ?ch ?when
"""


def fetch_bindings(client: httpx.Client, query: str, limit: int | None = None) -> Iterator[dict[str, Any]]:
    """Every result row of ``query``, page by page."""
    offset = 0
    while True:
        page_size = PAGE_SIZE if limit is None else min(PAGE_SIZE, limit - offset)
        if page_size <= 0:
            return
        response = client.get(
            ENDPOINT,
            params={"query": f"{query}\nLIMIT {page_size} OFFSET {offset}", "format": "json"},
            headers={"Accept": "application/sparql-results+json", "User-Agent": USER_AGENT},
            timeout=120.0,
        )
        response.raise_for_status()
        rows = response.json()["results"]["bindings"]
        yield from rows
        if len(rows) < page_size:
            return
        offset += page_size


def _value(binding: dict[str, Any], name: str) -> str | None:
    cell = binding.get(name)
    return cell.get("value") if cell else None


def _date(value: str | None) -> str | None:
    """Wikidata's "1957-06-21T00:00:00Z" -> "1957-06-21" (January 1 of a year-precision date stays)."""
    return value[:10] if value else None


def _qid(value: str | None) -> str | None:
    return value.rsplit("/", 1)[-1] if value else None


def person_record(binding: dict[str, Any]) -> dict[str, Any]:
    name = _value(binding, "itemLabel")
    death = _date(_value(binding, "death"))
    cardinal = _date(_value(binding, "cardinal"))
    consecrator = _value(binding, "consecrator")
    return {
        "person_id": _value(binding, "ch"),
        "source_table": "cd_persons_historical" if death else "cd_persons",
        "primary_name": name,
        "rank": "Cardinal" if cardinal else None,
        "image_url": _value(binding, "image"),
        "coat_of_arms_url": _value(binding, "coatOfArms"),
        "birth": {"date": _date(_value(binding, "birth")), "place": _value(binding, "birthPlaceLabel")},
        "death": {"date": death, "place": _value(binding, "deathPlaceLabel")},
        "cardinal_elevation_date": cardinal,
        "episcopal_lineage": {"principal_consecrator": consecrator} if consecrator else None,
        "motto": _value(binding, "motto"),
        "catholic_hierarchy_id": _value(binding, "ch"),
        "wikidata_id": _qid(_value(binding, "item")),
        "sources": ["Wikidata (CC0)"],
    }


def diocese_record(binding: dict[str, Any]) -> dict[str, Any]:
    area = _value(binding, "area")
    return {
        "source_code": _value(binding, "ch"),
        "primary_name": _value(binding, "itemLabel"),
        "jurisdiction_type": _value(binding, "typeLabel"),
        "country": _value(binding, "countryLabel"),
        "city": _value(binding, "placeLabel"),
        "erected": _date(_value(binding, "inception")),
        "official_website": _value(binding, "website"),
        "image_url": _value(binding, "image"),
        "area": float(area) if area else None,
        "patron_saint": _value(binding, "patronLabel"),
        "catholic_hierarchy_id": _value(binding, "ch"),
        "wikidata_id": _qid(_value(binding, "item")),
        "sources": ["Wikidata (CC0)"],
    }


def statistics_record(binding: dict[str, Any]) -> dict[str, Any]:
    when = _value(binding, "when")
    members = _value(binding, "members")
    return {
        "source_code": _value(binding, "ch"),
        "year": int(when[:4]) if when else None,
        "catholics": int(float(members)) if members else None,
    }


TARGETS: dict[str, tuple[str, str, Callable[[dict[str, Any]], dict[str, Any]]]] = {
    "persons": ("persons", PERSONS_QUERY, person_record),
    "dioceses": ("dioceses", DIOCESES_QUERY, diocese_record),
    "statistics": ("diocese_statistics", STATISTICS_QUERY, statistics_record),
}


def run(target: str, into: Path, client: httpx.Client, limit: int | None = None) -> ImportReport:
    kind, query, to_record = TARGETS[target]
    report = ImportReport()

    def rows() -> Iterator[tuple[str, dict | None, str | None]]:
        for number, binding in enumerate(fetch_bindings(client, query, limit), start=1):
            where = f"{target} row {number} ({_qid(_value(binding, 'item')) or _value(binding, 'ch')})"
            try:
                yield where, to_record(binding), None
            except (ValueError, TypeError) as exc:
                yield where, None, f"unreadable binding ({exc})"

    # Wikidata may hold several member counts in one year; rows come ordered by date, so the
    # latest count of a year replaces earlier ones instead of being rejected as a duplicate.
    accepted = import_rows(kind, rows(), report, total=None, later_duplicates_win=target == "statistics")
    if accepted:
        merged = merge_records(into, kind, accepted)
        print(f"{kind}: {merged['added']} added, {merged['replaced']} replaced, {merged['total']} in {into}", file=sys.stderr)
    return report


def main(argv: list[str] | None = None) -> int:
    from ecclesia_tools.directory.bundle_build import DATASETS_DIR

    parser = argparse.ArgumentParser(description="Import directory records from Wikidata (CC0).")
    parser.add_argument("target", choices=sorted(TARGETS))
    parser.add_argument("--into", type=Path, default=DATASETS_DIR)
    parser.add_argument("--limit", type=int, default=None, help="stop after this many rows (for a trial run)")
    args = parser.parse_args(argv)
    with httpx.Client() as client:
        report = run(args.target, args.into, client, args.limit)
    print(report.render(), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
