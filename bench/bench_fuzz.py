"""Fuzz benchmark: N Hypothesis-generated events (default 10,000) through app.lambda_handler.

    .venv/bin/python bench/bench_fuzz.py [--bodies 10000] [--seed 0]

The app is loaded as Lambda loads it (template environment, moto DynamoDB in process) and
each event is checked by tests/fuzz/fuzz_harness.py. Prints how many answers were 5xx, how
many were not a JSON-RPC envelope, echoed a wrong id, stored something for an error or
were a bare internal error (-32603), and what the answers were (status and JSON-RPC code).
Target: 0 / 0 / 0 / 0 / 0.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "functions" / "a2a"), str(ROOT), str(ROOT / "tests" / "fuzz")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bodies", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    from hypothesis import HealthCheck, Phase, given, seed, settings

    from fuzz_harness import check_invariants, events, fuzz_target

    broken: Counter[str] = Counter()
    answers: Counter[str] = Counter()
    examples: dict[str, str] = {}
    internal_errors: list[str] = []
    count = 0
    started = time.perf_counter()
    with fuzz_target() as target:

        @seed(args.seed)
        @settings(max_examples=args.bodies, deadline=None, database=None, phases=[Phase.generate],
                  suppress_health_check=list(HealthCheck))
        @given(events(target.tokens))
        def run(fuzz):
            nonlocal count
            count += 1
            problems = check_invariants(target, fuzz)
            for problem in problems:
                kind = problem.split(":", 1)[0]
                broken[kind] += 1
                examples.setdefault(kind, f"{problem} <- body {str(fuzz.raw_body)[:120]!r}")

        # Answers are classified in a second, cheap pass over the same invariant call's
        # result: wrap the handler to record status and code.
        real_handler = target.handler

        def recording(event, context):
            result = real_handler(event, context)
            try:
                body = json.loads(result.get("body") or "null")
                error = body.get("error") if isinstance(body, dict) else None
                code = error.get("code") if isinstance(error, dict) else ("result" if error is None else "route")
            except ValueError:
                code = "not JSON"
            answers[f"{result.get('statusCode')} {code}"] += 1
            if code == -32603 and len(internal_errors) < 5:
                internal_errors.append(f"{str(event.get('body'))[:300]!r} -> {result.get('body', '')[:300]}")
            return result

        target.handler = recording
        with contextlib.redirect_stdout(io.StringIO()):  # the metrics each invocation prints
            run()
    elapsed = time.perf_counter() - started

    print(f"fuzzed events: {count} in {elapsed:.1f} s ({elapsed / max(count, 1) * 1000:.1f} ms each)")
    for kind in ("5xx", "non-envelope", "id", "stored", "internal"):
        print(f"  {kind:<13} {broken.get(kind, 0)}")
    for kind, example in examples.items():
        print(f"  first {kind}: {example}")
    print("answers (HTTP status, JSON-RPC code or result):")
    for answer, n in answers.most_common():
        print(f"  {answer:<14} {n}")
    for line in internal_errors:
        print(f"  -32603 for: {line}")
    return 1 if broken else 0


if __name__ == "__main__":
    raise SystemExit(main())
