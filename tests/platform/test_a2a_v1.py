"""A2A 1.0 on the same endpoint, through the HTTP API adapter on moto DynamoDB: shapes,
errors and ListTasks, with the 0.3 path and its task store shared underneath."""

from __future__ import annotations

import json
import time
import uuid

import pytest

from ecclesia.services.task_store import DynamoDBTaskStore, StoredTask

from .conftest import call, http_event, send_body


def v1(adapter, body=None, token="alice:pro", version="1.0", raw=None, query=None):
    event = http_event(body=body, token=token, raw=raw)
    if version is not None:
        event["headers"]["a2a-version"] = version
    if query is not None:
        event["rawQueryString"] = query
    response = adapter(event, None)
    return response["statusCode"], json.loads(response["body"]), response["headers"]


def rpc(method: str, params=None, request_id=1) -> dict:
    body = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        body["params"] = params
    return body


def send_v1(text="hello", skill="echo", message_id=None, **extra) -> dict:
    message = {"role": "ROLE_USER", "messageId": message_id or str(uuid.uuid4()),
               "parts": [{"text": text}], "metadata": {"skillId": skill}, **extra}
    return rpc("SendMessage", {"message": message})


def detail(error: dict, type_suffix: str) -> dict:
    return next(d for d in error["data"] if d["@type"].endswith(type_suffix))


def test_send_message_returns_a_1_0_task(adapter, skills):
    status, payload, _ = v1(adapter, rpc("SendMessage", {"message": {
        "role": "ROLE_USER", "messageId": "m-1",
        "parts": [{"text": "hi"}, {"data": {"k": "v"}, "mediaType": "application/json"}],
        "metadata": {"skillId": "echo"}}}))
    assert status == 200
    task = payload["result"]["task"]
    assert "kind" not in task
    assert task["status"]["state"] == "TASK_STATE_COMPLETED"
    assert task["status"]["timestamp"].endswith("Z")
    artifact = task["artifacts"][0]
    assert artifact["name"] == "echo_result"
    assert artifact["parts"][0] == {"text": "echo: hi"}
    assert artifact["parts"][1]["data"]["data"] == {"k": "v"}
    assert [m["role"] for m in task["history"]] == ["ROLE_USER", "ROLE_AGENT"]
    assert all("kind" not in p for m in task["history"] for p in m["parts"])
    # the skill saw the same request a 0.3 caller's message makes
    assert skills.calls[-1].text == "hi" and skills.calls[-1].data == {"k": "v"}


def test_one_task_store_under_both_versions(adapter):
    # sent in 1.0, read in 0.3; sent in 0.3, read in 1.0
    _, sent, _ = v1(adapter, send_v1("one"))
    task_id = sent["result"]["task"]["id"]
    _, got03, _ = call(adapter, {"jsonrpc": "2.0", "id": 2, "method": "tasks/get", "params": {"id": task_id}})
    assert got03["result"]["status"]["state"] == "completed" and got03["result"]["kind"] == "task"
    _, sent03, _ = call(adapter, send_body("two"))
    _, got1, _ = v1(adapter, rpc("GetTask", {"id": sent03["result"]["id"], "historyLength": 1}))
    assert got1["result"]["id"] == sent03["result"]["id"]
    assert [m["role"] for m in got1["result"]["history"]] == ["ROLE_AGENT"]


def test_idempotent_send_is_shared_with_0_3(adapter, skills):
    _, first, _ = v1(adapter, send_v1("x", message_id="same"))
    _, again, _ = call(adapter, send_body("x", message_id="same"))
    assert again["result"]["id"] == first["result"]["task"]["id"]
    assert len(skills.calls) == 1


def test_cancel_of_a_finished_task_is_task_not_cancelable(adapter):
    _, sent, _ = v1(adapter, send_v1())
    task_id = sent["result"]["task"]["id"]
    status, payload, _ = v1(adapter, rpc("CancelTask", {"id": task_id}))
    assert status == 200
    error = payload["error"]
    assert error["code"] == -32002 and error["message"] == "Task cannot be canceled"
    info = detail(error, "ErrorInfo")
    assert info["reason"] == "TASK_NOT_CANCELABLE" and info["domain"] == "a2a-protocol.org"
    assert info["metadata"] == {"taskId": task_id, "state": "TASK_STATE_COMPLETED"}


