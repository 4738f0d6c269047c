"""The document index in S3, copied to the function's /tmp at cold start.

For corpora too large for the data layer (the layer and the function share 250 MB
unzipped; 100,000 passages already take 227 MB, 150,000 take 330 MB). The index is the same folder ingest
writes (``ecclesia-ingest PATH --index DIR``), uploaded with ``aws s3 sync DIR
s3://BUCKET/PREFIX``; a deployment sets ``DocumentsIndexBucket``/``DocumentsIndexPrefix``
(template parameters), which become ``ECCLESIA_DOCUMENTS_INDEX_S3=s3://BUCKET/PREFIX``.
The first search in a container downloads the folder (objects in parallel) into
``ECCLESIA_DOCUMENTS_CACHE`` (default ``/tmp/ecclesia-documents``; the template raises the
function's ephemeral storage to 2 GB) and opens it like the bundled index, so search, fetch
and the catalogue behave the same. A warm container keeps it; a copy whose manifest ETag
is unchanged is reused. ``LAST_LOAD`` records the seconds and bytes of the last download
(also logged), which is what ``bench/bench_s3_index.py`` reports.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from aws_lambda_powertools import Logger

from ecclesia.observability import SERVICE

LOG = Logger(service=SERVICE, child=True)  # structured, under the service's logger
MARKER = ".s3-source.json"
LAST_LOAD: dict[str, Any] = {}


def parse_uri(uri: str) -> tuple[str, str]:
    """The bucket and key prefix (ending in ``/``, or empty) of an ``s3://`` URI.

    Raises:
        ValueError: not ``s3://bucket/prefix``.
    """
    match = re.fullmatch(r"s3://([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])/?(.*)", uri.strip())
    if not match:
        raise ValueError(f"ECCLESIA_DOCUMENTS_INDEX_S3: expected s3://bucket/prefix, got {uri!r}")
    bucket, prefix = match.groups()
    return bucket, prefix.rstrip("/") + "/" if prefix else ""


def fetch_index(uri: str, cache: Path | None = None, client: Any | None = None, workers: int = 8) -> Path:
    """The index under ``uri`` as a local folder (downloaded unless already current)."""
    bucket, prefix = parse_uri(uri)
    if cache is None:
        from ecclesia.settings import DocumentsSettings

        cache = DocumentsSettings.from_env().cache_dir
    cache = Path(cache)
    if client is None:
        import boto3

        client = boto3.client("s3")
    started = time.perf_counter()
    manifest_etag = client.head_object(Bucket=bucket, Key=prefix + "manifest.json")["ETag"]
    marker = cache / MARKER
    if marker.exists() and json.loads(marker.read_text()) == {"uri": uri, "manifest_etag": manifest_etag}:
        LAST_LOAD.update({"uri": uri, "seconds": round(time.perf_counter() - started, 3), "bytes": 0, "reused": True})
        return cache
    keys: list[tuple[str, int]] = []
    for page in client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix):
        keys.extend((obj["Key"], obj["Size"]) for obj in page.get("Contents", []) if not obj["Key"].endswith("/"))
    staging = cache.with_name(cache.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)

    def download(key: str) -> None:
        target = staging / key[len(prefix):]
        target.parent.mkdir(parents=True, exist_ok=True)
        client.download_file(bucket, key, str(target))

    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(download, [key for key, _ in keys]))
    if not (staging / "manifest.json").exists():
        raise FileNotFoundError(f"{uri}: no manifest.json; upload an index folder written by ecclesia-ingest")
    (staging / MARKER).write_text(json.dumps({"uri": uri, "manifest_etag": manifest_etag}))
    shutil.rmtree(cache, ignore_errors=True)
    os.replace(staging, cache)
    size = sum(size for _, size in keys)
    LAST_LOAD.update({"uri": uri, "seconds": round(time.perf_counter() - started, 3), "bytes": size,
                      "objects": len(keys), "reused": False})
    LOG.info("document index downloaded from %s: %d objects, %.1f MB in %.2f s", uri, len(keys), size / 1e6,
             LAST_LOAD["seconds"])
    return cache
