"""What A2A 1.0 and MCP cost, and what they cost an A2A 0.3 caller (nothing, is the target).

    .venv/bin/python bench/bench_protocols.py [--rounds 7] [--requests 1000] [--baseline DIR]

Times are CPU time of the measuring thread (``time.thread_time``), not wall time: on a
shared machine a descheduled process would otherwise be charged for other people's work.
Every figure is measured in fresh interpreters, alternating between the code under test
and, with ``--baseline``, another checkout's ``functions/a2a`` (e.g. ``git archive <commit>
functions | tar -x -C /tmp/base``), so load on a shared machine hits both sides alike:

1. cold start: ``import app`` (the Lambda init phase) and whether it loaded the 1.0 or MCP
   modules (it must not);
2. warm 0.3 ``message/send`` through the HTTP API adapter (trivial skill, in-memory store),
   microseconds per request (the fastest batch of 50 in each run); target: within 5% of
   the baseline;
3. with ``--baseline``: the two HTTP adapters (``transport/http_api.py``, the only module on
   a 0.3 call's warm path that changed) in one process on the same handler, alternating
   batches, so machine load cannot favour either;
4. warm A2A 1.0 ``SendMessage`` and MCP ``tools/call`` through the same adapter, and the
   one-off import cost of their modules on the first such request;
5. DynamoDB calls of a 1.0 ``ListTasks`` page (moto, counted with a botocore hook).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

COLD = """
import sys, time; sys.path.insert(0, {code!r}); t0 = time.thread_time()
import app
elapsed = (time.thread_time() - t0) * 1000
import ecclesia
assert ecclesia.__file__.startswith({code!r}), ecclesia.__file__
lazy = [m for m in ("ecclesia.protocol.a2a_v1", "ecclesia.protocol.mcp") if m in sys.modules]
print(elapsed, ",".join(lazy) or "-", len(sys.modules))
"""

WARM = """
import json, os, sys, time, uuid
sys.path.insert(0, {code!r})
from types import SimpleNamespace
from ecclesia.observability import metrics
from ecclesia.protocol.handler import A2ARequestHandler
from ecclesia.services.identity import Caller
from ecclesia.services.task_store import InMemoryTaskStore
from ecclesia.skills.base import SkillResult, SkillSpec, TextOutput
from ecclesia.transport.http_api import HttpApiAdapter

spec = SkillSpec(id="pope_lookup", name="Trivial", description="echo", artifact_name="echo", examples=("x",))
skill = SimpleNamespace(SPEC=spec, run=lambda request: SkillResult(parts=(TextOutput(request.text or "x"),)))
handler = A2ARequestHandler(
    task_store=InMemoryTaskStore(),
    authenticator=SimpleNamespace(authenticate=lambda header: Caller("bench", "pro")),
    rate_limiter=SimpleNamespace(check=lambda caller, variant: None),
    skills=SimpleNamespace(get=lambda sid: skill if sid == "pope_lookup" else None, ids=lambda: ["pope_lookup"]),
)
adapter = HttpApiAdapter(handler, public_url="")

def event(kind):
    mid = str(uuid.uuid4())
    headers = {{"authorization": "Bearer x", "content-type": "application/json"}}
    path = "/api/v1/a2a"
    if kind == "v03":
        body = {{"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {{"message": {{
            "role": "user", "messageId": mid, "kind": "message", "parts": [{{"kind": "text", "text": "hello"}}],
            "metadata": {{"skillId": "pope_lookup"}}}}}}}}
    elif kind == "v1":
        headers["a2a-version"] = "1.0"
        body = {{"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {{"message": {{
            "role": "ROLE_USER", "messageId": mid, "parts": [{{"text": "hello"}}], "metadata": {{"skillId": "pope_lookup"}}}}}}}}
    else:
        path = "/mcp"
        body = {{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {{"name": "get_pope",
                 "arguments": {{"query": "hello"}}}}}}
    return {{"rawPath": path, "headers": headers, "requestContext": {{"http": {{"method": "POST"}}}},
            "body": json.dumps(body), "isBase64Encoded": False}}

