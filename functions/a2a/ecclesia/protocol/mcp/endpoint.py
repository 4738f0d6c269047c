"""The MCP endpoint: one JSON-RPC message in, one HTTP answer out (stateless transport).

Checks the envelope in the order the transport requires (decode, authenticate, the
``MCP-Protocol-Version`` header, then the message), answers notifications and responses
with nothing (HTTP 202), and routes ``initialize``, ``ping``, ``tools/list`` and
``tools/call`` to ``lifecycle``, ``tools`` and ``tool_call``.
"""

from __future__ import annotations

from typing import Any

from ecclesia.protocol import errors
from ecclesia.protocol.errors import JsonRpcError
from ecclesia.protocol.handler import A2ARequestHandler, RpcResponse
from ecclesia.protocol.json_input import decode_body
from ecclesia.protocol.mcp.lifecycle import PROTOCOL_VERSIONS, initialize_result
from ecclesia.protocol.mcp.tool_call import call_tool
from ecclesia.protocol.mcp.tools import tool_list


class McpEndpoint:
    """One MCP JSON-RPC message in, one HTTP answer out."""

    def __init__(self, handler: A2ARequestHandler) -> None:
        self._handler = handler

    def handle(self, body: str | bytes | None, authorization: str | None, deadline: float,
               resource_metadata_url: str, protocol_version: str | None = None) -> RpcResponse | None:
        """The answer, or ``None`` for a notification or response (HTTP 202, no body).

        ``protocol_version`` is the ``MCP-Protocol-Version`` header; one this server does
        not speak is a 400, as the transport requires.
        """
        request_id: Any = None
        try:
            payload = _parse(body)
            if isinstance(payload, dict):
                request_id = _usable_id(payload.get("id"))
            self._authenticate(authorization, resource_metadata_url)
            if protocol_version and protocol_version not in PROTOCOL_VERSIONS:
                return RpcResponse(400, {"jsonrpc": "2.0", "id": request_id, "error": errors.invalid_request(
                    f"unsupported MCP-Protocol-Version {protocol_version!r}; supported: "
                    + ", ".join(PROTOCOL_VERSIONS)).to_dict()})
            if isinstance(payload, JsonRpcError):
                raise payload
            if isinstance(payload, list):
                raise errors.invalid_request("batches are not supported; send one JSON-RPC message per POST")
            if not isinstance(payload, dict) or payload.get("jsonrpc") != "2.0":
                raise errors.invalid_request('a JSON-RPC 2.0 message with "jsonrpc": "2.0" is required')
            method = payload.get("method")
            if "id" not in payload:
                if isinstance(method, str) and method.startswith("notifications/"):
                    return None  # initialized, cancelled, ...: nothing to answer
                if "result" in payload or "error" in payload:
                    return None  # a response to a server request (this server sends none)
                raise errors.invalid_request('"id" is required for a request')
            if request_id is None:
                raise errors.invalid_request('"id" must be a string or an integer')
            if not isinstance(method, str):
                raise errors.invalid_request('"method" is required and must be a string')
            params = payload.get("params") or {}
            if not isinstance(params, dict):
                raise errors.invalid_params("params: must be an object")
            if method == "initialize":
                result = initialize_result(params)
            elif method == "ping":
                result = {}
            elif method == "tools/list":
                result = {"tools": tool_list()}
            elif method == "tools/call":
                return call_tool(self._handler, request_id, params, authorization, deadline)
            else:
                raise errors.method_not_found(method)
            return RpcResponse(200, {"jsonrpc": "2.0", "id": request_id, "result": result})
        except JsonRpcError as error:
            return RpcResponse(error.http_status, {"jsonrpc": "2.0", "id": request_id, "error": error.to_dict()},
                               dict(error.headers))

    def _authenticate(self, authorization: str | None, resource_metadata_url: str) -> None:
        try:
            self._handler.authenticate(authorization)
        except JsonRpcError as error:
            if error.code == errors.UNAUTHORIZED:
                # MCP authorization: the challenge points at the protected-resource metadata.
                challenge = error.headers.get("WWW-Authenticate", 'Bearer realm="ecclesia"')
                error.headers["WWW-Authenticate"] = f'{challenge}, resource_metadata="{resource_metadata_url}"'
            raise


def _parse(body: str | bytes | None) -> Any:
    # The same decoding as A2A 0.3: size, Unicode, NaN and the nesting limit (json_input).
    return decode_body(body)


def _usable_id(value: Any) -> str | int | None:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return None
    return value
