"""The Reina-Valera 1909, read to find which verse a Spanish question quotes, never quoted itself.

A Spanish question often quotes the verse it asks about ("¿no dice san pablo que el que no cuida
de los suyos es peor que un infiel?"), in words the English index cannot read. The Portuguese and
Latin questions have a Catholic Bible of their own language to find such a verse in
(``bundle_build.PARALLEL``); Spanish has none this project can reach. The one public-domain Spanish
Bible it can reach is the Reina-Valera 1909, in Debian's package ``sword-text-sparv``: a Protestant
translation, from the Hebrew and Greek, with no deuterocanonical books. It is good enough to say
*which* verse a question quotes, and no more: the answer quotes the Douay-Rheims of that verse, and
never the Reina-Valera's text, which no file of the bundle holds. The bundle keeps only its word
index (``bible/parallel/es-words.*``, as ``bundle_build.write_word_index`` writes for Portuguese),
keyed in the Douay-Rheims's own numbering.

How: the package (a pinned ``.deb``, checked against its SHA-256) is downloaded from Debian's
archive into ``build/downloads`` once, and its SWORD module read as it is stored: ``ot.bzv`` and
``nt.bzv`` give each entry's (block, offset, size) in the decompressed blocks of ``*.bzz``; the
entries run in the KJV versification's order, a heading entry (OSIS ``<div type="book">``,
``<chapter osisID="Gen.1">``) before each book and each chapter, and the verses between. Each
verse's English (KJV) address is carried into the Douay-Rheims's (``finders.douay_keyed``).

Without the download (no network at build time), the bundle has no Spanish index and Spanish
questions are read as before. Rebuild: ``make bundle``.
"""

from __future__ import annotations

import hashlib
import io
import lzma
import re
import struct
import tarfile
import zlib
from pathlib import Path

from ecclesia_tools.bible.modern_names import CODES

PACKAGE = "sword-text-sparv"
VERSION = "2.60-1"
DEB_URL = f"http://deb.debian.org/debian/pool/main/s/{PACKAGE}/{PACKAGE}_{VERSION}_all.deb"
DEB_SHA256 = "5c87f9b2bc97457e8a872f5bae7ea7ce59cb3de1dcee73e4d4740451863694cf"
MODULE = "usr/share/sword/modules/texts/ztext/spaRV1909eb"
TRANSLATION = "Reina-Valera 1909"
RIGHTS = "public domain (the module's DistributionLicense and Debian's copyright file)"
_OLD_TESTAMENT = 39
# A book's opening tag (its closing one, ``eID=``, ends the book's last verse).
_BOOK = re.compile(r'<div\b(?=[^>]*\bsID=")[^>]*\btype="book"')
_CHAPTER = re.compile(r'<chapter\b[^>]*\bosisID="[^".]+\.(\d+)"')
# Markup whose text is not the verse's: notes, and headings such as a book's title. (A psalm's
# title is written as the start of its first verse, as the KJV numbers it.)
_NOT_VERSE = re.compile(r"<(note|title)\b[^>]*>.*?</\1>", re.S)
_TAG = re.compile(r"<[^>]+>")
# The Reina-Valera writes the Lord's name "Jehová" where the Spanish of Catholic Bibles and of
# the questions says "el Señor": "el Señor es mi luz y mi salvación" quotes its Psalm 27:1.
_THE_LORD = re.compile(r"\bJEHOVÁ\b|\bJehová\b")


def download(cache: Path, url: str = DEB_URL, sha256: str = DEB_SHA256,
             without: str = "Spanish questions find no quoted verse") -> Path | None:
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


def module_files(deb: bytes, module: str = MODULE) -> dict[str, bytes]:
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


def _entries(files: dict[str, bytes], testament: str) -> list[str]:
    """Every entry of one testament's index, in order, as OSIS text ("" for an empty one)."""
    index, blocks, data = files[f"{testament}.bzs"], files[f"{testament}.bzv"], files[f"{testament}.bzz"]
    block_table = [struct.unpack_from("<III", index, at) for at in range(0, len(index), 12)]
    unpacked: dict[int, bytes] = {}
    entries = []
    for at in range(0, len(blocks), 10):
        block, offset, size = struct.unpack_from("<IIH", blocks, at)
        if not size:
            entries.append("")
            continue
        if block not in unpacked:
            start, length, _ = block_table[block]
            unpacked[block] = zlib.decompress(data[start:start + length])
        entries.append(unpacked[block][offset:offset + size].decode("utf-8"))
    return entries


def english_verses(files: dict[str, bytes]) -> dict[str, str]:
    """Each verse's plain text by its KJV address ("PSA.51.1"). The entries of a chapter are the
    ones between its heading (``<chapter osisID="Gen.1">``) and the next heading; a book's
    heading (``<div type="book">``) comes before its first chapter's. Raises ValueError when
    the module does not hold the 66 books in this order."""
    verses: dict[str, str] = {}
    books = 0
    for testament, codes in (("ot", CODES[:_OLD_TESTAMENT]), ("nt", CODES[_OLD_TESTAMENT:])):
        code, chapter = "", 0
        for entry in _entries(files, testament)[2:]:  # the module's heading, then the testament's
            if _BOOK.search(entry):
                if books == len(CODES) or CODES[books] not in codes:
                    raise ValueError(f"more books in the {testament} file than the KJV has")
                code, chapter, books = CODES[books], 0, books + 1
            if found := _CHAPTER.search(entry):
                if int(found.group(1)) != chapter + 1:
                    raise ValueError(f"{code}: chapter {found.group(1)} after chapter {chapter}")
                chapter, verse = chapter + 1, 0
                continue
            if _BOOK.search(entry) or not chapter:
                continue
            verse += 1
            if text := " ".join(_THE_LORD.sub("Señor", _TAG.sub(" ", _NOT_VERSE.sub(" ", entry))).split()):
                verses[f"{code}.{chapter}.{verse}"] = text
    if books != len(CODES):
        raise ValueError(f"{books} books, not {len(CODES)}")
    return verses


def finder_source(cache: Path) -> tuple[dict[str, str] | None, dict[str, str]]:
    """The Reina-Valera's verses by KJV address, from the pinned package downloaded into
    ``cache`` (None without the download), and their provenance (``finders.build``)."""
    meta = {"source": f"Debian {PACKAGE} {VERSION} ({DEB_URL})", "translation": TRANSLATION, "rights": RIGHTS}
    deb = download(cache)
    return (english_verses(module_files(deb.read_bytes())) if deb is not None else None), meta
