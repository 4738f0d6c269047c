"""The lexicon's table of the corpus's own frequent words in Spanish, Italian, French and
Portuguese (``lexicon._CORPUS_ROMANCE``): the commonest content words of the Douay-Rheims and
Haydock that no earlier table translated, mapped to the word the corpus uses.

Checked: real translations in every language, names in the Douay spelling, French words typed
with the ligature, every word read by the answer pipeline as the table says, and questions
about Bible episodes that these words make readable, while a question about today that only
shares their words is still declined. The checks over the whole table (broad, every English
word one the corpus uses, no entry that is an English word, a word of the Douay-Rheims text or
a function word of one of the languages, no word an earlier table already reads, each read by
the lexicon as the table says) are in ``test_lexicon_tables``."""

import pytest

from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.vocabulary import WORDS
from ecclesia.data.documents.lexicon import _CORPUS_ROMANCE, TO_ENGLISH
from ecclesia.data.documents.words import fold

from tests.answering.real_index import assert_first_quote_within, ask

# A sample per language: the folded foreign word and the Douay-Rheims word it must give
# (verbs in the infinitive and in their irregular past forms, nouns in both numbers).
SAMPLES = {
    "es": {"mostro": "shewed", "mensajeros": "messengers", "tesoros": "treasures", "tristeza": "sorrow",
           "perseguir": "pursue", "vientos": "wind", "tempestades": "tempest", "costal": "sack",
           "hecho": "made", "condujo": "led", "iniquidad": "iniquity", "holocaustos": "holocausts"},
    "it": {"mostrare": "shew", "messaggeri": "messengers", "tesori": "treasures", "tristezza": "sorrow",
           "inseguire": "pursue", "tempeste": "tempest", "sacco": "sack", "fatta": "made",
           "visse": "lived", "condusse": "led", "principi": "princes", "olocausti": "holocausts"},
    "fr": {"montra": "shewed", "envoyes": "messengers", "tresors": "treasures", "tristesse": "sorrow",
           "poursuivre": "pursue", "repondu": "answered", "firent": "made", "vecut": "lived",
           "conduisit": "led", "iniquite": "iniquity", "holocaustes": "holocausts", "fosse": "pit"},
    "pt": {"mostrou": "shewed", "mensageiros": "messengers", "tesouros": "treasures", "tristeza": "sorrow",
           "perseguir": "pursue", "tempestades": "tempest", "fizeram": "made", "viveu": "lived",
           "conduziu": "led", "iniquidade": "iniquity", "holocaustos": "holocausts", "saco": "sack"},
}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_corpus_words_of_every_language_are_translated_to_the_douay_word(language):
    for foreign, english in SAMPLES[language].items():
        assert _CORPUS_ROMANCE.get(foreign) == english, (language, foreign, _CORPUS_ROMANCE.get(foreign))
        assert TO_ENGLISH.get(foreign) == english, (language, foreign, TO_ENGLISH.get(foreign))
        assert WORDS.get(foreign) == english, (language, foreign)  # the answer pipeline reads them


def test_countries_and_peoples_are_read_in_the_douay_spelling():
    assert {TO_ENGLISH[w] for w in ("espana", "spagna", "espagne", "espanha")} == {"Spain"}
    assert [TO_ENGLISH[w] for w in ("filisteos", "assiri", "chaldeens", "egipcios", "efraim", "libano")] == [
        "Philistines", "Assyrians", "Chaldeans", "Egyptians", "Ephraim", "Libanus"]


def test_french_words_typed_with_the_oe_ligature_are_read():
    # folding keeps "œ" (it has no decomposition), so "cœur" is not "coeur" to the lexicon
    assert [TO_ENGLISH[fold(w)] for w in ("cœur", "Sœur", "bœufs", "œuvres")] == ["heart", "sister", "oxen", "works"]
    assert TO_ENGLISH["coeur"] == "heart"  # the spelling without the ligature, from an earlier table


def test_the_answer_pipeline_reads_every_word_as_the_table_says():
    # no conflict with the answer pipeline's own word list (the lexicon's own reading,
    # ``TO_ENGLISH``, is checked in ``test_lexicon_tables``)
    conflicts = {w: (e, WORDS.get(w)) for w, e in _CORPUS_ROMANCE.items() if WORDS.get(w) != e}
    assert conflicts == {}


@pytest.mark.parametrize(("question", "episode"), [
    ("¿Por qué apareció la copa de plata en el costal de Benjamín?", ("Genesis 44:1-17",)),
    ("¿Por qué Pablo quería viajar a España?", ("Romans 15:22-29",)),
    ("La coppa d'argento nel sacco di Beniamino", ("Genesis 44:1-17",)),
    ("Il re Davide mandò messaggeri a prendere Betsabea", ("2 Kings 11:1-5",)),
    ("Pourquoi les frères de Joseph l'ont-ils jeté dans une fosse ?", ("Genesis 37:12-36",)),
    ("Pourquoi Paul voulait-il aller en Espagne ?", ("Romans 15:22-29",)),
    ("La tristesse de Jésus au jardin des Oliviers", ("Matthew 26:36-46", "Mark 14:32-42", "Luke 22:39-46")),
    ("Como Judas entregou Jesus com um beijo?", ("Matthew 26:47-56", "Mark 14:43-52", "Luke 22:47-53")),
    ("Que sinal Gedeão pediu com o velo de lã?", ("Judges 6:36-40",)),
    ("Por que Paulo queria ir à Espanha?", ("Romans 15:22-29",)),
])
@pytest.mark.usefixtures("search")
def test_questions_with_corpus_words_are_read_and_quote_the_episode(question, episode):
    # each was declined or quoted another passage before: "costal", "España", "messaggeri",
    # "fosse", "tristesse", "entregou", "beijo", "Gedeão" were unread
    assert_first_quote_within(question, *episode)


@pytest.mark.parametrize("question", [
    "¿Dónde puedo comprar un costal de arroz barato?",  # "costal" is read
    "Quel est le prix d'un billet de train pour l'Espagne ?",  # "prix", "Espagne"
])
@pytest.mark.usefixtures("search")
def test_everyday_questions_the_bundle_does_not_hold_are_still_declined(question):
    # (a question naming only Spain and a journey is read as its English words are: Romans 15:24)
    answer = ask(question)
    assert answer.citations == () and answer.text in NOT_HELD.values(), answer.text


def test_the_french_cup_is_a_cup_not_a_cut():
    from ecclesia.answering.vocabulary import translated

    # "la coupe du salut" (Psalm 115:13) had been read as "couper", to cut.
    assert translated("coupe", "fr") == "cup"
    assert translated("couper", "fr") == "cut"
