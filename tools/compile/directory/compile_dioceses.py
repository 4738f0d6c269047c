"""Compile datasets/directory/dioceses.jsonl from three open sources and the curated starter set.

Inputs (fetched, not committed; see ../../../datasets/directory/PROVENANCE.md):

- ``--world``: ``jsondata/world_dioceses.json`` of Liturgical-Calendar/LiturgicalCalendarAPI
  (Apache-2.0): 2,935 Latin-rite sees in 203 countries, each with an id and a name;
- ``--north-america``: ``catholics-dioceses/catholic-dioceses.csv`` of
  religious-ecologies/religious-statistics (MIT): sees of the US, Canada and Mexico with the
  dates erected and made metropolitan, the rite and the see city's coordinates;
- ``--brazil``: the folder ``data/circunscricoes`` of gustavofsousa/ecclesia-atlas at commit
  3c73f13 (data CC BY 4.0): 266 Brazilian jurisdictions with type, ecclesiastical province,
  date erected, website, GCatholic and Wikidata ids;
- ``sources/dioceses_starter.jsonl`` (curated, already in the repository).

``source_code`` scheme (stable, documented in PROVENANCE.md):

- a see in the Liturgical Calendar API list keeps that list's id: ``<six letters>_<iso2>``
  (``boston_us``, ``saopau_br``);
- the ten starter sees keep the codes they shipped with (``dmaml`` for Manila...) and answer
  to their list id as well;
- a see the list lacks (Eastern-rite eparchies of North America) gets
  ``<city slug>-<rite slug>_<iso2>`` (``passaic-byzantine_us``), with ``-<year erected>`` before
  the country when one city has two eparchies of one rite; the hyphen never occurs in the
  list's six-letter ids.

  .venv/bin/python tools/compile/directory/compile_dioceses.py --world W.json \\
      --north-america C.csv --brazil ATLAS_DIR
"""

from __future__ import annotations

import argparse
import csv
import datetime
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT / "functions" / "a2a"))

from ecclesia.data.directory.normalize import analyse, slugify  # noqa: E402

DATASET = ROOT / "datasets" / "directory"
OUT = DATASET / "dioceses.jsonl"
STARTER = DATASET / "sources" / "dioceses_starter.jsonl"
WORLD_SOURCE = "Liturgical Calendar API world_dioceses.json (Apache-2.0), 2024-11-27"
NA_SOURCE = "religious-ecologies/religious-statistics catholic-dioceses.csv (MIT), 2016"
BRAZIL_SOURCE = "Ecclesia Atlas 3c73f13 (CC BY 4.0), from Wikidata 2026-08-18"
NA_SNAPSHOT_YEAR = 2016  # the CSV's last commit: a later date is an error in the file

# Name prefixes that carry the jurisdiction type: (pattern, type, English prefix).
TYPE_PREFIXES = (
    (r"^(Metropolitan )?Archdiocese of ", "archdiocese", "Archdiocese of"),
    (r"^Diocese of ", "diocese", "Diocese of"),
    (r"^Arcidiocesi di ", "archdiocese", "Archdiocese of"),
    (r"^Diocesi di ", "diocese", "Diocese of"),
    (r"^Sede suburbicaria di ", "suburbicarian see", "Suburbicarian See of"),
    (r"^Abbazia territoriale di ", "territorial abbey", "Territorial Abbey of"),
    (r"^Prelatura territoriale di ", "territorial prelature", "Territorial Prelature of"),
    (r"^Archdiocese for ", "archdiocese", None),
)
ATLAS_TYPES = {
    "arquidiocese": ("archdiocese", "Archdiocese of"),
    "diocese": ("diocese", "Diocese of"),
    "prelazia_territorial": ("territorial prelature", "Territorial Prelature of"),
    "ordinariado_militar": ("military ordinariate", None),
    "eparquia": ("eparchy", "Eparchy of"),
    "exarcado": ("exarchate", None),
}
LOCAL_TYPE = {  # how users write the type in the see's language, for aliases
    "br": {"archdiocese": "Arquidiocese de", "diocese": "Diocese de"},
    "pt": {"archdiocese": "Arquidiocese de", "diocese": "Diocese de"},
    "fr": {"archdiocese": "Archidiocèse de", "diocese": "Diocèse de"},
    "de": {"archdiocese": "Erzbistum", "diocese": "Bistum"},
    "at": {"archdiocese": "Erzdiözese", "diocese": "Diözese"},
    "es": {"archdiocese": "Archidiócesis de", "diocese": "Diócesis de"},
    "mx": {"archdiocese": "Arquidiócesis de", "diocese": "Diócesis de"},
    "pl": {"archdiocese": "Archidiecezja", "diocese": "Diecezja"},
}
CANADA = {"Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland", "Newfoundland and Labrador",
          "Nova Scotia", "Ontario", "Prince Edward Island", "Quebec", "Saskatchewan", "Northwest Territories",
          "Yukon", "Nunavut", "Labrador", "Québec", "Canada"}
