"""Drive the official a2a-sdk 1.x client against an ecclesia endpoint; print what it saw.

Runs in its own virtual environment (a2a-sdk 1.x cannot share one with 0.3.26):

    .venv-a2a1/bin/python tests/platform/a2a_v1_client/round_trip.py BASE_URL TOKEN

Discovers the card, then SendMessage, GetTask, ListTasks (paged), CancelTask, and GetTask of
an unknown id, and prints one JSON object of results for the pytest side to check.
"""

from __future__ import annotations

import asyncio
import json
import sys
import uuid

import httpx
from a2a.client import A2ACardResolver, ClientConfig, ClientFactory
from a2a.types import a2a_pb2 as pb
from a2a.utils.errors import TaskNotCancelableError, TaskNotFoundError
from google.protobuf.json_format import MessageToDict


def message(text: str, skill: str, context_id: str | None = None) -> pb.Message:
    msg = pb.Message(role=pb.Role.ROLE_USER, message_id=str(uuid.uuid4()), parts=[pb.Part(text=text)])
    msg.metadata.update({"skillId": skill})
    if context_id:
        msg.context_id = context_id
    return msg


async def main(base_url: str, token: str) -> dict:
    out: dict = {}
    async with httpx.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        factory = ClientFactory(ClientConfig(streaming=False, httpx_client=http))
        card = await A2ACardResolver(http, base_url).get_agent_card()
        out["card"] = MessageToDict(card)
        client = factory.create(card)
        out["sent_header"] = http.headers.get("A2A-Version")

        sent = []
        for text, skill in (("John Paul 2", "pope_lookup"), ("Leo XIII", "pope_lookup"), ("2026-04-05", "liturgical_readings")):
            events = [event async for event in client.send_message(pb.SendMessageRequest(message=message(text, skill)))]
            sent.append(MessageToDict(events[0].task))
        out["sent"] = sent

        task_id = sent[0]["id"]
        out["got"] = MessageToDict(await client.get_task(pb.GetTaskRequest(id=task_id, history_length=1)))

        pages, token_ = [], ""
        while True:
            page = await client.list_tasks(pb.ListTasksRequest(page_size=2, page_token=token_))
            pages.append(MessageToDict(page, always_print_fields_with_no_presence=True))
            token_ = page.next_page_token
            if not token_:
                break
        out["pages"] = pages
        with_artifacts = await client.list_tasks(pb.ListTasksRequest(page_size=1, include_artifacts=True))
        out["with_artifacts"] = MessageToDict(with_artifacts)

        try:
            await client.cancel_task(pb.CancelTaskRequest(id=task_id))
            out["cancel"] = "accepted"
        except TaskNotCancelableError as exc:
            out["cancel"] = {"error": type(exc).__name__, "message": exc.message, "data": exc.data}
        try:
            await client.get_task(pb.GetTaskRequest(id="no-such-task"))
            out["missing"] = "found"
        except TaskNotFoundError as exc:
            out["missing"] = {"error": type(exc).__name__, "message": exc.message, "data": exc.data}
    return out


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1], sys.argv[2]))))
