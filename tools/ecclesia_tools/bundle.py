"""Build the read-only data bundle: ``python -m ecclesia_tools.bundle [AREA ...] [--out DIR]``.

Each data area is a subpackage of ``ecclesia_tools`` with a module ``bundle_build`` that
defines ``build(out_dir: Path) -> dict`` writing its files under ``out_dir / <area>`` and
returning a small report (counts, sizes) that the build prints. Discovery keeps areas
independent: adding one touches no other file. Where the runtime reads the bundle from is
``ecclesia.data.bundle.bundle_dir()``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
import time
from pathlib import Path
from types import ModuleType

from ecclesia.data.bundle import bundle_dir


def discover_builders() -> dict[str, ModuleType]:
    """Every ``ecclesia_tools.<area>.bundle_build`` module, by area name."""
    import ecclesia_tools

    builders: dict[str, ModuleType] = {}
    for info in sorted(pkgutil.iter_modules(ecclesia_tools.__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        try:
            module = importlib.import_module(f"ecclesia_tools.{info.name}.bundle_build")
        except ModuleNotFoundError as exc:
            if exc.name == f"ecclesia_tools.{info.name}.bundle_build":
                continue
            raise
        builders[info.name] = module
    return builders


def build_all(out_dir: Path, only: list[str] | None = None) -> dict[str, dict]:
    """Build every area (or ``only`` those) into ``out_dir`` and write ``MANIFEST.json``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    builders = discover_builders()
    unknown = sorted(set(only or ()) - set(builders))
    if unknown:
        raise SystemExit(f"unknown data area(s): {', '.join(unknown)}; known: {', '.join(builders)}")
    reports: dict[str, dict] = {}
    for area, module in builders.items():
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
