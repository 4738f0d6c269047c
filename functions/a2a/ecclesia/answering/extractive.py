"""The offline answerer: quotes the most relevant sentences of the passages it is given.

No model, no network, no cost: the embedded default and the fallback when a model's reply
is unusable. The answer opens by saying that it is extractive, and quotes stay in the
language of their source. The pipeline has already kept only passages that address the
question and put the best first (``relevance``); this answerer quotes the first three, each
by its sentence that shares most words with the question (and with its English search
words, for a question in another language).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from ecclesia.answering.budget import Budget
from ecclesia.answering.grounding import strip_markers
from ecclesia.answering.interfaces import PassageLike, TurnLike
from ecclesia.answering.language import all_function_words
from ecclesia.answering.messages import EXTRACTIVE_NOTE, NO_SOURCES, localized
from ecclesia.answering.results import Draft

MAX_QUOTED_PASSAGES = 3
MAX_QUOTE_CHARS = 500
MIN_QUOTE_CHARS = 200  # shorter quotes take in the sentences that follow
_STEM_CHARS = 5  # crude stemming: "baptize"/"baptism" and "sacramento"/"sacramental" meet

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[\"'“«(\[]?[A-ZÀ-Ý0-9])")
# A "sentence" ending like this is an abbreviation, an initial or a note number, not an end.
_NOT_AN_END = re.compile(
    r"(?:^|\s)(?:mr|mrs|dr|st|sts|bl|fr|ven|rev|cf|vs|vv?|ch|chap|art|nn?|no|pp?|ibid|i\.e|e\.g"
    r"|[a-z]|\d{1,3}|[ivxlc]{1,6})\.$",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W\d_]{4,}", re.UNICODE)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# Question words ("what", "does") and words as common as "church" say nothing about relevance.
_IGNORED = frozenset(_fold(word) for word in all_function_words())


def _stems(text: str) -> set[str]:
    return {word[:_STEM_CHARS] for word in _WORD.findall(_fold(text)) if word not in _IGNORED}


def _overlap(wanted: set[str], stems: set[str]) -> int:
    """How many wanted stems occur, a short word matching a longer one ("east"/"easte")."""
    return sum(1 for w in wanted if w in stems or any(s.startswith(w) or w.startswith(s) for s in stems))


def _sentences(text: str) -> list[str]:
    sentences: list[str] = []
    pending = ""
    for piece in _SENTENCE_END.split(" ".join(text.split())):
        pending = f"{pending} {piece}".strip()
        if pending and not _NOT_AN_END.search(pending):
            sentences.append(pending)
            pending = ""
    if pending:
        sentences.append(pending)
    return sentences


def base_language(tag: str | None) -> str:
    return (tag or "").lower().replace("_", "-").split("-")[0]


def best_quote(passage_text: str, question: str) -> tuple[str, int]:
    """The passage sentence sharing most word stems with the question (the first sentence
    when none does), extended by the sentences after it while short, and that overlap."""
    passage_text = strip_markers(passage_text)  # a source's "[12]" must not pass for a marker
    sentences = _sentences(passage_text) or [passage_text.strip()]
    wanted = _stems(question)
    scores = [_overlap(wanted, _stems(sentence)) for sentence in sentences]
    start = max(range(len(sentences)), key=lambda i: (scores[i], -i))
    quote = sentences[start]
    for following in sentences[start + 1 :]:
        if len(quote) >= MIN_QUOTE_CHARS:
            break
        quote = f"{quote} {following}"
    if len(quote) > MAX_QUOTE_CHARS:
        cut = quote.rfind(" ", 0, MAX_QUOTE_CHARS)
        quote = quote[: cut if cut > 0 else MAX_QUOTE_CHARS] + " …"
    return quote, scores[start]


class ExtractiveAnswerer:
    name = "extractive"

    def draft(
        self,
        question: str,
        passages: Sequence[PassageLike],
        conversation: Sequence[TurnLike],
        language: str,
        budget: Budget,
        focus: str = "",
    ) -> Draft:
        del budget, conversation  # quoting is instant; the pipeline read the earlier turns
        if not passages:
            return Draft(text=localized(NO_SOURCES, language), extractive=True)
        lines = [localized(EXTRACTIVE_NOTE, language)]
        quotes: dict[int, str] = {}
        for number, passage in enumerate(passages[:MAX_QUOTED_PASSAGES], start=1):
            quote, _ = best_quote(passage.text, f"{question} {focus}".strip())
            quotes[number] = quote
            label = passage.document_title + (f", {passage.heading}" if passage.heading else "")
            lines.append(f"{strip_markers(label)}: “{quote}” [{number}]")
        return Draft(
            text="\n\n".join(lines),
            used_passages=tuple(quotes),
            quotes=quotes,
            extractive=True,
        )
