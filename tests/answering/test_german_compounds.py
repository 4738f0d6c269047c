"""German compounds the lexicon lacks, read as their two words (``relevance._compound``):
"Wolkensäule" is the pillar of the cloud, "Schriftrolle" a scroll, "Himmelreich" the kingdom
of heaven. Through the default bundle's real index where a question is answered."""

import pytest

from ecclesia.answering.relevance import _compound, _translate_words
from tests.answering.real_index import ask, within


@pytest.mark.parametrize(("word", "english"), [
    ("wolkensäule", ["cloud", "pillar"]),
    ("feuersäule", ["fire", "pillar"]),
    ("brotvermehrung", ["bread", "increase"]),
    ("sündenbock", ["sins", "goat"]),  # "Sünde" + the linking "n"
    ("himmelreich", ["heaven", "kingdom"]),  # "-reich" a realm, not "reich", rich
])
def test_a_compound_is_read_as_its_two_words(word, english):
    assert _compound(word) == english


def test_a_word_of_no_two_known_words_is_not_read():
    assert _compound("hausaufgaben") == []


def test_a_german_question_reads_the_compound_in_english():
    assert {"cloud", "pillar"} <= set(_translate_words("Was bedeutet die Wolkensäule in der Wüste?", "de"))


@pytest.mark.usefixtures("search")
@pytest.mark.parametrize(("question", "story"), [
    # "Schriftrolle" was searched as typed, and the prophet's first chapter was quoted.
    ("was bedeutet die fliegende schriftrolle beim propheten sacharja??", "Zacharias 5:1-4"),
    ("Was sagt Jesus über das Himmelreich und das Senfkorn?", "Matthew 13:31-32"),
])
def test_a_question_turning_on_a_compound_is_answered_from_its_story(question, story):
    answer = ask(question)
    assert answer.citations, answer.text
    assert within(answer.citations[0], story), answer.citations[0].cited_text_heading


@pytest.mark.usefixtures("search")
def test_church_tax_is_still_declined():
    # "Kirchensteuer" reads as churches and tribute: still nothing the Bible answers.
    assert not ask("Wie hoch ist die Kirchensteuer in Bayern?").citations
