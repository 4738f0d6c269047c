"""The skill registry: one module per skill, named after its skill id.

A module in this package that defines ``SPEC`` (a ``SkillSpec``) and ``run`` is a skill;
``base`` holds the contract. Modules that do not exist are simply absent: the registry
never offers a placeholder.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import cache
from types import ModuleType

from ecclesia.skills.base import SkillSpec

DEFAULT_SKILL_ID = "catholic_qa"
_NOT_SKILLS = frozenset({"base"})
_SKILL_ID = re.compile(r"[a-z][a-z0-9_]{0,63}")


@cache
def registry() -> dict[str, ModuleType]:
    """Skill id -> module, in a stable order (the contract's default first)."""
    found: dict[str, ModuleType] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.ispkg or info.name in _NOT_SKILLS or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        spec = getattr(module, "SPEC", None)
        if isinstance(spec, SkillSpec) and callable(getattr(module, "run", None)):
            if spec.id != info.name:
                raise RuntimeError(f"skill module {info.name} declares id {spec.id!r}")
            found[spec.id] = module
    ordered = dict(sorted(found.items(), key=lambda kv: (kv[0] != DEFAULT_SKILL_ID, kv[0])))
    return ordered


@cache
def get_skill(skill_id: str) -> ModuleType | None:
    """The skill module for ``skill_id``, importing only that module (cold-start cost)."""
    if not _SKILL_ID.fullmatch(skill_id) or skill_id in _NOT_SKILLS:
        return None
    try:
        module = importlib.import_module(f"{__name__}.{skill_id}")
    except ModuleNotFoundError as exc:
        if exc.name == f"{__name__}.{skill_id}":
            return None
        raise
    spec = getattr(module, "SPEC", None)
    if isinstance(spec, SkillSpec) and spec.id == skill_id and callable(getattr(module, "run", None)):
        return module
    return None


def specs() -> list[SkillSpec]:
    return [module.SPEC for module in registry().values()]
