"""Benchmark of catholic_qa's catalogue pointers with the real catalogue. Prints figures; not a test.

On ``datasets/qa/catalogue_pointers.jsonl`` (questions the default bundle does not hold, each
with the catalogue ids a reader should be pointed to, written by the team from knowledge of
the documents), for the pointer lists the answer pipeline writes (at most three):

- precision: the share of listed pointers that are expected;
- first right: questions whose first pointer is expected;
- found: questions with at least one expected pointer; none: questions with no pointer.

"before" is the catalogue's plain top three (``find_catalogued``), as catholic_qa listed them
until the relative cut; "after" is ``answering.catalogue.select_pointers`` over the same
matches. Needs the bundle (``make bundle``).

Run: ``.venv/bin/python bench/bench_pointers.py [--failures]``.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "functions" / "a2a"))

from ecclesia.answering.catalogue import default_finder, find  # noqa: E402
from ecclesia.answering.pipeline import MAX_POINTERS  # noqa: E402
from ecclesia.answering.language import detect_language  # noqa: E402
from ecclesia.answering.relevance import understand  # noqa: E402
from ecclesia.data.documents.catalogue import find_catalogued  # noqa: E402

SET = ROOT / "datasets" / "qa" / "catalogue_pointers.jsonl"


def measure(name, finder, rows, failures: bool) -> None:
    listed = right = first = found = none = 0
    times = []
    for row in rows:
        question = row["question"]
        english = understand(question, detect_language(question), ()).english_query
        started = time.perf_counter()
        entries = find(finder, [question, english], MAX_POINTERS)
        times.append((time.perf_counter() - started) * 1000)
        ids = [e.id for e in entries]
        expected = set(row["expected"])
        listed += len(ids)
        right += sum(1 for i in ids if i in expected)
        first += bool(ids and ids[0] in expected)
        found += bool(expected & set(ids))
        none += not ids
        if failures and (not ids or any(i not in expected for i in ids)):
            print(f"    {row['id']} {question!r}: {ids}")
    n = len(rows)
    times.sort()
    print(f"{name}: precision {right}/{listed} ({right / max(listed, 1):.1%}); first pointer right {first}/{n} "
          f"({first / n:.1%}); an expected one listed {found}/{n}; no pointer {none}/{n}; "
          f"pointers per question {listed / n:.2f}; p50 {times[n // 2]:.1f} ms")


def main() -> int:
    rows = [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines() if line.strip()]
    failures = "--failures" in sys.argv
    find_catalogued("warm up", 1)
    print(f"catalogue pointers on {SET.name} ({len(rows)} questions the default bundle does not hold):")
    measure("  before (plain top 3)", lambda q, limit: find_catalogued(q, limit=limit), rows, failures)
    measure("  after (relative cut, teaching weight, lexicon)", default_finder(), rows, failures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
