"""The counting policy end to end (local stack, real limiter on the embedded DynamoDB): input
a skill rejects (-32602) and requests refused before a run are not counted; a produced task
is counted once."""

from __future__ import annotations

import time
import uuid

import boto3
import httpx
import pytest


@pytest.fixture(scope="module")
def stack():
    from localrun.server import running

    with running() as local:
        yield local


def pool_count(stack, user: str) -> int:
    client = boto3.client("dynamodb", endpoint_url=stack.dynamodb_endpoint, region_name="us-east-1",
                          aws_access_key_id="local", aws_secret_access_key="local")
    table = next(t for t in client.list_tables()["TableNames"] if "rate-limits" in t)
    items = client.query(TableName=table, KeyConditionExpression="pk = :p",
                         ExpressionAttributeValues={":p": {"S": f"user#{user}"}})["Items"]
    return sum(int(i["requests"]["N"]) for i in items if i["sk"]["S"].startswith("pool#"))


def send(stack, token: str, skill: str, part: dict, **message) -> dict:
    body = {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": {
        "role": "user", "messageId": str(uuid.uuid4()), "kind": "message", "parts": [part],
        "metadata": {"skillId": skill}, **message}}}
    return httpx.post(f"{stack.url}/api/v1/a2a", json=body, headers={"Authorization": f"Bearer {token}"}, timeout=30).json()


def test_invalid_input_is_not_counted_and_a_task_is(stack):
    from ecclesia.services import dev_tokens

    if 60 - time.time() % 60 < 10:  # keep every request in one window
        time.sleep(60 - time.time() % 60 + 0.05)
    user = f"policy-{uuid.uuid4().hex[:8]}"
    token = dev_tokens.issue_token(plan="pro", user=user)
    assert send(stack, token, "saint_lookup", {"kind": "data", "data": {}})["error"]["code"] == -32602
    assert send(stack, token, "astrology", {"kind": "text", "text": "x"})["error"]["code"] == -32002
    assert send(stack, token, "pope_lookup", {"kind": "text", "text": "Leo XIII"}, taskId="nope")["error"]["code"] == -32001
    assert pool_count(stack, user) == 0
    assert send(stack, token, "pope_lookup", {"kind": "text", "text": "Leo XIII"})["result"]["status"]["state"] == "completed"
    assert pool_count(stack, user) == 1
