"""Questions asked in everyday words that the vocabulary had not read as their topic: "getting"
(drunk) searched as a topic word and found in the Douay's "getteth"; praying "for the souls of
the dead", which named no concept, so the Lord's Prayer answered it; and love of one's enemies,
read as charity at large, so 1 John 4 came before the Sermon on the Mount. Through the default
bundle's real index."""

import pytest

from ecclesia.answering import relevance
from ecclesia.answering.rerank import analysed_words
from tests.answering.real_index import assert_first_quote_within

ENEMIES = ("Matthew 5:43-48", "Luke 6:27-36")


@pytest.mark.parametrize("word", ["get", "gets", "got", "getting", "gotten"])
def test_getting_is_no_topic_word(word):
    assert analysed_words(f"is {word} drunk a sin", english=True) == ["drink", "sin"]


@pytest.mark.parametrize(("question", "language"), [
    ("Where does the Bible talk about praying for the souls of the dead?", "en"),
    ("should catholics pray for the departed?", "en"), ("why do we have all souls day?", "en"),
])
def test_praying_for_the_dead_is_purgatory(question, language):
    assert "purgatory" in [c.key for c in relevance.understand(question, language, []).concepts]


def test_all_souls_alone_is_not_purgatory():
    assert "purgatory" not in [c.key for c in relevance.understand("does god love all souls the same?", "en", []).concepts]


@pytest.mark.parametrize(("question", "language"), [
    ("Why should we love our enemies?", "en"), ("what does the bible say about loving your enemies", "en"),
    ("Was sagt Jesus über die Feindesliebe?", "de"), ("¿por qué hay que amar a los enemigos?", "es"),
    ("pourquoi aimer ses ennemis ?", "fr"),
])
def test_love_of_enemies_is_read(question, language):
    assert "love_of_enemies" in [c.key for c in relevance.understand(question, language, []).concepts]


@pytest.mark.parametrize(("question", "references"), [
    # The Lord's Prayer (Matthew 6) was quoted: the question named prayer and nothing else.
    ("Where does the Bible talk about praying for the souls of the dead?", ("2 Machabees 12:38-46",)),
    # 1 John 4 (God is charity) came first, named for charity.
    ("Why should we love our enemies?", ENEMIES),
    # Mark 12 (the two great commandments) was quoted.
    ("Was sagt Jesus über die Feindesliebe?", ENEMIES),
])
def test_the_first_quote_is_the_passage_asked_for(question, references, search):
    assert_first_quote_within(question, *references)
