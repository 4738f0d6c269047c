"""The MCP front end through the HTTP API adapter, on moto DynamoDB and the real skills:
transport rules, authorization, the ten tools and the shared rate pool."""

from __future__ import annotations

import json

import pytest

from ecclesia.protocol.handler import A2ARequestHandler
from ecclesia.transport.http_api import HttpApiAdapter

from tests.fakes import CountingLimiter, TokenTableAuthenticator

from .conftest import http_event

TOOL_SKILLS = {
    "chat": "catholic_qa", "search": "document_search", "fetch": "document_fetch",
    "get_mass_readings": "liturgical_readings", "get_martyrology": "saints_of_the_day",
    "get_saint": "saint_lookup", "get_person": "person_lookup", "get_pope": "pope_lookup",
    "get_diocese": "diocese_lookup", "get_diocese_statistics": "diocese_statistics_lookup",
}


@pytest.fixture
def mcp(store, limiter):
    handler = A2ARequestHandler(task_store=store, authenticator=TokenTableAuthenticator(), rate_limiter=limiter)
    adapter = HttpApiAdapter(handler, public_url="https://a2a.example.org")

    def post(body=None, token="alice:pro", raw=None, method="POST"):
        response = adapter(http_event(method, "/mcp", body=body, token=token, raw=raw), None)
        payload = json.loads(response["body"]) if response.get("body") else None
        return response["statusCode"], payload, response["headers"]

    post.adapter = adapter
    return post


def request(method, params=None, request_id=1):
    body = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        body["params"] = params
    return body


def call_tool(mcp, name, arguments, token="alice:pro"):
    return mcp(request("tools/call", {"name": name, "arguments": arguments}), token=token)


def test_no_token_is_401_pointing_at_the_protected_resource_metadata(mcp):
    status, payload, headers = mcp(request("initialize", {"protocolVersion": "2025-06-18"}), token=None)
    assert status == 401 and payload["error"]["code"] == -32004
    assert headers["WWW-Authenticate"].startswith('Bearer realm="ecclesia"')
    assert headers["WWW-Authenticate"].endswith(
        'resource_metadata="https://a2a.example.org/.well-known/oauth-protected-resource/mcp"')
    status, _, headers = mcp(request("tools/list"), token="alice:gold")
    assert status == 401 and 'error="invalid_token"' in headers["WWW-Authenticate"]
    assert "resource_metadata=" in headers["WWW-Authenticate"]
    status, payload, _ = mcp(request("tools/list"), token="alice:free")
    assert status == 403 and payload["error"]["code"] == -32005


def test_protected_resource_metadata_names_the_issuer(store, limiter):
    handler = A2ARequestHandler(task_store=store, authenticator=TokenTableAuthenticator(), rate_limiter=limiter)
    # The issuer comes from the settings app.py validated (Settings.auth.issuer).
    adapter = HttpApiAdapter(handler, public_url="https://a2a.example.org", issuer="https://issuer.example.org/pool")
    for path in ("/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"):
        response = adapter(http_event("GET", path, token=None), None)
        assert response["statusCode"] == 200
        document = json.loads(response["body"])
        assert document["resource"] == "https://a2a.example.org/mcp"
        assert document["authorization_servers"] == ["https://issuer.example.org/pool"]
        assert document["bearer_methods_supported"] == ["header"]


def test_initialize_negotiates_and_the_transport_is_stateless(mcp):
    status, payload, headers = mcp(request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                                          "clientInfo": {"name": "t", "version": "1"}}))
    assert status == 200 and "Mcp-Session-Id" not in headers
    result = payload["result"]
    assert result["protocolVersion"] == "2025-06-18"
    assert result["capabilities"] == {"tools": {"listChanged": False}}
    assert result["serverInfo"]["name"] == "ecclesia"
    _, payload, _ = mcp(request("initialize", {"protocolVersion": "1999-01-01"}))
    assert payload["result"]["protocolVersion"] == "2025-11-25"
    status, payload, _ = mcp({"jsonrpc": "2.0", "method": "notifications/initialized"})
    assert status == 202 and payload is None
    assert mcp(request("ping"))[1]["result"] == {}
    assert mcp(method="GET", token=None)[0] == 405
    assert mcp(method="DELETE")[0] == 405


