"""The official a2a-sdk 1.x client against the local stack: card, SendMessage, GetTask,
ListTasks (paged), CancelTask and TaskNotFound, in A2A 1.0.

a2a-sdk 1.x cannot share a virtual environment with the 0.3.26 the 0.3 tests use, so it
runs from its own, ``.venv-a2a1`` (built here on first use from
``a2a_v1_client/requirements.txt``, or by ``make test``; reused while the pins match).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from localrun.server import running

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
VENV = REPO_ROOT / ".venv-a2a1"
REQUIREMENTS = HERE / "a2a_v1_client" / "requirements.txt"
SCRIPT = HERE / "a2a_v1_client" / "round_trip.py"
# The 1.x environment sees nothing of this project's (no ecclesia, no a2a-sdk 0.3).
ISOLATED = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}


def a2a1_python() -> Path:
    """The interpreter of the a2a-sdk 1.x environment, built if missing or out of date."""
    python = VENV / "bin" / "python"
    marker = VENV / ".installed"
    wanted = REQUIREMENTS.read_text()
    if python.exists() and marker.exists() and marker.read_text() == wanted:
        return python
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(VENV)], check=True, env=ISOLATED)
    install = subprocess.run([str(python), "-m", "pip", "install", "--quiet", "-r", str(REQUIREMENTS)],
                             capture_output=True, text=True, env=ISOLATED)
    if install.returncode != 0:
        pytest.fail(f"could not install the a2a-sdk 1.x client from PyPI:\n{install.stderr[-2000:]}")
    marker.write_text(wanted)
    return python


@pytest.fixture(scope="module")
def round_trip():
    python = a2a1_python()
    with running() as stack:
        from ecclesia.services import dev_tokens

        token = dev_tokens.issue_token(plan="pro", user=f"sdk1-{uuid.uuid4().hex[:6]}")
        done = subprocess.run([str(python), str(SCRIPT), stack.url, token], capture_output=True, text=True,
                              timeout=120, env=ISOLATED)
        assert done.returncode == 0, done.stderr[-3000:]
        yield stack, json.loads(done.stdout.strip().splitlines()[-1])


def test_the_1_0_client_reads_the_1_0_card(round_trip):
    stack, out = round_trip
    card = out["card"]
    assert out["sent_header"] == "1.0"
    assert card["supportedInterfaces"][0] == {"url": f"{stack.url}/api/v1/a2a", "protocolBinding": "JSONRPC",
                                              "protocolVersion": "1.0"}
    assert card["securitySchemes"]["bearer"]["httpAuthSecurityScheme"]["scheme"] == "bearer"
    assert "pope_lookup" in {s["id"] for s in card["skills"]}


def test_send_and_get_in_1_0(round_trip):
    _, out = round_trip
    task = out["sent"][0]
    assert task["status"]["state"] == "TASK_STATE_COMPLETED"
    assert task["artifacts"][0]["name"] == "pope_profile"
    assert task["artifacts"][0]["parts"][0]["data"]["pope_id"] == "john-paul-ii"
    assert [m["role"] for m in task["history"]] == ["ROLE_USER", "ROLE_AGENT"]
    got = out["got"]
    assert got["id"] == task["id"] and [m["role"] for m in got["history"]] == ["ROLE_AGENT"]
    assert out["sent"][2]["artifacts"][0]["name"] == "mass_readings"
    assert "Easter" in out["sent"][2]["artifacts"][0]["parts"][0]["text"]


def test_list_tasks_pages_newest_first(round_trip):
    _, out = round_trip
    pages = out["pages"]
    listed = [t["id"] for page in pages for t in page.get("tasks", [])]
    assert listed == [t["id"] for t in reversed(out["sent"])]
    assert [len(page.get("tasks", [])) for page in pages] == [2, 1]
    assert all(page["totalSize"] == 3 and page["pageSize"] == 2 for page in pages)
    assert pages[0]["nextPageToken"] and pages[-1]["nextPageToken"] == ""
    assert not any(t.get("artifacts") for page in pages for t in page.get("tasks", []))
    assert out["with_artifacts"]["tasks"][0]["artifacts"][0]["name"] == "mass_readings"


def test_cancel_and_missing_raise_the_1_0_errors(round_trip):
    _, out = round_trip
    assert out["cancel"]["error"] == "TaskNotCancelableError"
    assert out["cancel"]["data"] == {"taskId": out["sent"][0]["id"], "state": "TASK_STATE_COMPLETED"}
    assert out["missing"] == {"error": "TaskNotFoundError", "message": "Task not found",
                              "data": {"taskId": "no-such-task"}}
