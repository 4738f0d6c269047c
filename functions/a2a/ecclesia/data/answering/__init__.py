"""The catholic_qa answer pipeline: cited answers grounded in the document index.

Entry point: ``answer_question(question, deadline=..., conversation=...)``. The provider is
chosen by ``ECCLESIA_QA_PROVIDER`` (see ``providers``). Every failure the caller should see
is ``AnswerUnavailable``, whose message is safe for a task's ``status.message``.
"""

from ecclesia.data.answering.errors import AnswerUnavailable
from ecclesia.data.answering.pipeline import answer_question
from ecclesia.data.answering.results import Answer, Citation

__all__ = ["Answer", "AnswerUnavailable", "Citation", "answer_question"]
