"""Lambda entry point of the A2A dispatcher: the composition root.

Everything process-wide is created here once, during the Lambda init phase, and reused by
warm invocations: the DynamoDB clients, the task store, the authenticator (with its cached
JSON Web Key Set) and the rate limiter. Skills and their data load lazily, per skill, on
first use.

Every ``ECCLESIA_*`` variable is read and validated here, once, by ``Settings.from_env``,
and each part of the settings is handed to what it configures. A bad value is logged at
init with one error naming every bad variable; the function then answers every request with
a JSON-RPC -32603 saying the service is misconfigured (``MisconfiguredService``), because a
failed init phase would give callers API Gateway's bare 500 instead.

Each service has its own bounded DynamoDB client (``ecclesia.services.aws``): explicit
timeouts, standard retries with two attempts, calls refused past the request's deadline.
The rate limiter's client is tuned tighter than the task store's and never shared with it.
"""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.logging import correlation_paths

from ecclesia import snapstart
from ecclesia.observability import logger, metrics, tracer
from ecclesia.protocol.handler import A2ARequestHandler
from ecclesia.services.auth import AuthConfigError, build_authenticator
from ecclesia.services.aws import RATE_LIMITER_TIMEOUTS, TASK_STORE_TIMEOUTS, dynamodb_client
from ecclesia.services.rate_limiter import rate_limiter_from_settings
from ecclesia.services.task_store import DynamoDBTaskStore
from ecclesia.settings import Settings, SettingsError
from ecclesia.transport.http_api import HttpApiAdapter, MisconfiguredService


def build_adapter(settings: Settings) -> HttpApiAdapter:
    """The HTTP API adapter over the JSON-RPC handler and its services, as ``settings`` say."""
    task_store_client = dynamodb_client(TASK_STORE_TIMEOUTS, "task store")
    rate_limiter_client = dynamodb_client(RATE_LIMITER_TIMEOUTS, "rate-limit table")
    # After a SnapStart restore both clients renew their connections and credentials.
    snapstart.track_client(task_store_client.unwrapped)
    snapstart.track_client(rate_limiter_client.unwrapped)
    return HttpApiAdapter(
        A2ARequestHandler(
            task_store=DynamoDBTaskStore(settings.tasks_table, task_store_client),
            authenticator=build_authenticator(settings.auth),
            rate_limiter=rate_limiter_from_settings(settings.rate_limits, rate_limiter_client),
        ),
        public_url=settings.public_url,
        issuer=settings.auth.issuer,
    )


adapter: HttpApiAdapter | MisconfiguredService
settings: Settings | None
try:
    settings = Settings.from_env()
    adapter = build_adapter(settings)
except (SettingsError, AuthConfigError) as exc:
    settings = None
    adapter = MisconfiguredService()
    logger.critical("invalid settings: every request is answered -32603 until they are fixed", extra={"problems": str(exc)})

# SnapStart (template parameter): load skills and data before the snapshot, renew seeds,
# connections and credentials after each restore. A no-op without SnapStart.
snapstart.register()


@logger.inject_lambda_context(correlation_id_path=correlation_paths.API_GATEWAY_HTTP, clear_state=True)
@metrics.log_metrics
def lambda_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Answer one HTTP API (payload 2.0) event: the agent card, JSON-RPC or MCP."""
    return adapter(event, context)


if settings is not None and settings.tracing:
    lambda_handler = tracer().capture_lambda_handler(lambda_handler)
