"""Cuts a document body into passages along its sections and paragraphs.

A passage never crosses a section heading, so its heading names where it comes from.
Short paragraphs are gathered until a passage reaches ``target_words``; a paragraph
longer than ``max_words`` is cut between sentences. Numbered paragraphs (``12. ...`` in
Church documents, verse numbers in Scripture) give the passage its paragraph range, e.g.
``Chapter II, §12-14`` or, in verse style, ``Genesis 1:1-8``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ecclesia.data.documents.model import PassageDraft

HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
# "12. text", "[12] text", "§1324 text", "CCC 1324 text", "¶ 5 text", and a bare "1324 The
# Eucharist..." (a number before a capital letter or a quote: how Catechism files number them).
NUMBERED_PARAGRAPH = re.compile(
    r"^(?:\[?(\d{1,4})[.)\]]\s+(?=\S)"
    r"|(?:CCC|CIC|CCEO|[Cc]an\.|§|¶)\s*(\d{1,4})[.:]?\s+(?=\S)"
    r"|(\d{1,4})\s+(?=[A-Z\"“‘'(]))"
)
VERSE_NUMBER = re.compile(r"^(\d{1,3})[.)]?\s+(?=\S)")
SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+(?=[\"'“‘(\[]?[A-Z0-9])")

TARGET_WORDS = 140
MAX_WORDS = 260


@dataclass(slots=True)
class _Paragraph:
    number: str | None
    text: str
    words: int
    # The numbered paragraph an unnumbered one continues (a quotation or list inside
    # Catechism 1373, set off as its own block): it is cited as part of that paragraph.
    continues: str | None = None


def split(
    body: str,
    *,
    title: str = "",
    citation_style: str = "paragraph",
    target_words: int = TARGET_WORDS,
    max_words: int = MAX_WORDS,
) -> list[PassageDraft]:
    """The passages of ``body`` in reading order (markdown or plain text)."""
    drafts: list[PassageDraft] = []
    for section, paragraphs in _sections(body, title, citation_style):
        for group in _group(paragraphs, target_words, max_words):
            text = "\n\n".join(p.text for p in group).strip()
            if text:
                drafts.append(PassageDraft(heading=_heading(section, group, citation_style), text=text))
    return drafts


def _sections(body: str, title: str, style: str) -> list[tuple[str | None, list[_Paragraph]]]:
    """(heading path, paragraphs) per section; the heading that repeats the title is dropped."""
    sections: list[tuple[str | None, list[_Paragraph]]] = []
    stack: list[tuple[int, str]] = []
    paragraphs: list[_Paragraph] = []
    lines: list[str] = []
    number_pattern = VERSE_NUMBER if style == "verse" else NUMBERED_PARAGRAPH

    def flush_paragraph() -> None:
        text = " ".join(line.strip() for line in lines).strip()
        lines.clear()
        if not text:
            return
        match = number_pattern.match(text)
        number = next((g for g in match.groups() if g), None) if match else None
        continues = None
        if number is None and style == "paragraph" and paragraphs:
            continues = paragraphs[-1].number or paragraphs[-1].continues
        paragraphs.append(_Paragraph(number, text, len(text.split()), continues))

    def flush_section() -> None:
        flush_paragraph()
        if paragraphs:
            path = [h for _, h in stack if not _repeats_title(h, title)]
            sections.append((" › ".join(path) or None, list(paragraphs)))
            paragraphs.clear()

    for raw_line in body.splitlines():
        heading = HEADING.match(raw_line)
        if heading:
            flush_section()
            level = len(heading.group(1))
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, heading.group(2).strip()))
        elif raw_line.strip():
            lines.append(raw_line)
        else:
            flush_paragraph()
    flush_section()
    return sections


def _repeats_title(heading: str, title: str) -> bool:
    """The document's own title as a heading (``# Genesis`` in "Genesis (Douay-Rheims Bible)")."""
    heading, title = heading.strip().casefold(), title.strip().casefold()
    return bool(heading) and (heading == title or title.startswith(heading + " "))


def _group(paragraphs: list[_Paragraph], target: int, maximum: int) -> list[list[_Paragraph]]:
    groups: list[list[_Paragraph]] = []
    current: list[_Paragraph] = []
    words = 0
    for paragraph in paragraphs:
        if paragraph.words > maximum:
            if current:
                groups.append(current)
                current, words = [], 0
            groups.extend([piece] for piece in _cut_long(paragraph, maximum))
            continue
        if current and words + paragraph.words > maximum:
            groups.append(current)
            current, words = [], 0
        current.append(paragraph)
        words += paragraph.words
        if words >= target:
            groups.append(current)
            current, words = [], 0
    if current:
        # A short tail joins the previous passage of the same section when it still fits.
        if groups and words < target // 3 and sum(p.words for p in groups[-1]) + words <= maximum:
            groups[-1].extend(current)
        else:
            groups.append(current)
    return groups


def _cut_long(paragraph: _Paragraph, maximum: int) -> list[_Paragraph]:
    """Sentence-aligned pieces of one long paragraph; each keeps the paragraph number."""
    pieces: list[_Paragraph] = []
    buffer: list[str] = []
    count = 0
    for sentence in SENTENCE_END.split(paragraph.text):
        n = len(sentence.split())
        if buffer and count + n > maximum:
            pieces.append(_Paragraph(paragraph.number, " ".join(buffer), count, paragraph.continues))
            buffer, count = [], 0
        if n > maximum:  # one run-on "sentence": cut by words
            tokens = sentence.split()
            for start in range(0, len(tokens), maximum):
                chunk = tokens[start : start + maximum]
                pieces.append(_Paragraph(paragraph.number, " ".join(chunk), len(chunk), paragraph.continues))
            continue
        buffer.append(sentence)
        count += n
    if buffer:
        pieces.append(_Paragraph(paragraph.number, " ".join(buffer), count, paragraph.continues))
    return pieces


def _heading(section: str | None, group: list[_Paragraph], style: str) -> str | None:
    numbers = [n for p in group if (n := p.number or p.continues)]
    if not numbers:
        return section
    span = numbers[0] if numbers[0] == numbers[-1] else f"{numbers[0]}-{numbers[-1]}"
    if style == "verse" and section:
        return f"{section}:{span}"
    return f"{section}, §{span}" if section else f"§{span}"
