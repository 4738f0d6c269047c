"""Getting drunk, asked as a sin: the analysed "drunk" is "drink", which the priests' law of
wine holds too, and "Is getting drunk a sin?" was answered from Leviticus 10:9 (the priests in
the tabernacle). The vocabulary's concept of drunkenness names the passages that forbid it; a
story of drunkenness (Noah, Lot) is still answered from its own chapter."""

import pytest

from ecclesia.answering.vocabulary import concepts_in_question
from tests.answering.real_index import ask, within

FORBIDDING = ("Ephesians 5:18", "Galatians 5:19-21", "Proverbs 20:1", "Proverbs 23:29-35", "Romans 13:13",
              "1 Corinthians 6:9-10", "Luke 21:34")


@pytest.mark.parametrize(("question", "language"), [
    ("Is getting drunk a sin?", "en"), ("es pecado emborracharse?", "es"),
    ("mio marito si ubriaca ogni sera, cosa dice la bibbia?", "it"),
])
def test_drunkenness_is_answered_from_the_passages_that_forbid_it(question, language, search):
    assert "drunkenness" in [c.key for c in concepts_in_question(question, language)]
    answer = ask(question)
    assert answer.citations and within(answer.citations[0], *FORBIDDING)


@pytest.mark.parametrize("question", ["he had drunk the wine", "what did the priests drink in the temple"])
def test_drinking_is_not_drunkenness(question):
    assert "drunkenness" not in [c.key for c in concepts_in_question(question, "en")]


@pytest.mark.parametrize(("question", "references"), [
    ("why did noah get drunk and curse ham", ("Genesis 9:20-27",)),
    ("lot's daughters got him drunk, why", ("Genesis 19:30-38",)),
])
def test_a_story_of_drunkenness_is_answered_from_its_chapter(question, references, search):
    answer = ask(question)
    assert answer.citations and within(answer.citations[0], *references)
