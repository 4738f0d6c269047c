"""Platform benchmark: cold start, warm dispatch overhead vs the a2a-sdk, DynamoDB calls.

    .venv/bin/python bench/bench_platform.py [--requests 2000] [--cold-runs 7]

Prints three tables:

1. Cold start (import + init, in a fresh interpreter each run, median of N): our Lambda
   module (app.py) side by side with a bare handler that only imports boto3, creates its
   DynamoDB client and a Powertools logger. Target: at most 100 ms above the bare handler.
2. Warm per-request overhead of message/send with a trivial skill, body bytes in and
   response bytes out, with an in-memory task store on both sides: ours
   (A2ARequestHandler) and the a2a-sdk 0.3 server (JSONRPCHandler + DefaultRequestHandler
   + InMemoryTaskStore). Target: ours at most half of the SDK's.
3. DynamoDB calls per method against moto, counted with a botocore event hook.
   Target: tasks/get one read; message/send two writes (the claim of the task id that
   makes concurrent duplicates run once, then the task); a replay one conditional write.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "functions" / "a2a"), str(ROOT)]

BARE_HANDLER = """
import time; t0 = time.perf_counter()
import boto3
from aws_lambda_powertools import Logger
client = boto3.client("dynamodb")
logger = Logger(service="bare")
def handler(event, context): return {"statusCode": 200}
print((time.perf_counter() - t0) * 1000)
"""

OUR_HANDLER = """
import time, sys; t0 = time.perf_counter()
sys.path.insert(0, {code!r})
import app
print((time.perf_counter() - t0) * 1000)
"""


def cold_start(runs: int) -> dict[str, float]:
    from ecclesia.services import dev_tokens

    env = dict(os.environ)
    env.update(dev_tokens.local_auth_environment())
    env.update(
        AWS_DEFAULT_REGION="us-east-1",
        AWS_ACCESS_KEY_ID="x",
        AWS_SECRET_ACCESS_KEY="x",
        ECCLESIA_TASKS_TABLE="tasks",
        ECCLESIA_RATE_LIMIT_TABLE="limits",
        POWERTOOLS_METRICS_DISABLED="true",
    )
    env.pop("PYTHONPATH", None)
    results = {}
    for label, code in (("bare handler (boto3 + client + logger)", BARE_HANDLER),
                        ("ecclesia app.py (import + init)", OUR_HANDLER.format(code=str(ROOT / "functions" / "a2a")))):
        samples = []
        for _ in range(runs):
            out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
            samples.append(float(out.stdout.strip().splitlines()[-1]))
        results[label] = statistics.median(samples)
    return results


def trivial_skill():
    from ecclesia.skills.base import SkillResult, SkillSpec, TextOutput

    spec = SkillSpec(id="trivial", name="Trivial", description="echo", artifact_name="echo", examples=("x",))
    return SimpleNamespace(SPEC=spec, run=lambda request: SkillResult(parts=(TextOutput(request.text or ""),)))


def body(message_id: str) -> bytes:
    return json.dumps({
        "jsonrpc": "2.0", "id": 1, "method": "message/send",
        "params": {"message": {"role": "user", "messageId": message_id, "kind": "message",
                               "parts": [{"kind": "text", "text": "hello"}], "metadata": {"skillId": "trivial"}}},
    }).encode()


def ours_per_request(n: int) -> float:
    from ecclesia.observability import metrics
    from ecclesia.protocol.handler import A2ARequestHandler
    from ecclesia.services.identity import Caller
    from ecclesia.services.task_store import InMemoryTaskStore

    skill = trivial_skill()
    catalog = SimpleNamespace(get=lambda sid: skill if sid == "trivial" else None, ids=lambda: ["trivial"])
    handler = A2ARequestHandler(
        task_store=InMemoryTaskStore(),
        authenticator=SimpleNamespace(authenticate=lambda header: Caller("bench", "pro")),
        rate_limiter=SimpleNamespace(check=lambda caller, variant: None),
        skills=catalog,
    )
    bodies = [body(str(uuid.uuid4())) for _ in range(n)]
    for b in bodies[:50]:
        json.dumps(handler.handle(b, "Bearer x", time.monotonic() + 10).body)
    started = time.perf_counter()
    for b in bodies[50:]:
        json.dumps(handler.handle(b, "Bearer x", time.monotonic() + 10).body)
        metrics.clear_metrics()  # what the per-invocation flush does in Lambda
    return (time.perf_counter() - started) / (n - 50) * 1e6


def sdk_per_request(n: int) -> float:
    from a2a.server.agent_execution import AgentExecutor, RequestContext
    from a2a.server.context import ServerCallContext
    from a2a.server.events import EventQueue
    from a2a.server.request_handlers import DefaultRequestHandler, JSONRPCHandler
    from a2a.server.tasks import InMemoryTaskStore, TaskUpdater
    from a2a.types import A2ARequest, AgentCapabilities, AgentCard, Part, TextPart
    from a2a.utils import new_task

    class TrivialExecutor(AgentExecutor):
        async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
            task = context.current_task or new_task(context.message)
            await event_queue.enqueue_event(task)
            updater = TaskUpdater(event_queue, task.id, task.context_id)
            await updater.add_artifact([Part(root=TextPart(text=context.get_user_input()))], name="echo")
            await updater.complete()

        async def cancel(self, context, event_queue) -> None:
            raise NotImplementedError

    card = AgentCard(name="bench", description="bench", url="http://localhost/", version="1", capabilities=AgentCapabilities(),
                     default_input_modes=["text/plain"], default_output_modes=["text/plain"], skills=[])
    rpc = JSONRPCHandler(card, DefaultRequestHandler(TrivialExecutor(), InMemoryTaskStore()))
    bodies = [body(str(uuid.uuid4())) for _ in range(n)]

    async def one(b: bytes) -> str:
        request = A2ARequest.model_validate_json(b)
        response = await rpc.on_message_send(request.root, ServerCallContext())
        return response.model_dump_json(by_alias=True, exclude_none=True)

    async def run() -> float:
        for b in bodies[:50]:
            await one(b)
        started = time.perf_counter()
        for b in bodies[50:]:
            await one(b)
        return (time.perf_counter() - started) / (n - 50) * 1e6

    return asyncio.run(run())


def dynamodb_calls() -> dict[str, list[str]]:
    import boto3
    from moto import mock_aws

    from ecclesia.protocol.handler import A2ARequestHandler
    from ecclesia.services.identity import Caller
    from ecclesia.services.task_store import DynamoDBTaskStore
    from localrun.server import create_tables
    from localrun.template import TemplateResolver, load_template

    os.environ.update(AWS_DEFAULT_REGION="us-east-1", AWS_ACCESS_KEY_ID="x", AWS_SECRET_ACCESS_KEY="x")
    os.environ.pop("AWS_ENDPOINT_URL_DYNAMODB", None)
    with mock_aws():
        client = boto3.client("dynamodb")
        resolver = TemplateResolver(load_template(), {"Stage": "bench"})
        create_tables(resolver, client)
        skill = trivial_skill()
        handler = A2ARequestHandler(
            task_store=DynamoDBTaskStore(resolver.physical_name("TasksTable"), client),
            authenticator=SimpleNamespace(authenticate=lambda header: Caller("bench", "pro")),
            rate_limiter=SimpleNamespace(check=lambda caller, variant: None),
            skills=SimpleNamespace(get=lambda sid: skill if sid == "trivial" else None, ids=lambda: ["trivial"]),
        )
        calls: list[str] = []
        client.meta.events.register("before-call.dynamodb.*", lambda model, **_: calls.append(model.name))
        out: dict[str, list[str]] = {}

        def run(label: str, payload: dict | bytes) -> dict:
            calls.clear()
            raw = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
            response = handler.handle(raw, "Bearer x", time.monotonic() + 10).body
            out[label] = list(calls)
            return response

        sent = run("message/send", body("dynamo-1"))
        task_id = sent["result"]["id"]
        run("message/send (retry, replayed)", body("dynamo-1"))
        run("tasks/get", {"jsonrpc": "2.0", "id": 2, "method": "tasks/get", "params": {"id": task_id}})
        run("tasks/cancel", {"jsonrpc": "2.0", "id": 3, "method": "tasks/cancel", "params": {"id": task_id}})
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--cold-runs", type=int, default=7)
    args = parser.parse_args()
    os.environ.setdefault("POWERTOOLS_METRICS_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "WARNING")

    print("== cold start: import + init, median of", args.cold_runs, "fresh interpreters")
    cold = cold_start(args.cold_runs)
    for label, ms in cold.items():
        print(f"  {label:<42} {ms:8.1f} ms")
    bare, ours = cold.values()
    print(f"  {'difference (target <= 100 ms)':<42} {ours - bare:8.1f} ms")

    print(f"== warm message/send overhead, trivial skill, in-memory store, {args.requests} requests")
    ours_us = ours_per_request(args.requests)
    sdk_us = sdk_per_request(args.requests)
    print(f"  {'ecclesia A2ARequestHandler':<42} {ours_us:8.1f} us/request")
    print(f"  {'a2a-sdk 0.3 JSONRPCHandler':<42} {sdk_us:8.1f} us/request")
    print(f"  {'ratio ours/sdk (target <= 0.50)':<42} {ours_us / sdk_us:8.2f}")

    print("== DynamoDB calls per method (moto)")
    for label, calls in dynamodb_calls().items():
        print(f"  {label:<42} {len(calls)}  {', '.join(calls)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
