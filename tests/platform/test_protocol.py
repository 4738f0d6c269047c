"""The JSON-RPC contract, end to end through the HTTP API adapter on moto DynamoDB."""

from __future__ import annotations

import base64
import json
import time
import uuid

import pytest

from ecclesia.protocol.models import MAX_TEXT_CHARS
from ecclesia.services import task_store as task_store_module
from ecclesia.transport import cors
from localrun.template import TemplateResolver, load_template

from .conftest import call, http_event, send_body


def error_of(payload: dict) -> dict:
    assert "result" not in payload, payload
    return payload["error"]


# -- envelope errors -------------------------------------------------------------------


def test_invalid_json_is_parse_error(adapter):
    status, payload, _ = call(adapter, raw="{not json")
    assert status == 200
    assert error_of(payload)["code"] == -32700
    assert payload["id"] is None


def test_empty_body_is_parse_error(adapter):
    status, payload, _ = call(adapter, raw="")
    assert error_of(payload)["code"] == -32700


def test_undecodable_base64_body_is_parse_error(adapter):
    event = http_event(raw="%%%not-base64")
    event["isBase64Encoded"] = True
    payload = json.loads(adapter(event, None)["body"])
    assert error_of(payload)["code"] == -32700


def test_base64_body_is_decoded(adapter):
    event = http_event(raw=base64.b64encode(json.dumps(send_body("b64")).encode()).decode())
    event["isBase64Encoded"] = True
    payload = json.loads(adapter(event, None)["body"])
    assert payload["result"]["status"]["state"] == "completed"


@pytest.mark.parametrize(
    "body, detail",
    [
        ([send_body()], "batch"),
        ("just a string", "object"),
        ({"id": 1, "method": "tasks/get", "params": {"id": "x"}}, "jsonrpc"),
        ({"jsonrpc": "1.0", "id": 1, "method": "tasks/get", "params": {"id": "x"}}, "jsonrpc"),
        ({"jsonrpc": "2.0", "method": "tasks/get", "params": {"id": "x"}}, "id"),
        ({"jsonrpc": "2.0", "id": True, "method": "tasks/get", "params": {"id": "x"}}, "id"),
        ({"jsonrpc": "2.0", "id": 7, "params": {}}, "method"),
        ({"jsonrpc": "2.0", "id": 7, "method": 12, "params": {}}, "method"),
    ],
)
def test_invalid_request(adapter, body, detail):
    status, payload, _ = call(adapter, body)
    assert status == 200
    error = error_of(payload)
    assert error["code"] == -32600
    assert detail in error["data"]["detail"]


def test_id_is_echoed_on_errors(adapter):
    _, payload, _ = call(adapter, {"jsonrpc": "2.0", "id": "abc", "method": "nope", "params": {}})
    assert payload["id"] == "abc"
    assert error_of(payload)["code"] == -32601
    assert error_of(payload)["data"]["method"] == "nope"


def test_oversized_body_is_a_clear_error(adapter):
    big = send_body("x" * 300_000)
    status, payload, _ = call(adapter, big)
    error = error_of(payload)
    assert status == 200 and error["code"] == -32600
    assert "limit" in error["data"]["detail"]


def test_oversized_text_part_is_invalid_params(adapter):
    _, payload, _ = call(adapter, send_body("y" * (MAX_TEXT_CHARS + 1)))
    error = error_of(payload)
    assert error["code"] == -32602
    assert "params.message" in error["message"] and "limit" in error["message"]


@pytest.mark.parametrize(
    "mutate, field",
    [
        (lambda m: m.update(role="agent"), "params.message.role"),
        (lambda m: m.update(kind="msg"), "params.message.kind"),
        (lambda m: m.update(parts=[]), "params.message.parts"),
        (lambda m: m.pop("messageId"), "params.message.messageId"),
        (lambda m: m.update(parts=[{"kind": "video", "url": "x"}]), "params.message.parts.0"),
        (lambda m: m.update(parts=[{"kind": "text"}]), "params.message.parts.0.text.text"),
        (lambda m: m.update(metadata={"skillId": 5}), "params.message.metadata.skillId"),
    ],
)
def test_invalid_message_names_the_field(adapter, mutate, field):
    body = send_body()
    mutate(body["params"]["message"])
    _, payload, _ = call(adapter, body)
    error = error_of(payload)
    assert error["code"] == -32602
    assert field in error["message"]


def test_missing_params_is_invalid_params(adapter):
    _, payload, _ = call(adapter, {"jsonrpc": "2.0", "id": 1, "method": "message/send"})
    assert error_of(payload)["code"] == -32602
    assert "params" in error_of(payload)["message"]


