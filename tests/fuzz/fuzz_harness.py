"""Fuzzing ``app.lambda_handler``: Hypothesis strategies for HTTP API events, the app loaded as
Lambda loads it (template environment, moto DynamoDB in process), and the invariants every
answer must keep. Shared by ``tests/fuzz`` (bounded for CI) and ``bench/bench_fuzz.py``
(10,000 bodies, counts printed).

Invariants checked for every event (``check_invariants`` returns the broken ones):

- the response can be encoded as Lambda does (``json.dumps`` to UTF-8) and its status is
  below 500;
- on the RPC routes (A2A 0.3 and 1.0 at /api/v1/a2a, MCP at /mcp; an MCP notification may
  be a bodiless 202), the body is strict JSON (no NaN, no lone surrogate) and a JSON-RPC 2.0
  envelope: ``jsonrpc: "2.0"``, an ``id`` member, exactly one of ``result`` / ``error``,
  an error with an integer ``code`` and a string ``message``;
- the id is echoed by value and type whenever the request was a well-formed object with a
  string or integer id, and is otherwise null or that same id;
- an error answer stores nothing: no task item and no rate-limit count is added;
- no input causes a bare internal error (-32603).
"""

from __future__ import annotations

import base64
import json
import os
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

RPC_PATH = "/api/v1/a2a"
MCP_PATH = "/mcp"
METHODS = ["message/send", "tasks/get", "tasks/cancel"]
V1_METHODS = ["SendMessage", "GetTask", "CancelTask", "ListTasks", "SubscribeToTask"]
MCP_METHODS = ["tools/call", "tools/list", "initialize", "ping", "notifications/initialized"]
MCP_TOOLS = ["get_pope", "get_saint", "search_documents", "get_readings", "no_such_tool"]
# Fast skills, plus ids that do not exist; catholic_qa is the default when none is given.
SKILL_IDS = ["pope_lookup", "saint_lookup", "diocese_lookup", "liturgical_readings", "document_fetch", "astrology", ""]
FUZZ_USER = "fuzz-user"

# -- strategies --------------------------------------------------------------------------

# Every code point, lone surrogates included (Hypothesis leaves them out unless asked).
any_text = st.text(st.characters(codec=None, exclude_categories=()), max_size=40)
json_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True), any_text,
)
json_values = st.recursive(
    json_scalars,
    lambda children: st.one_of(st.lists(children, max_size=4), st.dictionaries(any_text, children, max_size=4)),
    max_leaves=12,
)
usable_ids = st.one_of(st.integers(min_value=-(2**63), max_value=2**63), any_text)
other_ids = st.one_of(st.booleans(), st.none(), st.floats(), json_values)


@st.composite
def parts(draw) -> dict[str, Any]:
    kind = draw(st.sampled_from(["text", "text", "data", "file", "bogus"]))
    if kind == "text":
        return {"kind": "text", "text": draw(st.one_of(any_text, st.sampled_from(["Leo XIII", "Francis", "Easter 2026", "Rome"])))}
    if kind == "data":
        return {"kind": "data", "data": draw(st.dictionaries(st.sampled_from(["query", "id", "name", "date", "x"]), json_values, max_size=3))}
    if kind == "file":
        return {"kind": "file", "file": draw(st.one_of(st.fixed_dictionaries({"uri": any_text}), json_values))}
    return draw(st.dictionaries(any_text, json_values, max_size=3))


@st.composite
def messages(draw) -> dict[str, Any]:
    message: dict[str, Any] = {
        "role": draw(st.sampled_from(["user"] * 8 + ["agent", "x"])),
        "messageId": draw(st.one_of(st.uuids().map(str), any_text, st.integers())),
        "kind": draw(st.sampled_from(["message"] * 8 + ["task"])),
        "parts": draw(st.lists(parts(), min_size=draw(st.sampled_from([1] * 9 + [0])), max_size=3)),
    }
    if draw(st.sampled_from([True] * 4 + [False])):
        message["metadata"] = {"skillId": draw(st.one_of(st.sampled_from(SKILL_IDS), st.sampled_from(SKILL_IDS), any_text, json_values))}
    if draw(st.sampled_from([False] * 5 + [True])):
        message["taskId"] = draw(st.one_of(any_text, st.uuids().map(str)))
    if draw(st.sampled_from([False] * 5 + [True])):
        message["contextId"] = draw(any_text)
    return message


