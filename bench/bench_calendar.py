"""Liturgical calendar: civil years computed per second (cold), next to romcal on this machine.

    .venv/bin/python bench/bench_calendar.py

romcal is timed by tools/romcal/bench.mjs (its own clock, after one warm-up year); it needs
`cd tools/romcal && npm ci` first and is skipped otherwise. Also prints the cost of
importing the calendar and dateparser, and of resolving a few queries.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "functions" / "a2a"))
FIRST, LAST = 1970, 2100


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> None:
    import_s = timed(lambda: __import__("ecclesia.data.calendar"))
    from ecclesia.data import calendar
    from ecclesia.data.calendar import dates

    calendar.liturgical_year(2000)  # load the dataset once, as a warm Lambda would have
    results = {"import_calendar_ms": round(import_s * 1000, 1)}
    for name in ("general", "united_states"):
        calendar.clear_cache()
        seconds = timed(lambda: [calendar.liturgical_year(y, name) for y in range(FIRST, LAST + 1)])
        results[f"ecclesia_{name}_years_per_s"] = round((LAST - FIRST + 1) / seconds, 1)
        results[f"ecclesia_{name}_ms_per_year"] = round(seconds * 1000 / (LAST - FIRST + 1), 2)

    romcal_dir = ROOT / "scripts" / "romcal"
    if (romcal_dir / "node_modules" / "romcal").is_dir():
        for name in ("general", "united_states"):
            out = subprocess.run(["node", "bench.mjs", str(FIRST), str(LAST), name], cwd=romcal_dir, capture_output=True, text=True, check=True)
            figures = json.loads(out.stdout.strip().splitlines()[-1])
            results[f"romcal_{name}_years_per_s"] = round(figures["yearsPerSecond"], 1)
            results[f"romcal_{name}_ms_per_year"] = round(figures["seconds"] * 1000 / figures["years"], 2)
    else:
        results["romcal"] = "skipped (run: cd tools/romcal && npm ci)"

    calendar.clear_cache()
    today = calendar.liturgical_day.__globals__["datetime"].date(2026, 11, 30)
    results["resolve_feast_cold_ms"] = round(timed(lambda: dates.resolve_date("Pentecost 2027", today)) * 1000, 2)
    results["resolve_feast_warm_ms"] = round(timed(lambda: dates.resolve_date("Pentecost 2027", today)) * 1000, 3)
    results["import_dateparser_ms"] = round(timed(lambda: __import__("dateparser")) * 1000, 1)
    results["resolve_via_dateparser_first_ms"] = round(timed(lambda: dates.resolve_date("19 marzo 2026", today)) * 1000, 1)
    results["resolve_via_dateparser_warm_ms"] = round(timed(lambda: dates.resolve_date("20 marzo 2026", today)) * 1000, 1)
    width = max(map(len, results))
    for key, value in results.items():
        print(f"{key:<{width}}  {value}")


if __name__ == "__main__":
    main()
