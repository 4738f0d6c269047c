"""Readers that turn a folder, a JSONL file or an S3 prefix into ``SourceDocument``s.

A reader never raises for one bad file: it yields a ``Skipped`` naming the file and why,
and carries on. Metadata (id, title, author, year, reference, url, language) comes from
front matter at the top of a Markdown/text file, from HTML ``<meta>`` tags, or from a
sidecar ``<file>.meta.json`` beside the file, which wins over both.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from typing import Any

from ecclesia.data.documents.model import SourceDocument

TEXT_SUFFIXES = {".md": "markdown", ".markdown": "markdown", ".txt": "text", ".text": "text",
                 ".html": "html", ".htm": "html", ".pdf": "pdf"}
SIDECAR_SUFFIX = ".meta.json"
METADATA_FIELDS = ("id", "title", "author", "year", "reference", "url", "language", "attribution")
FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?)\n---[ \t]*\n", re.DOTALL)
MAX_FILE_BYTES = 50 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Skipped:
    name: str
    reason: str


Item = SourceDocument | Skipped


class BadDocument(ValueError):
    """One input cannot become a document; the message says why."""


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-") or "document"


# -- metadata ------------------------------------------------------------------------------
def parse_front_matter(text: str) -> tuple[dict[str, Any], str]:
    """Flat ``key: value`` front matter between ``---`` lines, and the text after it.

    Read as the YAML files real exporters write: an indented line continues the value
    above it (a long salutation folded over two lines), and ``- item`` lines under an
    empty key make a list, joined with "; " ("authors:" then one author a line).
    """
    match = FRONT_MATTER.match(text)
    if not match:
        return {}, text
    metadata: dict[str, Any] = {}
    last_key: str | None = None
    for number, line in enumerate(match.group(1).splitlines(), start=2):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        item = line.strip()
        continues = line[:1] in (" ", "\t") or item.startswith("- ")
        if last_key is not None and continues:
            previous = metadata.get(last_key)
            if item.startswith("- "):
                value = _unquote(item[2:].strip())
                metadata[last_key] = f"{previous}; {value}" if previous else value
            else:
                metadata[last_key] = f"{previous} {_unquote(item)}" if previous else _unquote(item)
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise BadDocument(f"front matter line {number}: expected 'key: value'")
        last_key = key.strip().lower()
        metadata[last_key] = _unquote(value.strip()) or None
    return metadata, text[match.end():]


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


# Field names real files use for the fields we keep (front matter, sidecars, JSONL, <meta>).
METADATA_ALIASES = {
    "pope": "author", "authors": "author", "creator": "author", "issuer": "author",
    "promulgated": "date", "published": "date", "issued": "date", "date_issued": "date",
    "source_url": "url", "link": "url", "href": "url",
    "lang": "language", "locale": "language",
    "name": "title", "ref": "reference", "citation": "reference",
}
KNOWN_FIELDS = {*METADATA_FIELDS, "citation_style", "date", "format", "body", "text"}
YEAR_IN_DATE = re.compile(r"(?<!\d)(\d{4})(?!\d)")


def map_metadata(metadata: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Aliases mapped onto our fields ("pope" -> author, "promulgated" -> date, "source_url"
    -> url), the year read from a date, and every other field named in a warning, never
    dropped silently."""
    mapped: dict[str, Any] = {}
    warnings: list[str] = []
    for key, value in metadata.items():
        name = key.strip().lower()
        target = METADATA_ALIASES.get(name, name)
        if target not in KNOWN_FIELDS:
            warnings.append(f"metadata field {key!r} is not used (kept fields: {', '.join(sorted(METADATA_FIELDS))}, date)")
            continue
        if target != name:
            if mapped.get(target) not in (None, ""):
                warnings.append(f"metadata field {key!r} ignored: {target!r} is already given")
                continue
            warnings.append(f"metadata field {key!r} read as {target!r}")
        mapped[target] = value
    date = mapped.get("date")
    if date not in (None, "") and mapped.get("year") in (None, ""):
        found = YEAR_IN_DATE.search(str(date))
        if found:
            mapped["year"] = found.group(1)
        else:
            warnings.append(f"date {date!r} has no year; not used")
    return mapped, warnings


