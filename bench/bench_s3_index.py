"""Document search at scale: N passages plus the catalogue, bundled and served from S3.

    PYTHONPATH=functions/a2a:tools .venv/bin/python bench/bench_s3_index.py [--passages 150000]
        [--index DIR] [--rounds 2]

Builds a synthetic index of N passages (``bench_documents.synthetic_documents``, words of the
real corpus shuffled into new paragraphs, through the same ingest) and the catalogue area in
a bundle folder (``--index DIR`` keeps it there and reuses it on the next run), then prints:

1. the index size by part, and whether it fits beside the function in the 250 MB limit;
2. the **default (bundled) path**: a fresh interpreter imports, opens the index and answers
   one query (cold), then, warm in this process, ``search_documents`` (catalogue + texts,
   what ``document_search`` serves) and ``search_passages`` over the question sets
   (eval_catalogue, eval, eval_questions) ``--rounds`` times: p50/p99 wall
   time and CPU time of the process (the machine is shared: CPU time is the part that is
   ours, wall time adds the waiting for a core);
3. the **S3 path**: the index uploaded to an in-process moto S3 and served through
   ``ECCLESIA_DOCUMENTS_INDEX_S3`` as a deployment would: download to the cache
   (``s3_index.fetch_index``: list + parallel download), open, first query, the same warm
   latencies, and a warm container that finds the copy in place. moto serves from memory in
   this process: the download figure is the function's own cost (boto3, threads, writing
   /tmp), not S3's network throughput, which this machine cannot reach.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "functions" / "a2a"), str(REPO / "tools"), str(REPO / "bench")]

QUESTION_SETS = ("eval_catalogue.jsonl", "eval.jsonl", "eval_questions.jsonl")
# Function + layers unzipped as `make build` measures it with the default bundle (README), and
# the documents area's share of that, so the room left for a bigger index can be stated.
PACKAGE_LIMIT_MB = 250
PACKAGE_TODAY_MB = 151
COLD_OPEN = """
import sys, time
started, cpu = time.perf_counter(), time.process_time()
sys.path.insert(0, {path!r})
from ecclesia.data.documents.index import HybridIndex
index = HybridIndex({directory!r})
opened = time.perf_counter()
index.search("the parable of the sower", 10)
print(opened - started, time.perf_counter() - opened, time.process_time() - cpu)
"""


def questions() -> list[str]:
    rows = []
    for name in QUESTION_SETS:
        path = REPO / "datasets" / "documents" / name
        rows += [json.loads(line)["query"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return rows


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def warm_latency(queries: list[str], rounds: int) -> dict[str, dict[str, float]]:
    """p50/p99 wall and CPU milliseconds of search_documents and search_passages, warm."""
    from ecclesia.data.documents import search_passages
    from ecclesia.data.documents.combined import search_documents

    search_documents("warm up the index and the catalogue")
    result = {}
    for label, function in (("search_documents", lambda q: search_documents(q, limit=10)),
                            ("search_passages", lambda q: search_passages(q, limit=10))):
        wall, cpu = [], []
        for _ in range(rounds):
            for query in queries:
                started, used = time.perf_counter(), time.process_time()
                function(query)
                wall.append((time.perf_counter() - started) * 1000)
                cpu.append((time.process_time() - used) * 1000)
        result[label] = {"wall_p50_ms": round(percentile(wall, 0.5), 1), "wall_p99_ms": round(percentile(wall, 0.99), 1),
                         "cpu_p50_ms": round(percentile(cpu, 0.5), 1), "cpu_p99_ms": round(percentile(cpu, 0.99), 1),
                         "queries": len(wall)}
    return result


def print_latency(label: str, figures: dict[str, dict[str, float]]) -> None:
    for name, row in figures.items():
        print(f"  {label} {name:16} wall p50 {row['wall_p50_ms']:6.1f} ms  p99 {row['wall_p99_ms']:6.1f} ms | "
              f"CPU p50 {row['cpu_p50_ms']:5.1f} ms  p99 {row['cpu_p99_ms']:5.1f} ms  ({row['queries']} queries)")
    print(f"  load average now {os.getloadavg()[0]:.1f} (2 cores)")


def use_bundle(root: Path) -> None:
    """Point the data layer at ``root`` (documents + catalogue areas) and forget what was loaded."""
    from ecclesia.data import bundle, documents

    os.environ["ECCLESIA_DATA_DIR"] = str(root)
    bundle.bundle_dir.cache_clear()
    documents.reset_cache()


def build(root: Path, passages: int) -> None:
    """The synthetic index and the catalogue area under ``root`` (kept when already there)."""
    from bench_documents import synthetic_documents
    from ecclesia_tools.catalogue.bundle_build import build as build_catalogue
    from ecclesia_tools.documents.ingest import ingest

    manifest = root / "documents" / "manifest.json"
    if manifest.exists() and json.loads(manifest.read_text())["passages"] == passages \
            and (root / "documents" / "bm25_sequence.npy").exists():
        print(f"reusing the index in {root / 'documents'}")
    else:
        started = time.perf_counter()
        report = ingest(synthetic_documents(passages), root / "documents", progress=False)
        print(f"index: {report.passages} passages built in {time.perf_counter() - started:.0f} s")
    if not (root / "catalogue").exists():
        build_catalogue(root)


def sizes(directory: Path) -> None:
    from bench_documents import sizes as parts

    mib = parts(directory)
    total_mb = sum(f.stat().st_size for f in directory.rglob("*") if f.is_file()) / 1e6
    room = PACKAGE_LIMIT_MB - PACKAGE_TODAY_MB
    print(f"index size (MiB): {mib}; {total_mb:.0f} MB in all")
    print(f"  fits in the data layer? function + layers are ~{PACKAGE_TODAY_MB} MB of {PACKAGE_LIMIT_MB} MB with "
          f"the default bundle, so ~{room} MB is free: {'yes' if total_mb < room else 'no -> the S3 option'}")


def cold_open(directory: Path, runs: int = 2) -> None:
    for run in range(runs):
        code = COLD_OPEN.format(path=str(REPO / "functions" / "a2a"), directory=str(directory))
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        open_s, first_s, cpu_s = map(float, out.split())
        print(f"  cold (fresh interpreter, run {run + 1}): import + open {open_s:.2f} s, first query "
              f"{first_s * 1000:.0f} ms (model load included), CPU {cpu_s:.2f} s")


def s3_path(root: Path, queries: list[str], rounds: int) -> None:
    import boto3
    from moto import mock_aws

    from ecclesia.data import documents
    from ecclesia.data.documents import s3_index
    from ecclesia.data.documents.combined import search_documents

    with mock_aws(), tempfile.TemporaryDirectory() as cache:
        client = boto3.client("s3", region_name="us-east-1")
        client.create_bucket(Bucket="bench-index")
        for path in (root / "documents").rglob("*"):
            if path.is_file():
                client.upload_file(str(path), "bench-index", "corpus/" + path.relative_to(root / "documents").as_posix())
        os.environ["ECCLESIA_DOCUMENTS_INDEX_S3"] = "s3://bench-index/corpus/"
        os.environ["ECCLESIA_DOCUMENTS_CACHE"] = str(Path(cache) / "ecclesia-documents")
        try:
            documents.reset_cache()
            started, used = time.perf_counter(), time.process_time()
            documents.default_store()
            loaded = time.perf_counter()
            load = dict(s3_index.LAST_LOAD)  # the catalogue's first use checks the copy again
            search_documents("the parable of the sower")
            first = time.perf_counter()
            print(f"  cold container: download {load['seconds']:.2f} s ({load['bytes'] / 1e6:.0f} MB in "
                  f"{load['objects']} objects), open {loaded - started - load['seconds']:.2f} s, first query "
                  f"{(first - loaded) * 1000:.0f} ms (embedding model and catalogue load included); "
                  f"{first - started:.2f} s in all, CPU {time.process_time() - used:.2f} s")
            print_latency("S3", warm_latency(queries, rounds))
            documents.reset_cache()
            started = time.perf_counter()
            documents.default_store()
            print(f"  new container on the same /tmp (copy reused): {(time.perf_counter() - started) * 1000:.0f} ms "
                  f"to open (reused={s3_index.LAST_LOAD['reused']})")
        finally:
            for name in ("ECCLESIA_DOCUMENTS_INDEX_S3", "ECCLESIA_DOCUMENTS_CACHE"):
                os.environ.pop(name, None)
            documents.reset_cache()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passages", type=int, default=150_000)
    parser.add_argument("--index", type=Path, help="bundle folder to build into and reuse (default: a temporary one)")
    parser.add_argument("--rounds", type=int, default=2, help="passes over the question sets")
    parser.add_argument("--skip-s3", action="store_true")
    args = parser.parse_args()
    queries = questions()

    with tempfile.TemporaryDirectory() as tmp:
        root = args.index or Path(tmp)
        build(root, args.passages)
        sizes(root / "documents")
        print(f"\ndefault path (index in the bundle), {args.passages} passages + catalogue:")
        cold_open(root / "documents")
        use_bundle(root)
        print_latency("bundled", warm_latency(queries, args.rounds))
        if not args.skip_s3:
            print(f"\nS3 path (ECCLESIA_DOCUMENTS_INDEX_S3, moto in process), {args.passages} passages + catalogue:")
            s3_path(root, queries, args.rounds)
    print("\ntargets: p50 < 30 ms and p99 < 100 ms (search_documents, warm)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
