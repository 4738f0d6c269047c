"""Building A2A objects around a skill run: the request a skill reads, the task it produces.

A completed task carries the skill's parts as one artifact and the user's message plus the
agent's reply as history; a failed task carries the reason (never internals) as its status
message. Messages and tasks are plain JSON documents in the models' shape
(``protocol.wire``): the hot path never builds pydantic objects.
"""

from __future__ import annotations

from typing import Any

from ecclesia.protocol import wire
from ecclesia.services.identity import Caller
from ecclesia.skills.base import DataOutput, SkillRequest, SkillResult, SkillSpec, Turn


def skill_request(
    message: dict[str, Any], caller: Caller, task_id: str, context_id: str, turns: tuple[Turn, ...], deadline: float
) -> SkillRequest:
    """What a skill reads: the text parts joined, the data parts merged, files as given."""
    parts = message["parts"]
    texts = [p["text"] for p in parts if p["kind"] == "text"]
    data: dict[str, Any] = {}
    for part in parts:
        if part["kind"] == "data":
            data.update(part["data"])
    files = tuple(p["file"] for p in parts if p["kind"] == "file")
    return SkillRequest(
        text="\n".join(texts) if texts else None,
        data=data,
        metadata=dict(message.get("metadata") or {}),
        files=files,
        caller_id=caller.user_id,
        task_id=task_id,
        context_id=context_id,
        conversation=turns,
        deadline=deadline,
    )


def completed_task(
    task_id: str, context_id: str, spec: SkillSpec, user_message: dict[str, Any], result: SkillResult
) -> dict[str, Any]:
    """The completed Task document for a skill's result.

    Raises:
        TypeError: the skill returned something other than a ``SkillResult`` with parts.
    """
    if not isinstance(result, SkillResult) or not result.parts:
        raise TypeError(f"skill {spec.id} returned {type(result).__name__} without parts")
    parts = [wire.data_part(p.data) if isinstance(p, DataOutput) else wire.text_part(p.text) for p in result.parts]
    reply = result.reply or f"{spec.name}: the result is in the artifact '{spec.artifact_name}'."
    return wire.completed_task(task_id, context_id, spec.id, spec.artifact_name, parts, user_message, reply)


def failed_task(task_id: str, context_id: str, skill_id: str, user_message: dict[str, Any], reason: str) -> dict[str, Any]:
    """The failed Task document whose status message is ``reason`` (safe to show)."""
    return wire.failed_task(task_id, context_id, skill_id, user_message, reason)


def reply_text(task: dict[str, Any]) -> str:
    """The agent's last words in the task's history."""
    history = task.get("history") or []
    if not history:
        return ""
    return "".join(p.get("text", "") for p in history[-1].get("parts", []) if p.get("kind") == "text")


def answer_text(task: dict[str, Any]) -> str:
    """What a conversational turn keeps as its answer: the text of the task's artifacts (the
    answer itself, with the citations a follow-up reads its book from), else the agent's reply.
    The reply alone is often only a pointer ("the result is in the artifact ..."): kept as the
    turn's answer, a follow-up lost the scripture the conversation was in."""
    texts = [p.get("text", "") for artifact in task.get("artifacts") or [] for p in artifact.get("parts", [])
             if p.get("kind") == "text"]
    return "\n\n".join(t for t in texts if t) or reply_text(task)
