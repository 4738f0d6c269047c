"""A follow-up asking something of its own is declined when its lead holds almost none of its
own words (``relevance.answers_the_earlier_turn``): such a lead is there for the earlier turn's
words and chapter, and answers that turn again. Through the default bundle's real index, the
earlier turn answered as the service answers it."""

import pytest

from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.relevance import FOLLOW_UP_OWN_WEIGHT, understand
from ecclesia.answering.rerank import corpus_statistics, weights
from ecclesia.skills.base import Turn
from tests.answering.real_index import ask, within

SAUL = "who was saul the first king of israel"
LUGGAGE = "is it true that when they picked him by lot he was hiding in the luggage lol"


def _after(earlier, question):
    return ask(question, (Turn(question=earlier, answer=ask(earlier).text),))


@pytest.mark.usefixtures("search")
def test_the_follow_up_asks_something_of_its_own():
    understanding = understand(LUGGAGE, "en", (Turn(question=SAUL, answer="1 Kings 9:1-2 ..."),))
    own = weights([(t, w) for t, w in understanding.query_terms if w >= 1.0], corpus_statistics())
    assert understanding.follow_up and sum(own.values()) >= FOLLOW_UP_OWN_WEIGHT


@pytest.mark.usefixtures("search")
def test_a_lead_holding_none_of_it_is_not_given_as_its_answer():
    # It quoted Saul's battle with the Philistines (1 Kings 14:20-24), which holds none of the
    # lot, the hiding or the baggage (1 Kings 10:21-22 says he hid at home): declined, honestly.
    answer = _after(SAUL, LUGGAGE)
    assert answer.citations == () and answer.text in NOT_HELD.values(), [
        c.cited_text_heading for c in answer.citations]


@pytest.mark.usefixtures("search")
def test_a_follow_up_whose_lead_holds_its_words_is_still_answered():
    # After Cana, the water jars' size: John 2:6 holds the waterpots and their measures.
    answer = _after("what happened at the wedding in cana", "how much water are we talking about, how big were "
                    "those jugs")
    assert answer.citations and within(answer.citations[0], "John 2:1-11"), answer.text
