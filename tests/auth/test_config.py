"""Configuration from ECCLESIA_AUTH_*, and the local development issuer's confinement."""

from __future__ import annotations

from pathlib import Path

import pytest

from ecclesia.services import dev_tokens
from ecclesia.services.auth import AuthConfigError, authenticator_from_env, config_from_env
from ecclesia.services.identity import Caller, Unauthorized
from tests.auth.token_helpers import CLIENT_ID, ISSUER, FakeIssuer, SigningKey, access_claims

COGNITO_ENV = {"ECCLESIA_AUTH_ISSUER": ISSUER, "ECCLESIA_AUTH_AUDIENCE": f"{CLIENT_ID}, second-client"}
LAMBDA = {"AWS_LAMBDA_FUNCTION_NAME": "ecclesia-a2a"}


def test_cognito_defaults() -> None:
    config = config_from_env(COGNITO_ENV)
    assert config.provider == "cognito"
    assert config.issuer == ISSUER
    assert config.audiences == {CLIENT_ID, "second-client"}
    assert config.token_use == "access"
    assert config.jwks_location == f"{ISSUER}/.well-known/jwks.json"
    assert (config.plan_claim, config.groups_claim, config.account_claim) == (
        "custom:plan", "cognito:groups", "custom:account",
    )
    assert config.algorithms == ("RS256", "ES256")


def test_oidc_settings() -> None:
    config = config_from_env({
        "ECCLESIA_AUTH_PROVIDER": "oidc",
        "ECCLESIA_AUTH_ISSUER": "https://login.example.org",
        "ECCLESIA_AUTH_AUDIENCE": "api://ecclesia",
        "ECCLESIA_AUTH_GROUPS_CLAIM": "groups",
        "ECCLESIA_AUTH_ACCOUNT_CLAIM": "-",
        "ECCLESIA_AUTH_LEEWAY_SECONDS": "10",
    })
    assert config.jwks_location == "discover:https://login.example.org/.well-known/openid-configuration"
    assert (config.plan_claim, config.groups_claim, config.account_claim) == ("plan", "groups", None)
    assert config.leeway_seconds == 10
    slash = config_from_env({**COGNITO_ENV, "ECCLESIA_AUTH_PROVIDER": "oidc", "ECCLESIA_AUTH_ISSUER": "https://t.example/"})
    assert slash.issuer == "https://t.example/"  # kept: iss must match exactly
    assert slash.jwks_location == "discover:https://t.example/.well-known/openid-configuration"
    explicit = config_from_env({**COGNITO_ENV, "ECCLESIA_AUTH_JWKS_URL": "https://keys.example.org/jwks"})
    assert explicit.jwks_location == "https://keys.example.org/jwks"


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"ECCLESIA_AUTH_AUDIENCE": CLIENT_ID}, "ECCLESIA_AUTH_ISSUER is required"),
        ({"ECCLESIA_AUTH_ISSUER": ISSUER}, "ECCLESIA_AUTH_AUDIENCE is required"),
        ({**COGNITO_ENV, "ECCLESIA_AUTH_PROVIDER": "saml"}, "ECCLESIA_AUTH_PROVIDER"),
        ({**COGNITO_ENV, "ECCLESIA_AUTH_TOKEN_USE": "refresh"}, "ECCLESIA_AUTH_TOKEN_USE"),
        ({**COGNITO_ENV, "ECCLESIA_AUTH_ALGORITHMS": "RS256,HS256"}, "ECCLESIA_AUTH_ALGORITHMS"),
        ({**COGNITO_ENV, "ECCLESIA_AUTH_LEEWAY_SECONDS": "soon"}, "ECCLESIA_AUTH_LEEWAY_SECONDS"),
    ],
)
def test_bad_configuration_is_refused_at_start(env, message) -> None:
    with pytest.raises(AuthConfigError, match=message):
        config_from_env(env)


# -- the local issuer cannot reach a deployed stack ------------------------------------


def test_jwks_file_refused_in_a_deployed_lambda(tmp_path: Path) -> None:
    env = {**dev_tokens.local_auth_environment(tmp_path), **LAMBDA}
    with pytest.raises(AuthConfigError, match="local runs only"):
        config_from_env(env)


def test_jwks_file_allowed_under_the_sam_cli_emulator_and_locally(tmp_path: Path) -> None:
    env = dev_tokens.local_auth_environment(tmp_path)
    assert config_from_env(env).jwks_file is not None
    assert config_from_env({**env, **LAMBDA, "AWS_SAM_LOCAL": "true"}).jwks_file is not None


