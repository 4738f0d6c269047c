"""A lead the vocabulary names for the question's concept, declined when nothing else vouches for
it (``relevance.named_for_nothing_said``): the question asks mostly beyond the concept, no
sentence of the passage holds its words together, and it is far from it in meaning. "Why do we
use incense at Mass?" is not answered by the Last Supper, which the vocabulary names for the Mass;
"What is the Mass?" still is."""

from dataclasses import replace

from ecclesia.answering.relevance import (
    ASKED_BEYOND, NAMED_FOCUS, NAMED_MEANING, asked_beyond, named_for_nothing_said, relevant_passages, understand,
)
from ecclesia.answering.rerank import Evidence
from tests.answering.fakes import judged, passage
from tests.answering.test_rerank import FakeStatistics

SUPPER = passage(5, "26 And whilst they were at supper, Jesus took bread, and blessed, and broke: and gave to his "
                    "disciples, and said: Take ye, and eat. This is my body.",
                 title="Matthew (Douay-Rheims Bible)", heading="Matthew 26:26-28")
STATISTICS = FakeStatistics({"bread": 2.0, "body": 2.0, "mass": 3.0, "incense": 6.0, "eat": 1.0})


def _lead(focus: float, meaning: float, *, named: str | None = "Matthew 26:26-28", heading: str = "Matthew 26:26-28"):
    return replace(judged(1, 10.0, heading, named=named), evidence=Evidence(0.2, focus, meaning, 0.0))


def test_a_named_lead_with_no_focus_and_far_in_meaning_is_vouched_for_by_nothing_else():
    beyond = ASKED_BEYOND
    assert named_for_nothing_said(_lead(0.0, 0.0), beyond)
    # Its words together in a sentence, or near in meaning: something else vouches for it.
    assert not named_for_nothing_said(_lead(NAMED_FOCUS, 0.0), beyond)
    assert not named_for_nothing_said(_lead(0.0, NAMED_MEANING), beyond)
    # A question about the concept itself, a passage the vocabulary does not name, or a Church
    # document's passage is judged otherwise.
    assert not named_for_nothing_said(_lead(0.0, 0.0), ASKED_BEYOND - 0.01)
    assert not named_for_nothing_said(_lead(0.0, 0.0, named=None), beyond)
    assert not named_for_nothing_said(_lead(0.0, 0.0, heading="Part Two › The Eucharist, §1322"), beyond)


def test_a_question_beside_its_concept_is_declined_where_one_about_it_is_answered():
    beside = understand("why do we use incense at mass", "en", ())
    about = understand("what is the mass", "en", ())
    assert [c.key for c in beside.concepts] == [c.key for c in about.concepts] == ["eucharist"]
    assert asked_beyond(beside, STATISTICS) >= ASKED_BEYOND > asked_beyond(about, STATISTICS)
    assert relevant_passages(beside, [SUPPER], statistics=STATISTICS)[0] == []
    assert relevant_passages(about, [SUPPER], statistics=STATISTICS)[0] == [SUPPER]
