"""Lambda entry point of the A2A dispatcher: the composition root.

Everything process-wide is created here once, during the Lambda init phase, and reused by
warm invocations: the DynamoDB clients, the task store, the authenticator (with its cached
JSON Web Key Set) and the rate limiter. Skills and their data load lazily, per skill, on
first use.

Each service has its own bounded DynamoDB client (``ecclesia.services.aws``): explicit
timeouts, standard retries with two attempts, calls refused past the request's deadline.
The rate limiter's client is tuned tighter than the task store's and never shared with it.
"""

from __future__ import annotations

import os

from aws_lambda_powertools.logging import correlation_paths

from ecclesia import snapstart
from ecclesia.observability import logger, metrics, tracer, tracing_enabled
from ecclesia.protocol.handler import A2ARequestHandler
from ecclesia.services.auth import authenticator_from_env
from ecclesia.services.aws import RATE_LIMITER_TIMEOUTS, TASK_STORE_TIMEOUTS, dynamodb_client
from ecclesia.services.rate_limiter import rate_limiter_from_env
from ecclesia.services.task_store import DynamoDBTaskStore
from ecclesia.transport.http_api import HttpApiAdapter

task_store_client = dynamodb_client(TASK_STORE_TIMEOUTS, "task store")
rate_limiter_client = dynamodb_client(RATE_LIMITER_TIMEOUTS, "rate-limit table")
# After a SnapStart restore both clients renew their connections and credentials.
snapstart.track_client(task_store_client.unwrapped)
snapstart.track_client(rate_limiter_client.unwrapped)

adapter = HttpApiAdapter(
    A2ARequestHandler(
        task_store=DynamoDBTaskStore(os.environ["ECCLESIA_TASKS_TABLE"], task_store_client),
        authenticator=authenticator_from_env(),
        rate_limiter=rate_limiter_from_env(client=rate_limiter_client),
    )
)

# SnapStart (template parameter): load skills and data before the snapshot, renew seeds,
# connections and credentials after each restore. A no-op without SnapStart.
snapstart.register()


@logger.inject_lambda_context(correlation_id_path=correlation_paths.API_GATEWAY_HTTP, clear_state=True)
@metrics.log_metrics
def lambda_handler(event: dict, context) -> dict:
    return adapter(event, context)


if tracing_enabled():
    lambda_handler = tracer().capture_lambda_handler(lambda_handler)
