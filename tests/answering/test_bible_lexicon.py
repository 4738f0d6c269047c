"""The lexicon's Bible vocabulary (``lexicon._BIBLE``): the common content words of the Bible's
stories, parables, miracles, laws and prophecies in seven languages, mapped to the word the
Douay-Rheims and Haydock use; and the grammar the stop words lack (``lexicon._GRAMMAR``).

Checked: real translations in every language, names in the Douay spelling, the grammar read
as English grammar, and questions about Bible episodes in other languages that the default
bundle now answers with the episode, while a question it does not hold is still declined. The
checks over the whole table (broad, every English word one the corpus uses, no entry that is
an English word or a function word of one of the languages) are in ``test_lexicon_tables``."""


import pytest

from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.rerank import analysed_words
from ecclesia.answering.vocabulary import WORDS, concepts_in_question
from ecclesia.data.documents.lexicon import _BIBLE, _GRAMMAR, FUNCTION_WORDS, TO_ENGLISH, to_english

from tests.answering.real_index import assert_first_quote_within, ask

# A sample per language: the folded foreign word and the Douay-Rheims word it must give.
SAMPLES = {
    "es": {"pescadores": "fishers", "carcel": "prison", "terremoto": "earthquake", "hacha": "axe",
           "publicanos": "publicans", "paraliticos": "palsy", "honrar": "honour", "reina": "queen",
           "asalariado": "hireling", "asno": "ass", "levadura": "leaven", "hechicero": "sorcerer"},
    "it": {"pescatori": "fishers", "carcere": "prison", "pubblicani": "publicans", "scure": "axe",
           "chiama": "called", "uomini": "men", "simonia": "simony", "mura": "walls",
           "lievito": "leaven", "asino": "ass", "onorare": "honour", "mago": "magician"},
    "fr": {"geolier": "keeper", "paralysie": "palsy", "publicains": "publicans",
           "hache": "axe", "muraille": "walls", "tremblement": "earthquake", "semeur": "sower",
           "colombe": "dove", "corbeau": "raven", "chaines": "chains", "boiteux": "lame",
           "honorer": "honour"},
    "pt": {"pescadores": "fishers", "prisao": "prison", "telhado": "roof", "honrar": "honour",
           "trabalha": "work", "machado": "axe", "carcereiro": "keeper", "fermento": "leaven",
           "pomba": "dove", "rainha": "queen", "feiticeiro": "sorcerer", "leoes": "lions"},
    "de": {"mauer": "walls", "baut": "build", "zollner": "publicans", "hauptmann": "centurion",
           "knecht": "servant", "gefangnis": "prison", "erdbeben": "earthquake", "axt": "axe",
           "schleuder": "sling", "esel": "ass", "zauberer": "sorcerer", "lowen": "lions"},
    "la": {"securis": "axe", "aquam": "water", "acceptus": "accepted", "patria": "country",
           "piscatores": "fishers", "carcer": "prison", "centurio": "centurion", "publicani": "publicans",
           "mercenarius": "hireling", "asinus": "ass", "columba": "dove", "muliere": "woman"},
    "tl": {"reyna": "queen", "mangingisda": "fishers", "bilangguan": "prison", "lindol": "earthquake",
           "palakol": "axe", "pader": "walls", "kalapati": "dove", "uwak": "raven",
           "pinagaling": "healed", "ketongin": "leper", "maniningil": "publicans", "ahas": "serpent"},
}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_bible_words_of_every_language_are_translated_to_the_douay_word(language):
    for foreign, english in SAMPLES[language].items():
        assert TO_ENGLISH.get(foreign) == english, (language, foreign, TO_ENGLISH.get(foreign))


def test_bible_names_are_read_in_the_douay_spelling():
    assert TO_ENGLISH["eliseo"] == TO_ENGLISH["elisee"] == TO_ENGLISH["eliseu"] == "Eliseus"
    assert TO_ENGLISH["nehemia"] == TO_ENGLISH["neemias"] == "Nehemias"
    assert TO_ENGLISH["atalia"] == TO_ENGLISH["athalie"] == "Athalia"
    assert WORDS["atalia"] == "Athalia"  # the answer pipeline's word list reads the lexicon
    assert to_english("Nehemia baut die Mauer von Jerusalem wieder auf") == "Nehemias build walls von Jerusalem auf"


def test_grammar_the_stop_words_lack_is_read_as_english_grammar():
    for word, english in _GRAMMAR.items():
        assert word in FUNCTION_WORDS, word  # the search and the catalogue leave it out
        assert word not in _BIBLE, word
    assert _GRAMMAR["sein"] == "his" and _GRAMMAR["vuol"] == "will" and _GRAMMAR["wieder"] == "again"
    # weighed as nothing: not a word the corpus lacks, which would decline the question
    assert analysed_words(WORDS["sein"]) == [] and analysed_words(WORDS["wieder"]) == []


def test_a_question_naming_moses_in_another_language_is_not_read_as_the_burning_bush():
    # Moses's name was a trigger of the burning bush in the other languages (not in English)
    assert "burning_bush" not in {c.key for c in concepts_in_question("Mose teilt das Rote Meer", "de")}
    assert "burning_bush" not in {c.key for c in concepts_in_question("Mosè riceve le tavole della legge", "it")}
    assert "burning_bush" in {c.key for c in concepts_in_question("Moisés y la zarza ardiente", "es")}


