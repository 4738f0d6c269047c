"""Pydantic v2 models for the A2A v0.3 objects this service speaks.

Field names follow the A2A JSON schema (camelCase on the wire). Inbound models validate
what the contract requires (``role: "user"``, ``kind: "message"``, at least one part);
outbound models are what the task store keeps and ``tasks/get`` returns.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

# Longest text accepted in a single text part. A question or a query is never this long;
# anything larger is almost certainly a mistake or abuse, and would bloat the task item
# (DynamoDB items are capped at 400 KB).
MAX_TEXT_CHARS = 32_000
MAX_PARTS = 16

NonEmptyId = Annotated[str, StringConstraints(min_length=1, max_length=256)]


class _Wire(BaseModel):
    # Unknown fields are kept, not rejected: A2A objects grow (extensions, metadata), and
    # a client written for a newer minor version must still be served.
    model_config = ConfigDict(extra="allow", populate_by_name=True)


class TextPart(_Wire):
    """A part holding text (A2A 0.3 ``TextPart``)."""

    kind: Literal["text"]
    text: str
    metadata: dict[str, Any] | None = None


class DataPart(_Wire):
    """A part holding a JSON object (A2A 0.3 ``DataPart``)."""

    kind: Literal["data"]
    data: dict[str, Any]
    metadata: dict[str, Any] | None = None


class FileWithUri(_Wire):
    """A file given by URI."""

    uri: str
    name: str | None = None
    mimeType: str | None = None


class FileWithBytes(_Wire):
    """A file given inline as base64 bytes."""

    bytes: str
    name: str | None = None
    mimeType: str | None = None


class FilePart(_Wire):
    """A part holding a file (accepted by the schema; no skill reads files)."""

    kind: Literal["file"]
    file: FileWithUri | FileWithBytes
    metadata: dict[str, Any] | None = None


Part = Annotated[TextPart | DataPart | FilePart, Field(discriminator="kind")]


class Message(_Wire):
    """A message of the conversation: its role, parts and ids."""

    role: Literal["user", "agent"]
    parts: Annotated[list[Part], Field(min_length=1, max_length=MAX_PARTS)]
    messageId: NonEmptyId
    kind: Literal["message"]
    contextId: NonEmptyId | None = None
    taskId: NonEmptyId | None = None
    metadata: dict[str, Any] | None = None


class UserMessage(Message):
    """A message as a caller must send it to message/send."""

    role: Literal["user"]

    @model_validator(mode="after")
    def _bounded_text(self) -> UserMessage:
        # Outbound parts (a whole document body) may be long; what a caller sends may not.
        for index, part in enumerate(self.parts):
            if isinstance(part, TextPart) and len(part.text) > MAX_TEXT_CHARS:
                raise ValueError(f"parts.{index}.text is {len(part.text)} characters; the limit is {MAX_TEXT_CHARS}")
        return self


class MessageSendParams(_Wire):
    """The params of ``message/send``."""

    message: UserMessage
    configuration: dict[str, Any] | None = None
    metadata: dict[str, Any] | None = None


class TaskIdParams(_Wire):
    """The params of ``tasks/cancel``: the task id."""

    id: NonEmptyId
    metadata: dict[str, Any] | None = None


class TaskQueryParams(TaskIdParams):
    """The params of ``tasks/get``: the task id and how much history to return."""

    historyLength: Annotated[int, Field(ge=0)] | None = None


TaskState = Literal["completed", "failed", "canceled"]


class TaskStatus(_Wire):
    """A task's state, with the agent's message and when it was set."""

    state: TaskState
    message: Message | None = None
    timestamp: str = Field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="milliseconds"))


class Artifact(_Wire):
    """A named output of a task."""

    artifactId: NonEmptyId
    name: str
    parts: Annotated[list[Part], Field(min_length=1)]
    description: str | None = None
    metadata: dict[str, Any] | None = None


class Task(_Wire):
    """A task as ``message/send`` and ``tasks/get`` return it."""

    kind: Literal["task"] = "task"
    id: NonEmptyId
    contextId: NonEmptyId
    status: TaskStatus
    artifacts: list[Artifact] = Field(default_factory=list)
    history: list[Message] = Field(default_factory=list)
    metadata: dict[str, Any] | None = None

    @model_validator(mode="after")
    def _terminal_only(self) -> Task:
        # Tasks are stored only after their skill finishes (contract: "always terminal").
        if self.status.state == "completed" and not self.artifacts:
            raise ValueError("a completed task carries at least one artifact")
        return self
