"""Bounded AWS clients: every call has a short timeout, few retries and the request's deadline.

boto3's defaults (60 s connect and read timeouts, legacy retries up to 5 attempts, 10 for
DynamoDB) let one throttled or unreachable table hold a request for minutes, far past API
Gateway's 30 s. Here each client gets an explicit ``botocore.config.Config`` and is wrapped
so that:

- a call is not started once the request's deadline has passed (``request_deadline``, set
  by the protocol layer for each request);
- throttling, timeouts, connection failures and DynamoDB 5xx answers become
  ``ServiceUnavailable(retryable=True)``, which the protocol layer answers as a JSON-RPC
  error telling the caller to retry, instead of an unexplained internal error. A missing
  table or refused permission is ``ServiceUnavailable(retryable=False)``: retrying will not
  help until an operator acts.

Worst case for one call against a DynamoDB that accepts connections and never answers:
2 attempts x ``read_timeout`` + one backoff (at most 1 s for throttling, 25 ms otherwise),
about 4 s with the task store's settings, so an outage is reported within 5 s.
"""

from __future__ import annotations

import contextvars
import time
from typing import Any

from ecclesia.services.identity import ServiceUnavailable

# The task store: a GetItem or a 380 KB PutItem answers in tens of milliseconds.
TASK_STORE_TIMEOUTS = {"connect_timeout": 1.0, "read_timeout": 1.5, "total_max_attempts": 2}
# The rate limiter: one small conditional UpdateItem per window; fail faster still. Its second
# attempt may follow a first that DynamoDB applied; each write carries the request's token,
# so the retry cannot count the request twice (see rate_limiter).
RATE_LIMITER_TIMEOUTS = {"connect_timeout": 1.0, "read_timeout": 1.0, "total_max_attempts": 2}
# Seconds a caller is told to wait before retrying after an outage.
RETRY_AFTER_SECONDS = 2

# The monotonic deadline of the request being served (None outside a request).
request_deadline: contextvars.ContextVar[float | None] = contextvars.ContextVar("request_deadline", default=None)

_RETRYABLE_CODES = frozenset(
    {
        "ProvisionedThroughputExceededException",
        "ThrottlingException",
        "RequestLimitExceeded",
        "InternalServerError",
        "ServiceUnavailable",
        "LimitExceededException",
        "TransactionConflictException",
    }
)
_OPERATOR_CODES = frozenset({"ResourceNotFoundException", "AccessDeniedException", "UnrecognizedClientException"})


def is_conditional_check_failure(error: BaseException) -> bool:
    """True for DynamoDB's ConditionalCheckFailedException, matched by its error code.

    ``except client.exceptions.ConditionalCheckFailedException`` is not safe under threads:
    botocore builds a client's exception classes lazily, without a lock, so two threads making
    a client's first calls together can get different class objects, and the ``except``
    clause then misses the very error it names (seen once in a 50-thread rate-limiter test).
    The error code in the response is the same whichever class carried it.
    """
    response = getattr(error, "response", None)
    return isinstance(response, dict) and response.get("Error", {}).get("Code") == "ConditionalCheckFailedException"


def botocore_config(connect_timeout: float, read_timeout: float, total_max_attempts: int) -> Any:
    """A botocore ``Config`` with these timeouts and standard retries of ``total_max_attempts``."""
    from botocore.config import Config

    return Config(
        connect_timeout=connect_timeout,
        read_timeout=read_timeout,
        retries={"mode": "standard", "total_max_attempts": total_max_attempts},
        tcp_keepalive=True,
    )


def dynamodb_client(timeouts: dict[str, Any], service_name: str) -> BoundedClient:
    """A DynamoDB client with ``timeouts`` (one of the dicts above), deadline-aware."""
    import boto3

    return BoundedClient(boto3.client("dynamodb", config=botocore_config(**timeouts)), service_name)


class BoundedClient:
    """A boto3 client whose calls respect the request deadline and report outages plainly.

    Attributes that are not operations (``exceptions``, ``meta``) pass through, so code
    written for a plain client (``client.exceptions.ConditionalCheckFailedException``)
    works unchanged.
    """

    def __init__(self, client: Any, service_name: str) -> None:
        self._client = client
        self.service_name = service_name

    @property
    def unwrapped(self) -> Any:
        """The plain boto3 client underneath (for SnapStart's connection renewal)."""
        return self._client

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._client, name)
        if name.startswith("_") or name in {"exceptions", "meta"} or not callable(attribute):
            return attribute

        def bounded_call(*args: Any, **kwargs: Any) -> Any:
            deadline = request_deadline.get()
            if deadline is not None and time.monotonic() >= deadline:
                raise ServiceUnavailable(
                    f"no time left in this request to reach the {self.service_name}", retryable=True,
                    retry_after=RETRY_AFTER_SECONDS,
                )
            try:
                return attribute(*args, **kwargs)
            except Exception as exc:
                translated = _translate(exc, self.service_name)
                if translated is None:
                    raise
                raise translated from exc

        return bounded_call


def _translate(exc: Exception, service_name: str) -> ServiceUnavailable | None:
    from botocore.exceptions import BotoCoreError, ClientError, ConnectionError as BotoConnectionError, HTTPClientError

    if isinstance(exc, ClientError):
        code = exc.response.get("Error", {}).get("Code", "")
        status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode", 0) or 0
        if code in _RETRYABLE_CODES or status >= 500:
            return ServiceUnavailable(
                f"the {service_name} is overloaded or failing ({code or status})", retryable=True,
                retry_after=RETRY_AFTER_SECONDS,
            )
        if code in _OPERATOR_CODES:
            return ServiceUnavailable(f"the {service_name} is not reachable as configured ({code})", retryable=False)
        return None  # a condition check or validation error: the caller of the client decides
    if isinstance(exc, (BotoConnectionError, HTTPClientError)):
        return ServiceUnavailable(
            f"the {service_name} did not answer in time", retryable=True, retry_after=RETRY_AFTER_SECONDS
        )
    if isinstance(exc, BotoCoreError):
        return ServiceUnavailable(f"the {service_name} could not be called ({type(exc).__name__})", retryable=False)
    return None
