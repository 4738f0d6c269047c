import pytest

from ecclesia.answering.language import detect_language, language_name


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What is the Eucharist?", "en"),
        ("and what about the Eastern churches?", "en"),
        ("¿Qué es la Eucaristía?", "es"),
        ("Qu'est-ce que l'Eucharistie selon l'Église ?", "fr"),
        ("Che cos'è l'Eucaristia per la Chiesa?", "it"),
        ("Was ist die Eucharistie?", "de"),
        ("O que é a Eucaristia?", "pt"),
        ("Czym jest Eucharystia?", "pl"),
        ("Wat is de eucharistie?", "nl"),
        ("Что такое Евхаристия?", "ru"),
        ("Що таке Євхаристія?", "uk"),
        ("聖體是什麼？", "zh"),
        ("聖体とは何ですか", "ja"),
        ("성체란 무엇입니까?", "ko"),
        ("Τι είναι η Θεία Ευχαριστία;", "el"),
    ],
)
def test_detects_the_language_of_a_question(question, expected):
    assert detect_language(question) == expected


@pytest.mark.parametrize("text", ["", "12345 ?", "Eucharist", "CCC 1324"])
def test_text_without_evidence_counts_as_english(text):
    assert detect_language(text) == "en"


def test_language_names_for_the_prompt():
    assert language_name("es") == "Spanish"
    assert language_name("xx") == "the language of the question"


def test_text_without_evidence_takes_the_given_default():
    assert detect_language("Eucaristía?", default="es") == "es"
    assert detect_language("Was ist die Eucharistie?", default="es") == "de"


def test_english_questions_with_words_other_languages_share_are_english():
    assert detect_language("Jesus weeps over Jerusalem") == "en"  # "over" is Dutch too
    assert detect_language("what has he done with them") == "en"


def test_italian_is_read_from_its_articulated_prepositions_and_grave_accents():
    assert detect_language("Gesù cammina sulle acque") == "it"
    assert detect_language("Che cosa può fare?") == "it"
    assert detect_language("Où est né Jésus ?") == "fr"  # "ù" is French too: no Italian mark


@pytest.mark.parametrize(("question", "expected"), [
    ("Que raconte la parabole de la brebis perdue ?", "fr"),  # ties Spanish on "que", "la", "de" without "raconte"
    ("¿Qué dijo Jesús a Pedro?", "es"),
    ("Was hat Jesus gesagt?", "de"),
    ("Cosa ha fatto Gesù?", "it"),
    ("O que aconteceu com Pedro?", "pt"),
])
def test_common_verbs_and_pronouns_decide_between_languages_sharing_articles(question, expected):
    assert detect_language(question) == expected


@pytest.mark.parametrize(("question", "expected"), [
    # Three "in" tie English; Latin's endings ("principibus", "legitur") decide.
    ("Nolite confidere in principibus, in filiis hominum: in quo psalmo legitur?", "la"),
    ("Laudemus viros gloriosos et parentes nostros in generatione sua: ubi hoc scriptum est?", "la"),
    # ... and English words that end so are too few to mislead.
    ("is the quorum of the forum in rome still meeting", "en"),
])
def test_latin_is_read_from_its_endings(question, expected):
    assert detect_language(question) == expected


@pytest.mark.parametrize(("question", "expected"), [
    # Tagalog's particles and pronouns ("ba", "ako", "hindi"): "sa" alone tied French's "sa".
    ("hindi ako makatulog sa gabi, may talata ba sa bibliya tungkol sa pag-aalala", "tl"),
    ("gaano katagal ba dapat magluksa sa namatay ayon sa bibliya", "tl"),
    # German's modal verbs, not Italian's "per".
    ("Darf man die Beichte per Videoanruf ablegen?", "de"),
    # French's "combien", "par"; Spanish's "donde", "otro".
    ("Combien coûte un baptême à la paroisse ?", "fr"),
    ("la résurrection de Tabitha par saint Pierre", "fr"),
    ("no hagas a otro lo que no quieres que te hagan, donde esta en la biblia", "es"),
])
def test_particles_and_modal_verbs_decide_between_languages(question, expected):
    assert detect_language(question) == expected


@pytest.mark.parametrize(("question", "expected"), [
    # German's contractions and question words; its "es" is Spanish's too, and counts half.
    ("worum geht es im buch judit?", "de"),
    ("wieso gibt es im alten testament so viele kriege", "de"),
    ("es la misma iglesia?", "es"),
    ("here i am lord send me", "en"),
    # ... and its verbs of happening: "Was passierte in Kana?" tied English on "was".
    ("Was geschah an Pfingsten?", "de"), ("Was passierte in Kana?", "de"),
    ("was passiert mit uns nach dem Tod?", "de"),
    ("What was it that happened?", "en"), ("was it passed down?", "en"),
])
def test_german_is_read_from_its_contractions_and_question_words(question, expected):
    assert detect_language(question) == expected
