"""person_lookup: a bishop, archbishop or cardinal by name or person_id (popes: pope_lookup)."""

from __future__ import annotations

from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, SkillResult, SkillSpec

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
    from ecclesia.data.directory import lookup

    try:
        query, person_id = lookup.read_input(request.text, request.data, "person_id")
    except lookup.LookupInputError as exc:
        raise SkillInputError(str(exc)) from exc
    result = lookup.resolve(lookup.PERSONS, query, person_id)
    reply = f"No clergy member found for {result['query']!r}." if "error" in result else f"Profile of {result['primary_name']}."
    return SkillResult(parts=(DataOutput(result),), reply=reply)
