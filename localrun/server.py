"""Run the A2A service on localhost: a local HTTP gateway in front of the real handler.

    python -m localrun.server [--port 8080]

What API Gateway and AWS provide in a deployed stack is emulated from template.yaml:

- DynamoDB: moto in server mode on a loopback port, with every ``AWS::DynamoDB::Table``
  of the template created from its own properties (keys, indexes, TTL);
- the function's environment: the template's Globals and function variables, resolved for
  a ``local`` stage, with the data bundle pointed at ``build/data-bundle``;
- routes and CORS: the function's HttpApi events and the API's ``CorsConfiguration``;
  preflight is answered here, as the gateway does, and never reaches the function;
- auth: development tokens signed by a local key that only the local run trusts
  (``python -m ecclesia.services.dev_tokens --plan pro``).

Each request becomes an HTTP API payload 2.0 event handed to ``app.lambda_handler``.
"""

from __future__ import annotations

import argparse
import base64
import importlib
import importlib.util
import logging
import json
import os
import socket
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from localrun.template import CorsPolicy, Route, TemplateResolver, load_template

REPO_ROOT = Path(__file__).resolve().parents[1]
LOCAL_STAGE = "local"
FUNCTION_TIMEOUT_MS = 30_000


@dataclass
class LambdaContext:
    """The parts of the Lambda context object the handler and Powertools read."""

    function_name: str
    deadline_ms: float
    memory_limit_in_mb: int = 1024
    aws_request_id: str = ""
    invoked_function_arn: str = "arn:aws:lambda:us-east-1:123456789012:function:local"
    log_group_name: str = "/aws/lambda/local"
    log_stream_name: str = "local"
    function_version: str = "$LATEST"

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int(self.deadline_ms - time.time() * 1000))


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def create_tables(resolver: TemplateResolver, dynamodb: Any) -> list[str]:
    """Create the template's tables (idempotently) with their keys, indexes and TTL."""
    created = []
    existing = set(dynamodb.list_tables()["TableNames"])
    for props in resolver.tables().values():
        name = props["TableName"]
        created.append(name)
        if name in existing:
            continue
        kwargs = {
            "TableName": name,
            "AttributeDefinitions": props["AttributeDefinitions"],
            "KeySchema": props["KeySchema"],
            "BillingMode": props.get("BillingMode", "PAY_PER_REQUEST"),
        }
        if props.get("GlobalSecondaryIndexes"):
            kwargs["GlobalSecondaryIndexes"] = props["GlobalSecondaryIndexes"]
        dynamodb.create_table(**kwargs)
        ttl = props.get("TimeToLiveSpecification")
        if ttl:
            dynamodb.update_time_to_live(TableName=name, TimeToLiveSpecification=ttl)
    return created


def local_environment(resolver: TemplateResolver, function: str, dynamodb_endpoint: str) -> dict[str, str]:
    env = resolver.function_environment(function)
    env.update(
        {
            "ECCLESIA_DATA_DIR": os.environ.get("ECCLESIA_DATA_DIR", str(REPO_ROOT / "build" / "data-bundle")),
            "AWS_ENDPOINT_URL_DYNAMODB": dynamodb_endpoint,
            "AWS_DEFAULT_REGION": os.environ.get("AWS_DEFAULT_REGION", "us-east-1"),
            "AWS_ACCESS_KEY_ID": "local",
            "AWS_SECRET_ACCESS_KEY": "local",
        }
    )
    env.update(_local_auth_environment())
    # The answer provider may be chosen from the shell for a local run, e.g. a llama.cpp or
    # Ollama server: ECCLESIA_QA_PROVIDER=openai ECCLESIA_QA_OPENAI_BASE_URL=... make run
    env.update({k: v for k, v in os.environ.items() if k.startswith("ECCLESIA_QA_")})
    return env


def _local_auth_environment() -> dict[str, str]:
    """Trust the local development key, and nothing else, for bearer tokens."""
    from ecclesia.services import dev_tokens

    return dev_tokens.local_auth_environment()


def load_function(resolver: TemplateResolver, function: str):
    """A fresh instance of the function's handler, as a new Lambda container gets."""
    module, attr = load_function_module(resolver, function)
    return getattr(module, attr)


