"""The TaskStore contract, held by both stores: every test here runs against
DynamoDBTaskStore (on moto) and InMemoryTaskStore through the ``clocked_store`` fixture.

What the protocol layer relies on: a task is private to its owner; claim / put / release
make a retried message/send replay its task instead of running the skill twice; a lapsed
lease or an expired task frees the id; conversations come back oldest first, per owner and
context; nothing is readable after the 24-hour TTL; owners whose ids hold separators never
see each other's keys. (Paging of ``list_by_owner`` is in test_task_store_list.py.)
"""

from __future__ import annotations

from typing import Any

import pytest

from ecclesia.services.task_store import (
    TASK_TTL_SECONDS,
    Claimed,
    Finished,
    InProgress,
    StoredTask,
    TaskStore,
    task_id_for,
)
from tests.fakes import FakeClock

Store = tuple[TaskStore, FakeClock]


def document(task_id: str, context: str = "c1", state: str = "completed", **extra: Any) -> dict[str, Any]:
    return {"id": task_id, "contextId": context, "status": {"state": state}, **extra}


def stored(task_id: str, owner: str = "ann", context: str = "c1", turn: tuple[str, str] | None = None,
           token: str | None = None) -> StoredTask:
    question, answer = turn if turn else (None, None)
    return StoredTask(task_id, owner, context, "echo", document(task_id, context),
                      turn_question=question, turn_answer=answer, claim_token=token)


def claimed(store: TaskStore, owner: str, task_id: str, lease_until: float) -> Claimed:
    outcome = store.claim(owner, task_id, lease_until)
    assert isinstance(outcome, Claimed), outcome
    return outcome


def test_get_reads_back_what_put_stored_and_nothing_else(clocked_store: Store) -> None:
    store, _ = clocked_store
    assert store.get("ann", "t1") is None
    doc = document("t1", artifacts=[{"parts": [{"kind": "data", "data": {"pi": 3.14, "none": None}}]}])
    assert store.put(StoredTask("t1", "ann", "c1", "echo", doc)) == doc
    fetched = store.get("ann", "t1")
    assert fetched == doc
    assert type(fetched["artifacts"][0]["parts"][0]["data"]["pi"]) is float  # not a Decimal
    fetched["status"]["state"] = "mutated"
    assert store.get("ann", "t1") == doc  # the caller got a copy
    assert store.get("bob", "t1") is None  # another owner: as if it did not exist


def test_claim_then_finish_then_replay(clocked_store: Store) -> None:
    store, clock = clocked_store
    claim = claimed(store, "ann", "t1", clock.now + 30)
    busy = store.claim("ann", "t1", clock.now + 30)
    assert isinstance(busy, InProgress) and busy.lease_until >= clock.now + 30
    assert store.get("ann", "t1") is None  # a running claim is not a task
    assert store.put(stored("t1", token=claim.token)) == document("t1")
    replay = store.claim("ann", "t1", clock.now + 30)
    assert isinstance(replay, Finished) and replay.document == document("t1")


def test_release_frees_the_id_only_for_the_claims_own_token(clocked_store: Store) -> None:
    store, clock = clocked_store
    claim = claimed(store, "ann", "t1", clock.now + 30)
    store.release("ann", "t1", "not-the-token")
    assert isinstance(store.claim("ann", "t1", clock.now + 30), InProgress)
    store.release("ann", "t1", claim.token)
    again = claimed(store, "ann", "t1", clock.now + 30)
    assert again.token != claim.token


def test_a_lapsed_lease_can_be_claimed_again(clocked_store: Store) -> None:
    store, clock = clocked_store
    first = claimed(store, "ann", "t1", clock.now + 30)
    clock.now += 32
    second = claimed(store, "ann", "t1", clock.now + 30)
    assert second.token != first.token
    store.release("ann", "t1", first.token)  # the old run's release undoes nothing now
    assert isinstance(store.claim("ann", "t1", clock.now + 30), InProgress)


def test_a_second_put_returns_the_first_task(clocked_store: Store) -> None:
    store, clock = clocked_store
    first = stored("t1")
    assert store.put(first) == first.document
    clock.now += 1
    later = StoredTask("t1", "ann", "c1", "echo", document("t1", state="failed"))
    assert store.put(later) == first.document
    assert store.get("ann", "t1") == first.document


def test_conversation_is_oldest_first_limited_and_scoped(clocked_store: Store) -> None:
    store, clock = clocked_store
    for n in range(4):
        clock.now += 1
        store.put(stored(f"t{n}", turn=(f"q{n}", f"a{n}")))
    clock.now += 1
    store.put(stored("no-turn"))  # a task that is not a conversational turn
    store.put(stored("other-context", context="c2", turn=("qx", "ax")))
    store.put(stored("other-owner", owner="bob", turn=("qy", "ay")))
    assert store.conversation("ann", "c1", 10) == [(f"q{n}", f"a{n}") for n in range(4)]
    assert store.conversation("ann", "c1", 2) == [("q2", "a2"), ("q3", "a3")]
    assert store.conversation("ann", "c2", 10) == [("qx", "ax")]
    assert store.conversation("bob", "c1", 10) == [("qy", "ay")]
    assert store.conversation("carol", "c1", 10) == []


def test_nothing_is_read_after_the_ttl_and_the_id_is_free_again(clocked_store: Store) -> None:
    store, clock = clocked_store
    store.put(stored("t1", turn=("q", "a")))
    clock.now += TASK_TTL_SECONDS - 1
    assert store.get("ann", "t1") is not None
    assert [d["id"] for d in store.list_by_owner("ann", 10).documents] == ["t1"]
    clock.now += 2
    assert store.get("ann", "t1") is None
    assert store.conversation("ann", "c1", 10) == []
    page = store.list_by_owner("ann", 10)
    assert page.documents == [] and page.total_size == 0
    claim = claimed(store, "ann", "t1", clock.now + 30)  # an expired leftover does not replay
    assert store.put(stored("t1", token=claim.token)) == document("t1")
    assert store.get("ann", "t1") == document("t1")


@pytest.mark.parametrize(
    ("separator", "first", "second"),
    [
        ("#", ("a#b", "c"), ("a", "b#c")),
        ("\n", ("a\nb", "c"), ("a", "b\nc")),
        ("", ("ab", "c"), ("a", "bc")),
        ("#", ("ü#ñ", "x y"), ("ü", "ñ#x y")),
    ],
)
def test_owners_with_separators_never_share_keys(
    clocked_store: Store, separator: str, first: tuple[str, str], second: tuple[str, str]
) -> None:
    store, clock = clocked_store
    (owner_a, context_a), (owner_b, context_b) = first, second
    # Keys built as owner + separator + context (or message id) would collide for these pairs.
    assert owner_a + separator + context_a == owner_b + separator + context_b
    assert task_id_for(owner_a, context_a) != task_id_for(owner_b, context_b)
    store.put(stored("ta", owner=owner_a, context=context_a, turn=("qa", "aa")))
    clock.now += 1
    store.put(stored("tb", owner=owner_b, context=context_b, turn=("qb", "ab")))
    assert store.conversation(owner_a, context_a, 10) == [("qa", "aa")]
    assert store.conversation(owner_b, context_b, 10) == [("qb", "ab")]
    assert store.get(owner_a, "tb") is None and store.get(owner_b, "ta") is None
    assert [d["id"] for d in store.list_by_owner(owner_a, 10).documents] == ["ta"]
    assert [d["id"] for d in store.list_by_owner(owner_b, 10).documents] == ["tb"]
