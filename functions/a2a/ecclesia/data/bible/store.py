"""Read Douay-Rheims verses from the bundle and assemble passage texts.

The store is keyed in lectionary numbering (see ``bundle_build``), so a parsed
citation is looked up verse by verse as printed. A verse the Douay-Rheims does not
have under that number (different versification, or a blank verse upstream) is
reported in ``PassageText.missing`` rather than silently skipped. A verse split into parts
across two pieces of a citation ("Ps 23:1-3a, 3b-4") is read once, whole. A verse number the
Douay-Rheims joins into the next verse (``within``: Acts 7:55-56 are one Douay verse) is read
through that verse, once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ecclesia.data.bible.citations import Passage

STORE_NAME = "douay-rheims.json"
NAMES_NAME = "proper-names.json"  # written beside it by tools/ecclesia_tools/bible/bundle_build.py
MODERN_NAMES_NAME = "modern-names.json"  # the same, tools/ecclesia_tools/bible/modern_names.py
MODERN_WORDS_NAME = "modern-words.json"  # the same, tools/ecclesia_tools/bible/modern_words.py


@dataclass(frozen=True, slots=True)
class PassageText:
    """A passage's Douay-Rheims text.

    Attributes:
        text: the verses found, joined.
        missing: ``"BOOK C:V"`` of each verse not found.
    """

    text: str
    missing: tuple[str, ...]  # "BOOK C:V" of each verse not found


class VerseStore:
    """The bundled Douay-Rheims verses, keyed ``BOOK.CHAPTER.VERSE``."""

    def __init__(self, verses: dict[str, str], within: dict[str, str] | None = None) -> None:
        self._verses = verses
        self._within = within or {}
        # Highest verse number per chapter, for ranges that run to a chapter's end.
        self._last: dict[tuple[str, int], int] = {}
        for key in verses:
            book, chapter, verse = key.split(".")
            slot = (book, int(chapter))
            if int(verse) > self._last.get(slot, 0):
                self._last[slot] = int(verse)

    @classmethod
    def load(cls, path: Path) -> "VerseStore":
        """The store in a bundle file (``verses`` and the joined-verse map ``within``)."""
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(data["verses"], data.get("within"))

    def __len__(self) -> int:
        return len(self._verses)

    def verse(self, book: str, chapter: int, verse: int) -> str | None:
        """One verse's text, or ``None`` when the edition has no such verse."""
        return self._verses.get(f"{book}.{chapter}.{verse}")

    def holder(self, book: str, chapter: int, verse: int) -> tuple[int, int] | None:
        """The (chapter, verse) whose text holds a verse number the Douay-Rheims joined, if any."""
        found = self._within.get(f"{book}.{chapter}.{verse}")
        if found is None:
            return None
        _, c, v = found.split(".")
        return int(c), int(v)

    def passage_text(self, passage: Passage) -> PassageText:
        """The text of every range of ``passage``, with the verses it could not find."""
        parts: list[str] = []
        missing: list[str] = []
        previous: tuple[int, int] | None = None
        joined_read: set[tuple[int, int]] = set()
        for rng in passage.ranges:
            for chapter, verse in self._addresses(passage.book, rng.start.chapter, rng.start.verse,
                                                  rng.end.chapter, rng.end.verse):
                if (chapter, verse) == previous:
                    continue  # "1-3a, 3b-4": verse 3 is read once, whole
                previous = (chapter, verse)
                text = self.verse(passage.book, chapter, verse)
                if text is None and (held := self.holder(passage.book, chapter, verse)) is not None:
                    # Read the verse that holds it, now, and not again when the range reaches it.
                    if held in joined_read:
                        continue
                    joined_read.add(held)
                    text = self.verse(passage.book, *held)
                elif (chapter, verse) in joined_read:
                    continue
                if text is None:
                    missing.append(f"{passage.book} {chapter}:{verse}")
                else:
                    parts.append(text)
        return PassageText(" ".join(parts), tuple(missing))

    def _addresses(self, book: str, c1: int, v1: int, c2: int, v2: int):
        for chapter in range(c1, c2 + 1):
            first = v1 if chapter == c1 else 1
            last = v2 if chapter == c2 else self._last.get((book, chapter), 0)
            for verse in range(first, last + 1):
                yield chapter, verse


@cache
def default_store() -> VerseStore | None:
    """The bundle's verse store, loaded once per warm process; None when not built."""
    from ecclesia.data.bundle import area_dir

    path = area_dir("bible") / STORE_NAME
    if not path.is_file():
        return None
    return VerseStore.load(path)


@cache
def _bible_file(name: str) -> dict:
    """A JSON file the bundle build writes beside the verse store; {} when the bundle has none."""
    from ecclesia.data.bundle import area_dir

    path = area_dir("bible") / name
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


@cache
def _listed(key: str) -> frozenset[str]:
    return frozenset(_bible_file(NAMES_NAME).get(key, ()))


def modern_names() -> dict[str, str]:
    """Today's English spelling of the text's names -> the Douay-Rheims's, lower case
    ("hophni": "ophni"); empty when the bundle has none."""
    names: dict[str, str] = _bible_file(MODERN_NAMES_NAME).get("names", {})
    return names


def modern_words() -> dict[str, str]:
    """Today's English words -> the Douay-Rheims's for the same thing, lower case ("yeast":
    "leaven", "hates": "hateth"); empty when the bundle has none."""
    words: dict[str, str] = _bible_file(MODERN_WORDS_NAME).get("words", {})
    return words


def proper_names() -> frozenset[str]:
    """The Bible text's names of people and places, lower case ("esau", "jericho"); empty when
    the bundle has none (a bundle built before the list existed reads names as it did)."""
    return _listed("names")


def capitalised_words() -> frozenset[str]:
    """The words the Bible text capitalises inside sentences, names or not ("lot", "holy"),
    lower case; empty when the bundle has none."""
    return _listed("capitalised")
