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
    data: dict[str, Any] | None = None
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def http_status(self) -> int:
        return HTTP_STATUS_BY_CODE.get(self.code, 200)

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            body["data"] = self.data
        return body


def parse_error(detail: str) -> JsonRpcError:
    return JsonRpcError(PARSE_ERROR, "Parse error", {"detail": detail})


def invalid_request(detail: str) -> JsonRpcError:
    return JsonRpcError(INVALID_REQUEST, "Invalid request", {"detail": detail})


def method_not_found(method: str) -> JsonRpcError:
    return JsonRpcError(METHOD_NOT_FOUND, "Method not found", {"method": method})


def invalid_params(detail: str) -> JsonRpcError:
    # The detail names the offending field; it is the message itself so that clients that
    # only show `message` still tell the user what to fix.
    return JsonRpcError(INVALID_PARAMS, detail)


def internal_error() -> JsonRpcError:
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
    return service_unavailable(
        f"a request with messageId {message_id!r} is still running; retry to receive its task "
        "(it will not run or count again)",
        retryable=True,
        retry_after=retry_after,
    )


def task_finished(task_id: str, state: str, context_id: str | None) -> JsonRpcError:
    where = f" (contextId {context_id!r})" if context_id else ""
    return JsonRpcError(
        INVALID_PARAMS,
        f"Task {task_id} is already {state} and takes no more messages; start a new task in the same "
        f"context: send the message without taskId and with the same contextId{where}",
        {"id": task_id, "state": state, "contextId": context_id},
    )


def task_not_found(task_id: str) -> JsonRpcError:
    return JsonRpcError(TASK_NOT_FOUND, "Task not found", {"id": task_id})


def skill_not_found(skill_id: str, available: list[str]) -> JsonRpcError:
    return JsonRpcError(SKILL_NOT_FOUND, "Skill not found", {"skillId": skill_id, "available": available})


def rate_limited(retry_after: int, detail: str) -> JsonRpcError:
    return JsonRpcError(
        RATE_LIMITED,
        "Rate limit exceeded",
        {"retryAfter": retry_after, "detail": detail},
        {"Retry-After": str(retry_after)},
    )


def unauthorized(reason: str, missing_token: bool = False) -> JsonRpcError:
    # RFC 6750 §3: a bare challenge when no credentials came; for a bad token, the error.
    challenge = 'Bearer realm="ecclesia"'
    if not missing_token:
        challenge += f', error="invalid_token", error_description="{_quote_safe(reason)}"'
    return JsonRpcError(UNAUTHORIZED, "Unauthorized", {"detail": reason}, {"WWW-Authenticate": challenge})


def plan_required(detail: str) -> JsonRpcError:
    return JsonRpcError(PLAN_REQUIRED, "Paid plan required", {"detail": detail})


def _quote_safe(text: str) -> str:
    return text.replace("\\", "").replace('"', "'")[:200]
