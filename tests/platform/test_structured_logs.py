"""Every runtime module logs structured JSON with the request keys, whatever the service
is called: each module's logger is a Powertools child of the service's logger."""

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
FUNCTION_ROOT = REPO_ROOT / "functions" / "a2a"

LOGGING_PROGRAM = """
from ecclesia.observability import logger
from ecclesia.answering import budget, providers
from ecclesia.protocol import skill_dispatch
from ecclesia.services import auth

logger.append_keys(skill_id="catholic_qa", task_id="task-1")
budget.log.warning("slow model %s", "nova")
providers.log.error("bad reply")
skill_dispatch.logger.warning("skill failed", extra={"reason": "no data"})
auth.logger.warning("skipping unusable JWKS key %s", "k1")
"""


def test_every_line_is_structured_with_the_request_keys_under_another_service_name():
    environment = {**os.environ, "POWERTOOLS_SERVICE_NAME": "catechism-agent", "POWERTOOLS_LOG_LEVEL": "INFO",
                   "PYTHONPATH": os.pathsep.join([str(FUNCTION_ROOT), str(REPO_ROOT)])}
    run = subprocess.run([sys.executable, "-c", LOGGING_PROGRAM], env=environment, capture_output=True, text=True,
                         timeout=60, check=True)
    lines = [json.loads(line) for line in run.stdout.splitlines()]  # plain text would not parse
    assert [line["message"] for line in lines] == [
        "slow model nova", "bad reply", "skill failed", "skipping unusable JWKS key k1"]
    for line in lines:
        assert line["service"] == "catechism-agent"
        assert (line["skill_id"], line["task_id"]) == ("catholic_qa", "task-1")
    assert lines[2]["reason"] == "no data"
    assert run.stderr == ""  # nothing printed unstructured beside


def test_no_runtime_module_uses_a_standard_library_logger():
    offenders = []
    for path in FUNCTION_ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "getLogger"
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "logging"):
                offenders.append(str(path.relative_to(FUNCTION_ROOT)))
    assert offenders == []
