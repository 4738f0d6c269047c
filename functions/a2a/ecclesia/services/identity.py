"""Who is calling, and the service-level refusals the protocol layer maps to JSON-RPC errors.

These types are the seam between the protocol layer and the auth / rate-limit services:
the protocol layer catches ``Unauthorized``, ``PlanRequired`` and ``RateLimited`` and turns
them into -32004/401, -32005/403 and -32003/429, and ``ServiceUnavailable`` (an outage of
a dependency) into -32603 that says whether to retry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol, get_args

from ecclesia.skills.base import RateLimitVariant

# The one declaration of plan names, lowest to highest (auth picks the highest a token names).
Plan = Literal["free", "pro", "organization", "enterprise"]
PLANS: tuple[Plan, ...] = get_args(Plan)
PAID_PLANS: frozenset[Plan] = frozenset(PLANS[1:])


@dataclass(frozen=True, slots=True)
class Caller:
    """An authenticated caller. ``user_id`` scopes tasks and keys the rate-limit pool."""

    user_id: str
    plan: Plan
    # Enterprise limits are per account; for other plans the account is the user.
    account_id: str | None = None


class Unauthorized(Exception):
    """Missing, malformed, expired or foreign bearer token (-32004, HTTP 401).

    ``missing_token`` is true when the request carried no credentials at all: RFC 6750
    then wants a bare challenge, without an ``error`` attribute.
    """

    def __init__(self, reason: str, *, missing_token: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.missing_token = missing_token


class PlanRequired(Exception):
    """The caller's plan does not include A2A access (-32005, HTTP 403)."""

    def __init__(self, plan: str) -> None:
        super().__init__(f"A2A requires a Pro, Organization or Enterprise plan (current plan: {plan})")
        self.plan = plan


class RateLimited(Exception):
    """Too many requests in the current window (-32003, HTTP 429)."""

    def __init__(self, retry_after: int, limit: int, variant: str) -> None:
        super().__init__(f"Rate limit exceeded: {limit} {variant} requests per window")
        self.retry_after = max(1, int(retry_after))
        self.limit = limit
        self.variant = variant


class ServiceUnavailable(Exception):
    """A dependency (DynamoDB, the token issuer) is throttled, failing or out of reach.

    ``retryable`` says whether the same request may succeed later without an operator
    acting; ``retry_after`` is the suggested wait in seconds (-32603 with
    ``data.retryable``, HTTP 200 as the contract wants for every non-auth, non-limit error).
    """

    def __init__(self, reason: str, *, retryable: bool, retry_after: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retryable = retryable
        self.retry_after = retry_after


class Authenticator(Protocol):
    """Turns an ``Authorization`` header into a ``Caller``."""

    def authenticate(self, authorization: str | None) -> Caller:
        """Return the caller for an ``Authorization`` header value, or raise Unauthorized."""
        ...


class RateLimiter(Protocol):
    """Counts requests against the caller's plan limits."""

    def check(self, caller: Caller, variant: RateLimitVariant) -> object:
        """Count one request for ``caller``; raise RateLimited when over a limit.

        Returns a receipt that ``refund`` takes back (None when there is nothing to undo)."""
        ...

    def refund(self, receipt: object) -> None:
        """Give back what ``check`` counted: the request turned out not to count."""
        ...


def require_paid_plan(caller: Caller) -> None:
    """Refuse callers whose plan does not include the API.

    Raises:
        PlanRequired: the caller is on the free plan (or an unknown one).
    """
    if caller.plan not in PAID_PLANS:
        raise PlanRequired(caller.plan)
