"""list_by_owner, the task store's index of a caller's tasks (A2A 1.0 ListTasks), on both
stores (the ``clocked_store`` fixture): newest first, exact pages under filters, cursors, expiry."""

from __future__ import annotations

import pytest

from ecclesia.services.task_store import BadPageToken, StoredTask


def put(store, clock, task_id, owner="ann", context="c1", state="completed"):
    clock.now += 1
    document = {"id": task_id, "contextId": context, "status": {"state": state}}
    store.put(StoredTask(task_id, owner, context, "echo", document))


def pages(store, owner, size, **filters):
    out, token = [], ""
    while True:
        page = store.list_by_owner(owner, size, token, **filters)
        out.append([d["id"] for d in page.documents])
        token = page.next_page_token
        if not token:
            return out, page.total_size


def test_pages_are_exact_and_newest_first_under_a_filter(clocked_store):
    store, clock = clocked_store
    for n in range(25):  # failed every third task: the filter drops most of each Query batch
        put(store, clock, f"t{n:02}", state="failed" if n % 3 == 0 else "completed")
    put(store, clock, "other", owner="bob")
    listed, total = pages(store, "ann", 4, state="failed")
    expected = [f"t{n:02}" for n in reversed(range(0, 25, 3))]
    assert [i for page in listed for i in page] == expected and total == 9
    assert [len(p) for p in listed] == [4, 4, 1]
    listed, total = pages(store, "ann", 10)
    assert [len(p) for p in listed] == [10, 10, 5] and total == 25


def test_context_time_and_expiry_filters(clocked_store):
    store, clock = clocked_store
    put(store, clock, "a", context="x")
    cutoff_ms = int(clock.now * 1000)
    put(store, clock, "b", context="y")
    put(store, clock, "c", context="x")
    assert pages(store, "ann", 5, context_id="x")[0] == [["c", "a"]]
    assert pages(store, "ann", 5, created_after_ms=cutoff_ms)[0] == [["c", "b"]]
    clock.now += 24 * 3600 - 1.5  # "a" (the oldest) has expired, the others not yet
    assert pages(store, "ann", 5)[0] == [["c", "b"]]


def test_tokens_are_checked(clocked_store):
    store, _ = clocked_store
    for token in ("not base64 !", "e30", "eyJ0IjoxLCJjIjoiMSJ9"):
        with pytest.raises(BadPageToken):
            store.list_by_owner("ann", 5, token)
