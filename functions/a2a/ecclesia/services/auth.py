"""Bearer JWT authentication against an OAuth issuer's JSON Web Key Set.

Which token callers send
------------------------
*Cognito (the default issuer).* Callers send the user pool's **access token** — the OAuth
token meant for calling an API. Cognito access tokens carry no ``aud``; they name the app
client in ``client_id`` and say ``token_use: "access"``. ID tokens (``aud`` = app client id,
``token_use: "id"``) are refused unless ``ECCLESIA_AUTH_TOKEN_USE`` is ``id`` or ``any``.
Both kinds carry ``cognito:groups``, which is where the plan lives (see below).

*External OIDC issuer.* Callers send an access token whose ``aud`` is one of
``ECCLESIA_AUTH_AUDIENCE``; there is no ``token_use`` check.

Every token must be signed with RS256 or ES256 by a key in the issuer's JWKS, and carry
``iss`` (exactly ``ECCLESIA_AUTH_ISSUER``), ``exp`` and ``sub``; ``nbf`` is checked when
present. ``sub`` becomes ``Caller.user_id``.

Plans and accounts
------------------
The plan is the highest of:

* each group in the groups claim (``cognito:groups``) named ``plan-<plan>``; groups are set
  by administrators only, so this is the safe default for Cognito;
* the plan claim (``custom:plan`` for Cognito ID tokens, ``plan`` for OIDC). With Cognito,
  make the attribute read-only for app clients, or users could upgrade themselves;
  access tokens do not carry custom attributes, so Cognito deployments use groups.

No plan → ``free``. The enterprise account comes from a group ``account-<id>`` or the account
claim (``custom:account`` / ``account``) and is only kept for the enterprise plan.

Key set cache
-------------
Key sets live in a module-level cache, so a warm Lambda verifies tokens with no network
call. An unknown ``kid`` triggers one refetch (the issuer may have rotated keys), at most once
per ``ECCLESIA_AUTH_JWKS_REFRESH_INTERVAL_SECONDS``; cached sets older than
``ECCLESIA_AUTH_JWKS_MAX_AGE_SECONDS`` are refetched so a withdrawn key stops being trusted.
A failed refetch keeps the cached keys. ``jwt``/``cryptography`` and ``httpx`` are imported on
first use, keeping this module cheap to import.

Local development keys
----------------------
``ECCLESIA_AUTH_JWKS_FILE`` trusts a key set read from a file (written by
``python -m ecclesia.services.dev_tokens``). It is refused inside a deployed Lambda (when
``AWS_LAMBDA_FUNCTION_NAME`` is set and ``AWS_SAM_LOCAL`` is not ``"true"``, which only the SAM
CLI emulator sets), and there the issuer and JWKS URL must be ``https``. The template never
sets either variable.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

from aws_lambda_powertools import Logger

from ecclesia.observability import SERVICE
from ecclesia.services.identity import PLANS, Caller, Plan, Unauthorized

if TYPE_CHECKING:
    import httpx
    from jwt import PyJWK

logger = Logger(service=SERVICE, child=True)  # structured, under the service's logger

SUPPORTED_ALGORITHMS: tuple[str, ...] = ("RS256", "ES256")
# Asymmetric key types only: an "oct" (shared secret) key in a key set must never verify
# anything, whatever algorithm a token claims.
_KEY_TYPE_FOR_ALGORITHM = {"RS256": "RSA", "ES256": "EC"}

Provider = Literal["cognito", "oidc"]

TokenUse = Literal["access", "id", "any"]


class AuthConfigError(ValueError):
    """The authentication settings are unusable; raised at start-up, never per request.

    Attributes:
        problems: one line per bad variable (a single line when raised by ``AuthConfig``).
    """

    def __init__(self, *problems: str) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(problems))


class KeySetUnavailable(RuntimeError):
    """The issuer's key set cannot be fetched and none is cached: a server-side failure
    (JSON-RPC -32603), not the caller's fault."""


