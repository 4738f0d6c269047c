import subprocess
import sys
import time
from pathlib import Path

import pytest

from ecclesia.answering import pipeline
from ecclesia.answering.errors import USER_MESSAGES
from ecclesia.answering.messages import EXTRACTIVE_NOTE
from ecclesia.skills import get_skill
from ecclesia.skills.base import DataOutput, SkillFailure, SkillInputError, SkillRequest, TextOutput, Turn
from tests.answering.fakes import CORPUS, FakeRetriever

catholic_qa = get_skill("catholic_qa")


@pytest.fixture
def retriever(monkeypatch):
    fake = FakeRetriever(CORPUS)
    monkeypatch.setattr(pipeline, "index_retriever", fake)
    monkeypatch.delenv("ECCLESIA_QA_PROVIDER", raising=False)
    return fake


def test_spec_matches_the_contract():
    spec = catholic_qa.SPEC
    assert (spec.id, spec.artifact_name, spec.rate_limit, spec.uses_conversation) == (
        "catholic_qa", "catholic_qa_response", "expensive", True)
    assert spec.examples and "citation" in spec.description


@pytest.mark.parametrize("request_", [SkillRequest(text=None, data={}), SkillRequest(text="   \n", data={}),
                                      SkillRequest(text=None, data={"question": " "})])
def test_empty_question_is_rejected_naming_the_field(request_):
    with pytest.raises(SkillInputError, match=r"^text: "):
        catholic_qa.run(request_)


def test_overlong_question_is_rejected():
    with pytest.raises(SkillInputError, match="longer than 4000"):
        catholic_qa.run(SkillRequest(text="why " * 1001, data={}))


def test_out_of_the_box_answer_is_extractive_and_cited(retriever):
    result = catholic_qa.run(SkillRequest(text="Why does the Church baptize infants?", data={}))
    text, citations, related = result.parts
    assert isinstance(text, TextOutput) and text.text.startswith(EXTRACTIVE_NOTE["en"])
    assert isinstance(citations, DataOutput)
    cited = citations.data["citations"]
    # The passage on the Eucharist does not address infant baptism: it is not quoted.
    assert [c["document_id"] for c in cited] == ["doc-2", "doc-1"]
    assert [c["document_index"] for c in cited] == [0, 1]
    assert isinstance(related, DataOutput) and related.data["related_questions"]
    assert {"cited_text", "cited_text_heading", "document_title", "document_index", "document_author",
            "document_year", "document_reference", "source_url", "document_id"} == set(cited[0])
    for number in range(1, len(cited) + 1):
        assert f"[{number}]" in text.text
    assert "Why does the Church baptize infants?" in retriever.queries[-1]


def test_data_question_and_conversation_reach_the_pipeline(retriever):
    turns = (Turn("Who can be baptized?", "Every person not yet baptized [1]."),)
    catholic_qa.run(SkillRequest(text=None, data={"question": "And infants?"}, conversation=turns))
    # The follow-up is searched with the earlier question's topic (baptism).
    assert any("baptism" in q and "children" in q for q in retriever.queries)


def test_no_sources_gives_a_text_part_only(monkeypatch):
    monkeypatch.setattr(pipeline, "index_retriever", FakeRetriever([]))
    monkeypatch.delenv("ECCLESIA_QA_PROVIDER", raising=False)
    result = catholic_qa.run(SkillRequest(text="Qu'est-ce que le baptême ?", data={}))
    assert len(result.parts) == 1 and "base de connaissances" in result.parts[0].text


def test_pipeline_failure_becomes_a_skill_failure_with_a_safe_message(retriever, monkeypatch):
    monkeypatch.setenv("ECCLESIA_QA_PROVIDER", "bedrock")
    monkeypatch.delenv("ECCLESIA_QA_BEDROCK_MODEL_ID", raising=False)
    with pytest.raises(SkillFailure) as caught:
        catholic_qa.run(SkillRequest(text="What is baptism?", data={}))
    assert str(caught.value) == USER_MESSAGES["misconfigured"]


def test_exhausted_deadline_fails_instead_of_hanging(retriever, monkeypatch):
    monkeypatch.setenv("ECCLESIA_QA_PROVIDER", "openai")
    monkeypatch.setenv("ECCLESIA_QA_OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("ECCLESIA_QA_OPENAI_MODEL", "m")
    started = time.monotonic()
    with pytest.raises(SkillFailure, match="in time"):
        catholic_qa.run(SkillRequest(text="What is baptism?", data={}, deadline=time.monotonic() + 1.0))
    assert time.monotonic() - started < 0.5
    assert retriever.queries == []  # a model call could not fit: it failed before searching


def test_importing_the_skill_does_not_load_the_pipeline():
    code = ("import sys; import ecclesia.skills.catholic_qa; "
            "print(any(m.startswith('ecclesia.data') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(Path(__file__).resolve().parents[2] / "functions" / "a2a")})
    assert out.stdout.strip() == "False"
