"""A request is counted exactly once, whatever botocore's retries do.

The limiter's client retries an UpdateItem whose answer did not arrive within its 1 s read
timeout (``services.aws.RATE_LIMITER_TIMEOUTS``: standard retries, 2 attempts). DynamoDB may
have applied the first attempt all the same, so the retry reaches an item that already
counts the request. These tests reproduce that against moto with the production client: a
botocore ``before-send`` hook applies the first attempt of each call through a second
client, then raises the ``ReadTimeoutError`` a lost answer raises, and botocore's own retry
logic sends the second attempt.
"""

from __future__ import annotations

import itertools
import json
import threading
from collections import Counter
from collections.abc import Callable
from typing import Any

import boto3
import pytest
from botocore.exceptions import ClientError, ReadTimeoutError

from ecclesia.services import rate_limiter as rl
from ecclesia.services.aws import RATE_LIMITER_TIMEOUTS, BoundedClient, dynamodb_client
from ecclesia.services.identity import Caller, RateLimited
from tests.fakes import FakeClock
from tests.ratelimit.conftest import TABLE, WINDOW_START, MakeLimiter
from tests.ratelimit.test_rate_limiter import ALICE, accepted, counter_value, fifty_simultaneous_checks

AttemptLog = Counter[str]


def lose_first_answers(
    client: BoundedClient, applier: Any, lose: Callable[[dict[str, Any]], bool] = lambda params: True
) -> AttemptLog:
    """Make ``client``'s UpdateItem calls lose the answer of their first attempt.

    The first attempt of a call that ``lose(params)`` selects is applied through ``applier``
    (a plain client on the same moto backend, so the table really changes, refusal or not),
    then reported as a read timeout; botocore retries it. Returns a log of attempts seen,
    keyed "attempt=1" / "attempt=2" from botocore's ``amz-sdk-request`` header.
    """
    attempts: AttemptLog = Counter()

    def before_send(request: Any, **_: Any) -> None:
        header = request.headers.get("amz-sdk-request", b"")
        attempt = (header.decode() if isinstance(header, bytes) else header).split(";")[0]
        attempts[attempt] += 1
        params = json.loads(request.body)
        if attempt != "attempt=1" or not lose(params):
            return  # moto's own before-send handler answers this attempt
        try:
            applier.update_item(**params)
        except ClientError:
            pass  # a refused first attempt: its answer is lost all the same
        raise ReadTimeoutError(endpoint_url=request.url)

    client.unwrapped.meta.events.register_first("before-send.dynamodb.UpdateItem", before_send)
    return attempts


@pytest.fixture
def production_client(dynamodb: Any) -> BoundedClient:
    """A client built as app.py builds the limiter's: 1 s timeouts, standard retries, 2 attempts."""
    return dynamodb_client(RATE_LIMITER_TIMEOUTS, "rate-limit table")


@pytest.fixture
def retried_limiter(
    production_client: BoundedClient, dynamodb: Any, clock: FakeClock, monotonic: FakeClock
) -> tuple[rl.DynamoDbRateLimiter, AttemptLog]:
    attempts = lose_first_answers(production_client, dynamodb)
    limiter = rl.DynamoDbRateLimiter(TABLE, production_client, clock=clock, monotonic=monotonic)
    return limiter, attempts


def token_count(dynamodb: Any, user: str, counter: str) -> int:
    item = dynamodb.get_item(
        TableName=TABLE, Key={"pk": {"S": f"user#{user}"}, "sk": {"S": f"{counter}#60#{int(WINDOW_START)}"}}
    ).get("Item", {})
    return len(item.get(rl.TOKENS_ATTRIBUTE, {}).get("SS", []))


def test_a_check_whose_first_attempt_was_applied_is_counted_once(
    retried_limiter: tuple[rl.DynamoDbRateLimiter, AttemptLog], dynamodb: Any
) -> None:
    limiter, attempts = retried_limiter
    limiter.check(ALICE, "default")
    assert attempts == Counter({"attempt=1": 1, "attempt=2": 1})  # botocore did retry
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 1
    assert token_count(dynamodb, "alice", "pool") == 1


def test_the_retry_of_the_request_that_took_the_last_slot_is_accepted(
    retried_limiter: tuple[rl.DynamoDbRateLimiter, AttemptLog], make_limiter: MakeLimiter, dynamodb: Any
) -> None:
    assert accepted(make_limiter(), ALICE, "default", 14) == 14
    limiter, attempts = retried_limiter
    limiter.check(ALICE, "default")  # its first attempt took slot 15; the retry must not be a 429
    assert attempts["attempt=2"] == 1
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 15
    with pytest.raises(RateLimited):
        limiter.check(ALICE, "default")


def test_a_retried_refusal_is_still_refused_and_not_counted(
    retried_limiter: tuple[rl.DynamoDbRateLimiter, AttemptLog], make_limiter: MakeLimiter, dynamodb: Any
) -> None:
    assert accepted(make_limiter(), ALICE, "default", 15) == 15
    limiter, attempts = retried_limiter
    with pytest.raises(RateLimited):
        limiter.check(ALICE, "default")
    assert attempts["attempt=2"] == 1
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 15
    assert token_count(dynamodb, "alice", "pool") == 15


