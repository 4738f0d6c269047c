"""JSON-RPC 2.0 dispatch of the A2A methods: message/send, tasks/get, tasks/cancel.

Order of checks for every call, chosen so that nothing is counted or run for a request
that will be refused anyway:

1. body size, encoding, depth, then JSON parse (``json_input``; the id is recovered early
   so even a 401 echoes it);
2. authentication and plan (-32004 / -32005), before anything else is revealed;
3. envelope (-32600), method (-32601), params (-32602) (``envelope``);
4. the method: ``message_send.MessageSend`` (its steps: skill, taskId, claim or replay,
   count, run, store) or ``task_methods``.

A dependency outage (DynamoDB throttled or unreachable) is answered within seconds with
-32603 whose ``data.retryable`` says whether to retry (``services.aws``); anything else
unexpected is -32603 with the traceback in the log, never in the answer.

Batch requests (a JSON array) are rejected with -32600: every call must carry its own
HTTP status (401/403/429 mirror the error class), which a batch response cannot.
"""

from __future__ import annotations

from typing import Any, Callable

from ecclesia.observability import logger
from ecclesia.protocol import errors
from ecclesia.protocol.envelope import RpcResponse, error_response, read_envelope, result_response, usable_id
from ecclesia.protocol.errors import JsonRpcError
from ecclesia.protocol.json_input import MAX_BODY_BYTES, decode_body
from ecclesia.protocol.message_send import MessageSend
from ecclesia.protocol.skill_dispatch import RegisteredSkills, SkillCatalog
from ecclesia.protocol.task_methods import tasks_cancel, tasks_get
from ecclesia.services.aws import request_deadline
from ecclesia.services.identity import (
    Authenticator,
    Caller,
    PlanRequired,
    RateLimiter,
    ServiceUnavailable,
    Unauthorized,
    require_paid_plan,
)
from ecclesia.services.task_store import TaskStore

__all__ = ["A2ARequestHandler", "MAX_BODY_BYTES", "RegisteredSkills", "RpcResponse", "SkillCatalog"]

Method = Callable[[Caller, dict[str, Any], float], dict[str, Any]]


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
        self._store = task_store
        self._auth = authenticator
        self._methods: dict[str, Method] = {
            "message/send": MessageSend(task_store, rate_limiter, skills or RegisteredSkills()),
            "tasks/get": lambda caller, params, deadline: tasks_get(task_store, caller, params),
            "tasks/cancel": lambda caller, params, deadline: tasks_cancel(task_store, caller, params),
        }

    # -- hooks for the other wire formats ---------------------------------------------

    @property
    def task_store(self) -> TaskStore:
        return self._store

    def authenticate(self, authorization: str | None) -> Caller:
        """The paying caller behind a bearer token, or the -32004/-32005 JsonRpcError."""
        try:
            caller = self._auth.authenticate(authorization)
            require_paid_plan(caller)
            return caller
        except Unauthorized as exc:
            raise errors.unauthorized(exc.reason, exc.missing_token) from None
        except PlanRequired as exc:
            raise errors.plan_required(str(exc)) from None

    # -- one request ------------------------------------------------------------------

    def handle(self, body: str | bytes | None, authorization: str | None, deadline: float) -> RpcResponse:
        deadline_token = request_deadline.set(deadline)
        try:
            return self._answer(body, authorization, deadline)
        finally:
            request_deadline.reset(deadline_token)

    def _answer(self, body: str | bytes | None, authorization: str | None, deadline: float) -> RpcResponse:
        request_id: Any = None
        try:
            payload = decode_body(body)
            if isinstance(payload, dict):
                request_id = usable_id(payload.get("id"))
            caller = self.authenticate(authorization)
            if isinstance(payload, JsonRpcError):
                raise payload
            method, params = read_envelope(payload, self._methods)
            logger.append_keys(rpc_method=method, user_id=caller.user_id)
            return result_response(request_id, self._methods[method](caller, params, deadline))
        except JsonRpcError as error:
            return error_response(request_id, error)
        except ServiceUnavailable as exc:
            logger.warning("dependency unavailable", extra={"reason": exc.reason, "retryable": exc.retryable})
            return error_response(request_id, errors.service_unavailable(exc.reason, exc.retryable, exc.retry_after))
        except Exception:
            # Never a stack trace in a response: log it, answer -32603.
            logger.exception("unhandled error while serving a JSON-RPC request")
            return error_response(request_id, errors.internal_error())
