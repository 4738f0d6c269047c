"""A word that is only part of a concept names it only beside the rest (``vocabulary``: its
"&" terms need each word anywhere in the question, its phrases their words together).
Infant baptism had been read from "niño", "bambino", "enfant", "criança" or "infants" alone,
so "el juicio de salomón con las dos mujeres y el niño" searched the households baptized in
Acts 16 and quoted 2 Esdras 7, a list of returning families; Peter's primacy from "piedra"
or "llaves" alone, and the last things from "cielo" alone, where English reads neither
"rock" nor "heaven" alone as the question's subject."""

import pytest

from ecclesia.answering.vocabulary import TermSet, concepts_in_question, words_of
from tests.answering.real_index import assert_first_quote_within


def _keys(question, language):
    return [c.key for c in concepts_in_question(question, language)]


@pytest.mark.parametrize(("question", "language"), [
    ("el juicio de salomón con las dos mujeres y el niño", "es"),
    ("il bambino samuele nel tempio", "it"),
    ("moïse enfant sauvé des eaux", "fr"),
    ("a criança samuel no templo", "pt"),
    ("why did herod kill the infants in bethlehem", "en"),
])
def test_a_child_alone_is_not_infant_baptism(question, language):
    assert "infant_baptism" not in _keys(question, language)


@pytest.mark.parametrize(("question", "language"), [
    ("is infant baptism biblical", "en"),
    ("why do catholics baptize babies", "en"),
    ("¿Por qué la Iglesia bautiza a los bebés?", "es"),
    ("Perché la Chiesa battezza i bambini?", "it"),
    ("Pourquoi baptiser les bébés ?", "fr"),
    ("Por que a Igreja batiza crianças?", "pt"),
    ("Warum tauft die Kirche Kinder?", "de"),
    ("Cur Ecclesia infantes baptizat?", "la"),
    ("Bakit binibinyagan ang mga sanggol?", "tl"),
])
def test_baptism_and_a_child_together_are_infant_baptism(question, language):
    assert "infant_baptism" in _keys(question, language)


def test_joined_terms_need_every_word():
    terms = TermSet(("tauf*&kind*",))
    assert terms.search(words_of("warum tauft die kirche kinder"))
    assert not terms.search(words_of("die kinder spielen"))


@pytest.mark.usefixtures("search")
def test_the_judgment_of_solomon_asked_in_spanish():
    assert_first_quote_within("el juicio de salomón con las dos mujeres y el niño", "3 Kings 3:16-28")


def test_a_follow_up_completes_the_concept():
    # "And infants?" after a question on baptism asks of infant baptism: the two questions
    # together hold both words (tests/answering/test_skill.py checks the search it makes).
    from ecclesia.answering import relevance
    from ecclesia.skills.base import Turn

    understanding = relevance.understand("And infants?", "en", (Turn("Who can be baptized?", "Every person."),))
    assert "infant_baptism" in [c.key for c in understanding.concepts]


@pytest.mark.parametrize(("question", "language", "concept"), [
    # A stone, keys, the sky alone: Peter's primacy and the last things are not asked.
    ("david mató a goliat con una piedra", "es", "papacy"),
    ("jacob dormiu com a cabeça numa pedra", "pt", "papacy"),
    ("el maná que cayó del cielo", "es", "last_things"),
])
def test_a_common_word_alone_names_no_concept(question, language, concept):
    assert concept not in _keys(question, language)


@pytest.mark.parametrize(("question", "language"), [
    ("¿Es Pedro la piedra sobre la que se edifica la Iglesia?", "es"),
    ("tu sei pietro e su questa pietra", "it"),
    ("Qu'est-ce que les clés du royaume données à Pierre ?", "fr"),
    ("Tu es Petrus et super hanc petram", "la"),
])
def test_the_rock_and_the_keys_beside_peter_are_the_papacy(question, language):
    assert "papacy" in _keys(question, language)


@pytest.mark.parametrize(("question", "language", "concept"), [
    ("la parábola de las diez vírgenes", "es", "mary"),
    ("jesús curó a muchos enfermos en cafarnaúm", "es", "anointing"),
    ("quais são as obras de misericórdia?", "pt", "grace"),
    ("naamán el sirio, general del rey de damasco", "es", "paul_conversion"),
    ("est-ce que dieu veut que je sois heureux ?", "fr", "beatitudes"),
    ("quem guarda os mandamentos ama a deus?", "pt", "angels"),
    ("por que o domingo de ramos tem esse nome?", "pt", "vine"),
    ("saan nakalibing ang mga patay na hari ng juda", "tl", "purgatory"),
])
def test_a_word_broader_than_the_concept_names_no_concept(question, language, concept):
    assert concept not in _keys(question, language)


@pytest.mark.parametrize(("question", "language", "concept"), [
    ("¿la virgen maría tuvo otros hijos?", "es", "mary"),
    ("¿qué es la unción de los enfermos?", "es", "anointing"),
    ("¿nos salvamos por la fe o por las obras?", "es", "grace"),
    ("¿qué pasó en el camino de damasco?", "es", "paul_conversion"),
    ("heureux les pauvres de coeur, ça veut dire quoi ?", "fr", "beatitudes"),
    ("o anjo da guarda existe?", "pt", "angels"),
    ("ligtas ba tayo sa pamamagitan ng gawa", "tl", "grace"),
])
def test_the_concept_named_in_full_is_read(question, language, concept):
    assert concept in _keys(question, language)


@pytest.mark.parametrize(("question", "language"), [
    ("Quid est Spiritus Sanctus?", "la"),
    ("Quid dicit Sancta Scriptura de ieiunio?", "la"),
    ("Was geschah im heiligen Land?", "de"),
    ("Sino ang Espiritu Santo?", "tl"),
])
def test_holy_is_not_the_saints(question, language):
    assert "intercession_saints" not in _keys(question, language)


@pytest.mark.parametrize(("question", "language"), [
    ("Warum beten Katholiken zu den Heiligen?", "de"),
    ("Cur sanctos invocamus?", "la"),
    ("Bakit nagdarasal ang mga Katoliko sa mga santo?", "tl"),
])
def test_the_saints_asked_of_are_the_saints(question, language):
    assert "intercession_saints" in _keys(question, language)
