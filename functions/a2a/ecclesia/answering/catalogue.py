"""The seam to the documents catalogue: which catalogued documents treat a question.

The catalogue (``ecclesia.data.documents.catalogue``) knows the Church's documents whose
text an operator may not have loaded: title, URL, whether the text is in the index. The
answer pipeline asks it for pointers when nothing held answers a question, and to know which
loaded documents a question names. It is imported lazily and is optional: when the module
is missing or fails, there are simply no pointers.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Protocol

log = logging.getLogger(__name__)


class CatalogueEntryLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def url(self) -> str | None: ...
    @property
    def text_loaded(self) -> bool: ...


CatalogueFinder = Callable[[str, int], Sequence[CatalogueEntryLike]]


def no_catalogue(query: str, limit: int) -> Sequence[CatalogueEntryLike]:
    """The finder used when there is no catalogue: it finds nothing."""
    del query, limit
    return ()


def default_finder() -> CatalogueFinder:
    """``find_catalogued`` of the documents area, or a finder that finds nothing."""
    try:
        from ecclesia.data.documents.catalogue import find_catalogued  # type: ignore[import-not-found]
    except ImportError:
        return no_catalogue
    return lambda query, limit: find_catalogued(query, limit=limit)


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