def load_function_module(resolver: TemplateResolver, function: str):
    """(module, handler attribute name) of a fresh instance of the function's handler module.

    Loaded under a unique module name so that each local stack has its own clients
    (created at import, as in Lambda's init phase) bound to its own DynamoDB endpoint.
    """
    code_dir, handler = resolver.function_handler(function)
    module_name, attr = handler.rsplit(".", 1)
    if str(code_dir) not in sys.path:
        sys.path.insert(0, str(code_dir))
    unique = f"_local_{function}_{uuid.uuid4().hex[:8]}"
    spec = importlib.util.spec_from_file_location(unique, code_dir / f"{module_name.replace('.', '/')}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[unique] = module
    spec.loader.exec_module(module)
    return module, attr


class LocalGateway(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    # API Gateway queues bursts; socketserver's default backlog of 5 would reset them.
    request_queue_size = 128

    def __init__(self, address, routes: list[Route], cors: CorsPolicy, functions: dict[str, Any]) -> None:
        super().__init__(address, _GatewayRequestHandler)
        self.routes = routes
        self.cors = cors
        self.functions = functions


class _GatewayRequestHandler(BaseHTTPRequestHandler):
    server: LocalGateway
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (stdlib signature)
        if os.environ.get("ECCLESIA_LOCAL_ACCESS_LOG", "1") == "1":
            sys.stderr.write(f"[gateway] {self.address_string()} {format % args}\n")

    def do_OPTIONS(self) -> None:  # noqa: N802
        cors = self.server.cors
        headers = {
            "Access-Control-Allow-Origin": ", ".join(cors.allow_origins),
            "Access-Control-Allow-Methods": ", ".join(cors.allow_methods),
            "Access-Control-Allow-Headers": ", ".join(cors.allow_headers),
        }
        if cors.max_age is not None:
            headers["Access-Control-Max-Age"] = str(cors.max_age)
        self._send(204, headers, b"")

    def do_GET(self) -> None:  # noqa: N802
        self._invoke()

    def do_POST(self) -> None:  # noqa: N802
        self._invoke()

    def do_PUT(self) -> None:  # noqa: N802
        self._invoke()

    def do_DELETE(self) -> None:  # noqa: N802
        self._invoke()

    def _invoke(self) -> None:
        url = urlsplit(self.path)
        route = next((r for r in self.server.routes if r.method == self.command and r.path == url.path), None)
        if route is None:
            # HTTP API answers unmatched routes itself, without invoking any function.
            self._send(404, {"Content-Type": "application/json"}, b'{"message":"Not Found"}')
            return
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body, is_b64 = raw.decode("utf-8"), False
        except UnicodeDecodeError:
            body, is_b64 = base64.b64encode(raw).decode(), True
        request_id = str(uuid.uuid4())
        host = self.headers.get("Host", "localhost")
        event = {
            "version": "2.0",
            "routeKey": f"{route.method} {route.path}",
            "rawPath": url.path,
            "rawQueryString": url.query,
            "headers": {k.lower(): v for k, v in self.headers.items()} | {"x-forwarded-proto": "http"},
            "requestContext": {
                "accountId": "123456789012",
                "apiId": "local",
                "domainName": host,
                "http": {
                    "method": self.command,
                    "path": url.path,
                    "protocol": "HTTP/1.1",
                    "sourceIp": self.client_address[0],
                    "userAgent": self.headers.get("User-Agent", ""),
                },
                "requestId": request_id,
                "routeKey": f"{route.method} {route.path}",
                "stage": "$default",
                "time": time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime()),
                "timeEpoch": int(time.time() * 1000),
            },
            "body": body if raw else None,
            "isBase64Encoded": is_b64,
        }
        context = LambdaContext(
            function_name=route.function,
            deadline_ms=time.time() * 1000 + FUNCTION_TIMEOUT_MS,
            aws_request_id=request_id,
        )
        try:
            result = self.server.functions[route.function](event, context)
            status = int(result.get("statusCode", 200))
            headers = dict(result.get("headers") or {})
            payload = result.get("body") or ""
            data = base64.b64decode(payload) if result.get("isBase64Encoded") else payload.encode()
        except Exception as exc:  # what API Gateway shows when a function crashes
            sys.stderr.write(f"[gateway] function error: {exc!r}\n")
            status, headers, data = 500, {"Content-Type": "application/json"}, b'{"message":"Internal Server Error"}'
        # With CORS configured, HTTP API adds the allow-origin header to every response.
        headers.setdefault("Access-Control-Allow-Origin", ", ".join(self.server.cors.allow_origins))
        self._send(status, headers, data)

    def _send(self, status: int, headers: dict[str, str], data: bytes) -> None:
        self.send_response(status)
        for key, value in headers.items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)


