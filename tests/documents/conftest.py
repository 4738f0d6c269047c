"""Fixtures: a small index built from the sample documents with the committed static model."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ecclesia_tools.documents.ingest import ingest
from ecclesia_tools.documents.sources import read_any
from tests.fakes import data_bundle_at

REPO = Path(__file__).resolve().parents[2]
SAMPLES = REPO / "datasets" / "documents" / "samples"


@pytest.fixture(scope="session")
def samples() -> Path:
    return SAMPLES


@pytest.fixture(scope="session")
def sample_bundle(tmp_path_factory) -> Path:
    """A bundle folder whose documents/ area holds the sample documents."""
    root = tmp_path_factory.mktemp("bundle")
    items = [*read_any(str(SAMPLES / "folder")), *read_any(str(SAMPLES / "samples.jsonl"))]
    ingest(items, root / "documents", progress=False)
    return root


@pytest.fixture()
def use_bundle(sample_bundle, monkeypatch):
    """Point the data layer at the sample bundle for one test."""
    with data_bundle_at(sample_bundle, monkeypatch):
        yield sample_bundle


@pytest.fixture()
def folder_copy(tmp_path) -> Path:
    target = tmp_path / "docs"
    shutil.copytree(SAMPLES / "folder", target)
    return target


LONG_FIXTURE_ID = "long-fixture"


def _long_fixture_body() -> str:
    """An invented document of ~300 KB: numbered paragraphs of generated words."""
    words = "lantern harbour orchard vine bell road keeper ledger meadow river".split()
    paragraphs = ["# A Long Fixture", "## Part One"]
    for number in range(1, 1201):
        if number == 601:
            paragraphs.append("## Part Two")
        sentence = " ".join(words[(number + k) % len(words)] for k in range(40))
        paragraphs.append(f"{number}. Paragraph {number} of the long fixture: {sentence}.")
    return "\n\n".join(paragraphs) + "\n"


@pytest.fixture(scope="session")
def catalogue_bundle(tmp_path_factory) -> Path:
    """The sample documents, one long invented document, and the real catalogue area."""
    from ecclesia.data.documents.model import SourceDocument
    from ecclesia_tools.catalogue.bundle_build import build as build_catalogue

    root = tmp_path_factory.mktemp("catalogue-bundle")
    items = [*read_any(str(SAMPLES / "folder")), *read_any(str(SAMPLES / "samples.jsonl")),
             SourceDocument(id=LONG_FIXTURE_ID, title="A Long Fixture", body=_long_fixture_body(),
                            source="test", author="Fixture Author")]
    ingest(items, root / "documents", progress=False)
    build_catalogue(root)
    return root


@pytest.fixture()
def use_catalogue_bundle(catalogue_bundle, monkeypatch):
    with data_bundle_at(catalogue_bundle, monkeypatch):
        yield catalogue_bundle
