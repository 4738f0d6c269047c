"""Liturgical calendar: civil years computed per second (cold), next to romcal on this machine.

    .venv/bin/python bench/bench_calendar.py

romcal is timed by tools/romcal/bench.mjs (its own clock, after one warm-up year); it needs
`cd tools/romcal && npm ci` first and is skipped otherwise. romcal 4 (PyPI, a Rust core) is
timed too when ROMCAL4_PYTHON names a Python that has it (`pip install romcal==4.0.0b6`).
Every calendar definition is loaded before timing ("all calendars loaded"), and the engine is
also timed over every calendar. Also prints the cost of importing the calendar and
dateparser, and of resolving a few queries.
"""

from __future__ import annotations

import json
import os
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


def best_of(runs: int, fn, reset) -> float:
    """The fastest of a few cold runs: the machine is shared, the minimum is the engine's own time."""
    found = []
    for _ in range(runs):
        reset()
        found.append(timed(fn))
    return min(found)


def main() -> None:
    import_s = timed(lambda: __import__("ecclesia.data.calendar"))
    from ecclesia.data import calendar
    from ecclesia.data.calendar import dates

    calendar.liturgical_year(2000)  # load the dataset once, as a warm Lambda would have
    from ecclesia.data.calendar.data import definition

    load_s = timed(lambda: [definition(name) for name in calendar.calendars()])
    results = {"import_calendar_ms": round(import_s * 1000, 1), "calendars": len(calendar.calendars()),
               "load_all_calendar_definitions_ms": round(load_s * 1000, 1)}
    for name in ("general", "united_states"):
        seconds = best_of(3, lambda: [calendar.liturgical_year(y, name) for y in range(FIRST, LAST + 1)], calendar.clear_cache)
        results[f"ecclesia_{name}_years_per_s"] = round((LAST - FIRST + 1) / seconds, 1)
        results[f"ecclesia_{name}_ms_per_year"] = round(seconds * 1000 / (LAST - FIRST + 1), 2)

    calendar.clear_cache()
    names = calendar.calendars()
    seconds = timed(lambda: [calendar.liturgical_year(y, name) for name in names for y in range(FIRST, LAST + 1)])
    results["ecclesia_all_calendars_ms_per_year"] = round(seconds * 1000 / (len(names) * (LAST - FIRST + 1)), 2)
    calendar.clear_cache()

    romcal4 = os.environ.get("ROMCAL4_PYTHON")
    if romcal4:
        code = ("import time,romcal;d=romcal.get_bundled_calendar_definitions();r=romcal.get_bundled_resources();"
                "import sys;out={}\n"
                "for n in ('general_roman','united_states','brazil'):\n"
                " e=romcal.Romcal(calendar=n,locale='en',calendar_definitions=d,resources=r);e.liturgical_calendar(2000)\n"
                f" t=time.perf_counter();[e.liturgical_calendar(y) for y in range({FIRST},{LAST + 1})];out[n]=(time.perf_counter()-t)*1000/{LAST - FIRST + 1}\n"
                "print(out)")
        out = subprocess.run([romcal4, "-c", code], capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]
        for name, ms in eval(out).items():  # noqa: S307 - our own subprocess's dict literal
            results[f"romcal4_{name}_ms_per_year"] = round(ms, 2)
        results["ecclesia_brazil_ms_per_year"] = round(
            timed(lambda: [calendar.liturgical_year(y, "brazil") for y in range(FIRST, LAST + 1)]) * 1000 / (LAST - FIRST + 1), 2)
        calendar.clear_cache()
    else:
        results["romcal4"] = "skipped (set ROMCAL4_PYTHON to a Python with romcal 4)"

    romcal_dir = ROOT / "tools" / "romcal"
    if (romcal_dir / "node_modules" / "romcal").is_dir():
        for name in ("general", "united_states"):
            runs = []
            for _ in range(3):  # best of three, as for ours (the machine is shared)
                out = subprocess.run(["node", "bench.mjs", str(FIRST), str(LAST), name], cwd=romcal_dir, capture_output=True, text=True, check=True)
                runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
            figures = min(runs, key=lambda f: f["seconds"])
            results[f"romcal_{name}_years_per_s"] = round(figures["yearsPerSecond"], 1)
            results[f"romcal_{name}_ms_per_year"] = round(figures["seconds"] * 1000 / figures["years"], 2)
            ours = results.get(f"ecclesia_{name}_ms_per_year")
            if ours:
                results[f"speedup_vs_romcal_{name}"] = round(figures["seconds"] * 1000 / figures["years"] / ours, 1)
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
