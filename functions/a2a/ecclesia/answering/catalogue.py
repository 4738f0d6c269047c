"""The seam to the documents catalogue: which catalogued documents treat a question.

The catalogue (``ecclesia.data.documents.catalogue``) knows the Church's documents whose
text an operator may not have loaded: title, URL, whether the text is in the index. The
answer pipeline asks it for pointers when nothing held answers a question, and to know which
loaded documents a question names. It is imported lazily and is optional: when the module
is missing or fails, there are simply no pointers.

Pointers are few and precise (``select_pointers``): when the question names documents
("Humanae Vitae"), those alone; for a topical question, the documents that cover as much of
it as the best match does and score at least half as well, documents of teaching weight
(encyclicals, council texts, the Catechism, exhortations, doctrinal declarations) ahead of
letters and far ahead of messages, which rarely are what a reader asking a doctrinal
question is after.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import Protocol

from aws_lambda_powertools import Logger

from ecclesia.observability import SERVICE

log = Logger(service=SERVICE, child=True)  # structured, under the service's logger


class CatalogueEntryLike(Protocol):
    """What the pipeline reads of a catalogue entry: id, title, URL, whether its text is
    loaded, and its kind (encyclical, letter, message...)."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def url(self) -> str | None: ...
    @property
    def text_loaded(self) -> bool: ...
    @property
    def kind(self) -> str: ...


class CatalogueMatchLike(Protocol):
    """A catalogue entry matched to a question: how (``named`` or ``topical``), its score
    and the share of the question's terms it covers."""

    @property
    def entry(self) -> CatalogueEntryLike: ...
    @property
    def score(self) -> float: ...
    @property
    def how(self) -> str: ...  # "named" | "topical"
    @property
    def coverage(self) -> float: ...


CatalogueFinder = Callable[[str, int], Sequence[CatalogueEntryLike]]

# How much a kind of document weighs in a topical pointer list (1.0: teaching documents).
KIND_WEIGHT: dict[str, float] = {
    "letter": 0.6, "apostolic-letter": 0.7, "motu-proprio": 0.7, "document": 0.6, "message": 0.3,
}
RELATIVE_CUT = 0.5  # a topical pointer scores at least this share of the best one
NAMED_CUT = 0.8  # a named document: as clearly named as the best one ("LG and GS": both)
CANDIDATES = 20  # matches read before cutting
# A topical pointer covers more than half of the question's content words. The catalogue
# matches at half, which for a question of two or three content words is one word in common:
# "my old dog will not eat" pointed to the World Day for Grandparents and the Elderly on
# "old", "how to change a flat tyre" to Laudato Si' on climate "change", "who wrote the Divina
# Commedia" to Dei Verbum on "divine". No pointer the pointer set expects covers so little.
POINTER_COVERAGE = 0.5


# The doctrinal dicastery's documents teach, whatever their kind (a letter such as
# Samaritanus Bonus), except its notifications: each judges one author's works, so for a
# topical question ("liberation theology") the general instructions come first.
DOCTRINE_KIND_WEIGHT: dict[str, float] = {"notification": 0.5}


def _weight(entry: CatalogueEntryLike) -> float:
    if "Doctrine of the Faith" in (getattr(entry, "author", None) or ""):
        return DOCTRINE_KIND_WEIGHT.get(entry.kind, 1.0)
    return KIND_WEIGHT.get(entry.kind, 1.0)


def select_pointers(matches: Sequence[CatalogueMatchLike], limit: int) -> list[CatalogueEntryLike]:
    """The entries worth pointing a reader to, best first (see the module docstring)."""
    named = [m for m in matches if m.how == "named"]
    if named:  # a question naming a document is about it, not about its neighbours
        best = max(m.score for m in named)
        return [m.entry for m in named if m.score >= NAMED_CUT * best][:limit]
    topical = [m for m in matches if m.how == "topical" and m.coverage > POINTER_COVERAGE]
    if not topical:
        return []
    widest = max(m.coverage for m in topical)
    weighted = sorted(((m.score * _weight(m.entry), m) for m in topical
                       if m.coverage >= widest - 1e-9), key=lambda item: -item[0])
    best = weighted[0][0]
    return [m.entry for score, m in weighted if score >= RELATIVE_CUT * best][:limit]


def names_document(entry: CatalogueEntryLike, question: str) -> bool:
    """Whether the question names the document itself (its incipit, abbreviation or title),
    not only its subject."""

    def folded(text: str) -> str:
        text = unicodedata.normalize("NFKD", text.casefold())
        return " ".join(re.findall(r"[^\W_]+", "".join(c for c in text if not unicodedata.combining(c))))

    asked = f" {folded(question)} "
    names = [getattr(entry, "incipit", None), entry.title]
    if any(name and f" {folded(name)} " in asked for name in names):
        return True
    abbreviation = getattr(entry, "abbreviation", None)
    if not isinstance(abbreviation, str) or not abbreviation:
        return False
    return re.search(rf"(?<!\w){re.escape(abbreviation)}(?!\w)", question) is not None


def no_catalogue(query: str, limit: int) -> Sequence[CatalogueEntryLike]:
    """The finder used when there is no catalogue: it finds nothing."""
    del query, limit
    return ()


def default_finder() -> CatalogueFinder:
    """``find_catalogued`` of the documents area, or a finder that finds nothing."""
    try:
        from ecclesia.data.documents.catalogue import match_catalogued
    except ImportError:
        return no_catalogue
    return lambda query, limit: select_pointers(match_catalogued(query, limit=CANDIDATES), limit)


def find(finder: CatalogueFinder, queries: Sequence[str], limit: int = 3) -> list[CatalogueEntryLike]:
    """Catalogue entries for the first query that finds any; a failing catalogue finds none
    (pointers are a courtesy: they must never cost the caller the answer)."""
    for query in dict.fromkeys(q for q in queries if q.strip()):
        try:
            entries = list(finder(query, limit))
        except Exception:
            log.exception("catalogue lookup failed")
            return []
        if entries:
            return entries[:limit]
    return []
