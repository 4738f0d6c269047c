"""A question in Spanish or Portuguese asking whether something is so ("¿es verdad que ...?",
"é verdade que ...?"): its "verdad" and "verdade" are the asking, not a topic. The lexicon reads
them as "truth", and as a topic word no passage telling the story holds, "truth" had counted
against it. The truth asked about is still read ("¿qué es la verdad?")."""

import pytest

from ecclesia.answering import relevance
from tests.answering.real_index import ask, within


def _terms(question, language):
    return [term for term, _ in relevance.understand(question, language, []).query_terms]


@pytest.mark.parametrize(("question", "language"), [
    ("¿es verdad que a jonás se lo tragó un pez?", "es"),
    ("¿Será verdad que elías subió al cielo en un carro de fuego?", "es"),
    ("é verdade que o sol parou para josué?", "pt"),
    ("E verdade que sansão matou mil homens com uma queixada?", "pt"),
])
def test_asking_if_true_is_no_topic(question, language):
    assert "truth" not in _terms(question, language)


@pytest.mark.parametrize(("question", "language"), [
    ("¿qué es la verdad según jesús?", "es"), ("a verdade vos libertará, onde está isso?", "pt"),
])
def test_the_truth_asked_about_is_read(question, language):
    assert "truth" in _terms(question, language)


def test_the_story_asked_about_is_quoted_whole(search):
    # The note on Judges 15:17-18 (Samson throwing the jawbone away) was left out: it lacked
    # "truth", which weighed as one of the question's words.
    answer = ask("é verdade que sansão matou mil homens com uma queixada de jumento?")
    assert [c.cited_text_heading for c in answer.citations][:3] == [
        "Judges 15:15-20", "Haydock on Judges 15:16", "Haydock on Judges 15:17-18"]
    assert all(within(c, "Judges 15:9-20") for c in answer.citations)
