"""A book named in another language is searched by its Douay name, not by its name's words read
one by one (``relevance._book_words``): Tagalog "mga gawa ng mga apostol" (Acts) had been read
as "deeds" and "apostle", Spanish "eclesiástico" (Ecclesiasticus) as Ecclesiastes. The words of
the name that are the Douay name's own stay, and so do the words before it ("libro", "aklat")."""

import pytest

from ecclesia.answering import relevance
from tests.answering.real_index import assert_first_quote_within

APOLLO = "sino si apolos sa aklat ng mga gawa ng mga apostol?"


@pytest.mark.parametrize("question, language, words", [
    (APOLLO, "tl", {"gawa", "apostol"}),
    ("creo que sirácida (eclesiástico) dice algo de eso", "es", {"eclesiastico"}),
    ("¿qué dice el libro de la sabiduría sobre la muerte?", "es", set()),  # "sabiduría" is "Wisdom"
    ("who was apollos in the book of acts", "en", set()),  # English words are the Douay's own
])
def test_the_words_naming_a_book_that_read_as_something_else(question, language, words):
    assert relevance._book_words(question, language) == words


def test_they_are_not_searched_but_the_book_is():
    understanding = relevance.understand(APOLLO, "tl", ())
    assert understanding.books == ("Acts",)
    searched = understanding.english_query.lower().split()
    assert "acts" in searched and "deeds" not in searched and "apostle" not in searched
    spanish = relevance.understand("¿debo dar mi herencia a mis hijos en vida? creo que el eclesiástico dice algo",
                                   "es", ())
    assert "ecclesiastes" not in spanish.english_query.lower()


def test_the_person_asked_about_is_found_in_the_book(search):
    # "deeds", "apostle" and "book" had outweighed Apollo: Acts 19:14-19 (the books burned at
    # Ephesus) was quoted.
    assert_first_quote_within(APOLLO, "Acts 18:24-28", "Acts 19:1")
