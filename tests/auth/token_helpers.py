"""Signing keys, a fake issuer behind httpx.MockTransport, and Cognito-shaped claims."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import httpx
import jwt
from jwt.algorithms import ECAlgorithm, RSAAlgorithm

ISSUER = "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_TESTPOOL"
CLIENT_ID = "app-client-123"
JWKS_URL = f"{ISSUER}/.well-known/jwks.json"


@dataclass(frozen=True)
class SigningKey:
    algorithm: str
    kid: str
    private_key: Any

    @property
    def jwk(self) -> dict[str, Any]:
        to_jwk = RSAAlgorithm.to_jwk if self.algorithm == "RS256" else ECAlgorithm.to_jwk
        data = to_jwk(self.private_key.public_key(), as_dict=True)
        data.update({"kid": self.kid, "alg": self.algorithm, "use": "sig"})
        return data

    def sign(self, claims: dict[str, Any], *, kid: str | None = None, algorithm: str | None = None) -> str:
        return jwt.encode(claims, self.private_key, algorithm=algorithm or self.algorithm, headers={"kid": kid or self.kid})


@dataclass
class FakeIssuer:
    """Serves documents by URL and counts requests, like the issuer's HTTP endpoints."""

    documents: dict[str, Any] = field(default_factory=dict)
    requests: list[str] = field(default_factory=list)
    failing: bool = False

    def publish(self, *keys: SigningKey | dict[str, Any], url: str = JWKS_URL) -> None:
        self.documents[url] = {"keys": [k.jwk if isinstance(k, SigningKey) else k for k in keys]}

    def handler(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(str(request.url))
        if self.failing:
            return httpx.Response(503, text="unavailable")
        document = self.documents.get(str(request.url))
        if document is None:
            return httpx.Response(404, text="not found")
        return httpx.Response(200, json=document)

    def client(self) -> httpx.Client:
        return httpx.Client(transport=httpx.MockTransport(self.handler))


def access_claims(**overrides: Any) -> dict[str, Any]:
    """Claims shaped like a Cognito access token."""
    now = int(time.time())
    claims: dict[str, Any] = {
        "iss": ISSUER,
        "sub": "user-alice",
        "client_id": CLIENT_ID,
        "token_use": "access",
        "scope": "openid",
        "iat": now,
        "exp": now + 600,
        "cognito:groups": ["plan-pro"],
    }
    claims.update(overrides)
    return {k: v for k, v in claims.items() if v is not None}


def id_claims(**overrides: Any) -> dict[str, Any]:
    """Claims shaped like a Cognito ID token."""
    base = access_claims(token_use="id", aud=CLIENT_ID, scope=None, client_id=None)
    base.update(overrides)
    return {k: v for k, v in base.items() if v is not None}
