"""Failures of the answer pipeline.

``AnswerUnavailable`` is the only exception that leaves the package on purpose. Its message
becomes the failed task's ``status.message``, so it is written for the caller and never
carries internals (model ids, endpoints, stack details); those go to the log instead.
"""

from __future__ import annotations

from typing import Literal

FailureKind = Literal["timeout", "throttled", "unavailable", "rejected", "misconfigured", "retrieval"]

USER_MESSAGES: dict[FailureKind, str] = {
    "timeout": "The answer could not be completed in time. Please try again.",
    "throttled": "The answering service is busy right now. Please try again in a moment.",
    "unavailable": "The answering service is unavailable right now. Please try again later.",
    "rejected": "The answering service could not process this question. Please rephrase it and try again.",
    "misconfigured": "The answering service is not configured correctly. Please try again later.",
    "retrieval": "The knowledge base could not be searched right now. Please try again later.",
}


class AnswerUnavailable(RuntimeError):
    """No answer could be produced; ``str(exc)`` is safe to show the caller."""

    def __init__(self, kind: FailureKind) -> None:
        super().__init__(USER_MESSAGES[kind])
        self.kind = kind


class ProviderError(Exception):
    """A model call failed. Internal: the retry loop turns it into ``AnswerUnavailable``.

    ``detail`` is for the log only. ``retry_after`` is the provider's own hint in seconds.
    """

    def __init__(
        self,
        kind: FailureKind,
        detail: str,
        *,
        retryable: bool,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(detail)
        self.kind = kind
        self.retryable = retryable
        self.retry_after = retry_after


class MalformedOutput(ValueError):
    """The model replied, but not with the JSON object the prompt asked for."""
