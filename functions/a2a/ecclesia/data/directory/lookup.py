"""Resolve a directory request (a query and/or a canonical id) to a profile or not_found.

This is the whole behaviour the five directory skills share; each skill only reads its
input fields and wraps the result in its artifact. Results are plain dictionaries in the
contract's shape: a profile with ``alternates``, or
``{"error": "not_found", "query": ..., "hint": ...}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ecclesia.data.directory.index import EXACT_CORE_SCORE, Match
from ecclesia.data.directory.normalize import analyse
from ecclesia.data.directory.store import DirectoryStore, Kind, get_store

POPE_HINT = "Top match looks like a pope; try get_pope."
NON_POPE_HINT = "Top match looks like a non-pope clergy member; try get_person."
MAX_ALTERNATES = 5
ALTERNATE_WINDOW = 0.12  # alternates score within this of the best match
MIN_ALTERNATE_SCORE = 0.6
_POPE_TITLES = frozenset({"pope", "popes", "papa", "pape", "papst", "pontiff"})
_CLERGY_TITLES = frozenset({"cardinal", "cardinale", "kardinal", "card", "cardenal", "archbishop", "bishop", "abp", "bp", "arcivescovo", "arzobispo", "vescovo", "obispo", "eveque", "archeveque", "bischof", "erzbischof", "patriarch", "msgr", "mons", "monsignor"})


_NON_PAPAL_TITLES = frozenset({"padre", "father", "fr", "fra", "frei", "fray", "don", "dom", "mother", "madre", "mere", "mutter", "sister", "sr", "brother", "br", "rev", "reverend"})


class LookupInputError(ValueError):
    """The request names neither a query nor an id, or a field has the wrong type."""


@dataclass(frozen=True, slots=True)
class DirectorySpec:
    kind: Kind
    id_field: str
    label: str  # "saint", used in hints


SAINTS = DirectorySpec("saints", "saint_id", "saint")
PERSONS = DirectorySpec("persons", "person_id", "person")
POPES = DirectorySpec("popes", "pope_id", "pope")
DIOCESES = DirectorySpec("dioceses", "source_code", "diocese")


def read_input(text: str | None, data: dict[str, Any], id_field: str) -> tuple[str | None, str | None]:
    """(query, id) from ``data.query`` or the text part, and ``data.<id_field>``."""
    query = _optional_string(data, "query")
    record_id = _optional_string(data, id_field)
    if query is None and text and text.strip():
        query = text.strip()
    if query is None and record_id is None:
        raise LookupInputError(f"data.query or data.{id_field} is required (a text part also works as the query)")
    return query, record_id


def _optional_string(data: dict[str, Any], name: str) -> str | None:
    value = data.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        raise LookupInputError(f"data.{name}: expected a string")
    value = value.strip()
    if len(value) > 300:
        raise LookupInputError(f"data.{name}: at most 300 characters")
    return value or None


def resolve(spec: DirectorySpec, query: str | None, record_id: str | None, store: DirectoryStore | None = None) -> dict[str, Any]:
    """The profile (with ``alternates``) or a not_found result."""
    store = store or get_store()
    if record_id is not None:
        profile = store.get_by_id(spec.kind, record_id)
        if profile is not None:
            return {**profile, "alternates": []}
        if query is None:
            return not_found(record_id, f"No {spec.label} has {spec.id_field} {record_id!r}; try a name as data.query.")
    assert query is not None
    matches = store.search(spec.kind, query, limit=MAX_ALTERNATES + 3)
    if spec.kind == "popes" and _names_someone_else(query) and not (matches and matches[0].score >= EXACT_CORE_SCORE):
        matches = []  # "Padre Pio" is not Pope Pius X: a priest's or religious' title only fits an exact alias
    hint = _cross_directory_hint(spec, query, matches, store)
    if hint is not None:
        return not_found(query, hint)
    if not matches:
        return not_found(query, f"No {spec.label} matched; check the spelling or try a fuller name.")
    best = matches[0]
    profile = store.get_by_id(spec.kind, best.record_id)
    assert profile is not None, f"index and records disagree on {best.record_id}"
    return {**profile, "alternates": alternates(matches)}


def alternates(matches: list[Match]) -> list[dict[str, Any]]:
    best = matches[0].score
    floor = EXACT_CORE_SCORE if best >= EXACT_CORE_SCORE else max(MIN_ALTERNATE_SCORE, best - ALTERNATE_WINDOW)
    return [
        {"id": m.record_id, "primary_name": m.display_name, "score": m.score}
        for m in matches[1:]
        if m.score >= floor
    ][:MAX_ALTERNATES]


def _names_someone_else(query: str) -> bool:
    titles = analyse(query).titles
    return bool(titles & (_CLERGY_TITLES | _NON_PAPAL_TITLES)) and not titles & _POPE_TITLES


def _cross_directory_hint(spec: DirectorySpec, query: str, matches: list[Match], store: DirectoryStore) -> str | None:
    """person_lookup of a pope and pope_lookup of other clergy point to the other skill."""
    if spec.kind not in ("persons", "popes"):
        return None
    titles = analyse(query).titles
    own_best = matches[0].score if matches else 0.0
    if spec.kind == "persons":
        other_kind, other_titles, hint = "popes", _POPE_TITLES, POPE_HINT
    else:
        other_kind, other_titles, hint = "persons", _CLERGY_TITLES, NON_POPE_HINT
    asked_for_other = bool(titles & other_titles)
    if own_best >= EXACT_CORE_SCORE and not asked_for_other:
        return None
    other = store.search(other_kind, query, limit=1)
    if not other:
        return None
    other_best = other[0].score
    if not matches or other_best > own_best + 0.05 or (asked_for_other and other_best >= own_best - 0.05):
        return hint
    return None


def not_found(query: str, hint: str | None) -> dict[str, Any]:
    result: dict[str, Any] = {"error": "not_found", "query": query}
    if hint:
        result["hint"] = hint
    return result
