"""The 1.0 methods with no 0.3 counterpart: ``ListTasks``, and the ones this agent refuses.

``ListTasks`` authenticates through the handler (the endpoint does that) and reads the
task store's ``by_owner`` index directly. Streaming, push notifications and the extended
card are not offered by this synchronous, stream-less agent; each gets its 1.0 error.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from ecclesia.protocol.a2a_v1.error_mapping import A2AError, error_info, history_length, invalid
from ecclesia.protocol.a2a_v1.shapes import task_to_v1
from ecclesia.protocol.a2a_v1.vocabulary import (
    A2A_DOMAIN,
    EXTENDED_CARD_NOT_CONFIGURED,
    PUSH_NOT_SUPPORTED,
    STATE_TO_V1,
    STATE_TO_V03,
    UNSUPPORTED_OPERATION,
)
from ecclesia.services.task_store import BadPageToken, TaskStore

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 100

# 1.0 methods this synchronous, stream-less agent does not offer, with the 1.0 error each gets.
UNSUPPORTED = {
    "SendStreamingMessage": (UNSUPPORTED_OPERATION, "Streaming is not supported: SendMessage returns the finished task"),
    "SubscribeToTask": (UNSUPPORTED_OPERATION, "Streaming is not supported: every task is finished when SendMessage returns"),
    "CreateTaskPushNotificationConfig": (PUSH_NOT_SUPPORTED, "Push Notification is not supported"),
    "GetTaskPushNotificationConfig": (PUSH_NOT_SUPPORTED, "Push Notification is not supported"),
    "ListTaskPushNotificationConfigs": (PUSH_NOT_SUPPORTED, "Push Notification is not supported"),
    "DeleteTaskPushNotificationConfig": (PUSH_NOT_SUPPORTED, "Push Notification is not supported"),
    "GetExtendedAgentCard": (EXTENDED_CARD_NOT_CONFIGURED, "Authenticated Extended Card is not configured"),
}


def unsupported(method: str) -> A2AError:
    """The 1.0 error for a method in ``UNSUPPORTED``."""
    code, message = UNSUPPORTED[method]
    reason = {PUSH_NOT_SUPPORTED: "PUSH_NOTIFICATION_NOT_SUPPORTED",
              EXTENDED_CARD_NOT_CONFIGURED: "EXTENDED_AGENT_CARD_NOT_CONFIGURED"}.get(code, "UNSUPPORTED_OPERATION")
    return A2AError(code, message, [error_info(reason, A2A_DOMAIN, {"method": method})])


def list_tasks(task_store: TaskStore, owner: str, params: Any) -> dict[str, Any]:
    """The ``ListTasks`` result: one page of the owner's tasks in the 1.0 shape.

    Args:
        task_store: the store the handler keeps tasks in.
        owner: the authenticated caller's user id.
        params: the request's ``params`` (checked here: a bad one is -32602).

    Raises:
        JsonRpcError: -32602 naming the bad parameter.
        ServiceUnavailable: the task store is throttled or out of reach.
    """
    if not isinstance(params, dict):
        raise invalid("params", "must be an object")
    page_size = params.get("pageSize", DEFAULT_PAGE_SIZE)
    if isinstance(page_size, bool) or not isinstance(page_size, int) or not 1 <= page_size <= MAX_PAGE_SIZE:
        raise invalid("pageSize", f"must be an integer from 1 to {MAX_PAGE_SIZE}")
    kept_history = history_length(params.get("historyLength"), "historyLength")
    page_token = params.get("pageToken", "")
    if not isinstance(page_token, str):
        raise invalid("pageToken", "must be a string")
    context_id = params.get("contextId") or None
    if context_id is not None and not isinstance(context_id, str):
        raise invalid("contextId", "must be a string")
    state = None
    if params.get("status") not in (None, "", "TASK_STATE_UNSPECIFIED"):
        state = STATE_TO_V03.get(params["status"]) if isinstance(params["status"], str) else None
        if state is None:
            raise invalid("status", f"must be one of {', '.join(STATE_TO_V1.values())}")
    after_ms = None
    if params.get("statusTimestampAfter"):
        after_ms = _timestamp_ms(params["statusTimestampAfter"])
    include_artifacts = params.get("includeArtifacts", False)
    if not isinstance(include_artifacts, bool):
        raise invalid("includeArtifacts", "must be true or false")
    try:
        page = task_store.list_by_owner(
            owner, page_size, page_token, context_id=context_id, state=state, created_after_ms=after_ms)
    except BadPageToken as exc:
        raise invalid("pageToken", str(exc).split(": ", 1)[-1]) from None
    tasks = []
    for document in page.documents:
        task = task_to_v1(document, kept_history)
        if not include_artifacts:
            task.pop("artifacts", None)  # the spec: omitted entirely, not an empty list
        tasks.append(task)
    return {"tasks": tasks, "nextPageToken": page.next_page_token, "pageSize": page_size,
            "totalSize": page.total_size}


def _timestamp_ms(value: Any) -> int:
    if not isinstance(value, str):
        raise invalid("statusTimestampAfter", "must be an ISO 8601 timestamp such as 2026-03-19T10:00:00Z")
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise invalid("statusTimestampAfter", "must be an ISO 8601 timestamp such as 2026-03-19T10:00:00Z") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)
