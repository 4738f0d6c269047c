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

How: the package, a pinned ``.deb``, is read by ``sword`` (Debian's SWORD packages) in the KJV
versification's order. Each verse's English (KJV) address is carried into the Douay-Rheims's
(``finders.douay_keyed``).

Without the download (no network at build time), the bundle has no Spanish index and Spanish
questions are read as before. Rebuild: ``make bundle``.
"""

from __future__ import annotations

import re
from pathlib import Path

from ecclesia_tools.bible import sword

PACKAGE = "sword-text-sparv"
VERSION = "2.60-1"
DEB_URL = f"http://deb.debian.org/debian/pool/main/s/{PACKAGE}/{PACKAGE}_{VERSION}_all.deb"
DEB_SHA256 = "5c87f9b2bc97457e8a872f5bae7ea7ce59cb3de1dcee73e4d4740451863694cf"
MODULE = "usr/share/sword/modules/texts/ztext/spaRV1909eb"
TRANSLATION = "Reina-Valera 1909"
RIGHTS = "public domain (the module's DistributionLicense and Debian's copyright file)"
# The Reina-Valera writes the Lord's name "Jehová" where the Spanish of Catholic Bibles and of
# the questions says "el Señor": "el Señor es mi luz y mi salvación" quotes its Psalm 27:1.
_THE_LORD = re.compile(r"\bJEHOVÁ\b|\bJehová\b")


def download(cache: Path) -> Path | None:
    """The pinned package in ``cache`` (downloaded once), or None when it cannot be had."""
    return sword.download(cache, DEB_URL, DEB_SHA256, "Spanish questions find no quoted verse")


def english_verses(files: dict[str, bytes]) -> dict[str, str]:
    """Each verse's plain text by its KJV address ("PSA.51.1") (``sword.kjv_verses``), the
    Lord's name as Spanish Catholic Bibles say it."""
    return sword.kjv_verses(files, lambda text: _THE_LORD.sub("Señor", text))


def finder_source(cache: Path) -> tuple[dict[str, str] | None, dict[str, str]]:
    """The Reina-Valera's verses by KJV address, from the pinned package downloaded into
    ``cache`` (None without the download), and their provenance (``finders.build``)."""
    meta = {"source": f"Debian {PACKAGE} {VERSION} ({DEB_URL})", "translation": TRANSLATION, "rights": RIGHTS}
    deb = download(cache)
    return (english_verses(sword.module_files(deb.read_bytes(), MODULE)) if deb is not None else None), meta
