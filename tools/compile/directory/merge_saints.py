"""Merge the Wikidata saints snapshot into the romcal saints: datasets/directory/saints.jsonl.

Inputs (not committed):

- ``--base``: the romcal + curated saints that ``compile_saints.py`` writes (695 records);
- ``--wikidata``: ``data/saints.json`` of github.com/shnab-dah/wikidata-saints (a Wikidata
  query result, CC0, as of 2024-10-13): English label, canonization states, religious group
  and order, citizenship, birth and death dates of 10,785 items.

Which Wikidata items are kept (Catholic saints, blesseds, venerables, servants of God):

- a Catholic canonization state (``Catholic saint``, ``blessed``, ``venerable``,
  ``Servant of God``, ``canonized saint``, ``pre-congregation saint``), or the Catholic
  Church / Latin Church as religious group; or
- the plain ``saint`` state of someone from the Latin West (Ancient Rome, Gaul, the British
  and Irish kingdoms, Italy, Spain...), whom the Latin Church venerates;
- never an item labelled only by its QID, nor one whose group is Orthodox, Oriental,
  Protestant or another religion, nor Orthodox-only states (hieromartyr, thaumaturge...).

Matching rule (one Wikidata item per romcal record, never two): a Wikidata label and a
romcal name (its primary name or any of its localized names) fold to the same key
(``normalize.analyse``: accents, honorifics and other-language name forms set aside); when
both give a death year they must agree within one year (five when either is approximate, ten before the year 1000),
and without two death years a one-word key must belong to one Wikidata item only ("Mary"
alone proves nothing); failing that, keys equal without spaces ("Tae Gon" / "Taegon") match
the same way, and a Wikidata "X of Y" matches romcal's bare "X" only when both death years
are known and agree ("Benedict of Nursia" / "Benedict", both 547), and names with the same
first and last word match when both give the same day of death ("Louis de Montfort" /
"Louis Grignion de Montfort", 1716-04-28); a key that fits several romcal
records picks the one whose death year agrees, otherwise none. Matched records keep the
romcal id, feast days and localized names, and gain the QID, order, citizenship and the dates
romcal lacked. The status is the higher of the two (a cause only moves forward).

``primary_name`` is the name people know: the Wikidata English label without its honorific
("Padre Pio", "Thérèse of Lisieux", "Jean-Marie Vianney"); the liturgical name romcal uses
becomes an alias, as do curated common names (``sources/saints_common_names.json``), whose
``same_as`` entries also state identities the rule cannot see (romcal's "Clare", without
dates, is Wikidata's "Clare of Assisi").

  .venv/bin/python tools/compile/directory/merge_saints.py --base /tmp/saints_romcal.jsonl \\
      --wikidata /tmp/wikidata-saints/data/saints.json
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT / "functions" / "a2a"))

from ecclesia.data.directory.normalize import analyse, slugify  # noqa: E402

DATASET = ROOT / "datasets" / "directory"
OUT = DATASET / "saints.jsonl"
COMMON_NAMES = DATASET / "sources" / "saints_common_names.json"
WIKIDATA_SOURCE = "Wikidata {qid} (CC0), via shnab-dah/wikidata-saints snapshot 2024-10-13"

STATE_RANK = {"servant_of_god": 1, "venerable": 2, "blessed": 3, "saint": 4}
STATES = {
    "saint": "saint", "catholic saint": "saint", "canonized saint": "saint",
    "pre-congregation saint": "saint", "blessed": "blessed", "beatification": "blessed",
    "venerable": "venerable", "the venerable": "venerable", "servant of god": "servant_of_god",
}
# Eastern designations of a saint: kept only for someone the Latin Church venerates too.
SAINT_LIKE = {"saint", "hieromartyr", "thaumaturge", "great martyr", "reverend martyr", "confessor of the faith"}
CATHOLIC_STATES = set(STATES) - {"saint"}
NOT_CATHOLIC_GROUP = re.compile(
    r"orthodox|oriental|hindu|juda|islam|armenian|anglican|lutheran|buddh|protestant|"
    r"episcopal|coptic|assyrian|syriac|ethiopian|methodist|baptist|sikh|jain", re.I)
# Realms of the Latin West: a plain "saint" from these is venerated by the Latin Church.
LATIN_WEST = re.compile(
    r"ancient rome|roman empire|western roman|wales|france|francia|ireland|germany|spain|italy|"
    r"kingdom of (mercia|northumbria|east anglia|essex|kent|wessex|sussex|the lombards|toledo|"
    r"the franks|burgundy|the visigoths|scotland|england|denmark|sweden|norway|portugal|"
    r"hungary|bohemia|poland|asturias|le[oó]n|castile|aragon|navarre)|ostrogothic|lombard|"
    r"visigoth|holy roman|england|scotland|brittany|portugal|belgium|netherlands|switzerland|"
    r"austria|poland|hungary|bohemia|czech|croatia|slovenia|slovakia|sweden|norway|denmark|"
    r"iceland|united kingdom|gaul|carthage|numidia|africa proconsularis|vandal|papal states|"
    r"republic of venice|duchy|county of", re.I)
HONORIFIC = re.compile(r"^(Saints?|St\.?|Sainte?|San|Santa|Santo|Blessed|Bl\.?)\s+", re.I)
# Canonized after the snapshot, stated by a second open source: the Liturgical Calendar API's
# CHANGELOG (Apache-2.0), release v5.0 of 2025-09-07, "released on the day of the
# canonizations" of Carlo Acutis and Pier Giorgio Frassati.
LATER_CANONIZATIONS = {
    "Q2939142": ("2025-09-07", "Liturgical Calendar API CHANGELOG v5.0, 2025-09-07 (Apache-2.0)"),
    "Q679784": ("2025-09-07", "Liturgical Calendar API CHANGELOG v5.0, 2025-09-07 (Apache-2.0)"),
}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", type=Path, required=True, help="compile_saints.py output")
    parser.add_argument("--wikidata", type=Path, required=True, help="wikidata-saints data/saints.json")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    base = [json.loads(line) for line in args.base.read_text(encoding="utf-8").splitlines() if line.strip()]
    items = wikidata_items(json.loads(args.wikidata.read_text(encoding="utf-8")))
    merged, report = merge(base, items, json.loads(COMMON_NAMES.read_text(encoding="utf-8")))
    with args.out.open("w", encoding="utf-8") as handle:
        for record in merged:
            handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(json.dumps(report, indent=1), file=sys.stderr)
    return 0


def wikidata_items(raw: dict) -> list[dict]:
    """The Catholic items of the snapshot, one dict each, in QID order."""
    column = {key.removesuffix(".value"): values for key, values in raw.items()}
    kept = []
    for qid, label in column["name"].items():
        if re.fullmatch(r"Q\d+", label):
            continue  # no English label
        states = {s.strip().lower() for s in column["cannonizationState"][qid].split(";") if s.strip()}
        group = column["religiousGroup"][qid]
        countries = [c for c in column["countryCitizen"][qid].split(";") if c]
        catholic_group = re.search(r"catholic|latin church", group, re.I) is not None
        if NOT_CATHOLIC_GROUP.search(group) and not catholic_group:
            continue
        if not (states & CATHOLIC_STATES or catholic_group
                or (states & SAINT_LIKE and any(LATIN_WEST.search(c) for c in countries))):
            continue
        status = max((STATES.get(s, "saint" if s in SAINT_LIKE else None) for s in states
                      if s in STATES or s in SAINT_LIKE), key=STATE_RANK.__getitem__, default=None)
        if status is None:
            continue
        orders = [o for o in column["religiousOrders"][qid].split(";") if o]
        kept.append({
            "qid": qid,
            "label": label.strip(),
            "status": status,
            "order": orders[0] if orders else None,
            "country": countries[0] if countries else None,
            "birth": wikidata_date(column["birthDate"][qid]),
            "death": wikidata_date(column["deathDate"][qid]),
        })
    return sorted(kept, key=lambda item: int(item["qid"][1:]))


def wikidata_date(value: str) -> tuple[str | None, bool]:
    """(ISO partial date, approximate). Wikidata stores a year as YYYY-01-01, so 1 January is
    read as the year only; several disagreeing values keep their common year, else nothing."""
    values = sorted({v for v in value.split(";") if v and not v.startswith("http")})
    if not values:
        return None, False
    parsed = []
    for v in values:
        match = re.match(r"^(-?)(\d{1,4})-(\d{2})-(\d{2})", v)
        if not match:
            continue
        sign, year, month, day = match.groups()
        year_text = f"{sign}{int(year):04d}"
        parsed.append(year_text if (month, day) == ("01", "01") else f"{year_text}-{month}-{day}")
    if not parsed:
        return None, False
    if len(set(parsed)) == 1:
        return parsed[0], False
    years = {p.split("-")[0] if not p.startswith("-") else p[:5] for p in parsed}
    return (years.pop(), True) if len(years) == 1 else (None, False)


def year_of(date: str | None) -> int | None:
    if not date:
        return None
    match = re.match(r"^(-?\d{1,4})", date)
    return int(match.group(1)) if match else None


def name_key(name: str) -> str:
    return " ".join(analyse(HONORIFIC.sub("", name)).english)


# romcal celebrations that are a second feast of a saint held under another id, not a person.
SECOND_FEASTS = {"joseph-the-worker": "joseph"}


def fold_second_feasts(base: list[dict]) -> list[dict]:
    by_id = {r["saint_id"]: r for r in base}
    for celebration, saint in SECOND_FEASTS.items():
        record, target = by_id.get(celebration), by_id.get(saint)
        if record is None or target is None:
            continue
        if record["feast_day"]:
            target["other_feast_days"].append(record["feast_day"])
        target["aliases"].append(record["primary_name"])
    return [r for r in base if r["saint_id"] not in SECOND_FEASTS]


def merge(base: list[dict], items: list[dict], common: dict) -> tuple[list[dict], dict]:
    base = fold_second_feasts(base)
    for record in base:  # common names take part in matching ("Maximilian Kolbe")
        record["aliases"] += (common.get(record["saint_id"]) or {}).get("aliases", [])
    by_key: dict[str, list[int]] = defaultdict(list)
    for position, record in enumerate(base):
        for name in {record["primary_name"], *record["aliases"]}:
            key = name_key(name)
            words = key.split(" ")
            for variant in (key, _NO_SPACE_PREFIX + key.replace(" ", ""), f"{_EDGE_PREFIX}{words[0]}|{words[-1]}"):
                if key and position not in by_key[variant]:
                    by_key[variant].append(position)
    _WIKIDATA_KEY_COUNT.update(name_key(item["label"]) for item in items)
    claimed: dict[int, str] = {}
    unmatched: list[dict] = []
    report: Counter = Counter()
    # Curated identities ("same_as": the romcal "Clare" is Wikidata's Clare of Assisi) first.
    position_of_id = {r["saint_id"]: p for p, r in enumerate(base)}
    same_as = {extra["same_as"]: position_of_id[key] for key, extra in common.items()
               if isinstance(extra, dict) and "same_as" in extra}
    for item in items:
        position = same_as.get(item["qid"])
        if position is None:
            position = match_record(item, base, by_key, claimed)
        if position is None:
            unmatched.append(item)
            continue
        claimed[position] = item["qid"]
        enrich(base[position], item)
        report["matched_romcal"] += 1
    used_ids = {record["saint_id"] for record in base}
    records = list(base)
    for item in unmatched:
        records.append(new_record(item, used_ids))
        report["wikidata_only"] += 1
    by_qid = {r["wikidata_id"]: r for r in records if r.get("wikidata_id")}
    by_id = {r["saint_id"]: r for r in records}
    for key, extra in common.items():
        if key.startswith("_"):
            continue
        record = by_qid.get(key) or by_id.get(key)
        if record is None:
            raise SystemExit(f"saints_common_names.json: {key} matches no record")
        apply_common(record, extra)
    for qid, (date, source) in LATER_CANONIZATIONS.items():
        record = by_qid[qid]
        record.update(canonical_status="saint", canonization_date=date,
                      display_name=f"Saint {record['primary_name']}")
        record["sources"].append(source)
        report["canonized_after_snapshot"] += 1
    for record in records:
        record["aliases"] = dedupe_aliases(record)
    report["romcal_only"] = len(base) - report["matched_romcal"]
    report["total"] = len(records)
    report.update({f"status_{k}": v for k, v in Counter(r["canonical_status"] for r in records).items()})
    return records, dict(report)


_WIKIDATA_KEY_COUNT: Counter = Counter()
_NO_SPACE_PREFIX = "="  # keys with spaces removed live beside the plain keys
_EDGE_PREFIX = "^"  # and "first|last" word keys


def single_word_unique(key: str) -> bool:
    return _WIKIDATA_KEY_COUNT[key] == 1


def match_record(item: dict, base: list[dict], by_key: dict[str, list[int]], claimed: dict[int, str]) -> int | None:
    key = name_key(item["label"])
    candidates = [p for p in by_key.get(key, ()) if p not in claimed]
    dated_only = False
    if not candidates:  # "Andrew Kim Taegon" / "Andrew Kim Tae Gon"
        candidates = [p for p in by_key.get(_NO_SPACE_PREFIX + key.replace(" ", ""), ()) if p not in claimed]
    if not candidates and " " in key:  # "Benedict of Nursia" / romcal's "Benedict": dates must agree
        candidates = [p for p in by_key.get(key.split(" ")[0], ()) if p not in claimed]
        dated_only = True
    death_day = item["death"][0] or ""
    if not candidates and " " in key and len(death_day) == 10:
        # "Louis de Montfort" / "Louis Grignion de Montfort": same first and last name and the
        # same day of death
        edges = f"{_EDGE_PREFIX}{key.split(' ')[0]}|{key.split(' ')[-1]}"
        candidates = [p for p in by_key.get(edges, ()) if p not in claimed and base[p]["death"]["date"] == death_day]
    death = year_of(item["death"][0])
    agreeing = []
    for position in candidates:
        other = year_of(base[position]["death"]["date"])
        if death is not None and other is not None:
            slack = 5 if base[position]["death"]["approximate"] or item["death"][1] else 1
            if min(death, other) < 1000:
                slack = 10  # first-millennium death years are conventional
            if abs(death - other) <= slack:
                agreeing.append((0, position))
        elif dated_only:
            continue
        elif " " in key or (single_word_unique(key) and " " not in item["label"].strip()):
            agreeing.append((1, position))  # a bare name shared by several ("Mary") proves nothing
    if not agreeing:
        return None
    agreeing.sort()
    if len(agreeing) > 1 and agreeing[0][0] == agreeing[1][0]:
        return None  # two romcal saints fit equally: leave the Wikidata item separate
    return agreeing[0][1]


def enrich(record: dict, item: dict) -> None:
    label = HONORIFIC.sub("", item["label"])
    if label != record["primary_name"]:
        record["aliases"].insert(0, record["primary_name"])
        record["primary_name"] = label
    record["wikidata_id"] = item["qid"]
    record["religious_order"] = record.get("religious_order") or item["order"]
    record["country"] = record.get("country") or item["country"]
    for event in ("birth", "death"):
        date, approximate = item[event]
        if not record[event]["date"] and date:
            record[event]["date"] = date
            record[event]["approximate"] = approximate
    if STATE_RANK[item["status"]] > STATE_RANK.get(record["canonical_status"] or "", 0):
        record["canonical_status"] = item["status"]
        record["display_name"] = f"{display_prefix(item['status'])}{HONORIFIC.sub('', record['display_name'])}"
    record["sources"].append(WIKIDATA_SOURCE.format(qid=item["qid"]))


def new_record(item: dict, used_ids: set[str]) -> dict:
    name = HONORIFIC.sub("", item["label"])
    saint_id = slugify(name) or item["qid"].lower()
    if saint_id in used_ids:
        saint_id = f"{saint_id}-{item['qid'].lower()}"
    used_ids.add(saint_id)
    birth, birth_approx = item["birth"]
    death, death_approx = item["death"]
    return {
        "saint_id": saint_id,
        "primary_name": name,
        "display_name": f"{display_prefix(item['status'])}{name}",
        "canonical_status": item["status"],
        "titles": [], "vocation": None, "image_url": None,
        "learn_more_url": f"https://www.wikidata.org/wiki/{item['qid']}",
        "birth": {"date": birth, "approximate": birth_approx, "place": None},
        "death": {"date": death, "approximate": death_approx, "place": None},
        "feast_day": None, "other_feast_days": [], "reason_for_canonization": None,
        "beatification_date": None, "canonization_date": None, "patronages": [], "iconography": [],
        "biography": None, "religious_order": item["order"], "country": item["country"],
        "wikidata_id": item["qid"],
        "aliases": [item["label"]] if item["label"] != name else [],
        "sources": [WIKIDATA_SOURCE.format(qid=item["qid"])],
    }


def display_prefix(status: str) -> str:
    return {"saint": "Saint ", "blessed": "Blessed ", "venerable": "Venerable ", "servant_of_god": "Servant of God "}[status]


def apply_common(record: dict, extra: dict) -> None:
    if "primary_name" in extra and extra["primary_name"] != record["primary_name"]:
        record["aliases"].insert(0, record["primary_name"])
        record["primary_name"] = extra["primary_name"]
    for field in ("canonical_status", "display_name"):
        if field in extra:
            record[field] = extra[field]
    record["aliases"] = [*record["aliases"], *extra.get("aliases", [])]
    if "sources/saints_common_names.json" not in " ".join(record["sources"]):
        record["sources"].append("common names people use (sources/saints_common_names.json)")


def dedupe_aliases(record: dict) -> list[str]:
    seen = {record["primary_name"].casefold()}
    out = []
    for alias in record["aliases"]:
        if alias.casefold() not in seen:
            seen.add(alias.casefold())
            out.append(alias)
    return out


if __name__ == "__main__":
    raise SystemExit(main())
