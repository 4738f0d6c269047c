"""JSON-RPC 2.0 dispatch of the A2A methods: message/send, tasks/get, tasks/cancel.

Order of checks for every call, chosen so that nothing is counted or run for a request
that will be refused anyway:

1. body size, then JSON parse (the id is recovered early so even a 401 echoes it);
2. authentication and plan (-32004 / -32005), before anything else is revealed;
3. envelope (-32600), method (-32601), params (-32602);
4. message/send only: skill (-32002), idempotent replay, rate limit (-32003), run, store.

Batch requests (a JSON array) are rejected with -32600: every call must carry its own
HTTP status (401/403/429 mirror the error class), which a batch response cannot.
"""

from __future__ import annotations

import json
import time
import traceback
import uuid
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable, Protocol

from ecclesia.observability import logger, metrics
from ecclesia.protocol import errors, wire
from ecclesia.protocol.errors import JsonRpcError
from ecclesia.services.identity import (
    Authenticator,
    Caller,
    PlanRequired,
    RateLimited,
    RateLimiter,
    Unauthorized,
    require_paid_plan,
)
from ecclesia.services.task_store import StoredTask, TaskStore, TaskTooLarge, task_id_for
from ecclesia.skills import DEFAULT_SKILL_ID, get_skill, registry
from ecclesia.skills.base import (
    DataOutput,
    SkillFailure,
    SkillInputError,
    SkillRequest,
    SkillResult,
    Turn,
)

