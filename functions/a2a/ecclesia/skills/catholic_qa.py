"""catholic_qa: a natural-language question answered from the knowledge base, with citations.

Input: the question in a text part (or ``data.question`` / ``data.query``). Output artifact
``catholic_qa_response``: the answer text, whose [n] markers point into the ``citations``
data part, and a ``related_questions`` data part on every answer that has citations. When
nothing held addresses the question there is only the text part, saying so. Earlier turns of
the same context are passed to the pipeline so follow-up questions are understood.
"""

from __future__ import annotations

from ecclesia.skills.base import (
    DataOutput,
    SkillFailure,
    SkillInputError,
    SkillRequest,
    SkillResult,
    SkillSpec,
    TextOutput,
)

MAX_QUESTION_CHARS = 4000

SPEC = SkillSpec(
    id="catholic_qa",
    name="Catholic Q&A",
    description=(
        "Answers a natural-language question about Catholic teaching, history, liturgy or "
        "practice from the service's knowledge base of Church documents (Scripture and "
        "commentary, plus whatever collections the operator has added). The answer carries "
        "numbered footnote markers [1], [2] that point into a list of citations (quoted passage, document title, author, year, "
        "reference, URL and a document id for document_fetch), plus related follow-up "
        "questions. It quotes only passages that address the question; when none is held it "
        "says so and quotes nothing. Answers in the language of the question; reuse the "
        "contextId to ask follow-up questions."
    ),
    artifact_name="catholic_qa_response",
    examples=(
        "What does the Church teach about the Real Presence in the Eucharist?",
        "Why do Catholics baptize infants?",
        "¿Qué enseña el Concilio Vaticano II sobre la libertad religiosa?",
        "What is the difference between mortal and venial sin?",
    ),
    tags=("catholic", "question-answering", "citations", "theology", "magisterium"),
    rate_limit="expensive",
    uses_conversation=True,
)


def run(request: SkillRequest) -> SkillResult:
    """Answer the question (a text part, or ``data.question``) with cited passages; see ``SPEC``."""
    question = request.query("question", "query")
    if not question:
        raise SkillInputError("text: expected a non-empty question in a text part")
    if len(question) > MAX_QUESTION_CHARS:
        raise SkillInputError(f"text: question is longer than {MAX_QUESTION_CHARS} characters")

    from ecclesia.answering import AnswerUnavailable, answer_question  # heavy: import on use

    try:
        answer = answer_question(question, deadline=request.deadline, conversation=request.conversation)
    except AnswerUnavailable as exc:  # its message is written for the caller
        raise SkillFailure(str(exc)) from exc
    parts: list[TextOutput | DataOutput] = [TextOutput(answer.text)]
    if answer.citations:
        parts.append(DataOutput({"citations": [c.to_dict() for c in answer.citations]}))
    if answer.related_questions:
        parts.append(DataOutput({"related_questions": list(answer.related_questions)}))
    return SkillResult(parts=tuple(parts))
