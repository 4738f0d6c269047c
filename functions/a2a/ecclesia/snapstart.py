"""Lambda SnapStart runtime hooks: what to load before the snapshot, what to renew after it.

With SnapStart (template parameter ``SnapStart=true``) Lambda runs the init phase once per
published version, snapshots the memory, and starts later containers from that snapshot.
The snapshot should therefore hold everything a first request would otherwise load, and
nothing that must differ between containers or go stale while the snapshot waits:

- before the snapshot: every skill module, each skill's data (by serving the skill's first
  example once, offline), the pydantic models' validators, the agent card and the token
  verification libraries;
- after each restore: fresh random seeds, no pooled connection of the snapshot (every
  restored container would share its sockets and TLS state), credentials resolved anew,
  and the caches whose age is measured with the monotonic clock (the JSON Web Key Set,
  enterprise account limits) emptied, since the snapshot may be days old.

The hooks are registered with ``snapshot_restore_py``, which only the Lambda managed
runtime provides: elsewhere, and on functions without SnapStart, registration is skipped
or the hooks are simply never called. Tests call them directly.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable, Iterable
from typing import Any

from ecclesia.observability import logger

# Clients whose connections and credentials must be renewed after a restore.
_CLIENTS: list[Any] = []


def track_client(client: Any) -> Any:
    """Remember a boto3 client so that ``after_restore`` renews its connections; returns it."""
    _CLIENTS.append(client)
    return client


def before_snapshot(skill_ids: Iterable[str] | None = None) -> dict[str, float]:
    """Load what first requests would load; return the milliseconds each step took.

    Never raises: a skill that cannot warm up is logged and loads on its first request,
    exactly as without SnapStart.
    """
    from ecclesia.skills import registry

    timings: dict[str, float] = {}
    timings["models"] = _timed(_build_models)
    timings["agent_card"] = _timed(_render_agent_card)
    timings["auth"] = _timed(_import_token_verification)
    skills = registry()
    for skill_id in skill_ids if skill_ids is not None else list(skills):
        module = skills.get(skill_id)
        if module is not None:
            timings[skill_id] = _timed(lambda: _serve_first_example(module))
    logger.info("snapshot warm-up", extra={"warm_up_ms": timings})
    return timings


def after_restore() -> None:
    """Renew what a snapshot must not share between containers or keep stale."""
    from ecclesia.services.auth import clear_key_set_cache
    from ecclesia.services.rate_limiter import clear_account_limits_cache

    # random is seeded from os.urandom at import, i.e. once for every restored container.
    random.seed()
    try:  # numpy keeps its own global state, when a skill has loaded it
        import sys

        if "numpy" in sys.modules:
            sys.modules["numpy"].random.seed()
    except Exception:  # noqa: BLE001 (never fail a restore over a seed)
        logger.exception("could not reseed numpy")
    credentials = _fresh_credentials() if _CLIENTS else None
    for client in _CLIENTS:
        _renew_client(client, credentials)
    clear_key_set_cache()
    clear_account_limits_cache()


def register() -> bool:
    """Register the hooks with the runtime, when it offers SnapStart; True if registered."""
    try:
        from snapshot_restore_py import register_after_restore, register_before_snapshot
    except ImportError:  # not in the Lambda managed runtime: nothing to hook into
        return False
    register_before_snapshot(before_snapshot)
    register_after_restore(after_restore)
    return True


# -- steps ---------------------------------------------------------------------------------


def _timed(step: Callable[[], Any]) -> float:
    started = time.perf_counter()
    try:
        step()
    except Exception:  # noqa: BLE001 (see before_snapshot)
        logger.exception("snapshot warm-up step failed")
    return round((time.perf_counter() - started) * 1000, 1)


def _build_models() -> None:
    from pydantic import BaseModel

    from ecclesia.protocol import models

    for value in vars(models).values():
        if isinstance(value, type) and issubclass(value, BaseModel) and value is not BaseModel:
            value.model_rebuild()


def _import_token_verification() -> None:
    # What the first authenticated request imports (PyJWT and its cryptography backend);
    # the key set itself is fetched after restore, never kept in the snapshot.
    import jwt  # noqa: F401
    from jwt import PyJWK, exceptions  # noqa: F401
    import httpx  # noqa: F401


def _render_agent_card() -> None:
    from ecclesia.protocol.agent_card import agent_card

    agent_card("https://snapshot.invalid/api/v1/a2a")


def _serve_first_example(module: Any) -> None:
    """Run the skill once on its first example, unless that would leave the function.

    catholic_qa with a model provider would call Bedrock or an OpenAI-compatible endpoint:
    it warms only its retrieval index then (the one document_search loads).
    """
    from ecclesia.skills.base import SkillRequest

    spec = module.SPEC
    if spec.rate_limit == "expensive" and (os.environ.get("ECCLESIA_QA_PROVIDER") or "extractive") != "extractive":
        from ecclesia.skills import get_skill

        module = get_skill("document_search") or module
        spec = module.SPEC
    example = spec.examples[0] if spec.examples else ""
    # An example written as a JSON object is what a client sends as a data part.
    try:
        data = json.loads(example)
    except ValueError:
        data = None
    structured = isinstance(data, dict)
    request = SkillRequest(
        text=None if structured else example,
        data=data if structured else {},
        metadata={"skillId": spec.id},
        files=(),
        caller_id="snapstart-warm-up",
        task_id="snapstart-warm-up",
        context_id="snapstart-warm-up",
        conversation=(),
        deadline=time.monotonic() + 20,
    )
    module.run(request)


def _fresh_credentials() -> Any:
    """Credentials resolved anew through the provider chain (in Lambda: the container's)."""
    try:
        import boto3

        session = boto3.DEFAULT_SESSION._session if boto3.DEFAULT_SESSION is not None else None
        if session is None:
            import botocore.session

            session = botocore.session.get_session()
        # The chain itself, not the session's cached result: that is what the snapshot holds.
        return session.get_component("credential_provider").load_credentials()
    except Exception:  # noqa: BLE001
        logger.exception("could not resolve credentials after restore")
        return None


def _renew_client(client: Any, credentials: Any) -> None:
    """Drop a boto3 client's pooled connections and give it the credentials just resolved."""
    try:
        client._endpoint.http_session.close()  # the pool reconnects on the next call
    except Exception:  # noqa: BLE001
        logger.exception("could not close a client's connection pool")
    if credentials is not None:
        # Credentials resolved at init may have been another container's and may expire
        # while the snapshot waits. botocore has no public setter for a client's
        # credentials; the signer's attribute is the one it reads on every request.
        client._request_signer._credentials = credentials
