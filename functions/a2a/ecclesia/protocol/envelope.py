"""The JSON-RPC 2.0 envelope: reading a request object, validating params, shaping answers.

Everything here is pure (no services): the handler calls it in the order its docstring gives.
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass, field
from typing import Any

from ecclesia.protocol import errors
from ecclesia.protocol.errors import JsonRpcError


@dataclass(slots=True)
class RpcResponse:
    status: int
    body: dict[str, Any]
    headers: dict[str, str] = field(default_factory=dict)


def result_response(request_id: Any, result: dict[str, Any]) -> RpcResponse:
    return RpcResponse(200, {"jsonrpc": "2.0", "id": request_id, "result": result})


def error_response(request_id: Any, error: JsonRpcError) -> RpcResponse:
    return RpcResponse(
        error.http_status, {"jsonrpc": "2.0", "id": request_id, "error": error.to_dict()}, dict(error.headers)
    )


def usable_id(value: Any) -> str | int | None:
    # JSON-RPC ids are strings or numbers; booleans are ints in Python but not ids.
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return None
    return value


def read_envelope(payload: Any, methods: Container[str]) -> tuple[str, dict[str, Any]]:
    """(method, params) of a request object, or the -32600/-32601/-32602 it deserves."""
    if isinstance(payload, list):
        raise errors.invalid_request("batch requests are not supported; send one JSON-RPC request per HTTP call")
    if not isinstance(payload, dict):
        raise errors.invalid_request("the request must be a JSON object")
    if payload.get("jsonrpc") != "2.0":
        raise errors.invalid_request('"jsonrpc" must be "2.0"')
    if "id" not in payload:
        raise errors.invalid_request('"id" is required (notifications are not supported)')
    if usable_id(payload["id"]) is None:
        raise errors.invalid_request('"id" must be a string or an integer')
    method = payload.get("method")
    if not isinstance(method, str) or not method:
        raise errors.invalid_request('"method" is required and must be a string')
    if method not in methods:
        raise errors.method_not_found(method)
    params = payload.get("params")
    if not isinstance(params, dict):
        raise errors.invalid_params("params: required, and must be an object")
    return method, params


def validate_params(model_name: str, raw: dict[str, Any]):
    """``raw`` as the pydantic model ``protocol.models.<model_name>``, or -32602 naming the
    first offending field. Pydantic and the models are imported here, on first use: a
    well-formed request never gets this far (``protocol.wire``), so init does not pay for them.
    """
    from pydantic import ValidationError

    from ecclesia.protocol import models

    model = getattr(models, model_name)
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in ("params", *first["loc"]))
        raise errors.JsonRpcError(
            errors.INVALID_PARAMS,
            f"Invalid params: {where}: {first['msg']}",
            {"field": where, "errors": exc.error_count()},
        ) from None
