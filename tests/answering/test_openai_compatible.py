"""The OpenAI-compatible endpoint stubbed at the HTTP boundary with httpx.MockTransport."""

import json
import time

import httpx
import pytest

from ecclesia.answering.budget import DEFAULT_MARGIN_SECONDS

from ecclesia.answering import AnswerUnavailable, answer_question
from ecclesia.answering.errors import USER_MESSAGES
from ecclesia.answering.openai_compatible import OpenAICompatibleChatModel
from ecclesia.answering.providers import ModelAnswerer
from tests.answering.fakes import BAPTISM, INFANTS, FakeRetriever, model_json, no_sleep_policy

BASE_URL = "https://llm.example.org/v1"


def completion(content, finish_reason="stop"):
    return {
        "id": "chatcmpl-9xQ2e7",
        "object": "chat.completion",
        "created": 1764466000,
        "model": "gpt-4o-mini-2024-07-18",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                     "logprobs": None, "finish_reason": finish_reason}],
        "usage": {"prompt_tokens": 1390, "completion_tokens": 152, "total_tokens": 1542},
    }


class Endpoint:
    """Scripted responses; records every request it receives."""

    def __init__(self, *responses):
        self.responses = list(responses)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        reply = self.responses.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return reply


def ask(endpoint, *, api_key="sk-test-123", json_mode=True, sleeps=None):
    client = httpx.Client(transport=httpx.MockTransport(endpoint))
    model = OpenAICompatibleChatModel(BASE_URL, "gpt-4o-mini", api_key, json_mode=json_mode, client=client)
    policy = no_sleep_policy() if sleeps is None else no_sleep_policy(sleep=sleeps.append)
    return answer_question("Why are infants baptized?", deadline=time.monotonic() + 20,
                           retriever=FakeRetriever([BAPTISM, INFANTS]),
                           answerer=ModelAnswerer(model, policy))


def test_chat_completion_becomes_a_cited_answer():
    endpoint = Endpoint(httpx.Response(200, json=completion(
        model_json("They need the new birth [1].", [1], ["What is original sin?"]))))
    answer = ask(endpoint)
    assert answer.text == "They need the new birth [1]."
    assert answer.citations[0].document_id == INFANTS.document_id
    assert answer.related_questions == ("What is original sin?",)
    (request,) = endpoint.requests
    assert str(request.url) == f"{BASE_URL}/chat/completions"
    assert request.headers["authorization"] == "Bearer sk-test-123"
    body = json.loads(request.content)
    assert body["model"] == "gpt-4o-mini"
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert body["response_format"] == {"type": "json_object"}
    assert "<question>Why are infants baptized?</question>" in body["messages"][1]["content"]


def test_without_key_or_json_mode_the_request_omits_them():
    endpoint = Endpoint(httpx.Response(200, json=completion(model_json("Ok [1].", [1]))))
    ask(endpoint, api_key=None, json_mode=False)
    request = endpoint.requests[0]
    assert "authorization" not in request.headers
    assert "response_format" not in json.loads(request.content)


def test_429_honours_retry_after_then_succeeds():
    sleeps = []
    endpoint = Endpoint(
        httpx.Response(429, headers={"retry-after": "2"}, json={"error": {"message": "Rate limit reached"}}),
        httpx.Response(200, json=completion(model_json("Ok [1].", [1]))),
    )
    assert ask(endpoint, sleeps=sleeps).text == "Ok [1]."
    assert sleeps == [2.0]


def test_retry_after_beyond_the_budget_gives_up_at_once():
    endpoint = Endpoint(httpx.Response(429, headers={"retry-after": "60"}, json={}))
    with pytest.raises(AnswerUnavailable) as caught:
        ask(endpoint)
    assert str(caught.value) == USER_MESSAGES["throttled"] and len(endpoint.requests) == 1


def test_repeated_500_fails_after_three_attempts():
    endpoint = Endpoint(*[httpx.Response(500, json={"error": {"message": "internal"}})] * 3)
    with pytest.raises(AnswerUnavailable) as caught:
        ask(endpoint)
    assert str(caught.value) == USER_MESSAGES["unavailable"] and len(endpoint.requests) == 3


def test_timeout_is_retried_then_reported():
    endpoint = Endpoint(*[httpx.ReadTimeout("timed out")] * 3)
    with pytest.raises(AnswerUnavailable) as caught:
        ask(endpoint)
    assert str(caught.value) == USER_MESSAGES["timeout"] and len(endpoint.requests) == 3


def test_timeout_then_success():
    endpoint = Endpoint(httpx.ConnectTimeout("connect"),
                        httpx.Response(200, json=completion(model_json("Ok [1].", [1]))))
    assert ask(endpoint).text == "Ok [1]."


def test_each_request_carries_the_remaining_budget_as_timeout():
    seen = []

    def endpoint(request):
        seen.append(request.extensions["timeout"])
        return httpx.Response(200, json=completion(model_json("Ok [1].", [1])))

    ask(endpoint)
    assert 0 < seen[0]["read"] <= 20.0 - DEFAULT_MARGIN_SECONDS and seen[0]["connect"] == 3.0


@pytest.mark.parametrize(("status", "kind"), [(401, "misconfigured"), (404, "misconfigured"),
                                               (400, "rejected")])
def test_client_errors_are_not_retried(status, kind):
    endpoint = Endpoint(httpx.Response(status, json={"error": {"message": "Incorrect API key sk-te***"}}))
    with pytest.raises(AnswerUnavailable) as caught:
        ask(endpoint)
    assert str(caught.value) == USER_MESSAGES[kind] and len(endpoint.requests) == 1


def test_malformed_response_body_is_retried():
    endpoint = Endpoint(httpx.Response(200, content=b"<html>502 Bad Gateway</html>"),
                        httpx.Response(200, json={"object": "chat.completion", "choices": []}),
                        httpx.Response(200, json=completion(model_json("Ok [1].", [1]))))
    assert ask(endpoint).text == "Ok [1]."
    assert len(endpoint.requests) == 3


def test_malformed_model_json_is_retried_once_then_falls_back():
    endpoint = Endpoint(httpx.Response(200, json=completion('{"answer": "unterminated')),
                        httpx.Response(200, json=completion("```yaml\nanswer: no\n```")))
    answer = ask(endpoint)
    assert answer.extractive and len(endpoint.requests) == 2


def test_content_filter_is_a_refusal():
    endpoint = Endpoint(httpx.Response(200, json=completion(None, finish_reason="content_filter")))
    with pytest.raises(AnswerUnavailable) as caught:
        ask(endpoint)
    assert str(caught.value) == USER_MESSAGES["rejected"]
