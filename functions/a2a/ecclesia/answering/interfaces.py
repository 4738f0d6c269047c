"""What the answer pipeline needs of its inputs: retrieved passages and earlier turns.

``ecclesia.data.documents.Passage`` satisfies ``PassageLike`` and ``ecclesia.skills.base.Turn``
satisfies ``TurnLike``; the pipeline depends on these shapes, not on those modules (answering
sits between skills and data and never imports skills), and imports the index only when it
first searches.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ecclesia.data.documents.model import DocumentMeta


class PassageLike(Protocol):
    """A retrieved passage; ``document`` is its document's metadata (what a citation shows)."""

    @property
    def passage_id(self) -> str: ...
    @property
    def document(self) -> DocumentMeta: ...
    @property
    def document_id(self) -> str: ...
    @property
    def document_title(self) -> str: ...
    @property
    def document_author(self) -> str | None: ...
    @property
    def document_year(self) -> int | None: ...
    @property
    def document_reference(self) -> str | None: ...
    @property
    def url(self) -> str | None: ...
    @property
    def heading(self) -> str | None: ...
    @property
    def text(self) -> str: ...
    @property
    def score(self) -> float: ...
    @property
    def language(self) -> str | None: ...


class TurnLike(Protocol):
    """An earlier turn of the conversation: its question and the answer kept."""

    @property
    def question(self) -> str: ...
    @property
    def answer(self) -> str: ...


Retriever = Callable[[str, int], Sequence[PassageLike]]
# (query, limit, books): a search of the Bible books named (Douay-Rheims names) and the notes on them.
BookRetriever = Callable[[str, int, Sequence[str]], Sequence[PassageLike]]


def index_retriever(query: str, limit: int) -> Sequence[PassageLike]:
    """Search the bundled document index (imported on first use: it loads data)."""
    from ecclesia.data.documents import search_passages

    return search_passages(query, limit=limit)


def index_book_retriever(query: str, limit: int, books: Sequence[str]) -> Sequence[PassageLike]:
    """Search the bundled document index within the Bible ``books``, by meaning only: the
    searches of the whole index have already brought the passages sharing the question's words."""
    from ecclesia.data.documents import search_passages

    return search_passages(query, limit=limit, mode="dense", books=books)
