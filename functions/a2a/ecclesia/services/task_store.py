"""Task store: finished tasks in DynamoDB, private to their caller, kept 24 hours.

Table layout (see ``TasksTable`` in template.yaml):

- ``pk`` (S, hash key): the task id. Task ids are derived from (caller, messageId), so a
  retried message/send finds the task it already created with one GetItem and the skill
  does not run twice.
- ``owner`` (S): the caller's user id. A read by anyone else is a miss, exactly as if the
  task did not exist.
- ``turn_context`` (S) = ``<owner>#<contextId>`` and ``created_at`` (N, epoch ms): the
  sparse ``by_context`` index. Only conversational turns (catholic_qa) carry
  ``turn_context``, so a follow-up question loads the earlier turns of the same caller's
  context with one Query whose ``Limit`` counts turns only, without reading whole tasks
  (``turn_q``/``turn_a`` are projected into the index).
- ``expires_at`` (N, epoch seconds): native TTL. TTL deletion lags by up to two days, so
  reads filter on it too.
- ``doc`` (B): the A2A Task JSON, zlib-compressed. Stored as one opaque attribute because
  the protocol layer owns the Task shape; this store only keeps documents (and DynamoDB's
  number type would otherwise turn every float in skill output into a Decimal).
"""

from __future__ import annotations

import json
import time
import uuid
import zlib
from dataclasses import dataclass
from typing import Any, Protocol

TASK_TTL_SECONDS = 24 * 60 * 60
CONTEXT_INDEX = "by_context"
# DynamoDB's item limit is 400 KB; leave room for the other attributes.
MAX_DOC_BYTES = 380_000
# Namespace for deterministic task ids: uuid5(caller + messageId).
_TASK_ID_NAMESPACE = uuid.UUID("6f1c7e1a-9a57-4f0e-9d8e-2f5b3c1a7e21")


def task_id_for(owner: str, message_id: str) -> str:
    """The id of the task that (owner, messageId) creates: stable across retries."""
    return str(uuid.uuid5(_TASK_ID_NAMESPACE, f"{owner}\n{message_id}"))


@dataclass(frozen=True, slots=True)
class StoredTask:
    task_id: str
    owner: str
    context_id: str
    skill_id: str
    document: dict[str, Any]
    # For skills that hold conversations: the question and the answer of this turn.
    turn_question: str | None = None
    turn_answer: str | None = None


class TaskTooLarge(Exception):
    """The task document does not fit in one DynamoDB item even compressed."""


class TaskStore(Protocol):
    def get(self, owner: str, task_id: str) -> dict[str, Any] | None: ...

    def put(self, task: StoredTask) -> dict[str, Any]:
        """Store ``task`` unless a live task with its id exists; return the stored document."""
        ...

    def conversation(self, owner: str, context_id: str, limit: int) -> list[tuple[str, str]]:
        """Earlier (question, answer) turns of the owner's context, oldest first."""
        ...


class DynamoDBTaskStore:
    """The TaskStore on a DynamoDB table, through the low-level client (cheapest import)."""

    def __init__(self, table_name: str, client: Any, clock=time.time) -> None:
        self._table = table_name
        self._client = client
        self._clock = clock

    def get(self, owner: str, task_id: str) -> dict[str, Any] | None:
        # Strongly consistent: a client may call tasks/get right after message/send.
        item = self._client.get_item(
            TableName=self._table,
            Key={"pk": {"S": task_id}},
            ConsistentRead=True,
            ProjectionExpression="#o, expires_at, doc",
            ExpressionAttributeNames={"#o": "owner"},
        ).get("Item")
        return self._live_document(item, owner)

    def put(self, task: StoredTask) -> dict[str, Any]:
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
            "doc": {"B": blob},
        }
        if task.turn_question is not None and task.turn_answer is not None:
            item["turn_context"] = {"S": f"{task.owner}#{task.context_id}"}
            item["turn_q"] = {"S": task.turn_question}
            item["turn_a"] = {"S": task.turn_answer}
        try:
            # A concurrent retry of the same message may have stored it first; an expired
            # leftover (TTL lag) may be overwritten.
            self._client.put_item(
                TableName=self._table,
                Item=item,
                ConditionExpression="attribute_not_exists(pk) OR expires_at < :now",
                ExpressionAttributeValues={":now": {"N": str(int(now))}},
                ReturnValuesOnConditionCheckFailure="ALL_OLD",
            )
        except self._client.exceptions.ConditionalCheckFailedException as exc:
            existing = self._live_document(exc.response.get("Item"), task.owner)
            if existing is not None:
                return existing
            raise
        return task.document

    def conversation(self, owner: str, context_id: str, limit: int) -> list[tuple[str, str]]:
        response = self._client.query(
            TableName=self._table,
            IndexName=CONTEXT_INDEX,
            KeyConditionExpression="turn_context = :k",
            FilterExpression="expires_at > :now",
            ExpressionAttributeValues={
                ":k": {"S": f"{owner}#{context_id}"},
                ":now": {"N": str(int(self._clock()))},
            },
            ScanIndexForward=False,
            Limit=limit,
        )
        turns = [(i["turn_q"]["S"], i["turn_a"]["S"]) for i in response.get("Items", [])]
        return list(reversed(turns))

    def _live_document(self, item: dict[str, Any] | None, owner: str) -> dict[str, Any] | None:
        if not item or item.get("owner", {}).get("S") != owner:
            return None
        if int(item["expires_at"]["N"]) <= self._clock():
            return None
        return json.loads(zlib.decompress(item["doc"]["B"]))


class InMemoryTaskStore:
    """The TaskStore in a dict: for benchmarks and embedding, same semantics as DynamoDB's."""

    def __init__(self, clock=time.time) -> None:
        self._items: dict[str, tuple[StoredTask, float, float]] = {}
        self._clock = clock

    def get(self, owner: str, task_id: str) -> dict[str, Any] | None:
        entry = self._items.get(task_id)
        if entry is None or entry[0].owner != owner or entry[2] <= self._clock():
            return None
        return json.loads(json.dumps(entry[0].document))

    def put(self, task: StoredTask) -> dict[str, Any]:
        existing = self.get(task.owner, task.task_id)
        if existing is not None:
            return existing
        now = self._clock()
        self._items[task.task_id] = (task, now, now + TASK_TTL_SECONDS)
        return task.document

    def conversation(self, owner: str, context_id: str, limit: int) -> list[tuple[str, str]]:
        now = self._clock()
        turns = sorted(
            (created, t.turn_question, t.turn_answer)
            for t, created, expires in self._items.values()
            if t.owner == owner and t.context_id == context_id and t.turn_question is not None and expires > now
        )
        return [(q, a) for _, q, a in turns[-limit:]]
