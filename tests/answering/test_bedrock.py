"""Bedrock Converse stubbed at the botocore boundary (Stubber validates both directions)."""

import time

import boto3
import pytest

from ecclesia.answering.budget import DEFAULT_MARGIN_SECONDS
from botocore.config import Config
from botocore.exceptions import ReadTimeoutError
from botocore.stub import ANY, Stubber

from ecclesia.answering import AnswerUnavailable, answer_question
from ecclesia.answering.bedrock import BedrockChatModel
from ecclesia.answering.errors import USER_MESSAGES
from ecclesia.answering.providers import ModelAnswerer
from tests.answering.fakes import BAPTISM, INFANTS, FakeRetriever, model_json, no_sleep_policy

MODEL_ID = "us.anthropic.claude-3-5-haiku-20241022-v1:0"


@pytest.fixture
def client(monkeypatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    # As in production: botocore's own retries off, ours run within the time budget.
    return boto3.client("bedrock-runtime", region_name="us-east-1",
                        config=Config(retries={"total_max_attempts": 1, "mode": "standard"}))


def converse_response(text, stop_reason="end_turn"):
    return {
        "output": {"message": {"role": "assistant", "content": [{"text": text}]}},
        "stopReason": stop_reason,
        "usage": {"inputTokens": 1412, "outputTokens": 164, "totalTokens": 1576},
        "metrics": {"latencyMs": 2317},
    }


EXPECTED = {
    "modelId": MODEL_ID,
    "system": [{"text": ANY}],
    "messages": [{"role": "user", "content": [{"text": ANY}]}],
    "inferenceConfig": {"maxTokens": 1200, "temperature": 0.2},
}


def ask(client, seconds=20.0, question="Why are infants baptized?"):
    timeouts = []

    def factory(timeout):
        timeouts.append(timeout)
        return client

    answerer = ModelAnswerer(BedrockChatModel(MODEL_ID, factory), no_sleep_policy())
    answer = answer_question(question, deadline=time.monotonic() + seconds,
                             retriever=FakeRetriever([BAPTISM, INFANTS]), answerer=answerer)
    return answer, timeouts


def test_converse_reply_becomes_a_cited_answer(client):
    with Stubber(client) as stub:
        stub.add_response("converse", converse_response(
            model_json("Children also need the new birth of Baptism [1].", [1], ["What is original sin?"])),
            EXPECTED)
        answer, timeouts = ask(client)
        stub.assert_no_pending_responses()
    assert answer.text == "Children also need the new birth of Baptism [1]."
    assert answer.citations[0].document_id == INFANTS.document_id
    assert answer.related_questions == ("What is original sin?",)
    assert answer.provider == "bedrock"
    assert 0 < timeouts[0] <= 20.0 - DEFAULT_MARGIN_SECONDS


def test_throttling_is_retried_then_answered(client):
    with Stubber(client) as stub:
        stub.add_client_error("converse", "ThrottlingException", "Too many requests, please wait.", 429)
        stub.add_response("converse", converse_response(model_json("Ok [1].", [1])), EXPECTED)
        answer, _ = ask(client)
        stub.assert_no_pending_responses()
    assert answer.text == "Ok [1]."


def test_persistent_throttling_fails_with_a_clear_message(client):
    with Stubber(client) as stub:
        for _ in range(3):
            stub.add_client_error("converse", "ThrottlingException", "Too many requests", 429)
        with pytest.raises(AnswerUnavailable) as caught:
            ask(client)
        stub.assert_no_pending_responses()
    assert str(caught.value) == USER_MESSAGES["throttled"]


@pytest.mark.parametrize(("code", "status", "kind"), [
    ("AccessDeniedException", 403, "misconfigured"),
    ("ResourceNotFoundException", 404, "misconfigured"),
    ("ValidationException", 400, "rejected"),
])
def test_client_errors_are_not_retried(client, code, status, kind):
    with Stubber(client) as stub:
        stub.add_client_error("converse", code, f"arn:aws:bedrock:us-east-1::foundation-model/{MODEL_ID}", status)
        with pytest.raises(AnswerUnavailable) as caught:
            ask(client)
        stub.assert_no_pending_responses()
    assert str(caught.value) == USER_MESSAGES[kind]
    assert "arn:" not in str(caught.value)


def test_a_wrong_model_id_is_a_configuration_fault(client):
    with Stubber(client) as stub:
        stub.add_client_error("converse", "ValidationException", "The provided model identifier is invalid.", 400)
        with pytest.raises(AnswerUnavailable) as caught:
            ask(client)
    assert str(caught.value) == USER_MESSAGES["misconfigured"]


def test_malformed_model_output_is_retried_once(client):
    with Stubber(client) as stub:
        stub.add_response("converse", converse_response("Baptism is the door of the sacraments."), EXPECTED)
        stub.add_response("converse", converse_response(model_json("Baptism frees [1].", [1])), EXPECTED)
        answer, _ = ask(client)
        stub.assert_no_pending_responses()
    assert answer.text == "Baptism frees [1]." and not answer.extractive


def test_output_cut_at_max_tokens_twice_falls_back_to_extractive(client):
    cut = '{"answer": "Baptism is the basis of the whole Christian life, the gateway'
    with Stubber(client) as stub:
        stub.add_response("converse", converse_response(cut, "max_tokens"), EXPECTED)
        stub.add_response("converse", converse_response(cut, "max_tokens"), EXPECTED)
        answer, _ = ask(client)
    assert answer.extractive and len(answer.citations) == 2


def test_guardrail_intervention_is_a_refusal(client):
    with Stubber(client) as stub:
        stub.add_response("converse", converse_response("Sorry, the model cannot answer.",
                                                        "guardrail_intervened"), EXPECTED)
        with pytest.raises(AnswerUnavailable) as caught:
            ask(client)
    assert str(caught.value) == USER_MESSAGES["rejected"]


def test_read_timeouts_are_retried_within_the_budget(client):
    calls = []

    def time_out(request, **kwargs):  # before-send is where botocore would hit the network
        calls.append(request.url)
        raise ReadTimeoutError(endpoint_url=request.url)

    client.meta.events.register("before-send.bedrock-runtime.Converse", time_out)
    with pytest.raises(AnswerUnavailable) as caught:
        ask(client)
    assert str(caught.value) == USER_MESSAGES["timeout"]
    assert len(calls) == 3 and "bedrock-runtime.us-east-1.amazonaws.com" in calls[0]


def test_the_default_client_has_no_botocore_retries_and_the_budget_as_read_timeout(monkeypatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    model = BedrockChatModel.from_env({"ECCLESIA_QA_BEDROCK_MODEL_ID": MODEL_ID,
                                       "ECCLESIA_QA_BEDROCK_REGION": "eu-west-1"})
    bedrock = model.client_factory(7.8)
    assert bedrock.meta.region_name == "eu-west-1"
    assert bedrock.meta.config.read_timeout == 7
    assert bedrock.meta.config.retries["total_max_attempts"] == 1
