"""JSON-RPC 2.0 dispatch of the A2A methods: message/send, tasks/get, tasks/cancel.

Order of checks for every call, chosen so that nothing is counted or run for a request
that will be refused anyway:

1. body size, encoding, depth, then JSON parse (``json_input``; the id is recovered early
   so even a 401 echoes it);
2. authentication and plan (-32004 / -32005), before anything else is revealed;
3. envelope (-32600), method (-32601), params (-32602);
4. message/send only: skill (-32002), taskId (-32001 / -32602), claim of the task id
   (a duplicate waits and replays), rate limit (-32003), run, store.

Counting policy: a request counts against the caller's limit only when it produces a task
(completed or failed). Anything refused is not counted: the checks of steps 1-4 come
before the count, and input a skill itself rejects (-32602) gives its count back. A
retried or concurrent duplicate (same caller, same messageId) is counted once, with the
run it replays.

A dependency outage (DynamoDB throttled or unreachable) is answered within seconds with
-32603 whose ``data.retryable`` says whether to retry (``services.aws``).

Batch requests (a JSON array) are rejected with -32600: every call must carry its own
HTTP status (401/403/429 mirror the error class), which a batch response cannot.
"""

from __future__ import annotations

import time
import traceback
import uuid
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable, Protocol

from pydantic import ValidationError

from ecclesia.observability import logger, metrics
from ecclesia.protocol import errors
from ecclesia.protocol.errors import JsonRpcError
from ecclesia.protocol.json_input import MAX_BODY_BYTES, decode_body
from ecclesia.protocol.models import (
    Artifact,
    DataPart,
    Message,
    MessageSendParams,
    Task,
    TaskIdParams,
    TaskQueryParams,
    TaskStatus,
    TextPart,
)
from ecclesia.services.aws import request_deadline
from ecclesia.services.identity import (
    Authenticator,
    Caller,
    PlanRequired,
    RateLimited,
    RateLimiter,
    ServiceUnavailable,
    Unauthorized,
    require_paid_plan,
)
from ecclesia.services.task_store import (
    Claimed,
    Finished,
    StoredTask,
    TaskStore,
    TaskTooLarge,
    task_id_for,
)
from ecclesia.skills import DEFAULT_SKILL_ID, get_skill, registry
from ecclesia.skills.base import (
    DataOutput,
    SkillFailure,
    SkillInputError,
    SkillRequest,
    SkillResult,
    Turn,
)

__all__ = ["A2ARequestHandler", "MAX_BODY_BYTES", "RpcResponse"]

CONVERSATION_TURNS = 6
# A concurrent duplicate polls the claim this often while it waits for the first run.
DUPLICATE_POLL_SECONDS = 0.1
# A claim outlives its run's deadline by this much: time to store the finished task.
CLAIM_LEASE_MARGIN_SECONDS = 5.0
# What a stored conversational turn keeps of the answer: enough context for a follow-up.
TURN_ANSWER_CHARS = 4_000
GENERIC_FAILURE = "The skill could not complete this request because of an internal error."


class SkillCatalog(Protocol):
    """Where the handler finds skills: the registry in production, a test double in tests."""

    def get(self, skill_id: str) -> ModuleType | None: ...

    def ids(self) -> list[str]: ...


class RegisteredSkills:
    def get(self, skill_id: str) -> ModuleType | None:
        return get_skill(skill_id)

    def ids(self) -> list[str]:
        return list(registry())


@dataclass(slots=True)
class RpcResponse:
    status: int
    body: dict[str, Any]
    headers: dict[str, str] = field(default_factory=dict)


