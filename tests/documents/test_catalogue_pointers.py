"""catholic_qa's catalogue pointers with the REAL catalogue of the default bundle (issues 13/14):
few and precise, named as readers know them, honest about missing URLs, in the question's
language, and found from questions in other languages through the data layer's lexicon."""

from __future__ import annotations

import time
from dataclasses import dataclass

import pytest

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.messages import NOT_HELD, POINTERS, URL_NOT_ESTABLISHED


@pytest.fixture()
def finder(use_catalogue_bundle):
    return catalogue.default_finder()


def nothing(query, limit):
    return []


def ask(question, finder):
    return answer_question(question, deadline=time.monotonic() + 20, retriever=nothing,
                           answerer=ExtractiveAnswerer(), catalogue=finder)


def test_religious_liberty_points_to_dignitatis_humanae_alone_by_its_incipit(finder):
    answer = ask("What did Vatican II say about religious liberty?", finder)
    lines = answer.text.splitlines()
    assert lines[:2] == [NOT_HELD["en"], POINTERS["en"]]
    assert lines[2:] == ["- Dignitatis Humanae (DH; Declaration on Religious Freedom), Vatican II, 1965 "
                         "<https://www.vatican.va/archive/hist_councils/ii_vatican_council/documents/"
                         "vat-ii_decl_19651207_dignitatis-humanae_en.html>"]


def test_a_named_document_is_pointed_to_without_its_neighbours(finder):
    for question in ("What does Humanae Vitae teach?", "Che cosa insegna l'enciclica Humanae Vitae?",
                     "Quid docet Humanae Vitae?"):
        assert [e.id for e in finder(question, 3)] == ["humanae-vitae"], question


def test_topical_pointers_prefer_teaching_documents_over_messages(finder):
    ids = [e.id for e in finder("What does the Church say about the care of the environment?", 3)]
    assert ids and ids[0] == "laudato-si"
    assert all(not e.startswith(("benedict-xvi-hf", "francesco-"))
               for e in ids)


def test_a_pointer_without_its_own_url_says_so_in_the_questions_language(finder):
    answer = ask("¿Qué dice la Iglesia sobre la eutanasia?", finder)
    iura = next(line for line in answer.text.splitlines() if line.startswith("- Iura et Bona"))
    assert "Declaration on Euthanasia" in iura and "1980" in iura
    sentence = URL_NOT_ESTABLISHED["es"].split(";")[0]
    assert sentence in iura and "<https://www.vatican.va/content/romancuria/en.html>" in iura
    assert "Documentos catalogados" in answer.text


@pytest.mark.parametrize("question", [
    "¿Qué dice la Iglesia sobre la eutanasia?",
    "Was lehrt die Kirche über Sterbehilfe?",
    "Ano ang itinuturo ng Simbahan tungkol sa eutanasia?",
    "What does the Church teach about euthanasia?",
])
def test_euthanasia_in_any_language_finds_the_declaration(use_catalogue_bundle, question):
    from ecclesia.data.documents.catalogue import find_catalogued

    assert [e.id for e in find_catalogued(question, 3)][:1] == ["iura-et-bona"]


def test_a_latin_incipit_is_not_translated_away(use_catalogue_bundle):
    from ecclesia.data.documents.catalogue import find_catalogued

    assert find_catalogued("gaudium spes")[0].id == "vatican-ii-gaudium-et-spes"


@dataclass
class Entry:
    """A catalogue entry as ``select_pointers`` reads it."""

    id: str
    kind: str
    author: str | None = None
    title: str = "t"
    url: str | None = None
    text_loaded: bool = False


@dataclass
class Match:
    """A catalogue match: an entry, its score, how it matched and the question's share it covers."""

    entry: Entry
    score: float
    how: str
    coverage: float


def test_select_pointers_cuts_by_the_best_match():
    best, weak, narrower, message = (Entry("best", "encyclical"), Entry("weak", "encyclical"),
                                     Entry("narrow", "encyclical"), Entry("msg", "message"))
    matches = [Match(best, 10.0, "topical", 1.0), Match(message, 9.0, "topical", 1.0),
               Match(weak, 4.0, "topical", 1.0), Match(narrower, 9.5, "topical", 0.5)]
    assert [e.id for e in catalogue.select_pointers(matches, 3)] == ["best"]
    named = [Match(best, 52.0, "named", 1.0), Match(weak, 20.0, "topical", 1.0)]
    assert [e.id for e in catalogue.select_pointers(named, 3)] == ["best"]
    assert catalogue.select_pointers([], 3) == []


def test_select_pointers_needs_more_than_half_of_the_question():
    """One word in common with a question of two is not a topic (``POINTER_COVERAGE``;
    ``test_pointers_beside_the_point.py`` asks the real catalogue)."""
    half, more = Entry("half", "encyclical"), Entry("more", "encyclical")
    assert catalogue.select_pointers([Match(half, 9.0, "topical", 0.5)], 3) == []
    assert [e.id for e in catalogue.select_pointers([Match(half, 9.0, "topical", 0.5),
                                                     Match(more, 5.0, "topical", 0.67)], 3)] == ["more"]
    # A document the question names is pointed to however little else it covers.
    assert [e.id for e in catalogue.select_pointers([Match(half, 9.0, "named", 0.5)], 3)] == ["half"]


def test_a_doctrinal_notification_on_one_author_ranks_after_the_instructions():
    cdf = "Congregation for the Doctrine of the Faith"
    instruction, letter, notification = (Entry("instruction", "instruction", cdf), Entry("letter", "letter", cdf),
                                         Entry("notification", "notification", cdf))
    matches = [Match(notification, 10.0, "topical", 1.0), Match(instruction, 8.0, "topical", 1.0),
               Match(letter, 6.0, "topical", 1.0)]
    # The dicastery's letter keeps full weight (unlike a pope's letter); its notification halves.
    assert [e.id for e in catalogue.select_pointers(matches, 3)] == ["instruction", "letter", "notification"]


@pytest.mark.parametrize("query, expected", [
    ("¿Puede un católico ser masón?", "humanum-genus"),
    ("¿Qué dice la Iglesia sobre la eutanasia?", "iura-et-bona"),
    ("eutanasia", "iura-et-bona"),
    ("Sterbehilfe", "iura-et-bona"),
    ("Qu'enseigne l'Église sur la liberté religieuse ?", "vatican-ii-dignitatis-humanae"),
    ("¿Qué dice Humanae Vitae?", "humanae-vitae"),
])
def test_document_search_finds_catalogued_documents_from_other_languages(use_catalogue_bundle, query, expected):
    from ecclesia.data.documents.combined import search_documents

    hits = search_documents(query, limit=5)
    assert expected in [hit.id for hit in hits[:3]], [hit.id for hit in hits]
