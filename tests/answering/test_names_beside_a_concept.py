"""A passage naming two or more of the people and places a question names beside its concept
is about them (``relevance.judge``), though it never says the concept's words: "¿qué pasó
con ananías y safira cuando mintieron sobre el dinero?" reads the concept of money and
riches, and the account of the two keeping back part of a field's price says neither.
Not with a modern subject, which only the catalogue's documents address."""

from ecclesia.answering import relevance
from tests.answering.fakes import passage

QUESTION = "¿qué pasó con ananías y safira cuando mintieron sobre el dinero?"
# Written for the test: the episode told without the concept's words, and a passage naming one of the two.
BOTH = passage(1, "1 Ananias with Saphira his wife sold a field, and kept back part of the price, and lied.",
               title="Acts", heading="Acts 5:1-2", document_id="douay-rheims-acts")
ONE = passage(2, "10 And there was a disciple at Damascus, named Ananias, to whom the Lord spoke in a vision.",
              title="Acts", heading="Acts 9:10", document_id="douay-rheims-acts")


def test_a_passage_naming_both_people_is_about_them():
    understanding = relevance.understand(QUESTION, "es", ())
    assert understanding.concepts and set(understanding.names) >= {"ananias", "saphira"}
    judged = {j.passage.heading: j for j in relevance.judge(understanding, [BOTH, ONE])}
    assert judged["Acts 5:1-2"].specific and judged["Acts 5:1-2"].relevant
    assert not judged["Acts 9:10"].relevant  # one of the two names is not enough
