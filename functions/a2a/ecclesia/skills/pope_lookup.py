"""pope_lookup: one of the 267 popes by name, number, birth name or pope_id."""

from __future__ import annotations

from ecclesia.skills._lookup import profile_lookup
from ecclesia.skills.base import SkillRequest, SkillResult, SkillSpec

SPEC = SkillSpec(
    id="pope_lookup",
    name="Pope lookup",
    description=(
        "Profile of a pope: papal name and number, birth name, origin, pontificate dates, "
        "beatification and canonization. Query by name (data.query or text, e.g. 'John Paul II', "
        "'Benedict 16', 'Karol Wojtyla') or by data.pope_id (e.g. 'benedict-xvi')."
    ),
    artifact_name="pope_profile",
    examples=("Pope Francis", "John Paul II", '{"pope_id": "benedict-xvi"}'),
    tags=("directory", "popes"),
)


def run(request: SkillRequest) -> SkillResult:
    """Look up a pope by name, number or nickname; see ``SPEC`` and ``_lookup.profile_lookup``."""
    return profile_lookup(request, "popes", "pope_title", "pope")