kind, n = {kind!r}, {n}
t0 = time.thread_time()
first = adapter(event(kind), None)
first_ms = (time.thread_time() - t0) * 1000
assert first["statusCode"] == 200 and "error" not in first["body"], first["body"][:300]
events = [event(kind) for _ in range(n)]
for e in events[:50]:
    adapter(e, None)
# The fastest of many small batches: the figure least disturbed by other processes.
batches = []
for start in range(50, n - 49, 50):
    t0 = time.thread_time()
    for e in events[start:start + 50]:
        adapter(e, None)
        metrics.clear_metrics()
    batches.append((time.thread_time() - t0) / 50 * 1e6)
print(min(batches), first_ms)
"""


SAME_PROCESS = WARM.split("kind, n =")[0] + """
import importlib.util
spec_ = importlib.util.spec_from_file_location("baseline_http_api", {baseline_http_api!r})
baseline_module = importlib.util.module_from_spec(spec_)
spec_.loader.exec_module(baseline_module)
adapters = {{"this checkout": adapter, "baseline": baseline_module.HttpApiAdapter(handler, public_url="")}}
best = {{name: float("inf") for name in adapters}}
for round_ in range({rounds}):
    for name, candidate in (list(adapters.items()) if round_ % 2 else list(adapters.items())[::-1]):
        events = [event("v03") for _ in range(50)]
        t0 = time.thread_time()
        for e in events:
            candidate(e, None)
            metrics.clear_metrics()
        best[name] = min(best[name], (time.thread_time() - t0) / 50 * 1e6)
