"""Related questions for a cited answer, grounded in what the retrieved passages treat.

Written by the pipeline in the question's language from three sources, in this order: a
relevant passage that was retrieved but not quoted ("What does John 6:54-61 say about the
Eucharist?"), a concept the quoted passages speak of besides the question's own ("What does
the Church teach about the Passion of Christ?"), and the quoted document itself ("What else
does Haydock on John 6:54 say about the Eucharist?"). Every suggestion names something the
knowledge base holds, so asking it gives an answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from ecclesia.answering.interfaces import PassageLike
from ecclesia.answering.messages import (
    RELATED_MORE,
    RELATED_MORE_ON,
    RELATED_PASSAGE,
    RELATED_TOPIC,
    localized,
)
from ecclesia.answering.relevance import Understanding
from ecclesia.answering.vocabulary import CONCEPTS, Concept, fold, mentions

MAX_RELATED = 3


def _source_name(passage: PassageLike) -> str:
    from ecclesia.data.documents.references import parse_heading

    if passage.heading and parse_heading(passage.heading) is not None:
        return passage.heading  # "John 6:48-59", "Haydock on John 6:54"
    return passage.document_title + (f", {passage.heading}" if passage.heading else "")


def _topic_in(passage: PassageLike, topics: Sequence[Concept], language: str) -> str | None:
    """The label of the first of the question's ``topics`` that ``passage`` speaks of, or None:
    a suggestion names only a topic its source treats ("Ubi scribit Paulus ipsum Satanam
    transfigurari ...", read as the transfiguration too, is answered from 2 Corinthians 11, which
    says nothing of it)."""
    folded = fold(f"{passage.heading or ''} {passage.text}")
    return next((c.label(language) for c in topics if mentions(c, folded, passage.language)), None)


def related_questions(understanding: Understanding, cited: Sequence[PassageLike],
                      relevant: Sequence[PassageLike]) -> tuple[str, ...]:
    """Up to three questions; at least one whenever ``cited`` is not empty."""
    if not cited:
        return ()
    language = understanding.language
    topics = [c for c in understanding.all_concepts if not c.books]
    questions: list[str] = []
    cited_ids = {p.passage_id for p in cited}
    cited_names = {_source_name(p) for p in cited}
    if topics:
        for passage in relevant:
            name = _source_name(passage)
            if passage.passage_id not in cited_ids and name not in cited_names:
                topic = _topic_in(passage, topics, language)
                questions.append(localized(RELATED_PASSAGE, language).format(source=name, topic=topic) if topic
                                 else localized(RELATED_MORE, language).format(source=name))
                break
    own = {c.key for c in understanding.all_concepts}
    folded = [(fold(f"{p.heading or ''} {p.text}"), p.language) for p in cited]
    for concept in CONCEPTS:
        if len(questions) >= MAX_RELATED - 1:
            break
        if concept.key in own or concept.books:
            continue
        if sum(1 for text, lang in folded if mentions(concept, text, lang, strict=True)) >= max(1, len(folded) // 2 + 1):
            questions.append(localized(RELATED_TOPIC, language).format(topic=concept.label(language)))
    source = _source_name(cited[0])
    if topic := _topic_in(cited[0], topics, language):
        questions.append(localized(RELATED_MORE_ON, language).format(source=source, topic=topic))
    else:
        questions.append(localized(RELATED_MORE, language).format(source=source))
    return tuple(dict.fromkeys(questions))[:MAX_RELATED]
