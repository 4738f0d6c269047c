"""Resolve a directory request (a query and/or a canonical id) to a profile or not_found.

This is the whole behaviour the five directory skills share; each skill reads its input
fields (``ecclesia.skills._inputs``) and wraps the result in its artifact. Results are plain dictionaries in the
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
ACCEPT_SCORE = 0.68  # a partial or corrected name below this is not answered with a profile
TIE_MARGIN = 0.03  # rivals this close make a partial match ambiguous
PROMINENCE_GAP = 0.2  # ...unless the best is this much more prominent (priors are 0..1)
IMPORTERS = {
    "saints": "python -m ecclesia_tools.directory.import_files saints FILE.jsonl",
    "persons": "python -m ecclesia_tools.directory.import_wikidata persons",
    "popes": "python -m ecclesia_tools.directory.import_files popes FILE.jsonl",
    "dioceses": "python -m ecclesia_tools.directory.import_wikidata dioceses",
}
# Words of office that may follow a name as context ("Cardinal Parolin secretary of state").
_OFFICE_WORDS = frozenset(
    "secretary state prefect president archbishop bishop emeritus dean vatican holy see curia dicastery "
    "congregation council pontifical camerlengo nuncio vicar general patriarch major penitentiary "
    "librarian archivist".split()
)
ALTERNATE_WINDOW = 0.12  # alternates score within this of the best match
MIN_ALTERNATE_SCORE = 0.6
_POPE_TITLES = frozenset({"pope", "popes", "papa", "pape", "papst", "pontiff"})
_CLERGY_TITLES = frozenset({"cardinal", "cardinale", "kardinal", "card", "cardenal", "archbishop", "bishop", "abp", "bp", "arcivescovo", "arzobispo", "vescovo", "obispo", "eveque", "archeveque", "bischof", "erzbischof", "patriarch", "msgr", "mons", "monsignor"})


_NON_PAPAL_TITLES = frozenset({"padre", "father", "fr", "fra", "frei", "fray", "don", "dom", "mother", "madre", "mere", "mutter", "sister", "sr", "brother", "br", "rev", "reverend"})


@dataclass(frozen=True, slots=True)
class DirectorySpec:
    """What a lookup needs of one kind of record: its kind, id field and label for hints."""

    kind: Kind
    id_field: str
    label: str  # "saint", used in hints


SAINTS = DirectorySpec("saints", "saint_id", "saint")
PERSONS = DirectorySpec("persons", "person_id", "person")
POPES = DirectorySpec("popes", "pope_id", "pope")
DIOCESES = DirectorySpec("dioceses", "source_code", "diocese")
DIRECTORIES: dict[Kind, DirectorySpec] = {spec.kind: spec for spec in (SAINTS, PERSONS, POPES, DIOCESES)}


def resolve(spec: DirectorySpec, query: str | None, record_id: str | None, store: DirectoryStore | None = None) -> dict[str, Any]:
    """The profile (with ``alternates``) or a not_found result.

    A profile comes back only for a good match (see ``choose``); an ambiguous or weak match is
    not_found with the candidates as ``alternates`` and a hint saying why."""
    store = store or get_store()
    if record_id is not None:
        profile = store.get_by_id(spec.kind, record_id)
        if profile is not None:
            return {**profile, "alternates": []}
        if query is None:
            return not_found(record_id, f"No {spec.label} has {spec.id_field} {record_id!r}; try a name as data.query.")
    assert query is not None
    matches = store.search(spec.kind, query, limit=MAX_ALTERNATES + 3)
    if spec.kind == "popes" and _names_someone_else(query) and not (matches and matches[0].base >= EXACT_CORE_SCORE):
        matches = []  # "Padre Pio" is not Pope Pius X: a priest's or religious' title only fits an exact alias
    if spec.kind == "saints" and analyse(query).titles & _POPE_TITLES:
        matches = [m for m in matches if _is_pope_saint(store, m)]  # "Pope Joan" is not Joan of Arc
    hint = _cross_directory_hint(spec, query, matches, store)
    if hint is not None:
        return not_found(query, hint)
    best = choose(matches)
    if best is None:
        best, matches = _without_context_words(spec, query, store)
    if best is None:
        return not_found(query, _not_found_hint(spec, query, matches, store), alternates(matches, everyone=True))
    profile = store.get_by_id(spec.kind, best.record_id)
    assert profile is not None, f"index and records disagree on {best.record_id}"
    return {**profile, "alternates": alternates([best, *(m for m in matches if m.record_id != best.record_id)])}


def choose(matches: list[Match]) -> Match | None:
    """The match good enough to answer with, or None.

    - an exact name wins when no other record has the same name, or when it is clearly the
      more prominent one (a saint of the General Roman Calendar over a namesake without feast);
    - a partial or corrected match wins when it reaches ``ACCEPT_SCORE`` and no other record
      comes within ``TIE_MARGIN`` of it, whatever their prominence ("Cardinal Fernández" fits
      two cardinals, "Pope John" twenty-one popes: not_found with alternates).
    """
    if not matches:
        return None
    best = matches[0]
    rivals = [m for m in matches[1:] if m.record_id != best.record_id]
    if best.base >= EXACT_CORE_SCORE:
        same = [m for m in rivals if m.base >= best.base]
        if not same or best.prior - max(m.prior for m in same) >= PROMINENCE_GAP - 1e-6:
            return best
        return None
    if best.base < ACCEPT_SCORE:
        return None
    if any(m.base > best.base - TIE_MARGIN for m in rivals):
        return None  # a partial name shared by several ("Pope John", "Cardinal Fernández")
    return best


def _without_context_words(spec: DirectorySpec, query: str, store: DirectoryStore) -> tuple[Match | None, list[Match]]:
    """ "Cardinal Tagle Manila", "Cardinal Parolin secretary of state", "Bathurst Australia":
    the name, then words about the record. Trailing words are set aside only when each of them
    is found in the chosen record's profile (or is a word of office), and either the rest
    names one record well or the words pick exactly one of the records it names."""
    folded = analyse(query)
    tokens = list(folded.core)
    full = store.search(spec.kind, query, limit=MAX_ALTERNATES + 3)
    for keep in range(len(tokens) - 1, 0, -1):
        head = " ".join([*sorted(folded.titles), *tokens[:keep]])
        matches = store.search(spec.kind, head, limit=MAX_ALTERNATES + 3)
        context = tokens[keep:]
        best = choose(matches)
        if best is not None and _mentions(store, spec, best, context):
            return best, matches
        if best is None and matches and matches[0].base >= ACCEPT_SCORE:
            fitting = [m for m in matches if m.base >= matches[0].base - TIE_MARGIN and _mentions(store, spec, m, context)]
            if len({m.record_id for m in fitting}) == 1:
                return fitting[0], matches
    return None, full


def _mentions(store: DirectoryStore, spec: DirectorySpec, match: Match, words: list[str]) -> bool:
    profile = store.get_by_id(spec.kind, match.record_id) or {}
    known = set(analyse(" ".join(_strings(profile))).core) | _OFFICE_WORDS
    return all(word in known for word in words)


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _not_found_hint(spec: DirectorySpec, query: str, matches: list[Match], store: DirectoryStore) -> str:
    """Says which of three things happened: a likely misspelling, several candidates, or a
    name simply not among the records held (and how an operator adds more)."""
    directory = store.directory(spec.kind) if hasattr(store, "directory") else None
    held = f"the {len(directory):,} {spec.label} records held" if directory is not None else f"the {spec.label} records held"
    sources = f" ({directory.sources})" if directory is not None and directory.sources else ""
    importer = IMPORTERS[spec.kind]
    unknown = directory.unknown_words(query) if directory is not None else []
    corrected = [m for m in matches if m.typo]
    if unknown and directory is not None and (corrected or directory.has_near_words(unknown)):
        guess = f" Did you mean {corrected[0].display_name}?" if corrected else ""
        return (f"{query!r} looks misspelled: no {spec.label} record has the word {unknown[0]!r}, but "
                f"close spellings exist.{guess} Check the spelling.")
    if matches and not unknown and len({m.record_id for m in matches if m.base >= MIN_ALTERNATE_SCORE}) > 1:
        return (f"Several {spec.label}s fit {query!r}; none clearly. Pick one from alternates, or add more of "
                f"the name (a place, a surname, an ordinal).")
    return (f"{query!r} is not among {held}{sources}. The name may be right but not in the directory: "
            f"an operator can add records with `{importer}`.")


def alternates(matches: list[Match], everyone: bool = False) -> list[dict[str, Any]]:
    """Other candidates, best first. With a profile they are those close to it; with
    not_found (``everyone``) every candidate worth a look."""
    if not matches:
        return []
    best = matches[0].score
    if everyone:
        floor = MIN_ALTERNATE_SCORE
        chosen = matches
    else:
        floor = EXACT_CORE_SCORE if best >= EXACT_CORE_SCORE else max(MIN_ALTERNATE_SCORE, best - ALTERNATE_WINDOW)
        chosen = matches[1:]
    return [
        {"id": m.record_id, "primary_name": m.display_name, "score": m.score}
        for m in chosen
        if m.score >= floor
    ][:MAX_ALTERNATES]


def _is_pope_saint(store: DirectoryStore, match: Match) -> bool:
    profile = store.get_by_id("saints", match.record_id) or {}
    return profile.get("vocation") == "pope" or "Pope" in (profile.get("titles") or []) or \
        any(name.lower().startswith("pope ") for name in profile.get("aliases") or [])


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
        other_kind: Kind = "popes"
        other_titles, hint = _POPE_TITLES, POPE_HINT
    else:
        other_kind = "persons"
        other_titles, hint = _CLERGY_TITLES, NON_POPE_HINT
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


def not_found(query: str, hint: str | None, candidates: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The ``not_found`` result for ``query``, with a hint and near candidates when there are some."""
    result: dict[str, Any] = {"error": "not_found", "query": query}
    if hint:
        result["hint"] = hint
    if candidates:
        result["alternates"] = candidates
    return result
