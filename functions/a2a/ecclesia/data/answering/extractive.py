"""The offline answerer: quotes the most relevant sentences of the retrieved passages.

No model, no network, no cost: the embedded default and the fallback when a model's reply
is unusable. The answer opens by saying that it is extractive, and quotes stay in the
language of their source (passages in the question's language are preferred).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from ecclesia.data.answering.budget import Budget
from ecclesia.data.answering.interfaces import PassageLike, TurnLike
from ecclesia.data.answering.messages import EXTRACTIVE_NOTE, localized
from ecclesia.data.answering.results import Draft

MAX_QUOTED_PASSAGES = 3
MAX_QUOTE_CHARS = 500
_STEM_CHARS = 6  # crude stemming: "baptized"/"baptism" and "sacramento"/"sacramental" meet

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[\"'“«(\[]?[A-ZÀ-Ý0-9])")
_WORD = re.compile(r"[^\W\d_]{4,}", re.UNICODE)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _stems(text: str) -> set[str]:
    return {word[:_STEM_CHARS] for word in _WORD.findall(_fold(text))}


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(" ".join(text.split())) if s.strip()]


def _base_language(tag: str | None) -> str:
    return (tag or "").lower().replace("_", "-").split("-")[0]


def best_quote(passage_text: str, question: str) -> str:
    """The passage sentence sharing most word stems with the question, with its successor
    when it is short; the opening sentence when none share any."""
    sentences = _sentences(passage_text) or [passage_text.strip()]
    wanted = _stems(question)
    scores = [len(wanted & _stems(sentence)) for sentence in sentences]
    start = max(range(len(sentences)), key=lambda i: (scores[i], -i))
    quote = sentences[start]
    if len(quote) < 200 and start + 1 < len(sentences):
        quote = f"{quote} {sentences[start + 1]}"
    if len(quote) > MAX_QUOTE_CHARS:
        cut = quote.rfind(" ", 0, MAX_QUOTE_CHARS)
        quote = quote[: cut if cut > 0 else MAX_QUOTE_CHARS] + " …"
    return quote


class ExtractiveAnswerer:
    name = "extractive"

    def draft(
        self,
        question: str,
        passages: Sequence[PassageLike],
        conversation: Sequence[TurnLike],
        language: str,
        budget: Budget,
    ) -> Draft:
        del conversation, budget  # retrieval already used the conversation; quoting is instant
        numbered = list(enumerate(passages, start=1))
        # Same-language passages first, otherwise retrieval order (sorted() is stable).
        numbered.sort(key=lambda item: _base_language(item[1].language) not in ("", language))
        chosen = sorted(numbered[:MAX_QUOTED_PASSAGES])
        lines = [localized(EXTRACTIVE_NOTE, language)]
        quotes: dict[int, str] = {}
        for number, passage in chosen:
            quote = best_quote(passage.text, question)
            quotes[number] = quote
            label = passage.document_title + (f", {passage.heading}" if passage.heading else "")
            lines.append(f"{label}: “{quote}” [{number}]")
        return Draft(
            text="\n\n".join(lines),
            used_passages=tuple(quotes),
            quotes=quotes,
            extractive=True,
        )
