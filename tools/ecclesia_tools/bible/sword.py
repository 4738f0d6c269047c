"""Reading a Bible out of Debian's SWORD packages (``sword-text-*``), for the quote finders'
word indexes: the Reina-Valera (``spanish_finder``), the King James (``finders``) and the World
English Bible's deuterocanonical books (``english_deuterocanon``). No text read here is kept in
the bundle: only the word indexes built from it.

A package is a pinned ``.deb`` (checked against its SHA-256), downloaded from Debian's archive
into ``build/downloads`` once (``download``) and opened without dpkg (``module_files``). Its SWORD
module is read as it is stored: ``ot.bzv`` and ``nt.bzv`` give each entry's (block, offset, size)
in the decompressed blocks of ``*.bzz`` (``entries``); the entries run in the versification's
order, a heading entry (OSIS ``<div type="book">``, ``<chapter osisID="Gen.1">``) before each
book and each chapter, and the verses between (``kjv_verses`` reads the 66 books so).
"""

from __future__ import annotations

import hashlib
import io
import lzma
import re
import struct
import tarfile
import zlib
from collections.abc import Callable
from pathlib import Path

from ecclesia_tools.bible.modern_names import CODES

_OLD_TESTAMENT = 39
# A book's opening tag (its closing one, ``eID=``, ends the book's last verse).
BOOK_START = re.compile(r'<div\b(?=[^>]*\bsID=")[^>]*\btype="book"')
CHAPTER = re.compile(r'<chapter\b[^>]*\bosisID="[^".]+\.(\d+)"')
# Markup whose text is not the verse's: notes, and headings such as a book's title. (A psalm's
# title is written as the start of its first verse, as the KJV numbers it.)
_NOT_VERSE = re.compile(r"<(note|title)\b[^>]*>.*?</\1>", re.S)
_TAG = re.compile(r"<[^>]+>")


def download(cache: Path, url: str, sha256: str, without: str) -> Path | None:
    """The pinned ``.deb`` at ``url`` in ``cache`` (downloaded once), or None when it cannot be
    had (then ``without`` says what the bundle lacks)."""
    target = cache / url.rsplit("/", 1)[1]
    if not (target.is_file() and _sha256(target.read_bytes()) == sha256):
        try:
            import httpx

            body = httpx.get(url, timeout=60, follow_redirects=True).raise_for_status().content
        except Exception as exc:  # noqa: BLE001 - any failure means a bundle without this finder
            print(f"bible: {url.rsplit('/', 1)[1]} not downloaded ({exc}); {without}")
            return None
        if _sha256(body) != sha256:
            print(f"bible: {url} is not the pinned file (sha256 differs); not used")
            return None
        cache.mkdir(parents=True, exist_ok=True)
        target.write_bytes(body)
    return target


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def module_files(deb: bytes, module: str) -> dict[str, bytes]:
    """The files (``ot.bzv`` ...) of the SWORD module in folder ``module`` out of a ``.deb``: an
    ``ar`` archive whose ``data.tar.xz`` holds them."""
    if not deb.startswith(b"!<arch>\n"):
        raise ValueError("not a Debian package")
    position = 8
    while position + 60 <= len(deb):
        name = deb[position:position + 16].decode().strip().rstrip("/")
        size = int(deb[position + 48:position + 58].decode().strip())
        body = deb[position + 60:position + 60 + size]
        position += 60 + size + (size % 2)
        if name.startswith("data.tar"):
            raw = lzma.decompress(body) if name.endswith(".xz") else body
            with tarfile.open(fileobj=io.BytesIO(raw)) as archive:
                files = {}
                for member in archive.getmembers():
                    path = member.name.removeprefix("./")
                    if path.startswith(module + "/") and member.isfile():
                        extracted = archive.extractfile(member)
                        assert extracted is not None
                        files[path.rsplit("/", 1)[1]] = extracted.read()
                return files
    raise ValueError("the package holds no data archive")


def entries(files: dict[str, bytes], testament: str) -> list[str]:
    """Every entry of one testament's index, in order, as OSIS text ("" for an empty one)."""
    index, blocks, data = files[f"{testament}.bzs"], files[f"{testament}.bzv"], files[f"{testament}.bzz"]
    block_table = [struct.unpack_from("<III", index, at) for at in range(0, len(index), 12)]
    unpacked: dict[int, bytes] = {}
    found = []
    for at in range(0, len(blocks), 10):
        block, offset, size = struct.unpack_from("<IIH", blocks, at)
        if not size:
            found.append("")
            continue
        if block not in unpacked:
            start, length, _ = block_table[block]
            unpacked[block] = zlib.decompress(data[start:start + length])
        found.append(unpacked[block][offset:offset + size].decode("utf-8"))
    return found


def verse_text(entry: str) -> str:
    """An entry's plain text: its notes and titles left out, its markup removed, its spaces
    made single."""
    return " ".join(_TAG.sub(" ", _NOT_VERSE.sub(" ", entry)).split())


def kjv_verses(files: dict[str, bytes], reword: Callable[[str], str] = lambda text: text) -> dict[str, str]:
    """Each verse's plain text (``verse_text``, then ``reword``) by its KJV address ("PSA.51.1"),
    for a module of the 66 books in the KJV versification. The entries of a chapter are the ones
    between its heading (``<chapter osisID="Gen.1">``) and the next heading; a book's heading
    (``<div type="book">``) comes before its first chapter's. Raises ValueError when the module
    does not hold the 66 books in this order."""
    verses: dict[str, str] = {}
    books = 0
    for testament, codes in (("ot", CODES[:_OLD_TESTAMENT]), ("nt", CODES[_OLD_TESTAMENT:])):
        code, chapter = "", 0
        for entry in entries(files, testament)[2:]:  # the module's heading, then the testament's
            if BOOK_START.search(entry):
                if books == len(CODES) or CODES[books] not in codes:
                    raise ValueError(f"more books in the {testament} file than the KJV has")
                code, chapter, books = CODES[books], 0, books + 1
            if found := CHAPTER.search(entry):
                if int(found.group(1)) != chapter + 1:
                    raise ValueError(f"{code}: chapter {found.group(1)} after chapter {chapter}")
                chapter, verse = chapter + 1, 0
                continue
            if BOOK_START.search(entry) or not chapter:
                continue
            verse += 1
            if text := reword(verse_text(entry)):
                verses[f"{code}.{chapter}.{verse}"] = text
    if books != len(CODES):
        raise ValueError(f"{books} books, not {len(CODES)}")
    return verses
