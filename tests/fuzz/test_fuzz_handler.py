"""Property-based fuzzing of ``app.lambda_handler`` (Hypothesis): whatever the body, headers
or event hold, the answer is never a 5xx, always a JSON-RPC 2.0 envelope on the RPC route,
echoes the id by type, and an error stores nothing. Bounded for CI: ``FUZZ_EXAMPLES``
examples (default 250, well under a minute), derandomized when ``CI`` is set so a CI run is
reproducible. ``bench/bench_fuzz.py`` runs 10,000 and prints the counts."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings

from .fuzz_harness import check_invariants, events, fuzz_target

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "250"))


@pytest.fixture(scope="module")
def target():
    with fuzz_target() as app:
        yield app


def test_fuzzed_events_never_break_an_invariant(target):
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        derandomize=bool(os.environ.get("CI")),
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )
    @given(events(target.tokens))
    def property_holds(fuzz):
        assert check_invariants(target, fuzz) == []

    property_holds()
