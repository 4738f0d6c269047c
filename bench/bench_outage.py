"""Outage benchmark: how long a DynamoDB outage takes to reach the caller as a JSON-RPC error.

    .venv/bin/python bench/bench_outage.py [--runs 3]

For each kind of outage (localrun/faults.py: throttled, HTTP 500, hung, connection refused)
the app is loaded as Lambda loads it, pointed at the failing endpoint, and sent a
message/send and a tasks/get through app.lambda_handler. Prints the slowest time to the
answer and the answer's code and data.retryable. Target: every answer within 5 s, -32603,
retryable.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "functions" / "a2a"), str(ROOT)]

TARGET_SECONDS = 5.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="requests of each kind per outage")
    args = parser.parse_args(argv)

    from ecclesia.observability import logger
    from ecclesia.services import dev_tokens
    from localrun.faults import MODES, faulty_dynamodb
    from localrun.server import LambdaContext, load_function_module, local_environment
    from localrun.template import TemplateResolver, load_template

    logger.setLevel("CRITICAL")
    resolver = TemplateResolver(load_template(), {"Stage": "bench"})
    token = dev_tokens.issue_token(plan="pro", user="bench-outage")
    bodies = {
        "message/send": {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": {
            "role": "user", "messageId": "m", "kind": "message", "parts": [{"kind": "text", "text": "Leo XIII"}],
            "metadata": {"skillId": "pope_lookup"}}}},
        "tasks/get": {"jsonrpc": "2.0", "id": 2, "method": "tasks/get", "params": {"id": "t"}},
    }
    print(f"{'outage':<10} {'method':<13} {'slowest s':>9}  answer")
    worst = 0.0
    saved = dict(os.environ)
    for mode in MODES:
        with faulty_dynamodb(mode) as endpoint:
            os.environ.update(local_environment(resolver, "A2AFunction", endpoint))
            module, attr = load_function_module(resolver, "A2AFunction")
            handler = getattr(module, attr)
            for method, body in bodies.items():
                slowest, answer = 0.0, ""
                for run in range(args.runs):
                    body["params"].get("message", {})["messageId"] = f"m-{mode}-{run}"
                    event = {"version": "2.0", "rawPath": "/api/v1/a2a", "headers": {"authorization": f"Bearer {token}"},
                             "requestContext": {"http": {"method": "POST", "path": "/api/v1/a2a"}},
                             "body": json.dumps(body), "isBase64Encoded": False}
                    context = LambdaContext("bench", time.time() * 1000 + 30_000, aws_request_id="bench")
                    started = time.monotonic()
                    with contextlib.redirect_stdout(io.StringIO()):
                        response = handler(event, context)
                    slowest = max(slowest, time.monotonic() - started)
                    error = json.loads(response["body"]).get("error", {})
                    answer = f"HTTP {response['statusCode']} {error.get('code')} retryable={error.get('data', {}).get('retryable')}"
                worst = max(worst, slowest)
                print(f"{mode:<10} {method:<13} {slowest:>9.2f}  {answer}")
        os.environ.clear()
        os.environ.update(saved)
    print(f"slowest answer to an outage: {worst:.2f} s (target <= {TARGET_SECONDS:.0f} s)")
    return 0 if worst <= TARGET_SECONDS else 1


if __name__ == "__main__":
    raise SystemExit(main())