# -- auth, plan and rate-limit errors map to their HTTP status -------------------------


def test_missing_token_is_401_with_challenge(adapter, skills):
    status, payload, headers = call(adapter, send_body(), token=None)
    assert status == 401
    assert error_of(payload)["code"] == -32004
    assert headers["WWW-Authenticate"].startswith("Bearer ")
    assert skills.calls == []


def test_free_plan_is_403(adapter):
    status, payload, _ = call(adapter, send_body(), token="bob:free")
    assert status == 403
    assert error_of(payload)["code"] == -32005


def test_auth_is_checked_before_the_body_is_judged(adapter):
    status, payload, _ = call(adapter, raw="{broken", token=None)
    assert status == 401 and error_of(payload)["code"] == -32004


def test_rate_limited_is_429_with_retry_after(adapter, limiter, skills):
    limiter.limit = 1
    assert call(adapter, send_body())[0] == 200
    status, payload, headers = call(adapter, send_body())
    assert status == 429
    error = error_of(payload)
    assert error["code"] == -32003
    assert error["data"]["retryAfter"] == 42
    assert headers["Retry-After"] == "42"
    assert len(skills.calls) == 1


def test_tasks_get_and_cancel_are_not_counted(adapter, limiter):
    _, sent, _ = call(adapter, send_body())
    task_id = sent["result"]["id"]
    call(adapter, {"jsonrpc": "2.0", "id": 2, "method": "tasks/get", "params": {"id": task_id}})
    call(adapter, {"jsonrpc": "2.0", "id": 3, "method": "tasks/cancel", "params": {"id": task_id}})
    assert limiter.counts == {("alice", "default"): 1}


# -- message/send ----------------------------------------------------------------------


def test_message_send_returns_a_completed_task(adapter, skills):
    body = send_body("Hail", data=None)
    body["params"]["message"]["parts"].append({"kind": "data", "data": {"limit": 3}})
    status, payload, _ = call(adapter, body)
    assert status == 200 and payload["id"] == 1
    task = payload["result"]
    assert task["kind"] == "task"
    assert task["status"]["state"] == "completed"
    assert task["metadata"] == {"skillId": "echo"}
    (artifact,) = task["artifacts"]
    assert artifact["name"] == "echo_result"
    assert artifact["parts"][0] == {"kind": "text", "text": "echo: Hail"}
    # Nulls and floats in skill data survive storage unchanged.
    assert artifact["parts"][1]["data"] == {"data": {"limit": 3}, "none": None, "pi": 3.14}
    user, agent = task["history"]
    assert user["role"] == "user" and user["taskId"] == task["id"] and user["contextId"] == task["contextId"]
    assert agent["role"] == "agent" and agent["parts"][0]["text"] == "echo: Hail"
    assert skills.calls[0].data == {"limit": 3}
    assert skills.calls[0].caller_id == "alice"


def test_context_id_is_generated_or_kept(adapter):
    _, first, _ = call(adapter, send_body())
    generated = first["result"]["contextId"]
    uuid.UUID(generated)
    _, second, _ = call(adapter, send_body(contextId="ctx-42"))
    assert second["result"]["contextId"] == "ctx-42"


def test_artifact_ids_are_unique(adapter):
    ids = {call(adapter, send_body())[1]["result"]["artifacts"][0]["artifactId"] for _ in range(5)}
    assert len(ids) == 5


def test_default_skill_is_catholic_qa_with_expensive_limit(adapter, limiter):
    _, payload, _ = call(adapter, send_body("Who is Peter?", skill=None))
    assert payload["result"]["metadata"]["skillId"] == "catholic_qa"
    assert limiter.counts == {("alice", "expensive"): 1}


def test_unknown_skill_is_skill_not_found(adapter, skills):
    _, payload, _ = call(adapter, send_body(skill="astrology"))
    error = error_of(payload)
    assert error["code"] == -32002
    assert error["data"]["skillId"] == "astrology"
    assert "echo" in error["data"]["available"]


def test_retried_message_returns_the_same_task_without_rerunning(adapter, skills, limiter):
    body = send_body(message_id="retry-me")
    _, first, _ = call(adapter, body)
    _, second, _ = call(adapter, body)
    assert second["result"] == first["result"]
    assert len(skills.calls) == 1
    assert limiter.counts[("alice", "default")] == 1


def test_same_message_id_from_another_caller_is_another_task(adapter, skills):
    _, a, _ = call(adapter, send_body(message_id="shared"))
    _, b, _ = call(adapter, send_body(message_id="shared"), token="carol:pro")
    assert a["result"]["id"] != b["result"]["id"]
    assert len(skills.calls) == 2


