"""Import directory records from JSONL or CSV files (format: datasets/directory/IMPORT_FORMAT.md).

    python -m ecclesia_tools.directory.import_files KIND FILE [FILE...] [--into DIR]

KIND is saints, persons, popes, dioceses, diocese_statistics or diocese_financials. Each
row is validated against its model; valid rows are merged into ``DIR/<kind>.jsonl`` (by
id, so re-importing replaces), invalid rows are rejected with the reason, and a report of
accepted and rejected rows ends the run. Rebuild the bundle afterwards.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ecclesia_tools.directory.progress import ImportReport, Progress
from ecclesia.data.directory.records import KINDS, merge_records, validate

# CSV cells hold text; these columns are lists ("a|b|c") or nested objects (dotted names).
LIST_SEPARATOR = "|"
LIST_COLUMNS = {"titles", "patronages", "iconography", "aliases", "sources", "education", "notes", "co_consecrators"}
NESTED_PREFIXES = ("birth.", "death.", "feast_day.", "pontificate.", "current_bishop.", "episcopal_lineage.")


def rows_from_file(path: Path) -> Iterator[tuple[str, dict[str, Any] | None, str | None]]:
    """(location, row or None, parse error) for every row of a .jsonl/.json/.csv file."""
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".ndjson"):
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                except json.JSONDecodeError as exc:
                    yield f"{path.name}:{number}", None, f"invalid JSON ({exc.msg})"
                    continue
                yield f"{path.name}:{number}", row if isinstance(row, dict) else None, None if isinstance(row, dict) else "not a JSON object"
    elif suffix == ".csv":
        with path.open(encoding="utf-8-sig", newline="") as handle:
            for number, row in enumerate(csv.DictReader(handle), start=2):
                yield f"{path.name}:{number}", csv_row_to_record(row), None
    else:
        raise SystemExit(f"{path}: expected .jsonl or .csv")


def csv_row_to_record(row: dict[str, str | None]) -> dict[str, Any]:
    record: dict[str, Any] = {}
    for column, raw in row.items():
        if column is None:
            continue
        value = (raw or "").strip()
        if value == "":
            continue  # empty cell = unknown; the model's default (null / empty list) applies
        if column in LIST_COLUMNS:
            parsed: Any = [part.strip() for part in value.split(LIST_SEPARATOR) if part.strip()]
        else:
            parsed = value
        if column.startswith(NESTED_PREFIXES):
            parent, child = column.split(".", 1)
            if child in LIST_COLUMNS:
                parsed = [part.strip() for part in value.split(LIST_SEPARATOR) if part.strip()]
            record.setdefault(parent, {})[child] = parsed
        else:
            record[column] = parsed
    return record


def import_rows(
    kind: str,
    rows: Iterator[tuple[str, dict | None, str | None]],
    report: ImportReport,
    total: int | None = None,
    later_duplicates_win: bool = False,
) -> list[dict]:
    """Validated rows; a repeated key is rejected, or replaces the earlier row when asked."""
    accepted: dict[tuple, dict] = {}
    seen: dict[tuple, str] = {}
    progress = Progress(kind, total)
    for where, row, error in rows:
        progress.advance()
        if row is None:
            report.reject(kind, error or "unreadable row", where)
            continue
        try:
            record = validate(kind, row)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or "row"
            report.reject(kind, f"{field}: {first['msg']}", where)
            continue
        key = KINDS[kind].key(record)
        if key in seen and not later_duplicates_win:
            report.reject(kind, f"duplicate key {key} (first at {seen[key]})", where)
            continue
        if key not in seen:
            report.accept(kind)
        seen[key] = where
        accepted[key] = record
    progress.close()
    return list(accepted.values())


def run(kind: str, files: list[Path], into: Path) -> ImportReport:
    if kind not in KINDS:
        raise SystemExit(f"unknown kind {kind!r}; expected one of {', '.join(KINDS)}")
    report = ImportReport()
    accepted: list[dict] = []
    for path in files:
        total = _count_rows(path)
        accepted += import_rows(kind, rows_from_file(path), report, total)
    if accepted:
        merged = merge_records(into, kind, accepted)
        print(f"{kind}: {merged['added']} added, {merged['replaced']} replaced, {merged['total']} in {into}", file=sys.stderr)
    return report


def _count_rows(path: Path) -> int:
    with path.open("rb") as handle:
        lines = sum(1 for line in handle if line.strip())
    return lines - 1 if path.suffix.lower() == ".csv" else lines


def main(argv: list[str] | None = None) -> int:
    from ecclesia_tools.directory.bundle_build import DATASETS_DIR

    parser = argparse.ArgumentParser(description="Import directory records from JSONL/CSV files.")
    parser.add_argument("kind", choices=sorted(KINDS))
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--into", type=Path, default=DATASETS_DIR, help="source folder to merge into (default: datasets/directory)")
    args = parser.parse_args(argv)
    report = run(args.kind, args.files, args.into)
    print(report.render(), file=sys.stderr)
    return 0 if not report.rejected else 1


if __name__ == "__main__":
    sys.exit(main())
