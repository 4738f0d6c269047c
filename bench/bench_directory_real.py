"""The shipped directories at their real size: cold load, warm latency, bundle growth.

Cold load is each directory's first use in a fresh process (index and records read), plus
the one-off cost of the spelling-correction table on its first misspelled query. Warm
latency runs every query of the regression set 20 times through its skill. Growth compares
the directory area built from this branch's datasets with the one built from ``--base``
(default: the commit before this work, cb34864).

    PYTHONPATH=functions/a2a:tools .venv/bin/python bench/bench_directory_real.py [--base REV]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("saints", "persons", "popes", "dioceses")
MISSPELLED = {"saints": "Saint Therezza of Lisieuxx", "persons": "Cardinal Tagel", "popes": "Pope Bendict XVI",
              "dioceses": "Archdiocese of Bostonn"}


def cold_loads() -> None:
    """Each measurement in a fresh interpreter, as a Lambda cold start would see it."""
    for kind in KINDS:
        code = (
            "import time; from ecclesia.data.directory.store import get_store; s=get_store();"
            f"t=time.perf_counter(); s.directory('{kind}'); t1=time.perf_counter();"
            f"s.search('{kind}', {MISSPELLED[kind]!r}); t2=time.perf_counter();"
            "print(f'{(t1-t)*1000:.1f} {(t2-t1)*1000:.1f}')"
        )
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
        print(f"cold load {kind:9}: {float(out[0]):6.1f} ms   first misspelled query: {float(out[1]):6.1f} ms")


def warm_latency() -> None:
    from ecclesia.skills import get_skill
    from ecclesia.skills.base import SkillRequest
    from ecclesia_tools.directory.regression import read_cases

    cases = read_cases()
    for case in cases:  # warm every directory and its correction table
        get_skill(case.skill).run(SkillRequest(text=case.query, data={}))
    by_skill: dict[str, list[float]] = {}
    cpu_by_skill: dict[str, list[float]] = {}
    for _ in range(20):
        for case in cases:
            skill = get_skill(case.skill)
            start, cpu = time.perf_counter(), time.process_time()
            skill.run(SkillRequest(text=case.query, data={}))
            by_skill.setdefault(case.skill, []).append((time.perf_counter() - start) * 1000)
            cpu_by_skill.setdefault(case.skill, []).append((time.process_time() - cpu) * 1000)
    # Wall time includes waiting for a core on a shared machine; CPU time is the lookup's own work.
    for skill, samples in sorted(by_skill.items()):
        samples.sort()
        cpu = sorted(cpu_by_skill[skill])
        p50, p99 = samples[len(samples) // 2], samples[min(len(samples) - 1, int(0.99 * len(samples)))]
        cpu99 = cpu[min(len(cpu) - 1, int(0.99 * len(cpu)))]
        print(f"warm {skill:26} p50 {p50:5.2f} ms   p99 {p99:5.2f} ms (cpu p99 {cpu99:5.2f} ms)   "
              f"max {samples[-1]:5.2f} ms  ({len(samples)} lookups)")


def area_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def growth(base: str) -> None:
    from ecclesia_tools.directory import bundle_build

    with tempfile.TemporaryDirectory() as tmp:
        old_source = Path(tmp) / "old-datasets"
        old_source.mkdir()
        for name in ("saints", "persons", "popes", "dioceses"):
            text = subprocess.run(["git", "-C", str(ROOT), "show", f"{base}:datasets/directory/{name}.jsonl"],
                                  capture_output=True, text=True, check=True).stdout
            (old_source / f"{name}.jsonl").write_text(text)
        bundle_build.build(Path(tmp) / "old", old_source)
        bundle_build.build(Path(tmp) / "new")
        old, new = area_bytes(Path(tmp) / "old" / "directory"), area_bytes(Path(tmp) / "new" / "directory")
    facts = ROOT / "datasets" / "martyrology" / "facts.jsonl"
    print(f"directory bundle area: {old / 1e6:.1f} MB at {base} -> {new / 1e6:.1f} MB (+{(new - old) / 1e6:.1f} MB); "
          f"martyrology facts +{facts.stat().st_size / 1e6:.2f} MB")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", default="cb34864")
    args = parser.parse_args()
    cold_loads()
    warm_latency()
    growth(args.base)


if __name__ == "__main__":
    main()
