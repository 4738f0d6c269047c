"""Folding rules shared by the index and the queries."""

from __future__ import annotations

import pytest

from ecclesia.data.directory.normalize import analyse, fold, roman_to_int, to_roman


def test_fold_removes_accents_case_and_special_letters():
    assert fold("Thérèse of LISIEUX") == "therese of lisieux"
    assert fold("Karol Józef Wojtyła") == "karol jozef wojtyla"
    assert fold("Kraków / Köln") == "krakow koln"


@pytest.mark.parametrize(
    ("text", "core"),
    [
        ("Pope Benedict 16", ("benedict", "xvi")),
        ("John Paul the 2nd", ("john", "paul", "ii")),
        ("Pius the Tenth", ("pius", "x")),
        ("St. Francis of Assisi", ("francis", "assisi")),
        ("Servant of God John Smith", ("john", "smith")),
        ("Archdiocese of Manila", ("manila",)),
        ("Arquidiócesis de Manila", ("manila",)),
    ],
)
def test_analyse_sets_titles_aside_and_romanises_ordinals(text, core):
    assert analyse(text).core == core


def test_other_language_forms_map_to_english_as_a_variant():
    folded = analyse("Papa Francesco")
    assert folded.core == ("francesco",) and folded.english == ("francis",)
    assert "papa" in folded.titles
    assert analyse("Giovanni Paolo II").english == ("john", "paul", "ii")


def test_roman_numerals_round_trip():
    for number in range(1, 40):
        assert roman_to_int(to_roman(number)) == number
    assert roman_to_int("mary") is None
