"""Turn the April 2025 Wikidata snapshot of living cardinals into an import file (IMPORT_FORMAT.md).

Inputs (github.com/CristianCantoro/wikidata-vatican-cardinals, MIT; the rows are Wikidata
facts, CC0): wikidata_cardinals.csv and vatican_cardinals.csv (the Holy See Press Office
dashboard, for the cross-check). Only cardinals whose birth date AND creation date agree in
both lists are kept; the rest are listed on stderr. Robert Francis Prevost is left out:
he was elected pope (Leo XIV) after the snapshot, and popes belong to the popes directory.

  .venv/bin/python tools/compile/directory/compile_persons.py WIKIDATA_CSV VATICAN_CSV > /tmp/cardinals.jsonl
  .venv/bin/python -m ecclesia_tools.directory.import_files persons /tmp/cardinals.jsonl
"""

from __future__ import annotations

import csv
import json
import re
import sys
import unicodedata

SNAPSHOT = "2025-04-29"
ELECTED_POPE = {"Q6109517"}  # Robert Francis Prevost -> Leo XIV, 8 May 2025


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).lower()


def main() -> int:
    wikidata_csv, vatican_csv = sys.argv[1], sys.argv[2]
    vatican = {}
    for row in csv.DictReader(open(vatican_csv, encoding="utf-8")):
        vatican.setdefault(row["Data di nascita"], []).append(row)
    kept = dropped = 0
    for row in csv.DictReader(open(wikidata_csv, encoding="utf-8")):
        qid = row["cardinal"].rsplit("/", 1)[-1]
        if qid in ELECTED_POPE:
            continue
        birth = row["birthDate"][:10]
        created = row["cardinalStartTime"][:10]
        surname_hits = [
            v for v in vatican.get(birth, [])
            if v["Creato il"] == created and fold(v["Cognome"].split()[0]) in fold(row["cardinalLabel"])
        ]
        if not surname_hits:
            dropped += 1
            print(f"not cross-checked, left out: {row['cardinalLabel']} ({qid})", file=sys.stderr)
            continue
        official = surname_hits[0]
        name = row["cardinalLabel"]
        slug = re.sub(r"[^a-z0-9]+", "-", fold(name)).strip("-")
        record = {
            "person_id": slug,
            "source_table": "cd_persons",
            "primary_name": name,
            "rank": "Cardinal",
            "as_of": SNAPSHOT,
            "birth": {"date": birth, "place": row["birthPlaceLabel"] or None},
            "ordination_date": row["priestStartTime"][:10] or None,
            "consecration_date": row["bishopStartTime"][:10] or None,
            "cardinal_elevation_date": created,
            "religious_order": official["Ordini Religiosi"] or None,
            "wikidata_id": qid,
            "aliases": [f"{official['Nome']} {official['Cognome'].title()}"],
            "sources": ["Wikidata (CC0), snapshot 2025-04-29", "Holy See Press Office college of cardinals dashboard (cross-check)"],
        }
        print(json.dumps(record, ensure_ascii=False))
        kept += 1
    print(f"kept {kept}, left out {dropped}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
