"""Give moto's DynamoDB the per-item write atomicity real DynamoDB guarantees.

moto evaluates a ConditionExpression and applies the update as separate Python steps, with
no lock, so concurrent conditional writes on one item can both pass their condition (seen
here: 30 of 50 accepted at a limit of 15). DynamoDB itself serializes writes to an item.
Wrapping moto's write operations in one lock restores that guarantee without hiding a
client-side race: a read-then-write limiter makes two calls and would still overshoot.

The lock is taken around the whole request as moto's response layer handles it, not only
around the backend's write: moto's UpdateItem handler deep-copies the stored item before
calling the backend, and a copy made while another thread's write adds an attribute fails
with "dictionary changed size during iteration" (a flaky rate-limiter test, round 33's CI).
DynamoDB never shows a reader or writer an item half-written, so item reads share the lock.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_WRITE_OPERATIONS = ("put_item", "update_item", "delete_item", "transact_write_items")
# The response layer's handlers of the operations that read or write one stored item whole.
_ITEM_REQUESTS = (*_WRITE_OPERATIONS, "get_item", "batch_write_item")


@contextmanager
def atomic_moto_writes() -> Iterator[None]:
    from moto.dynamodb.models import DynamoDBBackend
    from moto.dynamodb.responses import DynamoHandler

    lock = threading.RLock()
    originals: list[tuple[type, str, Any]] = [
        (owner, name, getattr(owner, name))
        for owner, names in ((DynamoDBBackend, _WRITE_OPERATIONS), (DynamoHandler, _ITEM_REQUESTS))
        for name in names
    ]

    def serialized(method: Any) -> Any:
        @functools.wraps(method)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with lock:
                return method(*args, **kwargs)

        return wrapper

    for owner, name, method in originals:
        setattr(owner, name, serialized(method))
    try:
        yield
    finally:
        for owner, name, method in originals:
            setattr(owner, name, method)
