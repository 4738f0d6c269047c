"""The checks shared by the lexicon's word tables, each written once and run over every table
it applies to: the Bible vocabulary (``lexicon._BIBLE``), the everyday Bible-story words
(``lexicon._EVERYDAY``), the corpus's frequent words in Spanish, Italian, French and
Portuguese (``lexicon._CORPUS_ROMANCE``) and in German, Latin and Tagalog
(``lexicon._CORPUS_GERMAN_LATIN_TAGALOG``), and the second tier of the corpus's words in the
same two groups (``lexicon._TIER2_ROMANCE``, ``lexicon._TIER2_GERMAN_LATIN_TAGALOG``).

Checked, per table: it is broad; no foreign word is an English word (a known false friend, a
stop word, grammar of a language, or, for the corpus tables, a word of the Douay-Rheims text)
or a function word of one of the languages, since every query is translated, English ones
too; every English word is one the corpus uses; and, for the tables added after the first,
no word of an earlier table (a word above keeps its meaning there), each word read as the
table says. What is particular to one table (its sample words per language, the names it
spells, the questions it makes readable) is in the table's own test module
(``test_bible_lexicon``, ``test_everyday_lexicon``, ``test_corpus_lexicon_romance``,
``test_corpus_lexicon_german_latin_tagalog``)."""

import json
import re
from functools import cache

import pytest

from ecclesia.answering.language import all_function_words, stop_words
from ecclesia.data.bundle import area_dir
from ecclesia.data.documents.lexicon import (
    _BIBLE, _CORPUS_GERMAN_LATIN_TAGALOG, _CORPUS_ROMANCE, _EVERYDAY, _GRAMMAR, _IMAGES, _NARRATIVE, _QUESTION_WORDS,
    _STORIES, _TIER2_GERMAN_LATIN_TAGALOG, _TIER2_ROMANCE, FUNCTION_WORDS, TO_ENGLISH)
from ecclesia.data.documents.words import STOPWORDS, WORD, analyse, fold

BIBLE = "bible"
EVERYDAY = "everyday"
QUESTION_WORDS = "question_words"
CORPUS_ROMANCE = "corpus_romance"
CORPUS_GERMAN_LATIN_TAGALOG = "corpus_german_latin_tagalog"
TIER2_ROMANCE = "tier2_romance"
TIER2_GERMAN_LATIN_TAGALOG = "tier2_german_latin_tagalog"

TABLES = {
    BIBLE: _BIBLE,
    EVERYDAY: _EVERYDAY,
    QUESTION_WORDS: _QUESTION_WORDS,
    CORPUS_ROMANCE: _CORPUS_ROMANCE,
    CORPUS_GERMAN_LATIN_TAGALOG: _CORPUS_GERMAN_LATIN_TAGALOG,
    TIER2_ROMANCE: _TIER2_ROMANCE,
    TIER2_GERMAN_LATIN_TAGALOG: _TIER2_GERMAN_LATIN_TAGALOG,
}
CORPUS_TABLES = (CORPUS_ROMANCE, CORPUS_GERMAN_LATIN_TAGALOG, TIER2_ROMANCE, TIER2_GERMAN_LATIN_TAGALOG)


def tables(*names, **per_table):
    """The parameters of a check: each named table (its name the test id), followed by its
    value of every keyword given (a mapping from table name to that table's value)."""
    return [pytest.param(TABLES[name], *(values[name] for values in per_table.values()), id=name)
            for name in names]


# Words of the languages that are English words too ("come" Italian, "pain" French, "burro"
# Spanish) or grammar of another of the languages: translating them would change English
# questions' searches, or read grammar as a subject.
FALSE_FRIENDS = (
    "come pain sang fin fine burro arena sable miles pueblo spade coma mare fame sole vent red "
    "tore lied rock stark sage canes dare main lit pie mesa amigo parole gloria ester llama "
    "suit segue fasten vender emit lief unto talent fruit vase basket census denier pauper "
    "venue rein leer vacuum angst voile mane sera ore anon canto entree burrito maestro "
    "sed ora mata damit sete poco vide"
    # grammar or a commoner meaning elsewhere: Tagalog "baka" (maybe), "pati" (even), "nina";
    # Italian "caro" (dear), "sede" (the Holy See); German "fiel" (fell) is Spanish "faithful"
    " baka pati nina caro sede fiel"
).split()


