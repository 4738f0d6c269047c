"""Church documents: ingest, a hybrid (BM25 + dense) index, and the search interface.

The skills ``document_search`` and ``document_fetch`` and the ``catholic_qa`` pipeline use
the two functions below; everything heavy (numpy, the index files, the embedding model)
loads on the first call and stays loaded while the process is warm.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from ecclesia.data.documents.model import Document, Passage
from ecclesia.data.documents.store import DocumentStore, IndexUnavailable, Mode

if TYPE_CHECKING:
    from pathlib import Path

__all__ = [
    "Document", "DocumentStore", "IndexUnavailable", "Passage",
    "default_store", "get_document", "reset_cache", "search_passages",
]

_lock = threading.Lock()
_store: DocumentStore | None = None


def index_dir() -> Path:
    from ecclesia.data.bundle import area_dir

    return area_dir("documents")


def default_store() -> DocumentStore:
    """The bundle's index, loaded once per process."""
    global _store
    if _store is None:
        with _lock:
            if _store is None:
                from ecclesia.data.documents.index import HybridIndex

                directory = index_dir()
                if not (directory / "manifest.json").exists():
                    raise IndexUnavailable(
                        f"no document index in {directory}: build it with "
                        "'python -m ecclesia_tools.bundle documents' or add documents with 'ecclesia-ingest'"
                    )
                _store = HybridIndex(directory)
    return _store


def reset_cache() -> None:
    """Forget the loaded index (after an ingest, or when tests point at another bundle)."""
    global _store
    with _lock:
        _store = None


def search_passages(query: str, limit: int = 10, mode: Mode = "hybrid") -> list[Passage]:
    """Passages for ``query``, best first: BM25 and dense rankings fused by reciprocal rank."""
    if not query or not query.strip() or limit <= 0:
        return []
    return default_store().search(query, limit, mode)


def get_document(document_id: str) -> Document | None:
    return default_store().get_document(document_id)
