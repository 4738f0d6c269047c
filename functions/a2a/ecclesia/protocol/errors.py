"""JSON-RPC 2.0 errors of the contract, with the HTTP status each one travels with."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
TASK_NOT_FOUND = -32001
SKILL_NOT_FOUND = -32002
RATE_LIMITED = -32003
UNAUTHORIZED = -32004
PLAN_REQUIRED = -32005

# The contract: 401/403/429 for the auth and limit classes, 200 for every other JSON-RPC error.
HTTP_STATUS_BY_CODE = {UNAUTHORIZED: 401, PLAN_REQUIRED: 403, RATE_LIMITED: 429}


@dataclass(slots=True)
class JsonRpcError(Exception):
    """An error answer. ``message`` is shown to callers: it never carries internals."""

    code: int
    message: str
    data: dict[str, Any] | list[Any] | None = None  # any JSON value; A2A 1.0 sends a list of details
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def http_status(self) -> int:
        """The HTTP status this error travels with: 401, 403 or 429 for its classes, else 200."""
        return HTTP_STATUS_BY_CODE.get(self.code, 200)

    def to_dict(self) -> dict[str, Any]:
        """The JSON-RPC ``error`` object (``code``, ``message``, optional ``data``)."""
        body: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            body["data"] = self.data
        return body


def parse_error(detail: str) -> JsonRpcError:
    """-32700: the body is not JSON we can answer (``detail`` says why)."""
    return JsonRpcError(PARSE_ERROR, "Parse error", {"detail": detail})


def invalid_request(detail: str) -> JsonRpcError:
    """-32600: not a JSON-RPC request object (``detail`` says why)."""
    return JsonRpcError(INVALID_REQUEST, "Invalid request", {"detail": detail})


def method_not_found(method: str) -> JsonRpcError:
    """-32601 naming the unknown ``method``."""
    return JsonRpcError(METHOD_NOT_FOUND, "Method not found", {"method": method})


def invalid_params(detail: str) -> JsonRpcError:
    """-32602 whose message is ``detail`` (it names the offending field)."""
    # The detail names the offending field; it is the message itself so that clients that
    # only show `message` still tell the user what to fix.
    return JsonRpcError(INVALID_PARAMS, detail)


def internal_error() -> JsonRpcError:
    """-32603 with no detail: internals stay in the log."""
    return JsonRpcError(INTERNAL_ERROR, "Internal error")


def service_unavailable(reason: str, retryable: bool, retry_after: int | None = None) -> JsonRpcError:
    """A dependency outage: -32603 (the contract's code for server-side failures), with
    ``data.retryable`` telling the caller whether the same request may succeed later."""
    data: dict[str, Any] = {"detail": reason, "retryable": retryable}
    headers: dict[str, str] = {}
    if retryable and retry_after:
        data["retryAfter"] = retry_after
        headers["Retry-After"] = str(retry_after)
    return JsonRpcError(INTERNAL_ERROR, "Internal error", data, headers)


def duplicate_in_progress(message_id: str, retry_after: int) -> JsonRpcError:
    """Retryable -32603: a request with the same ``messageId`` is still running.

    Args:
        message_id: the duplicate's ``messageId``.
        retry_after: seconds the caller should wait before retrying.
    """
    return service_unavailable(
        f"a request with messageId {message_id!r} is still running; retry to receive its task "
        "(it will not run or count again)",
        retryable=True,
        retry_after=retry_after,
    )


def task_finished(task_id: str, state: str, context_id: str | None) -> JsonRpcError:
    """-32602: ``taskId`` names a finished task, which a message cannot continue."""
    where = f" (contextId {context_id!r})" if context_id else ""
    return JsonRpcError(
        INVALID_PARAMS,
        f"Task {task_id} is already {state} and takes no more messages; start a new task in the same "
        f"context: send the message without taskId and with the same contextId{where}",
        {"id": task_id, "state": state, "contextId": context_id},
    )


def task_not_found(task_id: str) -> JsonRpcError:
    """-32001: unknown, expired or another caller's task."""
    return JsonRpcError(TASK_NOT_FOUND, "Task not found", {"id": task_id})


def skill_not_found(skill_id: str, available: list[str]) -> JsonRpcError:
    """-32002 naming the unknown ``skill_id`` and the ``available`` ones."""
    return JsonRpcError(SKILL_NOT_FOUND, "Skill not found", {"skillId": skill_id, "available": available})


def rate_limited(retry_after: int, detail: str) -> JsonRpcError:
    """-32003 (HTTP 429) with ``Retry-After``.

    Args:
        retry_after: whole seconds until the window that refused the request ends.
        detail: which limit was reached.
    """
    return JsonRpcError(
        RATE_LIMITED,
        "Rate limit exceeded",
        {"retryAfter": retry_after, "detail": detail},
        {"Retry-After": str(retry_after)},
    )


def unauthorized(reason: str, missing_token: bool = False) -> JsonRpcError:
    """-32004 (HTTP 401) with an RFC 6750 ``WWW-Authenticate`` challenge.

    Args:
        reason: why the token was refused (shown to the caller; no internals).
        missing_token: no credentials came, so the challenge carries no error.
    """
    # RFC 6750 §3: a bare challenge when no credentials came; for a bad token, the error.
    challenge = 'Bearer realm="ecclesia"'
    if not missing_token:
        challenge += f', error="invalid_token", error_description="{_quote_safe(reason)}"'
    return JsonRpcError(UNAUTHORIZED, "Unauthorized", {"detail": reason}, {"WWW-Authenticate": challenge})


def plan_required(detail: str) -> JsonRpcError:
    """-32005 (HTTP 403): the caller's plan does not include the API."""
    return JsonRpcError(PLAN_REQUIRED, "Paid plan required", {"detail": detail})


def _quote_safe(text: str) -> str:
    return text.replace("\\", "").replace('"', "'")[:200]
