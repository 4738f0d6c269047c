"""The canonical source files of the directories, and how importers merge into them.

A source folder (``datasets/directory`` in the repository) holds one JSON Lines file per
directory, each line one record in the shape of its pydantic model:

    saints.jsonl  persons.jsonl  popes.jsonl  dioceses.jsonl
    diocese_statistics.jsonl  diocese_financials.jsonl

The bundle builder reads these files; both importers write them (merging by key, so a
re-import replaces a record instead of duplicating it). ``IMPORT_FORMAT.md`` beside the
datasets documents the fields for people who prepare files by hand.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from ecclesia.data.directory.models import (
    DioceseRecord,
    Financials,
    PersonProfile,
    PopeProfile,
    SaintProfile,
    StatisticsRow,
)


class StatisticsRecord(StatisticsRow):
    """A statistics row as stored: the row and its diocese's source code."""

    source_code: str


class FinancialsRecord(Financials):
    """A financials row as stored: the row and its diocese's source code."""

    source_code: str


@dataclass(frozen=True, slots=True)
class KindSpec:
    """A kind of directory record: its model and the fields that identify a record."""

    kind: str
    model: type[BaseModel]
    key_fields: tuple[str, ...]

    @property
    def file_name(self) -> str:
        """The JSON Lines file of this kind."""
        return f"{self.kind}.jsonl"

    def key(self, record: dict[str, Any]) -> tuple:
        """The identifying fields' values of ``record``."""
        return tuple(record[name] for name in self.key_fields)


KINDS: dict[str, KindSpec] = {
    spec.kind: spec
    for spec in (
        KindSpec("saints", SaintProfile, ("saint_id",)),
        KindSpec("persons", PersonProfile, ("person_id",)),
        KindSpec("popes", PopeProfile, ("pope_id",)),
        KindSpec("dioceses", DioceseRecord, ("source_code",)),
        KindSpec("diocese_statistics", StatisticsRecord, ("source_code", "year")),
        KindSpec("diocese_financials", FinancialsRecord, ("source_code", "fiscal_year")),
    )
}


def validate(kind: str, raw: dict[str, Any]) -> dict[str, Any]:
    """The record as its model dumps it (all fields present); raises pydantic's error."""
    return KINDS[kind].model.model_validate(raw).model_dump(mode="json", exclude={"alternates"})


def read_records(source_dir: Path, kind: str) -> list[dict[str, Any]]:
    """Every record of ``kind`` in ``source_dir``, validated; a missing file is no records."""
    path = source_dir / KINDS[kind].file_name
    if not path.exists():
        return []
    records = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                records.append(validate(kind, json.loads(line)))
            except ValueError as exc:  # pydantic.ValidationError and JSONDecodeError
                raise ValueError(f"{path}:{number}: {exc}") from exc
    return records


def merge_records(source_dir: Path, kind: str, incoming: Iterable[dict[str, Any]]) -> dict[str, int]:
    """Add or replace records by key; returns how many were added and replaced."""
    spec = KINDS[kind]
    existing = {spec.key(record): record for record in read_records(source_dir, kind)}
    added = replaced = 0
    for record in incoming:
        key = spec.key(record)
        if key in existing:
            replaced += 1
        else:
            added += 1
        existing[key] = record
    write_records(source_dir, kind, existing.values())
    return {"added": added, "replaced": replaced, "total": len(existing)}


def write_records(source_dir: Path, kind: str, records: Iterable[dict[str, Any]]) -> None:
    """Write ``records`` of ``kind`` to ``source_dir`` (atomically, through a temporary file)."""
    source_dir.mkdir(parents=True, exist_ok=True)
    path = source_dir / KINDS[kind].file_name
    temporary = path.with_suffix(".jsonl.tmp")
    with temporary.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    temporary.replace(path)
