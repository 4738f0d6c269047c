"""document_fetch: a document, a page of it, or a passage with its neighbours.

Input: a data part ``{"id": "...", "page": 1, "context": 2}``; a text part is taken as the
id. The id is one that document_search returned:

* a document id (``"douay-rheims-genesis"``, ``"vatican-ii-lumen-gentium"``): the body, in
  pages of at most ``PAGE_BYTES`` of UTF-8 so that every response (and the stored task)
  stays under 100 KB; ``page`` asks for another page (1 by default);
* a passage id (``"haydock-john#12"``): that passage and ``context`` passages either side
  (2 by default, at most 10);
* a catalogued document whose text is not loaded: its facts and URL, and a plain sentence
  saying the text is not loaded here and how an operator loads it.

Output: artifact ``document`` with a text part (the body, page or passages) and a data part
``{id, title, author, ref}`` plus ``url``, ``year``/``date``, ``language``, ``attribution``,
the catalogue facts, ``page``/``pages``/``next_page`` for a paged body, and ``passages``
for a passage window. An unknown id gives the single text part ``Document not found.``
"""

from __future__ import annotations

from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, SkillResult, SkillSpec, TextOutput

SPEC = SkillSpec(
    id="document_fetch",
    name="Document fetch",
    description=(
        "The text and metadata of one document by the id document_search returned (large documents "
        "come in pages: pass page), or one passage with its neighbours by its passage_id. A catalogued "
        "document whose text is not loaded returns its facts, its URL and how an operator loads it."
    ),
    artifact_name="document",
    examples=('{"id": "douay-rheims-genesis"}', '{"id": "haydock-john#12", "context": 1}', "vatican-ii-lumen-gentium"),
    tags=("documents", "magisterium", "bible"),
)

NOT_FOUND = "Document not found."
PAGE_BYTES = 90_000  # body bytes per page: the rest of the 100 KB is the envelope and metadata
DEFAULT_CONTEXT = 2
MAX_CONTEXT = 10
URN_PREFIX = "urn:ecclesia:document:"


def run(request: SkillRequest) -> SkillResult:
    """Fetch a document by ``data.id`` (or the text part), its text when loaded; see ``SPEC``."""
    raw_id = request.data.get("id")
    if isinstance(raw_id, bool) or not isinstance(raw_id, (str, int, type(None))):
        raise SkillInputError("data.id: expected a document id string")
    document_id = str(raw_id).strip() if raw_id is not None else ""
    document_id = document_id or (request.query() or "").strip()
    if not document_id:
        raise SkillInputError("data.id: a document id is required (or a text part holding it)")
    document_id = document_id.removeprefix(URN_PREFIX)
    page = _whole(request.data.get("page"), "page", 1, 100_000)
    context = _whole(request.data.get("context"), "context", DEFAULT_CONTEXT, MAX_CONTEXT, minimum=0)

    from ecclesia.data.documents import IndexUnavailable
    from ecclesia.data.documents.catalogue import get_catalogued

    entry = get_catalogued(document_id)
    try:
        if "#" in document_id:
            return _passage_window(document_id, context)
        from ecclesia.data.documents import get_document

        document = get_document(document_id)
    except IndexUnavailable:
        document = None
    if document is None and entry is not None:
        return _not_loaded(entry)
    if document is None:
        return SkillResult(parts=(TextOutput(NOT_FOUND),), reply=NOT_FOUND)
    return _paged(document, entry, page)


def _paged(document, entry, page: int) -> SkillResult:
    pages = split_pages(document.body, PAGE_BYTES)
    if page > len(pages):
        raise SkillInputError(f"data.page: this document has {len(pages)} page(s)")
    metadata = {
        "id": document.id,
        "title": entry.display_title if entry else document.title,
        "author": document.author or (entry.author if entry else None),
        "ref": document.reference,
        "year": document.year,
        "url": document.url or (entry.public_url if entry else None),
        "language": document.language,
        "attribution": document.attribution,
        "page": page,
        "pages": len(pages),
        "next_page": page + 1 if page < len(pages) else None,
    }
    metadata.update(_facts(entry))
    reply = document.title if len(pages) == 1 else f"{document.title} (page {page} of {len(pages)})"
    return SkillResult(parts=(TextOutput(pages[page - 1]), DataOutput(metadata)), reply=reply)


