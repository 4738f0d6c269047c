"""A verse quoted in other forms of its words (``parallel.lemma_index``): outside English, when no
verse is found word for word, each word of the question and of the finder's Bible is read as its
lemma (the bundle's inflection tables) and the quote tests run again. Through the default bundle."""

import pytest

from ecclesia.answering.relevance import quoted_reference
from ecclesia.data.bible import parallel


@pytest.mark.parametrize(("question", "language", "verse"), [
    # The Vulgate: "ipse enim Satanas transfigurat se in angelum lucis".
    ("Ubi scribit Paulus ipsum Satanam transfigurari in angelum lucis?", "la", "2 Corinthians 11:14"),
    # The Elberfelder: "Freuet euch in dem Herrn allezeit! wiederum will ich sagen: Freuet euch!"
    ("Freut euch im Herrn allezeit, noch einmal sage ich: Freut euch! Welcher Brief ist das?", "de", "Philippians 4:4"),
])
def test_a_quote_in_other_forms_of_the_verses_words_is_found(question, language, verse):
    assert [str(r) for r in quoted_reference(question, language)] == [verse]


def test_without_the_lemmas_it_is_not(monkeypatch):
    monkeypatch.setattr(parallel, "lemma_index", lambda language: None)
    assert quoted_reference("Ubi scribit Paulus ipsum Satanam transfigurari in angelum lucis?", "la") == ()


def test_the_lemma_index_joins_the_verses_of_a_words_forms():
    index = parallel._word_index("la")
    lemmas = parallel.lemma_index("la")
    assert index is not None and lemmas is not None and lemmas.lemmas_of == "la"
    verses = {index.keys[n] for form in ("satanas", "satanam", "satanae") if form in index.word_ids
              for n in index.postings[index.offsets[index.word_ids[form]]:index.offsets[index.word_ids[form] + 1]]}
    number = lemmas.word_ids["satanas"]
    assert {lemmas.keys[n] for n in lemmas.postings[lemmas.offsets[number]:lemmas.offsets[number + 1]]} == verses
    assert lemmas.asked("Satanam") == [number]


def test_english_has_no_lemma_index():
    assert parallel.lemma_index("en") is None
