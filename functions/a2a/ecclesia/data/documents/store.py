"""The interface the skills (and catholic_qa) search through, whatever engine is behind it.

``HybridIndex`` (numpy arrays in the data bundle) implements it today. A managed engine
implements the same two methods when a corpus outgrows one bundle; see README.md for the
OpenSearch Serverless and S3 Vectors mapping.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Literal, Protocol

from ecclesia.data.documents.model import Document, Passage

Mode = Literal["hybrid", "lexical", "dense"]


class DocumentStore(Protocol):
    """Read access to the document index: passage search, documents, passage windows."""

    def search(self, query: str, limit: int = 10, mode: Mode = "hybrid",
               books: Collection[str] = ()) -> list[Passage]:
        """Passages best first; ``score`` is comparable within one result list only. With
        ``books`` (Douay-Rheims names), only the passages of those Bible books and the notes
        on them are searched."""
        ...

    def get_document(self, document_id: str) -> Document | None:
        """The whole document, or None for an unknown id."""
        ...

    def passage_window(self, passage_id: str, before: int = 1, after: int = 1) -> list[Passage] | None:
        """A passage by the id search gave it, with its neighbours; None for an unknown id."""
        ...


class IndexUnavailable(RuntimeError):
    """No index has been built where the store looks for one."""
