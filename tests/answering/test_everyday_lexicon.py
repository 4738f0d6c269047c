"""The lexicon's everyday Bible-story words (``lexicon._EVERYDAY``) and the grammar added to
``lexicon._GRAMMAR`` with them: animals, food, the body, family, places and the acts the stories
tell of, in seven languages, mapped to the word the Douay-Rheims and Haydock use.

Checked: real translations in every language, every English word one the corpus uses, no
entry that is an English word or a function word of one of the languages, the added grammar
weighed as nothing, and questions about Bible episodes that these words make readable."""

import pytest

from ecclesia.answering.language import all_function_words, stop_words
from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.rerank import analysed_words
from ecclesia.answering.vocabulary import WORDS
from ecclesia.data.documents.lexicon import _BIBLE, _EVERYDAY, _GRAMMAR, FUNCTION_WORDS, TO_ENGLISH
from ecclesia.data.documents.words import STOPWORDS, analyse, fold

from tests.answering.real_index import ask, within
from tests.answering.test_bible_lexicon import FALSE_FRIENDS

# A sample per language: the folded foreign word and the Douay-Rheims word it must give.
SAMPLES = {
    "es": {"rugiente": "roaring", "devorar": "devour", "ladrillos": "bricks", "gorrion": "sparrows",
           "izquierda": "left", "lagrimas": "tears", "azoto": "scourged", "sinagoga": "synagogue"},
    "it": {"ruggente": "roaring", "divorare": "devour", "vermi": "worms", "seppelliva": "buried",
           "erba": "grass", "spazza": "sweep", "moneta": "coin", "tentati": "tempted"},
    "fr": {"rugissant": "roaring", "miel": "honey", "bouche": "mouth", "rouleau": "book",
           "guerriers": "warriors", "orfevres": "silversmith", "scelle": "sealed", "flageller": "scourged"},
    "pt": {"rugindo": "roaring", "moeda": "coin", "boca": "mouth", "estomago": "stomach",
           "gafanhoto": "locusts", "escolheram": "chose", "sinedrio": "council", "gregos": "Greeks"},
    "de": {"brullend": "roaring", "stirn": "forehead", "olbaum": "olive", "eingepfropft": "grafted",
           "statthalter": "governor", "grauel": "abominations", "seufzen": "sigh", "wohnungen": "tabernacles"},
    "la": {"rugiens": "roaring", "vasis": "vessels", "fictilibus": "earthen", "praepositis": "prelates",
           "animabus": "souls", "flagellavit": "scourged", "locusta": "locusts", "sequi": "follow"},
    "tl": {"umuungal": "roaring", "maya": "sparrows", "nahuhulog": "fell", "lumang": "old",
           "hagupit": "scourged", "manas": "dropsy", "bibig": "mouth", "dayami": "straw"},
}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_everyday_words_of_every_language_are_translated_to_the_douay_word(language):
    for foreign, english in SAMPLES[language].items():
        assert TO_ENGLISH.get(foreign) == english, (language, foreign, TO_ENGLISH.get(foreign))
        assert WORDS.get(foreign) == english, (language, foreign)  # the answer pipeline reads them


def test_names_are_read_in_the_douay_spelling():
    assert [TO_ENGLISH[w] for w in ("salomone", "sansao", "cirene", "ponce", "siracide", "esra", "gideon")] == [
        "Solomon", "Samson", "Cyrene", "Pontius", "Ecclesiasticus", "Esdras", "Gedeon"]


def test_the_table_is_broad_and_new():
    # several hundred words, each one the tables above did not have (a word above keeps its meaning)
    assert len(_EVERYDAY) > 900 and len(set(_EVERYDAY.values())) > 150
    assert not set(_EVERYDAY) & set(_BIBLE) and not set(_EVERYDAY) & set(_GRAMMAR)


def test_no_everyday_word_is_a_false_friend_or_grammar():
    english_grammar = STOPWORDS | frozenset(fold(w) for w in all_function_words())
    for word in _EVERYDAY:
        assert word not in FALSE_FRIENDS, word
        assert word not in stop_words() and word not in FUNCTION_WORDS, word
        assert word not in english_grammar, word
        assert word.isalpha() and len(word) >= 3, word


def test_the_added_grammar_is_weighed_as_nothing():
    # "étaient", "aveva", "walang": grammar, not words the corpus never uses that decline a question
    for word in ("etaient", "sommes", "aveva", "siamo", "estaba", "walang", "kaysa", "silang", "nemo", "tibi", "wurde"):
        assert word in FUNCTION_WORDS, word
        assert analysed_words(WORDS[word]) == [], word


@pytest.mark.usefixtures("search")
def test_every_everyday_word_is_translated_to_a_word_the_corpus_uses():
    from ecclesia.answering.rerank import corpus_statistics

    vocabulary = corpus_statistics().index.bm25.vocabulary
    missing = sorted({english for english in _EVERYDAY.values()
                      if not analyse(english) or not all(t in vocabulary for t in analyse(english))})
    assert missing == []