@pytest.mark.parametrize("body, code", [
    ("{nope", -32700), ([{"jsonrpc": "2.0", "id": 1, "method": "ping"}], -32600),
    ({"jsonrpc": "2.0", "method": "tools/list"}, -32600), ({"id": 1, "method": "ping"}, -32600),
])
def test_bad_messages(mcp, body, code):
    status, payload, _ = mcp(raw=body) if isinstance(body, str) else mcp(body)
    assert status == 200 and payload["error"]["code"] == code


def test_an_unsupported_protocol_version_header_is_400(mcp):
    event = http_event("POST", "/mcp", body=request("tools/list"), token="alice:pro")
    event["headers"]["mcp-protocol-version"] = "2099-01-01"
    response = mcp.adapter(event, None)
    assert response["statusCode"] == 400 and json.loads(response["body"])["error"]["code"] == -32600
    event["headers"]["mcp-protocol-version"] = "2025-06-18"
    assert mcp.adapter(event, None)["statusCode"] == 200


def test_unknown_methods_include_the_2026_discover_probe(mcp):
    for method in ("server/discover", "resources/list", "prompts/list"):
        assert mcp(request(method))[1]["error"]["code"] == -32601


def test_tools_list_names_the_ten_tools_with_json_schema_inputs(mcp):
    _, payload, _ = mcp(request("tools/list"))
    tools = payload["result"]["tools"]
    assert [t["name"] for t in tools] == list(TOOL_SKILLS)
    for tool in tools:
        schema = tool["inputSchema"]
        assert schema["type"] == "object" and schema["additionalProperties"] is False and schema["properties"]
        assert tool["description"] and tool["annotations"]["readOnlyHint"] is True


def test_a_tool_call_is_the_skills_output_as_structured_and_text_content(mcp, limiter):
    status, payload, _ = call_tool(mcp, "get_pope", {"query": "John Paul 2"})
    assert status == 200
    result = payload["result"]
    assert result["isError"] is False
    assert "John Paul II" in result["structuredContent"]["primary_name"]
    assert json.loads(result["content"][-1]["text"]) == result["structuredContent"]
    assert result["_meta"]["ecclesia/taskId"]
    assert limiter.counts == {("alice", "default"): 1}


def test_chat_counts_as_expensive_and_follow_ups_reuse_the_context(mcp, limiter):
    _, payload, _ = call_tool(mcp, "chat", {"question": "Who was Moses?"})
    result = payload["result"]
    assert result["isError"] is False and result["content"][0]["text"]
    assert limiter.counts == {("alice", "expensive"): 1}
    context_id = result["_meta"]["ecclesia/contextId"]
    _, payload, _ = call_tool(mcp, "chat", {"question": "And his brother?", "context_id": context_id})
    assert payload["result"]["_meta"]["ecclesia/contextId"] == context_id


@pytest.mark.parametrize("name, arguments, says", [
    ("get_pope", {}, "query or pope_id"),
    ("get_pope", {"name": "Leo"}, "arguments.name: unknown argument"),
    ("search", {"query": "grace", "limit": "ten"}, "arguments.limit: expected an integer"),
    ("search", {"query": "grace", "limit": 500}, "arguments.limit: expected 1 to 50"),
    ("fetch", {"id": "  "}, "arguments.id: must not be empty"),
    ("get_diocese_statistics", {"query": "Boston", "start_year": 2020, "end_year": 2010}, "start_year"),
    ("get_mass_readings", {"date": "the day after never"}, "could not understand the date"),
])
def test_arguments_a_tool_cannot_serve_are_tool_errors_the_model_can_read(mcp, limiter, name, arguments, says):
    status, payload, _ = call_tool(mcp, name, arguments)
    assert status == 200
    result = payload["result"]
    assert result["isError"] is True and says in result["content"][0]["text"]
    assert "structuredContent" not in result