print(best["this checkout"], best["baseline"])
"""


def run(code: str, env: dict[str, str]) -> list[str]:
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(out.stderr[-2000:])
    return out.stdout.strip().splitlines()[-1].split()


def environment() -> dict[str, str]:
    sys.path[:0] = [str(ROOT / "functions" / "a2a"), str(ROOT)]
    from ecclesia.services import dev_tokens

    env = dict(os.environ)
    env.update(dev_tokens.local_auth_environment())
    env.update(AWS_DEFAULT_REGION="us-east-1", AWS_ACCESS_KEY_ID="x", AWS_SECRET_ACCESS_KEY="x",
               ECCLESIA_TASKS_TABLE="tasks", ECCLESIA_RATE_LIMIT_TABLE="limits",
               POWERTOOLS_METRICS_DISABLED="true", POWERTOOLS_LOG_LEVEL="WARNING")
    env.pop("PYTHONPATH", None)
    return env


def list_tasks_calls() -> list[str]:
    import time
    import uuid
    from types import SimpleNamespace

    import boto3
    from moto import mock_aws

    from ecclesia.protocol.a2a_v1 import A2AV1Endpoint
    from ecclesia.protocol.handler import A2ARequestHandler
    from ecclesia.services.identity import Caller
    from ecclesia.services.task_store import DynamoDBTaskStore
    from ecclesia.skills.base import SkillResult, SkillSpec, TextOutput
    from localrun.server import create_tables
    from localrun.template import TemplateResolver, load_template

    os.environ.update(AWS_DEFAULT_REGION="us-east-1", AWS_ACCESS_KEY_ID="x", AWS_SECRET_ACCESS_KEY="x")
    os.environ.pop("AWS_ENDPOINT_URL_DYNAMODB", None)
    with mock_aws():
        client = boto3.client("dynamodb")
        resolver = TemplateResolver(load_template(), {"Stage": "bench"})
        create_tables(resolver, client)
        spec = SkillSpec(id="trivial", name="Trivial", description="echo", artifact_name="echo", examples=("x",))
        skill = SimpleNamespace(SPEC=spec, run=lambda request: SkillResult(parts=(TextOutput("x"),)))
        handler = A2ARequestHandler(
            task_store=DynamoDBTaskStore(resolver.physical_name("TasksTable"), client),
            authenticator=SimpleNamespace(authenticate=lambda header: Caller("bench", "pro")),
            rate_limiter=SimpleNamespace(check=lambda caller, variant: None),
            skills=SimpleNamespace(get=lambda sid: skill, ids=lambda: ["trivial"]),
        )
        endpoint = A2AV1Endpoint(handler)
        for _ in range(30):
            endpoint.handle(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {"message": {
                "role": "ROLE_USER", "messageId": str(uuid.uuid4()), "parts": [{"text": "x"}],
                "metadata": {"skillId": "trivial"}}}}), "Bearer x", time.monotonic() + 10)
        calls: list[str] = []
        client.meta.events.register("before-call.dynamodb.*", lambda model, **_: calls.append(model.name))
        endpoint.handle(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "ListTasks", "params": {"pageSize": 10}}),
                        "Bearer x", time.monotonic() + 10)
    return calls


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--requests", type=int, default=1000)
    parser.add_argument("--baseline", type=Path, default=None, help="a checkout whose functions/a2a to compare with")
    args = parser.parse_args()
    env = environment()
    sides = {"this checkout": str(ROOT / "functions" / "a2a")}
    if args.baseline:
        sides["baseline"] = str(args.baseline.resolve() / "functions" / "a2a")

    cold: dict[str, list[float]] = {s: [] for s in sides}
    warm: dict[str, list[float]] = {s: [] for s in sides}
    loaded: set[str] = set()
    module_counts: dict[str, set[int]] = {s: set() for s in sides}
    order = list(sides.items())
    for _ in range(args.rounds):
        order.reverse()  # alternate sides and their order, so drifting load hits both alike
        for side, code in order:
            ms, lazy, modules = run(COLD.format(code=code), env)
            cold[side].append(float(ms))
            loaded.add(lazy)
            module_counts[side].add(int(modules))
            warm[side].append(float(run(WARM.format(code=code, kind="v03", n=args.requests), env)[0]))
    print(f"== A2A 0.3 message/send, CPU time, median (min) of {args.rounds} alternating rounds")
    for side in sides:
        print(f"  {side:<16} cold start (import app) {statistics.median(cold[side]):7.1f} ms ({min(cold[side]):6.1f})"
              f"   warm via HttpApiAdapter {statistics.median(warm[side]):6.1f} us/request ({min(warm[side]):6.1f})")
    if args.baseline:
        # The minimum is the run least disturbed by other work on a shared machine.
        for label, table in (("cold", cold), ("warm", warm)):
            ratio = statistics.median(table["this checkout"]) / statistics.median(table["baseline"])
            best = min(table["this checkout"]) / min(table["baseline"])
            print(f"  {label} this/baseline median {ratio:5.3f}, min {best:5.3f}  (target <= 1.05)")
    print(f"  1.0/MCP modules loaded by a cold start: {', '.join(sorted(loaded))}  (target: -)")
    print("  modules in sys.modules after the cold start: "
          + "; ".join(f"{side} {sorted(counts)}" for side, counts in module_counts.items()))
    if args.baseline:
        baseline_http_api = str(Path(sides["baseline"]) / "ecclesia" / "transport" / "http_api.py")
        ours, theirs = (float(x) for x in run(SAME_PROCESS.format(
            code=sides["this checkout"], baseline_http_api=baseline_http_api, rounds=400), env))
        print(f"  same process, HttpApiAdapter this vs baseline (fastest batch of 50, 400 alternating):"
              f" {ours:.1f} vs {theirs:.1f} us/request, ratio {ours / theirs:5.3f}")

    print(f"== other wire formats through the same adapter, median of {args.rounds}")
    code = sides["this checkout"]
    for kind, label in (("v03", "A2A 0.3 message/send"), ("v1", "A2A 1.0 SendMessage"), ("mcp", "MCP tools/call")):
        samples = [run(WARM.format(code=code, kind=kind, n=args.requests), env) for _ in range(args.rounds)]
        per_request = statistics.median(float(s[0]) for s in samples)
        first = statistics.median(float(s[1]) for s in samples)
        print(f"  {label:<22} warm {per_request:6.1f} us/request   first request {first:6.1f} ms")

    calls = list_tasks_calls()
    print("== DynamoDB calls per method (moto)")
    print(f"  {'ListTasks (30 tasks, pageSize 10)':<42} {len(calls)}  {', '.join(calls)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
