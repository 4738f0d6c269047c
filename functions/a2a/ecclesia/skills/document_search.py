"""document_search: hybrid (BM25 + dense) search over the Church-document knowledge base.

Input: the query as a text part, or a data part ``{"query": ..., "limit": 1-50}``.
Output: artifact ``search_results`` with one data part ``{"results": [...]}``, one result
per document (its best passage), best first. Each result has the contract's ``id``, ``url``
and ``title``, then ``snippet``, ``score``, ``reference`` (where in the document the
passage is, e.g. "Genesis 1:1-8") and ``passage_id``. The ``id`` feeds document_fetch.
"""

from __future__ import annotations

from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, SkillResult, SkillSpec

SPEC = SkillSpec(
    id="document_search",
    name="Document search",
    description=(
        "Semantic and keyword search over the knowledge base of Church documents (the Douay-Rheims "
        "Bible, the Haydock commentary and any documents the operator ingested). Returns matching "
        "documents with a snippet and citation; pass a result's id to document_fetch."
    ),
    artifact_name="search_results",
    examples=("the parable of the prodigal son", '{"query": "Beatitudes", "limit": 5}'),
    tags=("search", "documents", "bible"),
)

DEFAULT_LIMIT = 10
MAX_LIMIT = 50
SNIPPET_CHARS = 300


def run(request: SkillRequest) -> SkillResult:
    query = request.query("query")
    if not query:
        raise SkillInputError("data.query: a non-empty search query is required (or a text part)")
    limit = _limit(request.data.get("limit"))

    from ecclesia.data.documents import search_passages

    # Several passages of one document may rank high; show each document once.
    results: list[dict] = []
    seen: set[str] = set()
    for passage in search_passages(query, limit=limit * 5):
        if passage.document_id in seen:
            continue
        seen.add(passage.document_id)
        results.append({
            "id": passage.document_id,
            "url": passage.url,
            "title": passage.document_title,
            "snippet": _snippet(passage.text),
            "score": round(passage.score, 6),
            "reference": passage.heading or passage.document_reference,
            "passage_id": passage.passage_id,
        })
        if len(results) == limit:
            break
    reply = f"{len(results)} document(s) found for {query!r}." if results else f"No documents found for {query!r}."
    return SkillResult(parts=(DataOutput({"results": results}),), reply=reply)


def _limit(value: object) -> int:
    if value is None:
        return DEFAULT_LIMIT
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_LIMIT:
        raise SkillInputError(f"data.limit: expected a whole number from 1 to {MAX_LIMIT}")
    return value


def _snippet(text: str) -> str:
    flat = " ".join(text.split())
    if len(flat) <= SNIPPET_CHARS:
        return flat
    cut = flat.rfind(" ", 0, SNIPPET_CHARS)
    return flat[: cut if cut > 0 else SNIPPET_CHARS] + " …"
