"""tasks/get and tasks/cancel: reads of the caller's own finished tasks."""

from __future__ import annotations

from typing import Any

from ecclesia.protocol import errors, wire
from ecclesia.protocol.envelope import validate_params
from ecclesia.services.identity import Caller
from ecclesia.services.task_store import TaskStore


def task_query(model_name: str, raw_params: dict[str, Any]) -> tuple[str, int | None]:
    """(id, historyLength) of the params: by hand when well formed, else through the model."""
    fast = wire.task_query(raw_params)
    if fast is not None:
        return fast
    params = validate_params(model_name, raw_params)
    return params.id, getattr(params, "historyLength", None)


def tasks_get(store: TaskStore, caller: Caller, raw_params: dict[str, Any]) -> dict[str, Any]:
    task_id, history_length = task_query("TaskQueryParams", raw_params)
    document = store.get(caller.user_id, task_id)
    if document is None:
        raise errors.task_not_found(task_id)
    if history_length is not None:
        history = document.get("history", [])
        document["history"] = history[len(history) - history_length :] if history_length else []
    return document


def tasks_cancel(store: TaskStore, caller: Caller, raw_params: dict[str, Any]) -> dict[str, Any]:
    task_id, _ = task_query("TaskIdParams", raw_params)
    document = store.get(caller.user_id, task_id)
    if document is None:
        raise errors.task_not_found(task_id)
    # Every stored task is terminal (skills run synchronously), so no transition exists.
    raise errors.JsonRpcError(
        errors.INVALID_PARAMS,
        "Invalid state transition",
        {"id": task_id, "state": document.get("status", {}).get("state")},
    )
