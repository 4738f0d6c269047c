"""Task store: finished tasks in DynamoDB, private to their caller, kept 24 hours.

Table layout (see ``TasksTable`` in template.yaml):

- ``pk`` (S, hash key): the task id. Task ids are derived from (caller, messageId), so a
  retried message/send finds the task it already created with one read and the skill
  does not run twice.
- ``owner`` (S): the caller's user id. A read by anyone else is a miss, exactly as if the
  task did not exist.
- ``claim_state`` (S): ``running`` while a claim holds the id (see below), ``done`` once the
  finished task is stored. Items written before claims existed have no state and are done.
- ``turn_context`` (S) = ``owner_key(owner) + contextId`` and ``created_at`` (N, epoch ms):
  the sparse ``by_context`` index. Only conversational turns (catholic_qa) carry
  ``turn_context``, so a follow-up question loads the earlier turns of the same caller's
  context with one Query whose ``Limit`` counts turns only, without reading whole tasks
  (``turn_q``/``turn_a`` are projected into the index).
- ``owner`` (S) and ``created_at`` (N) also key the ``by_owner`` index, newest first, for
  A2A 1.0 ``ListTasks`` (``list_by_owner``); ``context_id`` and ``task_state`` (S) are kept
  beside them (and projected) so the list filters on them without opening documents; the
  page's documents are then read from the table with one BatchGetItem. Tasks are never
  updated after they are stored, so creation time is also last-update time.
- ``expires_at`` (N, epoch seconds): native TTL. TTL deletion lags by up to two days, so
  reads filter on it too.
- ``doc`` (B): the A2A Task JSON, zlib-compressed. Stored as one opaque attribute because
  the protocol layer owns the Task shape; this store only keeps documents (and DynamoDB's
  number type would otherwise turn every float in skill output into a Decimal).

Idempotency under concurrency (``claim``): before a message/send runs its skill, it writes
an in-progress item under the task id with a conditional PutItem (``attribute_not_exists``,
or an expired item, or a running claim whose lease has lapsed). DynamoDB serializes writes
to one item, so of any number of concurrent duplicates exactly one claims the id; the
others see ``InProgress`` (and wait for the task) or ``Finished`` (and replay it). Finishing
replaces the claim with the task (``put`` with the claim's token); a request that ends
without a task (rate-limited, invalid input, too large to store) deletes its claim.

Keys never collide across callers, whatever a ``sub`` holds: the owner enters every derived
key length-prefixed (``owner_key``), so ``("a#b", "c")`` and ``("a", "b#c")`` differ.
Changing this derivation (from ``owner + "#"`` / ``owner + "\\n"``) only affects items
younger than the 24-hour TTL: during the first day after a deploy a follow-up question does
not see turns asked before it, and a retry of a message sent before it runs again once.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import threading
import time
import uuid
import zlib
from dataclasses import dataclass
from typing import Any, Protocol

from ecclesia.services.aws import is_conditional_check_failure

TASK_TTL_SECONDS = 24 * 60 * 60
CONTEXT_INDEX = "by_context"
OWNER_INDEX = "by_owner"
# DynamoDB's item limit is 400 KB; leave room for the other attributes.
MAX_DOC_BYTES = 380_000
# Namespace for deterministic task ids: uuid5(caller + messageId).
_TASK_ID_NAMESPACE = uuid.UUID("6f1c7e1a-9a57-4f0e-9d8e-2f5b3c1a7e21")


RUNNING = "running"
DONE = "done"


def owner_key(owner: str) -> str:
    """The owner as a key prefix that no other owner's prefix can imitate: its length, a
    colon, then the owner itself (read back unambiguously whatever characters it holds)."""
    return f"{len(owner)}:{owner}"


def task_id_for(owner: str, message_id: str) -> str:
    """The id of the task that (owner, messageId) creates: stable across retries."""
    return str(uuid.uuid5(_TASK_ID_NAMESPACE, owner_key(owner) + message_id))


def turn_context_key(owner: str, context_id: str) -> str:
    """The key of an owner's conversation in one context (the owner length-prefixed)."""
    return owner_key(owner) + context_id


@dataclass(frozen=True, slots=True)
class Claimed:
    """This request holds the task id: run the skill, then ``put`` with ``token``."""

    token: str


@dataclass(frozen=True, slots=True)
class Finished:
    """The task exists already: replay it."""

    document: dict[str, Any]


