"""SnapStart: the template switch, the runtime hooks (called here as Lambda would), and the
function build that ships bytecode.

Lambda is not available locally, so the hooks are exercised directly: before_snapshot must
leave every skill loaded and served once; after_restore must leave nothing a snapshot
shares between containers or keeps stale.
"""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
import types
from pathlib import Path

import boto3
import pytest

from ecclesia import snapstart
from ecclesia.services import auth, rate_limiter
from ecclesia.skills import registry
from localrun.template import load_template

ROOT = Path(__file__).resolve().parents[2]


# -- template --------------------------------------------------------------------------


def test_snapstart_is_a_parameter_off_by_default_applied_to_the_alias_the_routes_call():
    template = load_template()
    parameter = template["Parameters"]["SnapStart"]
    assert parameter["Default"] == "false"
    assert set(parameter["AllowedValues"]) == {"true", "false"}
    function = template["Resources"]["A2AFunction"]
    properties = function["Properties"]
    assert properties["AutoPublishAlias"] == "live"
    apply_on = properties["SnapStart"]["ApplyOn"]
    assert apply_on == {"Fn::If": ["UseSnapStart", "PublishedVersions", "None"]}
    assert template["Conditions"]["UseSnapStart"] == {"Fn::Equals": [{"Ref": "SnapStart"}, "true"]}
    assert function["Metadata"]["BuildMethod"] == "makefile"


def test_function_build_ships_unchecked_hash_bytecode_for_every_module(tmp_path):
    subprocess.run(
        ["make", "-s", "-C", str(ROOT / "functions" / "a2a"), "build-A2AFunction",
         f"ARTIFACTS_DIR={tmp_path}", f"PYTHON={sys.executable}"],
        check=True, capture_output=True,
    )
    sources = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.py"))
    assert Path("app.py") in sources and Path("ecclesia/protocol/handler.py") in sources
    assert not list(tmp_path.rglob("Makefile"))
    for source in sources:
        tag = sys.implementation.cache_tag
        pyc = tmp_path / source.parent / "__pycache__" / f"{source.stem}.{tag}.pyc"
        assert pyc.exists(), source
        flags = int.from_bytes(pyc.read_bytes()[4:8], "little")
        # PEP 552: bit 0 = hash-based, bit 1 = check_source. Unchecked: used whatever the
        # sources' timestamps became in the zip, and never recompiled on read-only /var/task.
        assert flags == 0b01, (source, flags)


# -- hooks -----------------------------------------------------------------------------


def test_before_snapshot_loads_and_serves_every_skill_without_leaving_the_function(monkeypatch):
    monkeypatch.setenv("ECCLESIA_QA_PROVIDER", "extractive")
    failures: list[str] = []
    monkeypatch.setattr(snapstart.logger, "exception", lambda message, *a, **k: failures.append(message))
    timings = snapstart.before_snapshot()
    assert failures == []
    assert set(timings) == {"models", "agent_card", "auth", *registry()}
    for skill_id in registry():
        assert f"ecclesia.skills.{skill_id}" in sys.modules


def test_before_snapshot_with_a_model_provider_warms_retrieval_instead_of_calling_the_model(monkeypatch):
    monkeypatch.setenv("ECCLESIA_QA_PROVIDER", "bedrock")
    served: list[str] = []
    catalog = {
        "catholic_qa": types.SimpleNamespace(
            SPEC=registry()["catholic_qa"].SPEC, run=lambda request: served.append("catholic_qa")
        ),
    }
    retrieval = types.SimpleNamespace(SPEC=registry()["document_search"].SPEC, run=lambda r: served.append(r.text))
    monkeypatch.setattr("ecclesia.skills.registry", lambda: catalog)
    monkeypatch.setattr("ecclesia.skills.get_skill", lambda skill_id: retrieval if skill_id == "document_search" else None)
    snapstart.before_snapshot()
    assert served == [retrieval.SPEC.examples[0]]


def test_a_failing_skill_does_not_fail_the_snapshot(monkeypatch):
    def broken(request):
        raise RuntimeError("data missing")

    catalog = {"pope_lookup": types.SimpleNamespace(SPEC=registry()["pope_lookup"].SPEC, run=broken)}
    monkeypatch.setattr("ecclesia.skills.registry", lambda: catalog)
    logged: list[str] = []
    monkeypatch.setattr(snapstart.logger, "exception", lambda message, *a, **k: logged.append(message))
    timings = snapstart.before_snapshot()
    assert "pope_lookup" in timings and logged == ["snapshot warm-up step failed"]


def test_after_restore_reseeds_random_so_restored_containers_differ():
    random.seed(1234)
    from_snapshot = [random.random() for _ in range(3)]
    random.seed(1234)  # every container restored from one snapshot starts in this state
    snapstart.after_restore()
    assert [random.random() for _ in range(3)] != from_snapshot


class _RecordingPool:
    def __init__(self) -> None:
        self.closed = 0

    def close(self) -> None:
        self.closed += 1


def test_after_restore_drops_pooled_connections_and_resolves_credentials_again(monkeypatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIDSNAPSHOT")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "snapshot-secret")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    client = boto3.client("dynamodb")
    monkeypatch.setattr(snapstart, "_CLIENTS", [])
    assert snapstart.track_client(client) is client
    pool = _RecordingPool()
    client._endpoint.http_session = pool
    # The restored container has its own credentials.
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIDRESTORED")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "restored-secret")
    snapstart.after_restore()
    assert pool.closed == 1
    assert client._request_signer._credentials.access_key == "AKIDRESTORED"


def test_after_restore_empties_caches_aged_by_the_monotonic_clock():
    auth._KEY_SETS["https://issuer.example/jwks"] = auth._CachedKeySet(fetched_at=1.0)
    rate_limiter._ACCOUNT_LIMITS_CACHE[("table", "acme")] = (1e12, None)
    snapstart.after_restore()
    assert auth._KEY_SETS == {}
    assert rate_limiter._ACCOUNT_LIMITS_CACHE == {}


def test_register_is_a_no_op_outside_lambda_and_registers_both_hooks_inside(monkeypatch):
    monkeypatch.delitem(sys.modules, "snapshot_restore_py", raising=False)
    if importlib.util.find_spec("snapshot_restore_py") is None:
        assert snapstart.register() is False
    registered: dict[str, list] = {"before": [], "after": []}
    fake = types.ModuleType("snapshot_restore_py")
    fake.register_before_snapshot = lambda func, *a, **k: registered["before"].append(func)
    fake.register_after_restore = lambda func, *a, **k: registered["after"].append(func)
    monkeypatch.setitem(sys.modules, "snapshot_restore_py", fake)
    assert snapstart.register() is True
    assert registered == {"before": [snapstart.before_snapshot], "after": [snapstart.after_restore]}


@pytest.fixture(autouse=True)
def _restore_random_state():
    state = random.getstate()
    yield
    random.setstate(state)