@dataclass
class LocalStack:
    gateway: LocalGateway
    moto_server: Any
    moto_write_lock: Any
    url: str
    dynamodb_endpoint: str
    thread: threading.Thread

    def stop(self) -> None:
        self.gateway.shutdown()
        self.gateway.server_close()
        if self.moto_server is not None:
            self.moto_server.stop()
            self.moto_write_lock.__exit__(None, None, None)


def start(host: str = "127.0.0.1", port: int = 8080, dynamodb_endpoint: str | None = None) -> LocalStack:
    """Start moto (unless an endpoint is given), create tables, and serve in a thread."""
    import boto3

    moto_server = moto_write_lock = None
    if dynamodb_endpoint is None:
        from moto.server import ThreadedMotoServer

        from localrun.moto_atomic import atomic_moto_writes

        # DynamoDB serializes writes to an item; moto does not, unless told to.
        moto_write_lock = atomic_moto_writes()
        moto_write_lock.__enter__()
        moto_port = free_port(host)
        logging.getLogger("werkzeug").setLevel(logging.ERROR)  # moto's per-request access log
        moto_server = ThreadedMotoServer(ip_address=host, port=moto_port, verbose=False)
        moto_server.start()
        dynamodb_endpoint = f"http://{host}:{moto_port}"

    resolver = TemplateResolver(load_template(), {"Stage": LOCAL_STAGE})
    routes = resolver.routes()
    functions_needed = sorted({r.function for r in routes})
    for function in functions_needed:
        os.environ.update(local_environment(resolver, function, dynamodb_endpoint))
    dynamodb = boto3.client(
        "dynamodb",
        endpoint_url=dynamodb_endpoint,
        region_name=os.environ["AWS_DEFAULT_REGION"],
        aws_access_key_id="local",
        aws_secret_access_key="local",
    )
    create_tables(resolver, dynamodb)
    functions = {name: load_function(resolver, name) for name in functions_needed}

    gateway = LocalGateway((host, port), routes, resolver.cors(), functions)
    thread = threading.Thread(target=gateway.serve_forever, name="local-gateway", daemon=True)
    thread.start()
    actual_port = gateway.server_address[1]
    return LocalStack(gateway, moto_server, moto_write_lock, f"http://{host}:{actual_port}", dynamodb_endpoint, thread)


@contextmanager
def running(host: str = "127.0.0.1", port: int = 0, quiet: bool = True) -> Iterator[LocalStack]:
    """A local stack for the length of a ``with`` block; the process environment that
    ``start`` sets for the function is restored afterwards (tests share one process)."""
    saved = dict(os.environ)
    if quiet:
        os.environ["ECCLESIA_LOCAL_ACCESS_LOG"] = "0"
    stack = start(host, port)
    try:
        yield stack
    finally:
        stack.stop()
        os.environ.clear()
        os.environ.update(saved)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run the ecclesia A2A service locally.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8080")))
    parser.add_argument("--dynamodb-endpoint", default=None, help="use this DynamoDB instead of an embedded moto")
    args = parser.parse_args(argv)

    stack = start(args.host, args.port, args.dynamodb_endpoint)
    from ecclesia.services import dev_tokens

    token = dev_tokens.issue_token(plan="pro", user="local-dev")
    endpoint = f"{stack.url}/api/v1/a2a"
    print(
        f"""
ecclesia is running locally.
  A2A endpoint : {endpoint}   (A2A 0.3; send A2A-Version: 1.0 for A2A 1.0)
  Agent card   : {stack.url}/.well-known/agent-card.json
  MCP endpoint : {stack.url}/mcp   (Streamable HTTP, same bearer tokens)
  DynamoDB     : {stack.dynamodb_endpoint} (embedded moto; data is lost on exit)

Authenticate with a development token (signed by a local key only this run trusts):
  TOKEN=$(.venv/bin/python -m ecclesia.services.dev_tokens --plan pro)
Here is one for a Pro user, valid for an hour:
  TOKEN={token}

Try it:
  curl -s {endpoint} -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \\
    -d '{{"jsonrpc":"2.0","id":1,"method":"message/send","params":{{"message":{{"role":"user","messageId":"m1","kind":"message","parts":[{{"kind":"text","text":"Easter Sunday 2026"}}],"metadata":{{"skillId":"liturgical_readings"}}}}}}}}'

Press Ctrl+C to stop.""",
        flush=True,
    )
    try:
        while stack.thread.is_alive():
            stack.thread.join(1.0)
    except KeyboardInterrupt:
        pass
    finally:
        stack.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