MEXICO = {"Aguascalientes", "Baja California", "Baja California Sur", "Campeche", "Chiapas", "Chihuahua",
          "Coahuila", "Colima", "Distrito Federal", "Durango", "Guanajuato", "Guerrero", "Hidalgo", "Jalisco",
          "México", "Mexico", "Michoacán", "Morelos", "Nayarit", "Nuevo León", "Oaxaca", "Puebla", "Querétaro",
          "Quintana Roo", "San Luis Potosí", "Sinaloa", "Sonora", "Tabasco", "Tamaulipas", "Tlaxcala",
          "Veracruz", "Yucatán", "Zacatecas", "Ciudad de México"}
# English names of sees that the list writes in the local language (aliases, facts of usage).
ENGLISH_NAMES = {
    "mexico_mx": ["Mexico City", "Ciudad de México"], "kolnlo_de": ["Cologne"], "romamo_it": ["Rome"],
    "milano_it": ["Milan"], "saopau_br": ["Sao Paulo"], "muunfr_de": ["Munich", "Munich and Freising"],
    "wienei_at": ["Vienna"], "krakow_pl": ["Cracow"], "warsza_pl": ["Warsaw"], "lisboa_pt": ["Lisbon", "Patriarchate of Lisbon"],
    "venezi_it": ["Venice", "Patriarchate of Venice"],
}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--world", type=Path, required=True)
    parser.add_argument("--north-america", type=Path, required=True)
    parser.add_argument("--brazil", type=Path, required=True)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    records, report = compile_all(
        json.loads(args.world.read_text(encoding="utf-8")),
        list(csv.DictReader(args.north_america.open(encoding="utf-8"))),
        [json.loads(p.read_text(encoding="utf-8")) for p in sorted(args.brazil.glob("*.json"))],
        [json.loads(line) for line in STARTER.read_text(encoding="utf-8").splitlines() if line.strip()],
    )
    with args.out.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(json.dumps(report, indent=1), file=sys.stderr)
    return 0


def see_key(name: str) -> str:
    return " ".join(analyse(name).english)


def blank(source_code: str, name: str) -> dict:
    return {
        "source_code": source_code, "primary_name": name, "jurisdiction_type": None, "rite": None,
        "country": None, "region_primary": None, "state": None, "city": None, "metropolitan": None,
        "depends_on": None, "province": None, "cathedral": None, "patron_saint": None, "area": None,
        "erected": None, "elevated": None, "official_website": None, "image_url": None,
        "current_bishop": None, "coordinates": None, "litcal_id": None, "catholic_hierarchy_id": None, "gcatholic_id": None,
        "wikidata_id": None, "aliases": [], "sources": [],
    }


def split_type(name: str) -> tuple[str, str | None, str | None]:
    """(see name, jurisdiction type, English prefix) of a list name."""
    for pattern, kind, english in TYPE_PREFIXES:
        match = re.match(pattern, name)
        if match:
            return name[match.end():].strip(), kind, english
    return name, None, None


