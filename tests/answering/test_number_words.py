"""Number words of the questions' languages are read in English (``lexicon``): the feeding of the
five thousand, the seventy-two sent two by two, are told with their numbers."""

import time

import pytest

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.vocabulary import translated


@pytest.mark.parametrize(("language", "two", "five", "thousand"), [
    ("es", "dos", "cinco", "mil"), ("it", "due", "cinque", "mille"), ("fr", "deux", "cinq", "mille"),
    ("pt", "dois", "cinco", "mil"), ("de", "zwei", "fünf", "tausend"), ("la", "duo", "quinque", "mille"),
])
def test_number_words_are_read_in_english(language, two, five, thousand):
    assert [translated(w, language) for w in (two, five, thousand)] == ["two", "five", "thousand"]


@pytest.mark.usefixtures("search")
def test_the_feeding_of_the_five_thousand_asked_in_spanish():
    # "cinco mil" had been read as nothing: "alimentó Jesús" alone held too little, and it was declined.
    answer = answer_question("¿Cómo alimentó Jesús a los cinco mil?", deadline=time.monotonic() + 25,
                             answerer=ExtractiveAnswerer(), catalogue=catalogue.no_catalogue)
    assert answer.citations and answer.citations[0].cited_text_heading.removeprefix("Haydock on ").startswith(
        ("Matthew 14:", "Mark 6:", "Luke 9:", "John 6:"))
