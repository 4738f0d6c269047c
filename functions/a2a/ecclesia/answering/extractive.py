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
from ecclesia.answering.language import PARALLEL_BIBLE_LANGUAGES, all_function_words
from ecclesia.answering.messages import EXTRACTIVE_NOTE, NO_SOURCES, PARALLEL_VERSES, localized
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
    """The primary subtag of a language tag, lower case (``pt-BR`` -> ``pt``; ``None`` -> ``""``)."""
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


def _in_own_language(passage: PassageLike, quote: str, language: str) -> str | None:
    """The line giving the quoted verses in the question's language, when the bundle holds a
    public-domain Bible in it; imported only for such a question."""
    from ecclesia.data.bible.parallel import parallel_verses

    verses = quoted_verses(passage.text, quote)
    found = parallel_verses(passage.heading, language, verses) if verses else None
    if found is None:
        return None
    text = found.text
    if len(text) > MAX_QUOTE_CHARS:
        cut = text.rfind(" ", 0, MAX_QUOTE_CHARS)
        text = text[: cut if cut > 0 else MAX_QUOTE_CHARS] + " …"
    return localized(PARALLEL_VERSES, language).format(translation=found.translation, reference=found.reference,
                                                        text=strip_markers(text))


class ExtractiveAnswerer:
    """The offline ``Answerer``: quotes the most relevant passages, no model involved."""

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
        """See ``Answerer.draft``; quoting takes no time, so the budget is not consulted."""
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
            if language in PARALLEL_BIBLE_LANGUAGES and (line := _in_own_language(passage, quote, language)):
                lines.append(line)
        return Draft(
            text="\n\n".join(lines),
            used_passages=tuple(quotes),
            quotes=quotes,
            extractive=True,
        )
