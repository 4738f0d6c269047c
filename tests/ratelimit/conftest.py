"""A moto DynamoDB with the rate-limit table, and limiters on an injected clock."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import boto3
import pytest
from moto import mock_aws

from ecclesia.services import rate_limiter as rl
from tests.fakes import FakeClock

TABLE = "ecclesia-rate-limits-test"
# 12:00:00 UTC on some day: the start of a 60-second window.
WINDOW_START = 1_764_504_000.0


@pytest.fixture
def dynamodb(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    for name, value in {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": "us-east-1",
    }.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("AWS_ENDPOINT_URL_DYNAMODB", raising=False)
    monkeypatch.delenv("AWS_ENDPOINT_URL", raising=False)
    with mock_aws():
        client = boto3.client("dynamodb", region_name="us-east-1")
        client.create_table(TableName=TABLE, **rl.TABLE_SCHEMA)
        client.update_time_to_live(
            TableName=TABLE, TimeToLiveSpecification={"AttributeName": rl.TTL_ATTRIBUTE, "Enabled": True}
        )
        rl.clear_account_limits_cache()
        yield client
        rl.clear_account_limits_cache()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(WINDOW_START + 10.0)


@pytest.fixture
def monotonic() -> FakeClock:
    return FakeClock(500.0)


MakeLimiter = Callable[..., rl.DynamoDbRateLimiter]


@pytest.fixture
def make_limiter(dynamodb: Any, clock: FakeClock, monotonic: FakeClock) -> MakeLimiter:
    def make(**overrides: Any) -> rl.DynamoDbRateLimiter:
        settings: dict[str, Any] = {"clock": clock, "monotonic": monotonic}
        settings.update(overrides)
        return rl.DynamoDbRateLimiter(TABLE, dynamodb, **settings)

    return make
