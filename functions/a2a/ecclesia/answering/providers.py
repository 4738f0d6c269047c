"""Answerers, and the choice among them from the environment.

``ECCLESIA_QA_PROVIDER`` selects one: ``extractive`` (default, offline), ``bedrock``
(Amazon Bedrock Converse) or ``openai`` (any OpenAI-compatible chat endpoint). Model
providers implement ``ChatModel``: one call in, raw reply text out, ``ProviderError`` on
failure. ``ModelAnswerer`` adds what every model needs: the prompt, bounded retries within
the time budget, validation of the JSON reply, one retry when it is malformed, and the
extractive answer as the fallback when it stays malformed.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from typing import Protocol

from ecclesia.answering.budget import Budget, RetryPolicy, call_with_retries
from ecclesia.answering.errors import AnswerUnavailable, MalformedOutput
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.interfaces import PassageLike, TurnLike
from ecclesia.answering.model_output import ModelAnswer, parse_model_answer
from ecclesia.answering.prompt import Prompt, build_prompt, leaks_system_prompt
from ecclesia.answering.results import Draft

log = logging.getLogger(__name__)

PROVIDER_ENV = "ECCLESIA_QA_PROVIDER"
PROVIDERS = ("extractive", "bedrock", "openai")


class Answerer(Protocol):
    name: str

    def draft(
        self,
        question: str,
        passages: Sequence[PassageLike],
        conversation: Sequence[TurnLike],
        language: str,
        budget: Budget,
        focus: str = "",
    ) -> Draft: ...


class ChatModel(Protocol):
    name: str

    def complete(self, prompt: Prompt, timeout: float) -> str:
        """The model's reply text; raises ``ProviderError`` when the call fails."""
        ...


class ModelAnswerer:
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
    """The answerer configured by the environment; raises ``AnswerUnavailable`` when the
    configuration is incomplete (a deployment fault the caller cannot fix, logged in full)."""
    env = os.environ if environ is None else environ
    choice = (env.get(PROVIDER_ENV) or "extractive").strip().lower()
    if choice == "extractive":
        return ExtractiveAnswerer()
    if choice == "bedrock":
        from ecclesia.answering.bedrock import BedrockChatModel

        return ModelAnswerer(BedrockChatModel.from_env(env))
    if choice == "openai":
        from ecclesia.answering.openai_compatible import OpenAICompatibleChatModel

        return ModelAnswerer(OpenAICompatibleChatModel.from_env(env))
    log.error("%s=%r is not one of %s", PROVIDER_ENV, choice, ", ".join(PROVIDERS))
    raise AnswerUnavailable("misconfigured")
