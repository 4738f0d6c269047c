"""A verse quoted in today's English is found in the English finder's word index (the World
English Bible's and the American Standard Version's words, ``tools/ecclesia_tools/bible/finders.py``)
and answered from the Douay-Rheims of that verse, whose words are not the question's. Through the
default bundle's real index."""

import pytest

from ecclesia.answering import relevance
from ecclesia.answering.language import QUOTED_VERSE_LANGUAGES, stop_words
from ecclesia.data.bible import parallel
from tests.answering.real_index import ask, assert_first_quote_within

pytestmark = pytest.mark.usefixtures("search")


@pytest.mark.parametrize(("question", "verses"), [
    # The Douay: "Never did man speak like this man" (John 7:46).
    ("who said that no man ever spoke like this man?", "John 7:44-53"),
    # The Douay: "I can do all these things in him who strengtheneth me" (Philippians 4:13);
    # without the finder, 2 Corinthians 3 ("our sufficiency is from God") was quoted.
    ("which letter says i can do all things through christ who strengthens me", "Philippians 4:13"),
])
def test_a_verse_quoted_in_todays_words_is_answered_from_the_douay_verse(question, verses):
    assert_first_quote_within(question, verses)


def test_without_the_english_finder_the_quote_is_missed(monkeypatch):
    monkeypatch.setattr(relevance, "QUOTED_VERSE_LANGUAGES", tuple(l for l in QUOTED_VERSE_LANGUAGES if l != "en"))
    answer = ask("which letter says i can do all things through christ who strengthens me")
    assert not answer.citations or not answer.citations[0].cited_text_heading.startswith("Philippians 4:")


def test_of_two_verses_holding_the_quote_the_one_it_is_most_of_is_found():
    # Matthew 9:33 in the World English Bible holds "like", "ever", "spoke" and "man" too, in a
    # verse three times as long.
    ignored = stop_words("en") | relevance._WHERE_WRITTEN["en"]
    assert parallel.quoted_verse("who said that no man ever spoke like this man?", "en", ignored) == ("John", 7, 46, 46)


def test_the_english_finder_holds_no_text_and_is_never_quoted_beside():
    assert parallel.parallel_verses("John 7:44-53", "en") is None
    answer = ask("who said that no man ever spoke like this man?")
    assert "Never did man speak like this man" in answer.citations[0].cited_text
    assert "No man ever spoke" not in answer.text
