"""Martyrology area of the bundle.

The Martyrology texts are not in this repository. When ``ECCLESIA_MARTYROLOGY_SOURCE``
names an edition folder (per-day JSON layout, see ``importer.py``), the build imports it;
otherwise it keeps an import an operator already made into the bundle, and reports which.
"""

from __future__ import annotations

import os
from pathlib import Path

from ecclesia_tools.martyrology.importer import IMPORT_NAME, import_edition


def build(out_dir: Path) -> dict:
    source = os.environ.get("ECCLESIA_MARTYROLOGY_SOURCE")
    if source:
        return {"imported": True, **import_edition(Path(source), out_dir,
                                                   os.environ.get("ECCLESIA_MARTYROLOGY_TITLE"))}
    existing = out_dir / "martyrology" / IMPORT_NAME
    return {"imported": existing.is_file(), "note": "composed entries only; set ECCLESIA_MARTYROLOGY_SOURCE to import"
            if not existing.is_file() else "kept the operator's earlier import"}
