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
    """Flat ``key: value`` front matter between ``---`` lines, and the text after it."""
    match = FRONT_MATTER.match(text)
    if not match:
        return {}, text
    metadata: dict[str, Any] = {}
    for number, line in enumerate(match.group(1).splitlines(), start=2):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise BadDocument(f"front matter line {number}: expected 'key: value'")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        metadata[key.strip().lower()] = value or None
    return metadata, text[match.end():]


def build_document(
    metadata: dict[str, Any], body: str, *, default_id: str, default_title: str, source: str, fmt: str
) -> SourceDocument:
    """Validate metadata and make the document; raises ``BadDocument`` with the reason."""
    if not body.strip():
        raise BadDocument("empty document")
    year = metadata.get("year")
    if year not in (None, ""):
        try:
            year = int(str(year).strip())
        except ValueError:
            raise BadDocument(f"year: expected a whole number, got {year!r}") from None
    else:
        year = None
    title = str(metadata.get("title") or "").strip() or _first_heading(body) or default_title
    doc_id = str(metadata.get("id") or "").strip() or default_id
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._:/-]{0,199}", doc_id):
        raise BadDocument(f"id: {doc_id!r} must be letters, digits and . _ : / - (at most 200)")

    def text_field(name: str) -> str | None:
        value = metadata.get(name)
        return str(value).strip() or None if value is not None else None

    return SourceDocument(
        id=doc_id, title=title, body=body.strip() + "\n", source=source,
        author=text_field("author"), year=year, reference=text_field("reference"),
        url=text_field("url"), language=text_field("language"), format=fmt,
        citation_style=text_field("citation_style") or "paragraph",
        extra={"attribution": a} if (a := text_field("attribution")) else {},
    )


def _first_heading(body: str) -> str | None:
    match = re.search(r"^#\s+(.+?)\s*$", body, re.MULTILINE)
    return match.group(1) if match else None


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