@st.composite
def envelopes(draw) -> dict[str, Any]:
    method = draw(st.one_of(st.sampled_from(METHODS + ["message/send"] * 4), any_text))
    if method == "message/send":
        params: Any = {"message": draw(messages())}
    elif method in ("tasks/get", "tasks/cancel"):
        params = {"id": draw(st.one_of(st.uuids().map(str), any_text, json_values))}
        if draw(st.booleans()):
            params["historyLength"] = draw(st.one_of(st.integers(-2, 5), json_values))
    else:
        params = draw(json_values)
    body: dict[str, Any] = {"jsonrpc": draw(st.sampled_from(["2.0"] * 9 + ["1.0"])), "method": method, "params": params}
    id_kind = draw(st.sampled_from(["usable"] * 8 + ["other", "absent"]))
    if id_kind == "usable":
        body["id"] = draw(usable_ids)
    elif id_kind == "other":
        body["id"] = draw(other_ids)
    return body


@st.composite
def plausible_sends(draw) -> dict[str, Any]:
    """A well-formed message/send with fuzzed text, data and metadata: reaches the skills."""
    text = draw(st.one_of(st.sampled_from(["Leo XIII", "Pius X", "Francis", "Augustine", "Easter 2026", "Manila"]), any_text))
    message: dict[str, Any] = {
        "role": "user", "kind": "message", "messageId": draw(st.uuids().map(str)),
        "parts": [{"kind": "text", "text": text}],
        "metadata": {"skillId": draw(st.sampled_from(SKILL_IDS[:5])), "extra": draw(json_values)},
    }
    if draw(st.booleans()):
        message["parts"].append({"kind": "data", "data": draw(st.dictionaries(st.sampled_from(["query", "id", "name", "date", "year"]), json_values, max_size=2))})
    return {"jsonrpc": "2.0", "id": draw(usable_ids), "method": "message/send", "params": {"message": message}}


@st.composite
def v1_envelopes(draw) -> dict[str, Any]:
    """A2A 1.0 requests (``A2A-Version: 1.0``), rewritten at the edge onto the 0.3 dispatch."""
    method = draw(st.one_of(st.sampled_from(V1_METHODS), any_text))
    if method == "SendMessage":
        part = draw(st.one_of(
            st.fixed_dictionaries({"text": st.one_of(st.sampled_from(["Leo XIII", "Pius X"]), any_text)}),
            st.fixed_dictionaries({"data": json_values}), st.dictionaries(any_text, json_values, max_size=2)))
        params: Any = {"message": {"role": draw(st.sampled_from(["ROLE_USER", "ROLE_USER", "ROLE_AGENT", 3])),
                                   "messageId": draw(st.one_of(st.uuids().map(str), any_text)), "parts": [part],
                                   "metadata": {"skillId": draw(st.sampled_from(SKILL_IDS))}}}
    elif method in ("GetTask", "CancelTask", "SubscribeToTask"):
        params = {"id": draw(st.one_of(st.uuids().map(str), any_text, json_values))}
    elif method == "ListTasks":
        params = draw(st.dictionaries(st.sampled_from(["pageSize", "pageToken", "contextId", "status", "historyLength"]), json_values, max_size=3))
    else:
        params = draw(json_values)
    return {"jsonrpc": "2.0", "id": draw(usable_ids), "method": method, "params": params}


@st.composite
def mcp_envelopes(draw) -> dict[str, Any]:
    method = draw(st.one_of(st.sampled_from(MCP_METHODS), any_text))
    if method == "tools/call":
        params: Any = {"name": draw(st.one_of(st.sampled_from(MCP_TOOLS), any_text)),
                       "arguments": draw(st.one_of(st.fixed_dictionaries({"query": st.one_of(st.sampled_from(["Leo XIII", "Rome"]), any_text)}), json_values))}
    else:
        params = draw(st.one_of(st.just({}), json_values))
    body = {"jsonrpc": "2.0", "method": method, "params": params}
    if not method.startswith("notifications/"):
        body["id"] = draw(st.one_of(usable_ids, other_ids))
    return body


def _dump(value: Any) -> str:
    # ensure_ascii writes lone surrogates as \ud800 escapes and NaN as a bare NaN: exactly
    # the inputs a hostile caller can send.
    return json.dumps(value)


