"""The records the document area passes around: what ingest reads, what search returns.

``DocumentMeta`` is the one declaration of what identifies and cites a document (id, title,
author, year, reference, url, language). The stored document (``Document``), the source
handed to ingest (``SourceDocument``) and the index catalogue row (``index.CatalogRecord``)
are DocumentMeta with their own fields added; a search hit (``Passage``) carries its
document's DocumentMeta. Fields past the shared ones are keyword-only.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import KW_ONLY, asdict, dataclass, field


@dataclass(frozen=True, slots=True)
class DocumentMeta:
    """What identifies a document and what a citation of it shows."""

    id: str
    title: str
    author: str | None = None
    year: int | None = None
    reference: str | None = None  # the short form a citation uses ("CCC", "LG")
    url: str | None = None
    language: str | None = None


@dataclass(frozen=True, slots=True)
class Document(DocumentMeta):
    """One whole document as stored in the index (``body`` is the full text)."""

    _: KW_ONLY
    body: str
    attribution: str | None = None  # where the text comes from and under what terms


@dataclass(frozen=True, slots=True)
class Passage:
    """One retrievable piece of a document, with what a citation needs.

    The ``document_*``, ``url`` and ``language`` properties read the document's metadata
    (``answering.interfaces.PassageLike`` is written against them)."""

    passage_id: str
    document: DocumentMeta
    heading: str | None  # section heading and paragraph/verse numbers, for citation
    text: str
    score: float

    @property
    def document_id(self) -> str:
        """The id of the passage's document."""
        return self.document.id

    @property
    def document_title(self) -> str:
        """The title of the passage's document."""
        return self.document.title

    @property
    def document_author(self) -> str | None:
        """The author of the passage's document, when known."""
        return self.document.author

    @property
    def document_year(self) -> int | None:
        """The year of the passage's document, when known."""
        return self.document.year

    @property
    def document_reference(self) -> str | None:
        """The short form a citation uses ("CCC", "LG"), when the document has one."""
        return self.document.reference

    @property
    def url(self) -> str | None:
        """The document's public URL, when known."""
        return self.document.url

    @property
    def language(self) -> str | None:
        """The document's language, when known."""
        return self.document.language


@dataclass(frozen=True, slots=True)
class SourceDocument(DocumentMeta):
    """A document as a source hands it to ingest, before splitting.

    ``format`` tells the splitter how to read ``body``: ``markdown`` (headings with ``#``),
    ``text`` (blank-line paragraphs) or ``html`` (converted to markdown first by the reader).
    ``citation_style`` ``verse`` renders numbered paragraphs as ``Genesis 1:3-5``
    instead of ``Chapter 1, §3-5``.
    """

    _: KW_ONLY
    body: str
    source: str
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
        """The ``Document`` record of this source (metadata without the text)."""
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
