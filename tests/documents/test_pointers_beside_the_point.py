"""A declined question is pointed only to documents that treat it (issue 14). A topical
pointer covers more than half of the question's content words (``POINTER_COVERAGE``): at
half, a question of two or three content words matched a document on one word in common.
And a question in another language most of whose words the lexicon cannot read is looked up
as asked, not through its English query, which holds only the few words it could read
(``pipeline.pointer_queries``, ``relevance.mostly_unread``)."""

from __future__ import annotations

import time

import pytest

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.messages import NOT_HELD


def nothing(query, limit):
    return []


def pointer_lines(question: str) -> list[str]:
    answer = answer_question(question, deadline=time.monotonic() + 20, retriever=nothing,
                             answerer=ExtractiveAnswerer(), catalogue=catalogue.default_finder())
    assert answer.citations == ()
    return [line for line in answer.text.splitlines() if line.startswith("- ")]


@pytest.mark.parametrize("question", [
    "my old dog will not eat his meat and he just lies down all day, what should i do",  # "old": the elderly
    "comment changer une roue crevée sur la voiture quand on n'a pas de cric ?",  # "change": climate change
    "Chi ha scritto la Divina Commedia?",  # "divine": Dei Verbum, Dilexit Nos
    "wie lange muss ich reis kochen, damit er nicht klebt?",
    "any news from the synod in rome this week??",
    "Quid dicit Papa de telephonis gestabilibus?",
    "Wie bekomme ich hartnäckige Kalkflecken von der Glaswand in der Dusche weg?",  # "weg": "road"
    "como desentupir a pia da cozinha sem chamar o encanador?",  # "chamar": "called"
    "¿cómo configuro la impresora para imprimir por las dos caras?",  # "caras": "faces"
    "Wie viel Kirchensteuer zahle ich in Bayern bei 4000 Euro brutto?",  # "Kirche": Eastern Churches
])
def test_a_question_sharing_one_word_with_a_title_gets_no_pointer(use_catalogue_bundle, question):
    assert pointer_lines(question) == []


@pytest.mark.parametrize("question, title", [
    ("Why did Job suffer?", "Salvifici Doloris"),  # suffering: two thirds of "job suffer"
    ("Was sagt der Papst über soziale Medien?", "Inter Mirifica"),
    ("What does the Church teach about euthanasia?", "Iura et Bona"),
    ("Ano ang sinasabi ng Papa tungkol sa social media?", "Inter Mirifica"),
    ("Si può fare la confessione su Zoom?", "Reconciliatio et Paenitentia"),
])
def test_a_document_treating_the_question_is_still_pointed_to(use_catalogue_bundle, question, title):
    lines = pointer_lines(question)
    assert any(line.startswith(f"- {title}") for line in lines), lines


def test_the_decline_still_says_nothing_is_held(use_catalogue_bundle):
    answer = answer_question("my old dog will not eat his meat and he just lies down all day, what should i do",
                             deadline=time.monotonic() + 20, retriever=nothing, answerer=ExtractiveAnswerer(),
                             catalogue=catalogue.default_finder())
    assert answer.text.splitlines() == [NOT_HELD["en"]]


@pytest.mark.parametrize("question, language, unread", [
    ("Wie bekomme ich hartnäckige Kalkflecken von der Glaswand in der Dusche weg?", "de", True),
    ("como desentupir a pia da cozinha sem chamar o encanador?", "pt", True),
    ("¿Qué dice la Iglesia sobre la eutanasia?", "es", False),
    ("Was sagt der Papst über soziale Medien?", "de", False),
    ("nel siracide la sapienza dice io sono la madre del bell'amore", "it", False),
    ("why did job suffer", "en", False),  # an English question is read as it is
])
def test_mostly_unread(question, language, unread):
    from ecclesia.answering.relevance import mostly_unread, understand

    assert mostly_unread(understand(question, language, ())) is unread


def test_a_modern_subject_is_looked_up_in_the_catalogue_once():
    """A question naming a modern document's subject ("synod") is looked up before retrieval;
    when nothing held answers it, the decline names what that found, without asking again."""
    asked: list[str] = []

    def finder(query, limit):
        asked.append(query)
        return []

    answer = answer_question("What did the synod say about keeping hens?", deadline=time.monotonic() + 20,
                             retriever=nothing, answerer=ExtractiveAnswerer(), catalogue=finder)
    assert answer.text.splitlines() == [NOT_HELD["en"]]
    assert len(asked) == len(set(asked)) and asked
