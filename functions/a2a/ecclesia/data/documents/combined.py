"""Search over the catalogue and the loaded texts together, one result per document.

``search_documents(query)`` is what ``document_search`` serves:

1. Documents the query *names* ("Lumen Gentium", "LG", "CCC 1324") come first, whether or
   not their text is loaded; with the text loaded they carry their best passages.
2. Then the passage ranking of the loaded texts, grouped by document (up to
   ``passages_per_document`` matching passages each, so a long document is not reduced to
   one hit), interleaved with catalogue entries that match the query's topic: a catalogue
   entry covering *every* content word of the query ("Paul VI contraception encyclical")
   leads each pair, one covering half of them follows it.

Every hit has a string ``url`` (``links.py``) and says whether it is the document's exact URL.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ecclesia.data.documents.catalogue import CatalogueEntry, default_catalogue, paragraph_url
from ecclesia.data.documents.links import passage_url
from ecclesia.data.documents.model import Passage
from ecclesia.data.documents.store import IndexUnavailable

PASSAGE_DEPTH = 200
DESCRIBED_LEAD_COVERAGE = 0.6  # passages read from the index to fill the document groups


@dataclass(slots=True)
class DocumentHit:
    """A document search result: the document, how it was found, its passages."""

    id: str
    url: str
    title: str
    url_exact: bool
    score: float
    how: str  # "named", "text" or "topical"
    entry: CatalogueEntry | None = None
    passages: list[Passage] = field(default_factory=list)
    reference: str | None = None  # the paragraph the query named ("CCC 1324"), when it has a page


def _entry_hit(entry: CatalogueEntry, score: float, how: str) -> DocumentHit:
    return DocumentHit(id=entry.id, url=entry.public_url, title=entry.display_title,
                       url_exact=entry.url is not None, score=score, how=how, entry=entry)


def _text_hit(passage: Passage, entry: CatalogueEntry | None) -> DocumentHit:
    if entry is not None:
        hit = _entry_hit(entry, passage.score, "text")
    else:
        url, exact = passage_url(passage.url, passage.heading, passage.document_id)
        hit = DocumentHit(id=passage.document_id, url=url, title=passage.document_title, url_exact=exact,
                          score=passage.score, how="text")
    return hit


def search_documents(query: str, limit: int = 10, passages_per_document: int = 3) -> list[DocumentHit]:
    """Documents for ``query``: those it names, then those whose text or catalogue entry matches."""
    if not query or not query.strip() or limit <= 0:
        return []
    catalogue = default_catalogue()
    ranked = catalogue.ranked(query)
    try:
        from ecclesia.data.documents import search_passages

        passages = search_passages(query, limit=min(PASSAGE_DEPTH, max(limit * 5, 30)))
    except IndexUnavailable:
        if not catalogue.entries:  # neither texts nor catalogue: the bundle is not built
            raise
        passages = []

    # Group passages by document, in the order of each document's best passage.
    groups: dict[str, DocumentHit] = {}
    for passage in passages:
        hit = groups.get(passage.document_id)
        if hit is None:
            hit = groups[passage.document_id] = _text_hit(passage, catalogue.by_id.get(passage.document_id))
        if len(hit.passages) < passages_per_document:
            hit.passages.append(passage)

    results: list[DocumentHit] = []
    used: set[str] = set()

    def take(hit: DocumentHit) -> None:
        if hit.id in used:
            return
        if hit.id in groups and hit is not groups[hit.id]:  # a catalogue entry whose text matched too
            hit.passages = groups[hit.id].passages
        used.add(hit.id)
        results.append(hit)

    for number, score, how, _ in ranked:
        if how == "named":
            entry = catalogue.entries[number]
            hit = _entry_hit(entry, score, "named")
            paragraph = paragraph_url(entry, query)
            if paragraph:  # "CCC 1324": the page that holds that paragraph
                hit.url, hit.reference = paragraph
            take(hit)
    topical = [(catalogue.entries[n], s) for n, s, how, _ in ranked if how == "topical"]
    # A catalogue entry leads its pair when it covers every content word of the query, or most
    # of them when the query asks for a document by author or kind ("JPII's encyclical on work").
    lead_at = DESCRIBED_LEAD_COVERAGE if catalogue.describes_document(query) else 1.0
    leads = {catalogue.entries[n].id for n, _, how, coverage in ranked if how == "topical" and coverage >= lead_at}
    text_hits = [h for h in groups.values() if h.id not in used]
    topic_hits = [_entry_hit(e, s, "topical") for e, s in topical if e.id not in used]
    lead_with_catalogue = bool(topic_hits) and topic_hits[0].id in leads
    while (text_hits or topic_hits) and len(results) < limit:
        order = (topic_hits, text_hits) if lead_with_catalogue else (text_hits, topic_hits)
        for queue in order:
            if queue and len(results) < limit:
                take(queue.pop(0))
        lead_with_catalogue = bool(topic_hits) and topic_hits[0].id in leads
    return results[:limit]