def test_skill_input_error_is_invalid_params_and_stores_nothing(adapter, aws_env):
    _, payload, _ = call(adapter, send_body(skill="reject", message_id="rej"))
    error = error_of(payload)
    assert error["code"] == -32602 and error["message"] == "data.query: required"
    assert aws_env.client.scan(TableName=aws_env.tasks_table)["Count"] == 0


def test_skill_failure_gives_a_stored_failed_task(adapter):
    _, payload, _ = call(adapter, send_body(skill="fail_safely"))
    task = payload["result"]
    assert task["status"]["state"] == "failed"
    assert task["status"]["message"]["parts"][0]["text"] == "The source is unavailable right now."
    assert task["artifacts"] == []
    _, fetched, _ = call(adapter, {"jsonrpc": "2.0", "id": 2, "method": "tasks/get", "params": {"id": task["id"]}})
    assert fetched["result"]["status"]["state"] == "failed"


def test_crashing_skill_hides_internals(adapter, caplog):
    _, payload, _ = call(adapter, send_body(skill="crash"))
    task = payload["result"]
    assert task["status"]["state"] == "failed"
    text = task["status"]["message"]["parts"][0]["text"]
    assert "internal error" in text and "secret" not in json.dumps(payload)
    (record,) = [r for r in caplog.records if r.getMessage() == "skill raised"]
    assert "internal secret detail" in record.traceback  # the trace goes to the log only


def test_task_too_large_to_keep_is_returned_and_said_so(adapter):
    _, payload, _ = call(adapter, send_body(skill="huge"))
    task = payload["result"]
    assert task["status"]["state"] == "completed"
    assert len(task["artifacts"][0]["parts"][0]["text"]) == 800_000
    assert task["metadata"]["stored"] is False
    _, got, _ = rpc(adapter, "tasks/get", {"id": task["id"]})
    assert error_of(got)["code"] == -32001


def test_conversation_turns_reach_the_skill(adapter, skills):
    call(adapter, send_body("What is grace?", skill="catholic_qa", contextId="c1"))
    call(adapter, send_body("Unrelated", skill="catholic_qa", contextId="c2"))
    call(adapter, send_body("And sin?", skill="catholic_qa", contextId="c1"))
    third = skills.calls[-1]
    assert [(t.question, t.answer) for t in third.conversation] == [("What is grace?", "answer to What is grace?")]
    # another caller's context of the same name is invisible
    call(adapter, send_body("Mine?", skill="catholic_qa", contextId="c1"), token="mallory:pro")
    assert skills.calls[-1].conversation == ()


# -- tasks/get and tasks/cancel --------------------------------------------------------


def rpc(adapter, method, params, token="alice:pro"):
    return call(adapter, {"jsonrpc": "2.0", "id": 9, "method": method, "params": params}, token=token)


def test_tasks_get_returns_the_stored_task(adapter):
    _, sent, _ = call(adapter, send_body())
    _, got, _ = rpc(adapter, "tasks/get", {"id": sent["result"]["id"]})
    assert got["result"] == sent["result"]


def test_tasks_get_history_length(adapter):
    _, sent, _ = call(adapter, send_body())
    _, got, _ = rpc(adapter, "tasks/get", {"id": sent["result"]["id"], "historyLength": 1})
    assert [m["role"] for m in got["result"]["history"]] == ["agent"]


def test_tasks_are_private_to_their_caller(adapter):
    _, sent, _ = call(adapter, send_body())
    _, got, _ = rpc(adapter, "tasks/get", {"id": sent["result"]["id"]}, token="eve:pro")
    assert error_of(got)["code"] == -32001
    _, cancel, _ = rpc(adapter, "tasks/cancel", {"id": sent["result"]["id"]}, token="eve:pro")
    assert error_of(cancel)["code"] == -32001


def test_unknown_task_is_not_found(adapter):
    _, got, _ = rpc(adapter, "tasks/get", {"id": "no-such-task"})
    assert error_of(got) == {"code": -32001, "message": "Task not found", "data": {"id": "no-such-task"}}


def test_tasks_get_requires_an_id(adapter):
    _, got, _ = rpc(adapter, "tasks/get", {})
    assert error_of(got)["code"] == -32602 and "params.id" in error_of(got)["message"]


