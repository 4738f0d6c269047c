"""The offline answerer: quotes the most relevant sentences of the passages it is given.

No model, no network, no cost: the embedded default and the fallback when a model's reply
is unusable. The answer opens by saying that it is extractive, and quotes stay in the
language of their source. The pipeline has already kept only passages that address the
question and put the best first (``relevance``); this answerer quotes the first three, each
by its sentence that shares most words with the question (and with its English search
words, for a question in another language).
"""

from __future__ import annotations

from collections.abc import Sequence

from ecclesia.answering.budget import Budget
from ecclesia.answering.grounding import strip_markers
from ecclesia.answering.interfaces import PassageLike, TurnLike
from ecclesia.answering.language import PARALLEL_BIBLE_LANGUAGES
from ecclesia.answering.messages import EXTRACTIVE_NOTE, NO_SOURCES, PARALLEL_VERSES, localized
from ecclesia.answering.quotes import MAX_QUOTE_CHARS, best_quote, quoted_verses
from ecclesia.answering.results import Draft

MAX_QUOTED_PASSAGES = 3


def base_language(tag: str | None) -> str:
    """The primary subtag of a language tag, lower case (``pt-BR`` -> ``pt``; ``None`` -> ``""``)."""
    return (tag or "").lower().replace("_", "-").split("-")[0]


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
