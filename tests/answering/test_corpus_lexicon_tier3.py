"""The lexicon's third tier (``lexicon._TIER3_ROMANCE``, ``lexicon._TIER3_GERMAN_LATIN_TAGALOG``):
the concrete words of the Douay-Rheims's stories and teaching (animals, plants, food, tools, the
body, trades) in the seven languages, read exactly.

Checked: real translations in every language ("l'abeille est petite parmi les êtres ailés" reads
"abeille" as the bee of Ecclesiasticus 11:3), each read by the answer pipeline; the tier's words
reached only as typed or through their lemma, never through a shared stem; and a word an earlier
table already reads through its stem ("richesse", riches) left to that reading. The checks over
the whole table are in ``test_lexicon_tables``."""

import pytest

from ecclesia.answering.vocabulary import WORDS, translated
from ecclesia.data.documents.lexicon import READ_EXACTLY, _TIER3_GERMAN_LATIN_TAGALOG, _TIER3_ROMANCE

# A sample per language: the folded foreign word and the Douay-Rheims word it must give.
SAMPLES = {
    "es": (_TIER3_ROMANCE, {"abeja": "bee", "abejas": "bees", "cuchillo": "knife", "queso": "cheese"}),
    "it": (_TIER3_ROMANCE, {"api": "bees", "coltello": "knife", "formaggio": "cheese", "ragno": "spider"}),
    "fr": (_TIER3_ROMANCE, {"abeille": "bee", "abeilles": "bees", "couteau": "knife", "araignee": "spider"}),
    "pt": (_TIER3_ROMANCE, {"abelha": "bee", "faca": "knife", "queijo": "cheese"}),
    "de": (_TIER3_GERMAN_LATIN_TAGALOG, {"biene": "bee", "bienen": "bees", "messer": "knife", "spinne": "spider"}),
    "la": (_TIER3_GERMAN_LATIN_TAGALOG, {"apibus": "bees", "culter": "knife", "caseus": "cheese", "aranea": "spider"}),
    "tl": (_TIER3_GERMAN_LATIN_TAGALOG, {"bubuyog": "bee", "kutsilyo": "knife", "keso": "cheese",
                                         "gagamba": "spider"}),
}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_words_of_every_language_are_translated_to_the_douay_word(language):
    table, samples = SAMPLES[language]
    for foreign, english in samples.items():
        assert table.get(foreign) == english, (language, foreign, table.get(foreign))
        assert WORDS.get(foreign) == english, (language, foreign)  # the answer pipeline reads them
        assert translated(foreign, language) == english, (language, foreign)


def test_the_answer_pipeline_reads_every_word_as_the_table_says():
    for table in (_TIER3_ROMANCE, _TIER3_GERMAN_LATIN_TAGALOG):
        assert {w: (e, WORDS.get(w)) for w, e in table.items() if WORDS.get(w) != e} == {}


def test_the_tier_is_read_exactly_not_through_a_shared_stem():
    assert set(_TIER3_ROMANCE) | set(_TIER3_GERMAN_LATIN_TAGALOG) <= READ_EXACTLY
    assert translated("abeille", "fr") == "bee"
    # a word an earlier table already reaches through its stem keeps that reading
    assert "richesse" not in READ_EXACTLY and translated("richesse", "fr") == "riches"
