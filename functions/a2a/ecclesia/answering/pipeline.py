"""Question in, grounded answer out: retrieve, draft, ground.

1. Detect the question's language (the answer's language; a follow-up without clues keeps
   the language of the previous question).
2. Retrieve passages from the document index; a follow-up is also searched together with
   the previous question, so "and the Eastern churches?" finds what it refers to.
3. Let the configured answerer draft an answer over the numbered passages.
4. Ground the draft: citations come from retrieved passages only, stray markers go.
No passages means no model call: the answer says nothing was found.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence

from ecclesia.answering.budget import Budget
from ecclesia.answering.errors import AnswerUnavailable
from ecclesia.answering.grounding import clean_related_questions, ground
from ecclesia.answering.interfaces import PassageLike, Retriever, TurnLike, index_retriever
from ecclesia.answering.language import detect_language
from ecclesia.answering.messages import NO_SOURCES, localized
from ecclesia.answering.providers import Answerer, answerer_from_env
from ecclesia.answering.results import Answer

log = logging.getLogger(__name__)

PASSAGE_LIMIT = 8


def retrieve(
    question: str,
    conversation: Sequence[TurnLike],
    retriever: Retriever,
    limit: int = PASSAGE_LIMIT,
) -> list[PassageLike]:
    """Passages for the question, interleaved with those for question + previous question."""
    queries = [question]
    if conversation:
        queries.insert(0, f"{conversation[-1].question} {question}")
    try:
        result_lists = [list(retriever(query, limit)) for query in queries]
    except Exception as exc:  # the index is local data: any failure is ours, not the caller's
        log.exception("retrieval failed")
        raise AnswerUnavailable("retrieval") from exc
    merged: dict[str, PassageLike] = {}
    for rank in range(max(map(len, result_lists))):
        for results in result_lists:
            if rank < len(results):
                merged.setdefault(results[rank].passage_id, results[rank])
    return list(merged.values())[:limit]


def answer_question(
    question: str,
    *,
    deadline: float,
    conversation: Sequence[TurnLike] = (),
    retriever: Retriever | None = None,
    answerer: Answerer | None = None,
) -> Answer:
    """Answer ``question`` before the monotonic ``deadline``; raises ``AnswerUnavailable``."""
    budget = Budget(deadline)
    answerer = answerer or answerer_from_env()
    # A bare follow-up ("Eucaristía?") carries no evidence: keep the conversation's language.
    language = detect_language(question, default=detect_language(conversation[-1].question)
                               if conversation else "en")
    started = time.perf_counter()
    passages = retrieve(question, conversation, retriever or index_retriever)
    retrieved = time.perf_counter()
    if not passages:
        answer = Answer(localized(NO_SOURCES, language), (), (), language, answerer.name, False)
    else:
        draft = answerer.draft(question, passages, conversation, language, budget)
        text, citations = ground(draft, passages)
        related = clean_related_questions(draft.related_questions, question)
        provider = "extractive" if draft.extractive else answerer.name
        answer = Answer(text, citations, related, language, provider, draft.extractive)
    log.info("question answered", extra={
        "provider": answer.provider, "language": language, "passages": len(passages),
        "citations": len(answer.citations), "follow_up": bool(conversation),
        "retrieval_ms": round((retrieved - started) * 1000, 1),
        "answer_ms": round((time.perf_counter() - retrieved) * 1000, 1),
    })
    return answer
