"""document_fetch: one whole document by the id document_search returned.

Input: a data part ``{"id": "..."}``; a text part is taken as the id.
Output: artifact ``document`` with a text part (the body) and a data part
``{id, title, author, ref}`` (plus ``year``, ``url``, ``language`` and ``attribution``). An unknown id gives
the single text part ``Document not found.``
"""

from __future__ import annotations

from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, SkillResult, SkillSpec, TextOutput

SPEC = SkillSpec(
    id="document_fetch",
    name="Document fetch",
    description="The full text and metadata of one document from the knowledge base, by the id that document_search returned.",
    artifact_name="document",
    examples=('{"id": "douay-rheims-genesis"}', "haydock-john"),
    tags=("documents", "bible"),
)

NOT_FOUND = "Document not found."


def run(request: SkillRequest) -> SkillResult:
    raw_id = request.data.get("id")
    if isinstance(raw_id, bool) or not isinstance(raw_id, (str, int, type(None))):
        raise SkillInputError("data.id: expected a document id string")
    document_id = str(raw_id).strip() if raw_id is not None else ""
    document_id = document_id or request.query()
    if not document_id:
        raise SkillInputError("data.id: a document id is required (or a text part holding it)")

    from ecclesia.data.documents import get_document

    document = get_document(document_id)
    if document is None:
        return SkillResult(parts=(TextOutput(NOT_FOUND),), reply=NOT_FOUND)
    metadata = {
        "id": document.id,
        "title": document.title,
        "author": document.author,
        "ref": document.reference,
        "year": document.year,
        "url": document.url,
        "language": document.language,
        "attribution": document.attribution,
    }
    return SkillResult(parts=(TextOutput(document.body), DataOutput(metadata)), reply=document.title)
