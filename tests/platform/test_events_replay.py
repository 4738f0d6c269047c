"""Replay every file in events/ through app.lambda_handler, as `sam local invoke -e` would.

The function is loaded from its CodeUri with the environment template.yaml gives it (the
same resolution the local run uses), on moto DynamoDB with the template's tables, and with
the real authenticator and rate limiter trusting the local development key.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from ecclesia.skills import get_skill
from localrun.events import event_files, render
from localrun.server import LambdaContext
from tests.platform.replay import replayed_handler

RPC_ERROR = {
    "error-parse.json": (200, -32700),
    "error-invalid-request.json": (200, -32600),
    "error-batch.json": (200, -32600),
    "error-method-not-found.json": (200, -32601),
    "error-invalid-params.json": (200, -32602),
    "error-skill-not-found.json": (200, -32002),
    "error-unauthorized.json": (401, -32004),
    "error-plan-required.json": (403, -32005),
    "tasks-get-unknown.json": (200, -32001),
    "tasks-cancel-unknown.json": (200, -32001),
    "tasks-cancel.json": (200, -32602),
}
PLAIN = {"agent-card.json": 200, "agent-card-legacy.json": 200, "options-preflight.json": 204}
# A2A 1.0 and MCP on the same function: (status, what the answer must hold).
OTHER_FORMATS = {
    "a2a-v1-send-message.json": (200, lambda b: b["result"]["task"]["status"]["state"] == "TASK_STATE_COMPLETED"),
    "a2a-v1-list-tasks.json": (200, lambda b: len(b["result"]["tasks"]) == 5 and b["result"]["nextPageToken"]),
    "mcp-tools-call.json": (200, lambda b: b["result"]["isError"] is False and b["result"]["structuredContent"]),
    "mcp-unauthorized.json": (401, lambda b: b["error"]["code"] == -32004),
}


@pytest.fixture(scope="module")
def lambda_handler():
    with replayed_handler("replayed_app") as handler:
        yield handler


def invoke(lambda_handler, path: Path) -> dict:
    event = render(path.read_text())
    context = LambdaContext(function_name="A2AFunction", deadline_ms=time.time() * 1000 + 30_000, aws_request_id=path.stem)
    return lambda_handler(event, context)


def ordered_events() -> list[Path]:
    # message/send events first: tasks/get and tasks/cancel replay refer to their tasks
    # (and ListTasks lists them).
    return sorted(event_files(), key=lambda p: (not p.name.startswith(("message-send", "a2a-v1-send")), p.name))


def test_every_event_has_an_expectation():
    names = {p.name for p in event_files()}
    skill_events = {n for n in names if n.startswith("message-send-")}
    assert names - skill_events == set(RPC_ERROR) | set(PLAIN) | set(OTHER_FORMATS) | {"tasks-get.json"}
    assert len(skill_events) == 10


def test_replay_every_event(lambda_handler):
    for path in ordered_events():
        response = invoke(lambda_handler, path)
        name = path.name
        body = json.loads(response["body"]) if response.get("body") else None
        if name in PLAIN:
            assert response["statusCode"] == PLAIN[name], name
            if name.startswith("agent-card"):
                assert body["protocolVersion"] == "0.3.0" and body["skills"], name
            else:
                assert response["headers"]["Access-Control-Allow-Methods"] == "POST, OPTIONS"
        elif name in RPC_ERROR:
            status, code = RPC_ERROR[name]
            assert (response["statusCode"], body["error"]["code"]) == (status, code), (name, body)
        elif name in OTHER_FORMATS:
            status, holds = OTHER_FORMATS[name]
            assert response["statusCode"] == status and holds(body), (name, body)
        elif name == "tasks-get.json":
            assert response["statusCode"] == 200
            assert body["result"]["status"]["state"] == "completed", body
        else:
            skill_id = name.removeprefix("message-send-").removesuffix(".json")
            assert response["statusCode"] == 200, name
            task = body["result"]
            assert task["status"]["state"] == "completed", (name, task["status"])
            spec = get_skill(skill_id).SPEC
            assert task["artifacts"][0]["name"] == spec.artifact_name
            assert task["artifacts"][0]["parts"], name
