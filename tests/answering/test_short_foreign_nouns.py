"""Two-letter nouns of another language, which the three-letter word pattern skips
(``relevance._SHORT_NOUNS``): French "os" (bones) and elided "or" (gold)."""

import pytest

from ecclesia.answering.relevance import understand
from tests.answering.real_index import assert_first_quote_within


def _query(question, language):
    return understand(question, language, ()).english_query.split()


def test_french_gold_and_bones_are_read():
    assert "gold" in _query("qu'est-ce que le veau d'or ?", "fr")
    assert "gold" in _query("que représente l’or offert par les mages ?", "fr")
    assert "bones" in _query("que signifie la vision des os desséchés d'Ézéchiel ?", "fr")


def test_the_french_conjunction_and_the_portuguese_article_are_not():
    assert "gold" not in _query("or, pourquoi Jésus a-t-il pleuré ?", "fr")
    assert "bones" not in _query("o que os apóstolos fizeram no pentecostes?", "pt")


@pytest.mark.parametrize(("question", "story"), [
    # Read as "calf" alone, it quoted Leviticus 4 (a calf offered for sin).
    ("qu'est-ce que le veau d'or ?", "Exodus 32"),
    # Read without its bones, it quoted Ezechiel 12.
    ("que signifie la vision des os desséchés d'Ézéchiel ?", "Ezechiel 37"),
])
@pytest.mark.usefixtures("search")
def test_french_questions_on_them_are_answered_from_their_story(question, story):
    assert_first_quote_within(question, story)