def test_unknown_task_is_task_not_found_with_error_info(adapter):
    _, payload, _ = v1(adapter, rpc("GetTask", {"id": "nope"}), token="bob:pro")
    error = payload["error"]
    assert error["code"] == -32001
    assert detail(error, "ErrorInfo") == {"@type": "type.googleapis.com/google.rpc.ErrorInfo",
                                          "reason": "TASK_NOT_FOUND", "domain": "a2a-protocol.org",
                                          "metadata": {"taskId": "nope"}}


def test_unknown_skill_is_invalid_params_not_1_0_task_not_cancelable(adapter):
    _, payload, _ = v1(adapter, send_v1(skill="astrology"))
    error = payload["error"]
    assert error["code"] == -32602 and error["message"] == "Skill not found"
    assert detail(error, "ErrorInfo")["reason"] == "SKILL_NOT_FOUND"
    assert detail(error, "BadRequest")["fieldViolations"][0]["field"] == "message.metadata.skillId"


@pytest.mark.parametrize("message, field", [
    ({"role": "ROLE_USER", "messageId": "m", "parts": [{"text": "a", "data": {}}]}, "message.parts.0"),
    ({"role": "ROLE_USER", "messageId": "m", "parts": [{"data": [1, 2]}]}, "message.parts.0.data"),
    ({"role": "ROLE_AGENT", "messageId": "m", "parts": [{"text": "a"}]}, "message.role"),
    ({"role": "ROLE_USER", "messageId": "m", "parts": "text"}, "message.parts"),
])
def test_bad_1_0_messages_are_invalid_params_naming_the_field(adapter, message, field):
    status, payload, _ = v1(adapter, rpc("SendMessage", {"message": message}))
    assert status == 200
    error = payload["error"]
    assert error["code"] == -32602
    assert detail(error, "BadRequest")["fieldViolations"][0]["field"].startswith(field)


def test_auth_comes_before_param_errors_and_keeps_its_status(adapter):
    status, payload, headers = v1(adapter, rpc("SendMessage", {"message": {"parts": 3}}), token=None)
    assert status == 401 and payload["error"]["code"] == -32004
    assert headers["WWW-Authenticate"].startswith("Bearer")
    assert detail(payload["error"], "ErrorInfo")["reason"] == "UNAUTHENTICATED"
    status, payload, _ = v1(adapter, rpc("ListTasks", {}), token="carol:free")
    assert status == 403 and payload["error"]["code"] == -32005


def test_rate_limit_is_429_minus_32003_with_retry_info(adapter, limiter):
    limiter.limit = 1
    assert v1(adapter, send_v1())[0] == 200
    status, payload, headers = v1(adapter, send_v1())
    assert status == 429 and payload["error"]["code"] == -32003 and headers["Retry-After"] == "42"
    assert detail(payload["error"], "RetryInfo")["retryDelay"] == "42s"


def test_0_3_method_names_are_not_1_0_methods(adapter):
    _, payload, _ = v1(adapter, send_body())
    assert payload["error"]["code"] == -32601


@pytest.mark.parametrize("method, code", [
    ("SendStreamingMessage", -32004), ("SubscribeToTask", -32004),
    ("CreateTaskPushNotificationConfig", -32003), ("GetExtendedAgentCard", -32007), ("Nope", -32601),
])
def test_methods_not_offered(adapter, method, code):
    status, payload, _ = v1(adapter, rpc(method, {"id": "x"}))
    assert status == 200 and payload["error"]["code"] == code and payload["id"] == 1


def test_envelope_errors_in_1_0_shape(adapter):
    _, payload, _ = v1(adapter, raw="{nope")
    assert payload["error"]["code"] == -32700
    assert isinstance(payload["error"]["data"], list) and payload["error"]["data"][0]["@type"].endswith("ErrorInfo")
    _, payload, _ = v1(adapter, {"jsonrpc": "2.0", "method": "ListTasks"})
    assert payload["error"]["code"] == -32600


