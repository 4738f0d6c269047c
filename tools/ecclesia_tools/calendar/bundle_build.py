"""Copy the calendar datasets (datasets/calendar/*.json) into the data bundle."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from ecclesia.data.bundle import REPO_ROOT

SOURCE = REPO_ROOT / "datasets" / "calendar"


def build(out_dir: Path) -> dict:
    target = out_dir / "calendar"
    target.mkdir(parents=True, exist_ok=True)
    report = {}
    for path in sorted(SOURCE.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))  # refuse to ship a broken file
        shutil.copyfile(path, target / path.name)
        report[path.stem] = len(data["celebrations"])
    return {"calendars": report}