@dataclass(frozen=True, slots=True)
class AuthConfig:
    """Validated authentication settings (``config_from_env``; module docstring).

    Raises:
        AuthConfigError: on construction, naming every unusable field's variable.
    """

    issuer: str
    audiences: frozenset[str]
    provider: Provider = "cognito"
    token_use: TokenUse = "access"
    jwks_url: str | None = None
    jwks_file: Path | None = None
    algorithms: tuple[str, ...] = SUPPORTED_ALGORITHMS
    leeway_seconds: float = 30.0
    plan_claim: str | None = "custom:plan"
    groups_claim: str | None = "cognito:groups"
    plan_group_prefix: str = "plan-"
    account_claim: str | None = "custom:account"
    account_group_prefix: str = "account-"
    jwks_max_age_seconds: float = 3600.0
    jwks_refresh_interval_seconds: float = 60.0

    def __post_init__(self) -> None:
        problems: list[str] = []
        if not self.issuer:
            problems.append("ECCLESIA_AUTH_ISSUER is required")
        if not self.audiences:
            problems.append("ECCLESIA_AUTH_AUDIENCE is required (app client id or audience)")
        unsupported = set(self.algorithms) - set(SUPPORTED_ALGORITHMS)
        if unsupported or not self.algorithms:
            problems.append(f"ECCLESIA_AUTH_ALGORITHMS must be a subset of {SUPPORTED_ALGORITHMS}")
        if self.provider not in ("cognito", "oidc"):
            problems.append("ECCLESIA_AUTH_PROVIDER must be 'cognito' or 'oidc'")
        if self.token_use not in ("access", "id", "any"):
            problems.append("ECCLESIA_AUTH_TOKEN_USE must be 'access', 'id' or 'any'")
        if problems:
            raise AuthConfigError(*problems)

    @property
    def jwks_location(self) -> str:
        """Where the key set comes from; also the cache key."""
        if self.jwks_file is not None:
            return f"file:{self.jwks_file.resolve()}"
        if self.jwks_url:
            return self.jwks_url
        if self.provider == "cognito":
            return f"{self.issuer.rstrip('/')}/.well-known/jwks.json"
        return f"discover:{self.issuer.rstrip('/')}/.well-known/openid-configuration"


# --------------------------------------------------------------------------------------
# Key set: fetched once per container, shared by every authenticator using the same source.
# --------------------------------------------------------------------------------------

HttpClientFactory = Callable[[], "httpx.Client"]


def _default_http_client() -> httpx.Client:
    import httpx

    return httpx.Client(timeout=httpx.Timeout(3.0), follow_redirects=False)


@dataclass(slots=True)
class _CachedKeySet:
    keys: dict[str, PyJWK] = field(default_factory=dict)
    fetched_at: float | None = None  # monotonic time of the last successful fetch
    attempted_at: float | None = None  # monotonic time of the last fetch attempt


_KEY_SETS: dict[str, _CachedKeySet] = {}
_RETRY_AFTER_FAILED_FIRST_FETCH_SECONDS = 5.0
_KEY_SETS_LOCK = threading.Lock()


def clear_key_set_cache() -> None:
    """Forget every cached key set (tests; a new container starts empty anyway)."""
    with _KEY_SETS_LOCK:
        _KEY_SETS.clear()


class KeySetSource(Protocol):
    """Where a JSON Web Key Set comes from (an HTTP URL or a local file)."""

    def load(self) -> Mapping[str, Any]:
        """Return the JWKS document ({"keys": [...]}); raise on failure."""
        ...


