"""The local run over real HTTP: gateway CORS from template.yaml, routes, and every error
code with its HTTP status, as curl would see them."""

from __future__ import annotations

import uuid

import httpx
import pytest

from localrun.server import running


@pytest.fixture(scope="module")
def server():
    with running() as stack:
        yield stack


@pytest.fixture(scope="module")
def http(server):
    with httpx.Client(base_url=server.url, timeout=30) as client:
        yield client


def token(plan: str = "pro") -> str:
    from ecclesia.services import dev_tokens

    return dev_tokens.issue_token(plan=plan, user=f"http-{uuid.uuid4().hex[:8]}")


def post(http, body=None, content=None, plan: str | None = "pro"):
    headers = {"Content-Type": "application/json"}
    if plan:
        headers["Authorization"] = f"Bearer {token(plan)}"
    return http.post("/api/v1/a2a", json=body, content=content, headers=headers)


def test_preflight_is_answered_by_the_gateway_from_the_template(http):
    response = http.options(
        "/api/v1/a2a",
        headers={"Origin": "https://orchestrator.example", "Access-Control-Request-Method": "POST"},
    )
    assert response.status_code == 204
    assert response.headers["access-control-allow-origin"] == "*"
    assert response.headers["access-control-allow-methods"] == "POST, OPTIONS"
    assert response.headers["access-control-allow-headers"] == "Content-Type, Authorization"


def test_responses_carry_the_allow_origin_header(http):
    response = post(http, {"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "x"}})
    assert response.headers["access-control-allow-origin"] == "*"


def test_agent_card_over_http(http, server):
    response = http.get("/.well-known/agent-card.json")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=3600"
    assert response.json()["url"] == f"{server.url}/api/v1/a2a"
    assert http.get("/.well-known/agent.json").json() == response.json()


def test_unrouted_path_is_404_from_the_gateway(http):
    assert http.get("/api/v2/a2a").status_code == 404


@pytest.mark.parametrize(
    "kwargs, status, code",
    [
        (dict(content=b"{not json"), 200, -32700),
        (dict(body={"id": 1, "method": "tasks/get"}), 200, -32600),
        (dict(body=[{"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "x"}}]), 200, -32600),
        (dict(body={"jsonrpc": "2.0", "id": 1, "method": "tasks/list", "params": {}}), 200, -32601),
        (dict(body={"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {}}), 200, -32602),
        (dict(body={"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "nope"}}), 200, -32001),
        (dict(body={"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": {
            "role": "user", "messageId": "m", "kind": "message", "parts": [{"kind": "text", "text": "x"}],
            "metadata": {"skillId": "astrology"}}}}), 200, -32002),
        (dict(body={"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "x"}}, plan=None), 401, -32004),
        (dict(body={"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "x"}}, plan="free"), 403, -32005),
    ],
)
def test_error_codes_with_their_http_status(http, kwargs, status, code):
    response = post(http, **kwargs)
    assert response.status_code == status
    assert response.json()["error"]["code"] == code
    if status == 401:
        assert response.headers["www-authenticate"].startswith("Bearer")


def test_forged_token_is_401(http):
    forged = token()[:-4] + "AAAA"
    response = http.post("/api/v1/a2a", json={"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "x"}},
                         headers={"Authorization": f"Bearer {forged}"})
    assert response.status_code == 401 and response.json()["error"]["code"] == -32004
