""""Who was the prophet Jeremiah?": the person a book of the Bible is named for is answered from
the verse of that book introducing them, in every language of the questions, and a follow-up is
then read in their book, not held to its first chapter. Through the default bundle's real index."""

import re

import pytest

from ecclesia.answering import relevance
from ecclesia.answering.language import detect_language
from ecclesia.answering.relevance import INTRODUCED, book_opening, introduced, introduced_person, understand
from ecclesia.data.bible.books import book_code
from ecclesia.data.documents.references import parse_reference
from ecclesia.data.documents.words import fold
from ecclesia.skills.base import Turn
from tests.answering.real_index import ask, assert_first_quote_within


@pytest.mark.parametrize(("question", "expected"), [
    ("who was the prophet jeremiah", "Jeremias 1:1"),
    ("Who was Jonah?", "Jonas 1:1"),
    ("who was nehemiah in the bible", "2 Esdras 1:1"),
    ("who's job", "Job 1:1"),
    ("¿quién era el profeta oseas?", "Osee 1:1"),
    ("Qui était le prophète Jérémie ?", "Jeremias 1:1"),
    ("chi era il profeta isaia", "Isaias 1:1"),
    ("quem foi o profeta ezequiel", "Ezechiel 1:3"),
    ("wer war der prophet jesaja", "Isaias 1:1"),
    ("sino si propeta amos", "Amos 1:1"),
    ("who was judith", "Judith 8:1"),
])
def test_who_a_books_person_is_reads_as_the_verse_introducing_them(question, expected):
    assert introduced_person(question, detect_language(question)) == parse_reference(expected)


@pytest.mark.parametrize("question", [
    "who was jairus",  # no book is his
    "who was zechariah",  # the prophet, or John the Baptist's father
    "what did jeremiah say about the new covenant",  # asks no who
    "Qui était Tobie et l'ange Raphaël ?",  # the two together: Tobias 5 and 12, not Tobias 1:1
    "who was king when jeremiah prophesied",  # the name asked about is not his
])
def test_other_questions_name_no_introduction(question):
    assert introduced_person(question, detect_language(question)) is None


def test_each_introduction_is_the_first_verse_of_the_book_to_name_its_person(search):
    from ecclesia.data.bible.store import default_store

    store = default_store()
    assert store is not None
    for person, verse in INTRODUCED.items():
        reference = parse_reference(verse)
        code = book_code(reference.book, douay=True)
        named = [(c, v) for c in range(1, reference.chapter + 1) for v in range(1, 60)
                 if (text := store.verse(code, c, v)) and re.search(rf"\b{person}\b", fold(text))]
        assert named and named[0] == (reference.chapter, reference.first_verse), (person, named[:2])


@pytest.mark.usefixtures("search")
def test_who_was_the_prophet_is_answered_from_his_book():
    assert_first_quote_within("who was the prophet jeremiah", "Jeremias 1:1-5")
    assert_first_quote_within("¿quién era el profeta oseas?", "Osee 1:1-3")


@pytest.mark.usefixtures("search")
def test_without_the_introductions_the_name_is_searched_wherever_it_is_said(monkeypatch):
    monkeypatch.setattr(relevance, "INTRODUCED", {})
    answer = ask("who was the prophet jeremiah")
    # Matthew 27:9 ("spoken by Jeremias the prophet") was the verse found
    assert not answer.citations or not answer.citations[0].cited_text_heading.startswith("Jeremias 1:")


@pytest.mark.usefixtures("search")
def test_a_follow_up_on_the_person_is_read_in_their_book_not_its_first_chapter():
    earlier = ask("who was the prophet jeremiah")
    conversation = (Turn(question="who was the prophet jeremiah", answer=earlier.text),)
    understood = understand("and what did he say about the new covenant", "en", conversation)
    assert understood.follow_up
    assert understood.conversation_book == "Jeremias"
    assert understood.conversation_chapter is None


@pytest.mark.parametrize(("question", "language", "expected"), [
    ("what is 3 john about, its so short", "en", "3 John 1:1"),
    ("whats pauls letter to the galatians about", "en", "Galatians 1:1"),
    ("what is the book of revelation about, is it all about the end of the world", "en", "Apocalypse 1:1"),
    ("whats job about", "en", "Job 1:1"),
    ("di cosa parla il libro di giona?", "it", "Jonas 1:1"),
    ("worum geht es im buch judit?", "de", "Judith 1:1"),
    ("tungkol saan ang aklat ng ruth?", "tl", "Ruth 1:1"),
    # Names of three letters are read as a book after a word for book only.
    ("¿de qué trata el libro de rut?", "es", "Ruth 1:1"),
    ("de quoi parle le livre de job ?", "fr", "Job 1:1"),
])
def test_what_a_book_is_about_reads_as_its_opening_verse(question, language, expected):
    assert introduced(question, language) == parse_reference(expected)


@pytest.mark.parametrize("question", [
    "what does the book of judges say about kings",  # a subject in the book, not the book
    "what was the golden calf?",
    "tell me about samson",
    "what is love",
])
def test_other_questions_ask_no_books_opening(question):
    assert book_opening(question, detect_language(question)) is None


@pytest.mark.usefixtures("search")
def test_what_a_short_letter_is_about_is_answered_from_its_opening():
    # Declined before: searched by its words, it found John 1 and the Apocalypse.
    assert_first_quote_within("what is 3 john about, its so short", "3 John 1:1-4")


@pytest.mark.parametrize(("question", "language", "books"), [
    ("que dice el libro de job sobre el sufrimiento", "es", ("Job",)),
    ("ano ang sinasabi ng aklat ng job", "tl", ("Job",)),
    ("el mal y el bien", "es", ()),  # "mal" (Malachias's abbreviation) alone is a word
    ("o sol e a lua", "pt", ()),
])
def test_a_three_letter_name_is_a_book_only_after_a_word_for_book(question, language, books):
    assert relevance.named_books(question, language) == books


@pytest.mark.usefixtures("search")
def test_a_saying_asked_in_its_prophets_name_is_found_where_he_says_it_not_where_he_is_named():
    # Before, his name at full weight led to Jeremias 51:59-64, where the book names him most.
    question = ("jeremiah says gods word is like a fire shut up in his bones and he cant hold it in, what "
                "chapter is that in, i need it for a talk")
    assert_first_quote_within(question, "Jeremias 20:9")


def test_the_name_of_the_book_searched_weighs_less_than_the_questions_other_words():
    question = ("jeremiah says gods word is like a fire shut up in his bones and he cant hold it in, what "
                "chapter is that in, i need it for a talk")  # read as no quote: its words are not the verse's
    understood = understand(question, "en", ())
    weights = dict(understood.query_terms)
    assert understood.books == ("Jeremias",)
    assert weights["jeremia"] == relevance.BOOK_PERSON_TERMS < weights["fire"] == 1.0
    # Only a person a book is named for, and only in their own book: Ephesus is a city.
    assert dict(understand("what is the armour of god in ephesians", "en", ()).query_terms).get("ephesian", 1.0) == 1.0
