"""A catalogued document whose text an operator loaded is quoted when a question names it
(issues 13/14). The text is a small fixture the team wrote for this test, ingested into a
temporary index under the catalogue id; no real document's text is used."""

from __future__ import annotations

import time

import pytest

from ecclesia.answering import answer_question
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia_tools.documents.ingest import ingest
from tests.fakes import data_bundle_at

# Invented wording in numbered paragraphs, standing in for an operator-loaded encyclical.
FIXTURE_BODY = "\n\n".join([
    "1. This fixture paragraph was written by the ecclesia team for a test; it stands in for the "
    "opening of a loaded document and speaks of the value of every human life.",
    "2. The fixture says that euthanasia, the deliberate ending of a sick person's life to end suffering, "
    "is refused, and that care of the dying is owed to them until their natural end.",
    "3. A further fixture paragraph speaks of the work of hospitals and of families who keep vigil.",
])


@pytest.fixture(scope="module")
def loaded_bundle(tmp_path_factory):
    from ecclesia.data.documents.model import SourceDocument
    from ecclesia_tools.catalogue.bundle_build import build as build_catalogue

    root = tmp_path_factory.mktemp("loaded-bundle")
    ingest([SourceDocument(id="evangelium-vitae", title="Evangelium Vitae", body=FIXTURE_BODY,
                           source="team fixture", author="Pope John Paul II")],
           root / "documents", progress=False)
    build_catalogue(root)
    return root


@pytest.fixture()
def use_loaded_bundle(loaded_bundle, monkeypatch):
    with data_bundle_at(loaded_bundle, monkeypatch):  # also resets the catalogue
        yield loaded_bundle


def ask(question):
    return answer_question(question, deadline=time.monotonic() + 20, answerer=ExtractiveAnswerer())


@pytest.mark.parametrize("question", [
    "What does Evangelium Vitae say about euthanasia?",
    "¿Qué dice Evangelium Vitae sobre la eutanasia?",
])
def test_a_named_loaded_document_is_quoted(use_loaded_bundle, question):
    from ecclesia.data.documents.catalogue import get_catalogued

    assert get_catalogued("evangelium-vitae").text_loaded
    answer = ask(question)
    assert answer.citations, answer.text
    assert {c.document_id for c in answer.citations} == {"evangelium-vitae"}
    assert "euthanasia" in answer.text


def test_a_named_document_not_loaded_is_pointed_to_not_quoted(use_loaded_bundle):
    answer = ask("What does Humanae Vitae teach?")
    assert answer.citations == ()
    assert "Humanae Vitae (HV; On the Regulation of Birth), Paul VI, 1968" in answer.text
