"""Reading the imported martyrology from the bundle, and choosing a day's entry."""

from __future__ import annotations

import datetime
import json
from functools import cache
from pathlib import Path

from ecclesia.data.martyrology.compose import compose_entry
from ecclesia.data.martyrology.model import IMPORT_NAME, Elogium, MartyrologyEntry


class ImportedMartyrology:
    """A martyrology text an operator imported (its edition and elogia by day)."""

    def __init__(self, document: dict) -> None:
        self.edition = document["edition"]
        self.title = document.get("title") or self.edition
        self._days: dict[str, dict] = document["days"]

    @classmethod
    def load(cls, path: Path) -> "ImportedMartyrology":
        """The imported text in a bundle file."""
        return cls(json.loads(path.read_text(encoding="utf-8")))

    def entry(self, month: int, day: int) -> MartyrologyEntry | None:
        """The entry of ``month``/``day``, or ``None`` when the text has none."""
        raw = self._days.get(f"{month:02d}-{day:02d}")
        if raw is None or not raw["elogia"]:
            return None
        return MartyrologyEntry(
            month=month, day=day, title=raw["title"],
            elogia=tuple(Elogium(e["text"], e.get("ref")) for e in raw["elogia"]),
            closing=raw.get("closing"), source=self.title, composed=False,
        )


@cache
def imported() -> ImportedMartyrology | None:
    """The operator's import in the bundle, loaded once per warm process; None when absent."""
    from ecclesia.data.bundle import area_dir

    path = area_dir("martyrology") / IMPORT_NAME
    return ImportedMartyrology.load(path) if path.is_file() else None


def entry_for(day: datetime.date, calendar: str = "general") -> MartyrologyEntry | None:
    """The martyrology of ``day``: the imported text's entry, else one composed from facts."""
    loaded = imported()
    if loaded is not None:
        found = loaded.entry(day.month, day.day)
        if found is not None:
            return found
    return compose_entry(day, calendar)
