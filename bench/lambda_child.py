"""One fresh "Lambda container": run by the Lambda-like interpreter of bench/lambda_env.py.

    python lambda_child.py bare|app|first|restored|warm|mix [N]   (the event, if any, as JSON on stdin)

Prints one line ``BENCH {json}`` with the figures (milliseconds):

- ``bare``: import boto3, create a DynamoDB client and a Powertools logger (the baseline
  every Python Lambda pays), then serve one request that does a GetItem and a PutItem;
- ``app``: import ``app`` (our init phase) only;
- ``first``: import ``app``, then the event twice (fresh messageIds): first and second call;
- ``restored``: as ``first``, after running the SnapStart hooks (before_snapshot, then
  after_restore) as Lambda does around a snapshot;
- ``warm``: import ``app``, one call, then N timed calls: wall and CPU time of each;
- ``mix``: import ``app``, every skill's event (stdin: {skill: event}) once, then N rounds
  of all of them in the same process (one container serving the whole mix).

Process CPU time (since the interpreter started: the start-up is the same for every variant
and cancels out in differences) is measured besides wall time. It is far less disturbed by
other processes on a shared machine than wall time, and init in Lambda is CPU-bound.
DynamoDB here is a moto server in another process, so a request's CPU time in the child is
the part that scales with Lambda's memory-size CPU share.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
import uuid  # noqa: E402


class Context:
    function_name = "ecclesia-a2a-bench"
    function_version = "$LATEST"
    memory_limit_in_mb = 1024
    invoked_function_arn = "arn:aws:lambda:us-east-1:123456789012:function:ecclesia-a2a-bench"
    log_group_name = "/aws/lambda/ecclesia-a2a-bench"
    log_stream_name = "bench"

    def __init__(self) -> None:
        self.aws_request_id = str(uuid.uuid4())
        self._deadline = time.time() + 30

    def get_remaining_time_in_millis(self) -> int:
        return int((self._deadline - time.time()) * 1000)


def emit(figures: dict) -> None:
    # Peak RSS of this process (VmHWM); ru_maxrss would carry the parent's across exec.
    with open("/proc/self/status") as status:
        peak_kb = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    figures["maxrss_mb"] = peak_kb / 1024
    sys.stdout.write("BENCH " + json.dumps(figures) + "\n")


def bare() -> None:
    import boto3
    from aws_lambda_powertools import Logger

    client = boto3.client("dynamodb")
    Logger(service="bare")
    init, init_cpu = (time.perf_counter() - T0) * 1000, time.process_time() * 1000
    table = os.environ["ECCLESIA_TASKS_TABLE"]
    started = time.perf_counter()
    client.get_item(TableName=table, Key={"pk": {"S": "bare"}})
    client.put_item(TableName=table, Item={"pk": {"S": "bare"}, "owner": {"S": "bare"}})
    emit({"init": init, "init_cpu": init_cpu, "first": (time.perf_counter() - started) * 1000})


def main() -> None:
    mode = sys.argv[1]
    if mode == "bare":
        bare()
        return
    if mode == "mix":
        mix(json.loads(sys.stdin.read()), int(sys.argv[2]))
        return
    import app

    init, init_cpu = (time.perf_counter() - T0) * 1000, time.process_time() * 1000
    if mode == "app":
        emit({"init": init, "init_cpu": init_cpu})
        return
    event = json.loads(sys.stdin.read())
    snapshot = {}
    if mode == "restored":  # SnapStart: the hooks Lambda runs around the snapshot, then a request
        from ecclesia import snapstart

        started = time.perf_counter()
        snapstart.before_snapshot()
        snapshot["before_snapshot"] = (time.perf_counter() - started) * 1000
        started = time.perf_counter()
        snapstart.after_restore()
        snapshot["after_restore"] = (time.perf_counter() - started) * 1000

    def call() -> tuple[float, float]:
        body = json.loads(event["body"])
        if body.get("method") == "message/send":
            body["params"]["message"]["messageId"] = str(uuid.uuid4())
        wall, cpu = time.perf_counter(), time.process_time()
        response = app.lambda_handler(dict(event, body=json.dumps(body)), Context())
        wall, cpu = (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000
        if response.get("statusCode") != 200:
            raise SystemExit(f"HTTP {response.get('statusCode')}: {str(response.get('body'))[:300]}")
        return wall, cpu

    first, first_cpu = call()
    if mode in ("first", "restored"):
        second, second_cpu = call()
        emit({"init": init, "init_cpu": init_cpu, "first": first, "first_cpu": first_cpu, "second": second,
              "second_cpu": second_cpu, **snapshot})
        return
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    walls, cpus = zip(*(call() for _ in range(runs)))
    emit({"init": init, "init_cpu": init_cpu, "first": first, "first_cpu": first_cpu, "wall": walls, "cpu": cpus})


def mix(events: dict[str, dict], rounds: int) -> None:
    """One container serving every skill: each skill's first call, then ``rounds`` rounds."""
    import app

    init, init_cpu = (time.perf_counter() - T0) * 1000, time.process_time() * 1000
    figures: dict = {"init": init, "init_cpu": init_cpu, "skills": {}}

    def call(event: dict) -> tuple[float, float]:
        body = json.loads(event["body"])
        body["params"]["message"]["messageId"] = str(uuid.uuid4())
        wall, cpu = time.perf_counter(), time.process_time()
        response = app.lambda_handler(dict(event, body=json.dumps(body)), Context())
        wall, cpu = (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000
        if response.get("statusCode") != 200 or '"result"' not in response.get("body", ""):
            raise SystemExit(f"{str(response.get('body'))[:300]}")
        return wall, cpu

    for skill, event in events.items():
        wall, cpu = call(event)
        figures["skills"][skill] = {"first": wall, "first_cpu": cpu, "wall": [], "cpu": []}
    for _ in range(rounds):
        for skill, event in events.items():
            wall, cpu = call(event)
            figures["skills"][skill]["wall"].append(wall)
            figures["skills"][skill]["cpu"].append(cpu)
    emit(figures)


if __name__ == "__main__":
    main()