def test_a_retried_expensive_check_counts_once_in_both_windows(
    retried_limiter: tuple[rl.DynamoDbRateLimiter, AttemptLog], dynamodb: Any
) -> None:
    limiter, attempts = retried_limiter
    limiter.check(ALICE, "expensive")
    assert attempts == Counter({"attempt=1": 2, "attempt=2": 2})
    assert counter_value(dynamodb, "alice", "expensive", WINDOW_START) == 1
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 1
    limiter.check(ALICE, "expensive")
    with pytest.raises(RateLimited) as refusal:
        limiter.check(ALICE, "expensive")
    assert refusal.value.variant == "expensive"  # two expensive requests, not one counted twice


def test_a_retried_refund_gives_back_once(
    retried_limiter: tuple[rl.DynamoDbRateLimiter, AttemptLog], make_limiter: MakeLimiter, dynamodb: Any
) -> None:
    plain = make_limiter()
    first, _second = plain.check(ALICE, "default"), plain.check(ALICE, "default")
    limiter, attempts = retried_limiter
    limiter.refund(first)
    assert attempts["attempt=2"] == 1
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 1  # the second request still counts
    limiter.refund(first)  # refunding the same receipt again gives nothing more back
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 1


def test_the_expensive_count_given_back_on_a_pool_refusal_is_given_back_once(
    retried_limiter: tuple[rl.DynamoDbRateLimiter, AttemptLog], make_limiter: MakeLimiter, dynamodb: Any
) -> None:
    assert accepted(make_limiter(), ALICE, "expensive", 1) == 1
    assert accepted(make_limiter(), ALICE, "default", 14) == 14  # the pool is now full
    limiter, attempts = retried_limiter
    with pytest.raises(RateLimited) as refusal:
        limiter.check(ALICE, "expensive")
    assert refusal.value.variant == "pool"
    assert attempts == Counter({"attempt=1": 3, "attempt=2": 3})  # expensive, pool, give-back
    assert counter_value(dynamodb, "alice", "expensive", WINDOW_START) == 1
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 15


def one_call_in(n: int) -> Callable[[dict[str, Any]], bool]:
    """Selects every n-th call (the 1st, the n+1-th, ...), safely across threads."""
    calls = itertools.count()
    lock = threading.Lock()

    def selected(_params: dict[str, Any]) -> bool:
        with lock:
            return next(calls) % n == 0

    return selected


@pytest.mark.parametrize("one_in", [1, 2], ids=["every-first-answer-lost", "every-other-first-answer-lost"])
def test_fifty_simultaneous_retried_checks_accept_exactly_fifteen(
    production_client: BoundedClient, dynamodb: Any, clock: FakeClock, monotonic: FakeClock, one_in: int
) -> None:
    # 50 timeout retries spend exactly a fresh client's retry quota (botocore standard mode:
    # 500, 10 per timeout retry, given back only by a 2xx answer): enough, with no margin.
    applier = boto3.client("dynamodb", region_name="us-east-1")  # a client of its own: the hook is not on it
    attempts = lose_first_answers(production_client, applier, one_call_in(one_in))
    limiter = rl.DynamoDbRateLimiter(TABLE, production_client, clock=clock, monotonic=monotonic)
    assert fifty_simultaneous_checks(limiter) == Counter({"accepted": 15, "limited": 35})
    assert attempts["attempt=2"] == 50 // one_in
    assert counter_value(dynamodb, "alice", "pool", WINDOW_START) == 15
    assert token_count(dynamodb, "alice", "pool") == 15


def test_window_limits_are_bounded_so_the_token_set_fits_an_item(capsys: pytest.CaptureFixture[str]) -> None:
    rl.WindowLimit(rl.MAX_WINDOW_LIMIT, 60)
    with pytest.raises(ValueError, match="shorter window"):
        rl.WindowLimit(rl.MAX_WINDOW_LIMIT + 1, 60)
    with pytest.raises(SystemExit) as exit_status:  # the operators' command says so plainly
        rl._main(["set-account", "acme", "--table", TABLE, "--pool", str(rl.MAX_WINDOW_LIMIT + 1), "--expensive", "5"])
    assert exit_status.value.code == 2 and "shorter window" in capsys.readouterr().err


def test_requests_still_holds_the_count_beside_the_tokens(make_limiter: MakeLimiter, dynamodb: Any) -> None:
    """Readers of ``requests`` (the counting-policy test, the fuzz harness, operators) see the
    count they always saw; the token set holds one token per request counted."""
    limiter = make_limiter()
    receipts = [limiter.check(Caller("dora", "pro"), "default") for _ in range(3)]
    limiter.refund(receipts[1])
    assert counter_value(dynamodb, "dora", "pool", WINDOW_START) == 2
    assert token_count(dynamodb, "dora", "pool") == 2
