"""Parse lectionary-style Bible citations into verse ranges.

Handles what the Lectionary for Mass prints:

* verse ranges and partial verses: ``Is 35:1-6a, 10``, ``Ps 31:3cd-4, 6ab+7b+8a``;
* ranges across chapters: ``Is 52:13-53:12``, ``Mk 14:1–15:47`` (hyphen, en or em dash);
* several passages: ``Is 63:16b-17, 19b; 64:2-7``, ``Wis 1:13-15, 2:23-24``;
* alternatives and short forms: ``Jn 1:1-18 or 1:1-5, 9-14``,
  ``Mt 1:16, 18-21, 24a or Lk 2:41-51a`` (each alternative may name its own book);
* one-chapter books cited by verse only: ``Phlm 9-10, 12-17``;
* Douay-Rheims book names when asked (``douay=True``: 1 Kings = 1 Samuel...).

Numbering is the lectionary's (Hebrew psalm numbers, Masoretic verse numbers such as
Mal 3:19-24 and Joel 3:1-5); the verse store is keyed the same way (see bundle_build),
so no renumbering happens here. Partial-verse letters are kept for display; the text of
a partial verse is the whole verse, since the Douay-Rheims marks no verse parts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ecclesia.data.bible.books import SINGLE_CHAPTER, book_code, english_name


class CitationError(ValueError):
    """The citation cannot be read; the message says which part and why."""


@dataclass(frozen=True, slots=True)
class VerseRef:
    """A verse (chapter, verse and the part of it, ``a``/``b``..., empty for all of it)."""

    chapter: int
    verse: int
    part: str = ""  # "a", "b", "cd"... empty for the whole verse


@dataclass(frozen=True, slots=True)
class VerseRange:
    """The verses from ``start`` to ``end`` inclusive."""

    start: VerseRef
    end: VerseRef


@dataclass(frozen=True, slots=True)
class Passage:
    """Verses of one book, in reading order (a citation may hold several passages)."""

    book: str  # USX code
    ranges: tuple[VerseRange, ...]


@dataclass(frozen=True, slots=True)
class Citation:
    """One way of reading a citation: its passages, in order."""

    text: str
    passages: tuple[Passage, ...]


_DASH = re.compile(r"\s*[\u2010-\u2015\u2212-]\s*")
_BOOK_AT_START = re.compile(
    r"^\s*(?P<book>(?:[1-4]|I{1,3}|IV)?\s*[A-Za-z][A-Za-z.]*(?:\s+(?:of\s+)?[A-Za-z][A-Za-z.]*)*)\.?\s*(?=\d)"
)
_VERSE = r"(?P<{n}v>\d+)(?P<{n}p>[a-g]*)"
_PIECE = re.compile(
    r"^(?:(?P<c1>\d+):)?" + _VERSE.format(n="s")
    + r"(?:-(?:(?P<c2>\d+):)?" + _VERSE.format(n="e") + r")?$"
)


def split_alternatives(text: str) -> list[str]:
    """``"Jn 1:1-18 or 1:1-5, 9-14"`` -> the two alternatives, as printed."""
    return [part.strip() for part in re.split(r"\s+or\s+", text.strip()) if part.strip()]


def parse(text: str, *, douay: bool = False, default_book: str | None = None) -> list[Citation]:
    """Every alternative of a citation, parsed. Raises CitationError on what it cannot read."""
    if not text or not text.strip():
        raise CitationError("empty citation")
    results: list[Citation] = []
    book = default_book
    for alternative in split_alternatives(text):
        citation = parse_one(alternative, douay=douay, default_book=book)
        book = citation.passages[-1].book
        results.append(citation)
    return results


def parse_one(text: str, *, douay: bool = False, default_book: str | None = None) -> Citation:
    """One alternative: passages separated by ``;`` (or by ``,`` before a new chapter)."""
    cleaned = _DASH.sub("-", text.strip().rstrip("."))
    cleaned = cleaned.replace("+", ",")
    cleaned = re.sub(r"\s*\[Vulg\.?\]", "", cleaned)  # "Tob 13:10 [Vulg.]": a numbering note
    cleaned = re.sub(r"\[([a-g]+)\]", r"\1", cleaned)  # "12ab[cd]": bracketed optional parts
    cleaned = re.sub(r"^([A-Za-z]+)/[A-Za-z]+", r"\1", cleaned)  # "Eccl/Qoh 1:2" names one book twice
    passages: list[Passage] = []
    book = default_book
    for segment in (s.strip() for s in cleaned.split(";")):
        if not segment:
            continue
        match = _BOOK_AT_START.match(segment)
        if match and not segment[: match.end()].strip().isdigit():
            name = match.group("book").strip()
            code = book_code(name, douay=douay)
            if code is None:
                raise CitationError(f"unknown book '{name}' in '{text}'")
            book = code
            segment = segment[match.end():]
        if book is None:
            raise CitationError(f"no book named in '{text}'")
        ranges = _parse_ranges(segment, book, text)
        if passages and passages[-1].book == book:
            passages[-1] = Passage(book, passages[-1].ranges + ranges)
        else:
            passages.append(Passage(book, ranges))
    if not passages:
        raise CitationError(f"no verses in '{text}'")
    return Citation(text=text.strip(), passages=tuple(passages))


def _parse_ranges(segment: str, book: str, whole: str) -> tuple[VerseRange, ...]:
    chapter: int | None = 1 if book in SINGLE_CHAPTER else None
    ranges: list[VerseRange] = []
    for raw in segment.split(","):
        piece = re.sub(r"\s+", "", raw)
        if not piece:
            continue
        match = _PIECE.match(piece)
        if match is None:
            raise CitationError(f"cannot read '{raw.strip()}' in '{whole}'")
        if match.group("c1"):
            chapter = int(match.group("c1"))
        if chapter is None:
            raise CitationError(f"no chapter before '{raw.strip()}' in '{whole}'")
        start = VerseRef(chapter, int(match.group("sv")), match.group("sp"))
        if match.group("ev"):
            if match.group("c2"):
                chapter = int(match.group("c2"))
            end = VerseRef(chapter, int(match.group("ev")), match.group("ep"))
        else:
            end = start
        if (end.chapter, end.verse) < (start.chapter, start.verse):
            raise CitationError(f"range runs backwards in '{raw.strip()}' of '{whole}'")
        ranges.append(VerseRange(start, end))
    if not ranges:
        raise CitationError(f"no verses in '{whole}'")
    return tuple(ranges)


def format_passage(passage: Passage) -> str:
    """A citation in full English book names, e.g. ``Isaiah 63:16b-17, 19b; 64:2-7``."""
    chunks: list[str] = []
    chapter: int | None = None
    pieces: list[str] = []
    for rng in passage.ranges:
        s, e = rng.start, rng.end
        if s.chapter != chapter:
            if pieces:
                chunks.append(", ".join(pieces))
                pieces = []
            head = f"{s.chapter}:{s.verse}{s.part}"
        else:
            head = f"{s.verse}{s.part}"
        if (e.chapter, e.verse, e.part) == (s.chapter, s.verse, s.part):
            pieces.append(head)
        elif e.chapter != s.chapter:
            pieces.append(f"{head}-{e.chapter}:{e.verse}{e.part}")
        else:
            pieces.append(f"{head}-{e.verse}{e.part}")
        chapter = e.chapter
    chunks.append(", ".join(pieces))
    return f"{english_name(passage.book)} " + "; ".join(chunks)


# Hebrew (lectionary) -> Vulgate/Douay psalm numbers. Hebrew 9-10 are Vulgate 9;
# Hebrew 114-115 are Vulgate 113; Hebrew 116 is Vulgate 114-115; Hebrew 147 is 146-147.
def vulgate_psalm(hebrew: int, verse: int | None = None) -> int:
    """The Douay-Rheims (Vulgate) number of a psalm cited by its Hebrew number.

    ``verse`` (Hebrew numbering) decides the split psalms: Hebrew 116:1-9 is Vulgate 114
    and 116:10-19 is Vulgate 115; Hebrew 147:1-11 is Vulgate 146 and 147:12-20 is 147.
    """
    if not 1 <= hebrew <= 150:
        raise CitationError(f"there is no Psalm {hebrew}")
    if hebrew <= 8 or hebrew >= 148:
        return hebrew
    if hebrew in (9, 10):
        return 9
    if hebrew <= 113:
        return hebrew - 1
    if hebrew in (114, 115):
        return 113
    if hebrew == 116:
        return 114 if verse is None or verse <= 9 else 115
    if hebrew <= 146:
        return hebrew - 1
    return 146 if verse is None or verse <= 11 else 147  # hebrew == 147