def compile_all(world: dict, north_america: list[dict], brazil: list[dict], starter: list[dict]) -> tuple[list[dict], dict]:
    report: Counter = Counter()
    records: list[dict] = []
    by_country: dict[str, list[dict]] = {}
    for country in world["catholic_dioceses_latin_rite"]:
        iso = country["country_iso"]
        for see in country["dioceses"]:
            name = see["diocese_name"].strip()
            see_name, kind, english = split_type(name)
            record = blank(see["diocese_id"], f"{english} {see_name}" if english and kind else name)
            record.update(jurisdiction_type=kind, rite="Latin", country=country["country_name_english"],
                          state=see.get("province"), litcal_id=see["diocese_id"], sources=[WORLD_SOURCE])
            record["_iso"], record["_see"] = iso, see_name
            if record["primary_name"] != name:
                record["aliases"].append(name)
            record["aliases"] += ENGLISH_NAMES.get(see["diocese_id"], [])
            records.append(record)
            by_country.setdefault(iso, []).append(record)
            report["world"] += 1
    unknown = set(ENGLISH_NAMES) - {r["source_code"] for r in records}
    if unknown:
        raise SystemExit(f"ENGLISH_NAMES names ids the list does not have: {sorted(unknown)}")
    add_north_america(north_america, records, by_country, report)
    add_brazil(brazil, by_country, report)
    add_starter(starter, records, by_country, report)
    for record in records:
        iso, see_name = record.pop("_iso"), record.pop("_see")
        local = LOCAL_TYPE.get(iso, {}).get(record["jurisdiction_type"] or "")
        if local:
            record["aliases"].append(f"{local} {see_name}")
        seen = {record["primary_name"].casefold()}
        record["aliases"] = [a for a in record["aliases"] if not (a.casefold() in seen or seen.add(a.casefold()))]
    codes = Counter(r["source_code"] for r in records)
    duplicates = [c for c, n in codes.items() if n > 1]
    if duplicates:
        raise SystemExit(f"duplicate source_code: {duplicates[:5]}")
    report["total"] = len(records)
    report["with_coordinates"] = sum(1 for r in records if r["coordinates"])
    report["with_erected"] = sum(1 for r in records if r["erected"])
    report["with_jurisdiction_type"] = sum(1 for r in records if r["jurisdiction_type"])
    report["countries"] = len({r["country"] for r in records})
    return records, dict(report)


def find_see(candidates: list[dict], see_name: str, state: str | None = None) -> dict | None:
    key = see_key(see_name)
    found = [r for r in candidates if see_key(r["_see"]) == key or any(see_key(a) == key for a in r["aliases"])]
    if len(found) > 1 and state:
        found = [r for r in found if (r["state"] or "") == state] or found
    return found[0] if len(found) == 1 else None


def checked_date(value: str, report: Counter) -> str | None:
    value = (value or "").strip()
    if not value or value == "NA":
        return None
    try:
        parsed = datetime.date.fromisoformat(value)
    except ValueError:
        report["north_america_bad_date"] += 1
        return None
    if not 1500 <= parsed.year <= NA_SNAPSHOT_YEAR:
        report["north_america_bad_date"] += 1  # e.g. an erection year 2083 in the file
        return None
    return value


def add_north_america(rows: list[dict], records: list[dict], by_country: dict[str, list[dict]], report: Counter) -> None:
    for row in rows:
        city, _, region = (part.strip() for part in row["diocese"].partition(","))
        iso = "ca" if region in CANADA else "mx" if region in MEXICO else "us"
        rite = row["rite"].strip() or None
        erected = checked_date(row["date_erected"], report)
        elevated = checked_date(row["date_metropolitan"], report)
        if erected and elevated and elevated < erected:
            elevated = None
            report["north_america_bad_date"] += 1
        coordinates = None
        try:
            lat, lon = float(row["lat"]), float(row["lon"])
            if -90 <= lat <= 90 and -180 <= lon <= 180:
                coordinates = {"lat": lat, "lon": lon}
        except ValueError:
            pass
        record = find_see(by_country.get(iso, []), city, region or None) if rite in (None, "Latin") else None
        if record is None:
            if rite in (None, "Latin"):
                report["north_america_unmatched_latin"] += 1
                continue  # a Latin see the world list lacks: probably renamed or merged; not guessed
            kind = "archeparchy" if elevated else "eparchy"
            code = f"{slugify(city)}-{slugify(rite)}_{iso}"
            if any(r["source_code"] == code for r in by_country.get(iso, [])):
                code = f"{slugify(city)}-{slugify(rite)}-{(erected or 'x')[:4]}_{iso}"  # two eparchies of one city
            record = blank(code, f"{rite} Catholic {kind.title()} of {city}")
            record.update(jurisdiction_type=kind, rite=rite,
                          country={"us": "United States", "ca": "Canada", "mx": "Mexico"}[iso])
            record["_iso"], record["_see"] = iso, city
            records.append(record)
            by_country.setdefault(iso, []).append(record)
            report["north_america_eastern_added"] += 1
        else:
            report["north_america_matched"] += 1
        record["city"] = record["city"] or city
        record["state"] = record["state"] or region or None
        record["erected"] = record["erected"] or erected
        record["elevated"] = record["elevated"] or elevated
        record["coordinates"] = record["coordinates"] or coordinates
        if elevated and not record["jurisdiction_type"]:
            record["jurisdiction_type"] = "archdiocese" if record["rite"] == "Latin" else record["jurisdiction_type"]
        if record["jurisdiction_type"] == "archdiocese" and elevated:
            record["jurisdiction_type"] = "metropolitan archdiocese"
        record["sources"].append(NA_SOURCE)


