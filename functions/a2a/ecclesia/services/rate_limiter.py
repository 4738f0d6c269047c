"""Per-user rate limits with DynamoDB atomic counters, in fixed windows.

Each counted request makes ONE conditional ``UpdateItem`` per window it counts against:
``ADD requests 1, requestTokens {<token>}`` under ``(attribute_not_exists(requests) OR
requests < :limit) AND NOT contains(requestTokens, <token>)``. DynamoDB applies the condition
and the update atomically, so concurrent requests can never overshoot the limit and nothing
is read first. A refused update raises ``RateLimited`` with ``retry_after`` = whole seconds to
the end of the window (at least 1).

The token (8 random base64url characters, one per ``check``) makes the count idempotent. The
limiter's client retries an update whose answer did not arrive in time (``services.aws``), and
DynamoDB may have applied the first attempt all the same. The retry, carrying the same token,
is then refused by ``NOT contains``; the refusal returns the item
(``ReturnValuesOnConditionCheckFailure=ALL_OLD``, no extra read or write), and a token found
in it means "this request is already counted": the check is accepted, not counted twice nor
answered with a 429. A refusal whose item lacks the token is a real refusal.

* Every counted request counts against the user's shared **pool** (keyed by user, not by
  interface, so an MCP front end writing the same items shares it).
* An ``expensive`` request (catholic_qa) first counts against the **expensive** window, then
  the pool: two writes. When the pool then refuses, the expensive count is given back with
  a third write, so a refused request is never counted.

Table (see ``TABLE_SCHEMA``): partition key ``pk`` (S), sort key ``sk`` (S), TTL attribute
``expiresAt``.

* window counter: ``pk = "user#<user_id>"``, ``sk = "<pool|expensive>#<window seconds>#<window
  start, epoch seconds>"``, attributes ``requests`` (N, the requests counted),
  ``requestTokens`` (SS, their tokens; absent while none is counted) and ``expiresAt`` (N, an
  hour after the window ends; the key already names the window, so TTL lag never matters).
* enterprise account limits: ``pk = "account#<account_id>"``, ``sk = "limits"``, attributes
  ``poolLimit``, ``poolWindowSeconds``, ``expensiveLimit``, ``expensiveWindowSeconds`` (N, each
  optional; missing ones keep the plan default). Edited without a redeploy and re-read at
  most every ``ECCLESIA_RATE_LIMIT_CONFIG_TTL_SECONDS`` (default 60) per container.

Item growth: each counted request adds 8 bytes of token to its window item (about 110 bytes
without tokens). DynamoDB bills a write by the item's size, 1 write unit per started KB, so a
window item costs 1 unit per write up to about 110 requests in the window (the paid plans'
15 and 2 included); at a limit of 1,000 the last writes of a full window cost 8 units. A
window limit is at most ``MAX_WINDOW_LIMIT`` (10,000: an item of about 80 KB, far below
DynamoDB's 400 KB); a larger rate must be configured as a shorter window.

Plan defaults (Pro and Organization: 15 requests per minute in the pool, catholic_qa at most
2 per minute; Enterprise starts from the same until its account item says otherwise) can be
replaced as a whole per plan with ``ECCLESIA_RATE_LIMITS``, a JSON object such as
``{"pro": {"poolLimit": 15, "poolWindowSeconds": 60, "expensiveLimit": 2,
"expensiveWindowSeconds": 60}}``.

Errors other than a refused condition (throttling, a missing table) propagate: the request
fails rather than running unmetered. The limiter has its own client (``services.aws``: 1 s
timeouts, 2 attempts), so a slow counter table is reported within a few seconds as a
retryable ``ServiceUnavailable``.

``check`` returns a receipt (the windows it counted, with the request's token);
``refund(receipt)`` gives those counts back when the request turns out not to count (invalid
input, see the protocol handler's counting policy). A refund removes the token under the
condition that it is still there, so a retried or repeated refund gives back only once.
"""

from __future__ import annotations

