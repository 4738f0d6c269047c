"""Quality and speed with an operator's Church texts loaded (issue 13 item 7, issue 14 item 7).

    .venv/bin/python bench/bench_texts_loaded.py --texts DIR [DIR ...] [--work DIR] [--json]
    .venv/bin/python bench/bench_texts_loaded.py --bundle BUNDLE_DIR [--json]

``--texts``: folders of texts an operator holds (Markdown/HTML/text, e.g. the Catechism and
encyclicals), ingested exactly as an operator does (``ecclesia-ingest DIR... --index``) into
a copy of the local bundle's document index (``build/data-bundle``, or ``--base``); the copy
goes to ``--work`` (kept) or a temporary folder. ``--bundle``: a bundle that already holds
the texts (its ``documents/`` index). ``ECCLESIA_TEXTS_DIR`` (folders separated by ``:``)
stands for ``--texts``. Without texts the script says so and exits 0: the texts are the
publishers' and are never in the repository.

Prints, for the tuned part, the held-out part and all of
``datasets/documents/eval_texts_loaded.jsonl`` (see ``ecclesia_tools.documents.texts_loaded``):
passage recall@10 and MRR of the passage search, the named document first in
document_search, the share of catholic_qa quotes on topic (extractive path) and of questions
answered, and p50/p99 latency of the search and of the whole answer. Questions whose
documents are not loaded are counted as not measurable.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "functions" / "a2a"))
sys.path.insert(0, str(REPO / "tools"))

from ecclesia_tools.documents.texts_loaded import QUESTION_SET, evaluate, load_questions  # noqa: E402

DEFAULT_BASE = REPO / "build" / "data-bundle"


def skip(reason: str) -> int:
    print(f"[texts-loaded] skipped: {reason}")
    print("[texts-loaded] give --texts DIR (folders of texts you hold, e.g. the Catechism as Markdown with "
          "numbered paragraphs) or --bundle DIR (a bundle with them ingested); see README, 'Measuring with texts loaded'")
    return 0


def prepare_bundle(texts: list[Path], base: Path, work: Path) -> tuple[Path, dict]:
    """A bundle at ``work``: every area of ``base`` linked, its document index copied and the
    texts ingested into it with the operator's command."""
    from ecclesia_tools.documents import ingest

    work.mkdir(parents=True, exist_ok=True)
    for area in base.iterdir():
        target = work / area.name
        if area.name == "documents":
            if target.is_symlink() or target.is_file():
                target.unlink()
            elif target.exists():
                shutil.rmtree(target)
            shutil.copytree(area, target)
        elif not target.exists():
            target.symlink_to(area.resolve(), target_is_directory=area.is_dir())
    out, err = io.StringIO(), io.StringIO()
    started = time.perf_counter()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        ingest.main([*map(str, texts), "--index", str(work / "documents"), "--quiet"])
    report = json.loads(out.getvalue())
    report["wall_s"] = round(time.perf_counter() - started, 1)
    return work, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", nargs="+", type=Path, help="folders of texts to ingest (outside the repository)")
    parser.add_argument("--bundle", type=Path, help="a bundle that already holds the texts")
    parser.add_argument("--base", type=Path, default=DEFAULT_BASE, help="bundle to copy (default build/data-bundle)")
    parser.add_argument("--work", type=Path, help="where the bundle with texts is written (kept); default a temp folder")
    parser.add_argument("--questions", type=Path, default=QUESTION_SET)
    parser.add_argument("--no-answers", action="store_true", help="retrieval figures only (no catholic_qa)")
    parser.add_argument("--show-misses", action="store_true", help="list questions missed and quotes off topic")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = parser.parse_args(argv)

    texts = args.texts
    if not texts and not args.bundle and os.environ.get("ECCLESIA_TEXTS_DIR"):
        texts = [Path(p) for p in os.environ["ECCLESIA_TEXTS_DIR"].split(":") if p]
    if not texts and not args.bundle:
        return skip("no texts given")
    temporary = None
    if args.bundle:
        bundle = args.bundle
        if not (bundle / "documents" / "manifest.json").exists():
            return skip(f"{bundle} holds no document index (documents/manifest.json)")
        report = None
    else:
        missing = [str(p) for p in texts if not p.is_dir()]
        if missing:
            return skip(f"no such folder: {', '.join(missing)}")
        if not (args.base / "documents" / "manifest.json").exists():
            return skip(f"{args.base} is not a built bundle: run 'make bundle' first")
        if args.work is None:
            temporary = tempfile.TemporaryDirectory(prefix="ecclesia-texts-")
        work = args.work or Path(temporary.name) / "bundle"
        bundle, report = prepare_bundle(texts, args.base, work)

    os.environ["ECCLESIA_DATA_DIR"] = str(bundle)
    os.environ["POWERTOOLS_LOG_LEVEL"] = "WARNING"  # one log line per answer would drown the figures
    from ecclesia.answering.extractive import ExtractiveAnswerer
    from ecclesia.answering.pipeline import answer_question
    from ecclesia.data import bundle as bundle_module
    from ecclesia.data import documents
    from ecclesia.data.documents.combined import search_documents

    bundle_module.bundle_dir.cache_clear()
    documents.reset_cache()
    store = documents.default_store()
    loaded = {record.id for record in store.records}
    answerer = ExtractiveAnswerer()

    def answer(query: str):
        return answer_question(query, deadline=time.monotonic() + 30, answerer=answerer).citations

    questions = load_questions(args.questions)
    # Warm up: load the index, the embedding model and the catalogue before timing.
    documents.search_passages("warm up", 10)
    search_documents("warm up")
    answer("What is grace?")

    print(f"[texts-loaded] bundle {bundle}")
    if report is not None:
        print(f"[texts-loaded] ingested {', '.join(map(str, texts))}: {report['documents']} documents, "
              f"{report['passages']} passages in the index ({report['added']} added, {report['updated']} updated, "
              f"{report['unchanged']} unchanged, {len(report['skipped'])} skipped, {len(report['warnings'])} warnings) "
              f"in {report['wall_s']} s")
        for skipped in report["skipped"]:
            print(f"[texts-loaded]   skipped {skipped['name']}: {skipped['reason']}")
    expected_docs = sorted({doc for q in questions for doc in q.expected})
    held = [doc for doc in expected_docs if doc in loaded]
    print(f"[texts-loaded] documents the question set expects: {len(expected_docs)}; loaded: {len(held)} "
          f"({', '.join(held) or 'none'})")
    if not held:
        return skip("none of the documents the question set expects is loaded")

    results = {}
    for split in ("tune", "held_out", "all"):
        chosen = [q for q in questions if split == "all" or q.split == split]
        figures = evaluate(chosen, loaded, documents.search_passages, search_documents,
                           None if args.no_answers else answer)
        results[split] = figures.as_dict()

    def pct(value):
        return "  n/a" if value is None else f"{value * 100:5.1f}%"

    print(f"{'split':<9} {'asked':>5} {'meas.':>5} {'recall@10':>9} {'MRR':>6} {'named 1st':>9} "
          f"{'quotes':>6} {'on topic':>8} {'1st on t.':>9} {'answered':>8} {'search p50/p99 ms':>18} {'answer p50/p99 ms':>18}")
    for split, f in results.items():
        measured = f["questions"] - f["not_measurable"]
        mrr = "   n/a" if f["mrr"] is None else f"{f['mrr']:6.3f}"
        print(f"{split:<9} {f['questions']:>5} {measured:>5} {pct(f['recall_at_10']):>9} {mrr} "
              f"{pct(f['named_first']):>9} {f['quotes']:>6} {pct(f['quotes_on_topic']):>8} {pct(f['first_quote_on_topic']):>9} {pct(f['answered']):>8} "
              f"{f['search_p50_ms']:>8.1f}/{f['search_p99_ms']:<9.1f} {f['answer_p50_ms']:>8.1f}/{f['answer_p99_ms']:<9.1f}")
    print("targets: passage recall@10 >= 85% (issue 13), quotes on topic >= 90% (issue 14)")
    if args.show_misses:
        by_id = {q.id: q for q in questions}
        for miss in results["all"]["misses"]:
            print(f"  miss {miss} [{by_id[miss].split}]: {by_id[miss].query}")
        for line in results["all"]["named_misses"]:
            print(f"  named document not first {line}")
        for line in results["all"]["off_topic"]:
            print(f"  off topic {line}")
    if args.json:
        print(json.dumps({"ingest": report, "figures": results}, indent=2, ensure_ascii=False))
    if temporary is not None:
        temporary.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
