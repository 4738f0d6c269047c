"""Powertools logger and metrics shared by every layer, created once per process.

Tracing is opt-in (``ECCLESIA_TRACING=true``): the X-Ray SDK costs tens of milliseconds
of cold start, which most deployments do not need to pay.
"""

from __future__ import annotations

import os
from functools import cache

from aws_lambda_powertools import Logger, Metrics

SERVICE = os.environ.get("POWERTOOLS_SERVICE_NAME", "ecclesia")
NAMESPACE = os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "Ecclesia")

logger = Logger(service=SERVICE)
metrics = Metrics(namespace=NAMESPACE, service=SERVICE)


def tracing_enabled() -> bool:
    return os.environ.get("ECCLESIA_TRACING", "").lower() in {"1", "true", "yes"}


@cache
def tracer():
    """The Powertools Tracer, imported only when tracing is enabled."""
    from aws_lambda_powertools import Tracer

    return Tracer(service=SERVICE)
