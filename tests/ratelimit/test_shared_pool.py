"""One rate pool under three wire formats: through the local stack (real limiter on moto),
15 calls spread over A2A 0.3, A2A 1.0 and MCP use up a Pro caller's pool, and the next call
is refused in each format with HTTP 429 and -32003."""

from __future__ import annotations

import itertools
import time
import uuid

import httpx
import pytest

SKILL, TOOL = "pope_lookup", "get_pope"  # default-variant: counted in the pool only


@pytest.fixture(scope="module")
def local_stack():
    from localrun.server import running

    with running() as stack:
        yield stack


def a2a_v03(url: str, http: httpx.Client) -> httpx.Response:
    message = {"role": "user", "messageId": str(uuid.uuid4()), "kind": "message",
               "parts": [{"kind": "text", "text": "Leo XIII"}], "metadata": {"skillId": SKILL}}
    return http.post(f"{url}/api/v1/a2a", json={"jsonrpc": "2.0", "id": 1, "method": "message/send",
                                                "params": {"message": message}})


def a2a_v1(url: str, http: httpx.Client) -> httpx.Response:
    message = {"role": "ROLE_USER", "messageId": str(uuid.uuid4()), "parts": [{"text": "Leo XIII"}],
               "metadata": {"skillId": SKILL}}
    return http.post(f"{url}/api/v1/a2a", headers={"A2A-Version": "1.0"},
                     json={"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {"message": message}})


def mcp(url: str, http: httpx.Client) -> httpx.Response:
    return http.post(f"{url}/mcp", headers={"Accept": "application/json, text/event-stream"},
                     json={"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                           "params": {"name": TOOL, "arguments": {"query": "Leo XIII"}}})


def test_fifteen_calls_across_three_wire_formats_share_one_pool(local_stack):
    from ecclesia.services import dev_tokens

    # All 18 calls must land in one 60-second window (the local run uses the real clock).
    remaining = 60 - time.time() % 60
    if remaining < 8:
        time.sleep(remaining + 0.05)
    token = dev_tokens.issue_token(plan="pro", user=f"pool-{uuid.uuid4().hex[:8]}")
    with httpx.Client(headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        accepted = [call(local_stack.url, http) for call in itertools.islice(itertools.cycle((a2a_v03, a2a_v1, mcp)), 15)]
        assert [r.status_code for r in accepted] == [200] * 15
        assert all("error" not in r.json() for r in accepted)
        assert all(r.json()["result"]["isError"] is False for r in accepted[2::3])  # MCP answers

        for call in (a2a_v03, a2a_v1, mcp):
            refused = call(local_stack.url, http)
            assert refused.status_code == 429, call.__name__
            assert refused.json()["error"]["code"] == -32003, call.__name__
            assert int(refused.headers["Retry-After"]) > 0, call.__name__