def _passage_window(passage_id: str, context: int) -> SkillResult:
    from ecclesia.data.documents import get_passage_window
    from ecclesia.data.documents.catalogue import get_catalogued
    from ecclesia.data.documents.links import passage_url

    window = get_passage_window(passage_id, context, context)
    if not window:
        return SkillResult(parts=(TextOutput(NOT_FOUND),), reply=NOT_FOUND)
    first = window[0]
    entry = get_catalogued(first.document_id)
    target = next(p for p in window if p.passage_id == passage_id)
    url, _ = passage_url(first.url or (entry.public_url if entry else None), target.heading, first.document_id)
    text = "\n\n".join(f"[{p.heading}]\n{p.text}" if p.heading else p.text for p in window)
    metadata = {
        "id": passage_id,
        "document_id": first.document_id,
        "title": entry.display_title if entry else first.document_title,
        "author": first.document_author,
        "ref": target.heading or first.document_reference,
        "url": url,
        "passage_id": passage_id,
        "passages": [{"passage_id": p.passage_id, "reference": p.heading} for p in window],
    }
    metadata.update(_facts(entry))
    return SkillResult(parts=(TextOutput(text), DataOutput(metadata)), reply=f"{first.document_title}, {target.heading or passage_id}")


def _not_loaded(entry) -> SkillResult:
    from ecclesia.data.documents.catalogue import NOT_LOADED

    where = f" It is published at {entry.url}." if entry.url else (
        f" Its own URL is not established here; the publisher's page of its author is {entry.public_url}.")
    text = f"{entry.display_title} ({entry.author}{', ' + entry.date if entry.date else ''}).{where} " \
        + NOT_LOADED.format(id=entry.id)
    metadata = {"id": entry.id, "title": entry.display_title, "author": entry.author, "ref": entry.abbreviation,
                "url": entry.public_url, "url_exact": entry.url is not None}
    metadata.update(_facts(entry))
    return SkillResult(parts=(TextOutput(text), DataOutput(metadata)), reply=entry.display_title)


def _facts(entry) -> dict:
    if entry is None:
        return {}
    return {"date": entry.date, "kind": entry.kind, "abbreviation": entry.abbreviation, "incipit": entry.incipit,
            "languages": list(entry.languages), "text_loaded": entry.text_loaded, "catalogue_source": entry.source}


def split_pages(body: str, page_bytes: int) -> list[str]:
    """``body`` cut into pages of at most ``page_bytes`` UTF-8 bytes, between paragraphs when
    possible (else between lines, else between characters)."""
    if len(body.encode("utf-8")) <= page_bytes:
        return [body]
    pages: list[str] = []
    current: list[str] = []
    size = 0
    for block in _blocks(body, page_bytes):
        cost = len(block.encode("utf-8"))
        if current and size + cost > page_bytes:
            pages.append("".join(current))
            current, size = [], 0
        current.append(block)
        size += cost
    if current:
        pages.append("".join(current))
    return pages


def _blocks(text: str, limit: int):
    """Paragraphs (with their trailing blank line), each cut further if over ``limit`` bytes."""
    paragraphs = text.split("\n\n")
    for number, paragraph in enumerate(paragraphs):
        if number < len(paragraphs) - 1:
            paragraph += "\n\n"
        if len(paragraph.encode("utf-8")) <= limit:
            yield paragraph
            continue
        for line in paragraph.splitlines(keepends=True):
            while len(line.encode("utf-8")) > limit:
                cut = limit // 4  # characters: at most 4 bytes each, so the piece fits
                yield line[:cut]
                line = line[cut:]
            yield line


def _whole(value: object, name: str, default: int, maximum: int, minimum: int = 1) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise SkillInputError(f"data.{name}: expected a whole number from {minimum} to {maximum}")
    return value