import json
import math
import os
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ecclesia.services.aws import is_conditional_check_failure
from ecclesia.services.identity import PAID_PLANS, PLANS, Caller, PlanRequired, RateLimited
from ecclesia.skills.base import RATE_LIMIT_VARIANTS, RateLimitVariant

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient as PlainDynamoDBClient

    from ecclesia.services.aws import BoundedClient
    from ecclesia.settings import RateLimitSettings

    # A plain boto3 client (tests, the set-account command) or the bounded one app.py makes.
    DynamoDBClient = PlainDynamoDBClient | BoundedClient

PARTITION_KEY = "pk"
SORT_KEY = "sk"
COUNT_ATTRIBUTE = "requests"
TOKENS_ATTRIBUTE = "requestTokens"
TTL_ATTRIBUTE = "expiresAt"
ACCOUNT_LIMITS_SORT_KEY = "limits"
# Keep spent window items around a little for inspection; their key names the window.
_TTL_GRACE_SECONDS = 3600
# 48 random bits, 8 base64url characters: short, because the window item keeps one per counted
# request. Two requests of one window drawing the same token (odds about n^2 / 2^49 for n
# requests: 2e-7 at 10,000) would let the second through uncounted, never refuse it wrongly.
_TOKEN_BYTES = 6
# The most requests one window may count: its item then holds 80 KB of tokens (see the module).
MAX_WINDOW_LIMIT = 10_000

TABLE_SCHEMA: dict[str, Any] = {
    "KeySchema": [
        {"AttributeName": PARTITION_KEY, "KeyType": "HASH"},
        {"AttributeName": SORT_KEY, "KeyType": "RANGE"},
    ],
    "AttributeDefinitions": [
        {"AttributeName": PARTITION_KEY, "AttributeType": "S"},
        {"AttributeName": SORT_KEY, "AttributeType": "S"},
    ],
    "BillingMode": "PAY_PER_REQUEST",
}


@dataclass(frozen=True, slots=True)
class WindowLimit:
    """At most ``limit`` requests in each fixed window of ``window_seconds``."""

    limit: int
    window_seconds: int

    def __post_init__(self) -> None:
        if self.limit < 0 or self.window_seconds <= 0:
            raise ValueError(f"invalid window limit {self.limit}/{self.window_seconds}s")
        if self.limit > MAX_WINDOW_LIMIT:
            raise ValueError(
                f"window limit {self.limit}/{self.window_seconds}s is above {MAX_WINDOW_LIMIT} requests per window "
                "(the window item keeps a token per counted request); configure the rate as a shorter window"
            )


@dataclass(frozen=True, slots=True)
class CountedWindow:
    """A window in which ``check`` counted a request: the window item's key and the request's token."""

    key: dict[str, Any]
    token: str


@dataclass(frozen=True, slots=True)
class PlanLimits:
    """A plan's pool limit (every counted request) and expensive limit (catholic_qa)."""

    pool: WindowLimit  # every counted request
    expensive: WindowLimit  # expensive requests, in addition to the pool

    def to_item_attributes(self) -> dict[str, int]:
        """The limits as the attributes of an enterprise account item."""
        return {
            "poolLimit": self.pool.limit,
            "poolWindowSeconds": self.pool.window_seconds,
            "expensiveLimit": self.expensive.limit,
            "expensiveWindowSeconds": self.expensive.window_seconds,
        }

    def with_attributes(self, attributes: Mapping[str, Any]) -> PlanLimits:
        """These limits with any of the four named attributes replaced."""

        def number(name: str, default: int) -> int:
            value = attributes.get(name)
            if value is None:
                return default
            if isinstance(value, bool) or not isinstance(value, (int, float, str)):
                raise ValueError(f"{name} must be a whole number, got {value!r}")
            as_float = float(value)
            if not as_float.is_integer():
                raise ValueError(f"{name} must be a whole number, got {value!r}")
            return int(as_float)

        unknown = set(attributes) - set(self.to_item_attributes()) - {PARTITION_KEY, SORT_KEY}
        if unknown:
            raise ValueError(f"unknown limit attributes {sorted(unknown)}")
        return replace(
            self,
            pool=WindowLimit(number("poolLimit", self.pool.limit), number("poolWindowSeconds", self.pool.window_seconds)),
            expensive=WindowLimit(
                number("expensiveLimit", self.expensive.limit),
                number("expensiveWindowSeconds", self.expensive.window_seconds),
            ),
        )


