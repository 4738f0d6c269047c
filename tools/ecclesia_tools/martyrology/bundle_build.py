"""Martyrology area of the bundle.

The Martyrology texts are not in this repository. When ``ECCLESIA_MARTYROLOGY_SOURCE``
names an edition folder (per-day JSON layout, see ``importer.py``), the build imports it;
otherwise it keeps an import an operator already made into the bundle, and reports which.
Always writes ``facts.json``: who the Martyrology commemorates each day, as facts (see
``tools/compile/martyrology/compile_facts.py``), from which entries are composed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ecclesia.data.bundle import REPO_ROOT
from ecclesia.data.martyrology.model import FACTS_NAME
from ecclesia_tools.martyrology.importer import IMPORT_NAME, import_edition

FACTS = REPO_ROOT / "datasets" / "martyrology" / "facts.jsonl"


def build(out_dir: Path) -> dict:
    facts = _write_facts(out_dir)
    source = os.environ.get("ECCLESIA_MARTYROLOGY_SOURCE")
    if source:
        return {"imported": True, "facts": facts, **import_edition(Path(source), out_dir,
                                                                   os.environ.get("ECCLESIA_MARTYROLOGY_TITLE"))}
    existing = out_dir / "martyrology" / IMPORT_NAME
    return {"imported": existing.is_file(), "facts": facts,
            "note": "entries composed from facts; set ECCLESIA_MARTYROLOGY_SOURCE to import a text"
            if not existing.is_file() else "kept the operator's earlier import"}


def _write_facts(out_dir: Path) -> dict:
    """The day -> commemorations table (datasets/martyrology/facts.jsonl) as one JSON object."""
    days = {}
    for line in FACTS.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            days[row["day"]] = row["entries"]
    target = out_dir / "martyrology"
    target.mkdir(parents=True, exist_ok=True)
    (target / FACTS_NAME).write_text(json.dumps(days, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return {"days": len(days), "entries": sum(len(e) for e in days.values())}
