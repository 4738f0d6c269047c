"""API Gateway HTTP API (payload format 2.0) events in, HTTP responses out.

Routes (template.yaml ``A2AFunction`` events):

- ``POST /api/v1/a2a``: the JSON-RPC endpoint;
- ``GET /.well-known/agent-card.json`` and ``GET /.well-known/agent.json``: the public
  agent card, cacheable for an hour.

Beside A2A 0.3, and imported only when a request asks for them (a 0.3 call never loads
them): A2A 1.0 on the same endpoint when ``A2A-Version`` names it
(``protocol/a2a_v1/``), and MCP at ``/mcp`` with its protected-resource metadata
(``protocol/mcp/``).

Anything else gets a JSON 404/405, never an unhandled error.
"""

from __future__ import annotations

import base64
import binascii
import json
import time
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger

from ecclesia.observability import SERVICE, metrics
from ecclesia.protocol import errors
from ecclesia.protocol.agent_card import agent_card
from ecclesia.protocol.envelope import usable_id
from ecclesia.protocol.handler import A2ARequestHandler, RpcResponse
from ecclesia.protocol.json_input import decode_body
from ecclesia.transport.cors import preflight_headers

if TYPE_CHECKING:
    from ecclesia.protocol.a2a_v1 import A2AV1Endpoint
    from ecclesia.protocol.mcp import McpEndpoint

logger = Logger(service=SERVICE, child=True)  # structured, under the service's logger

RPC_PATH = "/api/v1/a2a"
CARD_PATHS = ("/.well-known/agent-card.json", "/.well-known/agent.json")
CARD_CACHE_CONTROL = "public, max-age=3600"
MCP_PATH = "/mcp"
PROTECTED_RESOURCE_PATHS = ("/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp")
# API Gateway gives up after 30 s; answer (with a failed task if need be) before that.
GATEWAY_BUDGET_SECONDS = 28.0
# Room kept after the skill's deadline for storing the task and writing the response.
RESPONSE_MARGIN_SECONDS = 1.5


