"""API Gateway HTTP API (payload format 2.0) events in, HTTP responses out.

Routes (template.yaml ``A2AFunction`` events):

- ``POST /api/v1/a2a``: the JSON-RPC endpoint;
- ``GET /.well-known/agent-card.json`` and ``GET /.well-known/agent.json``: the public
  agent card, cacheable for an hour.

Anything else gets a JSON 404/405, never an unhandled error.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import time
from typing import Any

from ecclesia.observability import logger, metrics
from ecclesia.protocol import errors
from ecclesia.protocol.agent_card import agent_card
from ecclesia.protocol.handler import A2ARequestHandler, RpcResponse
from ecclesia.transport.cors import preflight_headers

RPC_PATH = "/api/v1/a2a"
CARD_PATHS = ("/.well-known/agent-card.json", "/.well-known/agent.json")
CARD_CACHE_CONTROL = "public, max-age=3600"
# API Gateway gives up after 30 s; answer (with a failed task if need be) before that.
GATEWAY_BUDGET_SECONDS = 28.0
# Room kept after the skill's deadline for storing the task and writing the response.
RESPONSE_MARGIN_SECONDS = 1.5


class HttpApiAdapter:
    """Routes an HTTP API event to the agent card or the JSON-RPC handler."""

    def __init__(self, rpc: A2ARequestHandler, public_url: str | None = None) -> None:
        self._rpc = rpc
        self._public_url = public_url if public_url is not None else os.environ.get("ECCLESIA_PUBLIC_URL")

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
            return self._rpc_response(event, headers, context)
        if path in CARD_PATHS:
            if method not in {"GET", "HEAD"}:
                return _json(405, {"error": "method not allowed", "allow": "GET"}, {"Allow": "GET"})
            card = agent_card(self._endpoint_url(event, headers))
            return _json(200, card, {"Cache-Control": CARD_CACHE_CONTROL})
        return _json(404, {"error": "not found", "path": path})

    def _rpc_response(self, event: dict[str, Any], headers: dict[str, str], context: Any) -> dict[str, Any]:
        body = event.get("body")
        if body is not None and event.get("isBase64Encoded"):
            try:
                body = base64.b64decode(body, validate=True)
            except (binascii.Error, ValueError):
                body = b"\xff"  # undecodable: reported to the caller as a parse error
        result: RpcResponse = self._rpc.handle(body, headers.get("authorization"), _deadline(context))
        return _json(result.status, result.body, result.headers)

    def _endpoint_url(self, event: dict[str, Any], headers: dict[str, str]) -> str:
        if self._public_url:
            return self._public_url.rstrip("/") + RPC_PATH
        host = headers.get("host") or event.get("requestContext", {}).get("domainName", "localhost")
        scheme = headers.get("x-forwarded-proto", "https")
        return f"{scheme}://{host}{RPC_PATH}"


def _deadline(context: Any) -> float:
    budget = GATEWAY_BUDGET_SECONDS
    remaining_ms = getattr(context, "get_remaining_time_in_millis", None)
    if callable(remaining_ms):
        budget = min(budget, remaining_ms() / 1000.0)
    return time.monotonic() + max(0.5, budget - RESPONSE_MARGIN_SECONDS)


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
