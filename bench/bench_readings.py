"""liturgical_readings and saints_of_the_day: warm latency, cold start, bundle size.

    .venv/bin/python bench/bench_readings.py [--days 730] [--calendar general]

Needs the data bundle (``python -m ecclesia_tools.bundle bible lectionary martyrology``).
Prints:
- the size of the bible, lectionary and martyrology areas of the bundle;
- cold start, each in a fresh interpreter: importing the skill module, and the first
  request (which loads the calendar year, the lectionary table and the verse store);
- warm latency (p50, p90, p99, max) of liturgical_readings over consecutive days from
  2026-01-01 (every day a different date, each year computed once), for an ISO date and
  for a natural-language query, and of saints_of_the_day.
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "functions" / "a2a"))

AREAS = ("bible", "lectionary", "martyrology")


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.is_dir() else 0


def cold(code: str) -> float:
    """Seconds to run ``code`` in a fresh interpreter, minus the bare interpreter start."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "functions" / "a2a")}

    def timed(snippet: str) -> float:
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", snippet], check=True, env=env, capture_output=True)
        return time.perf_counter() - started

    base = min(timed("pass") for _ in range(3))
    return min(timed(code) for _ in range(3)) - base


def percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    pick = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000  # noqa: E731
    return (f"p50 {statistics.median(ordered) * 1000:.2f} ms  p90 {pick(0.90):.2f} ms  "
            f"p99 {pick(0.99):.2f} ms  max {ordered[-1] * 1000:.2f} ms  (n={len(ordered)})")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--days", type=int, default=730)
    parser.add_argument("--calendar", default="general")
    args = parser.parse_args()

    from ecclesia.data.bundle import area_dir

    print("bundle areas:")
    for area in AREAS:
        size = folder_size(area_dir(area))
        print(f"  {area:12s} {size / 1e6:7.2f} MB  ({area_dir(area)})")
    if not (area_dir("bible") / "douay-rheims.json").is_file():
        print("  (no verse store: build the bundle first; readings will carry citations only)")

    request = ("from ecclesia.skills.base import SkillRequest; import ecclesia.skills.liturgical_readings as s; "
               "s.run(SkillRequest(text=None, data={'date': '2026-04-05'}))")
    print("cold start (fresh interpreter, interpreter start subtracted):")
    print(f"  import skill module      {cold('import ecclesia.skills.liturgical_readings') * 1000:7.1f} ms")
    print(f"  import + first request   {cold(request) * 1000:7.1f} ms")

    from ecclesia.skills.base import SkillRequest
    from ecclesia.skills import liturgical_readings, saints_of_the_day

    first = datetime.date(2026, 1, 1)
    dates = [first + datetime.timedelta(days=n) for n in range(args.days)]
    for when in dates:  # warm: every calendar year computed and every table loaded once
        liturgical_readings.run(SkillRequest(text=None, data={"date": when.isoformat(), "calendar": args.calendar}))

    def measure(run, requests):
        samples = []
        for req in requests:
            started = time.perf_counter()
            run(req)
            samples.append(time.perf_counter() - started)
        return samples

    iso = [SkillRequest(text=None, data={"date": d.isoformat(), "calendar": args.calendar}) for d in dates]
    sizes = [len(liturgical_readings.run(r).parts[0].text) for r in iso[:60]]
    print(f"warm liturgical_readings, ISO dates over {args.days} days ({args.calendar}):")
    print("  " + percentiles(measure(liturgical_readings.run, iso)))
    queries = ["today", "tomorrow", "next Sunday", "Easter Sunday 2026", "Pentecost 2027", "Christmas",
               "Ash Wednesday", "the 3rd Sunday of Advent", "Corpus Christi", "in 3 days"] * 20
    text_requests = [SkillRequest(text=q, data={"calendar": args.calendar}) for q in queries]
    measure(liturgical_readings.run, text_requests)  # warm the resolver's tables
    print("warm liturgical_readings, natural-language queries:")
    print("  " + percentiles(measure(liturgical_readings.run, text_requests)))
    print(f"  answer size: median {statistics.median(sizes) / 1000:.1f} kB of text")
    saints = [SkillRequest(text=None, data={"date": d.isoformat()}) for d in dates[:365]]
    measure(saints_of_the_day.run, saints)
    print("warm saints_of_the_day over a year:")
    print("  " + percentiles(measure(saints_of_the_day.run, saints)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