def test_expired_task_is_not_found_even_before_ttl_deletion(adapter, monkeypatch):
    _, sent, _ = call(adapter, send_body())
    later = time.time() + task_store_module.TASK_TTL_SECONDS + 1
    monkeypatch.setattr(task_store_module.time, "time", lambda: later)
    adapter._rpc._store._clock = lambda: later
    _, got, _ = rpc(adapter, "tasks/get", {"id": sent["result"]["id"]})
    assert error_of(got)["code"] == -32001


def test_cancel_of_a_terminal_task_is_invalid_state_transition(adapter):
    _, sent, _ = call(adapter, send_body())
    status, got, _ = rpc(adapter, "tasks/cancel", {"id": sent["result"]["id"]})
    error = error_of(got)
    assert status == 200
    assert error["code"] == -32602 and error["message"] == "Invalid state transition"


def test_stored_item_has_ttl_24_hours(adapter, aws_env):
    before = int(time.time())
    call(adapter, send_body())
    (item,) = aws_env.client.scan(TableName=aws_env.tasks_table)["Items"]
    assert before + 86400 <= int(item["expires_at"]["N"]) <= int(time.time()) + 86400
    ttl = aws_env.client.describe_time_to_live(TableName=aws_env.tasks_table)["TimeToLiveDescription"]
    assert ttl["AttributeName"] == "expires_at" and ttl["TimeToLiveStatus"] == "ENABLED"


# -- DynamoDB calls per method ---------------------------------------------------------


def count_calls(client):
    calls: list[str] = []
    client.meta.events.register("before-call.dynamodb.*", lambda model, **_: calls.append(model.name))
    return calls


def test_dynamodb_calls_per_method(adapter, aws_env):
    calls = count_calls(aws_env.client)
    _, sent, _ = call(adapter, send_body())
    assert calls == ["PutItem", "PutItem"]  # the claim of the task id, then the task
    calls.clear()
    rpc(adapter, "tasks/get", {"id": sent["result"]["id"]})
    assert calls == ["GetItem"]
    calls.clear()
    # A replay: the claim's condition fails and returns the stored task in the same call.
    call(adapter, send_body(message_id=sent["result"]["history"][0]["messageId"]))
    assert calls == ["PutItem"]


# -- routes, agent card and CORS -------------------------------------------------------


@pytest.mark.parametrize("path", ["/.well-known/agent-card.json", "/.well-known/agent.json"])
def test_agent_card_is_public_and_cacheable(adapter, path):
    response = adapter(http_event("GET", path, token=None), None)
    assert response["statusCode"] == 200
    assert response["headers"]["Cache-Control"] == "public, max-age=3600"
    card = json.loads(response["body"])
    assert card["protocolVersion"] == "0.3.0"
    assert card["url"] == "https://a2a.example.org/api/v1/a2a"
    assert card["capabilities"] == {"streaming": False, "pushNotifications": False, "stateTransitionHistory": True}
    assert card["securitySchemes"]["bearer"]["scheme"] == "bearer"
    assert card["security"] == [{"bearer": []}]
    for skill in card["skills"]:
        assert skill["examples"] and skill["description"] and skill["id"]


def test_options_is_answered_with_the_contract_cors(adapter):
    response = adapter(http_event("OPTIONS", token=None), None)
    assert response["statusCode"] == 204
    assert response["headers"]["Access-Control-Allow-Origin"] == "*"
    assert response["headers"]["Access-Control-Allow-Methods"] == "POST, OPTIONS"
    assert response["headers"]["Access-Control-Allow-Headers"] == "Content-Type, Authorization"


def test_function_cors_fallback_matches_the_gateway_configuration():
    policy = TemplateResolver(load_template()).cors()
    assert policy.allow_origins == cors.ALLOW_ORIGINS
    assert policy.allow_methods == cors.ALLOW_METHODS
    assert policy.allow_headers == cors.ALLOW_HEADERS
    assert policy.max_age == cors.MAX_AGE_SECONDS


@pytest.mark.parametrize("event", [{"requestContext": "junk"}, {"headers": ["a"]}, {}])
def test_malformed_event_is_a_json_rpc_error_not_a_crash(adapter, event):
    response = adapter(event, None)
    assert response["statusCode"] in (200, 404)
    body = json.loads(response["body"])
    assert "Traceback" not in response["body"]
    if response["statusCode"] == 200:
        assert body["error"]["code"] == -32603


def test_get_on_the_rpc_path_is_405_and_unknown_path_404(adapter):
    assert adapter(http_event("GET", token=None), None)["statusCode"] == 405
    response = adapter(http_event("GET", "/nope", token=None), None)
    assert response["statusCode"] == 404 and json.loads(response["body"])["path"] == "/nope"
