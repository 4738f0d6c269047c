"""Wire shapes: A2A 1.0 request parameters into 0.3, and 0.3 tasks and messages into 1.0.

What changes between the wire formats (A2A 1.0 specification, sections 4 and 9): objects
carry no ``kind``; a part is ``{"text"}``, ``{"data"}``, ``{"url"}`` or ``{"raw"}`` with
optional ``mediaType``/``filename``; enums are ProtoJSON names (``ROLE_USER``,
``TASK_STATE_COMPLETED``); timestamps end in ``Z``. Only shapes change here: what the
parameters mean is checked by the 0.3 handler they are handed to.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from ecclesia.protocol.a2a_v1.error_mapping import history_length, invalid
from ecclesia.protocol.a2a_v1.vocabulary import ROLE_TO_V03, ROLE_TO_V1, STATE_TO_V1

# -- requests: 1.0 -> 0.3 ---------------------------------------------------------------


def _send_message_params(params: dict[str, Any]) -> dict[str, Any]:
    message = params.get("message")
    if not isinstance(message, dict):
        raise invalid("message", "required, and must be an object")
    converted = {k: v for k, v in message.items() if k not in ("role", "parts")}
    role = message.get("role")
    if not isinstance(role, (str, int)) or isinstance(role, bool):
        raise invalid("message.role", "must be ROLE_USER")
    converted["role"] = ROLE_TO_V03.get(role, role)
    converted["kind"] = "message"
    parts = message.get("parts")
    if not isinstance(parts, list):
        raise invalid("message.parts", "required, and must be a list of parts")
    converted["parts"] = [_part_to_v03(part, f"message.parts.{i}") for i, part in enumerate(parts)]
    out = {"message": converted}
    config = params.get("configuration")
    if config is not None:
        if not isinstance(config, dict):
            raise invalid("configuration", "must be an object")
        history_length(config.get("historyLength"), "configuration.historyLength")
    for key in ("configuration", "metadata"):
        if params.get(key) is not None:
            out[key] = params[key]
    return out


def _part_to_v03(part: Any, where: str) -> dict[str, Any]:
    if not isinstance(part, dict):
        raise invalid(where, "must be an object")
    extra = {"metadata": part["metadata"]} if part.get("metadata") is not None else {}
    present = [key for key in ("text", "data", "url", "raw") if key in part]
    if len(present) != 1:
        raise invalid(where, "must hold exactly one of text, data, url or raw")
    kind = present[0]
    if kind == "text":
        if not isinstance(part["text"], str):
            raise invalid(f"{where}.text", "must be a string")
        return {"kind": "text", "text": part["text"], **extra}
    if kind == "data":
        if not isinstance(part["data"], dict):
            raise invalid(f"{where}.data", "this agent reads data parts that are JSON objects")
        return {"kind": "data", "data": part["data"], **extra}
    file: dict[str, Any] = {"uri": part["url"]} if kind == "url" else {"bytes": part["raw"]}
    if part.get("filename"):
        file["name"] = part["filename"]
    if part.get("mediaType"):
        file["mimeType"] = part["mediaType"]
    return {"kind": "file", "file": file, **extra}


def _task_id_params(params: dict[str, Any]) -> dict[str, Any]:
    # ``tenant`` is a routing hint this single-tenant agent does not use.
    return {k: v for k, v in params.items() if k != "tenant"}


# The 1.0 methods served by rewriting them into a 0.3 call: its name, and the rewriter of
# its parameters (which raises -32602 for a shape 0.3 cannot express).
REWRITTEN = {"SendMessage": "message/send", "GetTask": "tasks/get", "CancelTask": "tasks/cancel"}
REQUEST_REWRITERS = {"SendMessage": _send_message_params, "GetTask": _task_id_params, "CancelTask": _task_id_params}


# -- results: 0.3 -> 1.0 ----------------------------------------------------------------


def task_to_v1(task: dict[str, Any], history_length: int | None) -> dict[str, Any]:
    """A stored 0.3 task document in the A2A 1.0 shape.

    Args:
        task: the task as ``protocol.wire`` builds it.
        history_length: how many history messages to keep (``None``: all, ``0``: none).
    """
    out: dict[str, Any] = {"id": task["id"], "contextId": task["contextId"]}
    status = task.get("status", {})
    out["status"] = {"state": STATE_TO_V1.get(status.get("state"), "TASK_STATE_UNSPECIFIED")}
    if status.get("message"):
        out["status"]["message"] = message_to_v1(status["message"])
    if status.get("timestamp"):
        out["status"]["timestamp"] = _utc_z(status["timestamp"])
    if task.get("artifacts"):
        out["artifacts"] = [_artifact_to_v1(a) for a in task["artifacts"]]
    history = task.get("history") or []
    if history_length is not None:
        history = history[len(history) - history_length:] if history_length else []
    if history:
        out["history"] = [message_to_v1(m) for m in history]
    if task.get("metadata"):
        out["metadata"] = task["metadata"]
    return out


def message_to_v1(message: dict[str, Any]) -> dict[str, Any]:
    """A 0.3 message in the A2A 1.0 shape (enum roles, parts without ``kind``)."""
    out = {k: v for k, v in message.items() if k not in ("kind", "role", "parts")}
    out["role"] = ROLE_TO_V1.get(str(message.get("role")), "ROLE_UNSPECIFIED")
    out["parts"] = [_part_to_v1(p) for p in message.get("parts", [])]
    return out


def _artifact_to_v1(artifact: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in artifact.items() if k != "parts"}
    out["parts"] = [_part_to_v1(p) for p in artifact.get("parts", [])]
    return out


def _part_to_v1(part: dict[str, Any]) -> dict[str, Any]:
    extra = {"metadata": part["metadata"]} if part.get("metadata") is not None else {}
    kind = part.get("kind")
    if kind == "text":
        return {"text": part["text"], **extra}
    if kind == "data":
        return {"data": part["data"], "mediaType": "application/json", **extra}
    file = part.get("file", {})
    out = {"url": file["uri"]} if "uri" in file else {"raw": file.get("bytes", "")}
    if file.get("name"):
        out["filename"] = file["name"]
    if file.get("mimeType"):
        out["mediaType"] = file["mimeType"]
    return {**out, **extra}


def _utc_z(timestamp: str) -> str:
    try:
        moment = datetime.fromisoformat(timestamp).astimezone(UTC)
    except ValueError:
        return timestamp
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")
