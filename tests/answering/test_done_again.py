"""A word of today's English for a thing done again ("rededicating", "rebuilding") that the
corpus never uses is read as the thing done (``rerank.weights``): the Douay tells of "the
dedication of the altar" (1 Machabees 4:56), not of its rededication. Only in English, and
only for a word the corpus lacks: "rebuilt" and "return", which it uses, stay as they are."""

import pytest

from ecclesia.answering.rerank import weights
from tests.answering.test_rerank import FakeStatistics

CORPUS = FakeStatistics({"dedicat": 5.4, "temple": 2.6, "rebuilt": 6.0, "built": 3.0, "return": 2.0, "turn": 2.5})


def test_a_word_of_doing_again_the_corpus_lacks_is_read_as_the_doing():
    assert weights([("rededicat", 1.0), ("temple", 1.0)], CORPUS) == {"dedicat": 5.4, "temple": 2.6}


@pytest.mark.parametrize("term", ["rebuilt", "return"])
def test_a_word_the_corpus_uses_is_kept(term):
    assert weights([(term, 1.0)], CORPUS) == {term: CORPUS.rarity(term)}


def test_not_in_another_language():
    # Without spelling (a question in another language), an unknown word weighs as the rarest.
    assert weights([("rededicat", 1.0)], CORPUS, spell=False) == {"rededicat": CORPUS.max_rarity()}
