"""Cold start as Lambda pays it: init and each skill's first request, in a Lambda-like venv.

    .venv/bin/python bench/bench_lambda_init.py [--runs 15] [--skills pope_lookup,...] [--source-only] [--rev REV]

The environment is built from the deps layer's requirements plus the runtime's boto3 only
(bench/lambda_env.py, cached in build/lambda-env), with the function code copied as
``make build`` ships it (with its .pyc; ``--source-only`` measures sources without them).
Every figure comes from fresh interpreters, run interleaved in rounds so the shared
machine's noise falls on both sides alike:

- bare handler: boto3 + DynamoDB client + Powertools logger; its one request does a
  GetItem and a PutItem (what any Lambda with a task table pays);
- app.py: import + init of our function;
- per skill: import + init, then the skill's sample event (events/) twice with fresh
  messageIds (with ``--snapstart``, after running the SnapStart hooks: the first request of
  a container restored from a snapshot). "first-request cost" is the first call minus the second (imports and data the
  skill loads on first use); DynamoDB is a local moto server.

Target: app.py's init at most 60 ms above the bare handler (median of the paired
differences of the same rounds).
"""

from __future__ import annotations

import argparse
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

SKILLS = sorted(p.stem.removeprefix("message-send-") for p in (ROOT / "events").glob("message-send-*.json"))


def fmt(values: list[float]) -> str:
    return f"{statistics.median(values):7.1f} {percentile(values, 0.9):7.1f}"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--skills", default=",".join(SKILLS))
    parser.add_argument("--source-only", action="store_true", help="ship no .pyc (sam build's default)")
    parser.add_argument("--snapstart", action="store_true",
                        help="run the SnapStart hooks before each skill's first call (a restored container)")
    parser.add_argument("--rev", help="measure the function as committed at this git revision (before/after)")
    args = parser.parse_args()
    skills = [s for s in args.skills.split(",") if s]

    python = ensure_lambda_env()
    code = function_copy(python, compiled=not args.source_only, rev=args.rev)
    samples: dict[str, list[dict]] = {"bare": [], "app": [], **{s: [] for s in skills}}
    with local_dynamodb() as function_env:
        env = child_environment(function_env, code)
        events = {s: skill_event(s) for s in skills}
        for round_no in range(args.runs):
            # Rotate the order each round so no variant always runs right after another.
            order = ["bare", "app", *skills]
            order = order[round_no % len(order):] + order[: round_no % len(order)]
            for variant in order:
                if variant in ("bare", "app"):
                    samples[variant].append(run_child(python, env, variant))
                else:
                    mode = "restored" if args.snapstart else "first"
                    samples[variant].append(run_child(python, env, mode, events[variant]))
            print(f"  round {round_no + 1}/{args.runs}", end="\r", file=sys.stderr, flush=True)

    pyc = "sources only, compiled at every start" if args.source_only else "with unchecked-hash .pyc"
    pyc += f", as of {args.rev}" if args.rev else ""
    print(f"== Lambda-like init: deps layer + boto3 only, function code {pyc};"
          f" {args.runs} fresh interpreters each, interleaved (ms: median p90)")
    print(f"  {'':<44} {'wall time':>15} {'CPU time':>15}")
    for key, label in (("bare", "bare handler (boto3 + client + logger)"), ("app", "ecclesia app.py (import + init)")):
        print(f"  {label:<44} {fmt([s['init'] for s in samples[key]])} {fmt([s['init_cpu'] for s in samples[key]])}")
    paired = {k: [a[k] - b[k] for a, b in zip(samples["app"], samples["bare"])] for k in ("init", "init_cpu")}
    print(f"  {'difference, paired by round (target <= 60)':<44} {fmt(paired['init'])} {fmt(paired['init_cpu'])}")
    print(f"  {'peak RSS after init, MB: bare / app':<44} {statistics.median(s['maxrss_mb'] for s in samples['bare']):7.1f}"
          f" {statistics.median(s['maxrss_mb'] for s in samples['app']):7.1f}")
    bare_cold = [s["init"] + s["first"] for s in samples["bare"]]
    print(f"  {'bare handler init + GetItem + PutItem':<44} {fmt(bare_cold)}")

    if skills:
        print("== per skill, fresh interpreter: init, first call, second call (ms: median p90);"
              " first-request cost = first - second; cold = init + first, minus the bare handler's")
        print(f"  {'skill':<28} {'init':>15} {'first call':>15} {'second call':>15} {'1st-req cost':>15}"
              f" {'cold - bare':>15} {'1st-req CPU':>15} {'RSS MB':>7}")
        if args.snapstart:
            print("  (SnapStart: before_snapshot and after_restore ran before the first call; hooks took"
                  f" {statistics.median(r['before_snapshot'] for s in skills for r in samples[s]):.0f} ms and"
                  f" {statistics.median(r['after_restore'] for s in skills for r in samples[s]):.1f} ms, median)")
        for skill in skills:
            rows = samples[skill]
            cost = [r["first"] - r["second"] for r in rows]
            over = [r["init"] + r["first"] - b for r, b in zip(rows, bare_cold)]
            print(f"  {skill:<28} {fmt([r['init'] for r in rows])} {fmt([r['first'] for r in rows])}"
                  f" {fmt([r['second'] for r in rows])} {fmt(cost)} {fmt(over)}"
                  f" {fmt([r['first_cpu'] - r['second_cpu'] for r in rows])}"
                  f" {statistics.median(r['maxrss_mb'] for r in rows):7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
