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
from typing import cast

from ecclesia.skills.base import Skill, SkillSpec

DEFAULT_SKILL_ID = "catholic_qa"
_NOT_SKILLS = frozenset({"base"})
_SKILL_ID = re.compile(r"[a-z][a-z0-9_]{0,63}")


@cache
def registry() -> dict[str, Skill]:
    """Skill id -> skill module, in a stable order (the contract's default first)."""
    found: dict[str, Skill] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.ispkg or info.name in _NOT_SKILLS or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        skill = _as_skill(module)
        if skill is not None:
            if skill.SPEC.id != info.name:
                raise RuntimeError(f"skill module {info.name} declares id {skill.SPEC.id!r}")
            found[skill.SPEC.id] = skill
    ordered = dict(sorted(found.items(), key=lambda kv: (kv[0] != DEFAULT_SKILL_ID, kv[0])))
    return ordered


@cache
def get_skill(skill_id: str) -> Skill | None:
    """The skill module for ``skill_id``, importing only that module (cold-start cost)."""
    if not _SKILL_ID.fullmatch(skill_id) or skill_id in _NOT_SKILLS:
        return None
    try:
        module = importlib.import_module(f"{__name__}.{skill_id}")
    except ModuleNotFoundError as exc:
        if exc.name == f"{__name__}.{skill_id}":
            return None
        raise
    skill = _as_skill(module)
    return skill if skill is not None and skill.SPEC.id == skill_id else None


def specs() -> list[SkillSpec]:
    """Every registered skill's spec, in registry order."""
    return [skill.SPEC for skill in registry().values()]


def _as_skill(module: ModuleType) -> Skill | None:
    """``module`` as a ``Skill`` when it defines a ``SkillSpec`` ``SPEC`` and a callable ``run``."""
    if isinstance(getattr(module, "SPEC", None), SkillSpec) and callable(getattr(module, "run", None)):
        return cast(Skill, module)
    return None