def build_document(
    metadata: dict[str, Any], body: str, *, default_id: str, default_title: str, source: str, fmt: str
) -> SourceDocument:
    """Validate metadata and make the document; raises ``BadDocument`` with the reason."""
    if not body.strip():
        raise BadDocument("empty document")
    metadata, warnings = map_metadata(metadata)
    if fmt == "markdown":
        body = clean_markdown(body)
    year = metadata.get("year")
    if year not in (None, ""):
        try:
            year = int(str(year).strip())
        except ValueError:
            raise BadDocument(f"year: expected a whole number, got {year!r}") from None
    else:
        year = None
    doc_id = str(metadata.get("id") or "").strip() or default_id
    title = str(metadata.get("title") or "").strip() or _first_heading(body)
    entry = None if metadata.get("title") else _catalogue_entry(doc_id, default_title)
    if entry is not None:
        # A file named after a catalogued document ("ccc.md", "humanae-vitae.md") is that
        # document: its id, title, author, date and URL come from the catalogue.
        warnings.append(f"matched catalogue entry {entry.id!r}: id, title, author, year and url taken from it")
        doc_id, title = entry.id, entry.display_title
        metadata.setdefault("author", entry.author)
        metadata.setdefault("url", entry.url)
        year = year or entry.year
    if not title:
        title = _first_line_title(body) if _looks_like_code(default_title) else None
        title = title or default_title
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._:/-]{0,199}", doc_id):
        raise BadDocument(f"id: {doc_id!r} must be letters, digits and . _ : / - (at most 200)")

    def text_field(name: str) -> str | None:
        value = metadata.get(name)
        return str(value).strip() or None if value is not None else None

    citation_style = text_field("citation_style") or "paragraph"
    if citation_style == "paragraph" and not _has_structure(body):
        warnings.append("no headings or paragraph numbers found: passages will be cited by position only")
    extra = {"attribution": a} if (a := text_field("attribution")) else {}
    if text_field("date"):
        extra["date"] = text_field("date")
    return SourceDocument(
        id=doc_id, title=title, body=body.strip() + "\n", source=source,
        author=text_field("author"), year=year, reference=text_field("reference"),
        url=text_field("url"), language=text_field("language"), format=fmt,
        citation_style=citation_style, extra=extra, warnings=tuple(warnings),
    )


def _first_heading(body: str) -> str | None:
    match = re.search(r"^#\s+(.+?)\s*$", body, re.MULTILINE)
    return match.group(1) if match else None


def _looks_like_code(name: str) -> bool:
    """"Ccc", "Hv 1968", "Doc 12": a file name that says nothing a reader would call a title."""
    words = name.split()
    return not words or len(name.replace(" ", "")) <= 5 or all(len(w) <= 3 or w.isdigit() for w in words)


def _first_line_title(body: str) -> str | None:
    """The first heading of any level, else a short first line that is not a sentence."""
    match = re.search(r"^#{1,6}\s+(.+?)\s*$", body, re.MULTILINE)
    if match:
        return match.group(1)
    first = next((line.strip() for line in body.splitlines() if line.strip()), "")
    if 0 < len(first) <= 120 and not first.endswith((".", ",", ";")):
        return first
    return None


def _catalogue_entry(doc_id: str, default_title: str):
    try:
        from ecclesia.data.documents.catalogue import default_catalogue
    except ImportError:  # pragma: no cover - the runtime package is always beside the tools
        return None
    catalogue = default_catalogue()
    entry = catalogue.by_id.get(doc_id)
    if entry is None:
        code = default_title.replace(" ", "").upper()
        matches = catalogue._abbreviations.get(code, [])
        entry = catalogue.entries[matches[0]] if len(matches) == 1 else None
    return entry


def _has_structure(body: str) -> bool:
    from ecclesia.data.documents.splitter import HEADING, NUMBERED_PARAGRAPH

    return any(HEADING.match(line) or NUMBERED_PARAGRAPH.match(line.strip()) for line in body.splitlines())


