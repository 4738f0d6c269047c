"""The official a2a-sdk (0.3) client against the local server: discovery, send, get, cancel."""

from __future__ import annotations

import asyncio
import uuid

import httpx
import pytest
from a2a.client import A2ACardResolver, ClientConfig, ClientFactory
from a2a.client.errors import A2AClientJSONRPCError
from a2a.types import Message, Part, Role, Task, TaskIdParams, TaskQueryParams, TextPart

from localrun.server import running


@pytest.fixture(scope="module")
def local_stack():
    with running() as stack:
        yield stack


@pytest.fixture(scope="module")
def token(local_stack):
    from ecclesia.services import dev_tokens

    return dev_tokens.issue_token(plan="pro", user=f"sdk-{uuid.uuid4().hex[:6]}")


async def round_trip(base_url: str, token: str) -> dict:
    headers = {"Authorization": f"Bearer {token}"}
    async with httpx.AsyncClient(headers=headers, timeout=30) as http:
        card = await A2ACardResolver(http, base_url).get_agent_card()
        client = ClientFactory(ClientConfig(streaming=False, httpx_client=http)).create(card)
        message = Message(
            role=Role.user,
            message_id=str(uuid.uuid4()),
            parts=[Part(root=TextPart(text="John Paul 2"))],
            metadata={"skillId": "pope_lookup"},
        )
        events = [event async for event in client.send_message(message)]
        task, _update = events[0]
        assert isinstance(task, Task)
        fetched = await client.get_task(TaskQueryParams(id=task.id))
        with pytest.raises(A2AClientJSONRPCError) as cancel_error:
            await client.cancel_task(TaskIdParams(id=task.id))
        with pytest.raises(A2AClientJSONRPCError) as missing:
            await client.get_task(TaskQueryParams(id="no-such-task"))
        return {"card": card, "task": task, "fetched": fetched, "cancel": cancel_error.value, "missing": missing.value}


def test_sdk_client_round_trip(local_stack, token):
    out = asyncio.run(round_trip(local_stack.url, token))
    card, task, fetched = out["card"], out["task"], out["fetched"]
    assert card.protocol_version == "0.3.0"
    assert card.url == f"{local_stack.url}/api/v1/a2a"
    assert "pope_lookup" in {s.id for s in card.skills}
    assert task.status.state.value == "completed"
    assert task.artifacts[0].name == "pope_profile"
    profile = task.artifacts[0].parts[0].root.data
    assert profile["pope_id"] and "John Paul II" in profile["primary_name"]
    assert fetched.id == task.id and fetched.artifacts[0].artifact_id == task.artifacts[0].artifact_id
    assert out["cancel"].error.code == -32602 and out["cancel"].error.message == "Invalid state transition"
    assert out["missing"].error.code == -32001
