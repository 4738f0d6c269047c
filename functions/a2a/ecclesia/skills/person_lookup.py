"""person_lookup: a bishop, archbishop or cardinal by name or person_id (popes: pope_lookup)."""

from __future__ import annotations

from ecclesia.skills._lookup import profile_lookup
from ecclesia.skills.base import SkillRequest, SkillResult, SkillSpec

SPEC = SkillSpec(
    id="person_lookup",
    name="Clergy lookup",
    description=(
        "Profile of a Catholic bishop, archbishop or cardinal: rank, position, ordination, "
        "consecration and cardinalate dates, lineage, motto. Query by name (data.query or text, "
        "e.g. 'Cardinal Tagle') or by data.person_id. Popes are served by pope_lookup."
    ),
    artifact_name="person_profile",
    examples=("Cardinal Tagle", "Pietro Parolin", '{"person_id": "pietro-parolin"}'),
    tags=("directory", "clergy"),
)


def run(request: SkillRequest) -> SkillResult:
    """Look up a bishop, priest or other clergy member; see ``SPEC`` and ``_lookup.profile_lookup``."""
    return profile_lookup(request, "persons", "primary_name", "clergy member")
