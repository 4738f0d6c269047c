"""Where directory records are read from: a small interface and its bundle implementation.

``DirectoryStore`` is all the lookups need, so a managed store (DynamoDB, OpenSearch...)
can replace the bundle without touching the skills: implement the three methods and call
``set_store``. The default, ``BundleDirectoryStore``, reads the index files that
``bundle_build`` wrote, loading each directory on its first use.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any, Literal, Protocol

from ecclesia.data.directory.index import DirectoryIndex, Match

Kind = Literal["saints", "persons", "popes", "dioceses"]


class DirectoryStore(Protocol):
    """Read access to the directory's records (saints, persons, popes, dioceses) and statistics."""

    def get_by_id(self, kind: Kind, record_id: str) -> dict[str, Any] | None:
        """The record of ``kind`` with id ``record_id``, or ``None``."""
        ...

    def search(self, kind: Kind, query: str, limit: int = 6) -> list[Match]:
        """Up to ``limit`` records of ``kind`` matching ``query`` (names, nicknames, typos), best first."""
        ...

    def statistics(self, source_code: str) -> list[dict[str, Any]]:
        """Every statistics row of one diocese, oldest year first."""
        ...

    def saint_ids_on_day(self, month: int, day: int) -> list[str]:
        """Ids of the saints whose feast day (any calendar) is ``month``/``day``."""
        ...


class BundleDirectoryStore:
    """The read-only bundle files of one folder (``<bundle>/directory``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._indexes: dict[str, DirectoryIndex] = {}
        self._statistics: tuple[bytes, dict[str, list[int]], list[str]] | None = None
        self._feasts: dict[str, list[str]] | None = None
        self._lock = threading.Lock()

    def directory(self, kind: Kind) -> DirectoryIndex:
        """The search index of one kind of record, loaded on first use."""
        index = self._indexes.get(kind)
        if index is None:
            with self._lock:
                index = self._indexes.get(kind)
                if index is None:
                    index = self._indexes[kind] = DirectoryIndex.load(self.folder, kind)
        return index

    def get_by_id(self, kind: Kind, record_id: str) -> dict[str, Any] | None:
        """See ``DirectoryStore.get_by_id``."""
        return self.directory(kind).get(record_id)

    def search(self, kind: Kind, query: str, limit: int = 6) -> list[Match]:
        """See ``DirectoryStore.search``."""
        return self.directory(kind).search(query, limit)

    def statistics(self, source_code: str) -> list[dict[str, Any]]:
        """See ``DirectoryStore.statistics`` (the rows of one diocese, read by offset)."""
        if self._statistics is None:
            meta = json.loads((self.folder / "diocese_statistics.offsets.json").read_bytes())
            data = (self.folder / "diocese_statistics.jsonl").read_bytes()
            self._statistics = (data, meta["offsets"], meta["columns"])
        data, offsets, columns = self._statistics
        span = offsets.get(source_code)
        if span is None:
            return []
        return [dict(zip(columns, row, strict=True)) for row in json.loads(data[span[0] : span[1]])]

    def saint_ids_on_day(self, month: int, day: int) -> list[str]:
        """See ``DirectoryStore.saint_ids_on_day``."""
        if self._feasts is None:
            self._feasts = json.loads((self.folder / "saints.feasts.json").read_bytes())
        return list(self._feasts.get(f"{month:02d}-{day:02d}", ()))


_store: DirectoryStore | None = None
_store_lock = threading.Lock()


def set_store(store: DirectoryStore | None) -> None:
    """Use ``store`` for every lookup (``None`` returns to the bundle on next use)."""
    global _store
    _store = store


def get_store() -> DirectoryStore:
    """The bundle's directory store, created once per process."""
    global _store
    if _store is None:
        with _store_lock:
            if _store is None:
                _store = BundleDirectoryStore(_bundle_folder())
    return _store


def _bundle_folder() -> Path:
    from ecclesia.data.bundle import area_dir

    folder = area_dir("directory")
    if (folder / "MANIFEST.json").exists():
        return folder
    # The runtime never builds data: Lambda always has the bundle layer, and a checkout
    # builds it with the Makefile (build-time code lives in tools/, outside the package).
    raise RuntimeError(f"directory bundle missing at {folder}; run `python -m ecclesia_tools.bundle directory`")
