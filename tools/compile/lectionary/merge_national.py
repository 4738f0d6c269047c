"""Merge national_propers.json (proper readings of national-calendar celebrations) and
acclamations.json (Gospel acclamation citations) into lectionary.json.

The primary table is compiled from a source CSV (compile_lectionary.py); the national
entries come from other open sources (PROVENANCE.md, 'National calendars') and are kept
apart so either can be regenerated. This tool rewrites lectionary.json in place without
the CSV: it drops the entries a previous merge added (marked ``"origin"``) and adds the
current ones, after checking every citation parses. compile_lectionary.py calls
``merge_into`` too.

Usage: python tools/compile/lectionary/merge_national.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATASET = HERE.parents[2] / "datasets" / "lectionary"
TABLE = DATASET / "lectionary.json"
NATIONAL = DATASET / "national_propers.json"
ACCLAMATIONS = DATASET / "acclamations.json"
ORIGIN = "national_propers.json"
ACCLAMATION_ORIGIN = "acclamations.json"
_KEPT_FIELDS = ("masses", "ranks")  # what the run-time table reads; the rest is documentation

sys.path.insert(0, str(HERE.parents[2] / "functions" / "a2a"))

from ecclesia.data.bible.citations import parse  # noqa: E402  (validates every citation)


def merge_into(entries: dict) -> dict:
    """``entries`` without earlier national entries, plus the current ones (sorted by key)."""
    national = json.loads(NATIONAL.read_text(encoding="utf-8"))["entries"]
    merged = {k: v for k, v in entries.items() if v.get("origin") != ORIGIN}
    for key, entry in national.items():
        if key in merged:
            raise SystemExit(f"{ORIGIN}: {key} is already in the table; drop it from {ORIGIN}")
        for by_cycle in entry["masses"].values():
            for content in by_cycle.values():
                for reading in content["readings"]:
                    parse(reading["citation"])
        merged[key] = {"origin": ORIGIN, **{f: entry[f] for f in _KEPT_FIELDS if f in entry}}
    return add_acclamations(dict(sorted(merged.items())))


def add_acclamations(entries: dict) -> dict:
    """Put each compiled Gospel acclamation before its Mass's gospel (replacing an earlier merge's)."""
    acclamations = json.loads(ACCLAMATIONS.read_text(encoding="utf-8"))["entries"] if ACCLAMATIONS.is_file() else {}
    for entry in entries.values():
        for by_cycle in entry["masses"].values():
            for content in by_cycle.values():
                content["readings"] = [r for r in content["readings"] if r.get("origin") != ACCLAMATION_ORIGIN]
    for key, masses in acclamations.items():
        for mass, by_cycle in masses.items():
            for cycle, item in by_cycle.items():
                readings = entries[key]["masses"][mass][cycle]["readings"]
                parse(item["citation"])
                at = next(i for i, r in enumerate(readings) if r["role"] == "gospel")
                readings.insert(at, {"role": "acclamation", "citation": item["citation"], "alternatives": [],
                                     "note": item["note"], "origin": ACCLAMATION_ORIGIN})
    return entries


def main() -> int:
    document = json.loads(TABLE.read_text(encoding="utf-8"))
    document["entries"] = merge_into(document["entries"])
    TABLE.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(document['entries'])} entries -> {TABLE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
