"""diocese_lookup: a diocese, archdiocese, eparchy or other jurisdiction by name or source_code."""

from __future__ import annotations

from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, SkillResult, SkillSpec

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
    from ecclesia.data.directory import lookup

    try:
        query, source_code = lookup.read_input(request.text, request.data, "source_code")
    except lookup.LookupInputError as exc:
        raise SkillInputError(str(exc)) from exc
    result = lookup.resolve(lookup.DIOCESES, query, source_code)
    reply = f"No diocese found for {result['query']!r}." if "error" in result else f"Profile of {result['primary_name']}."
    return SkillResult(parts=(DataOutput(result),), reply=reply)
