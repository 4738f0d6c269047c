"""Copy the compiled lectionary table into the data bundle (compact JSON)."""

from __future__ import annotations

import json
from pathlib import Path

from ecclesia.data.lectionary.table import _REPO_TABLE, TABLE_NAME


def build(out_dir: Path) -> dict:
    document = json.loads(_REPO_TABLE.read_text(encoding="utf-8"))
    area = out_dir / "lectionary"
    area.mkdir(parents=True, exist_ok=True)
    target = area / TABLE_NAME
    target.write_text(json.dumps(document, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return {"entries": len(document["entries"]), "bytes": target.stat().st_size}
