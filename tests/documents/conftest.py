"""Fixtures: a small index built from the sample documents with the committed static model."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ecclesia.data import bundle
from ecclesia.data import documents
from ecclesia_tools.documents.ingest import ingest
from ecclesia_tools.documents.sources import read_any

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
    monkeypatch.setenv("ECCLESIA_DATA_DIR", str(sample_bundle))
    bundle.bundle_dir.cache_clear()
    documents.reset_cache()
    yield sample_bundle
    bundle.bundle_dir.cache_clear()
    documents.reset_cache()


@pytest.fixture()
def folder_copy(tmp_path) -> Path:
    target = tmp_path / "docs"
    shutil.copytree(SAMPLES / "folder", target)
    return target
