"""The OpenAI-compatible endpoint's API key, read from AWS at run time and cached.

The key never sits in the template or the environment: the environment names where it is,
``ECCLESIA_QA_OPENAI_API_KEY_SECRET`` (a Secrets Manager secret name or ARN) or
``ECCLESIA_QA_OPENAI_API_KEY_PARAMETER`` (an SSM SecureString parameter name or ARN).
A secret may hold the bare key or a JSON object with ``api_key``. Values are cached for a
few minutes so a warm container does not call AWS per question yet sees a rotation.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Mapping

from aws_lambda_powertools import Logger

from ecclesia.answering.errors import AnswerUnavailable, qa_settings
from ecclesia.observability import SERVICE
from ecclesia.settings import QaSettings

log = Logger(service=SERVICE, child=True)  # structured, under the service's logger

CACHE_SECONDS = 300.0
_LOOKUP_TIMEOUT_SECONDS = 3

_cache: dict[tuple[str, str], tuple[float, str]] = {}
_lock = threading.Lock()


def _aws_config():
    from botocore.config import Config

    return Config(connect_timeout=_LOOKUP_TIMEOUT_SECONDS, read_timeout=_LOOKUP_TIMEOUT_SECONDS,
                  retries={"total_max_attempts": 2, "mode": "standard"})


def _from_secrets_manager(secret_id: str) -> str:
    import boto3

    value = boto3.client("secretsmanager", config=_aws_config()).get_secret_value(SecretId=secret_id)
    text = (value.get("SecretString") or "").strip()
    if text.startswith("{"):
        data = json.loads(text)
        text = str(data.get("api_key") or data.get("apiKey") or "").strip()
    return text


def _from_parameter_store(name: str) -> str:
    import boto3

    value = boto3.client("ssm", config=_aws_config()).get_parameter(Name=name, WithDecryption=True)
    return value["Parameter"]["Value"].strip()


def clear_cache() -> None:
    """Forget cached API keys (tests; a rotation is seen within ``CACHE_SECONDS`` anyway)."""
    with _lock:
        _cache.clear()


def api_key_from_env(env: Mapping[str, str]) -> str | None:
    """The API key the ``ECCLESIA_QA_OPENAI_API_KEY_*`` variables of ``env`` locate, or
    ``None`` when no key is configured (endpoints without auth).

    Raises:
        AnswerUnavailable: ``misconfigured`` when the key cannot be read or is empty.
    """
    return api_key_from_settings(qa_settings(env))


def api_key_from_settings(settings: QaSettings) -> str | None:
    """The API key a QA settings section locates (raises as ``api_key_from_env``)."""
    secret_id = settings.openai_api_key_secret or ""
    parameter = settings.openai_api_key_parameter or ""
    read: Callable[[str], str]
    if secret_id:
        source, name, read = "secretsmanager", secret_id, _from_secrets_manager
    elif parameter:
        source, name, read = "ssm", parameter, _from_parameter_store
    else:
        return None
    with _lock:
        cached = _cache.get((source, name))
        if cached and time.monotonic() - cached[0] < CACHE_SECONDS:
            return cached[1]
    try:
        key = read(name)
    except Exception as exc:  # any AWS or JSON failure means the same thing to the caller
        log.error("reading the API key from %s %s failed: %s", source, name, exc)
        raise AnswerUnavailable("misconfigured") from exc
    if not key:
        log.error("the API key in %s %s is empty", source, name)
        raise AnswerUnavailable("misconfigured")
    with _lock:
        _cache[(source, name)] = (time.monotonic(), key)
    return key
