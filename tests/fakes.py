"""Test doubles shared by the suites: one clock, one authenticator, one rate limiter, and
the data layer pointed at a test bundle.

Each stands where a real service would, with the same interface (``identity.Authenticator``,
``identity.RateLimiter``, a ``() -> float`` clock) and behaviour simple enough to read in
the test that uses it. Suites import them from here rather than declaring their own.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, get_args

from ecclesia.services.identity import Caller, Plan, RateLimited, Unauthorized
from ecclesia.skills.base import RateLimitVariant


class FakeClock:
    """A clock that stands still until a test moves it: ``clock.now += 61``."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class TokenTableAuthenticator:
    """Accepts 'Bearer <user>:<plan>' — the shape of a real Caller without JWT machinery."""

    def authenticate(self, authorization: str | None) -> Caller:
        if not authorization or not authorization.startswith("Bearer "):
            raise Unauthorized("missing bearer token")
        user, _, plan = authorization.removeprefix("Bearer ").partition(":")
        for known in get_args(Plan):
            if plan == known:
                return Caller(user_id=user, plan=known)
        raise Unauthorized("token not recognised")


class CountingLimiter:
    """Counts checks per (user, variant) and refuses past ``limit``; refunds give one back."""

    def __init__(self, limit: int = 1000) -> None:
        self.limit = limit
        self.counts: dict[tuple[str, str], int] = {}

    def check(self, caller: Caller, variant: RateLimitVariant) -> tuple[str, str]:
        key = (caller.user_id, variant)
        if self.counts.get(key, 0) >= self.limit:
            raise RateLimited(retry_after=42, limit=self.limit, variant=variant)
        self.counts[key] = self.counts.get(key, 0) + 1
        return key

    def refund(self, receipt: object) -> None:
        if isinstance(receipt, tuple):
            self.counts[receipt] -= 1


@contextmanager
def data_bundle_at(root: Path, monkeypatch: Any) -> Iterator[Path]:
    """Point the data layer at the bundle folder ``root`` while the block runs.

    The bundle folder, the loaded document index (with the catalogue) and everything read
    from the bundle (the Bible's names, the word lists, ...: ``functools`` caches of the
    ``ecclesia`` modules) are cached per process, so they are forgotten on the way in and on
    the way out. Forgetting only the index had left a later test with the names and words of
    the small bundle, or this one with the default bundle's.
    """
    monkeypatch.setenv("ECCLESIA_DATA_DIR", str(root))
    _forget_what_was_read()
    try:
        yield root
    finally:
        _forget_what_was_read()


def _forget_what_was_read() -> None:
    """Drop the document index and every ``functools`` cache of the loaded ``ecclesia`` modules."""
    from ecclesia.data import documents

    documents.reset_cache()
    for name, module in list(sys.modules.items()):
        if name == "ecclesia" or name.startswith("ecclesia."):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
