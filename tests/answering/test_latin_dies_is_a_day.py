"""Latin "dies" ("die", "diem") is a day. English reads the typed word as "to die", and the
languages' stop words had left it unread, so "ne differas de die in diem" and "ecce nunc dies
salutis" were searched and judged without their day."""

import pytest

from ecclesia.answering import relevance
from ecclesia.answering.vocabulary import translated
from tests.answering.real_index import ask, within


@pytest.mark.parametrize("word", ["dies", "die", "diem", "diei", "dierum"])
def test_dies_is_day(word):
    assert translated(word, "la") == "day"


def test_the_english_die_is_not_read_as_a_day():
    assert translated("dies", "en") != "day"


def test_the_day_is_read_in_a_latin_question():
    understanding = relevance.understand("Ecce nunc tempus acceptabile, ecce nunc dies salutis: ubi hoc scribit Paulus?",
                                         "la", [])
    assert "day" in [term for term, _ in understanding.query_terms]


def test_the_note_on_the_verse_is_quoted_too(search):
    # Haydock's note on Ecclesiasticus 5:7-14 ("delay not to be converted ... from day to day")
    # was left out: the question's day was not read.
    answer = ask("Ubi scriptum est: Non tardes converti ad Dominum, et ne differas de die in diem?")
    assert [c.cited_text_heading for c in answer.citations] == ["Ecclesiasticus 5:1-8", "Haydock on Ecclesiasticus 5:7-14"]
    assert all(within(c, "Ecclesiasticus 5:4-9") for c in answer.citations)
