"""A verse quoted in other forms of its words (``parallel.lemma_index``): when no verse is found
word for word, each word of the question and of the finder's Bible is read as its lemma (the
bundle's inflection tables; in English the light stemmer, and only for a question that says it
quotes) and the quote tests run again. Through the default bundle."""

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


@pytest.mark.parametrize(("question", "verse"), [
    # The WEB: "the mirrors of the ministering women"; the ASV: "the mirrors of the serving women".
    ("the bronze basin in the tabernacle was made out of the womens mirrors?? where does it say that", "Exodus 38:8"),
    # The WEB: "You shall not wear clothes of wool and linen woven together."
    ("my cousin says the bible forbids wearing wool and linen mixed together, is that real?", "Deuteronomy 22:11"),
])
def test_in_english_a_question_that_says_it_quotes_is_read_by_the_stems_of_its_words(monkeypatch, question, verse):
    assert [str(r) for r in quoted_reference(question, "en")] == [verse]
    english = parallel.lemma_index
    monkeypatch.setattr(parallel, "lemma_index", lambda language: None if language == "en" else english(language))
    assert quoted_reference(question, "en") == ()


def test_in_english_a_question_that_says_no_quote_is_not():
    # Its words' stems are a verse's ("roof", "house", "water", "rain"); it asks no verse.
    assert quoted_reference("how do i mend the roof of my house, water comes in every time it rains", "en") == ()
    assert parallel.quoted_verse("how do i mend the roof of my house, water comes in every time it rains, "
                                 "where does it say", "en") is not None
