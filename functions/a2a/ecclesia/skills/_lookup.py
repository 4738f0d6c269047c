"""The pattern the four profile lookups share (saint, person, pope, diocese).

Each reads a query and/or an id (``_inputs.read_lookup``), resolves it in its directory and
answers with the profile (or the not_found result) as the artifact's one data part and a
one-line reply. Only the directory, the field that names the profile and the noun differ.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ecclesia.skills.base import DataOutput, SkillRequest, SkillResult

if TYPE_CHECKING:
    from ecclesia.data.directory.store import Kind


def profile_lookup(request: SkillRequest, kind: Kind, name_field: str, noun: str) -> SkillResult:
    """Look ``request`` up in directory ``kind``; the reply names the profile by ``name_field``."""
    from ecclesia.data.directory import lookup
    from ecclesia.skills._inputs import read_lookup

    directory = lookup.DIRECTORIES[kind]
    asked = read_lookup(request, directory.id_field)
    result = lookup.resolve(directory, asked.query, asked.record_id)
    reply = f"No {noun} found for {result['query']!r}." if "error" in result else f"Profile of {result[name_field]}."
    return SkillResult(parts=(DataOutput(result),), reply=reply)
