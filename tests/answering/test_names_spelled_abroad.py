"""A name spelled the way another language spells it ("Judit", "Hérode") is read as the Bible's
name one letter away (``relevance._name_spelled_near``), and a question in another language
none of whose words could be read in English is analysed without any language's function
words ("Sino si Judith?": "sino" is Tagalog for "who")."""

import time

import pytest

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.relevance import _name_spelled_near, distinctive_names, understand


def test_a_name_one_letter_from_a_bible_name_is_that_name():
    assert _name_spelled_near("judit") == "judith"
    assert _name_spelled_near("herode") == "herod"
    assert _name_spelled_near("jud") is None  # too short to guess
    assert _name_spelled_near("kirche") is None  # no name near
    assert _name_spelled_near("gedeone") == "gedeon"  # one letter fewer in the Bible's spelling
    assert _name_spelled_near("threw") is None  # "thare" is two letters away (one out of each)


def test_only_a_capitalised_word_past_the_first_of_another_language():
    assert "judith" in distinctive_names("¿Quién era Judit?", "es")
    assert "judith" not in distinctive_names("¿quién era judit?", "es")  # lower case: any word
    assert distinctive_names("Judit", "es") == ()  # the first word is capitalised anyway
    assert "judith" not in distinctive_names("Who was Judit?", "en")  # English reads names its own way


def test_a_question_read_in_no_english_word_keeps_none_of_its_function_words():
    terms = {t for t, _ in understand("Sino si Judith?", "tl", ()).query_terms}
    assert "sino" not in terms and any(t.startswith("judith") for t in terms)


@pytest.mark.usefixtures("search")
@pytest.mark.parametrize("question", ["¿Quién era Judit?", "Wer war Judit?", "Sino si Judith?"])
def test_who_was_judith_in_other_languages(question):
    # Each had been declined: "Judit" was read as no one, "sino" as the question's topic.
    answer = answer_question(question, deadline=time.monotonic() + 25, answerer=ExtractiveAnswerer(),
                             catalogue=catalogue.no_catalogue)
    assert answer.citations and all(c.cited_text_heading.removeprefix("Haydock on ").startswith("Judith ")
                                    for c in answer.citations)


def test_the_acts_of_the_apostles_in_tagalog_is_the_book_not_works():
    from ecclesia.answering.relevance import named_books
    from ecclesia.answering.vocabulary import concepts_in_question

    question = "sino si apolos sa aklat ng mga gawa ng mga apostol"
    assert named_books(question, "tl") == ("Acts",)
    # "gawa" (works) had read it as a question on grace, answered from 2 Peter 1.
    assert "grace" not in [c.key for c in concepts_in_question(question, "tl")]
    assert "grace" in [c.key for c in concepts_in_question("ligtas ba tayo sa pamamagitan ng gawa", "tl")]


@pytest.mark.usefixtures("search")
@pytest.mark.parametrize(("question", "verse"), [
    # "bibliya" and "biblia" had weighed as topic words no passage holds, and both were declined.
    ("sino si reyna atalia sa bibliya", "4 Kings 11:"),
    ("quem não trabalha não coma, onde está isso na biblia?", "2 Thessalonians 3:"),
])
def test_the_bible_named_in_another_language_is_no_topic(question, verse):
    answer = answer_question(question, deadline=time.monotonic() + 25, answerer=ExtractiveAnswerer(),
                             catalogue=catalogue.no_catalogue)
    assert answer.citations and answer.citations[0].cited_text_heading.removeprefix("Haydock on ").startswith(verse)
