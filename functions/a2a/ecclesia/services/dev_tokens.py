"""Development tokens for the local run: a local issuer the local server alone trusts.

    python -m ecclesia.services.dev_tokens --plan pro [--user alice] [--ttl 3600]
        [--account acme] [--alg ES256]          # prints a bearer token
    python -m ecclesia.services.dev_tokens --print-env   # the ECCLESIA_AUTH_* of the local run

On first use this creates an RSA (RS256) and an EC P-256 (ES256) signing key under
``build/dev-auth/`` (gitignored; ``ECCLESIA_DEV_AUTH_DIR`` moves it) and writes their public
halves to ``build/dev-auth/jwks.json``. The local server trusts that file through
``local_auth_environment()``: provider ``oidc``, issuer ``http://localhost/ecclesia-dev``, audience
``ecclesia-local`` and ``ECCLESIA_AUTH_JWKS_FILE``.

Why none of this reaches a deployed stack: the private keys live outside the function's code
directory, so they are never packaged; ``auth.config_from_env`` refuses
``ECCLESIA_AUTH_JWKS_FILE`` and non-https issuers inside a deployed Lambda (the template sets
neither); and this module refuses to sign there too.

Tokens look like Cognito's as far as the service cares: ``sub`` is the user, the plan is the
group ``plan-<plan>`` in ``cognito:groups`` and an enterprise account the group
``account-<id>``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import sys
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ecclesia.services.auth import running_in_deployed_lambda
from ecclesia.services.identity import PLANS

DEV_ISSUER = "http://localhost/ecclesia-dev"
DEV_AUDIENCE = "ecclesia-local"
_KEY_FILES = {"RS256": "rs256-private.pem", "ES256": "es256-private.pem"}
JWKS_FILE_NAME = "jwks.json"


def dev_auth_dir() -> Path:
    """Where development keys live: ``ECCLESIA_DEV_AUTH_DIR`` or ``build/dev-auth``."""
    configured = os.environ.get("ECCLESIA_DEV_AUTH_DIR", "").strip()
    if configured:
        return Path(configured)
    repo_root = Path(__file__).resolve().parents[4]
    if not (repo_root / "pyproject.toml").is_file():  # not a source checkout
        repo_root = Path.cwd()
    return repo_root / "build" / "dev-auth"


@dataclass(frozen=True, slots=True)
class DevKey:
    """A development signing key: its algorithm, key id, private key and public JWK."""

    algorithm: str
    kid: str
    private_key: Any  # cryptography private key object
    public_jwk: dict[str, Any]


def _refuse_in_deployed_lambda() -> None:
    if running_in_deployed_lambda():
        raise RuntimeError("development tokens are for local runs only")


def _generate(algorithm: str) -> Any:
    from cryptography.hazmat.primitives.asymmetric import ec, rsa

    if algorithm == "RS256":
        return rsa.generate_private_key(public_exponent=65537, key_size=2048)
    return ec.generate_private_key(ec.SECP256R1())


def _load_or_create(directory: Path, algorithm: str) -> DevKey:
    from cryptography.hazmat.primitives import serialization
    from jwt.algorithms import ECAlgorithm, RSAAlgorithm

    path = directory / _KEY_FILES[algorithm]
    if path.is_file():
        private_key = serialization.load_pem_private_key(path.read_bytes(), password=None)
    else:
        private_key = _generate(algorithm)
        pem = private_key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
        directory.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(pem)
    public_key = private_key.public_key()
    der = public_key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    kid = f"ecclesia-dev-{algorithm.lower()}-{hashlib.sha256(der).hexdigest()[:12]}"
    from cryptography.hazmat.primitives.asymmetric import ec, rsa

    if isinstance(public_key, rsa.RSAPublicKey):
        jwk = RSAAlgorithm.to_jwk(public_key, as_dict=True)
    else:
        assert isinstance(public_key, ec.EllipticCurvePublicKey)  # the two kinds generated above
        jwk = ECAlgorithm.to_jwk(public_key, as_dict=True)
    jwk.update({"kid": kid, "alg": algorithm, "use": "sig"})
    return DevKey(algorithm, kid, private_key, jwk)


def ensure_dev_keys(directory: Path | None = None) -> dict[str, DevKey]:
    """Load (creating on first use) both development keys and (re)write the JWKS file."""
    _refuse_in_deployed_lambda()
    directory = directory or dev_auth_dir()
    keys = {algorithm: _load_or_create(directory, algorithm) for algorithm in _KEY_FILES}
    jwks = {"keys": [key.public_jwk for key in keys.values()]}
    jwks_path = directory / JWKS_FILE_NAME
    text = json.dumps(jwks, indent=2) + "\n"
    if not jwks_path.is_file() or jwks_path.read_text(encoding="utf-8") != text:
        temporary = jwks_path.with_suffix(".tmp")
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(jwks_path)
    return keys


def local_auth_environment(directory: Path | None = None) -> dict[str, str]:
    """The ECCLESIA_AUTH_* settings under which the local server trusts development tokens."""
    directory = directory or dev_auth_dir()
    ensure_dev_keys(directory)
    # Every claim setting is pinned, so whatever the template configures for a real issuer
    # (an external OIDC JWKS URL, other claim names) cannot leak into the local run.
    return {
        "ECCLESIA_AUTH_PROVIDER": "oidc",
        "ECCLESIA_AUTH_ISSUER": DEV_ISSUER,
        "ECCLESIA_AUTH_AUDIENCE": DEV_AUDIENCE,
        "ECCLESIA_AUTH_JWKS_FILE": str((directory / JWKS_FILE_NAME).resolve()),
        "ECCLESIA_AUTH_JWKS_URL": "",
        "ECCLESIA_AUTH_TOKEN_USE": "access",
        "ECCLESIA_AUTH_ALGORITHMS": "RS256,ES256",
        "ECCLESIA_AUTH_GROUPS_CLAIM": "cognito:groups",
        "ECCLESIA_AUTH_PLAN_GROUP_PREFIX": "plan-",
        "ECCLESIA_AUTH_ACCOUNT_GROUP_PREFIX": "account-",
        "ECCLESIA_AUTH_PLAN_CLAIM": "-",
        "ECCLESIA_AUTH_ACCOUNT_CLAIM": "-",
    }


def issue_token(
    plan: str,
    user: str = "dev-user",
    ttl_seconds: int = 3600,
    account: str | None = None,
    algorithm: str = "RS256",
    directory: Path | None = None,
    extra_claims: Mapping[str, Any] | None = None,
) -> str:
    """A development bearer token for ``user`` on ``plan``."""
    import jwt

    if plan not in PLANS:
        raise ValueError(f"plan must be one of {', '.join(PLANS)}")
    if algorithm not in _KEY_FILES:
        raise ValueError(f"algorithm must be one of {', '.join(_KEY_FILES)}")
    if ttl_seconds <= 0:
        raise ValueError("ttl must be positive")
    key = ensure_dev_keys(directory)[algorithm]
    now = int(time.time())
    groups = [f"plan-{plan}"] + ([f"account-{account}"] if account else [])
    claims: dict[str, Any] = {
        "iss": DEV_ISSUER,
        "aud": DEV_AUDIENCE,
        "sub": user,
        "iat": now,
        "nbf": now,
        "exp": now + ttl_seconds,
        "jti": str(uuid.uuid4()),
        "cognito:groups": groups,
    }
    claims.update(extra_claims or {})
    return jwt.encode(claims, key.private_key, algorithm=algorithm, headers={"kid": key.kid})


def main(argv: list[str] | None = None) -> int:
    """The ``python -m ecclesia.services.dev_tokens`` command line; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m ecclesia.services.dev_tokens",
        description="Print a development bearer token that the local server trusts.",
    )
    parser.add_argument("--plan", choices=PLANS, default="pro")
    parser.add_argument("--user", default="dev-user", help="the token's sub (default dev-user)")
    parser.add_argument("--ttl", type=int, default=3600, help="lifetime in seconds (default 3600)")
    parser.add_argument("--account", help="enterprise account id (group account-<id>)")
    parser.add_argument("--alg", choices=sorted(_KEY_FILES), default="RS256")
    parser.add_argument("--print-env", action="store_true", help="print the local run's ECCLESIA_AUTH_* exports")
    args = parser.parse_args(argv)
    if args.print_env:
        for name, value in local_auth_environment().items():
            print(f"export {name}={shlex.quote(value)}")
        return 0
    try:
        print(issue_token(args.plan, args.user, args.ttl, args.account, args.alg))
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
