"""catholic_qa through the real document index (issue 6), built from its sample documents."""

from pathlib import Path

import pytest

documents = pytest.importorskip("ecclesia.data.documents")
ingest_module = pytest.importorskip("ecclesia_tools.documents.ingest")
sources = pytest.importorskip("ecclesia_tools.documents.sources")

from ecclesia.answering.messages import EXTRACTIVE_NOTE  # noqa: E402
from ecclesia.skills import get_skill  # noqa: E402
from ecclesia.skills.base import SkillRequest  # noqa: E402
from tests.fakes import data_bundle_at  # noqa: E402

SAMPLES = Path(__file__).resolve().parents[2] / "datasets" / "documents" / "samples"


@pytest.fixture(scope="module")
def sample_bundle(tmp_path_factory):
    if not SAMPLES.is_dir():
        pytest.skip("document samples not present")
    root = tmp_path_factory.mktemp("qa-bundle")
    items = [*sources.read_any(str(SAMPLES / "folder")), *sources.read_any(str(SAMPLES / "samples.jsonl"))]
    ingest_module.ingest(items, root / "documents", progress=False)
    return root


@pytest.fixture
def index(sample_bundle, monkeypatch):
    monkeypatch.delenv("ECCLESIA_QA_PROVIDER", raising=False)
    with data_bundle_at(sample_bundle, monkeypatch):
        yield


def test_question_gets_a_cited_extractive_answer_from_the_index(index):
    result = get_skill("catholic_qa").run(SkillRequest(text="When are the vines pruned?", data={}))
    text = result.parts[0].text
    citations = result.parts[1].data["citations"]
    assert text.startswith(EXTRACTIVE_NOTE["en"])
    assert "jsonl-vineyard" in {c["document_id"] for c in citations}
    vineyard = next(c for c in citations if c["document_id"] == "jsonl-vineyard")
    assert vineyard["document_title"] == "The Vineyard Rule"
    assert "pruned" in vineyard["cited_text"]
    # Every citation is a passage the index returned, and document_fetch can open it.
    for number, citation in enumerate(citations, start=1):
        assert f"[{number}]" in text
        assert documents.get_document(citation["document_id"]) is not None
