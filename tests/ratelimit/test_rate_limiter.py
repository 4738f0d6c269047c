"""DynamoDB atomic-counter rate limits against moto."""

from __future__ import annotations

import threading
from collections import Counter
from typing import Any

import boto3
import pytest

from ecclesia.services import rate_limiter as rl
from ecclesia.services.identity import Caller, PlanRequired, RateLimited, ServiceUnavailable
from tests.fakes import FakeClock
from tests.ratelimit.conftest import TABLE, WINDOW_START, MakeLimiter
from localrun.moto_atomic import atomic_moto_writes

ALICE = Caller("alice", "pro")
BOB = Caller("bob", "organization")


def accepted(limiter: rl.DynamoDbRateLimiter, caller: Caller, variant: str, attempts: int) -> int:
    count = 0
    for _ in range(attempts):
        try:
            limiter.check(caller, variant)  # type: ignore[arg-type]
            count += 1
        except RateLimited:
            pass
    return count


def counter_value(dynamodb: Any, user: str, counter: str, window_start: float, window: int = 60) -> int | None:
    item = dynamodb.get_item(
        TableName=TABLE, Key={"pk": {"S": f"user#{user}"}, "sk": {"S": f"{counter}#{window}#{int(window_start)}"}}
    ).get("Item")
    return None if item is None else int(item["requests"]["N"])


def calls_by_operation(dynamodb: Any) -> Counter[str]:
    """Count the DynamoDB API calls the client makes from now on (botocore event hook)."""
    calls: Counter[str] = Counter()

    def record(model: Any, **_: Any) -> None:
        calls[model.name] += 1

    dynamodb.meta.events.register("before-call.dynamodb", record)
    return calls


# -- limits ----------------------------------------------------------------------------


