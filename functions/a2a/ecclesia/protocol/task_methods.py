"""tasks/get and tasks/cancel: reads of the caller's own finished tasks."""

from __future__ import annotations

from typing import Any

from ecclesia.protocol import errors
from ecclesia.protocol.envelope import validate_params
from ecclesia.protocol.models import TaskIdParams, TaskQueryParams
from ecclesia.services.identity import Caller
from ecclesia.services.task_store import TaskStore


def tasks_get(store: TaskStore, caller: Caller, raw_params: dict[str, Any]) -> dict[str, Any]:
    params = validate_params(TaskQueryParams, raw_params)
    document = store.get(caller.user_id, params.id)
    if document is None:
        raise errors.task_not_found(params.id)
    if params.historyLength is not None:
        history = document.get("history", [])
        document["history"] = history[len(history) - params.historyLength :] if params.historyLength else []
    return document


def tasks_cancel(store: TaskStore, caller: Caller, raw_params: dict[str, Any]) -> dict[str, Any]:
    params = validate_params(TaskIdParams, raw_params)
    document = store.get(caller.user_id, params.id)
    if document is None:
        raise errors.task_not_found(params.id)
    # Every stored task is terminal (skills run synchronously), so no transition exists.
    raise errors.JsonRpcError(
        errors.INVALID_PARAMS,
        "Invalid state transition",
        {"id": params.id, "state": document.get("status", {}).get("state")},
    )
