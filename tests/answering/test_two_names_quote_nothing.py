"""A question of two names and one word ("pourquoi caïn a tué abel", "perché caino ha ucciso
abele?") asks about those people and quotes no verse (``relevance.quoted_reference``), though
one verse of its language's Bible holds its three words: "Abel, que Caïn a tué" is Genesis
4:25, Seth's birth, and was taken as the verse quoted. So does a longer question half of whose
words are names. A short quote without two names is still looked up. Through the default bundle's real index."""

import pytest

from ecclesia.answering.relevance import understand
from ecclesia.data.documents.references import parse_reference
from tests.answering.real_index import assert_first_quote_within


@pytest.mark.usefixtures("search")
@pytest.mark.parametrize(("question", "language"), [
    ("pourquoi caïn a tué abel", "fr"), ("perché caino ha ucciso abele?", "it"),
])
def test_two_names_and_a_word_quote_no_verse(question, language):
    assert understand(question, language, ()).references == ()


@pytest.mark.usefixtures("search")
def test_a_question_half_names_quotes_no_verse():
    # Its names and "two" are in the King James's summary of two reigns (1 Kings 14:20-21).
    question = "why did israel split into two kingdoms after solomon? rehoboam"
    assert understand(question, "en", ()).references == ()
    assert_first_quote_within(question, "3 Kings 12:1-24")


@pytest.mark.usefixtures("search")
def test_a_short_quote_without_names_is_still_looked_up():
    assert understand("omnia tempus habent", "la", ()).references == (parse_reference("Ecclesiastes 3:1"),)


@pytest.mark.usefixtures("search")
def test_why_cain_killed_abel_in_italian_quotes_the_murder():
    assert_first_quote_within("perché caino ha ucciso abele?", "Genesis 4:1-16")
