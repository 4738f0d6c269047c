"""Which part of a passage an answer quotes: its sentence nearest the question.

Shared by the extractive answerer, which quotes it, and by ``relevance``, which keeps the
later quotes near the verses the first quote shows (``relevance.NEAR_FIRST``).
"""

from __future__ import annotations

import re
import unicodedata

from ecclesia.answering.grounding import strip_markers
from ecclesia.answering.language import all_function_words

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


_VERSE_LINE = re.compile(r"^(\d{1,3}) (.+)$")
_MATCH_CHARS = 30  # a verse and a quote that share this many characters are the same text


def quoted_verses(passage_text: str, quote: str) -> tuple[int, int] | None:
    """The first and last verse of a verse passage (lines "12 text") that ``quote`` holds."""
    core = " ".join(quote.removesuffix(" …").split())
    core = re.sub(r"^\d{1,3} ", "", core)
    held = []
    for line in passage_text.split("\n"):
        match = _VERSE_LINE.match(line.strip())
        if not match:
            continue
        verse = " ".join(match.group(2).split())
        if verse[:_MATCH_CHARS] in core or core[:_MATCH_CHARS] in verse:
            held.append(int(match.group(1)))
    return (min(held), max(held)) if held else None