@dataclass(frozen=True, slots=True)
class InProgress:
    """A concurrent duplicate holds the id until ``lease_until`` (epoch seconds)."""

    lease_until: float


ClaimOutcome = Claimed | Finished | InProgress


@dataclass(frozen=True, slots=True)
class StoredTask:
    """A finished task to store, with the turn it adds to its conversation.

    Attributes:
        task_id: the task id (derived from the caller and ``messageId``).
        owner: the caller's user id.
        context_id: the conversation the task belongs to.
        skill_id: the skill that ran.
        document: the Task document returned to the caller.
        turn_question: for conversational skills, the question of this turn.
        turn_answer: for conversational skills, the answer kept for follow-ups.
        claim_token: the token of the claim this task finishes (``None``: no claim).
    """

    task_id: str
    owner: str
    context_id: str
    skill_id: str
    document: dict[str, Any]
    # For skills that hold conversations: the question and the answer of this turn.
    turn_question: str | None = None
    turn_answer: str | None = None
    # The token of the claim this task finishes (None: no claim was taken).
    claim_token: str | None = None


class TaskTooLarge(Exception):
    """The task document does not fit in one DynamoDB item even compressed."""


class BadPageToken(ValueError):
    """A ``page_token`` that this store did not issue (or that was altered)."""


@dataclass(frozen=True, slots=True)
class TaskPage:
    """One page of an owner's live tasks, newest first."""

    documents: list[dict[str, Any]]
    # Empty when this is the last page.
    next_page_token: str
    # Live tasks matching the filters, across all pages.
    total_size: int


class TaskStore(Protocol):
    """Where finished tasks and in-progress claims live (DynamoDB, or memory in tests)."""

    def get(self, owner: str, task_id: str) -> dict[str, Any] | None:
        """The owner's finished task, or None (unknown, foreign, expired or still running)."""
        ...

    def claim(self, owner: str, task_id: str, lease_until: float) -> ClaimOutcome:
        """Take the task id for one run, or say who has it (see the module docstring)."""
        ...

    def release(self, owner: str, task_id: str, token: str) -> None:
        """Give up a claim that will not produce a task."""
        ...

    def put(self, task: StoredTask) -> dict[str, Any]:
        """Store ``task`` unless a live task with its id exists; return the stored document."""
        ...

    def conversation(self, owner: str, context_id: str, limit: int) -> list[tuple[str, str]]:
        """Earlier (question, answer) turns of the owner's context, oldest first."""
        ...

    def list_by_owner(
        self, owner: str, page_size: int, page_token: str = "", context_id: str | None = None,
        state: str | None = None, created_after_ms: int | None = None,
    ) -> TaskPage:
        """The owner's live tasks, newest first, ``page_size`` at most per page."""
        ...


