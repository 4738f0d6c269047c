"""Where the read-only data bundle lives, and how it is built.

In Lambda the bundle is the data layer, unpacked at ``/opt/ecclesia-data``. Locally it is
``build/data-bundle`` at the repository root, written by ``python -m ecclesia.data.bundle``
(the Makefile's ``bundle`` target). ``ECCLESIA_DATA_DIR`` overrides both.

Each data area is a subpackage of ``ecclesia.data`` with a module ``bundle_build`` that
defines ``build(out_dir: Path) -> dict`` writing its files under ``out_dir / <area>`` and
returning a small report (counts, sizes) that the build prints. Discovery keeps areas
independent: adding one touches no other file.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import sys
import time
from functools import cache
from pathlib import Path

LAMBDA_LAYER_DIR = Path("/opt/ecclesia-data")
REPO_ROOT = Path(__file__).resolve().parents[4]
LOCAL_BUNDLE_DIR = REPO_ROOT / "build" / "data-bundle"


@cache
def bundle_dir() -> Path:
    """The bundle root this process reads from (cached: it never changes while warm)."""
    override = os.environ.get("ECCLESIA_DATA_DIR")
    if override:
        return Path(override)
    if LAMBDA_LAYER_DIR.is_dir():
        return LAMBDA_LAYER_DIR
    return LOCAL_BUNDLE_DIR


def area_dir(area: str) -> Path:
    """The folder of one data area inside the bundle, e.g. ``area_dir("directory")``."""
    return bundle_dir() / area


def discover_builders() -> dict[str, object]:
    """Every ``ecclesia.data.<area>.bundle_build`` module, by area name."""
    import ecclesia.data as data_pkg

    builders = {}
    for info in sorted(pkgutil.iter_modules(data_pkg.__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        try:
            module = importlib.import_module(f"ecclesia.data.{info.name}.bundle_build")
        except ModuleNotFoundError as exc:
            if exc.name == f"ecclesia.data.{info.name}.bundle_build":
                continue
            raise
        builders[info.name] = module
    return builders


def build_all(out_dir: Path, only: list[str] | None = None) -> dict[str, dict]:
    out_dir.mkdir(parents=True, exist_ok=True)
    reports: dict[str, dict] = {}
    for area, module in discover_builders().items():
        if only and area not in only:
            continue
        started = time.perf_counter()
        report = module.build(out_dir) or {}
        report["seconds"] = round(time.perf_counter() - started, 3)
        reports[area] = report
        print(f"[bundle] {area}: {json.dumps(report, sort_keys=True)}", flush=True)
    (out_dir / "MANIFEST.json").write_text(json.dumps(reports, indent=2, sort_keys=True))
    return reports


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Build the ecclesia data bundle.")
    parser.add_argument("--out", type=Path, default=None, help="output folder (default: the bundle dir)")
    parser.add_argument("areas", nargs="*", help="only these areas (default: all)")
    args = parser.parse_args(argv)
    out = args.out or bundle_dir()
    build_all(out, args.areas or None)
    print(f"[bundle] written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