def test_unsupported_version_is_version_not_supported(adapter):
    status, payload, _ = v1(adapter, send_v1(), version="2.1")
    assert status == 200 and payload["error"]["code"] == -32009
    assert detail(payload["error"], "ErrorInfo")["metadata"]["supportedVersions"] == "0.3,1.0"


def test_version_as_query_parameter_and_empty_header_means_0_3(adapter):
    _, payload, _ = v1(adapter, send_v1(), version=None, query="A2A-Version=1.0")
    assert payload["result"]["task"]["status"]["state"] == "TASK_STATE_COMPLETED"
    _, payload, _ = v1(adapter, send_body(), version="")
    assert payload["result"]["kind"] == "task"
    _, payload, _ = v1(adapter, send_body(), version="0.3")
    assert payload["result"]["status"]["state"] == "completed"


# -- ListTasks ---------------------------------------------------------------------------


def test_list_tasks_pages_newest_first_scoped_to_the_caller(adapter):
    ids = []
    for n in range(5):
        _, sent, _ = v1(adapter, send_v1(f"t{n}"))
        ids.append(sent["result"]["task"]["id"])
        time.sleep(0.002)  # distinct creation milliseconds
    v1(adapter, send_v1("someone else's"), token="mallory:pro")

    seen, token, pages = [], "", 0
    while True:
        _, payload, _ = v1(adapter, rpc("ListTasks", {"pageSize": 2, "pageToken": token}))
        result = payload["result"]
        assert result["totalSize"] == 5 and result["pageSize"] == 2
        seen += [t["id"] for t in result["tasks"]]
        pages += 1
        assert all("artifacts" not in t for t in result["tasks"])  # includeArtifacts defaults to false
        token = result["nextPageToken"]
        if not token:
            break
    assert seen == list(reversed(ids)) and pages == 3


def test_list_tasks_filters_and_artifacts(adapter):
    _, a, _ = v1(adapter, send_v1("a", contextId="ctx-1"))
    v1(adapter, send_v1("b"))
    v1(adapter, send_v1("c", skill="fail_safely"))
    _, payload, _ = v1(adapter, rpc("ListTasks", {"contextId": "ctx-1", "includeArtifacts": True, "historyLength": 0}))
    tasks = payload["result"]["tasks"]
    assert [t["id"] for t in tasks] == [a["result"]["task"]["id"]]
    assert tasks[0]["artifacts"][0]["name"] == "echo_result" and "history" not in tasks[0]
    _, payload, _ = v1(adapter, rpc("ListTasks", {"status": "TASK_STATE_FAILED"}))
    assert [t["status"]["state"] for t in payload["result"]["tasks"]] == ["TASK_STATE_FAILED"]
    _, payload, _ = v1(adapter, rpc("ListTasks", {"statusTimestampAfter": "2999-01-01T00:00:00Z"}))
    assert payload["result"] == {"tasks": [], "nextPageToken": "", "pageSize": 50, "totalSize": 0}


@pytest.mark.parametrize("params, field", [
    ({"pageSize": 0}, "pageSize"), ({"pageSize": 101}, "pageSize"), ({"historyLength": -1}, "historyLength"),
    ({"status": "TASK_STATE_RUNNING"}, "status"), ({"pageToken": "garbage!"}, "pageToken"),
    ({"statusTimestampAfter": "yesterday"}, "statusTimestampAfter"),
])
def test_list_tasks_bad_params(adapter, params, field):
    _, payload, _ = v1(adapter, rpc("ListTasks", params))
    error = payload["error"]
    assert error["code"] == -32602
    assert detail(error, "BadRequest")["fieldViolations"][0]["field"] == field


