"""Any OpenAI-compatible chat-completions endpoint, through httpx.

Configuration: ``ECCLESIA_QA_OPENAI_BASE_URL`` (e.g. ``https://api.openai.com/v1``),
``ECCLESIA_QA_OPENAI_MODEL``, and the key's location (see ``api_keys``; no key means no
``Authorization`` header, for local servers). ``ECCLESIA_QA_OPENAI_JSON_MODE=false`` drops
``response_format`` for servers that reject it; the prompt asks for JSON either way.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import cache
from typing import Any

import httpx

from ecclesia.answering.api_keys import api_key_from_env
from ecclesia.answering.errors import AnswerUnavailable, ProviderError
from ecclesia.answering.prompt import Prompt

log = logging.getLogger(__name__)

BASE_URL_ENV = "ECCLESIA_QA_OPENAI_BASE_URL"
MODEL_ENV = "ECCLESIA_QA_OPENAI_MODEL"
JSON_MODE_ENV = "ECCLESIA_QA_OPENAI_JSON_MODE"
MAX_OUTPUT_TOKENS = 1200
TEMPERATURE = 0.2


@cache
def _shared_client() -> httpx.Client:
    # One pooled client per warm container: later questions reuse the TLS connection.
    return httpx.Client()


def _retry_after(response: httpx.Response) -> float | None:
    try:
        return max(0.0, float(response.headers.get("retry-after", "")))
    except ValueError:
        return None  # absent, or an HTTP date: fall back to our own backoff


class OpenAICompatibleChatModel:
    name = "openai"

    def __init__(self, base_url: str, model: str, api_key: str | None, *,
                 json_mode: bool = True, client: httpx.Client | None = None,
                 max_tokens: int = MAX_OUTPUT_TOKENS) -> None:
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.model = model
        self.api_key = api_key
        self.json_mode = json_mode
        self.client = client or _shared_client()
        self.max_tokens = max_tokens

    @classmethod
    def from_env(cls, env: Mapping[str, str], client: httpx.Client | None = None) -> OpenAICompatibleChatModel:
        base_url = (env.get(BASE_URL_ENV) or "").strip()
        model = (env.get(MODEL_ENV) or "").strip()
        if not base_url or not model:
            log.error("%s and %s must both be set", BASE_URL_ENV, MODEL_ENV)
            raise AnswerUnavailable("misconfigured")
        json_mode = (env.get(JSON_MODE_ENV) or "true").strip().lower() not in {"0", "false", "no"}
        return cls(base_url, model, api_key_from_env(env), json_mode=json_mode, client=client)

    def _body(self, prompt: Prompt) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": prompt.system},
                {"role": "user", "content": prompt.user},
            ],
            "temperature": TEMPERATURE,
            "max_tokens": self.max_tokens,
            "stream": False,  # one JSON body; Ollama's native API would otherwise stream
        }
        if self.json_mode:
            body["response_format"] = {"type": "json_object"}
        return body

    def complete(self, prompt: Prompt, timeout: float) -> str:
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        try:
            response = self.client.post(
                self.url, json=self._body(prompt), headers=headers,
                timeout=httpx.Timeout(timeout, connect=min(3.0, timeout)),
            )
        except httpx.TimeoutException as exc:
            raise ProviderError("timeout", f"chat completion timed out: {exc!r}", retryable=True) from exc
        except httpx.HTTPError as exc:
            raise ProviderError("unavailable", f"chat completion failed: {exc!r}", retryable=True) from exc
        status = response.status_code
        if status == 429:
            raise ProviderError("throttled", "HTTP 429", retryable=True, retry_after=_retry_after(response))
        if status == 408:
            raise ProviderError("timeout", "HTTP 408", retryable=True)
        if status >= 500:
            raise ProviderError("unavailable", f"HTTP {status}", retryable=True,
                                retry_after=_retry_after(response))
        if status in (401, 403, 404):
            raise ProviderError("misconfigured", f"HTTP {status}: {response.text[:300]}", retryable=False)
        if status != 200:
            raise ProviderError("rejected", f"HTTP {status}: {response.text[:300]}", retryable=False)
        return _reply_text(response)


def _reply_text(response: httpx.Response) -> str:
    try:
        payload = response.json()
        choice = payload["choices"][0]
        content = choice["message"]["content"]
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise ProviderError("unavailable", f"unexpected response body: {exc!r}", retryable=True) from exc
    finish_reason = choice.get("finish_reason")
    if finish_reason == "content_filter":
        raise ProviderError("rejected", "finish_reason content_filter", retryable=False)
    if finish_reason == "length":
        log.warning("chat completion cut at max_tokens")  # the JSON is then likely incomplete
    if not isinstance(content, str):
        raise ProviderError("unavailable", "reply has no text content", retryable=True)
    usage = payload.get("usage") or {}
    log.info("chat completion usage: in=%s out=%s", usage.get("prompt_tokens"), usage.get("completion_tokens"))
    return content