# Markup that must not reach passage text: pandoc fenced divs and attributes, links, images,
# emphasis, footnote markers, stray HTML tags.
_PANDOC_PARAGRAPH = re.compile(r"^:::+\s*\{[^}]*?\.paragraph[^}]*?\bn\s*=\s*[\"']?(\d{1,5})[\"']?[^}]*\}\s*$")
_PANDOC_FENCE = re.compile(r"^:::+.*$")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\((?:[^()\s]|\([^)]*\))*(?:\s+\"[^\"]*\")?\)")
_REFERENCE_LINK = re.compile(r"\[([^\]]+)\]\[[^\]]*\]")
_FOOTNOTE_MARK = re.compile(r"\[\^[^\]]+\]")
_FOOTNOTE_DEFINITION = re.compile(r"^\[\^[^\]]+\]:")
_ATTRIBUTES = re.compile(r"\{[#.][^}]*\}")
_EMPHASIS = re.compile(r"(\*{1,3}|_{2,3})(?=\S)(.+?)(?<=\S)\1")
_TAG = re.compile(r"</?[A-Za-z][^>]*>")


def clean_markdown(body: str) -> str:
    """Markdown as a reader sees it: the words, headings and paragraph numbers, no markup.

    A pandoc ``::: {.paragraph n=1324}`` block becomes a paragraph that starts "1324. ".
    Footnote definitions (``[^12]: Summa Theologiae I, q. 2``, and the indented lines that
    continue one) are left out: their markers are gone from the text, and on their own they
    would be searched and quoted as passages ("Footnotes: PG 6, 758") that say nothing.
    """
    out: list[str] = []
    pending_number: str | None = None
    in_footnote = False
    for line in body.splitlines():
        stripped = line.strip()
        if _FOOTNOTE_DEFINITION.match(line):
            in_footnote = True
            continue
        if in_footnote and (not stripped or line[:1] in (" ", "\t")):
            continue  # a blank line or an indented line inside a footnote definition
        if in_footnote:
            in_footnote = False
            out.append("")  # what follows the notes starts a paragraph of its own
        paragraph = _PANDOC_PARAGRAPH.match(stripped)
        if paragraph:
            pending_number = paragraph.group(1)
            out.append("")
            continue
        if _PANDOC_FENCE.match(stripped):
            out.append("")
            continue
        text = _IMAGE.sub(lambda m: m.group(1), line)
        text = _LINK.sub(lambda m: m.group(1), text)
        text = _REFERENCE_LINK.sub(lambda m: m.group(1), text)
        text = _FOOTNOTE_MARK.sub("", text)
        text = _ATTRIBUTES.sub("", text)
        text = _TAG.sub("", text)
        if not stripped.startswith("#"):
            text = _EMPHASIS.sub(lambda m: m.group(2), text)
        if pending_number and text.strip():
            text = f"{pending_number}. {text.lstrip()}"
            pending_number = None
        out.append(text.rstrip())
    return "\n".join(out)


# -- formats -------------------------------------------------------------------------------
class _HtmlToMarkdown(HTMLParser):
    """Headings become ``#`` lines and block elements paragraphs; scripts and styles vanish."""

    BLOCKS = {"p", "div", "li", "blockquote", "section", "article", "br", "tr", "dd", "dt", "pre"}
    SKIP = {"script", "style", "noscript", "nav", "footer", "head"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skipping = 0
        self.heading_level = 0
        self.title: str | None = None
        self.in_title = False
        self.meta: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self.in_title = True
        if tag == "meta":
            attributes = dict(attrs)
            name = (attributes.get("name") or attributes.get("property") or "").lower().removeprefix("dc.")
            if name in METADATA_FIELDS and attributes.get("content"):
                self.meta[name] = attributes["content"] or ""
        if tag == "html":
            lang = dict(attrs).get("lang")
            if lang:
                self.meta.setdefault("language", lang)
        if tag in self.SKIP:
            self.skipping += 1
        elif re.fullmatch(r"h[1-6]", tag):
            self.heading_level = int(tag[1])
            self.out.append("\n\n" + "#" * self.heading_level + " ")
        elif tag in self.BLOCKS:
            self.out.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self.in_title = False
        if tag in self.SKIP:
            self.skipping = max(0, self.skipping - 1)
        elif re.fullmatch(r"h[1-6]", tag) or tag in self.BLOCKS:
            self.heading_level = 0
            self.out.append("\n\n")

    def handle_data(self, data: str) -> None:
        if self.in_title:
            self.title = (self.title or "") + data.strip()
            return
        if self.skipping:
            return
        text = re.sub(r"\s+", " ", data)
        self.out.append(text.strip() if self.heading_level else text)

    def markdown(self) -> str:
        text = "".join(self.out)
        paragraphs = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text)]
        return "\n\n".join(p for p in paragraphs if p) + "\n"


