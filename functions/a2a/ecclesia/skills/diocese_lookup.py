"""diocese_lookup: a diocese, archdiocese, eparchy or other jurisdiction by name or source_code."""

from __future__ import annotations

from ecclesia.skills._lookup import profile_lookup
from ecclesia.skills.base import SkillRequest, SkillResult, SkillSpec

SPEC = SkillSpec(
    id="diocese_lookup",
    name="Diocese lookup",
    description=(
        "Profile of an ecclesiastical jurisdiction: type, rite, country, province, cathedral, "
        "patron, erection dates, current bishop, recent headline statistics and latest financials "
        "where imported. Query by name (data.query or text, e.g. 'Archdiocese of Manila') or by "
        "data.source_code."
    ),
    artifact_name="diocese_profile",
    examples=("Archdiocese of Manila", "Arquidiócesis de Manila", '{"source_code": "dmaml"}'),
    tags=("directory", "dioceses"),
)


def run(request: SkillRequest) -> SkillResult:
    """Look up a diocese by name; see ``SPEC`` and ``_lookup.profile_lookup``."""
    return profile_lookup(request, "dioceses", "primary_name", "diocese")
