"""The hot path of the A2A envelope in plain dicts: no pydantic on a well-formed request.

Importing pydantic and building the models of ``protocol.models`` is most of what this
function's init costs beyond a bare boto3 handler (about 70 ms of CPU, measured by
bench/bench_lambda_init.py), although a well-formed request needs none of it. So:

- ``send_message``/``task_query`` accept the common, well-formed shapes by hand, and only
  a subset of what the models accept: for that subset the result is exactly what the
  models would give (``model_dump(mode="json", exclude_none=True)``; tests compare the two
  on many inputs). Anything else (a file part, an error, a float ``historyLength``) returns
  ``None``, and the caller validates with the models, which phrase every error;
- ``completed_task``/``failed_task`` build the stored Task document directly, in the
  models' field order, with the same JSON conversion of skill data.

The models stay the schema of record; this module must never accept what they refuse.
"""

from __future__ import annotations

import datetime as _dt
import math
import uuid
from typing import Any

# The limits of protocol.models, repeated here so that this module never imports pydantic
# (tests check that both agree).
MAX_TEXT_CHARS = 32_000
MAX_PARTS = 16
MAX_ID_CHARS = 256

# Field order of the models, for documents that read the same either way.
_MESSAGE_FIELDS = ("role", "parts", "messageId", "kind", "contextId", "taskId", "metadata")
_PART_FIELDS = {"text": ("kind", "text", "metadata"), "data": ("kind", "data", "metadata")}


def _is_id(value: Any) -> bool:
    return type(value) is str and 1 <= len(value) <= MAX_ID_CHARS


def _optional(value: Any, kind: type) -> bool:
    return value is None or type(value) is kind


def _ordered(fields: tuple[str, ...], source: dict[str, Any], overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    """Known fields in model order, then extra fields in input order; None values left out."""
    merged = dict(source, **overrides) if overrides else source
    out = {name: merged[name] for name in fields if merged.get(name) is not None}
    for name, value in merged.items():
        if name not in out and name not in fields and value is not None:
            out[name] = value
    return out


def _part(part: Any) -> dict[str, Any] | None:
    if type(part) is not dict or not _optional(part.get("metadata"), dict):
        return None
    kind = part.get("kind")
    if kind == "text":
        text = part.get("text")
        if type(text) is not str or len(text) > MAX_TEXT_CHARS:
            return None
    elif kind == "data":
        if type(part.get("data")) is not dict:
            return None
    else:  # file parts (and anything unknown) go through the models
        return None
    return _ordered(_PART_FIELDS[kind], part)


def send_message(params: Any) -> dict[str, Any] | None:
    """The caller's message of well-formed message/send params as a document, else None."""
    if type(params) is not dict:
        return None
    if not (_optional(params.get("configuration"), dict) and _optional(params.get("metadata"), dict)):
        return None
    message = params.get("message")
    if type(message) is not dict or message.get("role") != "user" or message.get("kind") != "message":
        return None
    if not _is_id(message.get("messageId")) or not _optional(message.get("metadata"), dict):
        return None
    if any(message.get(key) is not None and not _is_id(message.get(key)) for key in ("contextId", "taskId")):
        return None
    raw_parts = message.get("parts")
    if type(raw_parts) is not list or not 1 <= len(raw_parts) <= MAX_PARTS:
        return None
    parts = [_part(part) for part in raw_parts]
    if any(part is None for part in parts):
        return None
    return _ordered(_MESSAGE_FIELDS, message, {"parts": parts})


def task_query(params: Any) -> tuple[str, int | None] | None:
    """(id, historyLength) of well-formed tasks/get or tasks/cancel params, else None."""
    if type(params) is not dict or not _is_id(params.get("id")) or not _optional(params.get("metadata"), dict):
        return None
    history_length = params.get("historyLength")
    if history_length is not None and (type(history_length) is not int or history_length < 0):
        return None
    return params["id"], history_length


def with_ids(message: dict[str, Any], task_id: str, context_id: str) -> dict[str, Any]:
    """The caller's message as the task history keeps it: with its task and context ids."""
    return _ordered(_MESSAGE_FIELDS, message, {"taskId": task_id, "contextId": context_id})


def agent_message(text: str, task_id: str, context_id: str) -> dict[str, Any]:
    return {
        "role": "agent",
        "parts": [{"kind": "text", "text": text}],
        "messageId": str(uuid.uuid4()),
        "kind": "message",
        "contextId": context_id,
        "taskId": task_id,
    }


def _timestamp() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds")


def completed_task(
    task_id: str, context_id: str, skill_id: str, artifact_name: str,
    parts: list[dict[str, Any]], user_message: dict[str, Any], reply: str,
) -> dict[str, Any]:
    if not parts:
        raise ValueError("a completed task carries at least one artifact part")
    return {
        "kind": "task",
        "id": task_id,
        "contextId": context_id,
        "status": {"state": "completed", "timestamp": _timestamp()},
        "artifacts": [{"artifactId": str(uuid.uuid4()), "name": artifact_name, "parts": parts}],
        "history": [user_message, agent_message(reply, task_id, context_id)],
        "metadata": {"skillId": skill_id},
    }


def failed_task(task_id: str, context_id: str, skill_id: str, user_message: dict[str, Any], reason: str) -> dict[str, Any]:
    agent = agent_message(reason, task_id, context_id)
    return {
        "kind": "task",
        "id": task_id,
        "contextId": context_id,
        "status": {"state": "failed", "message": agent, "timestamp": _timestamp()},
        "artifacts": [],
        "history": [user_message, agent],
        "metadata": {"skillId": skill_id},
    }


def text_part(text: str) -> dict[str, Any]:
    return {"kind": "text", "text": text}


def data_part(data: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "data", "data": jsonable(data)}


def jsonable(value: Any) -> Any:
    """``value`` as pydantic's JSON mode gives it: tuples become lists, NaN null, dates ISO.

    Plain JSON values pass through unchanged; anything rarer is handed to pydantic_core's
    own conversion, imported only then.
    """
    kind = type(value)
    if kind is float:
        return value if math.isfinite(value) else None  # pydantic's JSON mode: NaN/inf -> null
    if kind in (str, int, bool) or value is None:
        return value
    if kind is dict:
        return {k if type(k) is str else jsonable_key(k): jsonable(v) for k, v in value.items()}
    if kind in (list, tuple):
        return [jsonable(v) for v in value]
    from pydantic_core import to_jsonable_python

    return to_jsonable_python(value)


def jsonable_key(key: Any) -> str:
    from pydantic_core import to_jsonable_python

    converted = to_jsonable_python(key)
    return converted if isinstance(converted, str) else str(converted)
