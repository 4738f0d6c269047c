"""Added per-request cost of authentication plus rate limiting on a warm handler.

    .venv/bin/python bench/bench_auth.py [--requests 300]

Prints:
- cold import time of the auth and rate-limit modules, and of the first token check
  (which imports PyJWT/cryptography lazily), each in a fresh interpreter;
- warm latency of authenticate (RS256, ES256), of the rate-limit check against moto,
  against a no-op DynamoDB client (our own overhead without the network round trip) and
  through botocore with no server (botocore's own work added), and of the whole auth +
  plan + rate-limit sequence the protocol layer runs;
- DynamoDB calls per request, counted through a botocore ``before-call`` event hook, and
  JWKS fetches on a warm cache.

The lines on "roomy" limits (10,000 per window) count ~1,600 requests of one user in one
window; the window item keeps a token per counted request (rate_limiter), so they write an
item of up to ~13 KB, and moto copies it on every call. The "15/user window" line writes the
items a Pro user really fills; the "refused" line takes the refusal path (the refused item
comes back with the ConditionalCheckFailed answer).

moto answers in-process, so its latency is not DynamoDB's: in-region, one UpdateItem is
typically a few milliseconds of network time on top of the figures printed here.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "functions" / "a2a"))

ISSUER = "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_BENCH"
CLIENT_ID = "bench-client"
TABLE = "ecclesia-rate-limits-bench"


def percentile_ms(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def timed(label: str, action: Callable[[int], Any], n: int) -> None:
    for i in range(min(20, n)):  # warm-up
        action(i)
    samples = []
    for i in range(n):
        started = time.perf_counter()
        action(i)
        samples.append(time.perf_counter() - started)
    print(
        f"  {label:<48} median {statistics.median(samples) * 1000:7.3f} ms"
        f"   p95 {percentile_ms(samples, 0.95):7.3f} ms   (n={n})"
    )


# Standard-library modules every handler loads anyway (Powertools and the protocol layer use
# them); imported before the clock starts, so the figures are what our modules add.
STDLIB_BASELINE = "import json, logging, dataclasses, typing, pathlib, threading, math, collections.abc"


def fresh_interpreter_ms(code: str, repeats: int = 5) -> float:
    """Median wall time of ``code`` in a new interpreter that already has the stdlib baseline."""

    def run(snippet: str) -> float:
        script = f"{STDLIB_BASELINE}; import time; t=time.perf_counter(); {snippet}; print(time.perf_counter()-t)"
        out = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True, text=True, check=True,
            env={**os.environ, "PYTHONPATH": str(REPO / "functions" / "a2a")},
        )
        return float(out.stdout.strip().splitlines()[-1])

    return statistics.median(run(code) for _ in range(repeats)) * 1000


def import_figures() -> None:
    print("Cold start: added import time (fresh interpreter after the stdlib baseline, median of 5)")
    figures = {
        "import ecclesia.services.auth": "import ecclesia.services.auth",
        "import ecclesia.services.rate_limiter": "import ecclesia.services.rate_limiter",
        "import jwt + cryptography RSA/EC (lazy, first token)": (
            "import jwt, jwt.algorithms; from cryptography.hazmat.primitives.asymmetric import rsa, ec"
        ),
        "import httpx (lazy, first JWKS fetch)": "import httpx",
    }
    for label, code in figures.items():
        print(f"  {label:<52} {fresh_interpreter_ms(code):7.1f} ms")
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, ecclesia.services.auth, ecclesia.services.rate_limiter;"
         "print(sorted(m for m in ('jwt','cryptography','httpx','boto3') if m in sys.modules))"],
        capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONPATH": str(REPO / "functions" / "a2a")},
    ).stdout.strip()
    print(f"  heavy modules loaded by importing both services: {loaded}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=300)
    n = parser.parse_args().requests

    import_figures()

    import boto3
    import httpx
    import jwt
    from cryptography.hazmat.primitives.asymmetric import ec, rsa
    from jwt.algorithms import ECAlgorithm, RSAAlgorithm
    from moto import mock_aws

    from ecclesia.services import auth
    from ecclesia.services import rate_limiter as rl
    from ecclesia.services.identity import Caller, RateLimited, require_paid_plan

    for name, value in {"AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench",
                        "AWS_DEFAULT_REGION": "eu-west-1"}.items():
        os.environ.setdefault(name, value)
    os.environ.pop("AWS_ENDPOINT_URL_DYNAMODB", None)

    rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    ec_key = ec.generate_private_key(ec.SECP256R1())
    jwks = {"keys": [
        RSAAlgorithm.to_jwk(rsa_key.public_key(), as_dict=True) | {"kid": "rsa", "alg": "RS256", "use": "sig"},
        ECAlgorithm.to_jwk(ec_key.public_key(), as_dict=True) | {"kid": "ec", "alg": "ES256", "use": "sig"},
    ]}
    jwks_fetches = Counter[str]()

    def issuer(request: httpx.Request) -> httpx.Response:
        jwks_fetches[str(request.url)] += 1
        return httpx.Response(200, json=jwks)

    authenticator = auth.build_authenticator(
        auth.AuthConfig(issuer=ISSUER, audiences=frozenset({CLIENT_ID})),
        lambda: httpx.Client(transport=httpx.MockTransport(issuer)),
    )
    now = int(time.time())
    claims = {"iss": ISSUER, "sub": "bench-user", "client_id": CLIENT_ID, "token_use": "access",
              "iat": now, "exp": now + 3600, "cognito:groups": ["plan-pro"]}
    rs256 = "Bearer " + jwt.encode(claims, rsa_key, algorithm="RS256", headers={"kid": "rsa"})
    es256 = "Bearer " + jwt.encode(claims, ec_key, algorithm="ES256", headers={"kid": "ec"})
    authenticator.authenticate(rs256)  # the cold fetch
    cold_fetches = sum(jwks_fetches.values())

    # Limits high enough that the benchmark is never refused: same code path, same writes.
    roomy = {plan: rl.PlanLimits(rl.WindowLimit(rl.MAX_WINDOW_LIMIT, 60), rl.WindowLimit(rl.MAX_WINDOW_LIMIT, 60))
             for plan in ("pro", "organization", "enterprise")}

    print(f"\nWarm per-request latency ({sys.platform}, Python {sys.version.split()[0]})")
    timed("authenticate RS256 (warm JWKS cache)", lambda i: authenticator.authenticate(rs256), n)
    timed("authenticate ES256 (warm JWKS cache)", lambda i: authenticator.authenticate(es256), n)

    class NoopDynamoDb:
        class exceptions:  # noqa: N801 (mirrors the boto3 client attribute)
            class ConditionalCheckFailedException(Exception):
                pass

        def update_item(self, **_: Any) -> dict[str, Any]:
            return {}

    noop_limiter = rl.DynamoDbRateLimiter(TABLE, NoopDynamoDb(), roomy)  # type: ignore[arg-type]
    caller = authenticator.authenticate(rs256)
    timed("rate-limit check, default, no-op client", lambda i: noop_limiter.check(caller, "default"), n)
    timed("rate-limit check, expensive, no-op client", lambda i: noop_limiter.check(caller, "expensive"), n)

    # botocore's own work (validate, serialize, sign, parse) with an empty answer in place of
    # the network: what a check costs the Lambda besides DynamoDB's round trip. moto adds its
    # own Python evaluation of the expressions, which DynamoDB does server-side.
    from botocore.awsrequest import AWSResponse

    class EmptyAnswer:
        def stream(self, **_: Any) -> Any:
            yield b"{}"

    answered = boto3.client("dynamodb", region_name="eu-west-1", endpoint_url="http://127.0.0.1:9")
    answered.meta.events.register_first(
        "before-send.dynamodb.UpdateItem", lambda request, **_: AWSResponse(request.url, 200, {}, EmptyAnswer()))
    botocore_limiter = rl.DynamoDbRateLimiter(TABLE, answered, roomy)
    timed("rate-limit check, default, botocore, no server", lambda i: botocore_limiter.check(caller, "default"), n)

    with mock_aws():
        client = boto3.client("dynamodb", region_name="eu-west-1")
        client.create_table(TableName=TABLE, **rl.TABLE_SCHEMA)
        limiter = rl.DynamoDbRateLimiter(TABLE, client, roomy)
        calls = Counter[str]()
        client.meta.events.register("before-call.dynamodb", lambda model, **_: calls.update([model.name]))

        timed("rate-limit check, default, moto", lambda i: limiter.check(caller, "default"), n)
        timed("rate-limit check, expensive, moto", lambda i: limiter.check(caller, "expensive"), n)

        def whole(variant: str) -> Callable[[int], None]:
            def run(_: int) -> None:
                who = authenticator.authenticate(rs256)
                require_paid_plan(who)
                limiter.check(who, variant)  # type: ignore[arg-type]
            return run

        # Pro's own limits on a fixed clock (one window throughout): each user fills a window
        # to its 15, then the next user starts an empty one.
        window_now = time.time()
        paid = rl.DynamoDbRateLimiter(TABLE, client, clock=lambda: window_now)
        checks = itertools.count()
        timed("rate-limit check, default, moto, 15/user window",
              lambda i: paid.check(Caller(f"user-{next(checks) // 15}", "pro"), "default"), n)
        full = Caller("full-window", "pro")
        for _ in range(15):
            paid.check(full, "default")

        def refused(_: int) -> None:
            try:
                paid.check(full, "default")
            except RateLimited:
                return
            raise AssertionError("a 16th request in a window of 15 was accepted")

        timed("rate-limit check refused (window full), moto", refused, n)

        timed("auth + plan + rate limit, default, moto", whole("default"), n)
        timed("auth + plan + rate limit, catholic_qa, moto", whole("expensive"), n)

        print("\nDynamoDB calls per request (botocore before-call hook)")
        for label, who, variant in [
            ("pro, default skill", caller, "default"),
            ("pro, catholic_qa", caller, "expensive"),
        ]:
            calls.clear()
            for _ in range(100):
                limiter.check(who, variant)  # type: ignore[arg-type]
            per_request = {op: count / 100 for op, count in sorted(calls.items())}
            print(f"  {label:<48} {per_request}")
        rl.put_account_limits(client, TABLE, "acme", roomy["enterprise"])
        enterprise = authenticator.authenticate(
            "Bearer " + jwt.encode(claims | {"cognito:groups": ["plan-enterprise", "account-acme"]}, rsa_key,
                                   algorithm="RS256", headers={"kid": "rsa"}))
        calls.clear()
        for _ in range(100):
            limiter.check(enterprise, "default")
        print(f"  {'enterprise account, 100 requests within 60 s':<48} {dict(sorted(calls.items()))}"
              "  (account item cached 60 s)")

    warm_fetches = sum(jwks_fetches.values()) - cold_fetches
    print(f"\nJWKS fetches: {cold_fetches} on the cold request, {warm_fetches} over "
          f"{4 * (n + 20) + 2 * (n + 20) + 1} warm authentications")


if __name__ == "__main__":
    main()
