"""Lambda entry point of the A2A dispatcher: the composition root.

Everything process-wide is created here once, during the Lambda init phase, and reused by
warm invocations: the DynamoDB client, the task store, the authenticator (with its cached
JSON Web Key Set) and the rate limiter. Skills and their data load lazily, per skill, on
first use.
"""

from __future__ import annotations

import os

import boto3
from aws_lambda_powertools.logging import correlation_paths

from ecclesia import snapstart
from ecclesia.observability import logger, metrics, tracer, tracing_enabled
from ecclesia.protocol.handler import A2ARequestHandler
from ecclesia.services.auth import authenticator_from_env
from ecclesia.services.rate_limiter import rate_limiter_from_env
from ecclesia.services.task_store import DynamoDBTaskStore
from ecclesia.transport.http_api import HttpApiAdapter

_dynamodb = snapstart.track_client(boto3.client("dynamodb"))

adapter = HttpApiAdapter(
    A2ARequestHandler(
        task_store=DynamoDBTaskStore(os.environ["ECCLESIA_TASKS_TABLE"], _dynamodb),
        authenticator=authenticator_from_env(),
        rate_limiter=rate_limiter_from_env(client=_dynamodb),
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
