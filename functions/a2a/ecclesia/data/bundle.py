"""Where the read-only data bundle lives.

In Lambda the bundle is the data layer, unpacked at ``/opt/ecclesia-data``. Locally it is
``build/data-bundle`` at the repository root, written by ``python -m ecclesia_tools.bundle``
(the Makefile's ``bundle`` target; the builders are build-time code under ``tools/``).
``ECCLESIA_DATA_DIR`` overrides both.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ecclesia.settings import data_dir_from_env

LAMBDA_LAYER_DIR = Path("/opt/ecclesia-data")
REPO_ROOT = Path(__file__).resolve().parents[4]
LOCAL_BUNDLE_DIR = REPO_ROOT / "build" / "data-bundle"


@cache
def bundle_dir() -> Path:
    """The bundle root this process reads from (cached: it never changes while warm)."""
    override = data_dir_from_env()
    if override is not None:
        return override
    if LAMBDA_LAYER_DIR.is_dir():
        return LAMBDA_LAYER_DIR
    return LOCAL_BUNDLE_DIR


def area_dir(area: str) -> Path:
    """The folder of one data area inside the bundle, e.g. ``area_dir("directory")``."""
    return bundle_dir() / area
