"""Which passage leads an answer when the rules that put a passage first disagree with the
scores: a passage naming the question's people leads only when nearly as strong as the best
(``relevance.SPECIFIC_FIRST``), and in a concept question a passage that never says the
concept's word but far outscores those that do is relevant (``relevance.OUTWEIGHS``).
Through the default bundle's real index."""

import pytest

from ecclesia.answering import relevance
from tests.answering.real_index import assert_first_quote_within


@pytest.mark.parametrize(("question", "story"), [
    # The marriage concept ("his wife") names Matthew 19; 2 Kings 6 tells the story asked.
    ("david dancing before the ark and his wife michal despised him for it", "2 Kings 6:12-23"),
    # The Eucharist concept ("church", "mass") names 1 Corinthians 11; chapter 14 says it.
    ("paul says women should keep silent in church?? so why do women read at mass", "1 Corinthians 14:33-40"),
])
@pytest.mark.usefixtures("search")
def test_a_passage_far_stronger_than_the_concepts_leads(question, story):
    assert_first_quote_within(question, story)


@pytest.mark.parametrize(("question", "story"), [
    # Haydock on the women at the cross names Mary and Jesus too, at 0.64 of the Annunciation.
    ("Sino si Maria na ina ni Hesus?", "Luke 1:26-38"),
    ("What did Jesus tell the rich young man to do?", "Matthew 19:16-26"),
])
@pytest.mark.usefixtures("search")
def test_a_weak_passage_naming_the_people_does_not_lead(question, story):
    assert_first_quote_within(question, story)


@pytest.mark.usefixtures("search")
def test_the_rules_do_not_answer_a_declined_question(monkeypatch):
    """OUTWEIGHS acts only beside a relevant passage: with it at its lowest, a question the
    bundle does not hold stays declined."""
    from tests.answering.real_index import ask

    monkeypatch.setattr(relevance, "OUTWEIGHS", 0.0)
    answer = ask("how long should a sourdough starter ferment before baking bread")
    assert not answer.citations, [c.cited_text_heading for c in answer.citations]
