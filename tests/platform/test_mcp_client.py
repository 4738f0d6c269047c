"""The official MCP Python client (``mcp``) against the local stack's ``/mcp``: it connects
(probing the 2026 envelope, falling back to initialize), lists the ten tools and calls each."""

from __future__ import annotations

import asyncio
import json
import uuid

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

from localrun.server import running

CALLS = {
    "chat": {"question": "What is grace?"},
    "search": {"query": "the good shepherd", "limit": 3},
    "fetch": {"id": "haydock-romans"},
    "get_mass_readings": {"date": "2026-04-05"},
    "get_martyrology": {"date": "2026-03-19"},
    "get_saint": {"query": "Therese of Lisieux"},
    "get_person": {"query": "Parolin"},
    "get_pope": {"query": "John Paul 2"},
    "get_diocese": {"query": "Archdiocese of Westminster"},
    "get_diocese_statistics": {"query": "Westminster", "start_year": 2000, "end_year": 2020},
}


@pytest.fixture(scope="module")
def local_stack():
    with running() as stack:
        yield stack


def token(plan: str = "pro") -> str:
    from ecclesia.services import dev_tokens

    return dev_tokens.issue_token(plan=plan, user=f"mcp-{uuid.uuid4().hex[:8]}")


async def session(url: str, bearer: str | None, work):
    headers = {"Authorization": f"Bearer {bearer}"} if bearer else {}
    async with httpx2.AsyncClient(headers=headers, timeout=60) as http:
        async with Client(streamable_http_client(f"{url}/mcp", http_client=http)) as client:
            return await work(client)


def test_the_mcp_client_lists_the_ten_tools_and_calls_each(local_stack):
    async def work(client):
        listed = await client.list_tools()
        results = {name: await client.call_tool(name, arguments) for name, arguments in CALLS.items()}
        return listed, results

    listed, results = asyncio.run(session(local_stack.url, token(), work))
    assert [t.name for t in listed.tools] == list(CALLS)
    assert all(t.input_schema["type"] == "object" for t in listed.tools)
    for name, result in results.items():
        assert result.is_error is False, (name, result.content)
        assert result.content and result.content[0].type == "text" and result.content[0].text, name
    # structured content is the skill's data part, repeated as JSON text
    pope = results["get_pope"]
    assert "John Paul II" in pope.structured_content["primary_name"]
    assert json.loads(pope.content[-1].text) == pope.structured_content
    assert results["search"].structured_content["results"]
    # text-only skills give text only; catholic_qa's answer is text, its citations data
    readings = results["get_mass_readings"]
    assert readings.structured_content is None and "Easter" in readings.content[0].text
    assert "March 19" in results["get_martyrology"].content[0].text
    chat = results["chat"]
    assert chat.content[0].text and chat.structured_content["citations"]
    assert chat.meta["ecclesia/contextId"]


def test_the_mcp_client_gets_tool_errors_and_auth_refusals(local_stack):
    async def work(client):
        bad = await client.call_tool("get_pope", {})
        unknown_error = None
        try:
            await client.call_tool("astrology", {})
        except MCPError as exc:
            unknown_error = exc
        return bad, unknown_error

    bad, unknown_error = asyncio.run(session(local_stack.url, token(), work))
    assert bad.is_error is True and "query or pope_id" in bad.content[0].text
    assert unknown_error is not None and unknown_error.error.code == -32602

    # without a token the connection is refused (HTTP 401; the JSON-RPC body is -32004)
    with pytest.raises(BaseException) as refused:
        asyncio.run(session(local_stack.url, None, lambda client: client.list_tools()))
    errors = [refused.value]
    while isinstance(errors[-1], BaseExceptionGroup):
        errors.append(errors[-1].exceptions[0])
    assert isinstance(errors[-1], MCPError) and errors[-1].error.code == -32004
