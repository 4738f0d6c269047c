"""document_search: search over the catalogue of the Magisterium and the loaded texts together.

Input: the query as a text part, or a data part ``{"query": ..., "limit": 1-50,
"passages": 1-10}``.
Output: artifact ``search_results`` with one data part ``{"results": [...]}``, one result
per document, best first. Each result starts with the contract's ``id``, ``url`` (always a
string, see ``data/documents/links.py``) and ``title``, then ``snippet``, ``score``,
``reference`` and ``passage_id`` of the best passage, ``passages`` (up to ``passages``
matching passages of that document, each with its ``passage_id``), and the catalogue facts
when the document is catalogued (``author``, ``date``, ``kind``, ``abbreviation``,
``incipit``, ``text_loaded``). ``url_exact: false`` says the url is the publisher's page of
the author, not of the document. ``match`` says why it is there: ``named`` (the query names
it), ``text`` (its loaded text matched) or ``catalogue`` (its catalogue facts matched the
topic). The ``id`` or a ``passage_id`` feeds document_fetch.
"""

from __future__ import annotations

from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, SkillResult, SkillSpec

SPEC = SkillSpec(
    id="document_search",
    name="Document search",
    description=(
        "Search over the catalogue of Church documents (encyclicals, council documents, catechisms, "
        "codes, doctrinal documents: found by title, Latin incipit, abbreviation, author or topic, with "
        "the publisher's URL) and the texts loaded here (the Douay-Rheims Bible, the Haydock commentary "
        "and any documents the operator ingested), several matching passages per document. Pass a "
        "result's id or passage_id to document_fetch."
    ),
    artifact_name="search_results",
    examples=("Lumen Gentium", "Paul VI contraception encyclical", '{"query": "Beatitudes", "limit": 5}'),
    tags=("search", "documents", "magisterium", "bible"),
)

DEFAULT_LIMIT = 10
MAX_LIMIT = 50
DEFAULT_PASSAGES = 3
MAX_PASSAGES = 10
SNIPPET_CHARS = 300
MATCH = {"named": "named", "text": "text", "topical": "catalogue"}


def run(request: SkillRequest) -> SkillResult:
    """Search the documents for ``data.query`` (or the text part); ``data.limit`` and ``data.passages`` bound the hits."""
    query = request.query("query")
    if not query:
        raise SkillInputError("data.query: a non-empty search query is required (or a text part)")
    limit = _whole(request.data.get("limit"), "limit", DEFAULT_LIMIT, MAX_LIMIT)
    per_document = _whole(request.data.get("passages"), "passages", DEFAULT_PASSAGES, MAX_PASSAGES)

    from ecclesia.data.documents.combined import search_documents

    results = [_result(hit) for hit in search_documents(query, limit=limit, passages_per_document=per_document)]
    reply = f"{len(results)} document(s) found for {query!r}." if results else f"No documents found for {query!r}."
    return SkillResult(parts=(DataOutput({"results": results}),), reply=reply)


def _result(hit) -> dict:
    best = hit.passages[0] if hit.passages else None
    entry = hit.entry
    result: dict = {
        "id": hit.id,
        "url": hit.url,
        "title": hit.title,
        "snippet": _snippet(best.text) if best else _catalogue_snippet(entry),
        "score": round(hit.score, 6),
        "reference": (best.heading or best.document_reference) if best else hit.reference,
        "passage_id": best.passage_id if best else None,
        "passages": [{"passage_id": p.passage_id, "reference": p.heading, "snippet": _snippet(p.text)}
                     for p in hit.passages],
        "url_exact": hit.url_exact,
        "match": MATCH[hit.how],
    }
    if entry is not None:
        result.update({
            "author": entry.author, "date": entry.date, "kind": entry.kind,
            "abbreviation": entry.abbreviation, "incipit": entry.incipit, "text_loaded": entry.text_loaded,
        })
    return result


def _catalogue_snippet(entry) -> str:
    if entry is None:
        return ""
    when = f", {entry.date}" if entry.date else ""
    loaded = "" if entry.text_loaded else " Text not loaded here; see the url."
    return f"{entry.kind.replace('-', ' ').capitalize()} by {entry.author}{when}.{loaded}"


def _whole(value: object, name: str, default: int, maximum: int) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= maximum:
        raise SkillInputError(f"data.{name}: expected a whole number from 1 to {maximum}")
    return value


def _snippet(text: str) -> str:
    flat = " ".join(text.split())
    if len(flat) <= SNIPPET_CHARS:
        return flat
    cut = flat.rfind(" ", 0, SNIPPET_CHARS)
    return flat[: cut if cut > 0 else SNIPPET_CHARS] + " …"
