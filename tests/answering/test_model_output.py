import pytest

from ecclesia.answering.errors import MalformedOutput
from ecclesia.answering.model_output import parse_model_answer
from tests.answering.fakes import model_json


def test_parses_a_plain_json_reply():
    parsed = parse_model_answer(model_json("Baptism frees from sin [1].", [1], ["Why infants?"]))
    assert parsed.answer == "Baptism frees from sin [1]."
    assert parsed.used_passages == [1]
    assert parsed.related_questions == ["Why infants?"]


def test_tolerates_a_code_fence_and_surrounding_prose():
    fenced = "```json\n" + model_json("A [1]", [1]) + "\n```"
    assert parse_model_answer(fenced).answer == "A [1]"
    chatty = "Here is the JSON you asked for:\n" + model_json("B [2]", [2]) + "\nHope it helps."
    assert parse_model_answer(chatty).used_passages == [2]


def test_missing_lists_default_to_empty():
    parsed = parse_model_answer('{"answer": "Only text."}')
    assert parsed.used_passages == [] and parsed.related_questions == []


@pytest.mark.parametrize(
    "raw",
    [
        "Baptism is the gateway to the sacraments [1].",  # prose, no JSON
        '{"answer": "cut off in the middle',  # truncated at max tokens
        '["answer", "in", "a", "list"]',
        '{"answer": "   "}',
        '{"text": "wrong key"}',
        '{"answer": "ok", "used_passages": ["first"]}',
        '{"answer": "ok", "related_questions": "not a list"}',
        "",
    ],
)
def test_malformed_replies_are_rejected(raw):
    with pytest.raises(MalformedOutput):
        parse_model_answer(raw)
