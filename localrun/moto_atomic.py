"""Give moto's DynamoDB the per-item write atomicity real DynamoDB guarantees.

moto evaluates a ConditionExpression and applies the update as separate Python steps, with
no lock, so concurrent conditional writes on one item can both pass their condition (seen
here: 30 of 50 accepted at a limit of 15). DynamoDB itself serializes writes to an item.
Wrapping moto's write operations in one lock restores that guarantee without hiding a
client-side race: a read-then-write limiter makes two calls and would still overshoot.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_WRITE_OPERATIONS = ("put_item", "update_item", "delete_item", "transact_write_items")


@contextmanager
def atomic_moto_writes() -> Iterator[None]:
    from moto.dynamodb.models import DynamoDBBackend

    lock = threading.RLock()
    originals = {name: getattr(DynamoDBBackend, name) for name in _WRITE_OPERATIONS}

    def serialized(method: Any) -> Any:
        @functools.wraps(method)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with lock:
                return method(*args, **kwargs)

        return wrapper

    for name, method in originals.items():
        setattr(DynamoDBBackend, name, serialized(method))
    try:
        yield
    finally:
        for name, method in originals.items():
            setattr(DynamoDBBackend, name, method)