# More words than, for more English words than (several hundred a language).
@pytest.mark.parametrize(("table", "words", "english"), tables(
    BIBLE, EVERYDAY, *CORPUS_TABLES,
    words={BIBLE: 3500, EVERYDAY: 900, CORPUS_ROMANCE: 2500, CORPUS_GERMAN_LATIN_TAGALOG: 2000,
           TIER2_ROMANCE: 2500, TIER2_GERMAN_LATIN_TAGALOG: 900},
    english={BIBLE: 700, EVERYDAY: 150, CORPUS_ROMANCE: 700, CORPUS_GERMAN_LATIN_TAGALOG: 500,
             TIER2_ROMANCE: 900, TIER2_GERMAN_LATIN_TAGALOG: 550}))
def test_the_table_is_broad(table, words, english):
    assert len(table) > words and len(set(table.values())) > english


# Whether the check also asks each word to be folded already (it was asked of one table).
@pytest.mark.parametrize(("table", "folded"), tables(
    BIBLE, EVERYDAY, QUESTION_WORDS, *CORPUS_TABLES,
    folded={BIBLE: False, EVERYDAY: False, QUESTION_WORDS: True, CORPUS_ROMANCE: False, CORPUS_GERMAN_LATIN_TAGALOG: True,
            TIER2_ROMANCE: True, TIER2_GERMAN_LATIN_TAGALOG: True}))
def test_no_word_is_a_false_friend_or_grammar(table, folded):
    english_grammar = STOPWORDS | frozenset(fold(w) for w in all_function_words())
    for word in table:
        assert word not in FALSE_FRIENDS, word
        assert word not in stop_words() and word not in FUNCTION_WORDS, word
        assert word not in english_grammar, word
        assert word.isalpha() and len(word) >= 3, word
        if folded:
            assert word == fold(word), word


@cache
def douay_rheims_words():
    """The folded words of the Douay-Rheims text in the bundle, split both ways the table checks
    split them before they were merged (the text folded, then split; split, then each word folded)."""
    verses = json.loads((area_dir("bible") / "douay-rheims.json").read_text(encoding="utf-8"))["verses"]
    folded_then_split = {w for text in verses.values() for w in WORD.findall(fold(text))}
    split_then_folded = {fold(w) for text in verses.values() for w in re.findall(r"[^\W_]+", text)}
    return frozenset(folded_then_split | split_then_folded)


@pytest.mark.parametrize("table", tables(QUESTION_WORDS, *CORPUS_TABLES))
@pytest.mark.usefixtures("search")
def test_no_word_is_a_word_of_the_douay_rheims_text(table):
    # every query is translated, English ones too: a word (or a name) the English Bible uses
    # ("rest", "last", "bat", "credit", "phase") would change the search of an English question
    assert sorted(set(table) & douay_rheims_words()) == []


@pytest.mark.parametrize("table", tables(BIBLE, EVERYDAY, QUESTION_WORDS, *CORPUS_TABLES))
@pytest.mark.usefixtures("search")
def test_every_word_is_translated_to_a_word_the_corpus_uses(table):
    from ecclesia.answering.rerank import corpus_statistics

    vocabulary = corpus_statistics().index.bm25.vocabulary
    missing = sorted({english for english in table.values()
                      if not analyse(english) or not all(t in vocabulary for t in analyse(english))})
    assert missing == []


# The tables above each one in the lexicon, whose words it must not repeat: the first six stand
# above the question words, and all seven above the corpus tables.
EARLIER = (_NARRATIVE, _STORIES, _BIBLE, _GRAMMAR, _IMAGES, _EVERYDAY)
ABOVE_CORPUS = (*EARLIER, _QUESTION_WORDS)


@pytest.mark.parametrize(("table", "earlier"), tables(
    EVERYDAY, QUESTION_WORDS, *CORPUS_TABLES,
    earlier={EVERYDAY: (_BIBLE, _GRAMMAR), QUESTION_WORDS: EARLIER, CORPUS_ROMANCE: ABOVE_CORPUS,
             CORPUS_GERMAN_LATIN_TAGALOG: ABOVE_CORPUS, TIER2_ROMANCE: ABOVE_CORPUS,
             TIER2_GERMAN_LATIN_TAGALOG: ABOVE_CORPUS}))
def test_no_word_is_a_word_of_an_earlier_table(table, earlier):
    # a word above keeps its meaning there
    assert sorted(set(table) & set().union(*earlier)) == []


@pytest.mark.parametrize("table", tables(QUESTION_WORDS, *CORPUS_TABLES))
def test_every_word_reads_as_the_table_says(table):
    # no table before it (nor the lexicon's first table) gives one of its words another meaning
    assert sorted(w for w, english in table.items() if TO_ENGLISH.get(w) != english) == []