class HttpKeySetSource:
    """A JWKS at a URL, or (``discover:`` locations) behind an OIDC discovery document."""

    def __init__(self, location: str, client_factory: HttpClientFactory = _default_http_client) -> None:
        self._location = location
        self._client_factory = client_factory
        self._client: httpx.Client | None = None
        self._jwks_uri: str | None = None if location.startswith("discover:") else location

    def load(self) -> Mapping[str, Any]:
        """The JWKS document, discovering its URL first for ``discover:`` locations.

        Raises:
            httpx.HTTPError: the issuer could not be reached or answered with an error.
            KeySetUnavailable: the answer is not a JSON object, or discovery names no ``jwks_uri``.
        """
        if self._client is None:
            self._client = self._client_factory()
        if self._jwks_uri is None:
            discovery = self._get_json(self._location.removeprefix("discover:"))
            jwks_uri = discovery.get("jwks_uri")
            if not isinstance(jwks_uri, str) or not jwks_uri:
                raise KeySetUnavailable("OIDC discovery document has no jwks_uri")
            self._jwks_uri = jwks_uri
        return self._get_json(self._jwks_uri)

    def _get_json(self, url: str) -> Mapping[str, Any]:
        assert self._client is not None
        response = self._client.get(url, headers={"Accept": "application/json"})
        response.raise_for_status()
        document = response.json()
        if not isinstance(document, dict):
            raise KeySetUnavailable(f"{url} did not return a JSON object")
        return document


class FileKeySetSource:
    """A JWKS file on disk: local development only (see ``_check_local_only``)."""

    def __init__(self, path: Path) -> None:
        self._path = path

    def load(self) -> Mapping[str, Any]:
        """The JWKS document in the file.

        Raises:
            KeySetUnavailable: the file does not hold a JSON object.
        """
        document = json.loads(self._path.read_text(encoding="utf-8"))
        if not isinstance(document, dict):
            raise KeySetUnavailable(f"{self._path} is not a JWKS object")
        return document


def _parse_key_set(document: Mapping[str, Any], algorithms: tuple[str, ...]) -> dict[str, PyJWK]:
    """Usable verification keys by kid; keys for encryption, of other types or without a
    kid are skipped (issuers publish such keys legitimately)."""
    from jwt import PyJWK
    from jwt.exceptions import PyJWTError

    allowed_key_types = {_KEY_TYPE_FOR_ALGORITHM[a] for a in algorithms}
    keys: dict[str, PyJWK] = {}
    for raw in document.get("keys") or []:
        if not isinstance(raw, dict) or not isinstance(raw.get("kid"), str):
            continue
        if raw.get("kty") not in allowed_key_types or raw.get("use", "sig") != "sig":
            continue
        try:
            key = PyJWK(raw)
        except PyJWTError as error:
            logger.warning("skipping unusable JWKS key %s: %s", raw.get("kid"), error)
            continue
        if key.algorithm_name in algorithms:
            keys[raw["kid"]] = key
    return keys


