"""What a million requests cost, per skill and for a stated mix, from measured figures.

    .venv/bin/python bench/bench_cost.py [--memory-json build/bench/memory.json] [--memory-mb N]
        [--mix '{"catholic_qa": 1, ...}'] [--qa-provider extractive|bedrock] [--<price> ...]

Measured here, by serving every skill's sample event through ``app.lambda_handler`` in
process (moto DynamoDB, the real rate limiter and task store, development tokens):

- DynamoDB calls per request and their request units, from the items' sizes (the
  counter's UpdateItem, the GetItem and PutItem of message/send, the GetItem of tasks/get,
  catholic_qa's second counter, its context Query and its index write);
- CloudWatch Logs bytes per request: what the function prints (Powertools JSON logs at the
  template's INFO level and the EMF metrics line) plus Lambda's START/END/REPORT lines,
  written out in their documented format;
- catholic_qa's prompt: built from the passages its retrieval returns for the skill's
  examples, counted with the project's token estimate (about four characters a token).

Duration comes from bench/bench_memory.py (its JSON, produced first if missing): the mean estimated
warm duration of each skill at the chosen memory size, billed by the millisecond. A cold
start is priced separately (init is billed), since how often it happens depends on traffic.

Prices are parameters; the defaults are the us-east-1 list prices below, with their source
and the date they were read. Change them for another region or a later price list.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "functions" / "a2a"), str(ROOT), str(ROOT / "bench")]

PRICES_AS_OF = "2025-11 (us-east-1 list prices)"
PRICES = {
    # name: (default, unit, source)
    "lambda_gb_second": (0.0000133334, "USD per GB-second, arm64, first 7.5 billion GB-s a month",
                         "https://aws.amazon.com/lambda/pricing/"),
    "lambda_requests": (0.20, "USD per million requests", "https://aws.amazon.com/lambda/pricing/"),
    "http_api_requests": (1.00, "USD per million HTTP API requests, first 300 million a month",
                          "https://aws.amazon.com/api-gateway/pricing/"),
    "dynamodb_write_units": (0.625, "USD per million write request units, on-demand",
                             "https://aws.amazon.com/dynamodb/pricing/on-demand/"),
    "dynamodb_read_units": (0.125, "USD per million read request units, on-demand",
                            "https://aws.amazon.com/dynamodb/pricing/on-demand/"),
    "logs_ingestion_gb": (0.50, "USD per GB ingested, CloudWatch Logs standard class",
                          "https://aws.amazon.com/cloudwatch/pricing/"),
    "bedrock_input_1k": (0.00025, "USD per 1,000 input tokens, Anthropic Claude 3 Haiku on demand",
                         "https://aws.amazon.com/bedrock/pricing/"),
    "bedrock_output_1k": (0.00125, "USD per 1,000 output tokens, Anthropic Claude 3 Haiku on demand",
                          "https://aws.amazon.com/bedrock/pricing/"),
    "snapstart_cache_gb_second": (0.0000015046, "USD per GB-second a SnapStart version stays cached",
                                  "https://aws.amazon.com/lambda/pricing/"),
    "snapstart_restore_gb": (0.0001397998, "USD per GB restored from a SnapStart snapshot",
                             "https://aws.amazon.com/lambda/pricing/"),
}
SKILLS = sorted(p.stem.removeprefix("message-send-") for p in (ROOT / "events").glob("message-send-*.json"))
MAX_OUTPUT_TOKENS = 1200  # data/answering/bedrock.py caps a reply at this many tokens


# -- DynamoDB request units ---------------------------------------------------------------


def attribute_size(value: dict) -> int:
    """Bytes DynamoDB counts for one attribute value (its documented sizing rules)."""
    (kind, inner), = value.items()
    if kind == "S":
        return len(inner.encode())
    if kind == "N":
        return (len(inner.strip("-").replace(".", "").lstrip("0")) + 1) // 2 + 1
    if kind == "B":
        return len(inner)
    if kind in ("BOOL", "NULL"):
        return 1
    if kind == "M":
        return 3 + sum(len(k.encode()) + 1 + attribute_size(v) for k, v in inner.items())
    if kind == "L":
        return 3 + sum(1 + attribute_size(v) for v in inner)
    return len(json.dumps(inner))


def item_size(item: dict) -> int:
    return sum(len(name.encode()) + attribute_size(value) for name, value in item.items())


class UnitCounter:
    """Request units of every DynamoDB call made through one client (botocore events)."""

    INDEX_ATTRIBUTES = ("pk", "turn_context", "created_at", "turn_q", "turn_a", "expires_at")

    def __init__(self, client) -> None:
        self.calls: list[str] = []
        self.write_units = 0.0
        self.read_units = 0.0
        client.meta.events.register("before-parameter-build.dynamodb.*", self._before)
        client.meta.events.register("after-call.dynamodb.*", self._after)

    def reset(self) -> None:
        self.calls, self.write_units, self.read_units = [], 0.0, 0.0

    def _before(self, params, model, **_):
        self.calls.append(model.name)
        if model.name == "PutItem":
            item = params["Item"]
            self.write_units += math.ceil(item_size(item) / 1024)
            if "turn_context" in item:  # the sparse by_context index is written too
                projected = {k: v for k, v in item.items() if k in self.INDEX_ATTRIBUTES}
                self.write_units += math.ceil(item_size(projected) / 1024)
        elif model.name == "UpdateItem":
            # A window counter is ~110 bytes plus 8 per request counted in the window (its
            # tokens): under 1 KB up to ~110 requests, so 1 unit at the paid plans' 15 and 2.
            self.write_units += 1

    def _after(self, parsed, model, **_):
        if model.name == "GetItem":
            size = item_size(parsed.get("Item") or {})
            self.read_units += max(1, math.ceil(size / 4096))  # strongly consistent
        elif model.name == "Query":
            size = sum(item_size(i) for i in parsed.get("Items", []))
            self.read_units += max(0.5, math.ceil(size / 4096) * 0.5)  # indexes: eventually consistent


# -- the in-process measurement -------------------------------------------------------------


class StdoutBytes:
    """Bytes written to file descriptor 1 (where Lambda's log lines go) inside a block."""

    def __enter__(self):
        sys.stdout.flush()
        self._file = tempfile.TemporaryFile()
        self._saved = os.dup(1)
        os.dup2(self._file.fileno(), 1)
        return self

    def __exit__(self, *exc):
        sys.stdout.flush()
        os.dup2(self._saved, 1)
        os.close(self._saved)
        self.size = self._file.seek(0, 2)
        self._file.close()


def platform_log_bytes(memory_mb: int) -> int:
    """Lambda's own START, END and REPORT lines for one request, in their documented format."""
    request_id = str(uuid.uuid4())
    lines = [
        f"START RequestId: {request_id} Version: 1\n",
        f"END RequestId: {request_id}\n",
        f"REPORT RequestId: {request_id}\tDuration: 12.34 ms\tBilled Duration: 13 ms\t"
        f"Memory Size: {memory_mb} MB\tMax Memory Used: 123 MB\t\n",
    ]
    return sum(len(line.encode()) for line in lines)


def measure(qa_provider: str) -> dict:
    import boto3
    from moto import mock_aws

    from ecclesia.services import dev_tokens
    from localrun.events import render
    from localrun.server import create_tables, local_environment
    from localrun.template import TemplateResolver, load_template

    resolver = TemplateResolver(load_template(), {"Stage": "bench"})
    env = local_environment(resolver, "A2AFunction", "unused")
    env.pop("AWS_ENDPOINT_URL_DYNAMODB")
    env.update(dev_tokens.local_auth_environment(), POWERTOOLS_LOG_LEVEL="INFO", ECCLESIA_QA_PROVIDER="extractive",
               # the most a window may count (rate_limiter.MAX_WINDOW_LIMIT): never reached here
               ECCLESIA_RATE_LIMITS=json.dumps({"pro": {"poolLimit": 10_000, "expensiveLimit": 10_000}}))
    os.environ.update(env)
    os.environ.pop("POWERTOOLS_METRICS_DISABLED", None)
    with mock_aws():
        create_tables(resolver, boto3.client("dynamodb"))
        import app

        counter = UnitCounter(app._dynamodb)
        out: dict[str, dict] = {}

        def serve(label: str, event: dict) -> dict:
            counter.reset()
            with StdoutBytes() as logged:
                response = app.lambda_handler(event, Context())
            body = json.loads(response["body"])
            if "result" not in body:
                raise RuntimeError(f"{label}: {body}")
            out[label] = {"calls": counter.calls, "write_units": counter.write_units,
                          "read_units": counter.read_units, "log_bytes": logged.size}
            return body["result"]

        for skill in SKILLS:
            event = render((ROOT / "events" / f"message-send-{skill}.json").read_text())
            body = json.loads(event["body"])
            for attempt in range(2):  # the second is the measured one (data loaded, logs steady)
                body["params"]["message"]["messageId"] = str(uuid.uuid4())
                if skill == "catholic_qa" and attempt == 1:
                    # A follow-up in the same context: the conversation Query is paid then.
                    body["params"]["message"]["contextId"] = task["contextId"]
                task = serve(skill, dict(event, body=json.dumps(body)))
        get_event = render((ROOT / "events" / "tasks-get.json").read_text())
        get_body = json.loads(get_event["body"])
        get_body["params"]["id"] = task["id"]
        serve("tasks/get", dict(get_event, body=json.dumps(get_body)))
        out["_prompt_tokens"] = prompt_tokens()
    return out


def prompt_tokens() -> float:
    """Mean estimated input tokens of catholic_qa's prompt over the skill's examples."""
    from ecclesia.data.answering.pipeline import index_retriever, retrieve
    from ecclesia.data.answering.prompt import build_prompt
    from ecclesia.skills import get_skill

    counts = []
    for question in get_skill("catholic_qa").SPEC.examples:
        passages = retrieve(question, (), index_retriever)
        counts.append(build_prompt(question, passages, (), "en").estimated_tokens())
    return sum(counts) / len(counts)


class Context:
    function_name = "ecclesia-a2a-bench"
    function_version = "1"
    memory_limit_in_mb = 1024
    invoked_function_arn = "arn:aws:lambda:us-east-1:123456789012:function:ecclesia-a2a-bench"
    aws_request_id = "bench"

    def get_remaining_time_in_millis(self) -> int:
        return 29_000


# -- pricing --------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--memory-json", type=Path, default=ROOT / "build" / "bench" / "memory.json")
    parser.add_argument("--memory-mb", type=int, help="price at this size (default: bench_memory's choice)")
    parser.add_argument("--mix", help='JSON weights per skill, e.g. {"catholic_qa": 2}; default: every skill alike')
    parser.add_argument("--gets-per-send", type=float, default=0.0, help="tasks/get calls per message/send in the mix")
    parser.add_argument("--qa-provider", choices=("extractive", "bedrock"), default="extractive")
    for name, (default, unit, _) in PRICES.items():
        parser.add_argument(f"--{name.replace('_', '-')}", type=float, default=default, help=unit)
    args = parser.parse_args()
    price = {name: getattr(args, name) for name in PRICES}

    if not args.memory_json.exists():
        print(f"({args.memory_json} is missing: running bench/bench_memory.py first)", flush=True)
        import subprocess

        subprocess.run([sys.executable, str(ROOT / "bench" / "bench_memory.py"), "--json", str(args.memory_json)],
                       check=True)
    memory = json.loads(args.memory_json.read_text())
    memory_mb = args.memory_mb or memory["choice_mb"]
    durations = memory["per_size"][str(memory_mb)]
    gb = memory_mb / 1024

    measured = measure(args.qa_provider)
    qa_input_tokens = measured.pop("_prompt_tokens")
    platform_bytes = platform_log_bytes(memory_mb)

    def per_million(label: str, duration_ms: float) -> dict[str, float]:
        m = measured[label]
        costs = {
            "compute": math.ceil(duration_ms) / 1000 * gb * price["lambda_gb_second"] * 1e6,
            "requests": price["lambda_requests"] + price["http_api_requests"],
            "dynamodb": m["write_units"] * price["dynamodb_write_units"] + m["read_units"] * price["dynamodb_read_units"],
            "logs": (m["log_bytes"] + platform_bytes) / 1e9 * price["logs_ingestion_gb"] * 1e6,
            "model": 0.0,
        }
        if label == "catholic_qa" and args.qa_provider == "bedrock":
            costs["model"] = (qa_input_tokens / 1000 * price["bedrock_input_1k"]
                              + MAX_OUTPUT_TOKENS / 1000 * price["bedrock_output_1k"]) * 1e6
        costs["total"] = sum(costs.values())
        return costs

    print(f"== prices ({PRICES_AS_OF}); override any with --<name>")
    for name, (default, unit, source) in PRICES.items():
        print(f"  {name:<27} {price[name]:<14g} {unit}  [{source}]")

    print(f"== DynamoDB and logs per request, measured (moto; sizes by DynamoDB's rules)")
    print(f"  {'request':<28} {'calls':<44} {'WRU':>4} {'RRU':>4} {'log bytes':>9}")
    for label, m in measured.items():
        print(f"  {label:<28} {', '.join(m['calls']):<44} {m['write_units']:4g} {m['read_units']:4g}"
              f" {m['log_bytes'] + platform_bytes:9d}")
    print(f"  catholic_qa prompt: {qa_input_tokens:.0f} input tokens (estimated, mean of the skill's examples);"
          f" reply capped at {MAX_OUTPUT_TOKENS} output tokens (priced at the cap)")

    print(f"== USD per million requests at {memory_mb} MB (arm64), warm; QA provider {args.qa_provider}")
    columns = ("compute", "requests", "dynamodb", "logs", "model", "total")
    print(f"  {'request':<28}" + "".join(f" {c:>9}" for c in columns) + f" {'ms':>6}")
    rows = {}
    for skill in SKILLS:
        rows[skill] = per_million(skill, durations[skill]["mean"])
    # tasks/get reads one item: its duration is the platform's, taken as the cheapest skill's.
    rows["tasks/get"] = per_million("tasks/get", min(d["mean"] for d in durations.values()))
    for label, costs in rows.items():
        ms = durations[label]["mean"] if label in durations else min(d["mean"] for d in durations.values())
        print(f"  {label:<28}" + "".join(f" {costs[c]:9.2f}" for c in columns) + f" {ms:6.1f}")

    weights = json.loads(args.mix) if args.mix else {s: 1.0 for s in SKILLS}
    total_weight = sum(weights.values())
    mix = {c: sum(rows[s][c] * w for s, w in weights.items()) / total_weight for c in columns}
    if args.gets_per_send:
        mix = {c: (mix[c] + args.gets_per_send * rows["tasks/get"][c]) / (1 + args.gets_per_send) for c in columns}
    mix_name = "every skill alike" if not args.mix else args.mix
    print(f"  {'mix: ' + mix_name:<28}" + "".join(f" {mix[c]:9.2f}" for c in columns))

    init_s = memory["init_cpu_ms"] / 1000 * max(1.0, 1769 / memory_mb)
    print(f"== a cold start adds its init (billed since 2025-08): about {init_s * 1000:.0f} ms CPU-scaled at {memory_mb} MB"
          f" = USD {init_s * gb * price['lambda_gb_second'] * 1e6:.2f} per million cold starts, plus each skill's"
          " first-call cost (bench_lambda_init.py)")
    print(f"== SnapStart instead: USD {gb * price['snapstart_restore_gb'] * 1e6:.2f} per million restores, and"
          f" USD {gb * price['snapstart_cache_gb_second'] * 86400 * 30:.2f} a month per cached version")
    return 0


if __name__ == "__main__":
    sys.exit(main())
