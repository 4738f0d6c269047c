"""Bundle builder for the catalogue area: ``datasets/documents/catalogue/catalogue.jsonl`` ->
``<bundle>/catalogue/catalogue.json`` (one compact JSON array; read by
``ecclesia.data.documents.catalogue``). Its own area, so that an ingest that rewrites the
``documents/`` index never touches it.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[3] / "datasets" / "documents" / "catalogue" / "catalogue.jsonl"


def build(out_dir: Path) -> dict:
    rows = [json.loads(line) for line in SOURCE.read_text(encoding="utf-8").splitlines() if line.strip()]
    area = Path(out_dir) / "catalogue"
    area.mkdir(parents=True, exist_ok=True)
    target = area / "catalogue.json"
    target.write_text(json.dumps(rows, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    from ecclesia.data.documents import catalogue

    catalogue.reset_cache()
    kinds = Counter(row["kind"] for row in rows)
    return {"documents": len(rows), "with_url": sum(1 for r in rows if r.get("url")),
            "kinds": dict(kinds.most_common()), "bytes": target.stat().st_size}
