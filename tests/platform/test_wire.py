"""protocol.wire, the pydantic-free hot path, against protocol.models, the schema of record.

For every input the fast path either declines (None: the models decide) or gives exactly
what the models give; it never accepts what the models refuse. And a well-formed request
is served without importing pydantic at all (the point of the module: cold start).
"""

from __future__ import annotations

import copy
import datetime
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from ecclesia.protocol import models, wire

ROOT = Path(__file__).resolve().parents[2]

BASE = {
    "message": {
        "role": "user",
        "parts": [{"kind": "text", "text": "John Paul 2"}, {"kind": "data", "data": {"query": "x"}}],
        "messageId": "m-1",
        "kind": "message",
        "metadata": {"skillId": "pope_lookup"},
    }
}

MISSING = object()


def mutate(path: tuple, value) -> dict:
    params = copy.deepcopy(BASE)
    target = params
    for key in path[:-1]:
        target = target[key]
    if value is MISSING:
        target.pop(path[-1], None)
    else:
        target[path[-1]] = value
    return params


VALUES = [MISSING, None, "", "x", "x" * 256, "x" * 257, 0, 3, -1, 2.0, True, [], {}, {"a": None}, "user", "agent"]
PATHS = [
    ("message",), ("configuration",), ("metadata",), ("extra",),
    ("message", "role"), ("message", "kind"), ("message", "messageId"), ("message", "contextId"),
    ("message", "taskId"), ("message", "metadata"), ("message", "parts"), ("message", "extension"),
    ("message", "parts", 0, "kind"), ("message", "parts", 0, "text"), ("message", "parts", 0, "metadata"),
    ("message", "parts", 0, "note"), ("message", "parts", 1, "data"), ("message", "parts", 1, "kind"),
]
EXTRA_CASES = [
    mutate(("message", "parts"), [{"kind": "text", "text": "a"}] * 16),
    mutate(("message", "parts"), [{"kind": "text", "text": "a"}] * 17),
    mutate(("message", "parts", 0, "text"), "x" * models.MAX_TEXT_CHARS),
    mutate(("message", "parts", 0, "text"), "x" * (models.MAX_TEXT_CHARS + 1)),
    mutate(("message", "parts"), [{"kind": "file", "file": {"uri": "https://x/y.pdf", "name": None}}]),
    mutate(("message", "parts"), [{"kind": "file", "file": {"bytes": "AAAA"}}]),
    mutate(("message", "parts"), ["text"]),
    mutate(("message", "metadata"), {"skillId": "pope_lookup", "trace": None, "nested": {"n": None}}),
    [BASE],
    "params",
]
CASES = [mutate(path, value) for path in PATHS for value in VALUES] + EXTRA_CASES


def by_models(params):
    try:
        return models.MessageSendParams.model_validate(params).message.model_dump(mode="json", exclude_none=True)
    except ValidationError:
        return "refused"


@pytest.mark.parametrize("params", CASES, ids=range(len(CASES)))
def test_fast_path_declines_or_agrees_with_the_models(params):
    fast = wire.send_message(copy.deepcopy(params))
    expected = by_models(copy.deepcopy(params))
    if fast is not None:
        assert expected != "refused", "the fast path accepted what the models refuse"
        assert fast == expected
        assert list(fast) == list(expected)  # same field order, so documents read the same


def test_fast_path_serves_the_shapes_clients_send():
    accepted = [params for params in CASES if wire.send_message(copy.deepcopy(params)) is not None]
    # Text and data parts with or without ids and metadata: the fast path is the common path.
    assert wire.send_message(copy.deepcopy(BASE)) is not None
    assert len(accepted) >= 60


@pytest.mark.parametrize("model", ["TaskQueryParams", "TaskIdParams"])
@pytest.mark.parametrize(
    "params",
    [{"id": "t"}, {"id": ""}, {"id": "x" * 257}, {"id": 5}, {}, {"id": "t", "historyLength": 0},
     {"id": "t", "historyLength": 3}, {"id": "t", "historyLength": -1}, {"id": "t", "historyLength": True},
     {"id": "t", "historyLength": 2.0}, {"id": "t", "historyLength": "2"}, {"id": "t", "metadata": []},
     {"id": "t", "metadata": {"a": 1}}, {"id": "t", "historyLength": None}],
)
def test_task_params_decline_or_agree(model, params):
    fast = wire.task_query(dict(params))
    try:
        parsed = getattr(models, model).model_validate(params)
    except ValidationError:
        assert fast is None
        return
    if fast is not None:
        assert fast == (parsed.id, getattr(parsed, "historyLength", None))


def test_history_message_with_ids_matches_model_copy():
    message = models.MessageSendParams.model_validate(BASE).message
    expected = message.model_copy(update={"taskId": "t-1", "contextId": "c-1"}).model_dump(mode="json", exclude_none=True)
    assert wire.with_ids(wire.send_message(copy.deepcopy(BASE)), "t-1", "c-1") == expected


