"""The past and conditional forms of "can" in Spanish, Italian, French and Portuguese
("pudieron", "potuto", "pouvait", "puderam") are grammar (``language._STOP_WORDS``). The
lexicon has "poder", "potere" and "pouvoir" as the noun, power, and these forms, sharing its
stem, were read as "power": a question on why the disciples could not cast out the devil
searched for power and quoted Haydock on the power of Beelzebub. Through the default
bundle's real index."""

import pytest

from ecclesia.answering.vocabulary import translated
from tests.answering.real_index import assert_first_quote_within

CAST_OUT = "por que os discípulos não puderam expulsar o demônio do menino?"


@pytest.mark.parametrize(("word", "language"), [
    ("pudieron", "es"), ("pudo", "es"), ("potuto", "it"), ("poteva", "it"), ("pouvait", "fr"),
    ("podia", "pt"), ("puderam", "pt"),
])
def test_a_form_of_can_is_not_read_as_power(word, language):
    assert translated(word, language) is None


@pytest.mark.parametrize(("word", "language"), [("poder", "es"), ("potere", "it")])
def test_the_noun_is_still_power(word, language):
    assert translated(word, language) == "power"


@pytest.mark.usefixtures("search")
def test_why_the_disciples_could_not_cast_out_the_devil_is_answered_from_matthew_17():
    assert_first_quote_within(CAST_OUT, "Matthew 17:14-20", "Mark 9:16-28")