class DynamoDBTaskStore:
    """The TaskStore on a DynamoDB table, through the low-level client (cheapest import)."""

    def __init__(self, table_name: str, client: Any, clock=time.time) -> None:
        self._table = table_name
        self._client = client
        self._clock = clock

    def get(self, owner: str, task_id: str) -> dict[str, Any] | None:
        """See ``TaskStore.get`` (a strongly consistent read)."""
        # Strongly consistent: a client may call tasks/get right after message/send.
        item = self._client.get_item(
            TableName=self._table,
            Key={"pk": {"S": task_id}},
            ConsistentRead=True,
            ProjectionExpression="#o, expires_at, doc",
            ExpressionAttributeNames={"#o": "owner"},
        ).get("Item")
        return self._live_document(item, owner)

    def claim(self, owner: str, task_id: str, lease_until: float) -> ClaimOutcome:
        """See ``TaskStore.claim`` (one conditional write)."""
        now = self._clock()
        token = uuid.uuid4().hex
        try:
            self._client.put_item(
                TableName=self._table,
                Item={
                    "pk": {"S": task_id},
                    "owner": {"S": owner},
                    "claim_state": {"S": RUNNING},
                    "claim_token": {"S": token},
                    "lease_until": {"N": str(int(math.ceil(lease_until)))},
                    # A claim left by a crashed run is cleaned up by TTL like any task.
                    "expires_at": {"N": str(int(now) + TASK_TTL_SECONDS)},
                },
                ConditionExpression=(
                    "attribute_not_exists(pk) OR expires_at < :now OR (#s = :running AND lease_until < :now)"
                ),
                ExpressionAttributeNames={"#s": "claim_state"},
                ExpressionAttributeValues={":now": {"N": str(int(now))}, ":running": {"S": RUNNING}},
                ReturnValuesOnConditionCheckFailure="ALL_OLD",
            )
        except Exception as exc:
            if not is_conditional_check_failure(exc):
                raise
            item = getattr(exc, "response", {}).get("Item") or {}
            if item.get("claim_state", {}).get("S") == RUNNING:
                return InProgress(float(item["lease_until"]["N"]))
            document = self._live_document(item, owner)
            if document is None:
                # Only another owner's item could get here, and task ids embed the owner.
                raise RuntimeError(f"task id {task_id} is held by an item this caller cannot read") from None
            return Finished(document)
        return Claimed(token)

    def release(self, owner: str, task_id: str, token: str) -> None:
        """See ``TaskStore.release`` (deletes the claim only if it still holds ``token``)."""
        try:
            self._client.delete_item(
                TableName=self._table,
                Key={"pk": {"S": task_id}},
                ConditionExpression="claim_token = :t AND #s = :running",
                ExpressionAttributeNames={"#s": "claim_state"},
                ExpressionAttributeValues={":t": {"S": token}, ":running": {"S": RUNNING}},
            )
        except Exception as exc:
            if not is_conditional_check_failure(exc):
                raise
            # the claim lapsed and someone else holds the id now: nothing of ours to undo

    def put(self, task: StoredTask) -> dict[str, Any]:
        """See ``TaskStore.put`` (the document compressed, one conditional write).

        Raises:
            TaskTooLarge: the document does not fit one item even compressed.
        """
        now = self._clock()
        blob = zlib.compress(json.dumps(task.document, separators=(",", ":")).encode(), 6)
        if len(blob) > MAX_DOC_BYTES:
            raise TaskTooLarge(f"task document is {len(blob)} bytes compressed; limit {MAX_DOC_BYTES}")
        item: dict[str, Any] = {
            "pk": {"S": task.task_id},
            "owner": {"S": task.owner},
            "created_at": {"N": str(int(now * 1000))},
            "expires_at": {"N": str(int(now) + TASK_TTL_SECONDS)},
            "skill_id": {"S": task.skill_id},
            "claim_state": {"S": DONE},
            "context_id": {"S": task.context_id},
            "task_state": {"S": str(task.document.get("status", {}).get("state", ""))},
            "doc": {"B": blob},
        }
        if task.turn_question is not None and task.turn_answer is not None:
            item["turn_context"] = {"S": turn_context_key(task.owner, task.context_id)}
            item["turn_q"] = {"S": task.turn_question}
            item["turn_a"] = {"S": task.turn_answer}
        condition = "attribute_not_exists(pk) OR expires_at < :now"
        values: dict[str, Any] = {":now": {"N": str(int(now))}}
        if task.claim_token is not None:
            # Our own claim is replaced by the task; anyone else's item is left alone.
            condition += " OR claim_token = :t"
            values[":t"] = {"S": task.claim_token}
        try:
            # A concurrent retry of the same message may have stored it first; an expired
            # leftover (TTL lag) may be overwritten.
            self._client.put_item(
                TableName=self._table,
                Item=item,
                ConditionExpression=condition,
                ExpressionAttributeValues=values,
                ReturnValuesOnConditionCheckFailure="ALL_OLD",
            )
        except Exception as exc:
            if not is_conditional_check_failure(exc):
                raise
            old = getattr(exc, "response", {}).get("Item") or {}
            existing = self._live_document(old, task.owner)
            if existing is not None:
                return existing
            if old.get("claim_state", {}).get("S") == RUNNING and old.get("owner", {}).get("S") == task.owner:
                # Our lease lapsed and a duplicate holds the id now; it will store its own
                # run. This caller still gets the task it waited for.
                return task.document
            raise
        return task.document

    def conversation(self, owner: str, context_id: str, limit: int) -> list[tuple[str, str]]:
        """See ``TaskStore.conversation`` (a query of the context index)."""
        response = self._client.query(
            TableName=self._table,
            IndexName=CONTEXT_INDEX,
            KeyConditionExpression="turn_context = :k",
            FilterExpression="expires_at > :now",
            ExpressionAttributeValues={
                ":k": {"S": turn_context_key(owner, context_id)},
                ":now": {"N": str(int(self._clock()))},
            },
            ScanIndexForward=False,
            Limit=limit,
        )
        turns = [(i["turn_q"]["S"], i["turn_a"]["S"]) for i in response.get("Items", [])]
        return list(reversed(turns))

    def list_by_owner(
        self, owner: str, page_size: int, page_token: str = "", context_id: str | None = None,
        state: str | None = None, created_after_ms: int | None = None,
    ) -> TaskPage:
        """See ``TaskStore.list_by_owner`` (a query of the ``by_owner`` index).

        Raises:
            BadPageToken: ``page_token`` was not issued by this store.
        """
        now = str(int(self._clock()))
        filters, values = ["expires_at > :now"], {":o": {"S": owner}, ":now": {"N": now}}
        if context_id is not None:
            filters.append("context_id = :c")
            values[":c"] = {"S": context_id}
        if state is not None:
            filters.append("task_state = :s")
            values[":s"] = {"S": state}
        key_condition = "#o = :o"
        if created_after_ms is not None:
            key_condition += " AND created_at > :after"
            values[":after"] = {"N": str(created_after_ms)}
        query = {
            "TableName": self._table,
            "IndexName": OWNER_INDEX,
            "KeyConditionExpression": key_condition,
            "FilterExpression": " AND ".join(filters),
            "ExpressionAttributeNames": {"#o": "owner"},
            "ExpressionAttributeValues": values,
        }
        # A filter is applied after DynamoDB's Limit, so read on until the page is full;
        # the next page starts after the last task returned, not after the last one read.
        # The index holds keys and the filtered attributes only (every message/send writes
        # it, so it stays small); the page's documents come from the table in one batch.
        keys: list[dict[str, Any]] = []
        start = _decode_page_token(page_token, owner)
        more = True
        while more and len(keys) < page_size:
            kwargs = dict(query, ScanIndexForward=False, Limit=max(page_size - len(keys), 10))
            if start is not None:
                kwargs["ExclusiveStartKey"] = start
            response = self._client.query(**kwargs)
            items = response.get("Items", [])
            start = response.get("LastEvaluatedKey")
            taken = items[: page_size - len(keys)]
            keys.extend(taken)
            more = len(taken) < len(items) or start is not None
        next_token = _encode_page_token(keys[-1]) if more and keys else ""
        return TaskPage(self._documents(owner, keys), next_token, self._count(query))

    def _documents(self, owner: str, keys: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The documents of ``keys`` in their order, with one BatchGetItem (at most 100)."""
        if not keys:
            return []
        wanted: dict[str, Any] = {
            self._table: {"Keys": [{"pk": k["pk"]} for k in keys], "ConsistentRead": True,
                          "ProjectionExpression": "pk, #o, expires_at, doc", "ExpressionAttributeNames": {"#o": "owner"}}
        }
        found: dict[str, dict[str, Any]] = {}
        for _ in range(5):  # unprocessed keys are retried, as DynamoDB asks
            response = self._client.batch_get_item(RequestItems=wanted)
            for item in response.get("Responses", {}).get(self._table, []):
                found[item["pk"]["S"]] = item
            wanted = response.get("UnprocessedKeys") or {}
            if not wanted:
                break
        documents = []
        for key in keys:
            # A task deleted by TTL between the Query and the read is simply not listed.
            document = self._live_document(found.get(key["pk"]["S"]), owner)
            if document is not None:
                documents.append(document)
        return documents

    def _count(self, query: dict[str, Any]) -> int:
        total, start = 0, None
        while True:
            kwargs = dict(query, Select="COUNT")
            if start is not None:
                kwargs["ExclusiveStartKey"] = start
            response = self._client.query(**kwargs)
            total += response.get("Count", 0)
            start = response.get("LastEvaluatedKey")
            if start is None:
                return total

    def _live_document(self, item: dict[str, Any] | None, owner: str) -> dict[str, Any] | None:
        if not item or item.get("owner", {}).get("S") != owner or "doc" not in item:
            return None  # unknown, foreign, or a claim whose task is still running
        if int(item["expires_at"]["N"]) <= self._clock():
            return None
        return json.loads(zlib.decompress(item["doc"]["B"]))


def _encode_page_token(key: dict[str, Any]) -> str:
    raw = json.dumps({"t": key["pk"]["S"], "c": key["created_at"]["N"]}, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_page_token(token: str, owner: str) -> dict[str, Any] | None:
    """The index key to start after. The owner is never taken from the token: a token
    altered to name another caller's task still only reads the caller's own partition."""
    if not token:
        return None
    try:
        fields = json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
        task_id, created = fields["t"], fields["c"]
        if not isinstance(task_id, str) or not isinstance(created, str) or not created.isdigit():
            raise ValueError
    except (ValueError, KeyError, TypeError, binascii.Error):
        raise BadPageToken("pageToken: not a token this service issued") from None
    return {"pk": {"S": task_id}, "owner": {"S": owner}, "created_at": {"N": created}}


class InMemoryTaskStore:
    """The TaskStore in a dict: for benchmarks and embedding, same semantics as DynamoDB's."""

    def __init__(self, clock=time.time) -> None:
        self._items: dict[str, tuple[StoredTask, float, float]] = {}
        self._claims: dict[str, tuple[str, str, float]] = {}  # task id -> (owner, token, lease)
        self._lock = threading.Lock()
        self._clock = clock

    def get(self, owner: str, task_id: str) -> dict[str, Any] | None:
        """See ``TaskStore.get``."""
        entry = self._items.get(task_id)
        if entry is None or entry[0].owner != owner or entry[2] <= self._clock():
            return None
        return json.loads(json.dumps(entry[0].document))

    def claim(self, owner: str, task_id: str, lease_until: float) -> ClaimOutcome:
        """See ``TaskStore.claim``."""
        with self._lock:
            document = self.get(owner, task_id)
            if document is not None:
                return Finished(document)
            held = self._claims.get(task_id)
            if held is not None and held[2] >= self._clock():
                return InProgress(held[2])
            token = uuid.uuid4().hex
            self._claims[task_id] = (owner, token, lease_until)
            return Claimed(token)

    def release(self, owner: str, task_id: str, token: str) -> None:
        """See ``TaskStore.release``."""
        with self._lock:
            if self._claims.get(task_id, (None, None))[1] == token:
                del self._claims[task_id]

    def put(self, task: StoredTask) -> dict[str, Any]:
        """See ``TaskStore.put``."""
        with self._lock:
            existing = self.get(task.owner, task.task_id)
            if existing is not None:
                return existing
            now = self._clock()
            self._items[task.task_id] = (task, now, now + TASK_TTL_SECONDS)
            self._claims.pop(task.task_id, None)
            return task.document

    def conversation(self, owner: str, context_id: str, limit: int) -> list[tuple[str, str]]:
        """See ``TaskStore.conversation``."""
        now = self._clock()
        turns = sorted(
            (created, t.turn_question, t.turn_answer)
            for t, created, expires in self._items.values()
            if t.owner == owner and t.context_id == context_id and t.turn_question is not None and expires > now
        )
        return [(q, a or "") for _, q, a in turns[-limit:]]

    def list_by_owner(
        self, owner: str, page_size: int, page_token: str = "", context_id: str | None = None,
        state: str | None = None, created_after_ms: int | None = None,
    ) -> TaskPage:
        """See ``TaskStore.list_by_owner``."""
        now = self._clock()
        rows = sorted(
            (
                (int(created * 1000), t.task_id, t)
                for t, created, expires in self._items.values()
                if t.owner == owner and expires > now
                and (created_after_ms is None or created * 1000 > created_after_ms)
                and (context_id is None or t.context_id == context_id)
                and (state is None or t.document.get("status", {}).get("state") == state)
            ),
            key=lambda row: (row[0], row[1]),
            reverse=True,
        )
        start = _decode_page_token(page_token, owner)
        if start is not None:
            after = (int(start["created_at"]["N"]), start["pk"]["S"])
            rows = [r for r in rows if (r[0], r[1]) < after]
        page = rows[:page_size]
        next_token = ""
        if len(rows) > page_size:
            last = page[-1]
            next_token = _encode_page_token({"pk": {"S": last[1]}, "created_at": {"N": str(last[0])}})
        total = sum(1 for t, c, e in self._items.values() if t.owner == owner and e > now
                    and (created_after_ms is None or c * 1000 > created_after_ms)
                    and (context_id is None or t.context_id == context_id)
                    and (state is None or t.document.get("status", {}).get("state") == state))
        return TaskPage([json.loads(json.dumps(r[2].document)) for r in page], next_token, total)
