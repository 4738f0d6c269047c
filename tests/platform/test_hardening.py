"""Findings of the production-hardening review (issue 10), each through the HTTP API adapter
on moto DynamoDB: encoding and nesting, taskId semantics, the counting policy, and keys
that cannot collide across callers."""

from __future__ import annotations

import json
import sys
import threading

import pytest

from ecclesia.protocol.json_input import MAX_JSON_DEPTH
from ecclesia.services.task_store import StoredTask, task_id_for, turn_context_key

from .conftest import call, http_event, send_body


def lambda_can_encode(response: dict) -> bytes:
    """What the Lambda runtime does with the returned dict; a failure here is an HTTP 500."""
    return json.dumps(response, ensure_ascii=False).encode("utf-8")


def invoke_raw(adapter, raw: str, token: str | None = "alice:pro") -> tuple[int, dict]:
    response = adapter(http_event(raw=raw, token=token), None)
    lambda_can_encode(response)
    assert response["statusCode"] < 500
    return response["statusCode"], json.loads(response["body"])


def stored_items(aws_env) -> list[dict]:
    return aws_env.client.scan(TableName=aws_env.tasks_table)["Items"]


# -- encoding ----------------------------------------------------------------------------


@pytest.mark.parametrize("token", [None, "alice:pro"])
def test_lone_surrogate_id_is_a_parse_error_not_a_500(adapter, token):
    status, payload = invoke_raw(adapter, '{"jsonrpc":"2.0","id":"\\ud800","method":"x"}', token)
    assert payload["id"] is None
    if token is None:
        assert status == 401 and payload["error"]["code"] == -32004
    else:
        assert status == 200 and payload["error"]["code"] == -32700


def test_lone_surrogate_method_is_a_parse_error(adapter):
    status, payload = invoke_raw(adapter, '{"jsonrpc":"2.0","id":3,"method":"\\udfff","params":{}}')
    assert payload["error"]["code"] == -32700 and payload["id"] is None


def test_lone_surrogate_in_a_text_part_is_refused_and_never_stored(adapter, aws_env, skills, limiter):
    raw = json.dumps(send_body("x")).replace('"text": "x"', '"text": "bad \\ud83d end"')
    status, payload = invoke_raw(adapter, raw)
    assert payload["error"]["code"] == -32700
    assert stored_items(aws_env) == [] and skills.calls == [] and limiter.counts == {}


def test_valid_surrogate_pair_is_ordinary_text(adapter):
    raw = json.dumps(send_body("x")).replace('"text": "x"', '"text": "\\ud83d\\ude4f"')
    _, payload = invoke_raw(adapter, raw)
    assert payload["result"]["history"][0]["parts"][0]["text"] == "\U0001f64f"


def test_a_string_body_that_is_not_unicode_is_a_parse_error(adapter):
    status, payload = invoke_raw(adapter, '{"jsonrpc":"2.0","id":1,"method":"\ud800"}')
    assert payload["error"]["code"] == -32700


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_non_finite_numbers_are_a_parse_error(adapter, aws_env, literal):
    raw = json.dumps(send_body("x", skill="echo")).replace('"kind": "text", "text": "x"', f'"kind": "data", "data": {{"n": {literal}}}')
    _, payload = invoke_raw(adapter, raw)
    assert payload["error"]["code"] == -32700
    assert stored_items(aws_env) == []


def test_a_skill_output_with_a_lone_surrogate_still_answers_valid_utf8(adapter, skills):
    from ecclesia.skills.base import SkillResult, TextOutput

    skills.modules["echo"].run = lambda request: SkillResult(parts=(TextOutput("bad \ud800 output"),))
    response = adapter(http_event(body=send_body("x")), None)
    assert response["statusCode"] == 200
    lambda_can_encode(response)