def test_task_documents_are_what_the_models_give():
    user = wire.with_ids(wire.send_message(copy.deepcopy(BASE)), "t-1", "c-1")
    data = {"popes": ({"name": "John Paul II", "elected": datetime.date(1978, 10, 16)},), "score": math.nan}
    completed = wire.completed_task("t-1", "c-1", "pope_lookup", "popes",
                                    [wire.text_part("a"), wire.data_part(data)], user, "done")
    failed = wire.failed_task("t-1", "c-1", "pope_lookup", user, "could not")
    for document in (completed, failed):
        round_trip = models.Task.model_validate(document).model_dump(mode="json", exclude_none=True)
        assert json.dumps(document) == json.dumps(round_trip)
    expected_part = models.DataPart(kind="data", data=data).model_dump(mode="json", exclude_none=True)
    assert completed["artifacts"][0]["parts"][1] == expected_part
    assert expected_part["data"] == {"popes": [{"name": "John Paul II", "elected": "1978-10-16"}], "score": None}


def test_limits_agree_with_the_models():
    assert (wire.MAX_TEXT_CHARS, wire.MAX_PARTS) == (models.MAX_TEXT_CHARS, models.MAX_PARTS)
    assert wire.send_message(mutate(("message", "messageId"), "x" * 256)) is not None
    assert by_models(mutate(("message", "messageId"), "x" * 257)) == "refused"


SERVE_WITHOUT_PYDANTIC = """
import builtins, json, sys, time, types
opened = []
_open = builtins.open
def recording_open(file, *args, **kwargs):
    opened.append(str(file))
    return _open(file, *args, **kwargs)
builtins.open = recording_open
import app  # the function's init phase
builtins.open = _open
# Nothing of the data bundle is read at init: a request loads only what its skill needs.
assert not [p for p in opened if "data-bundle" in p or "ecclesia-data" in p], opened
from ecclesia.protocol.handler import A2ARequestHandler
from ecclesia.services.identity import Caller
from ecclesia.services.task_store import InMemoryTaskStore
from ecclesia.skills.base import SkillResult, SkillSpec, TextOutput
assert "pydantic" not in sys.modules, "init imported pydantic"
skill = types.SimpleNamespace(SPEC=SkillSpec(id="echo", name="Echo", description="d", artifact_name="echo", examples=("x",)),
                              run=lambda request: SkillResult(parts=(TextOutput(request.text),)))
handler = A2ARequestHandler(
    task_store=InMemoryTaskStore(),
    authenticator=types.SimpleNamespace(authenticate=lambda header: Caller("u", "pro")),
    rate_limiter=types.SimpleNamespace(check=lambda caller, variant: None),
    skills=types.SimpleNamespace(get=lambda sid: skill, ids=lambda: ["echo"]),
)
body = {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": {"role": "user", "messageId": "m",
        "kind": "message", "parts": [{"kind": "text", "text": "hi"}], "metadata": {"skillId": "echo"}}}}
sent = handler.handle(json.dumps(body), "Bearer x", time.monotonic() + 5).body["result"]
got = handler.handle(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tasks/get", "params": {"id": sent["id"]}}),
                     "Bearer x", time.monotonic() + 5).body["result"]
assert got["status"]["state"] == "completed" and got["artifacts"][0]["parts"] == [{"kind": "text", "text": "hi"}]
assert "pydantic" not in sys.modules, "a well-formed request imported pydantic"
bad = dict(body, id=3, params={"message": dict(body["params"]["message"], role="agent")})
error = handler.handle(json.dumps(bad), "Bearer x", time.monotonic() + 5).body["error"]
assert error["code"] == -32602 and "params.message.role" in error["message"], error
print("ok")
"""


def test_init_reads_no_data_and_neither_init_nor_a_well_formed_request_imports_pydantic(tmp_path):
    from ecclesia.services import dev_tokens

    env = {k: v for k, v in os.environ.items() if not k.startswith("ECCLESIA_")}
    env.update(dev_tokens.local_auth_environment())
    env.update(PYTHONPATH=str(ROOT / "functions" / "a2a"), AWS_DEFAULT_REGION="us-east-1",
               ECCLESIA_DATA_DIR=str(ROOT / "build" / "data-bundle"),
               AWS_ACCESS_KEY_ID="x", AWS_SECRET_ACCESS_KEY="x", ECCLESIA_TASKS_TABLE="tasks",
               ECCLESIA_RATE_LIMIT_TABLE="limits", POWERTOOLS_METRICS_DISABLED="true")
    out = subprocess.run([sys.executable, "-c", SERVE_WITHOUT_PYDANTIC], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().endswith("ok")
