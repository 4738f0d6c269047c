"""The Golden Rule (``vocabulary`` concept ``golden_rule``): read as words, "golden rule" found
Josue 7:21's "golden rule of fifty sicles" (a bar of gold), and "regla de oro" the golden
earrings of Judges 8. Through the default bundle's real index."""

import pytest

from tests.answering.real_index import ask, assert_first_quote_within, within

RULE = ("Matthew 7:12", "Luke 6:31", "Tobias 4:16")


@pytest.mark.parametrize("question", [
    "what is the golden rule",
    "¿dónde está la regla de oro en la biblia?",
    "qu'est-ce que la règle d'or ?",
    "wo steht die goldene Regel?",
    "regla de oro no hagas a otro lo que no quieres que te hagan a ti, donde esta en la biblia",
])
@pytest.mark.usefixtures("search")
def test_the_golden_rule_is_answered_from_the_gospels(question):
    assert_first_quote_within(question, *RULE)
    assert not any(within(c, "Josue 7", "Judges 8") for c in ask(question).citations)


@pytest.mark.usefixtures("search")
def test_achans_golden_rule_is_still_the_bar_of_gold():
    assert_first_quote_within("whats the golden rule of fifty sicles achan stole", "Josue 7")
