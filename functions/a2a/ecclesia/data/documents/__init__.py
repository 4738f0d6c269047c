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
    from collections.abc import Collection
    from pathlib import Path

__all__ = [
    "Document", "DocumentStore", "IndexUnavailable", "Passage",
    "default_store", "get_document", "get_passage_window", "reset_cache", "search_passages",
]

_lock = threading.Lock()
_store: DocumentStore | None = None


def index_dir() -> Path:
    """The index folder: the bundle's ``documents/`` area, or a copy of the index in S3 when
    ``ECCLESIA_DOCUMENTS_INDEX_S3`` (or the template's ``ECCLESIA_DOCUMENTS_INDEX_BUCKET`` and
    ``..._PREFIX``) is set: downloaded once per container, see ``s3_index.py``."""
    from ecclesia.settings import DocumentsSettings

    settings = DocumentsSettings.from_env()
    if settings.index_s3:
        from ecclesia.data.documents.s3_index import fetch_index

        return fetch_index(settings.index_s3, settings.cache_dir)
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
    from ecclesia.data.documents import catalogue

    catalogue.reset_cache()  # whether a text is loaded may have changed


def search_passages(query: str, limit: int = 10, mode: Mode = "hybrid",
                    books: Collection[str] = ()) -> list[Passage]:
    """Passages for ``query``, best first: BM25 and dense rankings fused by reciprocal rank;
    only in the Bible ``books`` (Douay-Rheims names) and the notes on them, when given."""
    if not query or not query.strip() or limit <= 0:
        return []
    return default_store().search(query, limit, mode, books)


def get_document(document_id: str) -> Document | None:
    """The document ``document_id`` of the default store, or ``None``."""
    return default_store().get_document(document_id)


def get_passage_window(passage_id: str, before: int = 1, after: int = 1) -> list[Passage] | None:
    """A passage from a search result (``passage_id``) with its neighbours, or None."""
    return default_store().passage_window(passage_id, before, after)
