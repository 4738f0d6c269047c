"""message/send: one message in, one finished task out, as a short sequence of named steps.

1. validate the params; find the skill (-32602 / -32002);
2. refuse a ``taskId`` (unknown or foreign -32001; finished -32602: start a new task);
3. claim the task id, or replay the task a duplicate already ran (waiting while it runs);
4. count the request (-32003);
5. run the skill into a task (input it rejects is -32602);
6. store the task, which replaces the claim.

A request that ends between 3 and 6 without delivering a task gives back its count and its
claim (``_undo``), so a retry is served as if it had never run. That is the counting policy: only
a request that produces a task (completed or failed) counts.
"""

from __future__ import annotations

import time
import traceback
import uuid
from typing import Any

from aws_lambda_powertools import Logger

from ecclesia.observability import SERVICE
from ecclesia.protocol import errors, wire
from ecclesia.protocol.envelope import validate_params
from ecclesia.protocol.skill_dispatch import SkillCatalog, SkillRun, run_skill, skill_for
from ecclesia.protocol.task_building import answer_text, skill_request
from ecclesia.services.identity import Caller, RateLimited, RateLimiter, ServiceUnavailable
from ecclesia.services.task_store import Claimed, Finished, StoredTask, TaskStore, TaskTooLarge, task_id_for
from ecclesia.skills.base import Skill, SkillRequest, Turn

logger = Logger(service=SERVICE, child=True)  # structured, under the service's logger

CONVERSATION_TURNS = 6
# What a stored conversational turn keeps of the answer: enough context for a follow-up.
TURN_ANSWER_CHARS = 4_000
# A concurrent duplicate polls the claim this often while it waits for the first run.
DUPLICATE_POLL_SECONDS = 0.1
# A claim outlives its run's deadline by this much: time to store the finished task.
CLAIM_LEASE_MARGIN_SECONDS = 5.0


class MessageSend:
    """The message/send method, given the services it needs."""

    def __init__(self, store: TaskStore, limiter: RateLimiter, skills: SkillCatalog) -> None:
        self._store = store
        self._limiter = limiter
        self._skills = skills

    def __call__(self, caller: Caller, raw_params: dict[str, Any], deadline: float) -> dict[str, Any]:
        message = _message_document(raw_params)
        skill = skill_for(message, self._skills)
        self._refuse_task_reference(caller, message)
        task_id = task_id_for(caller.user_id, message["messageId"])
        logger.append_keys(skill_id=skill.SPEC.id, task_id=task_id)
        claim = self._claim_or_replay(caller, task_id, message["messageId"], deadline)
        if isinstance(claim, Finished):
            return claim.document
        receipt = None
        try:
            receipt = self._count(caller, skill)
            request, user_message = self._prepare(skill, message, caller, task_id, deadline)
            run = run_skill(skill, request, user_message)
            return self._store_task(caller, skill, run, request, claim)
        except BaseException:
            self._undo(caller, task_id, claim, receipt)
            raise

    # -- the steps ----------------------------------------------------------------------

    def _refuse_task_reference(self, caller: Caller, message: dict[str, Any]) -> None:
        """A message naming a task would continue it; every stored task is finished, so none can be.

        Unknown, expired and other callers' ids are -32001; a finished task is -32602 that
        tells the caller to start a new task in the same context."""
        task_ref = message.get("taskId")
        if task_ref is None:
            return
        document = self._store.get(caller.user_id, task_ref)
        if document is None:
            raise errors.task_not_found(task_ref)
        state = document.get("status", {}).get("state", "completed")
        raise errors.task_finished(task_ref, state, document.get("contextId"))

    def _claim_or_replay(self, caller: Caller, task_id: str, message_id: str, deadline: float) -> Claimed | Finished:
        """Take the task id for this run, or the task a duplicate ran; wait while one runs."""
        lease_until = time.time() + max(0.0, deadline - time.monotonic()) + CLAIM_LEASE_MARGIN_SECONDS
        while True:
            outcome = self._store.claim(caller.user_id, task_id, lease_until)
            if isinstance(outcome, Finished):
                # A retried message/send: the task exists; do not run or count it again.
                logger.info("replayed message/send", extra={"message_id": message_id})
                return outcome
            if isinstance(outcome, Claimed):
                return outcome
            if time.monotonic() + DUPLICATE_POLL_SECONDS >= deadline:
                retry_after = max(1, int(outcome.lease_until - time.time()) + 1)
                raise errors.duplicate_in_progress(message_id, min(retry_after, 30))
            time.sleep(DUPLICATE_POLL_SECONDS)

    def _count(self, caller: Caller, skill: Skill) -> object:
        try:
            return self._limiter.check(caller, skill.SPEC.rate_limit)
        except RateLimited as exc:
            raise errors.rate_limited(exc.retry_after, str(exc)) from None

    def _prepare(
        self, skill: Skill, message: dict[str, Any], caller: Caller, task_id: str, deadline: float
    ) -> tuple[SkillRequest, dict[str, Any]]:
        """(the skill's request, the user's message as the task's history keeps it)."""
        context_id = message.get("contextId") or str(uuid.uuid4())
        turns: tuple[Turn, ...] = ()
        if skill.SPEC.uses_conversation and message.get("contextId"):
            earlier = self._store.conversation(caller.user_id, context_id, CONVERSATION_TURNS)
            turns = tuple(Turn(q, a) for q, a in earlier)
        request = skill_request(message, caller, task_id, context_id, turns, deadline)
        return request, wire.with_ids(message, task_id, context_id)

    def _store_task(
        self, caller: Caller, skill: Skill, run: SkillRun, request: SkillRequest, claim: Claimed
    ) -> dict[str, Any]:
        document = run.task
        conversational = skill.SPEC.uses_conversation and not run.failed
        stored = StoredTask(
            task_id=document["id"],
            owner=caller.user_id,
            context_id=document["contextId"],
            skill_id=skill.SPEC.id,
            document=document,
            turn_question=request.text if conversational else None,
            turn_answer=answer_text(document)[:TURN_ANSWER_CHARS] if conversational else None,
            claim_token=claim.token,
        )
        try:
            return self._store.put(stored)
        except (TaskTooLarge, ServiceUnavailable) as exc:
            # The caller still gets the finished task; say honestly that it was not kept.
            logger.warning("task not stored", extra={"reason": str(exc)})
            self._undo(caller, document["id"], claim, None)
            document.setdefault("metadata", {})["stored"] = False
            return document

    def _undo(self, caller: Caller, task_id: str, claim: Claimed, receipt: object) -> None:
        """Give back the count and the claim of a request that produced no task."""
        try:
            if receipt is not None:
                self._limiter.refund(receipt)
            self._store.release(caller.user_id, task_id, claim.token)
        except Exception:
            # During an outage the undo fails too: the claim lapses with its lease.
            logger.warning("could not undo a claim or count", extra={"traceback": traceback.format_exc()})


def _message_document(raw_params: dict[str, Any]) -> dict[str, Any]:
    """The caller's message as a JSON document: by hand when well formed (``protocol.wire``),
    else through the pydantic models, which phrase every -32602."""
    message = wire.send_message(raw_params)
    if message is None:
        params = validate_params("MessageSendParams", raw_params)
        message = params.message.model_dump(mode="json", exclude_none=True)
    return message
