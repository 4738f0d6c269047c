from __future__ import annotations

from pathlib import Path

import pytest

from ecclesia_tools.directory import bundle_build
from ecclesia.data.directory.store import BundleDirectoryStore, set_store


@pytest.fixture(scope="session")
def shipped_bundle(tmp_path_factory) -> Path:
    """The directory area built from the committed datasets, once per test session."""
    out = tmp_path_factory.mktemp("bundle")
    bundle_build.build(out)
    return out / "directory"


@pytest.fixture(autouse=True)
def use_shipped_bundle(shipped_bundle):
    set_store(BundleDirectoryStore(shipped_bundle))
    yield
    set_store(None)