# Magisterium's published limits for Pro and Organization.
_PAID_PLAN_LIMITS = PlanLimits(pool=WindowLimit(15, 60), expensive=WindowLimit(2, 60))
# Enterprise limits are negotiated per account (account item); until then, Pro's.
DEFAULT_PLAN_LIMITS: Mapping[str, PlanLimits] = {plan: _PAID_PLAN_LIMITS for plan in PLANS if plan in PAID_PLANS}


def plan_limits_from_json(raw: str, base: Mapping[str, PlanLimits] = DEFAULT_PLAN_LIMITS) -> dict[str, PlanLimits]:
    """Plan limits with the plans named in ``raw`` (ECCLESIA_RATE_LIMITS) overridden."""
    try:
        document = json.loads(raw)
    except json.JSONDecodeError as error:
        raise ValueError(f"ECCLESIA_RATE_LIMITS is not valid JSON: {error}") from None
    if not isinstance(document, dict):
        raise ValueError("ECCLESIA_RATE_LIMITS must be a JSON object keyed by plan")
    limits = dict(base)
    for plan, attributes in document.items():
        if plan not in PAID_PLANS or not isinstance(attributes, dict):
            raise ValueError(f"ECCLESIA_RATE_LIMITS: {plan!r} is not a paid plan with an object of limits")
        limits[plan] = limits.get(plan, _PAID_PLAN_LIMITS).with_attributes(attributes)
    return limits


# Enterprise account limits, cached per container: (table, account) -> (expires at, limits).
_ACCOUNT_LIMITS_CACHE: dict[tuple[str, str], tuple[float, PlanLimits | None]] = {}
_ACCOUNT_LIMITS_LOCK = threading.Lock()


def clear_account_limits_cache() -> None:
    """Forget cached enterprise account limits (tests, SnapStart restore)."""
    with _ACCOUNT_LIMITS_LOCK:
        _ACCOUNT_LIMITS_CACHE.clear()