def test_peters_name_alone_does_not_make_a_question_about_the_papacy():
    # as in English, where "Peter" is evidence of the papacy but not its trigger
    assert "papacy" not in {c.key for c in concepts_in_question("Pedro caminando sobre las aguas", "es")}
    assert "papacy" in {c.key for c in concepts_in_question("¿Fue Pedro el primer papa?", "es")}


@pytest.mark.parametrize(("question", "language", "concept", "read"), [
    ("¿Dónde nació Pablo?", "es", "nativity", False),
    ("¿Dónde nació Jesús?", "es", "nativity", True),
    ("Wo wurde Jesus geboren?", "de", "nativity", True),
    ("Wie starb Paulus?", "de", "passion", False),
    ("Warum starb Jesus?", "de", "passion", True),
    ("Paano namatay si Moises?", "tl", "passion", False),
    ("Bakit namatay si Hesus?", "tl", "passion", True),
    ("¿Por qué María ungió los pies de Jesús?", "es", "foot_washing", False),
    ("¿Por qué Jesús lavó los pies a sus discípulos?", "es", "foot_washing", True),
])
def test_born_died_and_feet_alone_do_not_name_the_nativity_the_passion_or_the_washing(question, language, concept, read):
    # as in English, where "born", "died" and "feet" are evidence, and "Jesus born" names the Nativity
    assert (concept in {c.key for c in concepts_in_question(question, language)}) is read



@pytest.mark.parametrize(("question", "episode"), [
    ("¿Qué pasó cuando Pablo y Silas estaban en la cárcel y hubo un terremoto?", ("Acts 16:19-40",)),
    ("der verlorene Sohn und sein Vater", ("Luke 15:11-32",)),
    ("O paralítico descido pelo telhado", ("Mark 2:1-12", "Luke 5:17-26")),
    ("la parabole du semeur", ("Matthew 13:1-23", "Mark 4:1-20", "Luke 8:4-15")),
    ("Samson e os leões", ("Judges 14:1-20",)),
    ("la mujer de Lot convertida en estatua de sal", ("Genesis 19:15-29",)),
    ("si Jonas at ang malaking isda", ("Jonas 2:1-11",)),
    ("Jonas avalé par le poisson", ("Jonas 2:1-11",)),
    ("Jésus marche sur les eaux", ("Matthew 14:22-33", "Mark 6:45-52", "John 6:16-21")),
    ("Die Hochzeit zu Kana", ("John 2:1-11",)),
    ("Il buon samaritano", ("Luke 10:25-37",)),
    ("Moisés y la zarza ardiente", ("Exodus 3:1-15",)),
    ("Mose teilt das Rote Meer", ("Exodus 14:1-31",)),
    ("Mosè riceve le tavole della legge", ("Exodus 24:12-18", "Exodus 31:18", "Exodus 32:15-19", "Exodus 34:1-29")),
    ("Kain und Abel", ("Genesis 4:1-16",)),
    ("A negação de Pedro", ("Matthew 26:69-75", "Mark 14:66-72", "Luke 22:54-62", "John 18:15-27")),
    ("Ang pagtanggi ni Pedro", ("Matthew 26:69-75", "Mark 14:66-72", "Luke 22:54-62", "John 18:15-27")),
    ("Ang pag-akyat ni Hesus sa langit", ("Acts 1:1-11", "Mark 16:19-20", "Luke 24:50-53")),
    ("A figueira amaldiçoada", ("Mark 11:12-25", "Matthew 21:18-22")),
    ("Die Auferweckung des Lazarus", ("John 11:1-46",)),
    ("A cura do cego de nascença", ("John 9:1-41",)),
    ("Perché Pietro ha tagliato l'orecchio al servo?", ("John 18:1-14", "Matthew 26:47-56", "Luke 22:47-53")),
    ("Pedro caminando sobre las aguas", ("Matthew 14:22-33",)),
    ("¿Por qué Pedro es la piedra de la Iglesia?", ("Matthew 16:13-20",)),  # the papacy still
    ("Wer trug das Kreuz Jesu?", ("John 19:16-22", "Matthew 27:31-44", "Luke 23:26-33", "Mark 15:20-32")),
])
@pytest.mark.usefixtures("search")
def test_questions_about_bible_episodes_in_other_languages_quote_the_episode(question, episode):
    assert_first_quote_within(question, *episode)


@pytest.mark.usefixtures("search")
def test_a_question_with_story_words_the_bundle_does_not_hold_is_still_declined():
    answer = ask("Combien coûte une lampe à huile aujourd'hui ?")  # "lampe", "huile" are read now
    assert answer.citations == () and answer.text.startswith(NOT_HELD["fr"])


def test_the_images_of_the_law_and_the_epistles_are_translated():
    from ecclesia.data.documents.lexicon import TO_ENGLISH

    assert [TO_ENGLISH[w] for w in ("chivo", "expiatorio", "stachel", "traje", "gaucher", "corsa", "tatuagem", "potier", "argile")] == [
        "goat", "emissary", "sting", "garment", "left", "course", "marks", "potter", "clay"]