def test_unknown_tool_is_invalid_params(mcp):
    _, payload, _ = call_tool(mcp, "astrology", {})
    assert payload["error"]["code"] == -32602 and "chat" in payload["error"]["data"]["available"]


def test_the_rate_pool_is_the_a2a_pool(mcp, limiter):
    limiter.limit = 1
    assert call_tool(mcp, "get_pope", {"query": "Leo XIII"})[1]["result"]["isError"] is False
    status, payload, headers = call_tool(mcp, "get_saint", {"query": "Francis of Assisi"})
    assert status == 429 and payload["error"]["code"] == -32003 and headers["Retry-After"] == "42"
    assert payload["error"]["data"]["retryAfter"] == 42


def test_every_tool_reaches_its_skill(mcp, store):
    examples = {
        "chat": {"question": "What is grace?"}, "search": {"query": "grace", "limit": 2},
        "fetch": {"id": "no-such-document"}, "get_mass_readings": {"date": "2026-04-05"},
        "get_martyrology": {"date": "2026-03-19"}, "get_saint": {"query": "Joseph"},
        "get_person": {"query": "Parolin"}, "get_pope": {"pope_id": "no-such-pope"},
        "get_diocese": {"query": "Boston"}, "get_diocese_statistics": {"query": "Boston"},
    }
    for name, arguments in examples.items():
        _, payload, _ = call_tool(mcp, name, arguments)
        result = payload["result"]
        assert result["isError"] is False and result["content"][0]["text"], name
        task = store.get("alice", result["_meta"]["ecclesia/taskId"])
        assert task["metadata"]["skillId"] == TOOL_SKILLS[name], name


@pytest.mark.parametrize("params", [
    {"name": ["get_pope"], "arguments": {}},
    {"name": "get_pope", "arguments": "Leo"},
    {"name": "get_pope", "arguments": {"query": ["Leo"]}},
    {"name": "get_diocese_statistics", "arguments": {"query": "x", "start_year": True}},
    {"name": "chat", "arguments": {"question": "x" * 5000}},
])
def test_odd_tool_calls_are_clear_errors_never_internal_errors(mcp, params):
    status, payload, _ = mcp(request("tools/call", params))
    assert status == 200
    if "error" in payload:
        assert payload["error"]["code"] == -32602
    else:
        assert payload["result"]["isError"] is True and payload["result"]["content"][0]["text"].startswith("arguments")


def test_params_must_be_an_object(mcp):
    assert mcp(request("tools/call", ["get_pope"]))[1]["error"]["code"] == -32602


def test_fetch_pages_a_long_document_and_serves_passage_windows(mcp):
    """fetch passes page and context through to document_fetch, so MCP clients reach every page."""
    first = call_tool(mcp, "fetch", {"id": "douay-rheims-genesis"})[1]["result"]
    assert first["isError"] is False
    facts = first["structuredContent"]
    assert facts["page"] == 1 and facts["pages"] >= 2 and facts["next_page"] == 2
    second = call_tool(mcp, "fetch", {"id": "douay-rheims-genesis", "page": 2})[1]["result"]
    assert second["isError"] is False and second["structuredContent"]["page"] == 2
    assert second["content"][0]["text"] != first["content"][0]["text"]
    beyond = call_tool(mcp, "fetch", {"id": "douay-rheims-genesis", "page": 10_000})[1]["result"]
    assert beyond["isError"] is True and "page" in beyond["content"][0]["text"]
    bad = call_tool(mcp, "fetch", {"id": "douay-rheims-genesis", "context": 99})[1]["result"]
    assert bad["isError"] is True