class HttpApiAdapter:
    """Routes an HTTP API event to the agent card or the JSON-RPC handler."""

    def __init__(self, rpc: A2ARequestHandler, public_url: str | None = None, issuer: str = "") -> None:
        """Serve ``rpc`` behind the HTTP API.

        Args:
            rpc: the JSON-RPC handler of the A2A 0.3 contract.
            public_url: the base URL the agent card advertises (``Settings.public_url``);
                ``None`` derives it from each request's host.
            issuer: the token issuer the OAuth protected-resource metadata names
                (``Settings.auth.issuer``).
        """
        self._rpc = rpc
        self._public_url = public_url
        self._issuer = issuer
        # The A2A 1.0 and MCP front ends, created on their first request.
        self._v1: A2AV1Endpoint | None = None
        self._mcp: McpEndpoint | None = None

    def __call__(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        try:
            return self._route(event, context)
        except Exception:
            # Not an event API Gateway would send (e.g. a hand-made test invoke): answer
            # in JSON-RPC's own terms rather than with Lambda's error and stack trace.
            logger.exception("could not route the event")
            return _json(200, {"jsonrpc": "2.0", "id": None, "error": errors.internal_error().to_dict()})

    def _route(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        http = event.get("requestContext", {}).get("http", {})
        method = str(http.get("method", "")).upper()
        path = event.get("rawPath") or http.get("path") or ""
        headers = {str(k).lower(): v for k, v in (event.get("headers") or {}).items()}
        metrics.add_metric(name="Requests", unit="Count", value=1)

        if method == "OPTIONS":
            return _response(204, None, preflight_headers())
        if path == RPC_PATH:
            if method != "POST":
                return _json(405, {"error": "method not allowed", "allow": "POST, OPTIONS"}, {"Allow": "POST, OPTIONS"})
            version = _a2a_version(event, headers)
            if version and not version.startswith("0.3"):
                return self._rpc_v1_response(event, headers, context, version)
            return self._rpc_response(event, headers, context)
        if path in CARD_PATHS:
            if method not in {"GET", "HEAD"}:
                return _json(405, {"error": "method not allowed", "allow": "GET"}, {"Allow": "GET"})
            card = agent_card(self._endpoint_url(event, headers))
            if _a2a_version(event, headers).startswith("1."):
                from ecclesia.protocol.a2a_v1 import agent_card_v1

                card = agent_card_v1(card)
            return _json(200, card, {"Cache-Control": CARD_CACHE_CONTROL, "Vary": "A2A-Version"})
        if path == MCP_PATH:
            if method != "POST":
                # Stateless: no server-initiated stream (GET) and no session to end (DELETE).
                return _json(405, {"error": "method not allowed", "allow": "POST"}, {"Allow": "POST"})
            return self._mcp_response(event, headers, context)
        if path in PROTECTED_RESOURCE_PATHS:
            if method not in {"GET", "HEAD"}:
                return _json(405, {"error": "method not allowed", "allow": "GET"}, {"Allow": "GET"})
            from ecclesia.protocol.mcp import protected_resource_metadata

            document = protected_resource_metadata(self._base_url(event, headers), self._issuer)
            return _json(200, document, {"Cache-Control": CARD_CACHE_CONTROL})
        return _json(404, {"error": "not found", "path": path})

    def _rpc_v1_response(self, event: dict[str, Any], headers: dict[str, str], context: Any,
                         version: str) -> dict[str, Any]:
        from ecclesia.protocol import a2a_v1

        if version.split(".")[:2] != ["1", "0"]:
            result = a2a_v1.version_not_supported(version)
        else:
            if self._v1 is None:
                self._v1 = a2a_v1.A2AV1Endpoint(self._rpc)
            result = self._v1.handle(_body(event), headers.get("authorization"), _deadline(context))
        return _json(result.status, result.body, result.headers)

    def _mcp_response(self, event: dict[str, Any], headers: dict[str, str], context: Any) -> dict[str, Any]:
        from ecclesia.protocol.mcp import McpEndpoint

        if self._mcp is None:
            self._mcp = McpEndpoint(self._rpc)
        metadata_url = self._base_url(event, headers) + PROTECTED_RESOURCE_PATHS[1]
        result = self._mcp.handle(_body(event), headers.get("authorization"), _deadline(context), metadata_url,
                                  headers.get("mcp-protocol-version"))
        if result is None:
            return _response(202, None, {})
        return _json(result.status, result.body, result.headers)

    def _rpc_response(self, event: dict[str, Any], headers: dict[str, str], context: Any) -> dict[str, Any]:
        result: RpcResponse = self._rpc.handle(_body(event), headers.get("authorization"), _deadline(context))
        return _json(result.status, result.body, result.headers)

    def _endpoint_url(self, event: dict[str, Any], headers: dict[str, str]) -> str:
        return self._base_url(event, headers) + RPC_PATH

    def _base_url(self, event: dict[str, Any], headers: dict[str, str]) -> str:
        if self._public_url:
            return self._public_url.rstrip("/")
        host = headers.get("host") or event.get("requestContext", {}).get("domainName", "localhost")
        scheme = headers.get("x-forwarded-proto", "https")
        return f"{scheme}://{host}"


def _body(event: dict[str, Any]) -> str | bytes | None:
    body = event.get("body")
    if body is not None and event.get("isBase64Encoded"):
        try:
            body = base64.b64decode(body, validate=True)
        except (binascii.Error, ValueError):
            body = b"\xff"  # undecodable: reported to the caller as a parse error
    return body


def _a2a_version(event: dict[str, Any], headers: dict[str, str]) -> str:
    """The A2A version the caller asks for: header, else query parameter; "" means 0.3."""
    version = headers.get("a2a-version")
    if version is None and event.get("rawQueryString"):
        from urllib.parse import parse_qsl

        version = next((v for k, v in parse_qsl(event["rawQueryString"]) if k.lower() == "a2a-version"), None)
    return str(version or "").strip()


def _deadline(context: Any) -> float:
    budget = GATEWAY_BUDGET_SECONDS
    remaining_ms = getattr(context, "get_remaining_time_in_millis", None)
    if callable(remaining_ms):
        budget = min(budget, remaining_ms() / 1000.0)
    return time.monotonic() + max(0.5, budget - RESPONSE_MARGIN_SECONDS)


class MisconfiguredService:
    """What answers when the deployment's settings are unusable (``SettingsError`` at init).

    Failing the init phase would make API Gateway answer every call with its own bare 500.
    Instead every request gets a JSON-RPC -32603 that says the service cannot serve until its
    operator fixes the deployment (not retryable: the same call fails until then). The bad
    variables are named in the function's log at init, never to callers.
    """

    DETAIL = "the service is misconfigured and cannot serve requests until its operator fixes the deployment"

    def __call__(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        """Answer any event with the same -32603, echoing the JSON-RPC id when one can be read."""
        del context
        metrics.add_metric(name="Requests", unit="Count", value=1)
        error = errors.service_unavailable(self.DETAIL, retryable=False)
        return _json(error.http_status, {"jsonrpc": "2.0", "id": _request_id(event), "error": error.to_dict()})


def _request_id(event: dict[str, Any]) -> str | int | None:
    """The JSON-RPC id of the event's body, decoded as the handler would (else None)."""
    payload = decode_body(_body(event))
    return usable_id(payload.get("id")) if isinstance(payload, dict) else None


def _json(status: int, payload: Any, headers: dict[str, str] | None = None) -> dict[str, Any]:
    body = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    try:
        body.encode("utf-8")
    except UnicodeEncodeError:
        # Input with lone surrogates is refused at parse time; should anything else carry
        # one (skill output), answer with \uXXXX escapes, which is still valid UTF-8 JSON,
        # rather than let Lambda fail to encode the response (HTTP 500).
        logger.warning("response held a lone surrogate; sent ASCII-escaped")
        body = json.dumps(payload, ensure_ascii=True, separators=(",", ":"))
    return _response(status, body, {"Content-Type": "application/json", **(headers or {})})


def _response(status: int, body: str | None, headers: dict[str, str]) -> dict[str, Any]:
    response: dict[str, Any] = {"statusCode": status, "headers": headers, "isBase64Encoded": False}
    if body is not None:
        response["body"] = body
    return response
