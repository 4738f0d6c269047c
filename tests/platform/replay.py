"""Replaying ``events/*.json`` through the Lambda handler as ``sam local invoke -e`` would: the
function's code imported from the template's CodeUri, its environment from the template, and
DynamoDB in moto. Shared by the replay and endpoint tests."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import boto3
from moto import mock_aws

from localrun.events import render
from localrun.server import LambdaContext, create_tables, local_environment
from localrun.template import TemplateResolver, load_template

EVENTS = Path(__file__).resolve().parents[2] / "events"


@contextmanager
def replayed_handler(module_name: str, environment: dict[str, str] | None = None) -> Iterator[Callable[..., Any]]:
    """The template's A2A function handler, imported as ``module_name``, with the template's
    environment (plus ``environment``) and its tables in moto; the environment is restored after."""
    resolver = TemplateResolver(load_template(), {"Stage": "replay"})
    saved = dict(os.environ)
    try:
        with mock_aws():
            os.environ.update(local_environment(resolver, "A2AFunction", dynamodb_endpoint=""))
            os.environ.pop("AWS_ENDPOINT_URL_DYNAMODB")
            os.environ.update(environment or {})
            create_tables(resolver, boto3.client("dynamodb"))
            code_dir, handler = resolver.function_handler("A2AFunction")
            assert handler == "app.lambda_handler"
            spec = importlib.util.spec_from_file_location(module_name, code_dir / "app.py")
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            sys.modules[module_name] = module
            spec.loader.exec_module(module)
            try:
                yield module.lambda_handler
            finally:
                sys.modules.pop(module_name, None)
    finally:
        os.environ.clear()
        os.environ.update(saved)


def ask(handler: Callable[..., Any], skill: str, text: str | None = None, **data: Any) -> str:
    """The text of the completed task ``events/message-send-<skill>.json`` gets when its message
    is ``text`` (or a data part of ``data``)."""
    event = render((EVENTS / f"message-send-{skill}.json").read_text())
    body = json.loads(event["body"])
    body["params"]["message"]["parts"] = [{"kind": "text", "text": text}] if text else [{"kind": "data", "data": data}]
    body["params"]["message"]["messageId"] = f"m-{skill}-{text or json.dumps(data, sort_keys=True)}"
    event["body"] = json.dumps(body)
    context = LambdaContext(function_name="A2AFunction", deadline_ms=time.time() * 1000 + 30_000,
                            aws_request_id=f"replay-{skill}")
    response = handler(event, context)
    assert response["statusCode"] == 200, response
    task = json.loads(response["body"])["result"]
    assert task["status"]["state"] == "completed", task["status"]
    return task["artifacts"][0]["parts"][0]["text"]