MAX_BODY_BYTES = 256 * 1024
CONVERSATION_TURNS = 6
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

    # -- hooks for the other wire formats (protocol/a2a_v1.py, protocol/mcp.py) ---------

    @property
    def task_store(self) -> TaskStore:
        return self._store

    def authenticate(self, authorization: str | None) -> Caller:
        """The paying caller behind a bearer token, or the -32004/-32005 JsonRpcError."""
        return self._authenticate(authorization)

    # -- envelope ---------------------------------------------------------------------

    def handle(self, body: str | bytes | None, authorization: str | None, deadline: float) -> RpcResponse:
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
            return RpcResponse(
                error.http_status,
                {"jsonrpc": "2.0", "id": request_id, "error": error.to_dict()},
                dict(error.headers),
            )
        except Exception:
            # Never a stack trace in a response: log it, answer -32603.
            logger.exception("unhandled error while serving a JSON-RPC request")
            error = errors.internal_error()
            return RpcResponse(200, {"jsonrpc": "2.0", "id": request_id, "error": error.to_dict()})

    def _parse(self, body: str | bytes | None) -> Any:
        """The decoded JSON body, or the JsonRpcError to answer once the caller is known."""
        if body is None or body in ("", b""):
            return errors.parse_error("empty request body")
        raw = body.encode() if isinstance(body, str) else body
        if len(raw) > MAX_BODY_BYTES:
            return errors.invalid_request(f"request body is {len(raw)} bytes; the limit is {MAX_BODY_BYTES}")
        try:
            return json.loads(raw)
        except (ValueError, UnicodeDecodeError) as exc:
            return errors.parse_error(f"invalid JSON: {exc}")

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
        # The caller's message as a JSON document (protocol.wire: no pydantic when well formed).
        message = wire.send_message(raw_params)
        if message is None:
            message = _validate("MessageSendParams", raw_params).message.model_dump(mode="json", exclude_none=True)
        metadata = message.get("metadata") or {}
        skill_id = metadata.get("skillId", DEFAULT_SKILL_ID)
        if not isinstance(skill_id, str):
            raise errors.invalid_params("params.message.metadata.skillId: must be a string")
        skill = self._skills.get(skill_id)
        if skill is None:
            raise errors.skill_not_found(skill_id, self._skills.ids())
        spec = skill.SPEC

        task_id = task_id_for(caller.user_id, message["messageId"])
        logger.append_keys(skill_id=spec.id, task_id=task_id)
        replay = self._store.get(caller.user_id, task_id)
        if replay is not None:
            # A retried message/send: the task exists; do not run or count it again.
            logger.info("replayed message/send", extra={"message_id": message["messageId"]})
            return replay

        try:
            self._limiter.check(caller, spec.rate_limit)
        except RateLimited as exc:
            raise errors.rate_limited(exc.retry_after, str(exc)) from None

        context_id = message.get("contextId") or str(uuid.uuid4())
        turns: tuple[Turn, ...] = ()
        if spec.uses_conversation and message.get("contextId"):
            turns = tuple(Turn(q, a) for q, a in self._store.conversation(caller.user_id, context_id, CONVERSATION_TURNS))
        request = _skill_request(message, caller, task_id, context_id, turns, deadline)
        user_message = wire.with_ids(message, task_id, context_id)

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

        document = task
        answer = _reply_text(task)
        stored = StoredTask(
            task_id=task_id,
            owner=caller.user_id,
            context_id=context_id,
            skill_id=spec.id,
            document=document,
            turn_question=request.text if spec.uses_conversation and not failed else None,
            turn_answer=answer[:TURN_ANSWER_CHARS] if spec.uses_conversation and not failed else None,
        )
        try:
            return self._store.put(stored)
        except TaskTooLarge as exc:
            # The caller still gets the finished task; say honestly that it was not kept.
            logger.warning("task not stored", extra={"reason": str(exc)})
            document.setdefault("metadata", {})["stored"] = False
            return document

    def _tasks_get(self, caller: Caller, raw_params: dict[str, Any], deadline: float) -> dict[str, Any]:
        task_id, history_length = _task_query("TaskQueryParams", raw_params)
        document = self._store.get(caller.user_id, task_id)
        if document is None:
            raise errors.task_not_found(task_id)
        if history_length is not None:
            history = document.get("history", [])
            document["history"] = history[len(history) - history_length :] if history_length else []
        return document

    def _tasks_cancel(self, caller: Caller, raw_params: dict[str, Any], deadline: float) -> dict[str, Any]:
        task_id, _ = _task_query("TaskIdParams", raw_params)
        document = self._store.get(caller.user_id, task_id)
        if document is None:
            raise errors.task_not_found(task_id)
        # Every stored task is terminal (skills run synchronously), so no transition exists.
        raise errors.JsonRpcError(
            errors.INVALID_PARAMS,
            "Invalid state transition",
            {"id": task_id, "state": document.get("status", {}).get("state")},
        )

    # -- task construction ------------------------------------------------------------

    # Task documents are built as JSON directly (protocol.wire), in the models' shape.

    def _completed_task(self, task_id, context_id, spec, user_message: dict, result: SkillResult) -> dict[str, Any]:
        if not isinstance(result, SkillResult) or not result.parts:
            raise TypeError(f"skill {spec.id} returned {type(result).__name__} without parts")
        parts = [wire.data_part(p.data) if isinstance(p, DataOutput) else wire.text_part(p.text) for p in result.parts]
        reply = result.reply or f"{spec.name}: the result is in the artifact '{spec.artifact_name}'."
        return wire.completed_task(task_id, context_id, spec.id, spec.artifact_name, parts, user_message, reply)

    def _failed_task(self, task_id, context_id, skill_id, user_message: dict, reason: str) -> dict[str, Any]:
        return wire.failed_task(task_id, context_id, skill_id, user_message, reason)


def _usable_id(value: Any) -> str | int | None:
    # JSON-RPC ids are strings or numbers; booleans are ints in Python but not ids.
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return None
    return value


def _validate(model_name: str, raw: dict[str, Any]):
    """Validate with the pydantic model of that name (imported only on this slower path)."""
    from pydantic import ValidationError

    from ecclesia.protocol import models

    try:
        return getattr(models, model_name).model_validate(raw)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in ("params", *first["loc"]))
        raise errors.JsonRpcError(
            errors.INVALID_PARAMS,
            f"Invalid params: {where}: {first['msg']}",
            {"field": where, "errors": exc.error_count()},
        ) from None


def _task_query(model_name: str, raw: dict[str, Any]) -> tuple[str, int | None]:
    fast = wire.task_query(raw)
    if fast is not None:
        return fast
    params = _validate(model_name, raw)
    return params.id, getattr(params, "historyLength", None)


def _skill_request(message: dict[str, Any], caller: Caller, task_id: str, context_id: str, turns, deadline: float) -> SkillRequest:
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


def _reply_text(task: dict[str, Any]) -> str:
    history = task.get("history") or []
    return "".join(p["text"] for p in history[-1]["parts"] if p.get("kind") == "text") if history else ""
