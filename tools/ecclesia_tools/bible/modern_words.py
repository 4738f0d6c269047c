"""Today's English words -> the Douay-Rheims's for the same thing, read off two translations.

A question says "yeast", "lampstand", "the speck in your brother's eye", "the tax collectors";
the Douay-Rheims the index quotes says "leaven", "candlestick", "the mote", "the publicans".
``ecclesia.answering.vocabulary.DOUAY_WORDS`` lists such words met in questions, by hand; this
table is read off the World English Bible and the Douay-Rheims, verse by verse, as
``modern_names`` reads the names, so it holds the words questions have not met yet.

How: over the verses both texts hold (numbered alike), each word of the WEB that the Douay
verse lacks is counted with each word of the Douay verse that the WEB verse lacks. A WEB word
(lower case, not a name) is paired with the Douay word it meets most consistently: the Dice
coefficient of the two (twice the verses they meet in, over the verses each text uses its word
in) at least ``MIN_DICE``, in at least ``MIN_VERSES`` verses. Only words the Douay-Rheims itself
hardly uses (at most ``TEXT_SHARE`` as often as the WEB does) count, paired with words the WEB
uses at most ``PAIR_SHARE`` as often as the Douay-Rheims (a word both use is no substitute);
and only words the whole corpus, Haydock's notes included, uses at most ``MAX_CORPUS_USES``
times and at most ``TEXT_SHARE`` as often as their pair: reading a word the
corpus knows as another would lose its own passages ("capital" is Haydock's word too, not only
the WEB's for the Douay "chapiter"). A pair the index reads alike ("hates", "hateth": both
"hate") or as nothing ("yourself", a function word) is left out: it would change nothing. Pairs
that are the texts' different images rather than the same thing are left out by hand
(``NOT_THE_SAME``).

Output: ``<out>/bible/modern-words.json`` = ``{"source": ..., "words": {"yeast": "leaven"}}``.
A bundle built without the package has no table; questions are read as before.
Rebuild: ``make bundle`` (``python -m ecclesia_tools.bundle``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from ecclesia_tools.bible.modern_names import _fold, aligned_verses, web_verses, write_table

MODERN_WORDS_NAME = "modern-words.json"
MIN_DICE = 0.5
MIN_VERSES = 3
TEXT_SHARE = 0.2
PAIR_SHARE = 0.5
MAX_CORPUS_USES = 10
MIN_LENGTH = 3
# Read off the table of 2026-12-03 by hand: the verses say the same thing in other words, but a
# question using the word means something else ("vaulted" rooms are not a brothel, "whitewash"
# is not the Douay's "untempered" mortar, a "cloven" hoof does not chew).
NOT_THE_SAME = frozenset("vaulted whitewash cloven convocation braided".split())
_WORD = re.compile(r"[A-Za-z]+")


def _counts(texts: Iterable[str]) -> tuple[Counter[str], Counter[str]]:
    """(uses in lower case, uses capitalised) of each folded word, over ``texts``."""
    lower: Counter[str] = Counter()
    capital: Counter[str] = Counter()
    for text in texts:
        for word in _WORD.findall(text):
            (capital if word[0].isupper() else lower)[word.lower()] += 1  # ASCII letters: folded
    return lower, capital


def word_pairs(modern: dict[str, str], douay: dict[str, str], corpus_uses: Counter[str]) -> dict[str, str]:
    """modern word -> Douay word, lower case, read off the verses both texts hold (see above);
    ``corpus_uses``: how often the index's whole corpus uses each folded word."""
    modern_lower, modern_capital = _counts(modern.values())
    douay_lower, douay_capital = _counts(douay.values())
    in_modern: Counter[str] = Counter()  # verses of the WEB using the word
    in_douay: Counter[str] = Counter()
    met: Counter[tuple[str, str]] = Counter()
    for _, modern_words, douay_words in aligned_verses(modern, douay):
        in_modern.update(modern_words)
        in_douay.update(douay_words)
        for word in modern_words - douay_words:
            for other in douay_words - modern_words:
                met[(word, other)] += 1
    best: dict[str, tuple[float, str]] = {}
    # In order, so a tie goes to the first Douay word alphabetically: the sets above iterate in
    # an order that changes with the hash seed, and the bundle must not change with it.
    for (word, other), count in sorted(met.items()):
        if (count < MIN_VERSES or len(word) < MIN_LENGTH or word in NOT_THE_SAME
                or modern_capital[word] > modern_lower[word] or douay_capital[other] > douay_lower[other]
                or in_douay[word] > TEXT_SHARE * in_modern[word] or in_modern[other] > PAIR_SHARE * in_douay[other]):
            continue
        dice = 2 * count / (in_modern[word] + in_douay[other])
        if dice >= MIN_DICE and dice > best.get(word, (0.0, ""))[0]:
            best[word] = (dice, other)
    from ecclesia.answering.rerank import analysed_words

    def changes_the_reading(word: str, other: str) -> bool:
        read, read_other = analysed_words(word, english=True), analysed_words(other, english=True)
        return bool(read) and bool(read_other) and read != read_other

    return {word: other for word, (_, other) in sorted(best.items())
            if corpus_uses[word] <= MAX_CORPUS_USES and corpus_uses[word] <= TEXT_SHARE * corpus_uses[other]
            and changes_the_reading(word, other)}


def corpus_uses(douay: dict[str, str]) -> Counter[str]:
    """How often the default corpus (the Douay-Rheims and Haydock's notes) uses each word."""
    from ecclesia_tools.documents.default_corpus import haydock_documents

    uses: Counter[str] = Counter()
    for text in douay.values():
        uses.update(re.findall(r"[a-z]+", _fold(text)))
    for document in haydock_documents():
        uses.update(re.findall(r"[a-z]+", _fold(document.body)))
    return uses


def build(area: Path, douay: dict[str, str]) -> int:
    """Write ``<area>/modern-words.json``; the number of words (0 without the package)."""
    modern = web_verses()
    table = None if modern is None else word_pairs(modern, douay, corpus_uses(douay))
    return write_table(area / MODERN_WORDS_NAME, "words", table)
