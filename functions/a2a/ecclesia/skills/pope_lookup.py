"""pope_lookup: one of the 267 popes by name, number, birth name or pope_id."""

from __future__ import annotations

from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, SkillResult, SkillSpec

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
    from ecclesia.data.directory import lookup

    try:
        query, pope_id = lookup.read_input(request.text, request.data, "pope_id")
    except lookup.LookupInputError as exc:
        raise SkillInputError(str(exc)) from exc
    result = lookup.resolve(lookup.POPES, query, pope_id)
    reply = f"No pope found for {result['query']!r}." if "error" in result else f"Profile of {result['pope_title']}."
    return SkillResult(parts=(DataOutput(result),), reply=reply)
