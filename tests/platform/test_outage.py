"""A DynamoDB outage through ``app.lambda_handler``: throttled, failing, hung or unreachable,
the caller gets a JSON-RPC error saying whether to retry within 5 seconds, never a gateway
timeout. The app is loaded as Lambda loads it, with the template's environment, against a
local endpoint that misbehaves in one chosen way."""

from __future__ import annotations

import json
import time

import pytest

from localrun.faults import faulty_dynamodb
from localrun.server import LambdaContext, load_function_module, local_environment
from localrun.template import TemplateResolver, load_template

from .conftest import http_event, send_body

OUTAGE_ANSWER_SECONDS = 5.0


def load_app(monkeypatch, endpoint: str):
    resolver = TemplateResolver(load_template(), {"Stage": "outage"})
    for name, value in local_environment(resolver, "A2AFunction", endpoint).items():
        monkeypatch.setenv(name, value)
    module, attr = load_function_module(resolver, "A2AFunction")
    return module, getattr(module, attr)


def invoke(handler, body: dict) -> tuple[float, dict, dict]:
    from ecclesia.services import dev_tokens

    event = http_event(body=body, token=dev_tokens.issue_token(plan="pro", user="outage-user"))
    context = LambdaContext("ecclesia-a2a-outage", time.time() * 1000 + 30_000, aws_request_id="outage")
    started = time.monotonic()
    response = handler(event, context)
    return time.monotonic() - started, response, json.loads(response["body"])


@pytest.mark.parametrize("mode", ["throttle", "error", "hang", "refused"])
def test_an_outage_is_a_retryable_json_rpc_error_within_five_seconds(monkeypatch, mode):
    with faulty_dynamodb(mode) as endpoint:
        _, handler = load_app(monkeypatch, endpoint)
        check_outage_answers(handler, mode)


def check_outage_answers(handler, mode: str) -> None:
    bodies = [send_body("Leo XIII", skill="pope_lookup"), {"jsonrpc": "2.0", "id": 9, "method": "tasks/get", "params": {"id": "t"}}]
    for body in bodies[:1] if mode == "hang" else bodies:  # a hung endpoint costs seconds per call
        elapsed, response, payload = invoke(handler, body)
        assert elapsed <= OUTAGE_ANSWER_SECONDS, f"{mode}: {elapsed:.1f} s"
        assert response["statusCode"] == 200
        error = payload["error"]
        assert error["code"] == -32603 and payload["id"] == body["id"]
        assert error["data"]["retryable"] is True and error["data"]["retryAfter"] >= 1
        assert response["headers"]["Retry-After"] == str(error["data"]["retryAfter"])


def test_an_a2a_1_0_task_list_during_an_outage_says_to_retry(monkeypatch):
    from ecclesia.services import dev_tokens

    with faulty_dynamodb("throttle") as endpoint:
        _, handler = load_app(monkeypatch, endpoint)
        event = http_event(body={"jsonrpc": "2.0", "id": 4, "method": "ListTasks", "params": {}},
                           token=dev_tokens.issue_token(plan="pro", user="outage-user"))
        event["headers"]["a2a-version"] = "1.0"
        started = time.monotonic()
        response = handler(event, LambdaContext("ecclesia-a2a-outage", time.time() * 1000 + 30_000, aws_request_id="o"))
    assert time.monotonic() - started <= OUTAGE_ANSWER_SECONDS
    payload = json.loads(response["body"])
    assert response["statusCode"] == 200 and payload["error"]["code"] == -32603 and payload["id"] == 4
    assert response["headers"]["Retry-After"]


def test_each_service_has_its_own_bounded_client(monkeypatch):
    with faulty_dynamodb("refused") as endpoint:
        module, _ = load_app(monkeypatch, endpoint)
    rpc = module.adapter._rpc
    store_client, limiter_client = rpc.task_store._client, rpc._methods["message/send"]._limiter.client
    assert type(store_client).__name__ == type(limiter_client).__name__ == "BoundedClient"
    assert store_client is not limiter_client
    assert store_client.unwrapped is not limiter_client.unwrapped
    for client in (store_client, limiter_client):
        config = client.unwrapped.meta.config
        assert config.connect_timeout <= 2 and config.read_timeout <= 2
        assert config.retries == {"mode": "standard", "total_max_attempts": 2}
    assert limiter_client.unwrapped.meta.config.read_timeout <= store_client.unwrapped.meta.config.read_timeout


def test_no_dynamodb_call_starts_after_the_request_deadline():
    from ecclesia.services.aws import BoundedClient, request_deadline
    from ecclesia.services.identity import ServiceUnavailable

    calls: list[str] = []

    class Recorder:
        def get_item(self, **kwargs):
            calls.append("get_item")
            return {}

    client = BoundedClient(Recorder(), "task store")
    token = request_deadline.set(time.monotonic() + 60)
    try:
        client.get_item(TableName="t")
    finally:
        request_deadline.reset(token)
    token = request_deadline.set(time.monotonic() - 0.01)
    try:
        with pytest.raises(ServiceUnavailable) as refused:
            client.get_item(TableName="t")
    finally:
        request_deadline.reset(token)
    assert calls == ["get_item"] and refused.value.retryable
