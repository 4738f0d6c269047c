"""Fixtures: locally generated RSA and EC keys, a fake issuer, authenticators under test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from ecclesia.services import auth
from tests.auth.token_helpers import CLIENT_ID, ISSUER, FakeIssuer, SigningKey
from tests.fakes import FakeClock


@pytest.fixture(scope="session")
def rsa_key() -> SigningKey:
    return SigningKey("RS256", "rsa-1", rsa.generate_private_key(public_exponent=65537, key_size=2048))


@pytest.fixture(scope="session")
def ec_key() -> SigningKey:
    return SigningKey("ES256", "ec-1", ec.generate_private_key(ec.SECP256R1()))


@pytest.fixture(scope="session")
def rotated_key() -> SigningKey:
    """A key the issuer publishes only later (key rotation)."""
    return SigningKey("RS256", "rsa-2", rsa.generate_private_key(public_exponent=65537, key_size=2048))


@pytest.fixture(autouse=True)
def fresh_key_cache() -> Iterator[None]:
    auth.clear_key_set_cache()
    yield
    auth.clear_key_set_cache()


@pytest.fixture
def issuer(rsa_key: SigningKey, ec_key: SigningKey) -> FakeIssuer:
    fake = FakeIssuer()
    fake.publish(rsa_key, ec_key)
    return fake


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


MakeAuthenticator = Callable[..., auth.JwtAuthenticator]


@pytest.fixture
def make_authenticator(issuer: FakeIssuer, clock: FakeClock) -> MakeAuthenticator:
    def make(**overrides: Any) -> auth.JwtAuthenticator:
        settings: dict[str, Any] = {"issuer": ISSUER, "audiences": frozenset({CLIENT_ID})}
        settings.update(overrides)
        return auth.build_authenticator(auth.AuthConfig(**settings), issuer.client, clock)

    return make
