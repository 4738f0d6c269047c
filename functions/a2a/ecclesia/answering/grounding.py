"""Turn an untrusted draft into a grounded answer.

Every citation is built here, from a passage retrieval returned, never from text the model
wrote. A marker naming a passage that does not exist is removed; the surviving markers are
renumbered 1..n in order of first appearance so ``[n]`` is ``citations[n - 1]``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ecclesia.answering.interfaces import PassageLike
from ecclesia.answering.results import Citation, Draft

MAX_CITED_CHARS = 1200
MAX_RELATED_QUESTIONS = 3
MAX_RELATED_QUESTION_CHARS = 200

# "[2]", "[1, 3]" or "[1;3]", with the blanks before it (dropped with a removed marker).
_MARKER = re.compile(r"(?P<space>[ \t]*)\[(?P<numbers>\d{1,4}(?:\s*[,;]\s*\d{1,4})*)\]")


def strip_markers(text: str) -> str:
    """``text`` without anything that reads as a marker: a source's own footnote numbers or
    an earlier answer's markers would otherwise pass for citations of this answer."""
    return _MARKER.sub("", text)


def _clip(text: str, limit: int) -> str:
    text = text.strip()
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit].rstrip() + " …"


def _citation(passage: PassageLike, index: int, quote: str | None) -> Citation:
    return Citation(
        cited_text=_clip(quote or passage.text, MAX_CITED_CHARS),
        cited_text_heading=passage.heading,
        document_index=index,
        document=passage.document,
    )


def ground(draft: Draft, passages: Sequence[PassageLike]) -> tuple[str, tuple[Citation, ...]]:
    """The draft's text with checked, renumbered markers, and the citations they point to."""
    citation_of_passage: dict[int, int] = {}  # one-based passage number -> one-based citation

    def cite(passage_number: int) -> int | None:
        if not 1 <= passage_number <= len(passages):
            return None
        return citation_of_passage.setdefault(passage_number, len(citation_of_passage) + 1)

    def renumber(match: re.Match[str]) -> str:
        numbers = [int(n) for n in re.split(r"\s*[,;]\s*", match["numbers"])]
        cited = list(dict.fromkeys(c for c in map(cite, numbers) if c is not None))
        if not cited:
            return ""
        return match["space"] + "".join(f"[{c}]" for c in cited)

    text = _MARKER.sub(renumber, draft.text)
    text = text.strip()
    # Passages the answerer says it used without marking them are still sources of the answer.
    for number in draft.used_passages:
        cite(number)
    ordered = sorted(citation_of_passage.items(), key=lambda item: item[1])
    # document_index identifies the document: 0-based in order of first citation, shared by
    # every citation of the same document.
    document_index: dict[str, int] = {}
    citations = tuple(
        _citation(passages[number - 1],
                  document_index.setdefault(passages[number - 1].document_id, len(document_index)),
                  draft.quotes.get(number))
        for number, _ in ordered
    )
    return text, citations


def clean_related_questions(questions: Sequence[str], asked: str) -> tuple[str, ...]:
    """Related questions without markers, blanks, repeats or a copy of the question asked."""
    seen = {" ".join(asked.lower().split())}
    cleaned: list[str] = []
    for question in questions:
        text = " ".join(strip_markers(question).split())
        key = text.lower()
        if not text or key in seen:
            continue
        seen.add(key)
        cleaned.append(_clip(text, MAX_RELATED_QUESTION_CHARS))
        if len(cleaned) == MAX_RELATED_QUESTIONS:
            break
    return tuple(cleaned)
