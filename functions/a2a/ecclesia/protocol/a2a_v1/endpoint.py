"""The A2A 1.0 JSON-RPC endpoint: one 1.0 request in, routed, one 1.0 answer out.

``SendMessage``, ``GetTask`` and ``CancelTask`` are rewritten (``shapes``) into the 0.3
calls and handed to the same ``A2ARequestHandler.handle`` a 0.3 caller reaches, with the
same bearer token and deadline; the 0.3 answer is rewritten back into 1.0 shapes and 1.0
errors (``error_mapping``). ``ListTasks`` and the refused methods (``methods``) are
answered here after the handler authenticates the caller.
"""

from __future__ import annotations

import json
from typing import Any

from ecclesia.protocol import errors
from ecclesia.protocol.a2a_v1.error_mapping import error_body, error_to_v1
from ecclesia.protocol.a2a_v1.methods import UNSUPPORTED, list_tasks, unsupported
from ecclesia.protocol.a2a_v1.shapes import REQUEST_REWRITERS, REWRITTEN, task_to_v1
from ecclesia.protocol.errors import JsonRpcError
from ecclesia.protocol.handler import MAX_BODY_BYTES, A2ARequestHandler, RpcResponse
from ecclesia.protocol.json_input import decode_body
from ecclesia.services.identity import ServiceUnavailable


class A2AV1Endpoint:
    """Serves A2A 1.0 JSON-RPC requests through the 0.3 ``A2ARequestHandler``."""

    def __init__(self, handler: A2ARequestHandler) -> None:
        self._handler = handler

    def handle(self, body: str | bytes | None, authorization: str | None, deadline: float) -> RpcResponse:
        """Answer one A2A 1.0 JSON-RPC request.

        Args:
            body: the raw HTTP body.
            authorization: the ``Authorization`` header value, if any.
            deadline: ``time.monotonic()`` by which the answer must be written.

        Returns:
            The HTTP status, 1.0 JSON-RPC body and headers.
        """
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
                    rewritten = REQUEST_REWRITERS[method](params) if isinstance(params, dict) else params
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
                    result = list_tasks(self._handler.task_store, caller.user_id, payload.get("params") or {})
                except ServiceUnavailable as exc:  # the task store is throttled or out of reach
                    raise errors.service_unavailable(exc.reason, exc.retryable, exc.retry_after) from None
                return RpcResponse(200, {"jsonrpc": "2.0", "id": request_id, "result": result})
            if method in UNSUPPORTED:
                raise unsupported(method)
            raise errors.method_not_found(method)
        except JsonRpcError as error:
            body_id = request_id if _usable_id(request_id) else None
            return RpcResponse(error.http_status, {"jsonrpc": "2.0", "id": body_id, "error": error_body(error)},
                               dict(error.headers))

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
        body["error"] = error_body(error_to_v1(body["error"], method))
        return RpcResponse(response.status, body, response.headers)


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