@pytest.mark.parametrize(
    "override",
    [{"ECCLESIA_AUTH_ISSUER": "http://localhost/ecclesia-dev"}, {"ECCLESIA_AUTH_JWKS_URL": "http://10.0.0.1/jwks"}],
)
def test_plain_http_refused_in_a_deployed_lambda(override) -> None:
    with pytest.raises(AuthConfigError, match="https"):
        config_from_env({**COGNITO_ENV, **override, **LAMBDA})
    config_from_env({**COGNITO_ENV, **override})  # fine locally


def test_dev_tokens_refuse_to_sign_in_a_deployed_lambda(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("AWS_LAMBDA_FUNCTION_NAME", "ecclesia-a2a")
    monkeypatch.delenv("AWS_SAM_LOCAL", raising=False)
    with pytest.raises(RuntimeError, match="local runs only"):
        dev_tokens.issue_token("pro", directory=tmp_path)


def test_template_never_configures_the_local_issuer() -> None:
    template = Path(__file__).resolve().parents[2] / "template.yaml"
    if not template.is_file():
        pytest.skip("template.yaml not written yet")
    text = template.read_text(encoding="utf-8")
    for forbidden in ("ECCLESIA_AUTH_JWKS_FILE", "AWS_SAM_LOCAL", "ECCLESIA_DEV_AUTH_DIR", "dev-auth"):
        assert forbidden not in text


# -- development tokens round trip -----------------------------------------------------


@pytest.mark.parametrize("algorithm", ["RS256", "ES256"])
@pytest.mark.parametrize("plan", ["free", "pro", "organization", "enterprise"])
def test_dev_token_round_trip(tmp_path: Path, algorithm: str, plan: str) -> None:
    authenticator = authenticator_from_env(dev_tokens.local_auth_environment(tmp_path))
    token = dev_tokens.issue_token(plan, user="alice", account="acme", algorithm=algorithm, directory=tmp_path)
    caller = authenticator.authenticate(f"Bearer {token}")
    assert caller == Caller("alice", plan, "acme" if plan == "enterprise" else None)


def test_dev_keys_persist_and_other_keys_are_foreign(tmp_path: Path) -> None:
    first = dev_tokens.ensure_dev_keys(tmp_path)
    again = dev_tokens.ensure_dev_keys(tmp_path)
    assert {k.kid for k in first.values()} == {k.kid for k in again.values()}
    assert (tmp_path / "rs256-private.pem").stat().st_mode & 0o077 == 0
    other_dir = tmp_path / "other"
    foreign = dev_tokens.issue_token("pro", directory=other_dir)
    authenticator = authenticator_from_env(dev_tokens.local_auth_environment(tmp_path))
    with pytest.raises(Unauthorized, match="unknown signing key"):
        authenticator.authenticate(f"Bearer {foreign}")


def test_dev_token_expiry(tmp_path: Path) -> None:
    authenticator = authenticator_from_env(dev_tokens.local_auth_environment(tmp_path))
    expired = dev_tokens.issue_token("pro", directory=tmp_path, extra_claims={"exp": 1})
    with pytest.raises(Unauthorized, match="token expired"):
        authenticator.authenticate(f"Bearer {expired}")
    with pytest.raises(ValueError):
        dev_tokens.issue_token("gold", directory=tmp_path)


def test_dev_token_cli_prints_a_token(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("ECCLESIA_DEV_AUTH_DIR", str(tmp_path))
    assert dev_tokens.main(["--plan", "organization", "--user", "bob", "--ttl", "60"]) == 0
    token = capsys.readouterr().out.strip()
    caller = authenticator_from_env(dev_tokens.local_auth_environment(tmp_path)).authenticate(f"Bearer {token}")
    assert caller == Caller("bob", "organization")
    assert dev_tokens.main(["--print-env"]) == 0
    assert f"export ECCLESIA_AUTH_JWKS_FILE={tmp_path / 'jwks.json'}" in capsys.readouterr().out


def test_env_factory_uses_the_given_http_client(rsa_key: SigningKey, issuer: FakeIssuer) -> None:
    authenticator = authenticator_from_env(COGNITO_ENV, issuer.client)
    assert authenticator.authenticate(f"Bearer {rsa_key.sign(access_claims())}").plan == "pro"
    assert issuer.requests == [f"{ISSUER}/.well-known/jwks.json"]


def test_regenerated_dev_keys_are_picked_up_at_once(tmp_path: Path) -> None:
    authenticator = authenticator_from_env(dev_tokens.local_auth_environment(tmp_path))
    authenticator.authenticate(f"Bearer {dev_tokens.issue_token('pro', directory=tmp_path)}")
    for pem in tmp_path.glob("*.pem"):
        pem.unlink()  # a developer wipes build/dev-auth while the server runs
    fresh = dev_tokens.issue_token("pro", directory=tmp_path)
    assert authenticator.authenticate(f"Bearer {fresh}").plan == "pro"
