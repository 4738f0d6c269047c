"""Skill dispatch: which skill a message asks for, and running it into a task.

A message names its skill in ``metadata.skillId`` (absent: catholic_qa); the catalog is the
skill registry (one module per skill under ``ecclesia/skills``) or, in tests, a double. How
a run ends decides the answer:

- the skill returns a result: a ``completed`` task;
- ``SkillInputError``: -32602, no task (the caller must change the input);
- ``SkillFailure``: a ``failed`` task whose message is the skill's own reason;
- anything else: a ``failed`` task with a generic reason; the traceback goes to the log.
"""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass
from typing import Any, Protocol

from aws_lambda_powertools import Logger

from ecclesia.observability import SERVICE, metrics
from ecclesia.protocol import errors
from ecclesia.protocol.task_building import completed_task, failed_task
from ecclesia.skills import DEFAULT_SKILL_ID, get_skill, registry
from ecclesia.skills.base import Skill, SkillFailure, SkillInputError, SkillRequest

logger = Logger(service=SERVICE, child=True)  # structured, under the service's logger

GENERIC_FAILURE = "The skill could not complete this request because of an internal error."


class SkillCatalog(Protocol):
    """Where the handler finds skills: the registry in production, a test double in tests."""

    def get(self, skill_id: str) -> Skill | None:
        """The skill for ``skill_id``, or ``None`` when there is no such skill."""
        ...

    def ids(self) -> list[str]:
        """Every skill id, for the -32002 error's list of available skills."""
        ...


class RegisteredSkills:
    """The ``SkillCatalog`` of the skills package's registry (production)."""

    def get(self, skill_id: str) -> Skill | None:
        """The skill registered under ``skill_id``, or ``None``."""
        return get_skill(skill_id)

    def ids(self) -> list[str]:
        """Every registered skill id."""
        return list(registry())


def skill_for(message: dict[str, Any], skills: SkillCatalog) -> Skill:
    """The skill the message asks for, or -32602 / -32002."""
    skill_id = (message.get("metadata") or {}).get("skillId", DEFAULT_SKILL_ID)
    if not isinstance(skill_id, str):
        raise errors.invalid_params("params.message.metadata.skillId: must be a string")
    skill = skills.get(skill_id)
    if skill is None:
        raise errors.skill_not_found(skill_id, skills.ids())
    return skill


@dataclass(frozen=True, slots=True)
class SkillRun:
    """What running a skill produced.

    Attributes:
        task: the Task document (``protocol.wire``).
        failed: the skill raised or failed; the task is in state ``failed``.
    """

    task: dict[str, Any]  # the Task document (protocol.wire)
    failed: bool


def run_skill(skill: Skill, request: SkillRequest, user_message: dict[str, Any]) -> SkillRun:
    """Run ``skill`` on ``request`` and build the task; publish its metrics."""
    spec = skill.SPEC
    task_id, context_id = request.task_id, request.context_id
    started = time.perf_counter()
    metrics.add_dimension("skill", spec.id)
    try:
        result = skill.run(request)
        run = SkillRun(completed_task(task_id, context_id, spec, user_message, result), failed=False)
    except SkillInputError as exc:
        metrics.add_metric(name="InvalidInput", unit="Count", value=1)
        raise errors.invalid_params(str(exc)) from None
    except SkillFailure as exc:
        logger.warning("skill failed", extra={"reason": str(exc)})
        run = SkillRun(failed_task(task_id, context_id, spec.id, user_message, str(exc)), failed=True)
    except Exception:
        logger.error("skill raised", extra={"traceback": traceback.format_exc()})
        run = SkillRun(failed_task(task_id, context_id, spec.id, user_message, GENERIC_FAILURE), failed=True)
    elapsed_ms = (time.perf_counter() - started) * 1000
    metrics.add_metric(name="Invocations", unit="Count", value=1)
    metrics.add_metric(name="Failures", unit="Count", value=1 if run.failed else 0)
    metrics.add_metric(name="Latency", unit="Milliseconds", value=round(elapsed_ms, 2))
    return run
