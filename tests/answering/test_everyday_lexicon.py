"""The lexicon's everyday Bible-story words (``lexicon._EVERYDAY``) and the grammar added to
``lexicon._GRAMMAR`` with them: animals, food, the body, family, places and the acts the stories
tell of, in seven languages, mapped to the word the Douay-Rheims and Haydock use.

Checked: real translations in every language, names in the Douay spelling, the added grammar
weighed as nothing, and questions about Bible episodes that these words make readable. The
checks over the whole table (broad, no word of the tables above, every English word one the
corpus uses, no entry that is an English word or a function word of one of the languages)
are in ``test_lexicon_tables``."""

import pytest

from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.rerank import analysed_words
from ecclesia.answering.vocabulary import WORDS
from ecclesia.data.documents.lexicon import FUNCTION_WORDS, TO_ENGLISH

from tests.answering.real_index import assert_first_quote_within, ask

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


def test_the_added_grammar_is_weighed_as_nothing():
    # "étaient", "aveva", "walang": grammar, not words the corpus never uses that decline a question
    for word in ("etaient", "sommes", "aveva", "siamo", "estaba", "walang", "kaysa", "silang", "nemo", "tibi", "wurde"):
        assert word in FUNCTION_WORDS, word
        assert analysed_words(WORDS[word]) == [], word


def test_german_wurde_is_was_not_dignity():
    # "Würde" (dignity) and "wurde" (was) fold alike; questions say "wurde" far more often
    assert WORDS["wurde"] == "was" and analysed_words(WORDS["wurde"]) == []
    assert TO_ENGLISH["livre"] == "book"  # French; not an English word


@pytest.mark.parametrize(("question", "episode"), [
    ("¿por qué la mamá de santiago y juan le pidió a jesús que sus hijos se sentaran uno a su derecha y otro a su "
     "izquierda?", ("Matthew 20:20-28", "Mark 10:35-45")),
    ("la parabola della donna che perde una moneta e spazza tutta la casa per trovarla", ("Luke 15:8-10",)),
    ("Qui est l'Agneau qui peut ouvrir le livre scellé des sept sceaux dans l'Apocalypse ?", ("Apocalypse 5:1-14",)),
    ("por que os apóstolos escolheram sete homens para servir às mesas, as viúvas dos gregos", ("Acts 6:1-7",)),
    ("Warum wurde Daniel in die Grube zu den Löwen geworfen?", ("Daniel 6:10-24",)),
    ("nemo propheta acceptus est in patria sua", ("Luke 4:24", "Matthew 13:57", "Mark 6:4", "John 4:44")),
    ("bilang daw lahat ng buhok sa ulo natin at walang maya na nahuhulog nang hindi alam ng diyos, saan yan sa "
     "bibliya", ("Matthew 10:29-31", "Luke 12:6-7")),
])
@pytest.mark.usefixtures("search")
def test_questions_with_everyday_words_are_read_and_quote_the_episode(question, episode):
    # each was declined before: a word of it was unread ("madre"/"mamá", "spazza", "livre", "escolheram", "walang")
    assert_first_quote_within(question, *episode)


@pytest.mark.parametrize("question", [
    "Combien coûte un chien de race ?",  # "chien" (dog) is read
    "Wo kann ich Olivenöl und Honig günstig kaufen?",  # "Honig"
    "¿Dónde venden ladrillos baratos cerca de mi casa?",  # "ladrillos"
])
@pytest.mark.usefixtures("search")
def test_everyday_questions_the_bundle_does_not_hold_are_still_declined(question):
    answer = ask(question)
    assert answer.citations == () and answer.text in NOT_HELD.values(), answer.text
