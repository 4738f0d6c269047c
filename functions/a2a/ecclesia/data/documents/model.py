"""The records the document area passes around: what ingest reads, what search returns."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field


@dataclass(frozen=True, slots=True)
class Document:
    """One whole document as stored in the index (``body`` is the full text)."""

    id: str
    title: str
    author: str | None
    year: int | None
    reference: str | None
    url: str | None
    language: str | None
    body: str
    attribution: str | None = None  # where the text comes from and under what terms


@dataclass(frozen=True, slots=True)
class Passage:
    """One retrievable piece of a document, with what a citation needs."""

    passage_id: str
    document_id: str
    document_title: str
    document_author: str | None
    document_year: int | None
    document_reference: str | None
    url: str | None
    heading: str | None  # section heading and paragraph/verse numbers, for citation
    text: str
    score: float
    language: str | None


@dataclass(frozen=True, slots=True)
class SourceDocument:
    """A document as a source hands it to ingest, before splitting.

    ``format`` tells the splitter how to read ``body``: ``markdown`` (headings with ``#``),
    ``text`` (blank-line paragraphs) or ``html`` (converted to markdown first by the reader).
    ``citation_style`` ``verse`` renders numbered paragraphs as ``Genesis 1:3-5``
    instead of ``Chapter 1, §3-5``.
    """

    id: str
    title: str
    body: str
    source: str
    author: str | None = None
    year: int | None = None
    reference: str | None = None
    url: str | None = None
    language: str | None = None
    format: str = "markdown"
    citation_style: str = "paragraph"
    extra: dict[str, str] = field(default_factory=dict)
    # What the reader noticed (fields dropped or mapped, no structure found): ingest reports them.
    warnings: tuple[str, ...] = ()

    def content_hash(self) -> str:
        """Changes whenever anything that ends up in the index changes."""
        payload = asdict(self)
        payload.pop("source")
        payload.pop("warnings")
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True, ensure_ascii=False).encode())
        return digest.hexdigest()

    def to_document(self) -> Document:
        return Document(
            id=self.id,
            title=self.title,
            author=self.author,
            year=self.year,
            reference=self.reference,
            url=self.url,
            language=self.language,
            body=self.body,
            attribution=self.extra.get("attribution"),
        )


@dataclass(frozen=True, slots=True)
class PassageDraft:
    """A passage cut by the splitter, before it has an id or an embedding."""

    heading: str | None
    text: str
