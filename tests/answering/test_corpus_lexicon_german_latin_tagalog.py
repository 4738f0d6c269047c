"""The lexicon's German, Latin and Tagalog words for the corpus's most frequent content words
(``lexicon._CORPUS_GERMAN_LATIN_TAGALOG``): "zeigte", "Buchstaben", "Trauer", "altitudo",
"divitiarum", "isinulat", mapped to the word the Douay-Rheims and Haydock use ("shewed",
"letters", "sorrow", "depth", "riches", "write"), and the Bible's countries and peoples as
those languages spell them.

Checked: real translations in each language, countries and peoples in the Douay spelling, each
language's part broad and the three agreeing on a word they share, and questions these words
make readable, while everyday questions with them are still declined. The checks over the
whole table (broad, every English word one the corpus uses, no entry that is an English word
(the Douay-Rheims text's own words, the known false friends) or a function word of one of the
languages, and no entry that a table above already gives another meaning) are in
``test_lexicon_tables``."""

import pytest

from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.vocabulary import WORDS
from ecclesia.data.documents.lexicon import _CORPUS_GERMAN, _CORPUS_LATIN, _CORPUS_TAGALOG, TO_ENGLISH, to_english

from tests.answering.real_index import assert_first_quote_within, ask

# A sample per language: the folded foreign word and the Douay-Rheims word it must give.
SAMPLES = {
    "de": {"zeigte": "shewed", "buchstaben": "letters", "trauer": "sorrow", "reichtum": "riches",
           "wildnis": "wilderness", "heiligtum": "sanctuary", "brandopfer": "holocaust", "lippen": "lips",
           "schriftgelehrter": "scribe", "ungesauerten": "unleavened", "weiber": "wives", "missetat": "iniquity"},
    "la": {"altitudo": "depth", "divitiarum": "riches", "scientia": "knowledge", "holocaustum": "holocaust",
           "iniquitatem": "iniquity", "litteras": "letters", "exercitus": "army", "sedit": "sat",
           "dilexit": "loved", "azymorum": "unleavened", "cubitorum": "cubits", "tribulatione": "tribulation"},
    "tl": {"ipinakita": "shewed", "kaalaman": "knowledge", "lupain": "land", "hukbo": "army",
           "sinapupunan": "womb", "isinulat": "write", "nagsulat": "write", "naghari": "reigned",
           "tinipon": "gathered", "kasamaan": "iniquity", "kalungkutan": "sorrow", "alabok": "dust"},
}
PARTS = {"de": _CORPUS_GERMAN, "la": _CORPUS_LATIN, "tl": _CORPUS_TAGALOG}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_corpus_words_of_each_language_are_translated_to_the_douay_word(language):
    for foreign, english in SAMPLES[language].items():
        assert PARTS[language].get(foreign) == english, (language, foreign)
        assert TO_ENGLISH.get(foreign) == english, (language, foreign, TO_ENGLISH.get(foreign))
        assert WORDS.get(foreign) == english, (language, foreign)  # the answer pipeline reads them


def test_countries_and_peoples_are_read_in_the_douay_spelling():
    assert [TO_ENGLISH[w] for w in ("spanien", "hispania", "espanya")] == ["Spain"] * 3
    assert [TO_ENGLISH[w] for w in ("griechenland", "athiopien", "romer", "hebraer", "midian")] == [
        "Greece", "Ethiopia", "Romans", "Hebrews", "Madian"]
    assert [TO_ENGLISH[w] for w in ("iordanem", "romae", "aethiopiae", "hordan", "gresya", "masedonya")] == [
        "Jordan", "Rome", "Ethiopia", "Jordan", "Greece", "Macedonia"]
    assert to_english("O altitudo divitiarum sapientiae et scientiae Dei") == "depth riches wisdom knowledge"


def test_each_language_is_broad():
    # over 450 words a language (the whole table: ``test_lexicon_tables``)
    assert all(len(part) > 450 for part in PARTS.values())


def test_the_three_languages_agree_on_a_word_they_share():
    for first, second in (("de", "la"), ("de", "tl"), ("la", "tl")):
        shared = set(PARTS[first]) & set(PARTS[second])
        assert [w for w in shared if PARTS[first][w] != PARTS[second][w]] == [], (first, second)


# "O altitudo divitiarum sapientiae et scientiae Dei" quoted Romans 11:33 here only while it was
# read as Portuguese ("o"); read as Latin since the seventh round, "divitiarum" names the riches
# concept, whose passage (1 Timothy 6:9-10) leads. Its words are still read (``to_english`` above).
@pytest.mark.parametrize(("question", "passage"), [
    ("Qui sedit super asinam in Hierusalem", ("Matthew 21:1-11", "Mark 11:1-11", "Luke 19:28-40", "John 12:12-16")),
    ("Paulus wollte nach Spanien reisen", ("Romans 15:24", "Romans 15:28")),
    ("Bakit binali ni Moises ang mga tapyas ng batas?", ("Exodus 32:15-20",)),
])
@pytest.mark.usefixtures("search")
def test_questions_with_these_words_are_read_and_quote_the_passage(question, passage):
    # each was declined or answered from another passage before: "sedit", "Spanien", "binali"
    # were unread
    assert_first_quote_within(question, *passage)


@pytest.mark.parametrize("question", [
    "Wie lange dauert der Flug nach Rom?",  # "lange", "Rom" are read
    "Magkano ang presyo ng bigas ngayong taon?",  # "presyo"
])
@pytest.mark.usefixtures("search")
def test_everyday_questions_with_these_words_are_still_declined(question):
    answer = ask(question)
    assert answer.citations == () and answer.text in NOT_HELD.values(), answer.text
