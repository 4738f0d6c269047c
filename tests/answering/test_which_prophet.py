""""Which prophet says this?" asks for the prophet: the word is not searched for, since a
prophet's saying seldom names a prophet (``relevance._ASKS_WHICH_PROPHET``). "Day of wrath,
that day" was answered from Ezechiel 38, a chapter that speaks of prophets, and not from
Sophonias 1:15, the verse it quotes."""

import pytest

from ecclesia.answering.relevance import understand

from tests.answering.real_index import assert_first_quote_within


@pytest.mark.parametrize(("question", "language"), [
    ("day of wrath, that day - which prophet says this?", "en"),
    ("what prophet said the desert will bloom?", "en"),
    ("¿qué profeta dijo que el desierto florecerá?", "es"),
    ("Dies irae, dies illa: quis propheta ita loquitur?", "la"),
])
def test_the_prophet_asked_for_is_not_searched(question, language):
    understanding = understand(question, language, ())
    assert not any(term.startswith("prophet") for term, _ in understanding.query_terms)
    if language != "en":  # an English question is searched as typed too; its words weigh as above
        assert "prophet" not in understanding.english_query.split()


def test_a_prophet_named_in_the_question_is_still_searched():
    understanding = understand("what did the prophet say to king david after he took bethsabee?", "en", ())
    assert any(term.startswith("prophet") for term, _ in understanding.query_terms)


@pytest.mark.usefixtures("search")
def test_the_day_of_wrath_is_found_in_sophonias():
    assert_first_quote_within("day of wrath, that day - which prophet says this?", "Sophonias 1:14-18")
