"""The OpenAI-compatible endpoint's API key, read from AWS at run time and cached.

The key never sits in the template or the environment: the environment names where it is,
``ECCLESIA_QA_OPENAI_API_KEY_SECRET`` (a Secrets Manager secret name or ARN) or
``ECCLESIA_QA_OPENAI_API_KEY_PARAMETER`` (an SSM SecureString parameter name or ARN).
A secret may hold the bare key or a JSON object with ``api_key``. Values are cached for a
few minutes so a warm container does not call AWS per question yet sees a rotation.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Mapping

from ecclesia.answering.errors import AnswerUnavailable

log = logging.getLogger(__name__)

SECRET_ENV = "ECCLESIA_QA_OPENAI_API_KEY_SECRET"
PARAMETER_ENV = "ECCLESIA_QA_OPENAI_API_KEY_PARAMETER"
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
    with _lock:
        _cache.clear()


def api_key_from_env(env: Mapping[str, str]) -> str | None:
    """The API key, or ``None`` when no key is configured (endpoints without auth)."""
    secret_id = (env.get(SECRET_ENV) or "").strip()
    parameter = (env.get(PARAMETER_ENV) or "").strip()
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
