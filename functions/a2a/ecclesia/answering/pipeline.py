"""Question in, grounded answer out: understand, retrieve, keep what is relevant, draft, ground.

1. Detect the question's language (the answer's language; a follow-up without clues keeps
   the language of the previous question).
2. Understand it (``relevance.understand``): its concepts, those of the earlier turns a
   follow-up continues, an English search query for a question in another language.
3. Retrieve widely and keep only the passages that address the question, best first
   (``relevance``). When none does, nothing is quoted: the answer says so and names the
   catalogued documents that treat the question, with their URLs (``catalogue``).
4. Let the configured answerer draft an answer over the kept passages, and ground it:
   citations come from those passages only, stray markers go.
5. Add what the pipeline writes itself, in the question's language: for a follow-up
   answered extractively, which earlier question it was read with; a notice when the quoted
   sources are in another language; related questions grounded in the passages.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace

from aws_lambda_powertools import Logger

from ecclesia.answering.budget import Budget
from ecclesia.answering.catalogue import (
    CatalogueEntryLike,
    CatalogueFinder,
    default_finder,
    find,
    names_document,
)
from ecclesia.answering.extractive import base_language
from ecclesia.answering.errors import AnswerUnavailable
from ecclesia.answering.grounding import clean_related_questions, ground
from ecclesia.answering.interfaces import PassageLike, Retriever, TurnLike, index_book_retriever, index_retriever
from ecclesia.answering.language import detect_language
from ecclesia.answering.messages import (
    FOLLOW_UP,
    NOT_HELD,
    POINTERS,
    POINTERS_SOME_LOADED,
    SOURCE_LANGUAGE,
    TEXT_LOADED,
    URL_NOT_ESTABLISHED,
    localized,
    source_language_name,
)
from ecclesia.answering.providers import Answerer, answerer_from_env
from ecclesia.answering.related import related_questions
from ecclesia.answering.rerank import CorpusStatistics, corpus_statistics
from ecclesia.answering.relevance import Understanding, mostly_unread, relevant_passages, understand
from ecclesia.answering.relevance import retrieve as retrieve_for
from ecclesia.answering.results import Answer, Citation, Draft
from ecclesia.answering.vocabulary import fold, only_practical
from ecclesia.observability import SERVICE

log = Logger(service=SERVICE, child=True)  # structured, under the service's logger

PASSAGE_LIMIT = 8
MAX_POINTERS = 3


def retrieve(question: str, conversation: Sequence[TurnLike], retriever: Retriever,
             limit: int = PASSAGE_LIMIT, statistics: CorpusStatistics | None = None) -> list[PassageLike]:
    """The passages that address ``question`` (read with ``conversation``), best first."""
    language = detect_language(question)
    understanding = understand(question, language, conversation)
    kept, _ = relevant_passages(understanding, retrieve_for(understanding, retriever, statistics), limit,
                                statistics)
    return kept


# Authors as readers name them in a pointer ("Vatican II", "Paul VI").
_SHORT_AUTHORS = {"Second Vatican Council": "Vatican II", "First Vatican Council": "Vatican I"}


def pointer_queries(question: str, understanding: Understanding) -> list[str]:
    """What the catalogue is searched with for a question's pointers: the question as asked
    (the catalogue reads other languages through its own lexicon, counting the words it cannot
    read against a match) and its English query, unless most of the question is unread
    (``mostly_unread``): then the English query is a few stray words, and pointed "como
    desentupir a pia da cozinha sem chamar o encanador?" to Gaudete et Exsultate on "called"."""
    if mostly_unread(understanding):
        return [question]
    return [question, understanding.english_query]


def pointer_line(entry: CatalogueEntryLike, language: str) -> str:
    """"Dignitatis Humanae (DH; Declaration on Religious Freedom), Vatican II, 1965 <url>": the
    name readers know first (incipit, abbreviation), then the title, author, year and URL, or
    a plain word that the URL is not established."""
    incipit = getattr(entry, "incipit", None)
    abbreviation = getattr(entry, "abbreviation", None)
    if incipit and incipit.casefold() not in entry.title.casefold():
        inner = "; ".join(part for part in (abbreviation, entry.title) if part)
        name = f"{incipit} ({inner})"
    else:
        name = entry.title + (f" ({abbreviation})" if abbreviation else "")
    author = getattr(entry, "author", None) or ""
    author = _SHORT_AUTHORS.get(author, author.removeprefix("Pope "))
    date = getattr(entry, "date", None) or ""
    facts = ", ".join(part for part in (name, author, date[:4]) if part)
    if getattr(entry, "text_loaded", False):
        facts += f" ({localized(TEXT_LOADED, language)})"
    if entry.url:
        return f"- {facts} <{entry.url}>"
    page = getattr(entry, "public_url", None)
    if page:
        return f"- {facts}: {localized(URL_NOT_ESTABLISHED, language).format(page=page)}"
    return f"- {facts}"


