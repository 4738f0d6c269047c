"""Ingest documents into the hybrid index: ``ecclesia-ingest PATH... [--index DIR]``.

PATH is a folder of Markdown/HTML/text (and PDF when pypdf is installed), a ``.jsonl``
file, a single file, or an ``s3://bucket/prefix``. Documents whose content hash is
unchanged keep their passages and vectors, so re-running after editing one file embeds
only that file. A progress line goes to stderr; the final report (documents, passages,
skipped and why) to stdout. A bad file is reported and skipped; it never stops the run.

Without ``--index`` the documents go into the local data bundle
(``build/data-bundle/documents``), which the local endpoint reads.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

import numpy as np

from ecclesia.data.documents import splitter
from ecclesia.data.documents.embedders import Embedder, default_static_model_dir, embedder_from_env
from ecclesia.data.documents.index import (
    FORMAT_VERSION, CatalogRecord, HybridIndex, IndexEntry, indexable_text, write_index,
)
from ecclesia.data.documents.model import SourceDocument
from ecclesia_tools.documents.sources import Item, Skipped, read_any

EMBED_BATCH = 256


@dataclass(slots=True)
class IngestReport:
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    documents: int = 0
    passages: int = 0
    passages_embedded: int = 0
    index_bytes: int = 0
    seconds: float = 0.0
    skipped: list[dict[str, str]] = field(default_factory=list)
    warnings: list[dict[str, str]] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {name: getattr(self, name) for name in self.__slots__}


class Progress:
    """A one-line progress bar on stderr (redrawn in place when stderr is a terminal)."""

    def __init__(self, total: int, stream: TextIO | None = None, enabled: bool = True) -> None:
        self.total, self.done, self.passages = total, 0, 0
        self.stream = stream or sys.stderr
        self.enabled = enabled
        self.started = time.perf_counter()
        self.last_draw = 0.0

    def step(self, passages: int) -> None:
        self.done += 1
        self.passages += passages
        now = time.perf_counter()
        if self.enabled and (now - self.last_draw > 0.2 or self.done == self.total):
            self.last_draw = now
            width = 30
            filled = int(width * self.done / max(self.total, 1))
            line = (f"[ingest] [{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} documents,"
                    f" {self.passages} passages, {now - self.started:.1f}s")
            end = "\r" if self.stream.isatty() and self.done < self.total else "\n"
            if end == "\n" and self.done < self.total and now - self.started < 5:
                return  # in a log file, print every few seconds, not every 0.2 s
            self.stream.write(line + end)
            self.stream.flush()


def ingest(
    items: Iterable[Item],
    index_dir: Path,
    *,
    embedder: Embedder | None = None,
    prune_sources: set[str] | None = None,
    progress: bool = True,
    stream: TextIO | None = None,
    reembed_on_model_change: bool = False,
) -> IngestReport:
    """Add or update ``items`` in the index at ``index_dir`` (created when absent).

    ``prune_sources``: documents from these sources that were not seen this run are removed.
    ``reembed_on_model_change``: when ``embedder`` differs from the one that built the
    index, start the index afresh instead of refusing (the bundle build does this).
    """
    started = time.perf_counter()
    index_dir = Path(index_dir)
    report = IngestReport()
    existing = _open_existing(index_dir)
    if existing is not None and embedder is not None and embedder.spec() != existing.manifest["embedder"]:
        if reembed_on_model_change:
            existing = None
        else:
            raise SystemExit(f"{index_dir} was built with {existing.manifest['embedder']}; "
                             f"re-ingesting with {embedder.spec()} needs a new --index folder")
    if existing is not None:
        embedder = existing.embedder
    embedder = embedder or embedder_from_env()
    spec = embedder.spec()

    documents: list[SourceDocument] = []
    seen: set[str] = set()
    for item in items:
        if isinstance(item, Skipped):
            report.skipped.append({"name": item.name, "reason": item.reason})
        elif item.id in seen:
            report.skipped.append({"name": item.id, "reason": f"duplicate id {item.id!r} (first one kept)"})
        else:
            seen.add(item.id)
            documents.append(item)
            report.warnings.extend({"name": item.id, "warning": w} for w in item.warnings)

    old_entries: dict[str, CatalogRecord] = {r.id: r for r in existing.records} if existing else {}
    entries: dict[str, IndexEntry] = {}
    bar = Progress(len(documents), stream, progress)
    for document in documents:
        content_hash = document.content_hash()
        old = old_entries.get(document.id)
        if old is not None and old.content_hash == content_hash and existing is not None:
            entries[document.id] = _reuse(existing, old)
            report.unchanged += 1
            bar.step(old.passage_count)
            continue
        try:
            entry = _new_entry(document, content_hash, embedder)
        except Exception as exc:  # one document's failure (e.g. the embedding service) skips it
            report.skipped.append({"name": document.id, "reason": f"{type(exc).__name__}: {exc}"})
            bar.step(0)
            continue
        if not entry.texts:
            report.skipped.append({"name": document.id, "reason": "no text to index"})
            bar.step(0)
            continue
        report.passages_embedded += len(entry.texts)
        if old is None:
            report.added += 1
        else:
            report.updated += 1
        entries[document.id] = entry
        bar.step(len(entry.texts))

    # Documents this run did not mention stay, unless their source is being pruned.
    for record in existing.records if existing else []:
        if record.id in entries or record.id in seen:
            continue
        if prune_sources and record.source in prune_sources:
            report.removed += 1
            continue
        entries[record.id] = _reuse(existing, record)

    ordered = sorted(entries.values(), key=lambda e: e.record.id)
    model_source = None
    if spec["kind"] in ("static", "transformer"):  # a local model travels with its index
        model_source = existing.directory / "model" if existing else getattr(embedder, "model_dir", default_static_model_dir())
    counts = write_index(index_dir, ordered, spec, model_source)
    report.documents, report.passages, report.index_bytes = counts["documents"], counts["passages"], counts["index_bytes"]
    report.seconds = round(time.perf_counter() - started, 2)
    _forget_loaded(index_dir)
    return report


def _open_existing(index_dir: Path) -> HybridIndex | None:
    """The index already there, or None when absent or written in an older format (rebuilt)."""
    if not (index_dir / "manifest.json").exists():
        return None
    manifest = json.loads((index_dir / "manifest.json").read_text())
    if manifest.get("format") != FORMAT_VERSION:
        return None
    return HybridIndex(index_dir)


def _new_entry(document: SourceDocument, content_hash: str, embedder: Embedder) -> IndexEntry:
    drafts = splitter.split(document.body, title=document.title, citation_style=document.citation_style)
    texts = [d.text for d in drafts]
    headings = [d.heading for d in drafts]
    inputs = [indexable_text(document.title, d.heading, d.text) for d in drafts]
    vectors = [embedder.embed(inputs[i : i + EMBED_BATCH]) for i in range(0, len(inputs), EMBED_BATCH)]
    matrix = np.concatenate(vectors) if vectors else np.zeros((0, embedder.dimensions), dtype=np.float32)
    record = CatalogRecord(
        id=document.id, title=document.title, author=document.author, year=document.year,
        reference=document.reference, url=document.url, language=document.language,
        source=document.source, content_hash=content_hash, attribution=document.extra.get("attribution"),
    )
    return IndexEntry(record=record, body=document.body, headings=headings, texts=texts, embeddings=matrix)


def _reuse(index: HybridIndex, record: CatalogRecord) -> IndexEntry:
    rows = list(index.passages_of(record.id))
    matrix = np.stack([r[2] for r in rows]) if rows else np.zeros((0, index.embeddings.shape[1]), np.float32)
    fresh = dataclasses.replace(record)
    return IndexEntry(record=fresh, body=index.body(record), headings=[r[0] for r in rows],
                      texts=[r[1] for r in rows], embeddings=matrix)


def _forget_loaded(index_dir: Path) -> None:
    """A process that ingests and then searches must not keep serving the old index."""
    from ecclesia.data import documents

    documents.reset_cache()


def default_index_dir() -> Path:
    from ecclesia.data.bundle import area_dir

    return area_dir("documents")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ecclesia-ingest", description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="folder, .jsonl file, file or s3://bucket/prefix")
    parser.add_argument("--index", type=Path, default=None, help="index folder (default: the local bundle's documents/)")
    parser.add_argument("--id-prefix", default="", help="prefix for ids derived from file names")
    parser.add_argument("--prune", action="store_true", help="remove documents of these sources that are gone")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    harvest = parser.add_argument_group(
        "harvest", "download catalogued documents from their publishers and ingest them (the texts are the "
        "publishers'; loading and serving them is the operator's responsibility under their terms)")
    harvest.add_argument("--catalogue", action="store_true", help="harvest catalogue entries instead of reading PATHs")
    harvest.add_argument("--kind", action="append", help="only this kind (encyclical, apostolic-exhortation, ...); repeatable")
    harvest.add_argument("--author", action="append", help="only authors containing this word (francis, 'john paul ii'); repeatable")
    harvest.add_argument("--id", action="append", help="only this catalogue id; repeatable")
    harvest.add_argument("--limit", type=int, default=None, help="at most this many documents")
    harvest.add_argument("--delay", type=float, default=1.0, help="seconds each worker waits between requests (default 1)")
    harvest.add_argument("--cache", type=Path, default=None, help="state and page cache (default build/harvest)")
    args = parser.parse_args(argv)
    if args.catalogue == bool(args.paths):
        parser.error("give PATHs to ingest, or --catalogue to harvest catalogued documents (not both)")

    index_dir = args.index or default_index_dir()
    if args.catalogue:
        from ecclesia_tools.documents.harvest import run_from_cli

        return run_from_cli(args, index_dir)
    items: list[Item] = []
    sources: set[str] = set()
    for location in args.paths:
        for item in read_any(location, args.id_prefix):
            items.append(item)
            if isinstance(item, SourceDocument):
                sources.add(item.source)
    report = ingest(items, index_dir, prune_sources=sources if args.prune else None, progress=not args.quiet)
    summary = report.as_dict()
    print(json.dumps(summary, indent=2, ensure_ascii=False))
    print(f"[ingest] {report.documents} documents, {report.passages} passages in {index_dir}"
          f" ({report.added} added, {report.updated} updated, {report.unchanged} unchanged,"
          f" {report.removed} removed, {len(report.skipped)} skipped) in {report.seconds}s", file=sys.stderr)
    for skipped in report.skipped:
        print(f"[ingest] skipped {skipped['name']}: {skipped['reason']}", file=sys.stderr)
    for warning in report.warnings:
        print(f"[ingest] warning {warning['name']}: {warning['warning']}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