bodies = st.one_of(
    plausible_sends().map(_dump),
    plausible_sends().map(_dump),
    plausible_sends().map(_dump),
    envelopes().map(_dump),
    envelopes().map(_dump),
    envelopes().map(_dump),
    envelopes().map(_dump),
    envelopes().map(lambda e: _dump(e)[: len(_dump(e)) // 2]),  # truncated
    json_values.map(_dump),
    st.integers(1, 30_000).map(lambda n: "[" * n + "]" * n),  # deep nesting
    st.integers(20, 3_000).map(lambda n: '{"jsonrpc":"2.0","id":1,"method":"message/send","params":{"message":{"role":"user","messageId":"d","kind":"message","parts":[{"kind":"data","data":{"x":' + "[" * n + "]" * n + "}}]}}}"),
    any_text,
    st.binary(max_size=64).map(lambda b: b.decode("latin-1")),
)


@dataclass(frozen=True)
class FuzzEvent:
    event: dict[str, Any]
    raw_body: str | None  # the JSON text as sent (before any base64)


@st.composite
def events(draw, tokens: dict[str, str]) -> FuzzEvent:
    # Which front end: A2A 0.3 (the contract), A2A 1.0 (same path, a header), or MCP.
    front = draw(st.sampled_from(["a2a03"] * 6 + ["a2a10"] * 2 + ["mcp"] * 2))
    own = {"a2a03": bodies, "a2a10": v1_envelopes().map(_dump), "mcp": mcp_envelopes().map(_dump)}[front]
    body = draw(st.one_of(own, own, bodies, st.none()))
    # Mostly a valid Pro token, so most bodies reach the methods and skills behind auth.
    # (Hypothesis leans towards the first entry of a list and towards small integers.)
    auth_kind = draw(st.sampled_from(["pro"] * 16 + ["none", "junk", "free", "bad"]))
    authorization = {
        "none": None,
        "junk": "Bearer " + draw(any_text),
        "free": f"Bearer {tokens['free']}",
        "bad": draw(st.sampled_from(["Bearer x.y.z", "Basic abc", "Bearer", ""])),
    }.get(auth_kind, f"Bearer {tokens['pro']}")
    headers = {"content-type": draw(st.sampled_from(["application/json", "text/plain", ""])), "host": "fuzz.example"}
    headers.update(draw(st.dictionaries(st.sampled_from(["x-forwarded-proto", "origin", "accept", "x-junk"]), any_text, max_size=2)))
    if authorization is not None:
        headers[draw(st.sampled_from(["authorization", "Authorization"]))] = authorization
    if front == "a2a10":
        headers["a2a-version"] = draw(st.sampled_from(["1.0"] * 8 + ["0.3", "2.0", ""]))
    if front == "mcp" and draw(st.booleans()):
        headers["mcp-protocol-version"] = draw(st.one_of(st.sampled_from(["2025-06-18", "2025-11-25"]), any_text))
    method = draw(st.sampled_from(["POST"] * 30 + ["GET", "PUT", "OPTIONS", "HEAD"]))
    path = draw(st.sampled_from([MCP_PATH if front == "mcp" else RPC_PATH] * 30
                                + ["/.well-known/agent-card.json", "/.well-known/agent.json", "/", "/api/v1/a2a/",
                                   "/.well-known/oauth-protected-resource"]))
    encoded = body is not None and draw(st.sampled_from([False] * 9 + [True]))
    event_body: str | None = body
    if encoded:
        event_body = base64.b64encode(body.encode("utf-8", "surrogatepass")).decode()
    event = {
        "version": "2.0",
        "routeKey": f"{method} {path}",
        "rawPath": path,
        "rawQueryString": "",
        "headers": headers,
        "requestContext": {"http": {"method": method, "path": path}, "domainName": "fuzz.example", "requestId": "fuzz"},
        "body": event_body,
        "isBase64Encoded": encoded,
    }
    return FuzzEvent(event, body)


# -- the app under test ------------------------------------------------------------------


@dataclass
class FuzzTarget:
    handler: Any
    client: Any
    tasks_table: str
    limits_table: str
    tokens: dict[str, str]

    def stored_state(self) -> tuple[int, int]:
        """(task items, the fuzzing user's rate-limit counts): what an error must not change.

        moto's ItemCount is exact and cheap (real DynamoDB's lags by hours); a scan would make
        a 10,000-event run quadratic."""
        tasks = self.client.describe_table(TableName=self.tasks_table)["Table"]["ItemCount"]
        counters = self.client.query(
            TableName=self.limits_table, KeyConditionExpression="pk = :p",
            ExpressionAttributeValues={":p": {"S": f"user#{FUZZ_USER}"}},
        )["Items"]
        return tasks, sum(int(i.get("requests", {}).get("N", "0")) for i in counters)


@contextmanager
def fuzz_target() -> Iterator[FuzzTarget]:
    """The app loaded as in Lambda, on moto DynamoDB in process, limits raised out of reach."""
    import boto3
    from moto import mock_aws

    from ecclesia.observability import logger, metrics
    from ecclesia.services import dev_tokens
    from localrun.server import create_tables, load_function_module, local_environment
    from localrun.template import TemplateResolver, load_template

    saved = dict(os.environ)
    resolver = TemplateResolver(load_template(), {"Stage": "fuzz"})
    environment = local_environment(resolver, "A2AFunction", "http://unused")
    environment.pop("AWS_ENDPOINT_URL_DYNAMODB")
    # The most a window may count (rate_limiter.MAX_WINDOW_LIMIT): beyond any fuzz run's reach.
    environment["ECCLESIA_RATE_LIMITS"] = json.dumps({"pro": {"poolLimit": 10_000, "expensiveLimit": 10_000}})
    environment["POWERTOOLS_LOG_LEVEL"] = "CRITICAL"
    os.environ.update(environment)
    os.environ.pop("AWS_ENDPOINT_URL_DYNAMODB", None)
    log_level = logger.log_level
    logger.setLevel("CRITICAL")  # thousands of refusals would otherwise each log a line
    try:
        with mock_aws():
            client = boto3.client("dynamodb", region_name=os.environ["AWS_DEFAULT_REGION"])
            create_tables(resolver, client)
            module, attr = load_function_module(resolver, "A2AFunction")
            tokens = {plan: dev_tokens.issue_token(plan=plan, user=FUZZ_USER) for plan in ("pro", "free")}
            yield FuzzTarget(
                getattr(module, attr), client, resolver.physical_name("TasksTable"),
                resolver.physical_name("RateLimitTable"), tokens,
            )
            metrics.clear_metrics()
    finally:
        logger.setLevel(log_level)
        os.environ.clear()
        os.environ.update(saved)


class _Context:
    function_name = "ecclesia-a2a-fuzz"
    memory_limit_in_mb = 1024
    invoked_function_arn = "arn:aws:lambda:us-east-1:123456789012:function:fuzz"
    log_group_name = "/aws/lambda/fuzz"
    log_stream_name = "fuzz"
    function_version = "$LATEST"

    def __init__(self) -> None:
        self.aws_request_id = str(uuid.uuid4())
        self._deadline = time.time() + 30

    def get_remaining_time_in_millis(self) -> int:
        return int((self._deadline - time.time()) * 1000)


def _strict_json(text: str) -> Any:
    def refuse(name: str) -> Any:
        raise ValueError(f"{name} in the response")

    return json.loads(text, parse_constant=refuse)


def _expected_id(raw_body: str | None) -> tuple[bool, Any]:
    """(known, id): the id a well-formed request object carries, when it is a usable one."""
    if raw_body is None:
        return False, None
    try:
        request = _strict_json(raw_body)
        raw_body.encode("utf-8")
    except (ValueError, UnicodeEncodeError, RecursionError):
        return False, None
    if not isinstance(request, dict) or "id" not in request:
        return False, None
    value = request["id"]
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return False, None
    return True, value


def check_invariants(target: FuzzTarget, fuzz: FuzzEvent) -> list[str]:
    """Invoke the handler with one event; return the invariants it broke (empty: none)."""
    before = target.stored_state()
    response = target.handler(fuzz.event, _Context())
    broken: list[str] = []
    try:
        json.dumps(response, ensure_ascii=False).encode("utf-8")
    except (TypeError, ValueError, UnicodeEncodeError) as exc:
        return [f"5xx: Lambda cannot encode the response ({exc!r})"]
    status = response.get("statusCode", 500)
    if status >= 500:
        broken.append(f"5xx: status {status}")
    path = fuzz.event["rawPath"]
    route = path in (RPC_PATH, MCP_PATH) and fuzz.event["requestContext"]["http"]["method"] == "POST"
    if not route:
        return broken
    if path == MCP_PATH and status == 202 and not response.get("body"):
        return broken  # an MCP notification: accepted, nothing to answer
    try:
        payload = _strict_json(response["body"])
        json.dumps(payload, ensure_ascii=False).encode("utf-8")  # no lone surrogate behind an escape
    except (KeyError, ValueError, RecursionError) as exc:
        return broken + [f"non-envelope: body is not strict JSON ({exc!r})"]
    if not isinstance(payload, dict) or payload.get("jsonrpc") != "2.0" or "id" not in payload:
        return broken + ["non-envelope: missing jsonrpc 2.0 or id"]
    if ("result" in payload) == ("error" in payload):
        broken.append("non-envelope: not exactly one of result/error")
    error = payload.get("error")
    if error is not None and (not isinstance(error.get("code"), int) or not isinstance(error.get("message"), str)):
        broken.append("non-envelope: error without integer code and string message")
    if error is not None and error.get("code") == -32603 and not isinstance(error.get("data"), (dict, list)):
        # Input alone must never cause an internal error (an outage says retryable; none here).
        broken.append("internal: -32603 for this input")
    known, request_id = _expected_id(fuzz.raw_body)
    echoed = payload["id"]
    if echoed is not None and not (known and echoed == request_id and type(echoed) is type(request_id)):
        broken.append(f"id: answered {echoed!r} for a request whose usable id is {request_id!r}")
    if known and "result" in payload and not (echoed == request_id and type(echoed) is type(request_id)):
        broken.append(f"id: result for {request_id!r} echoed {echoed!r}")
    if error is not None and target.stored_state() != before:
        broken.append(f"stored: error {error.get('code')} changed (tasks, counts) from {before} to {target.stored_state()}")
    return broken