def decline(language: str, pointers: Sequence[CatalogueEntryLike]) -> str:
    """Nothing held addresses the question: say so, and name the documents that treat it."""
    lines = [localized(NOT_HELD, language)]
    if pointers:
        some_loaded = any(getattr(entry, "text_loaded", False) for entry in pointers)
        lines.append(localized(POINTERS_SOME_LOADED if some_loaded else POINTERS, language))
        lines.extend(pointer_line(entry, language) for entry in pointers)
    return "\n".join(lines)


def _source_language_notice(citations: Sequence[Citation], passages: Sequence[PassageLike],
                            language: str) -> str | None:
    by_id = {p.document_id: p for p in passages}
    others = sorted({base_language(by_id[c.document_id].language) for c in citations
                     if c.document_id in by_id and base_language(by_id[c.document_id].language) not in ("", language)})
    if not others:
        return None
    names = ", ".join(source_language_name(code, language) for code in others)
    return localized(SOURCE_LANGUAGE, language).format(languages=names)


def _grounded_answer(draft: Draft, kept: Sequence[PassageLike], understanding: Understanding,
                     provider: str) -> Answer:
    """The draft grounded in the kept passages, with the sentences the pipeline adds."""
    language = understanding.language
    text, citations = ground(draft, kept)
    if draft.extractive and understanding.follow_up and understanding.context:
        topic = understanding.context[0].label(language)
        text = localized(FOLLOW_UP, language).format(topic=topic) + "\n\n" + text
    notice = _source_language_notice(citations, kept, language) if citations else None
    if notice:
        text = f"{text}\n\n{notice}"
    related = clean_related_questions(draft.related_questions, understanding.question)
    if citations and not related:  # the model suggested none, or the answer is extractive
        cited = [p for p in kept if any(c.document_id == p.document_id and c.cited_text_heading == p.heading
                                         for c in citations)]
        related = clean_related_questions(related_questions(understanding, cited or kept[:1], kept),
                                          understanding.question)
    return Answer(text, citations, related, language, "extractive" if draft.extractive else provider,
                  draft.extractive)


def answer_question(
    question: str,
    *,
    deadline: float,
    conversation: Sequence[TurnLike] = (),
    retriever: Retriever | None = None,
    answerer: Answerer | None = None,
    catalogue: CatalogueFinder | None = None,
    statistics: CorpusStatistics | None = None,
) -> Answer:
    """Answer ``question`` before the monotonic ``deadline``; raises ``AnswerUnavailable``.

    ``statistics`` are the corpus's word rarity and vectors the reranker reads; without a
    ``retriever`` (the index is searched) they are the index's, otherwise only when given."""
    budget = Budget(deadline)
    answerer = answerer or answerer_from_env()
    # A model's answer that cannot fit in what is left fails now, not after the retrieval
    # (loading the index and its sentence model takes a few hundred ms on a cold start).
    policy = getattr(answerer, "policy", None)
    if policy is not None and budget.remaining() < policy.min_call_seconds:
        raise AnswerUnavailable("timeout")
    # A bare follow-up ("Eucaristía?") carries no evidence: keep the conversation's language.
    language = detect_language(question, default=detect_language(conversation[-1].question)
                               if conversation else "en")
    started = time.perf_counter()
    understanding: Understanding = understand(question, language, conversation)
    finder = catalogue or default_finder()
    practical = only_practical(understanding.subjects)  # a telephone number, a timetable: no document treats it
    # A modern document's subject: which catalogued documents treat it, searched once (a decline
    # names what was found, or nothing).
    searched = bool(understanding.subjects) and not practical
    if searched:
        understanding = replace(understanding, catalogued=tuple(
            find(finder, pointer_queries(question, understanding), MAX_POINTERS)))
    elif not practical:  # a question naming a document whose text an operator loaded is answered from it
        named = [entry for entry in find(finder, [question], MAX_POINTERS)
                 if entry.text_loaded and names_document(entry, question)]
        if named:
            understanding = replace(understanding, catalogued=tuple(named), subjects=tuple(
                fold(getattr(entry, "incipit", None) or entry.title) for entry in named))
    if retriever is None and statistics is None:
        statistics = corpus_statistics()  # the index's word rarity and vectors, when one is loaded
    passages = retrieve_for(understanding, retriever or index_retriever, statistics,
                            within=index_book_retriever if retriever is None else None)
    kept, _ = relevant_passages(understanding, passages, PASSAGE_LIMIT, statistics)
    retrieved = time.perf_counter()
    if not kept:
        pointers = understanding.catalogued or (() if practical or searched else tuple(
            find(finder, pointer_queries(question, understanding), MAX_POINTERS)))
        answer = Answer(decline(language, pointers), (), (), language, answerer.name, False)
    else:
        draft = answerer.draft(question, kept, conversation, language, budget,
                               focus=understanding.english_query)
        answer = _grounded_answer(draft, kept, understanding, answerer.name)
    log.info("question answered", extra={
        "provider": answer.provider, "language": language, "passages": len(passages),
        "relevant": len(kept), "citations": len(answer.citations), "follow_up": bool(conversation),
        "concepts": [c.key for c in understanding.all_concepts],
        "retrieval_ms": round((retrieved - started) * 1000, 1),
        "answer_ms": round((time.perf_counter() - retrieved) * 1000, 1),
    })
    return answer
