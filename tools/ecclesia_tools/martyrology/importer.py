"""Import a Roman Martyrology in the per-day JSON layout into the data bundle.

Layout (that of the CatholicOS/martyrology-api repository, ``data/editions/<edition>/``):
one file per month, ``01.json`` .. ``12.json``, each an object keyed by day number::

    {"19": {"titulus": "The Nineteenth Day of March",
            "elogia": {"mr:0319-ioseph": "In Judea, the birthday of St. Joseph...", ...},
            "conclusio": "And elsewhere..."}}

``elogia`` is an object keyed by canonical id (aligned editions) or a plain array;
``conclusio`` is optional. Other files in the folder (alignment.json, errata.json) are
ignored. The import validates every day and writes ``<bundle>/martyrology/martyrology.json``.

    python -m ecclesia_tools.martyrology.importer path/to/martyrologium_romanum_1914_en_unofficial \\
        [--edition-title "The Roman Martyrology (1916 English translation of the 1914 edition)"] [--out BUNDLE_DIR]

The texts are whatever the operator loads; nothing of them is committed to this repository.
"""

from __future__ import annotations

import argparse
import calendar
import datetime
import json
import sys
from pathlib import Path
from typing import Any

from ecclesia.data.martyrology.model import IMPORT_NAME

FORMAT_VERSION = 1


class LayoutError(ValueError):
    """The folder is not in the expected layout; the message names the file and day."""


def read_edition(folder: Path) -> dict[str, dict[str, Any]]:
    """Every day of the edition, keyed "MM-DD", validated. Raises LayoutError on bad input."""
    if not folder.is_dir():
        raise LayoutError(f"{folder}: not a folder")
    days: dict[str, dict[str, Any]] = {}
    months = [folder / f"{m:02d}.json" for m in range(1, 13)]
    present = [p for p in months if p.is_file()]
    if not present:
        raise LayoutError(f"{folder}: no month files (01.json .. 12.json)")
    for month_index, path in enumerate(months, start=1):
        if not path.is_file():
            continue
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise LayoutError(f"{path.name}: not valid JSON ({exc})") from exc
        if not isinstance(document, dict):
            raise LayoutError(f"{path.name}: expected an object keyed by day number")
        last_day = calendar.monthrange(2000, month_index)[1]  # a leap year: 29 February exists
        for day_key, raw in document.items():
            if not day_key.isdigit() or not 1 <= int(day_key) <= last_day:
                raise LayoutError(f"{path.name}: '{day_key}' is not a day of month {month_index}")
            days[f"{month_index:02d}-{int(day_key):02d}"] = _day(path.name, day_key, raw)
    return dict(sorted(days.items()))


def _day(file: str, day_key: str, raw: Any) -> dict[str, Any]:
    where = f"{file} day {day_key}"
    if not isinstance(raw, dict):
        raise LayoutError(f"{where}: expected an object with titulus and elogia")
    title = raw.get("titulus")
    if not isinstance(title, str) or not title.strip():
        raise LayoutError(f"{where}: titulus must be a non-empty string")
    elogia_raw = raw.get("elogia")
    if isinstance(elogia_raw, dict):
        pairs = list(elogia_raw.items())
    elif isinstance(elogia_raw, list):
        pairs = [(None, text) for text in elogia_raw]
    else:
        raise LayoutError(f"{where}: elogia must be an object (id -> text) or an array of texts")
    elogia = []
    for ref, text in pairs:
        if not isinstance(text, str) or not text.strip():
            raise LayoutError(f"{where}: elogium {ref or len(elogia) + 1} must be a non-empty string")
        elogia.append({"ref": ref, "text": " ".join(text.split())})
    closing = raw.get("conclusio")
    if closing is not None and not isinstance(closing, str):
        raise LayoutError(f"{where}: conclusio must be a string when present")
    return {"title": title.strip(), "elogia": elogia, "closing": closing.strip() if closing else None}


def import_edition(folder: Path, out_dir: Path, edition_title: str | None = None) -> dict[str, Any]:
    """Validate ``folder`` and write the import into ``out_dir/martyrology``; returns a report."""
    days = read_edition(folder)
    edition = folder.resolve().name
    document = {
        "format": FORMAT_VERSION,
        "edition": edition,
        "title": edition_title or edition.replace("_", " "),
        "imported_at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "days": days,
    }
    area = out_dir / "martyrology"
    area.mkdir(parents=True, exist_ok=True)
    target = area / IMPORT_NAME
    temporary = target.with_suffix(".tmp")
    temporary.write_text(json.dumps(document, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    temporary.replace(target)  # a reader never sees half a file
    return {"edition": edition, "days": len(days), "elogia": sum(len(d["elogia"]) for d in days.values()),
            "path": str(target), "bytes": target.stat().st_size}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Import a Roman Martyrology (per-day JSON layout) into the data bundle.")
    parser.add_argument("folder", type=Path, help="edition folder holding 01.json .. 12.json")
    parser.add_argument("--edition-title", default=None, help="title shown to readers (default: the folder name)")
    parser.add_argument("--out", type=Path, default=None, help="bundle root (default: the bundle dir in use)")
    args = parser.parse_args(argv)
    if args.out is None:
        from ecclesia.data.bundle import bundle_dir

        args.out = bundle_dir()
    try:
        report = import_edition(args.folder, args.out, args.edition_title)
    except LayoutError as exc:
        print(f"martyrology import failed: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
