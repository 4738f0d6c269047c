"""The lexicon's second tier (``lexicon._TIER2_ROMANCE``, ``lexicon._TIER2_GERMAN_LATIN_TAGALOG``):
the Douay-Rheims's less frequent content words in the seven languages, read exactly.

Checked: real translations in every language, each read by the answer pipeline; the tier's
words reached only as typed or through their lemma, never through a stem a question's word
shares with them (the Portuguese "custa", costs, shares the stem of the Latin "custos",
keeper, and "Quanto custa o casamento na igreja?" quoted 1 Corinthians 7); a question these
words make readable quotes its episode; and a modern title whose words the tier reads is
still a title ("Divina Commedia"). The checks over the whole table are in
``test_lexicon_tables``."""

import pytest

from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.vocabulary import WORDS, translated
from ecclesia.data.documents.lexicon import READ_EXACTLY, _TIER2_GERMAN_LATIN_TAGALOG, _TIER2_ROMANCE

from tests.answering.real_index import assert_first_quote_within, ask

# A sample per language: the folded foreign word and the Douay-Rheims word it must give.
SAMPLES = {
    "es": (_TIER2_ROMANCE, {"guardianes": "keepers", "muchedumbre": "multitude", "criado": "servant",
                            "abrazo": "embraced"}),
    "it": (_TIER2_ROMANCE, {"guardiani": "keepers", "diedero": "gave", "rotondo": "round", "abbraccio": "embraced"}),
    "fr": (_TIER2_ROMANCE, {"gardiens": "keepers", "monarque": "king", "ronde": "round"}),
    "pt": (_TIER2_ROMANCE, {"guardioes": "keepers", "abracou": "embraced", "criados": "servants"}),
    "de": (_TIER2_GERMAN_LATIN_TAGALOG, {"huter": "keeper", "spielen": "play", "koniglich": "king"}),
    "la": (_TIER2_GERMAN_LATIN_TAGALOG, {"custos": "keeper", "ludere": "play", "sapor": "savour", "dicebat": "said"}),
    "tl": (_TIER2_GERMAN_LATIN_TAGALOG, {"maglaro": "play", "lasa": "savour", "winika": "said"}),
}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_words_of_every_language_are_translated_to_the_douay_word(language):
    table, samples = SAMPLES[language]
    for foreign, english in samples.items():
        assert table.get(foreign) == english, (language, foreign, table.get(foreign))
        assert WORDS.get(foreign) == english, (language, foreign)  # the answer pipeline reads them
        assert translated(foreign, language) == english, (language, foreign)


def test_the_answer_pipeline_reads_every_word_as_the_table_says():
    for table in (_TIER2_ROMANCE, _TIER2_GERMAN_LATIN_TAGALOG):
        assert {w: (e, WORDS.get(w)) for w, e in table.items() if WORDS.get(w) != e} == {}


def test_the_tier_is_read_exactly_not_through_a_shared_stem():
    assert {"custos", "guardioes", "abracou"} <= READ_EXACTLY
    assert not READ_EXACTLY & {"casamento", "tristeza", "messaggeri"}  # the first tier's words stay stemmed
    assert translated("custa", "pt") is None  # the Portuguese stemmer makes "custos" and "custa" one stem
    assert translated("custos", "la") == "keeper"


@pytest.mark.usefixtures("search")
def test_a_question_the_tier_makes_readable_quotes_its_episode():
    # "abraçou" (embraced) was unread, and the question was declined
    assert_first_quote_within("quando jacó reencontrou esaú depois de tantos anos, esaú correu e o abraçou? "
                              "eu achava que ele queria matar o irmão", "Genesis 33:1-16")


@pytest.mark.parametrize("question", [
    "Quanto custa o casamento na igreja?",  # "custa" is not "custos"
    "Chi ha scritto la Divina Commedia?",  # "Divina" names a poem beside the unread "Commedia"
])
@pytest.mark.usefixtures("search")
def test_questions_the_bundle_does_not_hold_are_still_declined(question):
    answer = ask(question)
    assert answer.citations == () and answer.text in NOT_HELD.values(), answer.text
