"""Value types of a martyrology entry."""

from __future__ import annotations

from dataclasses import dataclass

# The file an import writes into the bundle's martyrology area.
IMPORT_NAME = "martyrology.json"
# Who the Martyrology commemorates each day, as facts (no text), from datasets/martyrology.
FACTS_NAME = "facts.json"


@dataclass(frozen=True, slots=True)
class Elogium:
    """One elogium of the martyrology, with its canonical id when the edition gives one."""

    text: str
    ref: str | None = None  # canonical id when the edition carries one, e.g. "mr:0319-ioseph"


@dataclass(frozen=True, slots=True)
class MartyrologyEntry:
    """A day of the martyrology: its title, elogia, closing formula and where it comes from."""

    month: int
    day: int
    title: str  # "The Nineteenth Day of March"
    elogia: tuple[Elogium, ...]
    closing: str | None  # the daily closing formula, when the edition prints one
    source: str  # where the entry comes from, shown to the reader
    composed: bool  # True when composed from calendar and directory facts, not an imported text
