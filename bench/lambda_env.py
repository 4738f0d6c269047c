"""A Lambda-like Python environment for the benchmarks, built once and cached under build/.

Lambda loads the deps layer (``layers/deps/requirements.txt``, compiled by pip) and the
runtime's own boto3; it has none of the dev packages in ``.venv`` (moto, awscrt, pyOpenSSL,
pytest ...) that change what boto3 imports. ``ensure_lambda_env()`` makes a venv with exactly
those packages; ``function_copy()`` copies the function code the way ``sam build`` ships it.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REQUIREMENTS = ROOT / "layers" / "deps" / "requirements.txt"
ENV_DIR = ROOT / "build" / "lambda-env"
# The boto3 the python3.13 runtime provides is stand-in here by the version the dev tools pin.
RUNTIME_BOTO3 = "boto3==1.43.108"


def _fingerprint() -> str:
    return hashlib.sha256(REQUIREMENTS.read_bytes() + RUNTIME_BOTO3.encode()).hexdigest()[:16]


def ensure_lambda_env() -> Path:
    """The interpreter of the cached Lambda-like venv, (re)built when the requirements change."""
    python = ENV_DIR / "bin" / "python"
    marker = ENV_DIR / ".fingerprint"
    if python.exists() and marker.exists() and marker.read_text() == _fingerprint():
        return python
    shutil.rmtree(ENV_DIR, ignore_errors=True)
    base = getattr(sys, "_base_executable", sys.executable)
    print(f"(building the Lambda-like venv in {ENV_DIR.relative_to(ROOT)}: deps layer + {RUNTIME_BOTO3})", flush=True)
    subprocess.run([base, "-m", "venv", str(ENV_DIR)], check=True)
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-r", str(REQUIREMENTS), RUNTIME_BOTO3],
        check=True,
    )
    marker.write_text(_fingerprint())
    return python


def function_copy(python: Path, compiled: bool, rev: str | None = None) -> Path:
    """The function's code as Lambda's /var/task holds it: sources, optionally with .pyc.

    ``rev`` takes the code as committed at that git revision instead of the working tree.
    Without ``compiled`` there is no ``__pycache__`` and the interpreter (run with ``-B``,
    /var/task being read-only) compiles every module it imports on every cold start.
    """
    target = ROOT / "build" / f"lambda-task{'-pyc' if compiled else ''}{'-' + rev if rev else ''}"
    shutil.rmtree(target, ignore_errors=True)
    if rev:  # the function as committed at ``rev`` (before/after comparisons)
        target.mkdir(parents=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "functions/a2a"], check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "--strip-components=2", "-C", str(target)], input=archive, check=True)
    else:
        shutil.copytree(ROOT / "functions" / "a2a", target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    if compiled:
        # unchecked-hash: the .pyc is used whatever the sources' mtimes became in the zip.
        subprocess.run([str(python), "-m", "compileall", "-q", "--invalidation-mode", "unchecked-hash", str(target)],
                       check=True)
    return target


@contextmanager
def local_dynamodb() -> Iterator[dict[str, str]]:
    """A moto DynamoDB server with the template's tables; yields the function's environment.

    The environment is the template's for ``A2AFunction`` (as ``make run`` resolves it),
    trusting the local development key, with rate limits high enough for a benchmark.
    """
    import logging

    import boto3
    from moto.server import ThreadedMotoServer

    from localrun.server import create_tables, free_port, local_environment
    from localrun.template import TemplateResolver, load_template

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    try:
        endpoint = f"http://127.0.0.1:{port}"
        resolver = TemplateResolver(load_template(), {"Stage": "bench"})
        env = local_environment(resolver, "A2AFunction", endpoint)
        # The most a window may count (rate_limiter.MAX_WINDOW_LIMIT): never reached by a bench.
        env["ECCLESIA_RATE_LIMITS"] = json.dumps(
            {plan: {"poolLimit": 10_000, "expensiveLimit": 10_000} for plan in ("pro", "organization")}
        )
        client = boto3.client("dynamodb", endpoint_url=endpoint, region_name=env["AWS_DEFAULT_REGION"],
                              aws_access_key_id="local", aws_secret_access_key="local")
        create_tables(resolver, client)
        yield env
    finally:
        server.stop()


def child_environment(function_env: dict[str, str], code_dir: Path) -> dict[str, str]:
    """What a child interpreter sees: the function's variables and nothing of the dev venv."""
    # ECCLESIA_DATA_DIR passes through, so that a --rev measurement can read the bundle its code built.
    env = {key: value for key, value in os.environ.items() if key in {"PATH", "HOME", "LANG", "TZ", "ECCLESIA_DATA_DIR"}}
    env.update(function_env)
    env.update(PYTHONPATH=str(code_dir), PYTHONDONTWRITEBYTECODE="1", POWERTOOLS_LOG_LEVEL="WARNING")
    return env


def run_child(python: Path, env: dict[str, str], mode: str, event: dict | None = None, *args: str) -> dict:
    """Run bench/lambda_child.py in a fresh interpreter and return its figures."""
    out = subprocess.run(
        [str(python), "-B", str(ROOT / "bench" / "lambda_child.py"), mode, *args],
        input=json.dumps(event) if event is not None else "", env=env, capture_output=True, text=True,
    )
    for line in out.stdout.splitlines():
        if line.startswith("BENCH "):
            return json.loads(line[6:])
    raise RuntimeError(f"child {mode} failed ({out.returncode}): {out.stderr[-2000:]}{out.stdout[-500:]}")


def skill_event(skill_id: str) -> dict:
    """The sample message/send event of a skill, with a fresh development token."""
    from localrun.events import EVENTS_DIR, render

    return render((EVENTS_DIR / f"message-send-{skill_id}.json").read_text())


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]