def html_to_markdown(html: str) -> tuple[dict[str, str], str]:
    parser = _HtmlToMarkdown()
    parser.feed(html)
    parser.close()
    meta = dict(parser.meta)
    if parser.title:
        meta.setdefault("title", parser.title)
    return meta, parser.markdown()


def _pdf_text(data: bytes) -> str:
    try:
        from pypdf import PdfReader
    except ImportError:
        raise BadDocument("PDF needs the optional package pypdf (pip install pypdf)") from None
    import io

    try:
        reader = PdfReader(io.BytesIO(data))
        pages = [page.extract_text() or "" for page in reader.pages]
    except Exception as exc:  # pypdf raises many types for damaged files
        raise BadDocument(f"unreadable PDF: {exc}") from None
    return "\n\n".join(p.strip() for p in pages if p.strip())


def document_from_bytes(
    name: str, data: bytes, sidecar: dict[str, Any] | None, *, default_id: str, source: str
) -> SourceDocument:
    """One file's bytes (+ optional sidecar metadata) as a document."""
    suffix = PurePosixPath(name).suffix.lower()
    kind = TEXT_SUFFIXES.get(suffix)
    if kind is None:
        raise BadDocument(f"unsupported file type {suffix or '(none)'}")
    if len(data) > MAX_FILE_BYTES:
        raise BadDocument(f"larger than {MAX_FILE_BYTES // 2**20} MB")
    if kind == "pdf":
        metadata, body, fmt = {}, _pdf_text(data), "text"
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise BadDocument(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
        if "\x00" in text:
            raise BadDocument("binary content in a text file")
        if kind == "html":
            metadata, body = html_to_markdown(text)
            fmt = "markdown"
        else:
            metadata, body = parse_front_matter(text)
            fmt = kind
    if sidecar:
        metadata = {**metadata, **{k.lower(): v for k, v in sidecar.items()}}
    default_title = PurePosixPath(name).stem.replace("_", " ").replace("-", " ").strip().title()
    return build_document(metadata, body, default_id=default_id, default_title=default_title,
                          source=source, fmt=fmt)


def _parse_sidecar(name: str, data: bytes) -> dict[str, Any]:
    try:
        value = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BadDocument(f"sidecar {name} is not valid JSON: {exc}") from None
    if not isinstance(value, dict):
        raise BadDocument(f"sidecar {name} must hold a JSON object")
    return value


# -- sources -------------------------------------------------------------------------------
def read_folder(root: Path, id_prefix: str = "") -> Iterator[Item]:
    root = Path(root)
    source = f"folder:{root.resolve()}"
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        relative = path.relative_to(root).as_posix()
        if path.name.endswith(SIDECAR_SUFFIX) or path.name.startswith("."):
            continue
        try:
            sidecar_path = path.with_name(path.name + SIDECAR_SUFFIX)
            sidecar = _parse_sidecar(sidecar_path.name, sidecar_path.read_bytes()) if sidecar_path.exists() else None
            default_id = id_prefix + slug(relative.rsplit(".", 1)[0])
            yield document_from_bytes(relative, path.read_bytes(), sidecar, default_id=default_id, source=source)
        except (BadDocument, OSError) as exc:
            yield Skipped(relative, str(exc))


def read_jsonl(path: Path, id_prefix: str = "") -> Iterator[Item]:
    """One JSON object a line: ``body`` (or ``text``) plus any metadata fields."""
    path = Path(path)
    source = f"jsonl:{path.resolve()}"
    try:
        handle = open(path, encoding="utf-8")
    except OSError as exc:
        yield Skipped(str(path), str(exc))
        return
    with handle:
        for number, line in enumerate(handle, start=1):
            name = f"{path.name}:{number}"
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                if not isinstance(record, dict):
                    raise BadDocument("expected a JSON object")
                body = record.get("body", record.get("text"))
                if not isinstance(body, str):
                    raise BadDocument("body: expected a string (or 'text')")
                fmt = record.get("format", "markdown")
                if fmt == "html":
                    meta, body = html_to_markdown(body)
                    record = {**meta, **record}
                    fmt = "markdown"
                yield build_document(
                    {k: record.get(k) for k in (*METADATA_FIELDS, "citation_style")}, body,
                    default_id=id_prefix + slug(f"{path.stem}-{number}"),
                    default_title=f"{path.stem} {number}", source=source, fmt=fmt,
                )
            except json.JSONDecodeError as exc:
                yield Skipped(name, f"invalid JSON: {exc.msg}")
            except BadDocument as exc:
                yield Skipped(name, str(exc))


def read_s3(uri: str, id_prefix: str = "", client: Any | None = None) -> Iterator[Item]:
    """Every object under ``s3://bucket/prefix`` (sidecars ``<key>.meta.json`` beside them)."""
    match = re.fullmatch(r"s3://([^/]+)/?(.*)", uri)
    if not match:
        yield Skipped(uri, "expected s3://bucket/prefix")
        return
    bucket, prefix = match.groups()
    if client is None:
        import boto3

        client = boto3.client("s3")
    source = f"s3:{bucket}/{prefix}"
    keys: list[str] = []
    for page in client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix):
        keys.extend(obj["Key"] for obj in page.get("Contents", []) if not obj["Key"].endswith("/"))
    key_set = set(keys)
    for key in sorted(keys):
        if key.endswith(SIDECAR_SUFFIX):
            continue
        relative = key[len(prefix):].lstrip("/") if prefix else key
        try:
            sidecar = None
            if key + SIDECAR_SUFFIX in key_set:
                raw = client.get_object(Bucket=bucket, Key=key + SIDECAR_SUFFIX)["Body"].read()
                sidecar = _parse_sidecar(key + SIDECAR_SUFFIX, raw)
            data = client.get_object(Bucket=bucket, Key=key)["Body"].read()
            default_id = id_prefix + slug(relative.rsplit(".", 1)[0])
            yield document_from_bytes(relative, data, sidecar, default_id=default_id, source=source)
        except BadDocument as exc:
            yield Skipped(f"s3://{bucket}/{key}", str(exc))
        except Exception as exc:  # botocore errors: report the object, keep going
            yield Skipped(f"s3://{bucket}/{key}", f"{type(exc).__name__}: {exc}")


def read_any(location: str, id_prefix: str = "") -> Iterator[Item]:
    if location.startswith("s3://"):
        return read_s3(location, id_prefix)
    path = Path(location)
    if path.is_dir():
        return read_folder(path, id_prefix)
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        return read_jsonl(path, id_prefix)
    if path.is_file():
        return _single_file(path, id_prefix)
    return iter([Skipped(location, "no such file, folder or s3:// prefix")])


def _single_file(path: Path, id_prefix: str) -> Iterator[Item]:
    try:
        sidecar_path = path.with_name(path.name + SIDECAR_SUFFIX)
        sidecar = _parse_sidecar(sidecar_path.name, sidecar_path.read_bytes()) if sidecar_path.exists() else None
        yield document_from_bytes(path.name, path.read_bytes(), sidecar,
                                  default_id=id_prefix + slug(path.stem), source=f"file:{path.resolve()}")
    except (BadDocument, OSError) as exc:
        yield Skipped(str(path), str(exc))