class DynamoDbRateLimiter:
    """Implements ``identity.RateLimiter``."""

    def __init__(
        self,
        table_name: str,
        client: DynamoDBClient,
        plan_limits: Mapping[str, PlanLimits] = DEFAULT_PLAN_LIMITS,
        config_ttl_seconds: float = 60.0,
        clock: Callable[[], float] = time.time,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.table_name = table_name
        self.client = client
        self.plan_limits = dict(plan_limits)
        self.config_ttl_seconds = config_ttl_seconds
        self.clock = clock
        self.monotonic = monotonic

    # -- the RateLimiter protocol ------------------------------------------------------

    def check(self, caller: Caller, variant: RateLimitVariant) -> tuple[CountedWindow, ...]:
        """Count one request; return the windows counted (the receipt ``refund`` takes).

        Raises:
            RateLimited: a window is full; nothing stays counted.
            PlanRequired: the caller's plan has no limits.
        """
        if variant not in RATE_LIMIT_VARIANTS:
            raise ValueError(f"unknown rate-limit variant {variant!r}")
        limits = self.limits_for(caller)
        now = self.clock()
        # One token for the whole request: it marks the request in each window it counts in.
        token = secrets.token_urlsafe(_TOKEN_BYTES)
        if variant == "expensive":
            expensive = self._count("expensive", caller.user_id, limits.expensive, now, token)
            try:
                pool = self._count("pool", caller.user_id, limits.pool, now, token)
            except RateLimited:
                self._uncount(expensive)
                raise
            return (expensive, pool)
        return (self._count("pool", caller.user_id, limits.pool, now, token),)

    def refund(self, receipt: object) -> None:
        """Give back the counts of a ``check`` whose request turned out not to count.

        Each window gives back only a request it still holds the token of, so refunding a
        receipt twice (or a retried refund) gives back once.

        Args:
            receipt: what ``check`` returned (a tuple of ``CountedWindow``), or ``None``
                when nothing was counted.
        """
        if not isinstance(receipt, tuple):
            return
        for counted in receipt:
            if isinstance(counted, CountedWindow):
                self._uncount(counted)

    # -- limits ------------------------------------------------------------------------

    def limits_for(self, caller: Caller) -> PlanLimits:
        """The limits that apply to ``caller``: the plan's, or the enterprise account item's.

        Raises:
            PlanRequired: the caller's plan has no limits (the free plan).
        """
        base = self.plan_limits.get(caller.plan)
        if base is None:
            raise PlanRequired(caller.plan)
        if caller.plan != "enterprise" or not caller.account_id:
            return base
        override = self._account_limits(caller.account_id)
        return override if override is not None else base

    def _account_limits(self, account_id: str) -> PlanLimits | None:
        cache_key = (self.table_name, account_id)
        now = self.monotonic()
        with _ACCOUNT_LIMITS_LOCK:
            cached = _ACCOUNT_LIMITS_CACHE.get(cache_key)
        if cached is not None and cached[0] > now:
            return cached[1]
        response = self.client.get_item(
            TableName=self.table_name,
            Key={PARTITION_KEY: {"S": f"account#{account_id}"}, SORT_KEY: {"S": ACCOUNT_LIMITS_SORT_KEY}},
        )
        item = response.get("Item")
        limits = None
        if item is not None:
            attributes = {
                name: value["N"] for name, value in item.items() if name not in (PARTITION_KEY, SORT_KEY) and "N" in value
            }
            limits = self.plan_limits["enterprise"].with_attributes(attributes)
        with _ACCOUNT_LIMITS_LOCK:
            _ACCOUNT_LIMITS_CACHE[cache_key] = (now + self.config_ttl_seconds, limits)
        return limits

    # -- counters ----------------------------------------------------------------------

    def _count(self, counter: str, user_id: str, window: WindowLimit, now: float, token: str) -> CountedWindow:
        """Count the request ``token`` once in the current window of ``counter``."""
        window_start = int(now // window.window_seconds) * window.window_seconds
        window_end = window_start + window.window_seconds
        retry_after = max(1, math.ceil(window_end - now))
        key = {
            PARTITION_KEY: {"S": f"user#{user_id}"},
            SORT_KEY: {"S": f"{counter}#{window.window_seconds}#{window_start}"},
        }
        counted = CountedWindow(key, token)
        refusal = RateLimited(retry_after, window.limit, counter)
        if window.limit <= 0:  # the condition below would let the first request in
            raise refusal
        try:
            self.client.update_item(
                TableName=self.table_name,
                Key=key,
                UpdateExpression="ADD #count :one, #tokens :token_set SET #expires = :expires",
                ConditionExpression=(
                    "(attribute_not_exists(#count) OR #count < :limit) AND NOT contains(#tokens, :token)"
                ),
                ExpressionAttributeNames={
                    "#count": COUNT_ATTRIBUTE, "#tokens": TOKENS_ATTRIBUTE, "#expires": TTL_ATTRIBUTE,
                },
                ExpressionAttributeValues={
                    ":one": {"N": "1"},
                    ":token": {"S": token},
                    ":token_set": {"SS": [token]},
                    ":limit": {"N": str(window.limit)},
                    ":expires": {"N": str(window_end + _TTL_GRACE_SECONDS)},
                },
                # The refusal carries the item, which tells a retry whose first attempt was
                # applied apart from a real refusal, without another call.
                ReturnValuesOnConditionCheckFailure="ALL_OLD",
            )
        except Exception as error:
            if not is_conditional_check_failure(error):
                raise
            if token in _tokens_in_refused_item(error):
                return counted  # an earlier attempt of this call counted it; its answer was lost
            raise refusal from None
        return counted

    def _uncount(self, counted: CountedWindow) -> None:
        """Give back a counted request, once: only while its token is in the window item."""
        try:
            self.client.update_item(
                TableName=self.table_name,
                Key=counted.key,
                UpdateExpression="ADD #count :minus_one DELETE #tokens :token_set",
                ConditionExpression="contains(#tokens, :token)",
                ExpressionAttributeNames={"#count": COUNT_ATTRIBUTE, "#tokens": TOKENS_ATTRIBUTE},
                ExpressionAttributeValues={
                    ":minus_one": {"N": "-1"},
                    ":token": {"S": counted.token},
                    ":token_set": {"SS": [counted.token]},
                },
            )
        except Exception as error:
            if not is_conditional_check_failure(error):
                raise
            # The token is gone: an earlier attempt or refund already gave this request back
            # (or the window item expired). Either way there is nothing left to give.


def _tokens_in_refused_item(error: BaseException) -> list[str]:
    """The request tokens of the item a conditional update was refused on (ALL_OLD)."""
    response = getattr(error, "response", None)
    item = response.get("Item") if isinstance(response, dict) else None
    tokens = item.get(TOKENS_ATTRIBUTE, {}).get("SS", []) if isinstance(item, dict) else []
    return tokens if isinstance(tokens, list) else []


def put_account_limits(client: DynamoDBClient, table_name: str, account_id: str, limits: PlanLimits) -> None:
    """Write an enterprise account's limits (operators; takes effect within the config TTL)."""
    item = {name: {"N": str(value)} for name, value in limits.to_item_attributes().items()}
    item[PARTITION_KEY] = {"S": f"account#{account_id}"}
    item[SORT_KEY] = {"S": ACCOUNT_LIMITS_SORT_KEY}
    client.put_item(TableName=table_name, Item=item)


_CLIENT: DynamoDBClient | None = None


def _dynamodb_client() -> DynamoDBClient:
    """One client per container, reused by every warm invocation, tuned for the limiter:
    short timeouts and two attempts, separate from the task store's client."""
    global _CLIENT
    if _CLIENT is None:
        from ecclesia.services.aws import RATE_LIMITER_TIMEOUTS, dynamodb_client

        _CLIENT = dynamodb_client(RATE_LIMITER_TIMEOUTS, "rate-limit table")
    return _CLIENT


def rate_limiter_from_env(
    client: DynamoDBClient | None = None,
    environ: Mapping[str, str] = os.environ,
) -> DynamoDbRateLimiter:
    """The limiter configured by ``ECCLESIA_RATE_LIMIT_TABLE`` (required), ``ECCLESIA_RATE_LIMITS``
    (optional JSON plan limits) and ``ECCLESIA_RATE_LIMIT_CONFIG_TTL_SECONDS`` (default 60).

    Raises:
        ecclesia.settings.SettingsError: (a ``ValueError``) naming every bad variable.
    """
    from ecclesia.settings import RateLimitSettings

    return rate_limiter_from_settings(RateLimitSettings.from_env(environ), client)


def rate_limiter_from_settings(settings: RateLimitSettings, client: DynamoDBClient | None = None) -> DynamoDbRateLimiter:
    """The limiter for an already validated settings section (``app.py``)."""
    return DynamoDbRateLimiter(settings.table, client or _dynamodb_client(), settings.plan_limits,
                               settings.config_ttl_seconds)


def _main(argv: list[str] | None = None) -> int:
    """``python -m ecclesia.services.rate_limiter set-account ACCOUNT --pool N ...``"""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m ecclesia.services.rate_limiter")
    commands = parser.add_subparsers(dest="command", required=True)
    set_account = commands.add_parser("set-account", help="set an enterprise account's limits")
    set_account.add_argument("account_id")
    set_account.add_argument("--table", default=os.environ.get("ECCLESIA_RATE_LIMIT_TABLE"))
    set_account.add_argument("--pool", type=int, required=True, help="requests per pool window")
    set_account.add_argument("--pool-window", type=int, default=60, help="seconds")
    set_account.add_argument("--expensive", type=int, required=True, help="catholic_qa requests per window")
    set_account.add_argument("--expensive-window", type=int, default=60, help="seconds")
    args = parser.parse_args(argv)
    if not args.table:
        parser.error("--table or ECCLESIA_RATE_LIMIT_TABLE is required")
    try:
        limits = PlanLimits(WindowLimit(args.pool, args.pool_window), WindowLimit(args.expensive, args.expensive_window))
    except ValueError as error:  # a negative or too large limit: say so without a traceback
        parser.error(str(error))
    put_account_limits(_dynamodb_client(), args.table, args.account_id, limits)
    print(f"account {args.account_id}: {json.dumps(limits.to_item_attributes())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(_main())
