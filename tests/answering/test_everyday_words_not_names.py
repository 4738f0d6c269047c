"""Everyday words of a question's language that spell a name of the Bible once folded are the
word, not the name (``relevance.distinctive_names``): a name is a word a passage must hold to be
about the question, so Italian "hai" (you have) read as Hai, the city, had left "salmo 8 ... lo
hai fatto poco meno degli angeli" without an answer. "Christian" names no one in particular."""

import pytest

from ecclesia.answering import relevance
from tests.answering.real_index import assert_first_quote_within

EVERYDAY = [
    ("dove dice che hai fede come un granello di senape", "it", "hai"),
    ("chi sarà salvato alla fine?", "it", "sara"),
    ("¿por qué los católicos dan el diezmo?", "es", "dan"),
    ("¿es verdad que a los que aman a dios todo les sale bien?", "es", "aman"),
    ("por que os católicos adoram a hóstia?", "pt", "adoram"),
    ("o que a bíblia diz sobre a dor de perder um filho?", "pt", "dor"),
    ("Was sagt die Bibel zum Thema Zorn?", "de", "thema"),
    ("anong uri ng kasalanan ang hindi mapapatawad", "tl", "uri"),
    ("saan sa bibliya ang ani ay marami pero kaunti ang manggagawa", "tl", "ani"),
    # Words the word list reads as names in another language's spelling.
    ("le jeu est-il un péché ?", "fr", "jehu"),
    ("ano ang balak ng diyos para sa akin", "tl", "balac"),
    ("Was sagt die Kirche über soziale Medien?", "de", "media"),
]


@pytest.mark.parametrize("question, language, word", EVERYDAY)
def test_an_everyday_word_is_no_name(question, language, word):
    assert word not in relevance.distinctive_names(question, language)


NAMES = [
    # The same spellings as names: no accent on Sarah, capitalised, or after Tagalog's name marker.
    ("sara moglie di abramo rise quando sentì la promessa", "it", "sara"),
    ("la bendición de Jacob a la tribu de Dan", "es", "dan"),
    ("sino si laban at bakit niya nilinlang si jacob", "tl", "laban"),
    ("ano ang ginawa ni Laban kay Jacob", "tl", "laban"),
]


@pytest.mark.parametrize("question, language, name", NAMES)
def test_the_same_spelling_as_a_name_still_names(question, language, name):
    assert name in relevance.distinctive_names(question, language)


@pytest.mark.parametrize("question, language", [
    ("Can a Christian take another Christian to court?", "en"),
    ("¿por qué los cristianos guardan el domingo?", "es"),
    ("perché i cristiani vanno a messa la domenica", "it"),
])
def test_christian_is_no_name(question, language):
    assert not {"christian", "christians"} & set(relevance.distinctive_names(question, language))


@pytest.mark.usefixtures("search")
def test_what_is_man_that_thou_art_mindful_of_him_in_italian():
    # Declined while "hai" was read as a name no passage of Psalm 8 holds.
    assert_first_quote_within("salmo 8 che cosa è l'uomo perché te ne ricordi?? lo hai fatto poco meno degli "
                              "angeli, che significa", "Psalms 8:1-10")
