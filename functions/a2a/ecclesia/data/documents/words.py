"""Words as search compares them: accents folded, case ignored, light English stemming.

No numpy here: the catalogue (``catalogue.py``) matches with these alone, so loading it
does not pull in the index's arrays.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

WORD = re.compile(r"[^\W_]+")

# Function words carry no topic; the Spanish, Italian and French ones are here because the
# English corpus is queried in those languages too.
STOPWORDS = frozenset(
    """a about above after again against all am an and any are as at be because been before being
    below between both but by can did do does doing down during each few for from further had has
    have having he her here hers herself him himself his how i if in into is it its itself just me
    more most my myself no nor not now of off on once only or other our ours ourselves out over own
    same she should so some such than that the their theirs them themselves then there these they
    this those through to too under until up very was we were what when where which while who whom
    why will with you your yours yourself yourselves unto thee thou thy thine ye hath doth shall
    el la los las un una unos unas de del y o que en por para con se su sus al lo como es le les
    il lo gli i della dello degli delle di da e che per con non si sono nel nella
    le les des du et en au aux ce cette qui que dans pour par sur est une son sa ses""".split()
)


COMBINING_MARKS = re.compile(r"[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")


def fold(text: str) -> str:
    """Lower case without accents: the form both the index and the query are compared in."""
    if text.isascii():
        return text.lower()
    return COMBINING_MARKS.sub("", unicodedata.normalize("NFKD", text.casefold()))


@lru_cache(maxsize=200_000)
def _stem(word: str) -> str:
    """A light English suffix stripper: plurals and the commonest verb endings."""
    if len(word) <= 3 or word.isdigit():
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("sses"):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    for suffix in ("ing", "eth", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def analyse(text: str) -> list[str]:
    """The stemmed words of ``text``, without stopwords."""
    return [_stem(w) for w in WORD.findall(fold(text)) if w not in STOPWORDS]
