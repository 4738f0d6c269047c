"""A word of an English question that the corpus lacks and that is one letter off a word
naming a concept names that concept ("confesion", "purgatroy", "eucarist"): "is confesion to a
preist even in the bible" named no concept and was answered from Hebrews 3:1, "the apostle and
high priest of our confession". Words the corpus holds are words, not typos ("baptist")."""

import pytest

from ecclesia.answering.relevance import respelled_concept_words, understand
from tests.answering.real_index import ask, within


@pytest.mark.parametrize(("question", "concept"), [
    ("is confesion to a preist even in the bible", "confession"),
    ("is purgatroy real", "purgatory"),
    ("what is the eucarist", "eucharist"),
    ("the resurection of jesus", "resurrection_christ"),
])
def test_the_mistyped_word_names_its_concept(question, concept, search):
    assert concept in [c.key for c in understand(question, "en", ()).concepts]


@pytest.mark.parametrize("question", [
    "who was john the baptist", "a horse and carriage in the bible",
    "what did the pharisees teach about the sabbath",
])
def test_a_word_the_corpus_holds_is_not_respelled(question, search):
    assert respelled_concept_words(question) is None


def test_confession_to_a_priest_is_answered_from_james_and_john(search):
    # Hebrews 3:1-7 (the high priest of our confession) was quoted first.
    answer = ask("is confesion to a preist even in the bible")
    assert answer.citations and within(answer.citations[0], "James 5:16", "John 20:21-23", "1 John 1:9")