def add_brazil(items: list[dict], by_country: dict[str, list[dict]], report: Counter) -> None:
    atlas_by_id = {item["id"]: item for item in items}
    code_of_atlas: dict[str, str] = {}
    for item in items:
        name = item["nome"]["valor"]
        kind, english = ATLAS_TYPES.get(item["tipo"], (item["tipo"].replace("_", " "), None))
        see_name = re.sub(r"^(Arquidiocese|Diocese|Prelazia Territorial|Prelazia|Eparquia|Exarcado Apostólico) (de|do|da|dos|das) ", "", name)
        record = find_see(by_country.get("br", []), see_name)
        if record is None:
            report["brazil_unmatched"] += 1
            continue
        report["brazil_matched"] += 1
        code_of_atlas[item["id"]] = record["source_code"]
        record["jurisdiction_type"] = kind
        if english:
            record["aliases"].append(record["primary_name"])
            record["primary_name"] = f"{english} {record['_see']}"
        record["aliases"].append(name)
        erected = (item.get("ereta_em") or {}).get("valor")
        if erected:
            record["erected"] = erected[:4] if erected[5:] == "01-01" else erected  # Wikidata year precision
        record["official_website"] = (item.get("site_oficial") or {}).get("valor")
        crosswalk = item.get("crosswalk") or {}
        record["gcatholic_id"] = crosswalk.get("gcatholic_id")
        record["wikidata_id"] = crosswalk.get("wikidata_qid")
        record["region_primary"] = "South America"
        record["sources"].append(BRAZIL_SOURCE)
        record["_province"] = (item.get("provincia_eclesiastica") or {})
    for record in by_country.get("br", []):
        province = record.pop("_province", None)
        if not province or not province.get("id"):
            continue
        metropolitan = atlas_by_id.get(province["id"])
        if metropolitan is None:
            continue
        metropolitan_name = re.sub(r"^Arquidiocese (de|do|da) ", "", metropolitan["nome"]["valor"])
        record["province"] = metropolitan_name
        if province.get("papel") == "metropolitana":
            record["jurisdiction_type"] = "metropolitan archdiocese"
        else:
            record["metropolitan"] = code_of_atlas.get(province["id"])


def add_starter(starter: list[dict], records: list[dict], by_country: dict[str, list[dict]], report: Counter) -> None:
    iso_of_country = {r["country"]: r["_iso"] for r in records}
    for curated in starter:
        iso = iso_of_country.get(curated["country"])
        candidates = by_country.get(iso, []) if iso else records  # "United States" vs the list's spelling
        candidates = [r for r in candidates if r["rite"] in ("Latin", curated.get("rite"))]  # not an eparchy
        record = find_see(candidates, curated["primary_name"]) or find_see(candidates, curated["city"] or "")
        if record is None:
            key = see_key(curated["city"] or curated["primary_name"])
            raise SystemExit(f"starter see {curated['source_code']} matches no listed see: {[r['source_code'] for r in candidates if see_key(r['_see']) == key or any(see_key(a) == key for a in r['aliases'])]}")
        names = [record["primary_name"], *record["aliases"]]
        sources = record["sources"]
        for field, value in curated.items():
            if value not in (None, [], "") and field not in ("aliases", "sources", "country"):
                record[field] = value
        record["aliases"] = [*curated["aliases"], *names]
        record["sources"] = [*sources, "curated starter set (sources/dioceses_starter.jsonl)"]
        report["starter_merged"] += 1


if __name__ == "__main__":
    raise SystemExit(main())