def test_a_task_stored_before_the_fix_with_a_lone_surrogate_is_still_served(adapter, store):
    # Stored by the old code (its history echoed the caller's text); lives up to 24 hours.
    document = {"kind": "task", "id": "old", "contextId": "c", "status": {"state": "completed"},
                "history": [{"role": "user", "kind": "message", "messageId": "m", "parts": [{"kind": "text", "text": "\ud800"}]}]}
    store.put(StoredTask("old", "alice", "c", "echo", document))
    response = adapter(http_event(body={"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "old"}}), None)
    assert response["statusCode"] == 200
    lambda_can_encode(response)
    assert json.loads(response["body"])["result"]["id"] == "old"


# -- nesting -----------------------------------------------------------------------------


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("token", [None, "alice:pro"])
def test_json_nested_20000_deep_is_refused_without_an_internal_error(adapter, token):
    status, payload = invoke_raw(adapter, nested(20_000), token)
    assert payload["error"]["code"] in (-32600, -32004)
    assert payload["error"]["code"] != -32603


@pytest.mark.parametrize("depth", [100, 900, 3_000])
@pytest.mark.parametrize("where", ["metadata", "data"])
def test_deep_input_inside_a_message_is_refused_before_counting_or_running(adapter, aws_env, skills, limiter, depth, where):
    body = json.dumps(send_body("x"))
    if where == "metadata":
        raw = body.replace('"metadata": {"skillId": "echo"}', f'"metadata": {{"skillId": "echo", "deep": {nested(depth)}}}')
    else:
        raw = body.replace('"kind": "text", "text": "x"', f'"kind": "data", "data": {{"deep": {nested(depth)}}}')
    _, payload = invoke_raw(adapter, raw)
    assert payload["error"]["code"] == -32600
    assert str(MAX_JSON_DEPTH) in payload["error"]["data"]["detail"]
    assert stored_items(aws_env) == [] and skills.calls == [] and limiter.counts == {}


def test_input_at_the_depth_limit_is_served(adapter):
    # request(1) params(2) message(3) parts(4) part(5) data(6): the rest nests inside data.
    inner = nested(MAX_JSON_DEPTH - 6)
    raw = json.dumps(send_body("x")).replace('"kind": "text", "text": "x"', f'"kind": "data", "data": {{"d": {inner}}}')
    _, payload = invoke_raw(adapter, raw)
    assert payload["result"]["status"]["state"] == "completed"
    one_deeper = json.dumps(send_body("x")).replace('"kind": "text", "text": "x"', f'"kind": "data", "data": {{"d": {nested(MAX_JSON_DEPTH - 5)}}}')
    assert invoke_raw(adapter, one_deeper)[1]["error"]["code"] == -32600


# -- taskId ------------------------------------------------------------------------------


def test_a_message_to_an_unknown_task_is_task_not_found(adapter, aws_env, skills, limiter):
    _, payload, _ = call(adapter, send_body("x", taskId="no-such-task"))
    assert payload["error"]["code"] == -32001
    assert skills.calls == [] and limiter.counts == {} and stored_items(aws_env) == []


def test_a_message_to_another_callers_task_is_task_not_found(adapter):
    _, sent, _ = call(adapter, send_body("mine"), token="bob:pro")
    _, payload, _ = call(adapter, send_body("x", taskId=sent["result"]["id"]))
    assert payload["error"]["code"] == -32001


@pytest.mark.parametrize("skill, state", [("echo", "completed"), ("fail_safely", "failed")])
def test_a_message_to_a_finished_task_says_to_start_a_new_task_in_its_context(adapter, skills, limiter, skill, state):
    _, sent, _ = call(adapter, send_body("first", skill=skill))
    task = sent["result"]
    counted = dict(limiter.counts)
    _, payload, _ = call(adapter, send_body("second", skill=skill, taskId=task["id"]))
    error = payload["error"]
    assert error["code"] == -32602
    assert "new task" in error["message"] and task["contextId"] in error["message"]
    assert error["data"] == {"id": task["id"], "state": state, "contextId": task["contextId"]}
    assert limiter.counts == counted


# -- counting policy ---------------------------------------------------------------------


def test_input_a_skill_rejects_is_not_counted_and_not_stored(adapter, aws_env, limiter):
    _, payload, _ = call(adapter, send_body("x", skill="reject"))
    assert payload["error"]["code"] == -32602
    assert limiter.counts == {("alice", "default"): 0}  # counted before the run, given back
    assert stored_items(aws_env) == []


def test_requests_refused_before_a_run_are_not_counted(adapter, limiter):
    call(adapter, send_body("x", skill="astrology"))  # -32002
    call(adapter, {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": {}}})  # -32602
    assert limiter.counts == {}


def test_a_task_that_is_produced_counts_once_even_when_it_failed(adapter, limiter):
    call(adapter, send_body("x", skill="fail_safely"))
    call(adapter, send_body("x", skill="crash"))
    assert limiter.counts == {("alice", "default"): 2}


def test_a_rejected_message_can_be_retried_with_the_same_message_id(adapter, skills):
    first = call(adapter, send_body("x", skill="reject", message_id="m-retry"))[1]
    assert first["error"]["code"] == -32602
    second = call(adapter, send_body("x", skill="echo", message_id="m-retry"))[1]
    assert second["result"]["status"]["state"] == "completed"  # the claim was released


# -- keys ---------------------------------------------------------------------------------


def test_task_ids_cannot_collide_across_owners():
    assert task_id_for("a\nb", "c") != task_id_for("a", "b\nc")
    assert task_id_for("a#b", "c") != task_id_for("a", "b#c")
    assert task_id_for("12:ab", "c") != task_id_for("12", ":abc")


def test_conversation_keys_cannot_collide_across_owners():
    assert turn_context_key("a#b", "c") != turn_context_key("a", "b#c")
    assert turn_context_key("1:a", "b") != turn_context_key("1", ":ab")


def test_a_sub_holding_the_separator_cannot_read_another_owners_turns(store):
    store.put(StoredTask("t1", "a", "b#c", "catholic_qa", {"id": "t1"}, turn_question="secret q", turn_answer="secret a"))
    assert store.conversation("a#b", "c", 6) == []
    assert store.conversation("a", "b#c", 6) == [("secret q", "secret a")]


# -- metrics ------------------------------------------------------------------------------


def test_metrics_survive_concurrent_adds_and_flushes(capsys):
    from ecclesia.observability import metrics

    failures: list[BaseException] = []

    def hammer(n: int) -> None:
        try:
            for i in range(400):
                metrics.add_metric(name=f"M{n}_{i % 90}", unit="Count", value=1)
                if i % 7 == 0:
                    metrics.flush_metrics()
        except BaseException as exc:  # noqa: BLE001 - the test reports whatever broke
            failures.append(exc)

    # Switch threads as often as possible, as a busy local gateway does, so the race shows.
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=hammer, args=(n,)) for n in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    metrics.clear_metrics()
    assert failures == []


# -- the other front ends decode bodies the same way ----------------------------------------


@pytest.mark.parametrize("front", ["a2a-1.0", "mcp"])
@pytest.mark.parametrize("raw, code", [(nested(20_000), -32600), ('{"jsonrpc":"2.0","id":"\\ud800","method":"x"}', -32700),
                                       ('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"n":NaN}}', -32700)])
def test_a2a_v1_and_mcp_refuse_what_0_3_refuses_without_an_internal_error(adapter, front, raw, code):
    event = http_event(raw=raw, path="/mcp" if front == "mcp" else "/api/v1/a2a")
    if front == "a2a-1.0":
        event["headers"]["a2a-version"] = "1.0"
    else:
        event["headers"]["accept"] = "application/json, text/event-stream"
    response = adapter(event, None)
    lambda_can_encode(response)
    payload = json.loads(response["body"])
    assert response["statusCode"] < 500 and payload["id"] is None
    assert payload["error"]["code"] == code
