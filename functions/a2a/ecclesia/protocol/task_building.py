"""Building A2A objects around a skill run: the request a skill reads, the task it produces.

A completed task carries the skill's parts as one artifact and the user's message plus the
agent's reply as history; a failed task carries the reason (never internals) as its status
message.
"""

from __future__ import annotations

import uuid
from typing import Any

from ecclesia.protocol.models import Artifact, DataPart, Message, Task, TaskStatus, TextPart
from ecclesia.services.identity import Caller
from ecclesia.skills.base import DataOutput, SkillRequest, SkillResult, SkillSpec, Turn


def skill_request(
    message: Message, caller: Caller, task_id: str, context_id: str, turns: tuple[Turn, ...], deadline: float
) -> SkillRequest:
    """What a skill reads: the text parts joined, the data parts merged, files as given."""
    texts = [p.text for p in message.parts if isinstance(p, TextPart)]
    data: dict[str, Any] = {}
    for part in message.parts:
        if isinstance(part, DataPart):
            data.update(part.data)
    files = tuple(p.file.model_dump(exclude_none=True) for p in message.parts if p.kind == "file")
    return SkillRequest(
        text="\n".join(texts) if texts else None,
        data=data,
        metadata=dict(message.metadata or {}),
        files=files,
        caller_id=caller.user_id,
        task_id=task_id,
        context_id=context_id,
        conversation=turns,
        deadline=deadline,
    )


def completed_task(task_id: str, context_id: str, spec: SkillSpec, user_message: Message, result: SkillResult) -> Task:
    if not isinstance(result, SkillResult) or not result.parts:
        raise TypeError(f"skill {spec.id} returned {type(result).__name__} without parts")
    parts = [
        DataPart(kind="data", data=p.data) if isinstance(p, DataOutput) else TextPart(kind="text", text=p.text)
        for p in result.parts
    ]
    artifact = Artifact(artifactId=str(uuid.uuid4()), name=spec.artifact_name, parts=parts)
    reply = result.reply or f"{spec.name}: the result is in the artifact '{spec.artifact_name}'."
    return Task(
        id=task_id,
        contextId=context_id,
        status=TaskStatus(state="completed"),
        artifacts=[artifact],
        history=[user_message, agent_message(reply, task_id, context_id)],
        metadata={"skillId": spec.id},
    )


def failed_task(task_id: str, context_id: str, skill_id: str, user_message: Message, reason: str) -> Task:
    agent = agent_message(reason, task_id, context_id)
    return Task(
        id=task_id,
        contextId=context_id,
        status=TaskStatus(state="failed", message=agent),
        history=[user_message, agent],
        metadata={"skillId": skill_id},
    )


def agent_message(text: str, task_id: str, context_id: str) -> Message:
    return Message(
        role="agent",
        parts=[TextPart(kind="text", text=text)],
        messageId=str(uuid.uuid4()),
        kind="message",
        taskId=task_id,
        contextId=context_id,
    )


def reply_text(task: Task) -> str:
    """The agent's last words in the task: what a conversational turn keeps as its answer."""
    last = task.history[-1] if task.history else None
    return "".join(p.text for p in last.parts if isinstance(p, TextPart)) if last else ""
