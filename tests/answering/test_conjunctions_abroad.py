"""The words a question in French, Italian or Portuguese opens with or joins its parts by
("quand", "alors", "donc", "poi", "allora", "logo", "pois") are grammar, not its topic
(``language._STOP_WORDS``). The corpus never uses them and the lexicon does not translate
them, so they were read as the question's rarest words, unheard: beside a concept
("buisson ardent" is the burning bush) they were what the question asked beyond it, no
passage held them, and it was declined. Through the default bundle's real index."""

import pytest

from ecclesia.answering.language import stop_words
from ecclesia.answering.rerank import corpus_statistics
from ecclesia.answering.relevance import read_beyond, understand
from tests.answering.real_index import assert_first_quote_within

BURNING_BUSH = "quand moïse a vu le buisson ardent qui ne brûlait pas"
WRESTLING = "donc jacob a lutté avec un ange toute la nuit ?"
WRESTLING_IT = "e poi giacobbe ha lottato con l'angelo tutta la notte?"
WRESTLING_PT = "e logo jacó lutou com o anjo a noite toda?"


@pytest.mark.parametrize(("language", "words"), [
    ("fr", "quand lorsque alors puis donc parce ensuite"),
    ("it", "allora poi quindi"),
    ("pt", "entao pois logo"),
])
def test_conjunctions_are_stop_words_of_their_language(language, words):
    assert set(words.split()) <= stop_words(language)


@pytest.mark.usefixtures("search")
def test_when_is_not_what_a_french_question_asks_beyond_its_concept():
    understanding = understand(BURNING_BUSH, "fr", ())
    beyond = read_beyond(understanding, corpus_statistics())
    assert "quand" not in beyond.weights
    assert not beyond.unheard


@pytest.mark.usefixtures("search")
def test_a_french_question_opening_with_when_is_answered_from_exodus_3():
    assert_first_quote_within(BURNING_BUSH, "Exodus 3:1-6")


@pytest.mark.usefixtures("search")
@pytest.mark.parametrize("question", [WRESTLING, WRESTLING_IT, WRESTLING_PT])
def test_jacob_wrestling_asked_after_a_conjunction_is_answered_from_genesis_32(question):
    assert_first_quote_within(question, "Genesis 32:22-32")
