"""The bearer-token matrix: every way a token can be right or wrong."""

from __future__ import annotations

import base64
import json
import time

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from ecclesia.protocol.errors import unauthorized
from ecclesia.services.auth import KeySetUnavailable, bearer_token
from ecclesia.services.identity import Caller, PlanRequired, Unauthorized, require_paid_plan
from tests.auth.conftest import MakeAuthenticator
from tests.auth.token_helpers import ISSUER, FakeIssuer, SigningKey, access_claims, id_claims


def refused(authenticator, header: str | None) -> str:
    with pytest.raises(Unauthorized) as caught:
        authenticator.authenticate(header)
    return caught.value.reason


def b64(data: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()


# -- valid tokens ----------------------------------------------------------------------


@pytest.mark.parametrize("key_name", ["rsa_key", "ec_key"])
def test_valid_access_token_gives_the_caller(make_authenticator: MakeAuthenticator, key_name, request) -> None:
    key: SigningKey = request.getfixturevalue(key_name)
    caller = make_authenticator().authenticate(f"Bearer {key.sign(access_claims())}")
    assert caller == Caller(user_id="user-alice", plan="pro", account_id=None)


def test_scheme_is_case_insensitive(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    assert make_authenticator().authenticate(f"bearer {rsa_key.sign(access_claims())}").user_id == "user-alice"


def test_id_token_accepted_when_configured(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    token = rsa_key.sign(id_claims(**{"custom:plan": "organization", "cognito:groups": None}))
    assert make_authenticator(token_use="id").authenticate(f"Bearer {token}").plan == "organization"
    assert make_authenticator(token_use="any").authenticate(f"Bearer {token}").plan == "organization"


# -- time ------------------------------------------------------------------------------


def test_expired(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    now = int(time.time())
    token = rsa_key.sign(access_claims(iat=now - 7200, exp=now - 3600))
    assert refused(make_authenticator(), f"Bearer {token}") == "token expired"


def test_not_yet_valid(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    token = rsa_key.sign(access_claims(nbf=int(time.time()) + 3600))
    assert refused(make_authenticator(), f"Bearer {token}") == "token not yet valid"


def test_small_clock_skew_is_tolerated(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    token = rsa_key.sign(access_claims(exp=int(time.time()) - 5))
    assert make_authenticator(leeway_seconds=30).authenticate(f"Bearer {token}").user_id == "user-alice"
    assert refused(make_authenticator(leeway_seconds=0), f"Bearer {token}") == "token expired"


# -- issuer and audience ---------------------------------------------------------------


def test_wrong_issuer_is_refused_without_fetching_keys(
    make_authenticator: MakeAuthenticator, rsa_key: SigningKey, issuer: FakeIssuer
) -> None:
    token = rsa_key.sign(access_claims(iss="https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_OTHER"))
    assert refused(make_authenticator(), f"Bearer {token}") == "untrusted issuer"
    assert issuer.requests == []


def test_access_token_for_another_app_client(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    token = rsa_key.sign(access_claims(client_id="someone-elses-client"))
    assert refused(make_authenticator(), f"Bearer {token}") == "token not issued for this service"


def test_id_token_with_wrong_audience(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    token = rsa_key.sign(id_claims(aud="someone-elses-client"))
    assert refused(make_authenticator(token_use="id"), f"Bearer {token}") == "token not issued for this service"


def test_id_token_refused_where_access_token_expected(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    token = rsa_key.sign(id_claims())
    assert refused(make_authenticator(), f"Bearer {token}") == "token_use must be access"


def test_access_token_refused_where_id_token_expected(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    # An access token has no aud, so the audience check refuses it first.
    token = rsa_key.sign(access_claims())
    assert refused(make_authenticator(token_use="id"), f"Bearer {token}") == "token not issued for this service"


def test_oidc_provider_checks_aud_and_discovers_the_key_set(
    make_authenticator: MakeAuthenticator, rsa_key: SigningKey, issuer: FakeIssuer
) -> None:
    oidc_issuer = "https://login.example.org/tenant"
    issuer.documents[f"{oidc_issuer}/.well-known/openid-configuration"] = {"jwks_uri": "https://keys.example.org/jwks"}
    issuer.publish(rsa_key, url="https://keys.example.org/jwks")
    authenticator = make_authenticator(provider="oidc", issuer=oidc_issuer, audiences=frozenset({"api://ecclesia"}),
                                       plan_claim="plan")
    good = rsa_key.sign({"iss": oidc_issuer, "sub": "u1", "aud": "api://ecclesia", "exp": int(time.time()) + 60,
                         "plan": "enterprise"})
    assert authenticator.authenticate(f"Bearer {good}") == Caller("u1", "enterprise")
    wrong_aud = rsa_key.sign({"iss": oidc_issuer, "sub": "u1", "aud": "api://other", "exp": int(time.time()) + 60})
    assert refused(authenticator, f"Bearer {wrong_aud}") == "token not issued for this service"
    no_aud = rsa_key.sign({"iss": oidc_issuer, "sub": "u1", "exp": int(time.time()) + 60})
    assert refused(authenticator, f"Bearer {no_aud}") == "token not issued for this service"
    assert issuer.requests == [f"{oidc_issuer}/.well-known/openid-configuration", "https://keys.example.org/jwks"]


# -- signatures and algorithms ---------------------------------------------------------


def test_bad_signature_from_another_key_with_a_known_kid(make_authenticator: MakeAuthenticator) -> None:
    impostor = SigningKey("RS256", "rsa-1", rsa.generate_private_key(public_exponent=65537, key_size=2048))
    assert refused(make_authenticator(), f"Bearer {impostor.sign(access_claims())}") == "invalid signature"


def test_tampered_payload(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    header, _, signature = rsa_key.sign(access_claims()).split(".")
    forged = b64(access_claims(**{"cognito:groups": ["plan-enterprise"]}))
    assert refused(make_authenticator(), f"Bearer {header}.{forged}.{signature}") == "invalid signature"


def test_alg_none(make_authenticator: MakeAuthenticator) -> None:
    token = f"{b64({'alg': 'none', 'typ': 'JWT', 'kid': 'rsa-1'})}.{b64(access_claims())}."
    assert refused(make_authenticator(), f"Bearer {token}") == "unsupported token algorithm"


def test_hs256_signed_with_the_public_key_is_refused(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    # The classic key-confusion attack: use the published RSA key as an HMAC secret.
    public_pem = rsa_key.private_key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    header = b64({"alg": "HS256", "typ": "JWT", "kid": "rsa-1"})
    payload = b64(access_claims())
    import hashlib
    import hmac

    mac = hmac.new(public_pem, f"{header}.{payload}".encode(), hashlib.sha256).digest()
    token = f"{header}.{payload}.{base64.urlsafe_b64encode(mac).rstrip(b'=').decode()}"
    assert refused(make_authenticator(), f"Bearer {token}") == "unsupported token algorithm"


def test_symmetric_key_in_the_key_set_is_never_used(
    make_authenticator: MakeAuthenticator, issuer: FakeIssuer, rsa_key: SigningKey
) -> None:
    secret = b"s" * 32
    oct_jwk = {"kty": "oct", "kid": "hmac-1", "k": base64.urlsafe_b64encode(secret).rstrip(b"=").decode()}
    issuer.publish(rsa_key, oct_jwk)
    token = jwt.encode(access_claims(), secret, algorithm="HS256", headers={"kid": "hmac-1"})
    assert refused(make_authenticator(), f"Bearer {token}") == "unsupported token algorithm"
    # Even claiming RS256 cannot reach the oct key: it was never loaded.
    header = b64({"alg": "RS256", "kid": "hmac-1"})
    assert refused(make_authenticator(), f"Bearer {header}.{token.split('.')[1]}.{token.split('.')[2]}") == (
        "unknown signing key"
    )


def test_algorithm_must_match_the_key(make_authenticator: MakeAuthenticator, ec_key: SigningKey) -> None:
    # An ES256 signature presented as RS256 under the EC key's kid.
    header, payload, signature = ec_key.sign(access_claims()).split(".")
    relabelled = b64({"alg": "RS256", "typ": "JWT", "kid": ec_key.kid})
    assert refused(make_authenticator(), f"Bearer {relabelled}.{payload}.{signature}") == (
        "token algorithm does not match its key"
    )


def test_algorithm_allow_list_is_configurable(make_authenticator: MakeAuthenticator, ec_key: SigningKey) -> None:
    token = ec_key.sign(access_claims())
    assert refused(make_authenticator(algorithms=("RS256",)), f"Bearer {token}") == "unsupported token algorithm"


# -- header shapes and malformed tokens ------------------------------------------------


@pytest.mark.parametrize(
    ("header", "reason"),
    [
        (None, "missing bearer token"),
        ("", "missing bearer token"),
        ("   ", "missing bearer token"),
        ("Basic dXNlcjpwYXNz", "authorization scheme must be Bearer"),
        ("Token abc", "authorization scheme must be Bearer"),
        ("Bearer", "empty bearer token"),
        ("Bearer    ", "empty bearer token"),
        ("Bearer not-a-jwt", "malformed token"),
        ("Bearer a.b.c", "malformed token"),
        ("Bearer " + b64({"alg": "RS256", "kid": "rsa-1"}) + ".bm90LWpzb24.c2ln", "malformed token"),
        # A JWT is ASCII; a lone surrogate used to escape as an internal error (-32603).
        ("Bearer \ud800", "malformed token"),
        ("Bearer a\udc80b.c.d", "malformed token"),
        ("Bearer é.b.c", "malformed token"),
    ],
)
def test_missing_or_malformed(make_authenticator: MakeAuthenticator, issuer: FakeIssuer, header, reason) -> None:
    assert refused(make_authenticator(), header) == reason
    assert issuer.requests == []  # refused before any key fetch


def test_token_without_kid(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    token = jwt.encode(access_claims(), rsa_key.private_key, algorithm="RS256")
    assert refused(make_authenticator(), f"Bearer {token}") == "token has no key id"


@pytest.mark.parametrize("claim", ["sub", "exp"])
def test_required_claims(make_authenticator: MakeAuthenticator, rsa_key: SigningKey, claim: str) -> None:
    token = rsa_key.sign(access_claims(**{claim: None}))
    assert refused(make_authenticator(), f"Bearer {token}") == f"token lacks the {claim} claim"


# -- key set cache and rotation --------------------------------------------------------


def test_warm_cache_makes_no_further_fetches(
    make_authenticator: MakeAuthenticator, rsa_key: SigningKey, ec_key: SigningKey, issuer: FakeIssuer
) -> None:
    for _ in range(5):
        make_authenticator().authenticate(f"Bearer {rsa_key.sign(access_claims())}")  # new instance: warm invocation
        make_authenticator().authenticate(f"Bearer {ec_key.sign(access_claims())}")
    assert issuer.requests == [f"{ISSUER}/.well-known/jwks.json"]


def test_unknown_kid_triggers_one_refresh_that_finds_the_rotated_key(
    make_authenticator: MakeAuthenticator, rsa_key: SigningKey, rotated_key: SigningKey, issuer: FakeIssuer, clock
) -> None:
    authenticator = make_authenticator()
    authenticator.authenticate(f"Bearer {rsa_key.sign(access_claims())}")
    assert len(issuer.requests) == 1
    issuer.publish(rsa_key, rotated_key)  # the issuer rotates in a new key
    clock.now += 61  # past the refresh throttle
    assert authenticator.authenticate(f"Bearer {rotated_key.sign(access_claims())}").user_id == "user-alice"
    assert len(issuer.requests) == 2


def test_unknown_kid_refresh_is_throttled(
    make_authenticator: MakeAuthenticator, rsa_key: SigningKey, rotated_key: SigningKey, issuer: FakeIssuer, clock
) -> None:
    authenticator = make_authenticator()
    authenticator.authenticate(f"Bearer {rsa_key.sign(access_claims())}")
    for _ in range(3):
        assert refused(authenticator, f"Bearer {rotated_key.sign(access_claims())}") == "unknown signing key"
    assert len(issuer.requests) == 1  # the first fetch was moments ago: no refetch yet
    clock.now += 61
    assert refused(authenticator, f"Bearer {rotated_key.sign(access_claims())}") == "unknown signing key"
    assert refused(authenticator, f"Bearer {rotated_key.sign(access_claims())}") == "unknown signing key"
    assert len(issuer.requests) == 2


def test_key_set_older_than_max_age_is_refetched(
    make_authenticator: MakeAuthenticator, rsa_key: SigningKey, issuer: FakeIssuer, clock
) -> None:
    authenticator = make_authenticator(jwks_max_age_seconds=3600)
    authenticator.authenticate(f"Bearer {rsa_key.sign(access_claims())}")
    issuer.publish(SigningKey("RS256", "other", rsa_key.private_key))  # rsa-1 withdrawn
    clock.now += 3601
    assert refused(authenticator, f"Bearer {rsa_key.sign(access_claims())}") == "unknown signing key"
    assert len(issuer.requests) == 2


def test_failed_refetch_keeps_the_cached_keys(
    make_authenticator: MakeAuthenticator, rsa_key: SigningKey, issuer: FakeIssuer, clock
) -> None:
    authenticator = make_authenticator()
    authenticator.authenticate(f"Bearer {rsa_key.sign(access_claims())}")
    issuer.failing = True
    clock.now += 7200
    assert authenticator.authenticate(f"Bearer {rsa_key.sign(access_claims())}").user_id == "user-alice"
    assert len(issuer.requests) == 2


def test_unreachable_issuer_without_cache_is_a_server_error(
    make_authenticator: MakeAuthenticator, rsa_key: SigningKey, issuer: FakeIssuer, clock
) -> None:
    issuer.failing = True
    authenticator = make_authenticator()
    with pytest.raises(KeySetUnavailable):
        authenticator.authenticate(f"Bearer {rsa_key.sign(access_claims())}")
    with pytest.raises(KeySetUnavailable):  # retried only after a pause
        authenticator.authenticate(f"Bearer {rsa_key.sign(access_claims())}")
    assert len(issuer.requests) == 1
    issuer.failing = False
    clock.now += 6
    assert authenticator.authenticate(f"Bearer {rsa_key.sign(access_claims())}").user_id == "user-alice"


# -- plans -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "plan"),
    [
        ({"cognito:groups": ["plan-free"]}, "free"),
        ({"cognito:groups": None}, "free"),
        ({"cognito:groups": ["admins"]}, "free"),
        ({"cognito:groups": ["plan-pro"]}, "pro"),
        ({"cognito:groups": ["plan-organization"]}, "organization"),
        ({"cognito:groups": ["plan-pro", "plan-enterprise"]}, "enterprise"),
        ({"cognito:groups": ["plan-platinum"]}, "free"),
        ({"cognito:groups": None, "custom:plan": "Pro"}, "pro"),
        ({"cognito:groups": ["plan-pro"], "custom:plan": "organization"}, "organization"),
    ],
)
def test_plan_from_groups_or_claim(make_authenticator: MakeAuthenticator, rsa_key: SigningKey, extra, plan) -> None:
    assert make_authenticator().authenticate(f"Bearer {rsa_key.sign(access_claims(**extra))}").plan == plan


def test_free_plan_authenticates_but_require_paid_plan_refuses(
    make_authenticator: MakeAuthenticator, rsa_key: SigningKey
) -> None:
    caller = make_authenticator().authenticate(f"Bearer {rsa_key.sign(access_claims(**{'cognito:groups': None}))}")
    assert caller.plan == "free"
    with pytest.raises(PlanRequired):
        require_paid_plan(caller)


def test_enterprise_account_from_group_or_claim(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    authenticator = make_authenticator()
    by_group = rsa_key.sign(access_claims(**{"cognito:groups": ["plan-enterprise", "account-acme"]}))
    assert authenticator.authenticate(f"Bearer {by_group}") == Caller("user-alice", "enterprise", "acme")
    by_claim = rsa_key.sign(access_claims(**{"cognito:groups": ["plan-enterprise"], "custom:account": "globex"}))
    assert authenticator.authenticate(f"Bearer {by_claim}").account_id == "globex"
    pro_with_account = rsa_key.sign(access_claims(**{"cognito:groups": ["plan-pro", "account-acme"]}))
    assert authenticator.authenticate(f"Bearer {pro_with_account}").account_id is None


def test_groups_as_a_string(make_authenticator: MakeAuthenticator, rsa_key: SigningKey) -> None:
    token = rsa_key.sign(access_claims(**{"cognito:groups": "staff plan-organization"}))
    assert make_authenticator().authenticate(f"Bearer {token}").plan == "organization"


# -- the 401 header --------------------------------------------------------------------


def challenge(error: Unauthorized) -> str:
    return unauthorized(error.reason, error.missing_token).headers["WWW-Authenticate"]


def test_www_authenticate_header() -> None:
    with pytest.raises(Unauthorized) as missing:
        bearer_token(None)
    assert challenge(missing.value) == 'Bearer realm="ecclesia"'
    assert challenge(Unauthorized("token expired")) == (
        'Bearer realm="ecclesia", error="invalid_token", error_description="token expired"'
    )
    assert '"' not in challenge(Unauthorized('say "hi"')).split("error_description=")[1][1:-1]

