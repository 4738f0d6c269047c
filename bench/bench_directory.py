"""Directory lookups at full size: synthetic directories built through the files importer.

Prints build time, bundle size, cold load time per directory and p50/p99 lookup latency
per skill. Targets: warm p99 < 5 ms, cold load < 200 ms, bundle < 50 MB.

    PYTHONPATH=functions/a2a .venv/bin/python bench/bench_directory.py
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "functions" / "a2a"))

from ecclesia_tools.directory import bundle_build, import_files  # noqa: E402
from ecclesia.data.directory.models import STATISTICS_METRICS  # noqa: E402
from ecclesia.data.directory.store import BundleDirectoryStore, set_store  # noqa: E402
from ecclesia.skills import get_skill  # noqa: E402
from ecclesia.skills.base import SkillRequest  # noqa: E402

SIZES = {"saints": 12_500, "persons": 5_700, "popes": 267, "dioceses": 3_200}
YEARS = range(2005, 2025)
FIRST = "John Mary Joseph Francis Catherine Teresa Peter Paul Anthony Thomas Anne Clare Louis Agnes Dominic Rose Andrew Lucy Stephen Monica".split()
PLACES = "Siena Avila Padua Assisi Lima Manila Lyon Krakow Toledo Milan Naples Seville Cologne Dublin Quebec Goa Nagasaki Hue Kampala Lisbon".split()
SURNAMES = "Rossi Garcia Nowak Dubois Santos Kowalski Murphy Silva Bianchi Lopez Mueller Tanaka Okafor Nguyen Reyes Costa Moreau Ferrari Novak Kim".split()


def synthetic(out: Path, rng: random.Random) -> dict[str, Path]:
    files = {}
    def write(kind, rows):
        files[kind] = out / f"in-{kind}.jsonl"
        with files[kind].open("w") as h:
            for row in rows:
                h.write(json.dumps(row) + "\n")
    write("saints", ({"saint_id": f"s{i}", "primary_name": (n := f"{rng.choice(FIRST)} of {rng.choice(PLACES)} {i}"), "display_name": f"Saint {n}", "canonical_status": "saint",
                      "feast_day": {"month": (m := rng.randint(1, 12)), "day": rng.randint(1, 28), "label": f"{m}"}} for i in range(SIZES["saints"])))
    write("persons", ({"person_id": f"p{i}", "source_table": "cd_persons" if i < 3500 else "cd_persons_historical",
                       "primary_name": f"{rng.choice(FIRST)} {rng.choice(FIRST)} {rng.choice(SURNAMES)}{i}", "rank": "Bishop"} for i in range(SIZES["persons"])))
    write("popes", ({"pope_id": f"pope{i}", "succession_number": i, "primary_name": f"{rng.choice(FIRST)} {i}", "papal_name": rng.choice(FIRST), "pope_title": f"Pope {i}",
                     "pontificate": {"start": str(1000 + i)}} for i in range(1, SIZES["popes"] + 1)))
    write("dioceses", ({"source_code": f"d{i}", "primary_name": f"Diocese of {rng.choice(PLACES)}{i}", "jurisdiction_type": "Diocese", "city": rng.choice(PLACES)} for i in range(SIZES["dioceses"])))
    write("diocese_statistics", ({"source_code": f"d{i}", "year": y, **{m: rng.randint(0, 10**6) for m in STATISTICS_METRICS}} for i in range(SIZES["dioceses"]) for y in YEARS))
    return files


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        inputs = synthetic(tmp_path, rng)
        source = tmp_path / "source"
        started = time.perf_counter()
        for kind, path in inputs.items():
            import_files.run(kind, [path], source)
        imported = time.perf_counter() - started
        started = time.perf_counter()
        report = bundle_build.build(tmp_path / "bundle", source)
        built = time.perf_counter() - started
        folder = tmp_path / "bundle" / "directory"
        print(f"import (files importer): {imported:.2f} s; bundle build: {built:.2f} s; bundle size: {report['bytes'] / 1e6:.1f} MB")
        for kind in SIZES:
            store = BundleDirectoryStore(folder)
            started = time.perf_counter()
            store.directory(kind)
            print(f"cold load {kind:<9}: {(time.perf_counter() - started) * 1000:6.1f} ms")
        store = BundleDirectoryStore(folder)
        started = time.perf_counter()
        store.statistics("d1")
        print(f"cold load statistics: {(time.perf_counter() - started) * 1000:6.1f} ms")
        set_store(store)
        queries = {
            "saint_lookup": [f"St. {rng.choice(FIRST)} of {rng.choice(PLACES)}" for _ in range(300)] + ["Catherin of Siena"] * 20,
            "person_lookup": [f"Bishop {rng.choice(SURNAMES)}{rng.randrange(5700)}" for _ in range(300)],
            "pope_lookup": [f"Pope {rng.choice(FIRST)} {rng.randrange(267)}" for _ in range(300)],
            "diocese_lookup": [f"Diocese of {rng.choice(PLACES)}" for _ in range(300)],
            "diocese_statistics_lookup": [{"source_code": f"d{rng.randrange(3200)}", "start_year": 2010, "end_year": 2020} for _ in range(300)],
        }
        for skill_id, items in queries.items():
            skill = get_skill(skill_id)
            for item in items[:20]:  # warm-up, including the first typo lookup
                skill.run(SkillRequest(text=None if isinstance(item, dict) else item, data=item if isinstance(item, dict) else {}))
            samples = []
            for item in items:
                request = SkillRequest(text=None if isinstance(item, dict) else item, data=item if isinstance(item, dict) else {})
                started = time.perf_counter()
                skill.run(request)
                samples.append((time.perf_counter() - started) * 1000)
            print(f"{skill_id:<26} p50 {statistics.median(samples):5.2f} ms   p99 {percentile(samples, 0.99):5.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