def test_list_skips_expired_tasks_and_keeps_the_24_hour_ttl(aws_env):
    now = [1_000_000.0]
    store = DynamoDBTaskStore(aws_env.tasks_table, aws_env.client, clock=lambda: now[0])
    doc = {"id": "t1", "contextId": "c", "status": {"state": "completed"}}
    store.put(StoredTask("t1", "owner", "c", "echo", doc))
    assert [d["id"] for d in store.list_by_owner("owner", 10).documents] == ["t1"]
    item = aws_env.client.get_item(TableName=aws_env.tasks_table, Key={"pk": {"S": "t1"}})["Item"]
    assert int(item["expires_at"]["N"]) == 1_000_000 + 24 * 3600
    now[0] += 24 * 3600 + 1
    page = store.list_by_owner("owner", 10)
    assert page.documents == [] and page.total_size == 0 and page.next_page_token == ""


def test_a_page_token_cannot_reach_another_callers_tasks(adapter):
    v1(adapter, send_v1("mine"), token="eve:pro")
    for n in range(3):
        v1(adapter, send_v1(f"alice {n}"))
    _, page, _ = v1(adapter, rpc("ListTasks", {"pageSize": 1}))
    token = page["result"]["nextPageToken"]
    _, payload, _ = v1(adapter, rpc("ListTasks", {"pageToken": token}), token="eve:pro")
    # Alice's cursor only positions Eve inside Eve's own tasks.
    assert [t["history"][0]["parts"][0]["text"] for t in payload["result"]["tasks"]] == ["mine"]
    assert payload["result"]["totalSize"] == 1


# -- agent card ----------------------------------------------------------------------------


def test_card_lists_both_interfaces_and_a_1_0_client_gets_the_1_0_card(adapter):
    response = adapter(http_event("GET", "/.well-known/agent-card.json", token=None), None)
    card = json.loads(response["body"])
    assert card["protocolVersion"] == "0.3.0" and card["url"].endswith("/api/v1/a2a")
    assert [(i["protocolBinding"], i["protocolVersion"]) for i in card["supportedInterfaces"]] == [
        ("JSONRPC", "1.0"), ("JSONRPC", "0.3")]
    assert response["headers"]["Vary"] == "A2A-Version"
    event = http_event("GET", "/.well-known/agent-card.json", token=None)
    event["headers"]["a2a-version"] = "1.0"
    card_v1 = json.loads(adapter(event, None)["body"])
    assert "url" not in card_v1 and "protocolVersion" not in card_v1
    assert card_v1["securitySchemes"]["bearer"]["httpAuthSecurityScheme"]["scheme"] == "bearer"
    assert card_v1["securityRequirements"] == [{"schemes": {"bearer": {"list": []}}}]
    assert card_v1["supportedInterfaces"] == card["supportedInterfaces"]
    assert [s["id"] for s in card_v1["skills"]] == [s["id"] for s in card["skills"]]


def test_an_oversized_1_0_body_is_refused_after_authentication(adapter):
    huge = json.dumps(send_v1("x" * 300_000))
    status, payload, _ = v1(adapter, raw=huge, token=None)
    assert status == 401
    status, payload, _ = v1(adapter, raw=huge)
    assert status == 200 and payload["error"]["code"] == -32600


@pytest.mark.parametrize("method, params", [
    ("SendMessage", {"message": {"role": ["ROLE_USER"], "messageId": "m", "parts": [{"text": "a"}]}}),
    ("SendMessage", {"message": {"role": "ROLE_USER", "messageId": {}, "parts": [{"text": 5}]}}),
    ("SendMessage", {"message": {"role": "ROLE_USER", "messageId": "m", "parts": [{"url": 5}]}}),
    ("SendMessage", {"message": "hello"}),
    ("SendMessage", {"message": {"role": "ROLE_USER", "messageId": "m", "parts": [{"text": "a"}]},
                     "configuration": {"historyLength": "all"}}),
    ("GetTask", {"id": ["x"]}),
    ("CancelTask", {"id": None}),
    ("ListTasks", {"status": ["TASK_STATE_FAILED"]}),
    ("ListTasks", {"contextId": 7}),
    ("ListTasks", {"includeArtifacts": "yes"}),
])
def test_odd_types_are_invalid_params_never_internal_errors(adapter, method, params):
    status, payload, _ = v1(adapter, rpc(method, params))
    assert status == 200 and payload["error"]["code"] == -32602, payload
    assert payload["id"] == 1
