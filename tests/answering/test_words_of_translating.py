"""Words that ask about a Bible's translation ("c'est quoi la bonne traduction", "which
translation is right") say which Bible the asker reads or compares, not what is asked: they are
words of asking (``rerank._ASKING``), in English and in the questions' other languages. As
topic words they favoured Haydock's notes on how a verse is translated, which hold "translation"
and "traduction", over the verse asked about. And a French word is read as the Douay's English: "au-dedans
de vous" is "within you" (Luke 17:21), not "inside", a word the Douay nearly never uses. Through
the default bundle's real index where a question is answered."""

import pytest

from ecclesia.answering.rerank import analysed_words
from ecclesia.answering.vocabulary import translated
from tests.answering.real_index import assert_first_quote_within


@pytest.mark.parametrize(("question", "english"), [
    ("c'est quoi la bonne traduction", False),
    ("¿cuál es la traducción correcta?", False),
    ("qual è la traduzione giusta?", False),
    ("qual é a tradução certa?", False),
    ("welche Übersetzung ist richtig?", False),
    ("which translation is right, is it translated wrong", True),
])
def test_words_of_translating_are_no_topic(question, english):
    assert not [w for w in analysed_words(question, english=english) if w.startswith(("tradu", "translat", "ubersetz"))]


def test_au_dedans_is_read_within():
    assert translated("dedans", "fr") == "within"


@pytest.mark.usefixtures("search")
def test_the_kingdom_within_you_asked_in_french_quotes_luke_17():
    assert_first_quote_within("jésus dit que le royaume de dieu est au milieu de vous ou au-dedans de vous ? "
                              "c'est quoi la bonne traduction", "Luke 17:20-21")
