"""Answerers, and the choice among them from the environment.

``ECCLESIA_QA_PROVIDER`` (``QaSettings.provider``) selects one: ``extractive`` (default, offline), ``bedrock``
(Amazon Bedrock Converse) or ``openai`` (any OpenAI-compatible chat endpoint). Model
providers implement ``ChatModel``: one call in, raw reply text out, ``ProviderError`` on
failure. ``ModelAnswerer`` adds what every model needs: the prompt, bounded retries within
the time budget, validation of the JSON reply, one retry when it is malformed, and the
extractive answer as the fallback when it stays malformed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from aws_lambda_powertools import Logger

from ecclesia.answering.budget import Budget, RetryPolicy, call_with_retries
from ecclesia.answering.errors import MalformedOutput, qa_settings
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.interfaces import PassageLike, TurnLike
from ecclesia.answering.model_output import ModelAnswer, parse_model_answer
from ecclesia.answering.prompt import Prompt, build_prompt, leaks_system_prompt
from ecclesia.answering.results import Draft
from ecclesia.observability import SERVICE
from ecclesia.settings import QA_PROVIDERS as PROVIDERS
from ecclesia.settings import QaSettings

log = Logger(service=SERVICE, child=True)  # structured, under the service's logger



class Answerer(Protocol):
    """Drafts an answer from retrieved passages (extractively, or through a model)."""

    name: str

    def draft(
        self,
        question: str,
        passages: Sequence[PassageLike],
        conversation: Sequence[TurnLike],
        language: str,
        budget: Budget,
        focus: str = "",
    ) -> Draft:
        """A draft answer to ``question`` from ``passages``.

        Args:
            question: the caller's question, as asked.
            passages: the retrieved passages, best first; citations refer to them by number.
            conversation: earlier turns of the same context, oldest first.
            language: the language to answer in (a base language code).
            budget: the time the draft may take.
            focus: extra words to choose quotes by (the question's English query).

        Raises:
            AnswerUnavailable: no draft could be produced in time (a safe message).
        """
        ...


class ChatModel(Protocol):
    """One model endpoint: a prompt in, the raw reply text out."""

    name: str

    def complete(self, prompt: Prompt, timeout: float) -> str:
        """The model's reply text; raises ``ProviderError`` when the call fails."""
        ...


class ModelAnswerer:
    """An ``Answerer`` on a ``ChatModel``: prompt, retries, validation, extractive fallback."""

    def __init__(self, model: ChatModel, policy: RetryPolicy | None = None) -> None:
        self.model = model
        self.policy = policy or RetryPolicy()
        self.name = model.name
        self._fallback = ExtractiveAnswerer()

    def _ask(self, prompt: Prompt, language: str, budget: Budget) -> ModelAnswer:
        raw = call_with_retries(
            lambda timeout: self.model.complete(prompt, timeout), budget, self.policy, self.name
        )
        parsed = parse_model_answer(raw)
        if leaks_system_prompt(parsed.answer, language):
            raise MalformedOutput("answer repeats the system instructions")
        return parsed

    def draft(
        self,
        question: str,
        passages: Sequence[PassageLike],
        conversation: Sequence[TurnLike],
        language: str,
        budget: Budget,
        focus: str = "",
    ) -> Draft:
        """See ``Answerer.draft``: one corrected retry for a malformed reply, then the extractive answer."""
        prompt = build_prompt(question, passages, conversation, language)
        for attempt, current in enumerate((prompt, prompt.with_correction()), start=1):
            if attempt > 1 and budget.remaining() < self.policy.min_call_seconds:
                break
            try:
                parsed = self._ask(current, language, budget)
            except MalformedOutput as problem:
                log.warning("%s reply unusable (attempt %d): %s", self.name, attempt, problem)
                continue
            return Draft(
                text=parsed.answer,
                used_passages=tuple(parsed.used_passages),
                related_questions=tuple(parsed.related_questions),
            )
        log.warning("%s gave no usable reply; answering extractively", self.name)
        return self._fallback.draft(question, passages, conversation, language, budget, focus)


def answerer_from_env(environ: Mapping[str, str] | None = None) -> Answerer:
    """The answerer the ``ECCLESIA_QA_*`` variables of ``environ`` (default: the process
    environment) configure.

    Raises:
        AnswerUnavailable: ``misconfigured`` when the configuration is incomplete (a
            deployment fault the caller cannot fix, logged in full).
    """
    return answerer_from_settings(qa_settings(environ))


def answerer_from_settings(settings: QaSettings) -> Answerer:
    """The answerer of a validated QA section (one of ``PROVIDERS``)."""
    if settings.provider == "bedrock":
        from ecclesia.answering.bedrock import BedrockChatModel

        return ModelAnswerer(BedrockChatModel.from_settings(settings))
    if settings.provider == "openai":
        from ecclesia.answering.openai_compatible import OpenAICompatibleChatModel

        return ModelAnswerer(OpenAICompatibleChatModel.from_settings(settings))
    return ExtractiveAnswerer()
