"""diocese_statistics_lookup: a diocese's yearly statistics (19 metrics), optionally for a year range."""

from __future__ import annotations

from typing import Any

from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, SkillResult, SkillSpec

# Said in every answer: no open per-diocese yearly source exists, so figures are the operator's.
STATISTICS_SOURCE_NOTE = (
    "No openly licensed source of yearly per-diocese statistics was found, so none ship; rows are "
    "only what an operator imported (python -m ecclesia_tools.directory.import_wikidata statistics, "
    "or import_files diocese_statistics FILE)."
)

SPEC = SkillSpec(
    id="diocese_statistics_lookup",
    name="Diocese statistics",
    description=(
        "The yearly time series of a diocese's statistics (catholics, priests, religious, parishes, "
        "baptisms... 19 metrics). Input data.query or data.source_code, plus optional inclusive "
        "data.start_year / data.end_year."
    ),
    artifact_name="diocese_statistics_time_series",
    examples=('{"source_code": "dmaml", "start_year": 2010, "end_year": 2024}', "Archdiocese of Manila"),
    tags=("directory", "dioceses", "statistics"),
)


def run(request: SkillRequest) -> SkillResult:
    """A diocese's statistics by year, optionally between ``data.start_year`` and ``data.end_year``."""
    from ecclesia.data.directory import lookup, statistics_series
    from ecclesia.skills._inputs import read_lookup

    start_year = _year(request.data, "start_year")
    end_year = _year(request.data, "end_year")
    if start_year is not None and end_year is not None and start_year > end_year:
        raise SkillInputError(f"data.start_year/data.end_year: start_year {start_year} is after end_year {end_year}")
    asked = read_lookup(request, lookup.DIOCESES.id_field)
    diocese = lookup.resolve(lookup.DIOCESES, asked.query, asked.record_id)
    if "error" in diocese:
        return SkillResult(parts=(DataOutput(diocese),), reply=f"No diocese found for {diocese['query']!r}.")
    series = statistics_series(diocese["source_code"], start_year, end_year)
    absent = "" if series["rows"] else "No statistics are on record for this diocese in this range; nothing is implied about the figures. "
    result: dict[str, Any] = {
        "source_code": diocese["source_code"],
        "diocese_name": diocese["primary_name"],
        **series,
        "note": absent + STATISTICS_SOURCE_NOTE,
        "alternates": diocese["alternates"],
    }
    return SkillResult(parts=(DataOutput(result),), reply=f"{len(series['rows'])} years of statistics for {diocese['primary_name']}.")


def _year(data: dict[str, Any], name: str) -> int | None:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 9999:
        raise SkillInputError(f"data.{name}: expected a year such as 2010")
    return value
