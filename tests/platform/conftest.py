"""Fixtures for the platform tests: moto DynamoDB with the template's tables, the real
handler and adapter, and test doubles only where another issue's service stands (the
authenticator and rate limiter have their own suites under tests/auth and tests/ratelimit).
"""

from __future__ import annotations

import base64
import json
import os
import types
import uuid
from typing import Any

import boto3
import pytest
from moto import mock_aws

from ecclesia.protocol.handler import A2ARequestHandler
from ecclesia.services.task_store import DynamoDBTaskStore, InMemoryTaskStore, TaskStore
from ecclesia.skills.base import DataOutput, SkillFailure, SkillInputError, SkillResult, SkillSpec, TextOutput
from ecclesia.transport.http_api import HttpApiAdapter
from localrun.server import create_tables
from localrun.template import TemplateResolver, load_template
from tests.fakes import CountingLimiter, FakeClock, TokenTableAuthenticator


def _skill(skill_id: str, run, **spec) -> types.SimpleNamespace:
    defaults = dict(name=skill_id.title(), description="test skill", artifact_name=f"{skill_id}_result", examples=("x",))
    return types.SimpleNamespace(SPEC=SkillSpec(id=skill_id, **(defaults | spec)), run=run)


class TestSkills:
    """Skills with known behaviour, so protocol tests do not depend on real data."""

    def __init__(self) -> None:
        self.calls: list[Any] = []

        def echo(request):
            self.calls.append(request)
            return SkillResult(
                parts=(TextOutput(f"echo: {request.text}"), DataOutput({"data": request.data, "none": None, "pi": 3.14})),
                reply=f"echo: {request.text}",
            )

        def fail_safely(request):
            raise SkillFailure("The source is unavailable right now.")

        def crash(request):
            raise KeyError("internal secret detail")

        def reject(request):
            raise SkillInputError("data.query: required")

        def converse(request):
            # As the real catholic_qa: the answer is the artifact's text, the reply the default
            # pointer to the artifact.
            self.calls.append(request)
            return SkillResult(parts=(TextOutput(f"answer to {request.text}"), DataOutput({"citations": []})))

        def huge(request):
            # Random text barely compresses: past DynamoDB's 400 KB item limit even zipped.
            noise = base64.b64encode(os.urandom(600_000)).decode()
            return SkillResult(parts=(TextOutput(noise),))

        self.modules = {
            "huge": _skill("huge", huge),
            "catholic_qa": _skill("catholic_qa", converse, rate_limit="expensive", uses_conversation=True),
            "echo": _skill("echo", echo),
            "fail_safely": _skill("fail_safely", fail_safely),
            "crash": _skill("crash", crash),
            "reject": _skill("reject", reject),
        }

    def get(self, skill_id: str):
        return self.modules.get(skill_id)

    def ids(self) -> list[str]:
        return list(self.modules)


@pytest.fixture(autouse=True)
def fresh_metrics():
    """Powertools metrics are process-wide; Lambda flushes them per invocation (app.py)."""
    from ecclesia.observability import metrics

    metrics.clear_metrics()
    yield
    metrics.clear_metrics()


@pytest.fixture
def aws_env(monkeypatch):
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.delenv("AWS_ENDPOINT_URL_DYNAMODB", raising=False)
    with mock_aws():
        client = boto3.client("dynamodb", region_name="us-east-1")
        resolver = TemplateResolver(load_template(), {"Stage": "test"})
        create_tables(resolver, client)
        yield types.SimpleNamespace(client=client, tasks_table=resolver.physical_name("TasksTable"))


@pytest.fixture
def skills() -> TestSkills:
    return TestSkills()


@pytest.fixture
def limiter() -> CountingLimiter:
    return CountingLimiter()


@pytest.fixture
def store(aws_env):
    return DynamoDBTaskStore(aws_env.tasks_table, aws_env.client)


@pytest.fixture(params=["dynamodb", "memory"])
def clocked_store(request: pytest.FixtureRequest) -> tuple[TaskStore, FakeClock]:
    """Each task store in turn, on a clock the test moves: the same tests hold for both."""
    clock = FakeClock(1_800_000_000.0)
    if request.param == "memory":
        return InMemoryTaskStore(clock=clock), clock
    aws_env = request.getfixturevalue("aws_env")
    return DynamoDBTaskStore(aws_env.tasks_table, aws_env.client, clock=clock), clock


@pytest.fixture
def adapter(store, skills, limiter) -> HttpApiAdapter:
    handler = A2ARequestHandler(
        task_store=store, authenticator=TokenTableAuthenticator(), rate_limiter=limiter, skills=skills
    )
    return HttpApiAdapter(handler, public_url="")


def http_event(method: str = "POST", path: str = "/api/v1/a2a", body: Any = None, token: str | None = "alice:pro",
               raw: str | None = None) -> dict[str, Any]:
    headers = {"content-type": "application/json", "host": "a2a.example.org"}
    if token is not None:
        headers["authorization"] = f"Bearer {token}"
    text = raw if raw is not None else (json.dumps(body) if body is not None else None)
    return {
        "version": "2.0",
        "routeKey": f"{method} {path}",
        "rawPath": path,
        "headers": headers,
        "requestContext": {"http": {"method": method, "path": path}, "domainName": "a2a.example.org", "requestId": "r"},
        "body": text,
        "isBase64Encoded": False,
    }


def send_body(text: str = "hello", skill: str | None = "echo", message_id: str | None = None, **message) -> dict:
    msg = {"role": "user", "messageId": message_id or str(uuid.uuid4()), "kind": "message",
           "parts": [{"kind": "text", "text": text}]}
    if skill is not None:
        msg["metadata"] = {"skillId": skill}
    msg.update(message)
    return {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": msg}}


def call(adapter, body=None, **kw) -> tuple[int, dict, dict]:
    response = adapter(http_event(body=body, **kw), None)
    payload = json.loads(response["body"]) if response.get("body") else None
    return response["statusCode"], payload, response["headers"]