def test_exactly_the_limit_is_accepted(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    limiter = make_limiter()
    assert accepted(limiter, ALICE, "default", 15) == 15
    with pytest.raises(RateLimited) as refusal:
        limiter.check(ALICE, "default")
    assert (refusal.value.retry_after, refusal.value.limit, refusal.value.variant) == (50, 15, "pool")
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 15  # refusals are not counted


@pytest.mark.parametrize("limit", [1, 3, 7])
def test_configured_limit_n_accepts_n(make_limiter: MakeLimiter, limit: int) -> None:
    limits = rl.PlanLimits(rl.WindowLimit(limit, 60), rl.WindowLimit(1, 60))
    limiter = make_limiter(plan_limits={"pro": limits})
    assert accepted(limiter, ALICE, "default", limit + 5) == limit


def test_zero_limit_refuses_without_writing(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    limiter = make_limiter(plan_limits={"pro": rl.PlanLimits(rl.WindowLimit(0, 60), rl.WindowLimit(0, 60))})
    calls = calls_by_operation(dynamodb)
    with pytest.raises(RateLimited):
        limiter.check(ALICE, "default")
    assert calls == Counter()


def test_users_have_separate_pools(make_limiter: MakeLimiter) -> None:
    limiter = make_limiter()
    assert accepted(limiter, ALICE, "default", 20) == 15
    assert accepted(limiter, BOB, "default", 20) == 15


def test_pool_is_shared_by_every_front_end_of_the_same_user(make_limiter: MakeLimiter) -> None:
    a2a, mcp = make_limiter(), make_limiter()  # two interfaces, one table, keyed by user
    assert accepted(a2a, ALICE, "default", 10) == 10
    assert accepted(mcp, ALICE, "default", 10) == 5


def test_free_plan_has_no_limits_to_spend(make_limiter: MakeLimiter) -> None:
    with pytest.raises(PlanRequired):
        make_limiter().check(Caller("carol", "free"), "default")


def test_unknown_variant_is_a_programming_error(make_limiter: MakeLimiter) -> None:
    with pytest.raises(ValueError):
        make_limiter().check(ALICE, "cheap")  # type: ignore[arg-type]


# -- windows and retryAfter ------------------------------------------------------------


@pytest.mark.parametrize(
    ("offset", "retry_after"),
    [(0.0, 60), (10.0, 50), (30.5, 30), (58.0, 2), (59.2, 1), (59.999, 1)],
)
def test_retry_after_is_whole_seconds_to_the_end_of_the_window(
    make_limiter: MakeLimiter, clock: FakeClock, offset: float, retry_after: int
) -> None:
    clock.now = WINDOW_START + offset
    limiter = make_limiter()
    accepted(limiter, ALICE, "default", 15)
    with pytest.raises(RateLimited) as refusal:
        limiter.check(ALICE, "default")
    assert refusal.value.retry_after == retry_after


def test_window_rollover(make_limiter: MakeLimiter, clock: FakeClock, dynamodb: Any) -> None:
    limiter = make_limiter()
    assert accepted(limiter, ALICE, "default", 20) == 15
    clock.now = WINDOW_START + 59.9
    assert accepted(limiter, ALICE, "default", 1) == 0
    clock.now = WINDOW_START + 60.0  # a new window begins
    assert accepted(limiter, ALICE, "default", 20) == 15
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 15
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START + 60) == 15


def test_window_items_carry_the_ttl(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    make_limiter().check(ALICE, "default")
    item = dynamodb.get_item(
        TableName=TABLE, Key={"pk": {"S": "user#alice"}, "sk": {"S": f"pool#60#{int(WINDOW_START)}"}}
    )["Item"]
    assert set(item) == {"pk", "sk", "requests", "requestTokens", "expiresAt"}
    assert int(item["expiresAt"]["N"]) == WINDOW_START + 60 + 3600
    ttl = dynamodb.describe_time_to_live(TableName=TABLE)["TimeToLiveDescription"]
    assert ttl["AttributeName"] == rl.TTL_ATTRIBUTE


# -- the expensive variant -------------------------------------------------------------


def test_expensive_counts_against_both(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    limiter = make_limiter()
    assert accepted(limiter, ALICE, "expensive", 5) == 2
    with pytest.raises(RateLimited) as refusal:
        limiter.check(ALICE, "expensive")
    assert (refusal.value.limit, refusal.value.variant, refusal.value.retry_after) == (2, "expensive", 50)
    assert counter_value(dynamodb, "alice", "expensive", WINDOW_START) == 2
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 2
    # The two catholic_qa requests used two of the fifteen.
    assert accepted(limiter, ALICE, "default", 20) == 13


def test_expensive_refused_by_the_pool_is_not_counted(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    limiter = make_limiter()
    assert accepted(limiter, ALICE, "default", 15) == 15
    with pytest.raises(RateLimited) as refusal:
        limiter.check(ALICE, "expensive")
    assert refusal.value.variant == "pool"
    assert counter_value(dynamodb, "alice", "expensive", WINDOW_START) == 0
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 15


def test_dynamodb_calls_per_request(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    limiter = make_limiter()
    calls = calls_by_operation(dynamodb)
    limiter.check(ALICE, "default")
    assert calls == Counter({"UpdateItem": 1})
    calls.clear()
    limiter.check(ALICE, "expensive")
    assert calls == Counter({"UpdateItem": 2})


# -- enterprise accounts ---------------------------------------------------------------


def test_enterprise_account_limits_come_from_the_table(
    make_limiter: MakeLimiter, dynamodb: Any, monotonic: FakeClock
) -> None:
    rl.put_account_limits(dynamodb, TABLE, "acme", rl.PlanLimits(rl.WindowLimit(30, 60), rl.WindowLimit(5, 60)))
    limiter = make_limiter(config_ttl_seconds=60)
    acme_user = Caller("erin", "enterprise", "acme")
    calls = calls_by_operation(dynamodb)
    assert accepted(limiter, acme_user, "expensive", 10) == 5
    assert accepted(limiter, acme_user, "default", 40) == 25
    assert calls["GetItem"] == 1  # cached for the config TTL
    # Without an account item (or without an account), enterprise gets the plan default.
    assert accepted(limiter, Caller("frank", "enterprise", "initech"), "default", 20) == 15
    assert accepted(limiter, Caller("gina", "enterprise"), "default", 20) == 15


def test_enterprise_limits_change_without_a_redeploy(
    make_limiter: MakeLimiter, dynamodb: Any, monotonic: FakeClock, clock: FakeClock
) -> None:
    limiter = make_limiter(config_ttl_seconds=60)
    acme_user = Caller("erin", "enterprise", "acme")
    assert limiter.limits_for(acme_user).pool.limit == 15
    dynamodb.put_item(  # an operator edits the account item, only the pool limit
        TableName=TABLE, Item={"pk": {"S": "account#acme"}, "sk": {"S": "limits"}, "poolLimit": {"N": "100"}}
    )
    assert limiter.limits_for(acme_user).pool.limit == 15  # still cached
    monotonic.now += 61
    limits = limiter.limits_for(acme_user)
    assert (limits.pool.limit, limits.expensive.limit) == (100, 2)


def test_malformed_account_item_is_an_error(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    dynamodb.put_item(
        TableName=TABLE, Item={"pk": {"S": "account#acme"}, "sk": {"S": "limits"}, "poolLimit": {"N": "2.5"}}
    )
    with pytest.raises(ValueError, match="poolLimit"):
        make_limiter().check(Caller("erin", "enterprise", "acme"), "default")


# -- configuration ---------------------------------------------------------------------


def test_plan_limits_from_env(dynamodb: Any) -> None:
    limiter = rl.rate_limiter_from_env(
        dynamodb,
        {
            "ECCLESIA_RATE_LIMIT_TABLE": TABLE,
            "ECCLESIA_RATE_LIMITS": '{"organization": {"poolLimit": 50, "expensiveLimit": 10}}',
            "ECCLESIA_RATE_LIMIT_CONFIG_TTL_SECONDS": "30",
        },
    )
    assert limiter.table_name == TABLE and limiter.config_ttl_seconds == 30
    assert limiter.limits_for(BOB) == rl.PlanLimits(rl.WindowLimit(50, 60), rl.WindowLimit(10, 60))
    assert limiter.limits_for(ALICE) == rl.PlanLimits(rl.WindowLimit(15, 60), rl.WindowLimit(2, 60))


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({}, "ECCLESIA_RATE_LIMIT_TABLE"),
        ({"ECCLESIA_RATE_LIMIT_TABLE": TABLE, "ECCLESIA_RATE_LIMITS": "{"}, "not valid JSON"),
        ({"ECCLESIA_RATE_LIMIT_TABLE": TABLE, "ECCLESIA_RATE_LIMITS": '{"free": {}}'}, "not a paid plan"),
        ({"ECCLESIA_RATE_LIMIT_TABLE": TABLE, "ECCLESIA_RATE_LIMITS": '{"pro": {"poolLimt": 3}}'}, "poolLimt"),
        ({"ECCLESIA_RATE_LIMIT_TABLE": TABLE, "ECCLESIA_RATE_LIMITS": '{"pro": {"poolLimit": -1}}'}, "invalid"),
    ],
)
def test_bad_configuration(dynamodb: Any, env: dict[str, str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        rl.rate_limiter_from_env(dynamodb, env)


# -- concurrency -----------------------------------------------------------------------


def fifty_simultaneous_checks(limiter: rl.DynamoDbRateLimiter) -> Counter[str]:
    """Fifty threads check Alice's default pool at once; the count of each outcome."""
    start = threading.Barrier(50)
    outcomes: Counter[str] = Counter()
    lock = threading.Lock()

    def one_request() -> None:
        start.wait()
        try:
            limiter.check(ALICE, "default")
            result = "accepted"
        except RateLimited:
            result = "limited"
        except ServiceUnavailable:  # the client gave up (tests/ratelimit/test_retries.py)
            result = "unavailable"
        with lock:
            outcomes[result] += 1

    threads = [threading.Thread(target=one_request) for _ in range(50)]
    with atomic_moto_writes():  # DynamoDB's per-item write serialization
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
    return outcomes


def test_fifty_simultaneous_checks_accept_exactly_fifteen(make_limiter: MakeLimiter) -> None:
    assert fifty_simultaneous_checks(make_limiter()) == Counter({"accepted": 15, "limited": 35})


def test_mixed_simultaneous_traffic_keeps_both_counters_exact(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    limiter = make_limiter()
    start = threading.Barrier(50)
    outcomes: list[tuple[str, str]] = []
    lock = threading.Lock()

    def one_request(variant: str) -> None:
        start.wait()
        try:
            limiter.check(ALICE, variant)  # type: ignore[arg-type]
            result = "accepted"
        except RateLimited:
            result = "limited"
        with lock:
            outcomes.append((variant, result))

    threads = [threading.Thread(target=one_request, args=("expensive" if i % 2 else "default",)) for i in range(50)]
    with atomic_moto_writes():
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
    tally = Counter(outcomes)
    accepted_expensive = tally[("expensive", "accepted")]
    assert tally[("default", "accepted")] + accepted_expensive == 15
    assert accepted_expensive <= 2
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 15
    assert counter_value(dynamodb, "alice", "expensive", WINDOW_START) == accepted_expensive


def test_simultaneous_writes_to_one_item_all_land_whole(dynamodb: Any) -> None:
    """moto copies the stored item before an UpdateItem; with the lock around the backend's
    write alone, a copy made while another thread added an attribute failed with "dictionary
    changed size during iteration" (the flaky retried-checks test). Eight threads add 60
    attributes each to one item: every write succeeds and every attribute is there."""
    errors: list[str] = []
    key = {"pk": {"S": "user#carol"}, "sk": {"S": "attributes"}}

    def add_attributes(thread: int) -> None:
        client = boto3.client("dynamodb", region_name="us-east-1")
        for n in range(60):
            try:
                client.update_item(
                    TableName=TABLE, Key=key,
                    UpdateExpression=f"SET a{thread}_{n} = :v", ExpressionAttributeValues={":v": {"N": "1"}},
                )
            except Exception as error:  # noqa: BLE001 - the test counts every failure
                errors.append(repr(error))

    threads = [threading.Thread(target=add_attributes, args=(thread,)) for thread in range(8)]
    with atomic_moto_writes():
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
    assert errors == []
    item = dynamodb.get_item(TableName=TABLE, Key=key)["Item"]
    assert len(item) == 2 + 8 * 60


# -- refunds (the counting policy: a request that produces no task is not counted) -------


def test_a_refund_gives_back_what_the_check_counted(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    limiter = make_limiter()
    receipt = limiter.check(ALICE, "default")
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 1
    limiter.refund(receipt)
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 0
    assert accepted(limiter, ALICE, "default", 16) == 15  # the refunded slot is usable again


def test_an_expensive_refund_gives_back_both_counters(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    limiter = make_limiter()
    limiter.refund(limiter.check(ALICE, "expensive"))
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 0
    assert counter_value(dynamodb, "alice", "expensive", WINDOW_START) == 0
    assert accepted(limiter, ALICE, "expensive", 3) == 2


def test_the_limiter_builds_its_own_bounded_client_when_given_none(dynamodb: Any) -> None:
    from ecclesia.services.aws import BoundedClient

    limiter = rl.rate_limiter_from_env(environ={"ECCLESIA_RATE_LIMIT_TABLE": TABLE})
    assert isinstance(limiter.client, BoundedClient)
    config = limiter.client.unwrapped.meta.config
    assert (config.connect_timeout, config.read_timeout, config.retries["total_max_attempts"]) == (1.0, 1.0, 2)


class _RacedExceptionClasses:
    """A client whose errors come from a second set of exception classes, as when two threads
    make a botocore client's first calls together and each builds its own set."""

    def __init__(self, client: Any) -> None:
        self._client = client
        self.exceptions = client.exceptions

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def update_item(self, **kwargs: Any) -> Any:
        from botocore.exceptions import ClientError

        try:
            return self._client.update_item(**kwargs)
        except ClientError as error:
            other_class = type(error.__class__.__name__, (ClientError,), {})
            raise other_class(error.response, "UpdateItem") from None


def test_a_refusal_is_recognised_by_its_error_code_not_its_class(dynamodb: Any, clock: FakeClock) -> None:
    limits = rl.PlanLimits(rl.WindowLimit(1, 60), rl.WindowLimit(1, 60))
    limiter = rl.DynamoDbRateLimiter(TABLE, _RacedExceptionClasses(dynamodb), plan_limits={"pro": limits}, clock=clock)  # type: ignore[arg-type]
    limiter.check(ALICE, "default")
    with pytest.raises(RateLimited):
        limiter.check(ALICE, "default")
