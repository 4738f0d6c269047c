"""Passages people ask for by the name tradition gives them (``vocabulary``: tithes, the new
commandment, the Great Commission, the fruit of the Spirit, the armour of God, the sin against
the Holy Spirit). Read as words they were declined, or found the wrong verse: "tithing" is in
Isaias 6:13. Through the default bundle's real index."""

import pytest

from tests.answering.real_index import assert_first_quote_within


@pytest.mark.parametrize(("question", "passages"), [
    ("what does the bible say about tithing", ("Malachias 3:8-10", "Leviticus 27:30-32", "Genesis 14:18-20",
                                               "Hebrews 7:4-9")),
    ("¿qué dice la biblia sobre el diezmo?", ("Malachias 3:8-10", "Leviticus 27:30-32", "Genesis 14:18-20",
                                              "Hebrews 7:4-9")),
    ("what is the new commandment", ("John 13:34-35", "John 15:12-13", "1 John 2:7-8")),
    ("what is the great commission", ("Matthew 28:16-20", "Mark 16:15-16")),
    ("was ist der Missionsbefehl?", ("Matthew 28:16-20", "Mark 16:15-16")),
    ("what is the fruit of the spirit", ("Galatians 5:22-23",)),
    ("qu'est-ce que le fruit de l'Esprit ?", ("Galatians 5:22-23",)),
    ("what is the armor of god", ("Ephesians 6:10-17",)),
    ("what is the unforgivable sin", ("Matthew 12:31-32", "Mark 3:28-30", "Luke 12:10")),
    ("o que é o pecado imperdoável?", ("Matthew 12:31-32", "Mark 3:28-30", "Luke 12:10")),
])
@pytest.mark.usefixtures("search")
def test_a_passage_named_by_tradition_is_found(question, passages):
    assert_first_quote_within(question, *passages)