class A2ARequestHandler:
    """Turns one JSON-RPC request body into one response, given the services it needs."""

    def __init__(
        self,
        *,
        task_store: TaskStore,
        authenticator: Authenticator,
        rate_limiter: RateLimiter,
        skills: SkillCatalog | None = None,
    ) -> None:
        self._skills = skills or RegisteredSkills()
        self._store = task_store
        self._auth = authenticator
        self._limiter = rate_limiter
        self._methods: dict[str, Callable[[Caller, Any, float], dict[str, Any]]] = {
            "message/send": self._message_send,
            "tasks/get": self._tasks_get,
            "tasks/cancel": self._tasks_cancel,
        }

    # -- envelope ---------------------------------------------------------------------

    def handle(self, body: str | bytes | None, authorization: str | None, deadline: float) -> RpcResponse:
        deadline_token = request_deadline.set(deadline)
        try:
            return self._handle(body, authorization, deadline)
        finally:
            request_deadline.reset(deadline_token)

    def _handle(self, body: str | bytes | None, authorization: str | None, deadline: float) -> RpcResponse:
        request_id: Any = None
        try:
            payload = self._parse(body)
            if isinstance(payload, dict):
                request_id = _usable_id(payload.get("id"))
            caller = self._authenticate(authorization)
            if isinstance(payload, JsonRpcError):
                raise payload
            method, params = self._envelope(payload)
            logger.append_keys(rpc_method=method, user_id=caller.user_id)
            result = self._methods[method](caller, params, deadline)
            return RpcResponse(200, {"jsonrpc": "2.0", "id": request_id, "result": result})
        except JsonRpcError as error:
            return _error_response(request_id, error)
        except ServiceUnavailable as exc:
            logger.warning("dependency unavailable", extra={"reason": exc.reason, "retryable": exc.retryable})
            return _error_response(request_id, errors.service_unavailable(exc.reason, exc.retryable, exc.retry_after))
        except Exception:
            # Never a stack trace in a response: log it, answer -32603.
            logger.exception("unhandled error while serving a JSON-RPC request")
            error = errors.internal_error()
            return RpcResponse(200, {"jsonrpc": "2.0", "id": request_id, "error": error.to_dict()})

    def _parse(self, body: str | bytes | None) -> Any:
        """The decoded JSON body, or the JsonRpcError to answer once the caller is known."""
        return decode_body(body)

    def _authenticate(self, authorization: str | None) -> Caller:
        try:
            caller = self._auth.authenticate(authorization)
            require_paid_plan(caller)
            return caller
        except Unauthorized as exc:
            raise errors.unauthorized(exc.reason, exc.missing_token) from None
        except PlanRequired as exc:
            raise errors.plan_required(str(exc)) from None

    def _envelope(self, payload: Any) -> tuple[str, Any]:
        if isinstance(payload, list):
            raise errors.invalid_request("batch requests are not supported; send one JSON-RPC request per HTTP call")
        if not isinstance(payload, dict):
            raise errors.invalid_request("the request must be a JSON object")
        if payload.get("jsonrpc") != "2.0":
            raise errors.invalid_request('"jsonrpc" must be "2.0"')
        if "id" not in payload:
            raise errors.invalid_request('"id" is required (notifications are not supported)')
        if _usable_id(payload["id"]) is None:
            raise errors.invalid_request('"id" must be a string or an integer')
        method = payload.get("method")
        if not isinstance(method, str) or not method:
            raise errors.invalid_request('"method" is required and must be a string')
        if method not in self._methods:
            raise errors.method_not_found(method)
        params = payload.get("params")
        if not isinstance(params, dict):
            raise errors.invalid_params('params: required, and must be an object')
        return method, params

    # -- methods ----------------------------------------------------------------------

    def _message_send(self, caller: Caller, raw_params: dict[str, Any], deadline: float) -> dict[str, Any]:
        message = _validate(MessageSendParams, raw_params).message
        skill = self._skill_for(message)
        self._check_task_reference(caller, message)
        task_id = task_id_for(caller.user_id, message.messageId)
        logger.append_keys(skill_id=skill.SPEC.id, task_id=task_id)
        claim = self._claim_or_replay(caller, task_id, message.messageId, deadline)
        if isinstance(claim, Finished):
            return claim.document
        receipt = None
        try:
            receipt = self._count(caller, skill.SPEC)
            task, request, failed = self._run(skill, message, caller, task_id, deadline)
        except BaseException:
            # No task: give back what was taken, so a retry is served as if this never ran.
            self._undo(caller, task_id, claim, receipt)
            raise
        return self._store_task(caller, skill.SPEC, task, request, failed, claim.token)

    def _skill_for(self, message: Message) -> ModuleType:
        skill_id = (message.metadata or {}).get("skillId", DEFAULT_SKILL_ID)
        if not isinstance(skill_id, str):
            raise errors.invalid_params("params.message.metadata.skillId: must be a string")
        skill = self._skills.get(skill_id)
        if skill is None:
            raise errors.skill_not_found(skill_id, self._skills.ids())
        return skill

    def _check_task_reference(self, caller: Caller, message: Message) -> None:
        """A message naming a task continues it; every stored task is finished, so it cannot.

        Unknown, expired and other callers' ids are -32001; a finished task is -32602 that
        tells the caller to start a new task in the same context."""
        if message.taskId is None:
            return
        document = self._store.get(caller.user_id, message.taskId)
        if document is None:
            raise errors.task_not_found(message.taskId)
        state = document.get("status", {}).get("state", "completed")
        raise errors.task_finished(message.taskId, state, document.get("contextId"))

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

    def _count(self, caller: Caller, spec) -> object:
        try:
            return self._limiter.check(caller, spec.rate_limit)
        except RateLimited as exc:
            raise errors.rate_limited(exc.retry_after, str(exc)) from None

    def _undo(self, caller: Caller, task_id: str, claim: Claimed, receipt: object) -> None:
        try:
            if receipt is not None:
                self._limiter.refund(receipt)
            self._store.release(caller.user_id, task_id, claim.token)
        except Exception:
            # During an outage the undo fails too: the claim lapses with its lease.
            logger.warning("could not undo a claim or count", extra={"traceback": traceback.format_exc()})

    def _run(self, skill, message: Message, caller: Caller, task_id: str, deadline: float):
        """Run the skill: (task, request, failed). Input the skill rejects is -32602."""
        spec = skill.SPEC
        context_id = message.contextId or str(uuid.uuid4())
        turns: tuple[Turn, ...] = ()
        if spec.uses_conversation and message.contextId:
            turns = tuple(Turn(q, a) for q, a in self._store.conversation(caller.user_id, context_id, CONVERSATION_TURNS))
        request = _skill_request(message, caller, task_id, context_id, turns, deadline)
        user_message = message.model_copy(update={"taskId": task_id, "contextId": context_id})

        started = time.perf_counter()
        metrics.add_dimension("skill", spec.id)
        try:
            result = skill.run(request)
            task = self._completed_task(task_id, context_id, spec, user_message, result)
            failed = False
        except SkillInputError as exc:
            metrics.add_metric(name="InvalidInput", unit="Count", value=1)
            raise errors.invalid_params(str(exc)) from None
        except SkillFailure as exc:
            logger.warning("skill failed", extra={"reason": str(exc)})
            task = self._failed_task(task_id, context_id, spec.id, user_message, str(exc))
            failed = True
        except Exception:
            logger.error("skill raised", extra={"traceback": traceback.format_exc()})
            task = self._failed_task(task_id, context_id, spec.id, user_message, GENERIC_FAILURE)
            failed = True
        elapsed_ms = (time.perf_counter() - started) * 1000
        metrics.add_metric(name="Invocations", unit="Count", value=1)
        metrics.add_metric(name="Failures", unit="Count", value=1 if failed else 0)
        metrics.add_metric(name="Latency", unit="Milliseconds", value=round(elapsed_ms, 2))
        return task, request, failed

    def _store_task(self, caller: Caller, spec, task: Task, request: SkillRequest, failed: bool, token: str):
        document = task.model_dump(mode="json", exclude_none=True)
        conversational = spec.uses_conversation and not failed
        stored = StoredTask(
            task_id=task.id,
            owner=caller.user_id,
            context_id=task.contextId,
            skill_id=spec.id,
            document=document,
            turn_question=request.text if conversational else None,
            turn_answer=_reply_text(task)[:TURN_ANSWER_CHARS] if conversational else None,
            claim_token=token,
        )
        try:
            return self._store.put(stored)
        except (TaskTooLarge, ServiceUnavailable) as exc:
            # The caller still gets the finished task; say honestly that it was not kept.
            logger.warning("task not stored", extra={"reason": str(exc)})
            self._undo(caller, task.id, Claimed(token), None)
            document.setdefault("metadata", {})["stored"] = False
            return document

    def _tasks_get(self, caller: Caller, raw_params: dict[str, Any], deadline: float) -> dict[str, Any]:
        params = _validate(TaskQueryParams, raw_params)
        document = self._store.get(caller.user_id, params.id)
        if document is None:
            raise errors.task_not_found(params.id)
        if params.historyLength is not None:
            history = document.get("history", [])
            document["history"] = history[len(history) - params.historyLength :] if params.historyLength else []
        return document

    def _tasks_cancel(self, caller: Caller, raw_params: dict[str, Any], deadline: float) -> dict[str, Any]:
        params = _validate(TaskIdParams, raw_params)
        document = self._store.get(caller.user_id, params.id)
        if document is None:
            raise errors.task_not_found(params.id)
        # Every stored task is terminal (skills run synchronously), so no transition exists.
        raise errors.JsonRpcError(
            errors.INVALID_PARAMS,
            "Invalid state transition",
            {"id": params.id, "state": document.get("status", {}).get("state")},
        )

    # -- task construction ------------------------------------------------------------

    def _completed_task(self, task_id, context_id, spec, user_message: Message, result: SkillResult) -> Task:
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
            history=[user_message, _agent_message(reply, task_id, context_id)],
            metadata={"skillId": spec.id},
        )

    def _failed_task(self, task_id, context_id, skill_id, user_message: Message, reason: str) -> Task:
        agent = _agent_message(reason, task_id, context_id)
        return Task(
            id=task_id,
            contextId=context_id,
            status=TaskStatus(state="failed", message=agent),
            history=[user_message, agent],
            metadata={"skillId": skill_id},
        )


def _error_response(request_id: Any, error: JsonRpcError) -> RpcResponse:
    return RpcResponse(
        error.http_status, {"jsonrpc": "2.0", "id": request_id, "error": error.to_dict()}, dict(error.headers)
    )


def _usable_id(value: Any) -> str | int | None:
    # JSON-RPC ids are strings or numbers; booleans are ints in Python but not ids.
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return None
    return value


def _validate(model, raw: dict[str, Any]):
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in ("params", *first["loc"]))
        raise errors.JsonRpcError(
            errors.INVALID_PARAMS,
            f"Invalid params: {where}: {first['msg']}",
            {"field": where, "errors": exc.error_count()},
        ) from None


def _skill_request(message, caller: Caller, task_id: str, context_id: str, turns, deadline: float) -> SkillRequest:
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


def _agent_message(text: str, task_id: str, context_id: str) -> Message:
    return Message(
        role="agent",
        parts=[TextPart(kind="text", text=text)],
        messageId=str(uuid.uuid4()),
        kind="message",
        taskId=task_id,
        contextId=context_id,
    )


def _reply_text(task: Task) -> str:
    last = task.history[-1] if task.history else None
    return "".join(p.text for p in last.parts if isinstance(p, TextPart)) if last else ""
