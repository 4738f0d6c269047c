"""The time budget of one answer, and bounded retries inside it.

The gateway cuts a request at 30 seconds; the skill receives an absolute monotonic
deadline derived from the Lambda's remaining time, after the protocol layer's own margin for
storing the task. The small margin here covers grounding the answer and a timeout that
fires a little late.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from ecclesia.answering.errors import AnswerUnavailable, ProviderError

log = logging.getLogger(__name__)
T = TypeVar("T")

# Time kept back after the last model call for grounding and a late-firing timeout.
DEFAULT_MARGIN_SECONDS = 0.5
# A model call given less than this is not worth starting: it would only time out.
MIN_CALL_SECONDS = 2.0


@dataclass(frozen=True, slots=True)
class Budget:
    deadline: float  # absolute time.monotonic() value
    margin: float = DEFAULT_MARGIN_SECONDS

    def remaining(self) -> float:
        """Seconds left for work, after the margin."""
        return max(0.0, self.deadline - self.margin - time.monotonic())


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    max_attempts: int = 3
    base_delay: float = 0.5
    max_delay: float = 4.0
    min_call_seconds: float = MIN_CALL_SECONDS
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False)

    def delay(self, attempt: int, hint: float | None) -> float:
        if hint is not None and hint >= 0:
            return hint
        backoff = min(self.max_delay, self.base_delay * 2 ** (attempt - 1))
        return backoff * random.uniform(0.5, 1.0)  # jitter spreads concurrent retries


def call_with_retries(call: Callable[[float], T], budget: Budget, policy: RetryPolicy, what: str) -> T:
    """Run ``call(timeout_seconds)``, retrying retryable ``ProviderError``s within the budget.

    Never sleeps or starts an attempt that could not finish before the deadline; the final
    failure becomes ``AnswerUnavailable`` with a message fit for the caller.
    """
    attempt = 0
    while True:
        attempt += 1
        timeout = budget.remaining()
        if timeout < policy.min_call_seconds:
            log.warning("%s: %.2fs left, not starting attempt %d", what, timeout, attempt)
            raise AnswerUnavailable("timeout")
        try:
            return call(timeout)
        except ProviderError as error:
            log.warning("%s attempt %d failed (%s): %s", what, attempt, error.kind, error)
            if not error.retryable or attempt >= policy.max_attempts:
                raise AnswerUnavailable(error.kind) from error
            delay = policy.delay(attempt, error.retry_after)
            if budget.remaining() - delay < policy.min_call_seconds:
                raise AnswerUnavailable(error.kind) from error
            policy.sleep(delay)
