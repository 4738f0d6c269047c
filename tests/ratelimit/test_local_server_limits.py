"""End to end through the local HTTP server: 401, 403 and 429 with their bodies and headers,
and 50 simultaneous requests at a limit of 15."""

from __future__ import annotations

import threading
import time
import uuid
from collections import Counter
from typing import Any

import httpx
import pytest

SKILL = "document_fetch"  # a default-variant skill; what it answers does not matter here


@pytest.fixture(scope="module")
def local_stack():
    from localrun.server import running

    # The local stack serializes moto's item writes (as DynamoDB does) and queues bursts
    # of connections (as API Gateway does), so 50 simultaneous requests meet real semantics.
    with running() as stack:
        yield stack


def start_of_a_fresh_window(window_seconds: int = 60, needed_seconds: float = 25.0) -> None:
    """Sleep past the next window boundary if fewer than ``needed_seconds`` of the current
    one remain, so a test's requests all land in one window (the local run uses the real
    clock and the default 60-second windows)."""
    remaining = window_seconds - time.time() % window_seconds
    if remaining < needed_seconds:
        time.sleep(remaining + 0.05)


def token(plan: str = "pro", user: str | None = None) -> str:
    from ecclesia.services import dev_tokens

    return dev_tokens.issue_token(plan=plan, user=user or f"rl-{uuid.uuid4().hex[:8]}")


def send(url: str, authorization: str | None, skill: str = SKILL, client: httpx.Client | None = None) -> httpx.Response:
    body = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "message/send",
        "params": {
            "message": {
                "role": "user",
                "messageId": str(uuid.uuid4()),
                "kind": "message",
                "parts": [{"kind": "data", "data": {"id": "no-such-document"}}],
                "metadata": {"skillId": skill},
            }
        },
    }
    headers = {"Authorization": authorization} if authorization is not None else {}
    return (client or httpx).post(f"{url}/api/v1/a2a", json=body, headers=headers, timeout=60)


def rpc(url: str, authorization: str, method: str, params: dict[str, Any]) -> httpx.Response:
    body = {"jsonrpc": "2.0", "id": 2, "method": method, "params": params}
    return httpx.post(f"{url}/api/v1/a2a", json=body, headers={"Authorization": authorization}, timeout=60)


def test_missing_and_bad_tokens_get_401_with_a_challenge(local_stack) -> None:
    for authorization, reason in [
        (None, "missing bearer token"),
        ("Basic dXNlcjpwYXNz", "authorization scheme must be Bearer"),
        ("Bearer not-a-jwt", "malformed token"),
    ]:
        response = send(local_stack.url, authorization)
        assert response.status_code == 401
        assert response.headers["WWW-Authenticate"].startswith("Bearer")
        error = response.json()["error"]
        assert error["code"] == -32004
        assert reason in response.headers["WWW-Authenticate"] + str(error.get("data"))


def test_free_plan_gets_403(local_stack) -> None:
    response = send(local_stack.url, f"Bearer {token('free')}")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == -32005


def test_fifty_simultaneous_requests_see_exactly_fifteen_accepted(local_stack) -> None:
    authorization = f"Bearer {token('pro')}"
    start_of_a_fresh_window()
    barrier = threading.Barrier(50)
    responses: list[httpx.Response] = []
    lock = threading.Lock()

    def one_request() -> None:
        with httpx.Client() as client:
            barrier.wait()
            response = send(local_stack.url, authorization, client=client)
        with lock:
            responses.append(response)

    threads = [threading.Thread(target=one_request) for _ in range(50)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)

    assert Counter(r.status_code for r in responses) == Counter({200: 15, 429: 35})
    for response in responses:
        if response.status_code == 429:
            error = response.json()["error"]
            assert error["code"] == -32003
            retry_after = error["data"]["retryAfter"]
            assert isinstance(retry_after, int) and 1 <= retry_after <= 60
            assert response.headers["Retry-After"] == str(retry_after)
        else:
            assert response.json()["result"]["kind"] == "task"


def test_tasks_get_is_not_counted(local_stack) -> None:
    authorization = f"Bearer {token('pro')}"
    start_of_a_fresh_window()
    first = send(local_stack.url, authorization)
    assert first.status_code == 200
    task_id = first.json()["result"]["id"]
    for _ in range(20):  # well past the limit of 15
        assert rpc(local_stack.url, authorization, "tasks/get", {"id": task_id}).status_code == 200
    statuses = [send(local_stack.url, authorization).status_code for _ in range(15)]
    assert statuses == [200] * 14 + [429]
