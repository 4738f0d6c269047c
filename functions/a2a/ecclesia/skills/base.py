"""The contract between the protocol layer and a skill module.

Every skill is one module in this package, named after its skill id
(``ecclesia/skills/<skill_id>.py``), that declares::

    SPEC = SkillSpec(id="<skill_id>", ...)

    def run(request: SkillRequest) -> SkillResult: ...

The registry (``ecclesia.skills``) discovers modules that define ``SPEC``, so adding a
skill touches no other file. Skill modules must stay cheap to import: the agent card
imports every one of them, so heavy data and libraries are imported inside ``run``
(or in the data layer on first use), never at module level.

Skills do not know about JSON-RPC, A2A models or DynamoDB. They receive a plain
``SkillRequest`` and return plain output parts; the protocol layer turns those into an
A2A artifact named ``SPEC.artifact_name`` with a unique ``artifactId``. Raising
``SkillInputError`` rejects the request with JSON-RPC -32602 (no task is stored); any
other exception becomes a stored task in state ``failed``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, get_args

# Which rate-limit pool a skill's requests count against; the rate limiter and its
# protocol in ``services`` take this type from here (services sit above skills).
RateLimitVariant = Literal["default", "expensive"]
RATE_LIMIT_VARIANTS: tuple[RateLimitVariant, ...] = get_args(RateLimitVariant)


@dataclass(frozen=True, slots=True)
class SkillSpec:
    """What the registry, the agent card and the rate limiter need to know of a skill."""

    id: str
    name: str
    description: str
    artifact_name: str
    examples: tuple[str, ...]
    tags: tuple[str, ...] = ()
    rate_limit: RateLimitVariant = "default"
    input_modes: tuple[str, ...] = ("text/plain", "application/json")
    output_modes: tuple[str, ...] = ("text/plain", "application/json")
    # catholic_qa answers follow-up questions; only skills that ask for it pay for the
    # extra task-store query that loads earlier turns of the same context.
    uses_conversation: bool = False


@dataclass(frozen=True, slots=True)
class Turn:
    """One earlier exchange in the same context, oldest first."""

    question: str
    answer: str


@dataclass(frozen=True, slots=True)
class SkillRequest:
    """The caller's message, reduced to what a skill reads.

    ``text`` is every text part joined with a newline (``None`` when the message has no
    text part); ``data`` is every data part merged, later parts winning.
    """

    text: str | None
    data: dict[str, Any]
    metadata: dict[str, Any] = field(default_factory=dict)
    files: tuple[dict[str, Any], ...] = ()
    caller_id: str = "anonymous"
    task_id: str = ""
    context_id: str = ""
    conversation: tuple[Turn, ...] = ()
    # Absolute time.monotonic() value by which the skill must have answered; derived from
    # the Lambda's remaining time so a slow provider fails the task instead of the gateway.
    deadline: float = field(default_factory=lambda: time.monotonic() + 25.0)

    def remaining_seconds(self) -> float:
        """Seconds left before ``deadline`` (never negative)."""
        return max(0.0, self.deadline - time.monotonic())

    def query(self, *keys: str) -> str | None:
        """The first non-blank value among ``data[key]`` for ``keys``, else the text part."""
        for key in keys:
            value = self.data.get(key)
            if isinstance(value, str) and value.strip():
                return value.strip()
        if self.text and self.text.strip():
            return self.text.strip()
        return None


@dataclass(frozen=True, slots=True)
class TextOutput:
    """A text part of the skill's artifact."""

    text: str


@dataclass(frozen=True, slots=True)
class DataOutput:
    """A data part of the skill's artifact (a JSON object)."""

    data: dict[str, Any]


SkillOutput = TextOutput | DataOutput


@dataclass(frozen=True, slots=True)
class SkillResult:
    """The parts of the skill's single artifact, and optionally the agent's reply text.

    ``reply`` becomes the agent message in the task history; when absent the protocol
    layer uses the first text output, or a one-line summary naming the artifact.
    """

    parts: tuple[SkillOutput, ...]
    reply: str | None = None


class Skill(Protocol):
    """A skill as the registry hands it out: a module (or, in tests, any object) with both.

    Skill modules satisfy this structurally; the registry checks both members before
    returning one, so callers never meet a bare ``ModuleType``.
    """

    @property
    def SPEC(self) -> SkillSpec:  # noqa: N802 - the module-level constant's name
        """The skill's id, name, description, examples and rate-limit variant."""
        ...

    def run(self, request: SkillRequest) -> SkillResult:
        """Serve one request.

        Raises:
            SkillInputError: the request cannot be served as given (-32602, nothing stored).
            Exception: anything else fails the task with a generic message (logged in full).
        """
        ...


class SkillInputError(ValueError):
    """The request cannot be served as given: JSON-RPC -32602 with this message.

    The message must name the offending field, e.g. ``"data.date: expected YYYY-MM-DD"``.
    """


class SkillFailure(RuntimeError):
    """The skill could not produce a result; the message is safe to show the caller.

    The task is stored as ``failed`` with this message in ``status.message``. Any other
    exception also fails the task, but with a generic message (its text may hold internals).
    """
