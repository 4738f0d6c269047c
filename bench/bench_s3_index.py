"""Cold start of the S3-served document index: download to the local cache, then open it.

    PYTHONPATH=functions/a2a:tools .venv/bin/python bench/bench_s3_index.py [--passages 150000]

Builds a synthetic index of N passages (bench_documents.synthetic_documents, through the same
ingest), uploads it to an in-process moto S3, and times ``s3_index.fetch_index`` (list +
parallel download) and ``HybridIndex`` opening it, then the first and later queries. moto
serves from memory: the download figure is the function's own cost (boto3, 8 threads,
writing /tmp), not a measure of S3's network throughput, which this machine cannot reach.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "functions" / "a2a"), str(REPO / "tools"), str(REPO / "bench")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passages", type=int, default=150_000)
    args = parser.parse_args()

    import boto3
    from moto import mock_aws

    from bench_documents import sizes, synthetic_documents
    from ecclesia.data.documents import s3_index
    from ecclesia.data.documents.index import HybridIndex
    from ecclesia_tools.documents.ingest import ingest

    with tempfile.TemporaryDirectory() as tmp, mock_aws():
        root = Path(tmp)
        started = time.perf_counter()
        report = ingest(synthetic_documents(args.passages), root / "index", progress=False)
        print(f"index: {report.passages} passages, built in {time.perf_counter() - started:.0f}s, "
              f"sizes (MiB) {sizes(root / 'index')}")
        client = boto3.client("s3", region_name="us-east-1")
        client.create_bucket(Bucket="bench-index")
        for path in (root / "index").rglob("*"):
            if path.is_file():
                client.upload_file(str(path), "bench-index", "corpus/" + path.relative_to(root / "index").as_posix())
        started = time.perf_counter()
        local = s3_index.fetch_index("s3://bench-index/corpus/", cache=root / "cache", client=client)
        downloaded = time.perf_counter()
        index = HybridIndex(local)
        opened = time.perf_counter()
        index.search("the parable of the sower", 10)
        first = time.perf_counter()
        timings = []
        for query in ("mercy", "bread of life", "kingdom of heaven", "the good shepherd", "faith hope charity") * 6:
            t = time.perf_counter()
            index.search(query, 10)
            timings.append((time.perf_counter() - t) * 1000)
        timings.sort()
        print(f"download (moto, in memory) {downloaded - started:.2f}s for {s3_index.LAST_LOAD['bytes'] / 1e6:.1f} MB "
              f"in {s3_index.LAST_LOAD['objects']} objects; open {opened - downloaded:.2f}s; first query "
              f"{(first - opened) * 1000:.0f} ms (model load included); then p50 {timings[len(timings) // 2]:.1f} ms")
        again = time.perf_counter()
        s3_index.fetch_index("s3://bench-index/corpus/", cache=root / "cache", client=client)
        print(f"warm container, same manifest: {(time.perf_counter() - again) * 1000:.0f} ms (copy reused)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
