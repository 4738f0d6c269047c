import pytest

from ecclesia.skills import get_skill
from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, TextOutput
from tests.fakes import data_bundle_at


def _run(skill_id, text=None, data=None):
    return get_skill(skill_id).run(SkillRequest(text=text, data=data or {}))


def test_specs_follow_the_contract():
    assert get_skill("document_search").SPEC.artifact_name == "search_results"
    assert get_skill("document_fetch").SPEC.artifact_name == "document"


def test_search_by_text_returns_contract_fields_first(use_bundle):
    result = _run("document_search", text="Angelus at noon")
    (part,) = result.parts
    assert isinstance(part, DataOutput)
    first = part.data["results"][0]
    assert list(first)[:3] == ["id", "url", "title"]
    assert first["id"] == "parish-bells" and first["url"] == "https://example.org/parish-bells"
    assert first["title"] == "On Parish Bells" and first["reference"].startswith("I. Why bells are rung")
    assert "Angelus" in first["snippet"] and first["score"] > 0


def test_search_lists_each_document_once_and_honours_limit(use_bundle):
    results = _run("document_search", data={"query": "bells prayer pilgrims harvest", "limit": 2}).parts[0].data["results"]
    assert len(results) == 2
    assert len({r["id"] for r in results}) == 2
    everything = _run("document_search", data={"query": "bells prayer pilgrims harvest"}).parts[0].data["results"]
    assert len({r["id"] for r in everything}) == len(everything) == 5


@pytest.mark.parametrize("data,text", [({}, None), ({"query": "  "}, " "), ({}, "")])
def test_empty_query_is_invalid_params(data, text):
    with pytest.raises(SkillInputError, match=r"^data\.query:"):
        _run("document_search", text=text, data=data)


@pytest.mark.parametrize("limit", [0, 51, "5", True, 2.5])
def test_bad_limit_is_invalid_params(limit):
    with pytest.raises(SkillInputError, match=r"^data\.limit:"):
        _run("document_search", data={"query": "bells", "limit": limit})


def test_search_result_id_feeds_fetch(use_bundle):
    hit = _run("document_search", text="vines pruned in late winter").parts[0].data["results"][0]
    body, meta = _run("document_fetch", data={"id": hit["id"]}).parts
    assert isinstance(body, TextOutput) and "pruned in late winter" in body.text
    assert isinstance(meta, DataOutput)
    assert {k: meta.data[k] for k in ("id", "title", "author", "ref")} == {
        "id": "jsonl-vineyard", "title": "The Vineyard Rule", "author": "Jsonl Author", "ref": None}


def test_fetch_takes_a_text_part_as_the_id(use_bundle):
    body, meta = _run("document_fetch", text=" parish-bells ").parts
    assert body.text.startswith("# On Parish Bells")
    assert meta.data["ref"] == "Sample Letter 1" and meta.data["author"] == "Test Fixture Author"
    assert meta.data["attribution"] == "Invented for the ecclesia test suite"


def test_fetch_unknown_id_gives_the_fixed_text(use_bundle):
    result = _run("document_fetch", data={"id": "nope"})
    assert result.parts == (TextOutput("Document not found."),)


@pytest.mark.parametrize("data,text", [({}, None), ({"id": ["x"]}, None), ({"id": True}, None)])
def test_fetch_without_a_usable_id_is_invalid_params(data, text):
    with pytest.raises(SkillInputError, match=r"^data\.id:"):
        _run("document_fetch", text=text, data=data)


def test_missing_index_fails_with_a_clear_message(tmp_path, monkeypatch):
    from ecclesia.data import documents

    with data_bundle_at(tmp_path, monkeypatch):
        with pytest.raises(documents.IndexUnavailable, match="python -m ecclesia_tools.bundle documents"):
            _run("document_search", text="anything")


def test_skill_modules_import_nothing_heavy():
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys, ecclesia.skills.document_search, ecclesia.skills.document_fetch;"
            "print(any(m in sys.modules for m in ('numpy', 'tokenizers', 'ecclesia.data.documents')))")
    root = Path(__file__).resolve().parents[2] / "functions" / "a2a"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env={"PYTHONPATH": str(root)})
    assert out.stdout.strip() == "False", out.stderr


def test_search_passages_and_get_document_interface(use_bundle):
    from ecclesia.data.documents import Document, Passage, get_document, search_passages

    passages = search_passages("Easter vigil lantern", limit=2)
    assert 1 <= len(passages) <= 2 and all(isinstance(p, Passage) for p in passages)
    assert passages[0].document_id == "jsonl-lantern" and passages[0].heading == "Lighting"
    assert passages[0].score >= passages[-1].score
    assert search_passages("", 5) == [] and search_passages("lantern", 0) == []
    document = get_document("jsonl-lantern")
    assert isinstance(document, Document) and document.title == "Lanterns for the Vigil"
    assert get_document("missing") is None
