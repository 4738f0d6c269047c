"""Concurrent duplicates of one message/send (same caller, same messageId) through the local
stack (real HTTP, threads, the embedded moto DynamoDB with DynamoDB's per-item write
atomicity): the skill runs once, the request is counted once, nobody gets 429."""

from __future__ import annotations

import threading
import time
import uuid
from collections import Counter

import httpx
import pytest

from ecclesia.services import rate_limiter as rl
from ecclesia.skills import get_skill

DUPLICATES = 20


@pytest.fixture(scope="module")
def stack():
    from localrun.server import running

    with running() as local:
        yield local


@pytest.fixture
def slow_counted_skill(monkeypatch):
    """pope_lookup, counting its runs and slow enough that every duplicate arrives mid-run."""
    skill = get_skill("pope_lookup")
    runs: list[float] = []
    real_run = skill.run

    def run(request):
        runs.append(time.monotonic())
        time.sleep(0.4)
        return real_run(request)

    monkeypatch.setattr(skill, "run", run)
    return runs


def pool_count(stack, user: str) -> int:
    import boto3

    client = boto3.client("dynamodb", endpoint_url=stack.dynamodb_endpoint, region_name="us-east-1",
                          aws_access_key_id="local", aws_secret_access_key="local")
    table = next(t for t in client.list_tables()["TableNames"] if "rate-limits" in t)
    items = client.query(TableName=table, KeyConditionExpression="pk = :p",
                         ExpressionAttributeValues={":p": {"S": f"user#{user}"}})["Items"]
    return sum(int(i[rl.COUNT_ATTRIBUTE]["N"]) for i in items if i["sk"]["S"].startswith("pool#"))


def test_twenty_concurrent_duplicates_run_once_and_count_once(stack, slow_counted_skill):
    from ecclesia.services import dev_tokens

    user = f"dup-{uuid.uuid4().hex[:8]}"
    headers = {"Authorization": f"Bearer {dev_tokens.issue_token(plan='pro', user=user)}"}
    body = {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": {
        "role": "user", "messageId": "same-message", "kind": "message",
        "parts": [{"kind": "text", "text": "Leo XIII"}], "metadata": {"skillId": "pope_lookup"}}}}
    # All in one rate-limit window, so "counted once" reads one counter item.
    if 60 - time.time() % 60 < 15:
        time.sleep(60 - time.time() % 60 + 0.05)
    start = threading.Barrier(DUPLICATES)
    responses: list[httpx.Response] = []

    def send() -> None:
        with httpx.Client(timeout=30) as client:
            start.wait()
            responses.append(client.post(f"{stack.url}/api/v1/a2a", json=body, headers=headers))

    threads = [threading.Thread(target=send) for _ in range(DUPLICATES)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    statuses = Counter(r.status_code for r in responses)
    assert statuses == {200: DUPLICATES}, statuses
    task_ids = {r.json()["result"]["id"] for r in responses}
    assert len(task_ids) == 1
    assert len(slow_counted_skill) == 1
    assert pool_count(stack, user) == 1


def test_a_duplicate_after_the_first_finished_replays_without_counting(stack, slow_counted_skill):
    from ecclesia.services import dev_tokens

    user = f"dup-{uuid.uuid4().hex[:8]}"
    headers = {"Authorization": f"Bearer {dev_tokens.issue_token(plan='pro', user=user)}"}
    body = {"jsonrpc": "2.0", "id": "r", "method": "message/send", "params": {"message": {
        "role": "user", "messageId": "again", "kind": "message",
        "parts": [{"kind": "text", "text": "Pius X"}], "metadata": {"skillId": "pope_lookup"}}}}
    if 60 - time.time() % 60 < 10:
        time.sleep(60 - time.time() % 60 + 0.05)
    first = httpx.post(f"{stack.url}/api/v1/a2a", json=body, headers=headers, timeout=30).json()
    second = httpx.post(f"{stack.url}/api/v1/a2a", json=body, headers=headers, timeout=30).json()
    assert first["result"] == second["result"]
    assert len(slow_counted_skill) == 1 and pool_count(stack, user) == 1
