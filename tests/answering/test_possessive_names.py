"""A name in today's spelling typed with the possessive's "s" and no apostrophe ("belshazzars
party", as people type) is read as the name in the Douay-Rheims spelling (``relevance.
distinctive_names``): "belshazzars" is neither a word nor a name of the corpus, and the
spelling corrector had read it as "Belteshazzar", Daniel's Babylonian name."""

import pytest

from ecclesia.answering import relevance
from tests.answering.real_index import assert_first_quote_within


def test_a_possessive_without_its_apostrophe_names_the_douay_king():
    assert "baltasar" in relevance.distinctive_names("the writing on the wall at belshazzars party")


def test_a_plural_word_is_no_possessive_name():
    # Only today's spellings of the Bible's names are read so: "parties" and "walls" name nobody.
    assert relevance.distinctive_names("the walls and parties of babylon") == ("babylon",)


@pytest.mark.usefixtures("search")
def test_the_writing_on_the_wall_at_belshazzars_feast():
    # It had been declined: no name read, and no passage held enough of the question's words.
    assert_first_quote_within("the writing on the wall at belshazzars party, mene mene tekel", "Daniel 5:1-31")
