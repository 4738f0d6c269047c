"""What answerers produce (``Draft``) and what the pipeline returns (``Answer``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ecclesia.data.documents.model import DocumentMeta


@dataclass(frozen=True, slots=True)
class Draft:
    """An answer before grounding: markers and passage numbers are one-based positions in
    the retrieved list, as the answerer saw it, and are not trusted until checked."""

    text: str
    used_passages: tuple[int, ...] = ()
    related_questions: tuple[str, ...] = ()
    # Exact text quoted from a passage, by passage number; otherwise the passage is cited whole.
    quotes: Mapping[int, str] = field(default_factory=dict)
    extractive: bool = False


@dataclass(frozen=True, slots=True)
class Citation:
    """What an answer cites: the quoted text and heading, and the cited document's metadata."""

    cited_text: str
    cited_text_heading: str | None
    document_index: int  # identifies the document: 0-based, in order of first citation
    document: DocumentMeta

    @property
    def document_id(self) -> str:
        """Feeds document_fetch."""
        return self.document.id

    def to_dict(self) -> dict[str, Any]:
        """The citation as the contract writes it (field names and order are the wire's)."""
        return {
            "cited_text": self.cited_text,
            "cited_text_heading": self.cited_text_heading,
            "document_title": self.document.title,
            "document_index": self.document_index,
            "document_author": self.document.author,
            "document_year": self.document.year,
            "document_reference": self.document.reference,
            "source_url": self.document.url,
            "document_id": self.document.id,
        }


@dataclass(frozen=True, slots=True)
class Answer:
    """A grounded answer: marker [n] in ``text`` refers to ``citations[n - 1]``."""

    text: str
    citations: tuple[Citation, ...]
    related_questions: tuple[str, ...]
    language: str
    provider: str
    extractive: bool
