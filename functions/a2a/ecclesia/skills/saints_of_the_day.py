"""saints_of_the_day: the Roman Martyrology entry of a day.

Input: a data part ``{"date": "YYYY-MM-DD"}`` (anything else in ``data.date`` is -32602
naming ``data.date``), or a text part with a date query resolved like liturgical_readings
("today", "March 19", "Christmas 2026"; an unresolvable one is -32602). Optional
``data.calendar`` and ``data.timezone`` as for liturgical_readings.

Output: one text part (artifact ``martyrology``). With an imported martyrology (operator
import, see ``ecclesia_tools.martyrology.importer``) it is that edition's entry for the day;
without one, an entry composed from the calendar's celebrations and the saints directory,
labelled as composed. ``No martyrology data found.`` when there is nothing for the day.
"""

from __future__ import annotations

from ecclesia.skills.base import SkillRequest, SkillResult, SkillSpec, TextOutput

NO_DATA = "No martyrology data found."

SPEC = SkillSpec(
    id="saints_of_the_day",
    name="Saints of the day",
    description=(
        "Saints commemorated on a day in the Roman Martyrology. Data part {\"date\": \"YYYY-MM-DD\"} "
        "or a text date query such as 'today' or 'March 19'."
    ),
    artifact_name="martyrology",
    examples=('{"date": "2026-03-19"}', "today", "November 1"),
    tags=("saints", "martyrology", "calendar"),
    rate_limit="default",
)


def run(request: SkillRequest) -> SkillResult:
    """The martyrology entry of the asked day (``data.date`` as YYYY-MM-DD, or a text date query); see ``SPEC``."""
    from ecclesia.data.martyrology import entry_for
    from ecclesia.data.martyrology.render import format_entry
    from ecclesia.skills._inputs import read_date_request

    asked = read_date_request(request, strict_iso=True)
    entry = entry_for(asked.date, asked.calendar)
    if entry is None:
        return SkillResult(parts=(TextOutput(NO_DATA),), reply=NO_DATA)
    return SkillResult(parts=(TextOutput(format_entry(asked.date, entry)),),
                       reply=f"Martyrology for {asked.date.isoformat()}.")
