"""A question's inflected words the lexicon lacks are read through the bundle's inflections
(``ecclesia.data.documents.inflections``, built from simplemma's form -> lemma dictionaries by
``tools/ecclesia_tools/inflections``): imperatives, Latin cases, German noun endings."""

import pytest

from ecclesia.answering.vocabulary import WORDS, fold, translated
from ecclesia.data.bundle import area_dir
from ecclesia.data.documents.inflections import AREA, LANGUAGES, lemma

from tests.answering.real_index import assert_first_quote_within

built = pytest.mark.skipif(not (area_dir(AREA) / "es.json").is_file(),
                           reason="the bundle's inflections are not built (make bundle)")


@pytest.mark.parametrize(("word", "language", "english"), [
    ("venid", "es", "come"),  # an imperative: the lexicon lists "venir"
    ("comprad", "es", "buy"),
    ("voyez", "fr", "see"),  # no stem of "voir" begins "voyez"
    ("filiis", "la", "son"),  # Latin has no Snowball stemmer
    ("gloriosos", "la", "glorious"),
    ("herrn", "de", "Lord"),
])
@built
def test_an_inflected_word_is_read_as_its_lemma(word, language, english):
    assert fold(word) not in WORDS
    assert translated(word, language) == english


@built
def test_inflections_are_read_in_the_questions_language_only():
    assert lemma("filiis", "la") == "filius"
    assert lemma("filiis", "es") is None
    assert translated("filiis", "en") is None  # English questions are read as typed
    assert lemma("filiis", "xx") is None  # a language without a table


@built
@pytest.mark.usefixtures("search")
def test_a_verse_quoted_in_spanish_imperatives_finds_its_chapter():
    # "venid" and "comprad" were unread: the question was declined.
    assert_first_quote_within("¿qué significa venid y comprad sin dinero vino y leche en isaías?", "Isaias 55:1-5")


def test_the_build_keeps_forms_whose_lemma_the_lexicon_translates():
    pytest.importorskip("simplemma", reason="simplemma (build-time dependency) not installed")
    from ecclesia_tools.inflections.bundle_build import inflections

    forms = inflections("la")
    assert forms["filiis"] == "filius" and WORDS["filius"] == "son"
    assert all(lemma in WORDS and form not in WORDS for form, lemma in forms.items())
    assert "in" not in forms and "et" not in forms  # function words are left to the lexicon
    assert set(LANGUAGES) == {"es", "it", "fr", "pt", "de", "la", "tl"}