class KeyStore:
    """Verification keys by kid, cached module-wide per key-set location."""

    def __init__(
        self,
        config: AuthConfig,
        source: KeySetSource,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._config = config
        self._source = source
        self._clock = clock
        self._cache_key = config.jwks_location
        self.fetch_count = 0  # key-set fetches made by this store (benchmark, tests)

    def key_for(self, kid: str) -> PyJWK:
        """The verification key with id ``kid``, refetching the set when stale or unknown.

        Raises:
            Unauthorized: no key has that id.
            KeySetUnavailable: no key set was ever fetched (a server-side failure).
        """
        with _KEY_SETS_LOCK:
            entry = _KEY_SETS.setdefault(self._cache_key, _CachedKeySet())
            now = self._clock()
            stale = entry.fetched_at is None or now - entry.fetched_at >= self._config.jwks_max_age_seconds
            if stale and self._may_fetch(entry, now):
                self._fetch(entry, now)
            key = entry.keys.get(kid)
            if key is None and self._may_fetch(entry, now):
                # An unknown kid usually means the issuer rotated its keys.
                self._fetch(entry, now)
                key = entry.keys.get(kid)
            if entry.fetched_at is None:
                raise KeySetUnavailable("the issuer's signing keys could not be fetched")
        if key is None:
            raise Unauthorized("unknown signing key")
        return key

    def _may_fetch(self, entry: _CachedKeySet, now: float) -> bool:
        # Throttle refetches so tokens with made-up kids cannot hammer the issuer. While no
        # fetch has ever succeeded, retry sooner: nothing at all can be verified meanwhile.
        if entry.attempted_at is None:
            return True
        interval = self._config.jwks_refresh_interval_seconds
        if entry.fetched_at is None:
            interval = min(interval, _RETRY_AFTER_FAILED_FIRST_FETCH_SECONDS)
        return now - entry.attempted_at >= interval

    def _fetch(self, entry: _CachedKeySet, now: float) -> None:
        entry.attempted_at = now
        self.fetch_count += 1
        try:
            keys = _parse_key_set(self._source.load(), self._config.algorithms)
        except Exception as error:  # network, HTTP status, JSON: keep what we have
            logger.warning("fetching the JWKS from %s failed: %s", self._cache_key, error)
            return
        entry.keys = keys
        entry.fetched_at = now


# --------------------------------------------------------------------------------------
# The authenticator
# --------------------------------------------------------------------------------------


def bearer_token(authorization: str | None) -> str:
    """The token of an ``Authorization: Bearer <token>`` header value."""
    if authorization is None or not authorization.strip():
        raise Unauthorized("missing bearer token", missing_token=True)
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer":
        raise Unauthorized("authorization scheme must be Bearer")
    token = token.strip()
    if not token:
        raise Unauthorized("empty bearer token")
    if not token.isascii():
        # A JWT is base64url and dots; anything else (a lone surrogate cannot even be
        # encoded for PyJWT) is refused here rather than failing inside the decoder.
        raise Unauthorized("malformed token")
    return token


class JwtAuthenticator:
    """Implements ``identity.Authenticator`` for RS256/ES256 JWTs from one issuer."""

    def __init__(self, config: AuthConfig, key_store: KeyStore) -> None:
        self.config = config
        self.key_store = key_store

    def authenticate(self, authorization: str | None) -> Caller:
        """The caller a bearer token identifies.

        Args:
            authorization: the ``Authorization`` header value.

        Raises:
            Unauthorized: missing, malformed, expired or untrusted token.
            KeySetUnavailable: the issuer's keys cannot be fetched.
        """
        token = bearer_token(authorization)
        claims = self._verified_claims(token)
        subject = claims.get("sub")
        if not isinstance(subject, str) or not subject:
            raise Unauthorized("token has no subject")
        plan = self._plan(claims)
        account = self._account(claims) if plan == "enterprise" else None
        return Caller(user_id=subject, plan=plan, account_id=account)

    def _verified_claims(self, token: str) -> dict[str, Any]:
        import jwt
        from jwt import exceptions as jwt_errors

        try:
            header = jwt.get_unverified_header(token)
            unverified = jwt.decode(token, options={"verify_signature": False})
        except jwt_errors.PyJWTError:
            raise Unauthorized("malformed token") from None
        alg = header.get("alg")
        if alg not in self.config.algorithms:
            raise Unauthorized("unsupported token algorithm")
        kid = header.get("kid")
        if not isinstance(kid, str) or not kid:
            raise Unauthorized("token has no key id")
        # Refuse foreign tokens before touching the key set, so they never trigger a refetch.
        # The issuer is verified again, with the signature, below.
        if unverified.get("iss") != self.config.issuer:
            raise Unauthorized("untrusted issuer")

        key = self.key_store.key_for(kid)
        checks_audience = self.config.provider == "oidc" or self.config.token_use == "id"
        try:
            claims = jwt.decode(
                token,
                key,
                algorithms=[alg],
                issuer=self.config.issuer,
                audience=sorted(self.config.audiences) if checks_audience else None,
                leeway=self.config.leeway_seconds,
                options={
                    "require": ["exp", "iss", "sub"],
                    "verify_aud": checks_audience,
                },
            )
        except jwt_errors.ExpiredSignatureError:
            raise Unauthorized("token expired") from None
        except jwt_errors.ImmatureSignatureError:
            raise Unauthorized("token not yet valid") from None
        except jwt_errors.InvalidIssuerError:
            raise Unauthorized("untrusted issuer") from None
        except (jwt_errors.InvalidAudienceError, jwt_errors.MissingRequiredClaimError) as error:
            if isinstance(error, jwt_errors.MissingRequiredClaimError) and error.claim != "aud":
                raise Unauthorized(f"token lacks the {error.claim} claim") from None
            raise Unauthorized("token not issued for this service") from None
        except jwt_errors.InvalidSignatureError:
            raise Unauthorized("invalid signature") from None
        except jwt_errors.InvalidAlgorithmError:
            raise Unauthorized("token algorithm does not match its key") from None
        except jwt_errors.PyJWTError:
            raise Unauthorized("invalid token") from None

        if self.config.provider == "cognito":
            self._check_cognito_token(claims)
        return claims

    def _check_cognito_token(self, claims: Mapping[str, Any]) -> None:
        token_use = claims.get("token_use")
        allowed = ("access", "id") if self.config.token_use == "any" else (self.config.token_use,)
        if token_use not in allowed:
            raise Unauthorized(f"token_use must be {' or '.join(allowed)}")
        if token_use == "access":
            # Access tokens name their app client in client_id instead of aud.
            if claims.get("client_id") not in self.config.audiences:
                raise Unauthorized("token not issued for this service")
        else:
            audience = claims.get("aud")
            audiences = [audience] if isinstance(audience, str) else audience or []
            if not any(a in self.config.audiences for a in audiences):
                raise Unauthorized("token not issued for this service")

    def _groups(self, claims: Mapping[str, Any]) -> list[str]:
        if not self.config.groups_claim:
            return []
        value = claims.get(self.config.groups_claim)
        if isinstance(value, str):  # some issuers send a space- or comma-separated string
            return [g for g in value.replace(",", " ").split() if g]
        if isinstance(value, list):
            return [g for g in value if isinstance(g, str)]
        return []

    def _plan(self, claims: Mapping[str, Any]) -> Plan:
        candidates: list[str] = []
        prefix = self.config.plan_group_prefix
        candidates += [g[len(prefix):].lower() for g in self._groups(claims) if g.startswith(prefix)]
        if self.config.plan_claim and isinstance(claims.get(self.config.plan_claim), str):
            candidates.append(claims[self.config.plan_claim].strip().lower())
        known = [c for c in candidates if c in PLANS]
        if len(known) != len(candidates):
            logger.warning("ignoring unknown plan names %s", sorted(set(candidates) - set(known)))
        if not known:
            return "free"
        return next(plan for plan in reversed(PLANS) if plan in known)  # the highest named

    def _account(self, claims: Mapping[str, Any]) -> str | None:
        prefix = self.config.account_group_prefix
        accounts = sorted(g[len(prefix):] for g in self._groups(claims) if g.startswith(prefix) and len(g) > len(prefix))
        if accounts:
            return accounts[0]
        if self.config.account_claim:
            value = claims.get(self.config.account_claim)
            if isinstance(value, str) and value.strip():
                return value.strip()
        return None


# --------------------------------------------------------------------------------------
# Configuration from the environment
# --------------------------------------------------------------------------------------


def running_in_deployed_lambda(environ: Mapping[str, str] = os.environ) -> bool:
    """True inside a real Lambda; the SAM CLI emulator sets AWS_SAM_LOCAL=true."""
    return bool(environ.get("AWS_LAMBDA_FUNCTION_NAME")) and environ.get("AWS_SAM_LOCAL") != "true"


def _check_local_only(config: AuthConfig, environ: Mapping[str, str]) -> None:
    if not running_in_deployed_lambda(environ):
        return
    if config.jwks_file is not None:
        raise AuthConfigError("ECCLESIA_AUTH_JWKS_FILE is for local runs only and is refused in a deployed Lambda")
    if not config.issuer.startswith("https://"):
        raise AuthConfigError("ECCLESIA_AUTH_ISSUER must be an https URL in a deployed Lambda")
    if config.jwks_url and not config.jwks_url.startswith("https://"):
        raise AuthConfigError("ECCLESIA_AUTH_JWKS_URL must be an https URL in a deployed Lambda")


def _float(environ: Mapping[str, str], name: str, default: float, problems: list[str]) -> float:
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        problems.append(f"{name} must be a number, got {raw!r}")
        return default
    if value < 0 or value != value:
        problems.append(f"{name} must not be negative")
        return default
    return value


def config_from_env(environ: Mapping[str, str] = os.environ) -> AuthConfig:
    """The ``ECCLESIA_AUTH_*`` section of ``environ`` (module docstring for each variable).

    Raises:
        AuthConfigError: naming every bad variable (``problems``), or the first missing one.
    """
    problems: list[str] = []

    def get(name: str, default: str | None = None) -> str | None:
        value = environ.get(f"ECCLESIA_AUTH_{name}", "").strip()
        return value or default

    provider = (get("PROVIDER", "cognito") or "cognito").lower()
    cognito = provider == "cognito"

    def optional_claim(name: str, default: str) -> str | None:
        # Set the variable to "-" to switch a claim off.
        value = get(name, default)
        return None if value == "-" else value

    jwks_file = get("JWKS_FILE")
    leeway_seconds = _float(environ, "ECCLESIA_AUTH_LEEWAY_SECONDS", 30.0, problems)
    jwks_max_age_seconds = _float(environ, "ECCLESIA_AUTH_JWKS_MAX_AGE_SECONDS", 3600.0, problems)
    jwks_refresh_interval_seconds = _float(environ, "ECCLESIA_AUTH_JWKS_REFRESH_INTERVAL_SECONDS", 60.0, problems)
    try:
        config = AuthConfig(
            # Used exactly as given: `iss` must match it character for character, and some
            # issuers' identifiers end in a slash (OIDC discovery keeps that slash).
            issuer=get("ISSUER") or "",
            audiences=frozenset(a.strip() for a in (get("AUDIENCE") or "").split(",") if a.strip()),
            provider=provider,  # type: ignore[arg-type]  # checked by AuthConfig.__post_init__
            token_use=(get("TOKEN_USE", "access") or "access").lower(),  # type: ignore[arg-type]  # idem
            jwks_url=get("JWKS_URL"),
            jwks_file=Path(jwks_file) if jwks_file else None,
            algorithms=tuple(a.strip() for a in (get("ALGORITHMS") or ",".join(SUPPORTED_ALGORITHMS)).split(",") if a.strip()),
            leeway_seconds=leeway_seconds,
            plan_claim=optional_claim("PLAN_CLAIM", "custom:plan" if cognito else "plan"),
            groups_claim=optional_claim("GROUPS_CLAIM", "cognito:groups"),
            plan_group_prefix=get("PLAN_GROUP_PREFIX", "plan-") or "plan-",
            account_claim=optional_claim("ACCOUNT_CLAIM", "custom:account" if cognito else "account"),
            account_group_prefix=get("ACCOUNT_GROUP_PREFIX", "account-") or "account-",
            jwks_max_age_seconds=jwks_max_age_seconds,
            jwks_refresh_interval_seconds=jwks_refresh_interval_seconds,
        )
        _check_local_only(config, environ)
    except AuthConfigError as error:
        raise AuthConfigError(*error.problems, *problems) from None
    if problems:
        raise AuthConfigError(*problems)
    return config


def build_authenticator(
    config: AuthConfig,
    http_client_factory: HttpClientFactory = _default_http_client,
    clock: Callable[[], float] = time.monotonic,
) -> JwtAuthenticator:
    """The authenticator for a validated ``config``.

    Args:
        config: the settings (``Settings.auth``).
        http_client_factory: makes the HTTP client the key set is fetched with (tests).
        clock: monotonic clock for the key-set cache (tests).
    """
    source: KeySetSource
    if config.jwks_file is not None:
        source = FileKeySetSource(config.jwks_file)
        # Re-reading a local file is free: pick up regenerated development keys at once.
        config = replace(config, jwks_refresh_interval_seconds=0.0)
    else:
        source = HttpKeySetSource(config.jwks_location, http_client_factory)
    return JwtAuthenticator(config, KeyStore(config, source, clock))


def authenticator_from_env(
    environ: Mapping[str, str] = os.environ,
    http_client_factory: HttpClientFactory = _default_http_client,
) -> JwtAuthenticator:
    """The authenticator configured by the ``ECCLESIA_AUTH_*`` variables (module docstring)."""
    return build_authenticator(config_from_env(environ), http_client_factory)
