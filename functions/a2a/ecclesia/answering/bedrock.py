"""Amazon Bedrock through the Converse API (boto3 ``bedrock-runtime``).

The model id comes from ``ECCLESIA_QA_BEDROCK_MODEL_ID`` (a model or inference-profile id);
``ECCLESIA_QA_BEDROCK_REGION`` optionally overrides the function's region. botocore's own
retries are off: ``call_with_retries`` retries within the answer's time budget instead, and
each call's read timeout is what is left of that budget.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from ecclesia.answering.errors import AnswerUnavailable, FailureKind, ProviderError
from ecclesia.answering.prompt import Prompt

log = logging.getLogger(__name__)

MODEL_ID_ENV = "ECCLESIA_QA_BEDROCK_MODEL_ID"
REGION_ENV = "ECCLESIA_QA_BEDROCK_REGION"
MAX_OUTPUT_TOKENS = 1200
TEMPERATURE = 0.2

# Converse error codes -> (failure kind, worth retrying)
_ERRORS: dict[str, tuple[FailureKind, bool]] = {
    "ThrottlingException": ("throttled", True),
    "ServiceQuotaExceededException": ("throttled", True),
    "ServiceUnavailableException": ("unavailable", True),
    "InternalServerException": ("unavailable", True),
    "ModelNotReadyException": ("unavailable", True),
    "ModelErrorException": ("unavailable", True),
    "ModelTimeoutException": ("timeout", True),
    "ValidationException": ("rejected", False),
    "AccessDeniedException": ("misconfigured", False),
    "ResourceNotFoundException": ("misconfigured", False),
    "UnrecognizedClientException": ("misconfigured", False),
}
# ValidationExceptions that are deployment faults, not the question's: a wrong model id, or a
# model that needs an inference profile instead of on-demand invocation.
_CONFIGURATION_HINTS = ("model identifier", "on-demand throughput", "inference profile")
_REFUSALS = frozenset({"guardrail_intervened", "content_filtered"})

ClientFactory = Callable[[float], Any]


@lru_cache(maxsize=8)
def _client(region: str | None, timeout_seconds: int) -> Any:
    import boto3
    from botocore.config import Config

    config = Config(
        connect_timeout=min(3, timeout_seconds),
        read_timeout=timeout_seconds,
        retries={"total_max_attempts": 1, "mode": "standard"},
    )
    return boto3.client("bedrock-runtime", region_name=region, config=config)


def default_client_factory(region: str | None) -> ClientFactory:
    # Clients are cached per whole second of timeout: a handful per warm container.
    return lambda timeout: _client(region, max(1, math.floor(timeout)))


class BedrockChatModel:
    name = "bedrock"

    def __init__(self, model_id: str, client_factory: ClientFactory,
                 max_tokens: int = MAX_OUTPUT_TOKENS) -> None:
        self.model_id = model_id
        self.client_factory = client_factory
        self.max_tokens = max_tokens

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> BedrockChatModel:
        model_id = (env.get(MODEL_ID_ENV) or "").strip()
        if not model_id:
            log.error("%s is not set", MODEL_ID_ENV)
            raise AnswerUnavailable("misconfigured")
        return cls(model_id, default_client_factory(env.get(REGION_ENV) or None))

    def complete(self, prompt: Prompt, timeout: float) -> str:
        from botocore.exceptions import (
            BotoCoreError,
            ClientError,
            ConnectTimeoutError,
            NoCredentialsError,
            ReadTimeoutError,
        )

        client = self.client_factory(timeout)
        try:
            response = client.converse(
                modelId=self.model_id,
                system=[{"text": prompt.system}],
                messages=[{"role": "user", "content": [{"text": prompt.user}]}],
                inferenceConfig={"maxTokens": self.max_tokens, "temperature": TEMPERATURE},
            )
        except ClientError as exc:
            code = exc.response.get("Error", {}).get("Code", "")
            status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode", 0)
            kind, retryable = _ERRORS.get(code, ("unavailable", status >= 500))
            message = str(exc.response.get("Error", {}).get("Message", "")).lower()
            if code == "ValidationException" and any(hint in message for hint in _CONFIGURATION_HINTS):
                kind = "misconfigured"
            raise ProviderError(kind, f"Converse {code or status}: {exc}", retryable=retryable) from exc
        except (ReadTimeoutError, ConnectTimeoutError) as exc:
            raise ProviderError("timeout", f"Converse timed out: {exc}", retryable=True) from exc
        except NoCredentialsError as exc:
            raise ProviderError("misconfigured", str(exc), retryable=False) from exc
        except BotoCoreError as exc:
            raise ProviderError("unavailable", f"Converse failed: {exc}", retryable=True) from exc
        return _reply_text(response)


def _reply_text(response: Mapping[str, Any]) -> str:
    stop_reason = response.get("stopReason")
    if stop_reason in _REFUSALS:
        raise ProviderError("rejected", f"Converse stopped: {stop_reason}", retryable=False)
    content = response.get("output", {}).get("message", {}).get("content", [])
    text = "".join(block.get("text", "") for block in content if isinstance(block, dict))
    if stop_reason == "max_tokens":
        log.warning("Converse reply cut at max_tokens")  # the JSON is then likely incomplete
    usage = response.get("usage", {})
    log.info("Converse usage: in=%s out=%s", usage.get("inputTokens"), usage.get("outputTokens"))
    return text
