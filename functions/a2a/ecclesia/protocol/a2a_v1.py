"""A2A 1.0 on the JSON-RPC endpoint: the 1.0 wire format, converted at the edge.

A request whose ``A2A-Version`` header (or query parameter) names 1.0 comes here; every
other request is A2A 0.3 and never imports this module. Nothing here runs a skill, counts
a request or stores a task: ``SendMessage``, ``GetTask`` and ``CancelTask`` are rewritten
into the 0.3 calls ``message/send``, ``tasks/get`` and ``tasks/cancel`` and handed to the
same ``A2ARequestHandler.handle`` a 0.3 caller reaches, with the same bearer token and
deadline; the 0.3 answer is then rewritten into 1.0 shapes. So authentication, plans, the
rate pool, idempotency, limits and the task store are one code path under two wire formats.

Only ``ListTasks`` has no 0.3 counterpart: it authenticates through the handler and reads
the task store's ``by_owner`` index directly.

What changes between the wire formats (A2A 1.0 specification, sections 4, 5 and 9):

- method names are PascalCase (``SendMessage``); ``SendMessage`` answers
  ``{"task": Task}`` (a SendMessageResponse);
- objects carry no ``kind``; a part is ``{"text"}``, ``{"data"}``, ``{"url"}`` or
  ``{"raw"}`` with optional ``mediaType``/``filename``; enums are ProtoJSON names
  (``ROLE_USER``, ``TASK_STATE_COMPLETED``); timestamps end in ``Z``;
- errors carry ``data`` as a list of ``google.rpc`` details (``ErrorInfo``, ``BadRequest``,
  ``RetryInfo``), and the A2A codes -32001..-32009 have 1.0 meanings. The handler's codes
  that travel with HTTP 200 are mapped onto those meanings (a finished task's cancel is
  -32002 TaskNotCancelable; an unknown skill, 0.3's -32002, is -32602 with reason
  SKILL_NOT_FOUND). The codes that travel with their own HTTP status keep their numbers,
  so one rate pool answers 429/-32003 in every wire format, 401/-32004 and 403/-32005.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from ecclesia.protocol import errors
from ecclesia.protocol.errors import JsonRpcError
from ecclesia.protocol.handler import MAX_BODY_BYTES, A2ARequestHandler, RpcResponse
from ecclesia.protocol.json_input import decode_body
from ecclesia.services.identity import ServiceUnavailable
from ecclesia.services.task_store import BadPageToken

VERSION = "1.0"
SUPPORTED_VERSIONS = ("0.3", "1.0")
A2A_DOMAIN = "a2a-protocol.org"
OUR_DOMAIN = "ecclesia"
ERROR_INFO = "type.googleapis.com/google.rpc.ErrorInfo"
BAD_REQUEST = "type.googleapis.com/google.rpc.BadRequest"
RETRY_INFO = "type.googleapis.com/google.rpc.RetryInfo"

# 1.0 A2A-specific error codes (specification section 5.4).
TASK_NOT_FOUND = -32001
TASK_NOT_CANCELABLE = -32002
PUSH_NOT_SUPPORTED = -32003
UNSUPPORTED_OPERATION = -32004
EXTENDED_CARD_NOT_CONFIGURED = -32007
VERSION_NOT_SUPPORTED = -32009

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 100

ROLE_TO_V03 = {"ROLE_USER": "user", "ROLE_AGENT": "agent", 1: "user", 2: "agent"}
ROLE_TO_V1 = {"user": "ROLE_USER", "agent": "ROLE_AGENT"}
STATE_TO_V1 = {
    "submitted": "TASK_STATE_SUBMITTED",
    "working": "TASK_STATE_WORKING",
    "input-required": "TASK_STATE_INPUT_REQUIRED",
    "completed": "TASK_STATE_COMPLETED",
    "canceled": "TASK_STATE_CANCELED",
    "failed": "TASK_STATE_FAILED",
    "rejected": "TASK_STATE_REJECTED",
    "auth-required": "TASK_STATE_AUTH_REQUIRED",
}
STATE_TO_V03 = {v1: v03 for v03, v1 in STATE_TO_V1.items()}

# 1.0 methods served by rewriting them into a 0.3 call.
REWRITTEN = {"SendMessage": "message/send", "GetTask": "tasks/get", "CancelTask": "tasks/cancel"}
# 1.0 methods this synchronous, stream-less agent does not offer, with the 1.0 error each gets.
UNSUPPORTED = {
    "SendStreamingMessage": (UNSUPPORTED_OPERATION, "Streaming is not supported: SendMessage returns the finished task"),
    "SubscribeToTask": (UNSUPPORTED_OPERATION, "Streaming is not supported: every task is finished when SendMessage returns"),
    "CreateTaskPushNotificationConfig": (PUSH_NOT_SUPPORTED, "Push Notification is not supported"),
    "GetTaskPushNotificationConfig": (PUSH_NOT_SUPPORTED, "Push Notification is not supported"),
    "ListTaskPushNotificationConfigs": (PUSH_NOT_SUPPORTED, "Push Notification is not supported"),
    "DeleteTaskPushNotificationConfig": (PUSH_NOT_SUPPORTED, "Push Notification is not supported"),
    "GetExtendedAgentCard": (EXTENDED_CARD_NOT_CONFIGURED, "Authenticated Extended Card is not configured"),
}


class A2AError(JsonRpcError):
    """A 1.0 A2A error: HTTP 200 like every JSON-RPC error of the contract. (Its codes
    -32003..-32005 mean other things in 0.3's table, where they travel as 429/401/403.)"""

    __slots__ = ()

    @property
    def http_status(self) -> int:
        return 200


def version_not_supported(requested: str) -> RpcResponse:
    """The answer to an ``A2A-Version`` this endpoint does not speak (1.0 error shape)."""
    error = A2AError(
        VERSION_NOT_SUPPORTED,
        "Version not supported",
        [_error_info("VERSION_NOT_SUPPORTED", A2A_DOMAIN, {
            "requestedVersion": requested, "supportedVersions": ",".join(SUPPORTED_VERSIONS)})],
    )
    return RpcResponse(200, {"jsonrpc": "2.0", "id": None, "error": _error_body(error)})


class A2AV1Endpoint:
    """Serves A2A 1.0 JSON-RPC requests through the 0.3 ``A2ARequestHandler``."""

    def __init__(self, handler: A2ARequestHandler) -> None:
        self._handler = handler

    def handle(self, body: str | bytes | None, authorization: str | None, deadline: float) -> RpcResponse:
        # Too large to parse before the caller is known: the handler refuses it in order.
        payload = _loads(body) if body is None or len(body) <= MAX_BODY_BYTES else None
        if not isinstance(payload, dict) or not isinstance(payload.get("method"), str):
            # Unparseable, a batch, or no method: the handler's envelope checks (after
            # authentication, as for 0.3) say exactly what is wrong.
            return self._from_v03(self._handler.handle(body, authorization, deadline), None)
        method = payload["method"]
        request_id = payload.get("id")
        try:
            if method in REWRITTEN:
                params = payload.get("params")
                try:
                    rewritten = _REQUEST_REWRITERS[method](params) if isinstance(params, dict) else params
                except JsonRpcError:
                    self._handler.authenticate(authorization)  # 401/403 come before -32602
                    raise
                v03_body = json.dumps({**payload, "method": REWRITTEN[method], "params": rewritten})
                response = self._handler.handle(v03_body, authorization, deadline)
                return self._from_v03(response, method, params if isinstance(params, dict) else {})
            caller = self._handler.authenticate(authorization)
            _check_envelope(payload)
            if method == "ListTasks":
                try:
                    result = self._list_tasks(caller.user_id, payload.get("params") or {})
                except ServiceUnavailable as exc:  # the task store is throttled or out of reach
                    raise errors.service_unavailable(exc.reason, exc.retryable, exc.retry_after) from None
                return RpcResponse(200, {"jsonrpc": "2.0", "id": request_id, "result": result})
            if method in UNSUPPORTED:
                code, message = UNSUPPORTED[method]
                reason = {PUSH_NOT_SUPPORTED: "PUSH_NOTIFICATION_NOT_SUPPORTED",
                          EXTENDED_CARD_NOT_CONFIGURED: "EXTENDED_AGENT_CARD_NOT_CONFIGURED"}.get(code, "UNSUPPORTED_OPERATION")
                raise A2AError(code, message, [_error_info(reason, A2A_DOMAIN, {"method": method})])
            raise errors.method_not_found(method)
        except JsonRpcError as error:
            body_id = request_id if _usable_id(request_id) else None
            return RpcResponse(error.http_status, {"jsonrpc": "2.0", "id": body_id, "error": _error_body(error)},
                               dict(error.headers))

    # -- ListTasks ----------------------------------------------------------------------

    def _list_tasks(self, owner: str, params: Any) -> dict[str, Any]:
        if not isinstance(params, dict):
            raise _invalid("params", "must be an object")
        page_size = params.get("pageSize", DEFAULT_PAGE_SIZE)
        if isinstance(page_size, bool) or not isinstance(page_size, int) or not 1 <= page_size <= MAX_PAGE_SIZE:
            raise _invalid("pageSize", f"must be an integer from 1 to {MAX_PAGE_SIZE}")
        history_length = _history_length(params.get("historyLength"), "historyLength")
        page_token = params.get("pageToken", "")
        if not isinstance(page_token, str):
            raise _invalid("pageToken", "must be a string")
        context_id = params.get("contextId") or None
        if context_id is not None and not isinstance(context_id, str):
            raise _invalid("contextId", "must be a string")
        state = None
        if params.get("status") not in (None, "", "TASK_STATE_UNSPECIFIED"):
            state = STATE_TO_V03.get(params["status"]) if isinstance(params["status"], str) else None
            if state is None:
                raise _invalid("status", f"must be one of {', '.join(STATE_TO_V1.values())}")
        after_ms = None
        if params.get("statusTimestampAfter"):
            after_ms = _timestamp_ms(params["statusTimestampAfter"])
        include_artifacts = params.get("includeArtifacts", False)
        if not isinstance(include_artifacts, bool):
            raise _invalid("includeArtifacts", "must be true or false")
        try:
            page = self._handler.task_store.list_by_owner(
                owner, page_size, page_token, context_id=context_id, state=state, created_after_ms=after_ms)
        except BadPageToken as exc:
            raise _invalid("pageToken", str(exc).split(": ", 1)[-1]) from None
        tasks = []
        for document in page.documents:
            task = task_to_v1(document, history_length)
            if not include_artifacts:
                task.pop("artifacts", None)  # the spec: omitted entirely, not an empty list
            tasks.append(task)
        return {"tasks": tasks, "nextPageToken": page.next_page_token, "pageSize": page_size,
                "totalSize": page.total_size}

    # -- 0.3 answers in 1.0 shapes ------------------------------------------------------

    def _from_v03(self, response: RpcResponse, method: str | None, params: dict[str, Any] | None = None) -> RpcResponse:
        body = dict(response.body)
        if "result" in body:
            task = body["result"]
            history_length = None
            if method == "SendMessage":
                config = (params or {}).get("configuration") or {}
                history_length = config.get("historyLength")  # validated before the call
                body["result"] = {"task": task_to_v1(task, history_length)}
            else:
                body["result"] = task_to_v1(task, None)
            return RpcResponse(response.status, body, response.headers)
        body["error"] = _error_body(_error_to_v1(body["error"], method))
        return RpcResponse(response.status, body, response.headers)


# -- requests: 1.0 -> 0.3 ---------------------------------------------------------------


def _send_message_params(params: dict[str, Any]) -> dict[str, Any]:
    message = params.get("message")
    if not isinstance(message, dict):
        raise _invalid("message", "required, and must be an object")
    converted = {k: v for k, v in message.items() if k not in ("role", "parts")}
    role = message.get("role")
    if not isinstance(role, (str, int)) or isinstance(role, bool):
        raise _invalid("message.role", "must be ROLE_USER")
    converted["role"] = ROLE_TO_V03.get(role, role)
    converted["kind"] = "message"
    parts = message.get("parts")
    if not isinstance(parts, list):
        raise _invalid("message.parts", "required, and must be a list of parts")
    converted["parts"] = [_part_to_v03(part, f"message.parts.{i}") for i, part in enumerate(parts)]
    out = {"message": converted}
    config = params.get("configuration")
    if config is not None:
        if not isinstance(config, dict):
            raise _invalid("configuration", "must be an object")
        _history_length(config.get("historyLength"), "configuration.historyLength")
    for key in ("configuration", "metadata"):
        if params.get(key) is not None:
            out[key] = params[key]
    return out


def _part_to_v03(part: Any, where: str) -> dict[str, Any]:
    if not isinstance(part, dict):
        raise _invalid(where, "must be an object")
    extra = {"metadata": part["metadata"]} if part.get("metadata") is not None else {}
    present = [key for key in ("text", "data", "url", "raw") if key in part]
    if len(present) != 1:
        raise _invalid(where, "must hold exactly one of text, data, url or raw")
    kind = present[0]
    if kind == "text":
        if not isinstance(part["text"], str):
            raise _invalid(f"{where}.text", "must be a string")
        return {"kind": "text", "text": part["text"], **extra}
    if kind == "data":
        if not isinstance(part["data"], dict):
            raise _invalid(f"{where}.data", "this agent reads data parts that are JSON objects")
        return {"kind": "data", "data": part["data"], **extra}
    file: dict[str, Any] = {"uri": part["url"]} if kind == "url" else {"bytes": part["raw"]}
    if part.get("filename"):
        file["name"] = part["filename"]
    if part.get("mediaType"):
        file["mimeType"] = part["mediaType"]
    return {"kind": "file", "file": file, **extra}


def _task_id_params(params: dict[str, Any]) -> dict[str, Any]:
    # ``tenant`` is a routing hint this single-tenant agent does not use.
    return {k: v for k, v in params.items() if k != "tenant"}


_REQUEST_REWRITERS = {"SendMessage": _send_message_params, "GetTask": _task_id_params, "CancelTask": _task_id_params}


# -- results: 0.3 -> 1.0 ----------------------------------------------------------------


def task_to_v1(task: dict[str, Any], history_length: int | None) -> dict[str, Any]:
    out: dict[str, Any] = {"id": task["id"], "contextId": task["contextId"]}
    status = task.get("status", {})
    out["status"] = {"state": STATE_TO_V1.get(status.get("state"), "TASK_STATE_UNSPECIFIED")}
    if status.get("message"):
        out["status"]["message"] = message_to_v1(status["message"])
    if status.get("timestamp"):
        out["status"]["timestamp"] = _utc_z(status["timestamp"])
    if task.get("artifacts"):
        out["artifacts"] = [_artifact_to_v1(a) for a in task["artifacts"]]
    history = task.get("history") or []
    if history_length is not None:
        history = history[len(history) - history_length:] if history_length else []
    if history:
        out["history"] = [message_to_v1(m) for m in history]
    if task.get("metadata"):
        out["metadata"] = task["metadata"]
    return out


def message_to_v1(message: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in message.items() if k not in ("kind", "role", "parts")}
    out["role"] = ROLE_TO_V1.get(message.get("role"), "ROLE_UNSPECIFIED")
    out["parts"] = [_part_to_v1(p) for p in message.get("parts", [])]
    return out


def _artifact_to_v1(artifact: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in artifact.items() if k != "parts"}
    out["parts"] = [_part_to_v1(p) for p in artifact.get("parts", [])]
    return out


def _part_to_v1(part: dict[str, Any]) -> dict[str, Any]:
    extra = {"metadata": part["metadata"]} if part.get("metadata") is not None else {}
    kind = part.get("kind")
    if kind == "text":
        return {"text": part["text"], **extra}
    if kind == "data":
        return {"data": part["data"], "mediaType": "application/json", **extra}
    file = part.get("file", {})
    out = {"url": file["uri"]} if "uri" in file else {"raw": file.get("bytes", "")}
    if file.get("name"):
        out["filename"] = file["name"]
    if file.get("mimeType"):
        out["mediaType"] = file["mimeType"]
    return {**out, **extra}


def _utc_z(timestamp: str) -> str:
    try:
        moment = datetime.fromisoformat(timestamp).astimezone(UTC)
    except ValueError:
        return timestamp
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


# -- errors -----------------------------------------------------------------------------


def _error_to_v1(error: dict[str, Any], method: str | None) -> JsonRpcError:
    code, message, data = error["code"], error["message"], error.get("data") or {}
    if method == "CancelTask" and code == errors.INVALID_PARAMS and "state" in data:
        state = STATE_TO_V1.get(data.get("state"), "TASK_STATE_UNSPECIFIED")
        return A2AError(TASK_NOT_CANCELABLE, "Task cannot be canceled", [
            _error_info("TASK_NOT_CANCELABLE", A2A_DOMAIN, {"taskId": data.get("id"), "state": state})])
    if code == errors.TASK_NOT_FOUND:
        return JsonRpcError(code, message, [_error_info("TASK_NOT_FOUND", A2A_DOMAIN, {"taskId": data.get("id")})])
    if code == errors.SKILL_NOT_FOUND:
        # 0.3's -32002 is TaskNotCancelable in 1.0: an unknown skill is a bad parameter.
        return JsonRpcError(errors.INVALID_PARAMS, message, [
            _error_info("SKILL_NOT_FOUND", OUR_DOMAIN, {"skillId": data.get("skillId"),
                                                        "available": ",".join(data.get("available", []))}),
            {"@type": BAD_REQUEST, "fieldViolations": [
                {"field": "message.metadata.skillId", "description": f"unknown skill; available: {', '.join(data.get('available', []))}"}]},
        ])
    if code == errors.RATE_LIMITED:
        retry_after = data.get("retryAfter", 60)
        return JsonRpcError(code, message, [
            _error_info("RATE_LIMIT_EXCEEDED", OUR_DOMAIN, {"retryAfter": retry_after, "detail": data.get("detail")}),
            {"@type": RETRY_INFO, "retryDelay": f"{retry_after}s"},
        ])
    if code == errors.UNAUTHORIZED:
        return JsonRpcError(code, message, [_error_info("UNAUTHENTICATED", OUR_DOMAIN, {"detail": data.get("detail")})])
    if code == errors.PLAN_REQUIRED:
        return JsonRpcError(code, message, [_error_info("PAID_PLAN_REQUIRED", OUR_DOMAIN, {"detail": data.get("detail")})])
    if code == errors.INVALID_PARAMS:
        field = str(data.get("field", "params")).removeprefix("params.")
        return JsonRpcError(code, message, [{"@type": BAD_REQUEST, "fieldViolations": [
            {"field": field, "description": message}]}])
    reasons = {errors.PARSE_ERROR: "PARSE_ERROR", errors.INVALID_REQUEST: "INVALID_REQUEST",
               errors.METHOD_NOT_FOUND: "METHOD_NOT_FOUND", errors.INTERNAL_ERROR: "INTERNAL_ERROR"}
    return JsonRpcError(code, message, [_error_info(reasons.get(code, "ERROR"), A2A_DOMAIN, data)] if data else None)


def _error_body(error: JsonRpcError) -> dict[str, Any]:
    body: dict[str, Any] = {"code": error.code, "message": error.message}
    if error.data is not None:
        body["data"] = error.data if isinstance(error.data, list) else _error_to_v1(
            {"code": error.code, "message": error.message, "data": error.data}, None).data
    return body


def _error_info(reason: str, domain: str, metadata: dict[str, Any]) -> dict[str, Any]:
    # google.rpc.ErrorInfo.metadata is a map of strings.
    strings = {k: (v if isinstance(v, str) else json.dumps(v)) for k, v in metadata.items() if v is not None}
    return {"@type": ERROR_INFO, "reason": reason, "domain": domain, "metadata": strings}


def _invalid(field: str, description: str) -> JsonRpcError:
    return JsonRpcError(errors.INVALID_PARAMS, f"Invalid params: params.{field}: {description}",
                        [{"@type": BAD_REQUEST, "fieldViolations": [{"field": field, "description": description}]}])


# -- small helpers ----------------------------------------------------------------------


def _loads(body: str | bytes | None) -> Any:
    """The decoded body, or None for anything the 0.3 handler must refuse itself (bad JSON,
    lone surrogates, NaN, nesting past the limit: ``json_input`` says which, in order)."""
    if not body:
        return None
    payload = decode_body(body)
    return None if isinstance(payload, JsonRpcError) else payload


def _usable_id(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, (str, int))


def _check_envelope(payload: dict[str, Any]) -> None:
    # The same envelope rules the 0.3 handler applies, for methods it never sees.
    if payload.get("jsonrpc") != "2.0":
        raise errors.invalid_request('"jsonrpc" must be "2.0"')
    if "id" not in payload:
        raise errors.invalid_request('"id" is required (notifications are not supported)')
    if not _usable_id(payload["id"]):
        raise errors.invalid_request('"id" must be a string or an integer')
    if payload.get("params") is not None and not isinstance(payload["params"], dict):
        raise errors.invalid_params("params: must be an object")


def _history_length(value: Any, field: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _invalid(field, "must be a non-negative integer")
    return value


def _timestamp_ms(value: Any) -> int:
    if not isinstance(value, str):
        raise _invalid("statusTimestampAfter", "must be an ISO 8601 timestamp such as 2026-03-19T10:00:00Z")
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise _invalid("statusTimestampAfter", "must be an ISO 8601 timestamp such as 2026-03-19T10:00:00Z") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


# -- agent card -------------------------------------------------------------------------


def agent_card_v1(card_v03: dict[str, Any]) -> dict[str, Any]:
    """The 1.0 agent card, from the 0.3 card the same registry builds (section 8)."""
    schemes = {}
    for name, scheme in card_v03.get("securitySchemes", {}).items():
        fields = {k: v for k, v in scheme.items() if k != "type"}
        if scheme.get("type") == "http":
            schemes[name] = {"httpAuthSecurityScheme": fields}
    capabilities = card_v03.get("capabilities", {})
    return {
        "name": card_v03["name"],
        "description": card_v03["description"],
        "supportedInterfaces": card_v03["supportedInterfaces"],
        "version": card_v03["version"],
        "capabilities": {"streaming": bool(capabilities.get("streaming")),
                         "pushNotifications": bool(capabilities.get("pushNotifications")),
                         "extendedAgentCard": False},
        "securitySchemes": schemes,
        "securityRequirements": [{"schemes": {name: {"list": scopes} for name, scopes in requirement.items()}}
                                 for requirement in card_v03.get("security", [])],
        "defaultInputModes": card_v03["defaultInputModes"],
        "defaultOutputModes": card_v03["defaultOutputModes"],
        "skills": card_v03["skills"],
    }
