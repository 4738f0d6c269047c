"""Warm latency of every skill, and Lambda's memory size chosen from CPU-bound timings.

    .venv/bin/python bench/bench_memory.py [--rounds 60] [--rev REV] [--cpu-factor 1.0]
                                           [--wait-ms W] [--json build/bench/memory.json]

One Lambda-like container (bench/lambda_env.py: deps layer + boto3, code with its .pyc)
serves each skill's sample event once (first call) and then ``--rounds`` rounds of all of
them; DynamoDB is a moto server on loopback. Every request is timed twice: wall time, and
the container's CPU time. Lambda gives a function CPU in proportion to its memory, one
full vCPU at 1,769 MB; this code is single-threaded, so above 1,769 MB it gains nothing.
A request's duration at M MB is estimated as

    CPU time x cpu_factor x max(1, 1769 / M)  +  median(wall - CPU time)   [waiting: DynamoDB]

with ``--cpu-factor`` the speed of one local core relative to one Lambda vCPU (1.0 unless
you have measured otherwise) and ``--wait-ms`` replacing the locally measured wait (moto on
a shared machine is slower than DynamoDB in its region). The default memory size is the cheapest of 512, 1024, 1769
and 3008 MB that keeps every non-QA skill's warm p99 under 100 ms and holds the peak RSS
of the container with headroom; the figures go to ``--json`` for bench/bench_cost.py.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "functions" / "a2a"), str(ROOT), str(ROOT / "bench")]

from lambda_env import (  # noqa: E402
    child_environment,
    ensure_lambda_env,
    function_copy,
    local_dynamodb,
    percentile,
    run_child,
    skill_event,
)

SIZES_MB = (512, 1024, 1769, 3008)
FULL_VCPU_MB = 1769
QA_SKILLS = {"catholic_qa"}
P99_TARGET_MS = 100.0
# Lambda's memory must hold the container's peak RSS and what Python frees lazily.
RSS_HEADROOM = 1.5
SKILLS = sorted(p.stem.removeprefix("message-send-") for p in (ROOT / "events").glob("message-send-*.json"))


def estimated(cpu: list[float], wall: list[float], memory_mb: int, cpu_factor: float,
              wait_ms: float | None = None) -> list[float]:
    """Durations at ``memory_mb``: each request's CPU time scaled, plus the median wait.

    The wait (wall - CPU: DynamoDB round trips to moto) is taken at its median: on a shared
    machine its tail measures the other processes, not DynamoDB.
    """
    scale = cpu_factor * max(1.0, FULL_VCPU_MB / memory_mb)
    wait = wait_ms if wait_ms is not None else statistics.median(max(0.0, w - c) for c, w in zip(cpu, wall))
    return [c * scale + wait for c in cpu]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--rev", help="measure the function as committed at this git revision")
    parser.add_argument("--cpu-factor", type=float, default=1.0)
    parser.add_argument("--wait-ms", type=float,
                        help="DynamoDB wait per request (e.g. from X-Ray); default: measured against local moto")
    parser.add_argument("--json", type=Path, default=ROOT / "build" / "bench" / "memory.json")
    args = parser.parse_args()

    python = ensure_lambda_env()
    code = function_copy(python, compiled=True, rev=args.rev)
    with local_dynamodb() as function_env:
        env = child_environment(function_env, code)
        figures = run_child(python, env, "mix", {s: skill_event(s) for s in SKILLS}, str(args.rounds))

    skills = figures["skills"]
    print(f"== warm latency per skill, one Lambda-like container, {args.rounds} rounds"
          f"{f' (code as of {args.rev})' if args.rev else ''}; ms")
    print(f"  {'skill':<28} {'first call':>10} {'wall p50':>9} {'wall p99':>9} {'CPU p50':>8} {'CPU p99':>8}")
    for skill, row in skills.items():
        print(f"  {skill:<28} {row['first']:10.1f} {statistics.median(row['wall']):9.1f}"
              f" {percentile(row['wall'], 0.99):9.1f} {statistics.median(row['cpu']):8.1f}"
              f" {percentile(row['cpu'], 0.99):8.1f}")
    peak_rss = figures["maxrss_mb"]
    print(f"  peak RSS of the container serving every skill: {peak_rss:.0f} MB")

    wait = "measured median" if args.wait_ms is None else f"{args.wait_ms} ms given"
    print(f"== estimated warm duration at each memory size (cpu factor {args.cpu_factor}, DynamoDB wait {wait});"
          " ms p50/p99")
    print(f"  {'skill':<28}" + "".join(f" {f'{m} MB':>15}" for m in SIZES_MB))
    per_size: dict[int, dict[str, dict[str, float]]] = {m: {} for m in SIZES_MB}
    for skill, row in skills.items():
        cells = []
        for m in SIZES_MB:
            durations = estimated(row["cpu"], row["wall"], m, args.cpu_factor, args.wait_ms)
            first = row["first_cpu"] * args.cpu_factor * max(1.0, FULL_VCPU_MB / m) + max(0.0, row["first"] - row["first_cpu"])
            per_size[m][skill] = {"p50": statistics.median(durations), "p99": percentile(durations, 0.99),
                                  "mean": statistics.fmean(durations), "first": first}
            cells.append(f"{per_size[m][skill]['p50']:7.1f}/{per_size[m][skill]['p99']:7.1f}")
        print(f"  {skill:<28}" + "".join(f" {c:>15}" for c in cells))

    def gb_ms(m: int) -> float:  # GB-ms billed for one warm request of every skill
        return sum(math.ceil(v["mean"]) for v in per_size[m].values()) * m / 1024

    print("== choice: cheapest size with every non-QA skill's warm p99 < 100 ms and RSS x 1.5 held")
    choice = None
    for m in SIZES_MB:
        worst = max(v["p99"] for s, v in per_size[m].items() if s not in QA_SKILLS)
        fits = peak_rss * RSS_HEADROOM <= m
        ok = worst < P99_TARGET_MS and fits
        print(f"  {m:>5} MB: worst non-QA p99 {worst:6.1f} ms, memory {'holds' if fits else 'too small'}"
              f" {peak_rss:.0f} MB x {RSS_HEADROOM}, one request of each skill {gb_ms(m):7.1f} GB-ms"
              f"  {'meets the target' if ok else ''}")
        if ok and (choice is None or gb_ms(m) < gb_ms(choice)):
            choice = m
    print(f"  -> default MemorySize: {choice} MB")

    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps({
        "rounds": args.rounds, "cpu_factor": args.cpu_factor, "peak_rss_mb": peak_rss, "choice_mb": choice,
        "init_ms": figures["init"], "init_cpu_ms": figures["init_cpu"],
        "per_size": {str(m): v for m, v in per_size.items()},
    }, indent=1))
    print(f"  (figures written to {args.json})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
