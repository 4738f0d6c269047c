"""A2A 1.0 errors: the handler's 0.3 errors rewritten into 1.0 codes and ``google.rpc`` details.

In 1.0, errors carry ``data`` as a list of ``google.rpc`` details (``ErrorInfo``,
``BadRequest``, ``RetryInfo``), and the A2A codes -32001..-32009 have 1.0 meanings. The
handler's codes that travel with HTTP 200 are mapped onto those meanings (a finished
task's cancel is -32002 TaskNotCancelable; an unknown skill, 0.3's -32002, is -32602 with
reason SKILL_NOT_FOUND). The codes that travel with their own HTTP status keep their
numbers, so one rate pool answers 429/-32003 in every wire format, 401/-32004 and 403/-32005.
"""

from __future__ import annotations

import json
from typing import Any

from ecclesia.protocol import errors
from ecclesia.protocol.a2a_v1.vocabulary import (
    A2A_DOMAIN,
    BAD_REQUEST,
    ERROR_INFO,
    OUR_DOMAIN,
    RETRY_INFO,
    STATE_TO_V1,
    SUPPORTED_VERSIONS,
    TASK_NOT_CANCELABLE,
    VERSION_NOT_SUPPORTED,
)
from ecclesia.protocol.errors import JsonRpcError
from ecclesia.protocol.handler import RpcResponse


class A2AError(JsonRpcError):
    """A 1.0 A2A error: HTTP 200 like every JSON-RPC error of the contract. (Its codes
    -32003..-32005 mean other things in 0.3's table, where they travel as 429/401/403.)"""

    __slots__ = ()

    @property
    def http_status(self) -> int:
        """Always 200: A2A 1.0 errors travel in the JSON-RPC body only."""
        return 200


def version_not_supported(requested: str) -> RpcResponse:
    """The answer to an ``A2A-Version`` this endpoint does not speak (1.0 error shape)."""
    error = A2AError(
        VERSION_NOT_SUPPORTED,
        "Version not supported",
        [error_info("VERSION_NOT_SUPPORTED", A2A_DOMAIN, {
            "requestedVersion": requested, "supportedVersions": ",".join(SUPPORTED_VERSIONS)})],
    )
    return RpcResponse(200, {"jsonrpc": "2.0", "id": None, "error": error_body(error)})


def error_to_v1(error: dict[str, Any], method: str | None) -> JsonRpcError:
    """A 0.3 JSON-RPC error body as the 1.0 error of the same meaning.

    Args:
        error: the ``error`` object of the handler's 0.3 answer.
        method: the 1.0 method that was called (``None`` when not known).
    """
    code, message, data = error["code"], error["message"], error.get("data") or {}
    if method == "CancelTask" and code == errors.INVALID_PARAMS and "state" in data:
        state = STATE_TO_V1.get(str(data.get("state")), "TASK_STATE_UNSPECIFIED")
        return A2AError(TASK_NOT_CANCELABLE, "Task cannot be canceled", [
            error_info("TASK_NOT_CANCELABLE", A2A_DOMAIN, {"taskId": data.get("id"), "state": state})])
    if code == errors.TASK_NOT_FOUND:
        return JsonRpcError(code, message, [error_info("TASK_NOT_FOUND", A2A_DOMAIN, {"taskId": data.get("id")})])
    if code == errors.SKILL_NOT_FOUND:
        # 0.3's -32002 is TaskNotCancelable in 1.0: an unknown skill is a bad parameter.
        return JsonRpcError(errors.INVALID_PARAMS, message, [
            error_info("SKILL_NOT_FOUND", OUR_DOMAIN, {"skillId": data.get("skillId"),
                                                       "available": ",".join(data.get("available", []))}),
            {"@type": BAD_REQUEST, "fieldViolations": [
                {"field": "message.metadata.skillId", "description": f"unknown skill; available: {', '.join(data.get('available', []))}"}]},
        ])
    if code == errors.RATE_LIMITED:
        retry_after = data.get("retryAfter", 60)
        return JsonRpcError(code, message, [
            error_info("RATE_LIMIT_EXCEEDED", OUR_DOMAIN, {"retryAfter": retry_after, "detail": data.get("detail")}),
            {"@type": RETRY_INFO, "retryDelay": f"{retry_after}s"},
        ])
    if code == errors.UNAUTHORIZED:
        return JsonRpcError(code, message, [error_info("UNAUTHENTICATED", OUR_DOMAIN, {"detail": data.get("detail")})])
    if code == errors.PLAN_REQUIRED:
        return JsonRpcError(code, message, [error_info("PAID_PLAN_REQUIRED", OUR_DOMAIN, {"detail": data.get("detail")})])
    if code == errors.INVALID_PARAMS:
        field = str(data.get("field", "params")).removeprefix("params.")
        return JsonRpcError(code, message, [{"@type": BAD_REQUEST, "fieldViolations": [
            {"field": field, "description": message}]}])
    reasons = {errors.PARSE_ERROR: "PARSE_ERROR", errors.INVALID_REQUEST: "INVALID_REQUEST",
               errors.METHOD_NOT_FOUND: "METHOD_NOT_FOUND", errors.INTERNAL_ERROR: "INTERNAL_ERROR"}
    return JsonRpcError(code, message, [error_info(reasons.get(code, "ERROR"), A2A_DOMAIN, data)] if data else None)


def error_body(error: JsonRpcError) -> dict[str, Any]:
    """The 1.0 ``error`` object of a JSON-RPC answer (0.3-style ``data`` is rewritten)."""
    body: dict[str, Any] = {"code": error.code, "message": error.message}
    if error.data is not None:
        body["data"] = error.data if isinstance(error.data, list) else error_to_v1(
            {"code": error.code, "message": error.message, "data": error.data}, None).data
    return body


def error_info(reason: str, domain: str, metadata: dict[str, Any]) -> dict[str, Any]:
    """A ``google.rpc.ErrorInfo`` detail (its metadata is a map of strings)."""
    strings = {k: (v if isinstance(v, str) else json.dumps(v)) for k, v in metadata.items() if v is not None}
    return {"@type": ERROR_INFO, "reason": reason, "domain": domain, "metadata": strings}


def invalid(field: str, description: str) -> JsonRpcError:
    """A -32602 for one bad 1.0 parameter, with its ``BadRequest`` field violation."""
    return JsonRpcError(errors.INVALID_PARAMS, f"Invalid params: params.{field}: {description}",
                        [{"@type": BAD_REQUEST, "fieldViolations": [{"field": field, "description": description}]}])


def history_length(value: Any, field: str) -> int | None:
    """A ``historyLength`` parameter: ``None`` when absent, else a non-negative integer."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise invalid(field, "must be a non-negative integer")
    return value
