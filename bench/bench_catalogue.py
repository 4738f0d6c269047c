"""Benchmark search over the catalogue of the Magisterium plus the loaded texts.

    PYTHONPATH=functions/a2a:tools .venv/bin/python bench/bench_catalogue.py [--synthetic 100000] [--skip-synthetic]
        [--questions datasets/documents/eval_catalogue_blind.jsonl]

1. Quality on the default bundle (Douay-Rheims + Haydock texts, the catalogue without texts),
   with ``datasets/documents/eval_catalogue.jsonl``: for questions that *name* a document,
   the share where it is the first result of ``document_search``'s ranking
   (``search_documents``); for *topical* questions, the share with an expected document in
   the top 5. Misses are listed. ``find_catalogued`` alone is reported beside it.
2. Speed: ``search_documents`` p50/p99 over the question set, on the default bundle and on
   a synthetic index of N passages plus the catalogue (index built by the same ingest).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "functions" / "a2a"), str(REPO / "tools")]

QUESTIONS = REPO / "datasets" / "documents" / "eval_catalogue.jsonl"


def load_questions(path: Path = QUESTIONS) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def quality(questions: list[dict]) -> dict:
    from ecclesia.data.documents.catalogue import find_catalogued
    from ecclesia.data.documents.combined import search_documents

    rows = {"named": [0, 0, 0], "topical": [0, 0, 0]}  # hits (search), hits (catalogue alone), total
    misses = []
    for question in questions:
        kind, expected = question["type"], set(question["expected"])
        depth = 1 if kind == "named" else 5
        ranked = [hit.id for hit in search_documents(question["query"], limit=10)]
        alone = [entry.id for entry in find_catalogued(question["query"], limit=depth)]
        hit = bool(expected & set(ranked[:depth]))
        rows[kind][0] += hit
        rows[kind][1] += bool(expected & set(alone[:depth]))
        rows[kind][2] += 1
        if not hit:
            misses.append((kind, question["query"], sorted(expected), ranked[:depth + 2]))
    return {"rows": rows, "misses": misses}


def latencies(questions: list[dict], rounds: int = 3) -> dict[str, dict[str, float]]:
    """p50/p99 of search_documents (catalogue + texts, what document_search runs) and, in the
    same run for comparison on this shared machine, of the passage index alone."""
    from ecclesia.data.documents import search_passages
    from ecclesia.data.documents.combined import search_documents

    search_documents("warm up the index and the catalogue")
    result = {}
    for label, function in (("search_documents", lambda q: search_documents(q, limit=10)),
                            ("search_passages (index alone)", lambda q: search_passages(q, limit=10))):
        timings = []
        for _ in range(rounds):
            for question in questions:
                started = time.perf_counter()
                function(question["query"])
                timings.append((time.perf_counter() - started) * 1000)
        timings.sort()
        result[label] = {"p50_ms": round(statistics.median(timings), 2),
                         "p99_ms": round(timings[int(len(timings) * 0.99) - 1], 2), "queries": len(timings)}
    result["load_average"] = os.getloadavg()[0]
    return result


def use_bundle(root: Path) -> None:
    from ecclesia.data import bundle, documents

    os.environ["ECCLESIA_DATA_DIR"] = str(root)
    bundle.bundle_dir.cache_clear()
    documents.reset_cache()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--synthetic", type=int, default=100_000)
    parser.add_argument("--skip-synthetic", action="store_true")
    parser.add_argument("--questions", type=Path, default=QUESTIONS,
                        help="question set (default eval_catalogue.jsonl; the blind set is eval_catalogue_blind.jsonl)")
    args = parser.parse_args()
    questions = load_questions(args.questions)
    named = sum(q["type"] == "named" for q in questions)
    print(f"question set: {len(questions)} ({named} naming a document, {len(questions) - named} topical)")

    result = quality(questions)
    for kind, (hits, alone, total) in result["rows"].items():
        target = "first" if kind == "named" else "in top 5"
        print(f"{kind:8} expected {target}: {hits}/{total} = {hits / total:.1%} (find_catalogued alone {alone / total:.1%})")
    for kind, query, expected, got in result["misses"]:
        print(f"  miss [{kind}] {query!r}: expected {expected}, got {got}")
    from ecclesia.data.bundle import bundle_dir

    print(f"default bundle ({bundle_dir()}): search_documents {latencies(questions)}")

    if not args.skip_synthetic:
        sys.path.insert(0, str(REPO / "bench"))
        from bench_documents import synthetic_documents
        from ecclesia_tools.catalogue.bundle_build import build as build_catalogue
        from ecclesia_tools.documents.ingest import ingest

        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            started = time.perf_counter()
            report = ingest(synthetic_documents(args.synthetic), root / "documents", progress=False)
            build_catalogue(root)
            print(f"synthetic index: {report.passages} passages, {report.index_bytes / 1e6:.1f} MB, "
                  f"built in {time.perf_counter() - started:.0f}s")
            use_bundle(root)
            print(f"synthetic {report.passages} passages + catalogue: search_documents {latencies(questions)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
