"""A public URL for every search result, so ``url`` is always a string.

* A document with its own URL (catalogue entries, operator documents with ``url``) keeps it.
* A catalogue entry whose URL is not established gets its author's page on the publisher's
  site (``CatalogueEntry.public_url``), marked ``url_exact: false``.
* The embedded Bible and the Haydock notes link to the chapter's page on bible.usccb.org,
  the Bible the US bishops publish online (New American Bible Revised Edition), one page
  per chapter: ``https://bible.usccb.org/bible/<book>/<chapter>``, where <book> is the
  modern English name in lower case without spaces ("1corinthians", "songofsongs"); the
  pattern is the one the Apache-2.0 PyPI package ``catholic-bible`` 0.3.0 reads that site
  with. Our text is the Douay-Rheims, so the link shows the same chapter in another
  translation; Douay psalm numbers are converted to the Hebrew numbering that Bible uses.
* Anything else (an operator document with no URL) gets ``urn:ecclesia:document:<id>``, a
  stable name that document_fetch accepts, never a made-up web address.
"""

from __future__ import annotations

from functools import lru_cache

from ecclesia.data.bible.books import BOOKS
from ecclesia.data.documents.references import parse_heading

USCCB_BIBLE = "https://bible.usccb.org/bible"


@lru_cache(maxsize=1)
def _modern_names() -> dict[str, str]:
    """Douay-Rheims book name (as the corpus headings spell it) -> USCCB URL name."""
    names = {}
    for english, douay in BOOKS.values():
        key = "Psalms" if douay == "Psalm" else douay
        modern = "Psalms" if english == "Psalm" else english
        names[key] = modern.lower().replace(" ", "")
    return names


def hebrew_psalm(douay: int) -> int:
    """The Hebrew (NABRE) number of a Douay/Vulgate psalm (first psalm of a split pair)."""
    if douay <= 8 or douay >= 148:
        return douay
    if douay == 9:
        return 9
    if douay <= 112:
        return douay + 1
    if douay == 113:
        return 114
    if douay in (114, 115):
        return 116
    if douay <= 145:
        return douay + 1
    return 147  # Douay 146 and 147 are Hebrew 147


def bible_chapter_url(heading: str | None) -> str | None:
    """The bible.usccb.org chapter page for a verse-style heading ("Haydock on John 3:5")."""
    reference = parse_heading(heading)
    if reference is None:
        return None
    name = _modern_names().get(reference.book)
    if name is None:
        return None
    chapter = hebrew_psalm(reference.chapter) if reference.book == "Psalms" else reference.chapter
    return f"{USCCB_BIBLE}/{name}/{chapter}"


def document_urn(document_id: str) -> str:
    """The URN that names a document (``urn:ecclesia:document:<id>``)."""
    return f"urn:ecclesia:document:{document_id}"


def passage_url(document_url: str | None, heading: str | None, document_id: str) -> tuple[str, bool]:
    """(url, exact) for a passage: its document's URL, else the Bible chapter, else the urn."""
    if document_url:
        return document_url, True
    chapter = bible_chapter_url(heading)
    if chapter:
        return chapter, True
    return document_urn(document_id), False
