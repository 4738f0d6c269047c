"""A DynamoDB endpoint that misbehaves on purpose, for outage tests and the outage benchmark.

    with faulty_dynamodb("hang") as endpoint: ...   # AWS_ENDPOINT_URL_DYNAMODB=endpoint

Modes: ``throttle`` (HTTP 400 ProvisionedThroughputExceededException), ``error`` (HTTP 500
InternalServerError), ``hang`` (reads the request and never answers) and ``refused`` (a port
nobody listens on).
"""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODES = ("throttle", "error", "hang", "refused")


class _FaultyDynamoDB(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    mode = "throttle"
    release: threading.Event

    def log_message(self, *args) -> None:  # quiet
        pass

    def do_POST(self) -> None:  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.mode == "hang":
            self.release.wait(60)
            return
        status, kind = (400, "ProvisionedThroughputExceededException") if self.mode == "throttle" else (500, "InternalServerError")
        body = json.dumps({"__type": f"com.amazonaws.dynamodb.v20120810#{kind}", "message": "outage"}).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/x-amz-json-1.0")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@contextmanager
def faulty_dynamodb(mode: str, host: str = "127.0.0.1") -> Iterator[str]:
    """The endpoint URL of a DynamoDB failing in ``mode`` for the length of the block."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}")
    if mode == "refused":
        with socket.socket() as sock:
            sock.bind((host, 0))
            port = sock.getsockname()[1]
        yield f"http://{host}:{port}"
        return
    handler = type("Faulty", (_FaultyDynamoDB,), {"mode": mode, "release": threading.Event()})
    server = ThreadingHTTPServer((host, 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name=f"faulty-dynamodb-{mode}", daemon=True)
    thread.start()
    try:
        yield f"http://{host}:{server.server_address[1]}"
    finally:
        handler.release.set()
        server.shutdown()
        server.server_close()
