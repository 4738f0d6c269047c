"""saint_lookup: a saint, blessed, venerable or servant of God by name or saint_id."""

from __future__ import annotations

from ecclesia.skills._lookup import profile_lookup
from ecclesia.skills.base import SkillRequest, SkillResult, SkillSpec

SPEC = SkillSpec(
    id="saint_lookup",
    name="Saint lookup",
    description=(
        "Profile of a saint, blessed, venerable or servant of God: status, feast day, life dates, "
        "patronages, iconography. Query by name (data.query or text, e.g. 'Therese of Lisieux') "
        "or by data.saint_id."
    ),
    artifact_name="saint_profile",
    examples=("Therese of Lisieux", "Padre Pio", '{"saint_id": "jerome"}'),
    tags=("directory", "saints"),
)


def run(request: SkillRequest) -> SkillResult:
    """Look up a saint; see ``SPEC`` and ``_lookup.profile_lookup``."""
    return profile_lookup(request, "saints", "display_name", "saint")
