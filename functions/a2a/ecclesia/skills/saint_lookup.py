"""saint_lookup: a saint, blessed, venerable or servant of God by name or saint_id."""

from __future__ import annotations

from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, SkillResult, SkillSpec

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
    from ecclesia.data.directory import lookup

    try:
        query, saint_id = lookup.read_input(request.text, request.data, "saint_id")
    except lookup.LookupInputError as exc:
        raise SkillInputError(str(exc)) from exc
    result = lookup.resolve(lookup.SAINTS, query, saint_id)
    return SkillResult(parts=(DataOutput(result),), reply=_reply(result))


def _reply(result: dict) -> str:
    if "error" in result:
        return f"No saint found for {result['query']!r}."
    return f"Profile of {result['display_name']}."
