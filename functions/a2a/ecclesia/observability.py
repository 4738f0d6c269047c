"""Powertools logger and metrics shared by every layer, created once per process.

``logger`` is the service's logger: ``app.py`` injects the Lambda context into it and the
protocol appends the request keys (skill, task, method, user). Every other module logs
through its own child, ``Logger(service=SERVICE, child=True)``, named
``<service>.<module>``: it writes through the parent's handler and formatter, so each line
is the same structured JSON with the request keys, whatever ``POWERTOOLS_SERVICE_NAME`` is
(standard-library loggers named ``ecclesia.*`` were structured only while the service was
called ``ecclesia``). A test checks that no runtime module uses ``logging.getLogger``.

Metrics are serialized by a lock. Lambda hands a container one event at a time, but the
local gateway (``localrun``) serves concurrent requests on threads of one process, where
Powertools' shared metric dictionaries would otherwise be flushed while another thread adds
to them ("dictionary changed size during iteration", a 5xx). The lock costs nothing
measurable in Lambda, where it is never contended.

Tracing is opt-in (``ECCLESIA_TRACING=true``, ``Settings.tracing``, which ``app.py`` reads): the X-Ray SDK costs tens of milliseconds
of cold start, which most deployments do not need to pay.
"""

from __future__ import annotations

import os
import threading
from functools import cache
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics.provider.cloudwatch_emf.cloudwatch import AmazonCloudWatchEMFProvider

SERVICE = os.environ.get("POWERTOOLS_SERVICE_NAME", "ecclesia")
NAMESPACE = os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "Ecclesia")


class SerializedEMFProvider(AmazonCloudWatchEMFProvider):
    """The CloudWatch EMF provider with every read and write of its metric sets under one lock."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._lock = threading.RLock()

    def add_metric(self, *args: Any, **kwargs: Any) -> None:
        """Add a metric under the lock."""
        with self._lock:
            super().add_metric(*args, **kwargs)

    def add_dimension(self, *args: Any, **kwargs: Any) -> None:
        """Add a dimension under the lock."""
        with self._lock:
            super().add_dimension(*args, **kwargs)

    def add_metadata(self, *args: Any, **kwargs: Any) -> None:
        """Add metadata under the lock."""
        with self._lock:
            super().add_metadata(*args, **kwargs)

    def serialize_metric_set(self, *args: Any, **kwargs: Any) -> Any:
        """Serialize the metric set under the lock."""
        with self._lock:
            return super().serialize_metric_set(*args, **kwargs)

    def flush_metrics(self, *args: Any, **kwargs: Any) -> None:
        """Write the metrics out under the lock."""
        with self._lock:
            super().flush_metrics(*args, **kwargs)

    def clear_metrics(self) -> None:
        """Empty the metric set under the lock."""
        with self._lock:
            super().clear_metrics()


def _metrics() -> Metrics:
    # Powertools keeps metric sets in class attributes shared by every Metrics instance;
    # the provider is handed the same dictionaries, as Metrics does for its default one.
    provider = SerializedEMFProvider(
        namespace=NAMESPACE,
        service=SERVICE,
        metric_set=Metrics._metrics,
        dimension_set=Metrics._dimensions,
        metadata_set=Metrics._metadata,
        default_dimensions=Metrics._default_dimensions,
    )
    return Metrics(namespace=NAMESPACE, service=SERVICE, provider=provider)


logger = Logger(service=SERVICE)
metrics = _metrics()


@cache
def tracer():
    """The Powertools Tracer, imported only when tracing is enabled."""
    from aws_lambda_powertools import Tracer

    return Tracer(service=SERVICE)
