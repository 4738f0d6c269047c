"""Fill ``current_position`` (and country) of the cardinals in datasets/directory/persons.jsonl.

Input (fetched, not committed): ``cardinals.json`` of github.com/ChrisVo/cardinals (MIT; the
rows are scraped daily from Wikipedia's list of current cardinals, whose facts it attributes),
commit 149983e of 2026-01-30: name, country, birth date, order, consistory and office.

Matching rule: the birth date must be equal and the surname (the last word of the name
without a religious-order suffix such as "SDB") must appear in our record's name. A cardinal
of ours missing from that list (died or resigned since our snapshot) keeps a null position
and is reported; nothing is guessed.

  .venv/bin/python tools/compile/directory/add_cardinal_offices.py /tmp/cardinals.json
"""

from __future__ import annotations

import datetime
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PERSONS = ROOT / "datasets" / "directory" / "persons.jsonl"
AS_OF = "2026-01-30"
SOURCE = "ChrisVo/cardinals 149983e (MIT), offices from Wikipedia's list of cardinals, 2026-01-30"
ORDER_SUFFIX = re.compile(r"\s+(?:[A-Z]{1,5}\.?(?:\s?[A-Z]{1,5}\.?)*|O\.\s?\w+\.?)$")


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).lower()


def main() -> int:
    rows = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))["Cardinals"]
    by_birth: dict[str, list[dict]] = {}
    for row in rows:
        try:
            born = datetime.datetime.strptime(row["Born"].strip(), "%d %B %Y").date().isoformat()
        except ValueError:
            continue
        by_birth.setdefault(born, []).append(row)
    records = [json.loads(line) for line in PERSONS.read_text(encoding="utf-8").splitlines() if line.strip()]
    filled = missing = 0
    for record in records:
        candidates = [
            row for row in by_birth.get(record["birth"]["date"] or "", ())
            if fold(ORDER_SUFFIX.sub("", row["Name"].strip()).split()[-1]) in fold(record["primary_name"])
        ]
        if len(candidates) != 1 or not candidates[0].get("Office"):
            missing += 1
            continue
        row = candidates[0]
        record["current_position"] = row["Office"].strip()
        record["as_of"] = AS_OF
        record["country"] = record.get("country") or row.get("Country") or None
        if SOURCE not in record["sources"]:
            record["sources"].append(SOURCE)
        filled += 1
    with PERSONS.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(json.dumps({"filled": filled, "not_in_list": missing, "total": len(records)}), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
