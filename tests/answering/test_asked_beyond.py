"""A question that names a concept in passing ("praying" for prayer, "priests" for the
priesthood) but asks about something else is answered from the passages on what it asks, not
from the concept's named passages; a question about the concept itself still gets them first.
Through the default bundle's real index."""


import pytest

from ecclesia.answering.relevance import asked_beyond, understand
from ecclesia.answering.rerank import corpus_statistics
from tests.answering.real_index import assert_first_quote_within



@pytest.mark.usefixtures("search")
def test_how_much_a_question_asks_beyond_its_concepts():
    statistics = corpus_statistics()
    assert asked_beyond(understand("What is the Eucharist?", "en", ()), statistics) == 0.0
    in_passing = "bel and the dragon story, daniel and the ashes showing the priests footprints"
    assert asked_beyond(understand(in_passing, "en", ()), statistics) >= 0.5


@pytest.mark.parametrize(("question", "story"), [
    ("Hannah praying for a baby at Shiloh (Samuel's mom)", "1 Kings 1:1-28"),
    ("bel and the dragon story, daniel and the ashes showing the priests footprints", "Daniel 14:1-22"),
    ("Why do Catholics believe in the real presence of Christ in the Eucharist?", "John 6:26-72"),
])
@pytest.mark.usefixtures("search")
def test_the_first_quote_is_on_what_is_asked(question, story):
    assert_first_quote_within(question, story)
