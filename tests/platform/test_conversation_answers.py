"""What a conversational turn keeps as its answer (``task_building.answer_text``): the text of
the task's artifact, which a follow-up reads (its citations name the book the conversation is
in), not the agent's reply in the history, which only points to the artifact."""

import pytest

from ecclesia.protocol.task_building import answer_text
from tests.platform.conftest import call, send_body  # test_protocol checks the turn with a stand-in skill


def test_the_artifacts_text_is_the_turns_answer_and_the_reply_only_stands_in_without_one():
    task = {"artifacts": [{"parts": [{"kind": "text", "text": "Judges 9:18-23: You that are risen up"},
                                     {"kind": "data", "data": {"citations": []}}]}],
            "history": [{"role": "agent", "parts": [{"kind": "text", "text": "the result is in the artifact"}]}]}
    assert answer_text(task) == "Judges 9:18-23: You that are risen up"
    task["artifacts"][0]["parts"] = [{"kind": "data", "data": {"rows": []}}]
    assert answer_text(task) == "the result is in the artifact"
    assert answer_text({}) == ""


def test_a_follow_up_through_the_endpoint_is_asked_in_the_book_of_the_earlier_answer(adapter, skills):
    """The real catholic_qa through the handler and DynamoDB (moto): the earlier answer quoted
    Judges 9, so "he" is Abimelech and his death is Judges 9:50-54. When the turn kept the
    reply ("Catholic Q&A: the result is in the artifact ..."), the follow-up was declined."""
    documents = pytest.importorskip("ecclesia.data.documents")
    try:
        documents.search_passages("baptism", limit=1)
    except documents.IndexUnavailable:
        pytest.skip("the default bundle is not built (make bundle)")
    from ecclesia.skills import catholic_qa

    skills.modules["catholic_qa"] = catholic_qa
    call(adapter, send_body("who was abimelech the son of gideon", skill="catholic_qa", contextId="c1"))
    _, payload, _ = call(adapter, send_body("how did he end up dying? i read a woman threw something on his head "
                                            "from a tower", skill="catholic_qa", contextId="c1"))
    parts = payload["result"]["artifacts"][0]["parts"]
    citations = next(p["data"]["citations"] for p in parts if p["kind"] == "data" and "citations" in p["data"])
    assert citations[0]["cited_text_heading"] == "Judges 9:50-54"
