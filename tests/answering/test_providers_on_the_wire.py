"""Both providers against something real: the OpenAI-compatible provider over a socket to a
stand-in server speaking the chat-completions wire format (as llama.cpp's ``llama-server`` and
Ollama's ``/v1`` do), and Bedrock with recorded Converse payloads of the current API shape,
validated by botocore's own service model (Stubber). Follow-ups reach both prompts."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import boto3
import httpx
import pytest
from botocore.config import Config
from botocore.stub import ANY, Stubber

from ecclesia.answering import AnswerUnavailable, answer_question
from ecclesia.answering.bedrock import BedrockChatModel
from ecclesia.answering.errors import USER_MESSAGES
from ecclesia.answering.openai_compatible import OpenAICompatibleChatModel
from ecclesia.answering.providers import ModelAnswerer, answerer_from_env
from ecclesia.skills.base import Turn
from tests.answering.fakes import BAPTISM, INFANTS, FakeRetriever, model_json, no_sleep_policy


class StandIn(BaseHTTPRequestHandler):
    """POST /v1/chat/completions, non-streaming, as an OpenAI-compatible local server answers."""

    script: list[tuple[int, object, float]] = []  # (status, body, delay seconds)
    received: list[dict] = []

    def do_POST(self):  # noqa: N802 (http.server's naming)
        length = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(length))
        type(self).received.append({"path": self.path, "auth": self.headers.get("Authorization"), "body": body})
        status, reply, delay = type(self).script.pop(0)
        time.sleep(delay)
        payload = reply if isinstance(reply, bytes) else json.dumps(reply).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout test)

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    StandIn.script, StandIn.received = [], []
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    httpd.shutdown()
    httpd.server_close()


def completion(content, finish_reason="stop"):
    # The shape llama-server and Ollama return for stream=false.
    return {"id": "chatcmpl-local-1", "object": "chat.completion", "created": 1764466000,
            "model": "qwen2.5-7b-instruct-q4_k_m.gguf",
            "choices": [{"index": 0, "finish_reason": finish_reason,
                         "message": {"role": "assistant", "content": content}}],
            "usage": {"prompt_tokens": 1201, "completion_tokens": 88, "total_tokens": 1289}}


def ask_local(base_url, question="Why are infants baptized?", conversation=(), seconds=20.0):
    env = {"ECCLESIA_QA_PROVIDER": "openai", "ECCLESIA_QA_OPENAI_BASE_URL": base_url,
           "ECCLESIA_QA_OPENAI_MODEL": "qwen2.5-7b-instruct", "ECCLESIA_QA_OPENAI_JSON_MODE": "false"}
    configured = answerer_from_env(env)
    model = OpenAICompatibleChatModel(base_url, "qwen2.5-7b-instruct", None, json_mode=False,
                                      client=httpx.Client())
    assert configured.model.url == model.url  # the documented setting builds this model
    return answer_question(question, deadline=time.monotonic() + seconds, conversation=conversation,
                           retriever=FakeRetriever([BAPTISM, INFANTS]),
                           answerer=ModelAnswerer(model, no_sleep_policy()))


def test_local_server_answer_over_the_wire(server):
    StandIn.script = [(200, completion(model_json("Children need the new birth [1].", [1],
                                                  ["What is original sin?"])), 0.0)]
    answer = ask_local(server)
    assert answer.text == "Children need the new birth [1]."
    assert answer.citations[0].document_id == INFANTS.document_id
    request = StandIn.received[0]
    assert request["path"] == "/v1/chat/completions" and request["auth"] is None  # no key: no header
    body = request["body"]
    assert body["model"] == "qwen2.5-7b-instruct" and "response_format" not in body
    assert body["stream"] is False and "tools" not in body
    assert [m["role"] for m in body["messages"]] == ["system", "user"]


def test_tool_free_json_inside_prose_and_a_code_fence_is_accepted(server):
    reply = "Here is the answer:\n```json\n" + model_json("Baptism frees from sin [1].", [1]) + "\n```"
    StandIn.script = [(200, completion(reply), 0.0)]
    assert ask_local(server).text == "Baptism frees from sin [1]."


def test_malformed_output_twice_falls_back_to_quotes(server):
    StandIn.script = [(200, completion('{"answer": "Infants are'), 0.0),
                      (200, completion("I think infants should be baptized."), 0.0)]
    answer = ask_local(server)
    assert answer.extractive and answer.citations  # quotes instead of unvalidated text
    assert len(StandIn.received) == 2


def test_a_body_that_is_not_a_completion_is_retried_then_reported(server):
    StandIn.script = [(200, b"<html>502 Bad Gateway</html>", 0.0), (200, {"error": "model loading"}, 0.0),
                      (200, {"choices": []}, 0.0)]
    with pytest.raises(AnswerUnavailable) as caught:
        ask_local(server)
    assert str(caught.value) == USER_MESSAGES["unavailable"]


def test_a_slow_server_times_out_within_the_budget(server):
    StandIn.script = [(200, completion(model_json("Late [1].", [1])), 5.0)] * 3
    started = time.monotonic()
    with pytest.raises(AnswerUnavailable) as caught:
        ask_local(server, seconds=3.0)
    assert str(caught.value) == USER_MESSAGES["timeout"]
    assert time.monotonic() - started < 3.0


def test_earlier_turns_reach_the_local_model_prompt(server):
    StandIn.script = [(200, completion(model_json("Yes, infants too [1].", [1])), 0.0)]
    turns = (Turn("What is baptism?", "The first sacrament [1]."),)
    ask_local(server, question="And infants?", conversation=turns)
    user = StandIn.received[0]["body"]["messages"][1]["content"]
    assert "<asked>What is baptism?</asked>" in user and "<question>And infants?</question>" in user


# Bedrock: payloads recorded in the shape of the current Converse API (botocore's model checks them).
RECORDED_CONVERSE = {
    "output": {"message": {"role": "assistant", "content": [
        {"reasoningContent": {"reasoningText": {"text": "The sources say infants need rebirth.",
                                                "signature": "EqQBCkgIARABGAIiQ"}}},
        {"text": model_json("Children also need the new birth [1].", [1], ["What is original sin?"])},
    ]}},
    "stopReason": "end_turn",
    "usage": {"inputTokens": 1532, "outputTokens": 211, "totalTokens": 1743,
              "cacheReadInputTokens": 0, "cacheWriteInputTokens": 0},
    "metrics": {"latencyMs": 1874},
    "additionalModelResponseFields": {},
    "performanceConfig": {"latency": "standard"},
}


@pytest.fixture
def bedrock(monkeypatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    return boto3.client("bedrock-runtime", region_name="us-east-1",
                        config=Config(retries={"total_max_attempts": 1, "mode": "standard"}))


def test_recorded_converse_reply_with_a_reasoning_block(bedrock):
    turns = (Turn("What is baptism?", "The first sacrament [1]."),)
    with Stubber(bedrock) as stub:
        stub.add_response("converse", RECORDED_CONVERSE, {
            "modelId": "us.anthropic.claude-3-7-sonnet-20250219-v1:0", "system": [{"text": ANY}],
            "messages": [{"role": "user", "content": [{"text": ANY}]}],
            "inferenceConfig": {"maxTokens": 1200, "temperature": 0.2}})
        model = BedrockChatModel("us.anthropic.claude-3-7-sonnet-20250219-v1:0", lambda timeout: bedrock)
        prompts = []
        original = model.complete
        model.complete = lambda prompt, timeout: (prompts.append(prompt), original(prompt, timeout))[1]
        answer = answer_question("And infants?", deadline=time.monotonic() + 20, conversation=turns,
                                 retriever=FakeRetriever([BAPTISM, INFANTS]),
                                 answerer=ModelAnswerer(model, no_sleep_policy()))
        stub.assert_no_pending_responses()
    # Only the text block is the answer; the reasoning block is not shown to the caller.
    assert answer.text == "Children also need the new birth [1]."
    assert answer.related_questions == ("What is original sin?",)
    assert "<asked>What is baptism?</asked>" in prompts[0].user  # the follow-up's context


def test_recorded_converse_guardrail_refusal(bedrock):
    refused = {**RECORDED_CONVERSE, "stopReason": "guardrail_intervened",
               "output": {"message": {"role": "assistant", "content": [{"text": "Sorry, I can't."}]}}}
    with Stubber(bedrock) as stub:
        stub.add_response("converse", refused, None)
        model = BedrockChatModel("amazon.nova-lite-v1:0", lambda timeout: bedrock)
        with pytest.raises(AnswerUnavailable) as caught:
            answer_question("What is baptism?", deadline=time.monotonic() + 20,
                            retriever=FakeRetriever([BAPTISM]), answerer=ModelAnswerer(model, no_sleep_policy()))
    assert str(caught.value) == USER_MESSAGES["rejected"]
