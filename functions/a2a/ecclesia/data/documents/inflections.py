"""The inflected forms of the lexicon's words, one language at a time, from the bundle.

``<bundle>/inflections/<language>.json`` maps a folded form to the folded lemma the lexicon
translates ("venid" -> "venir", "filiis" -> "filius", "herrn" -> "herr"); it is written by
``tools/ecclesia_tools/inflections/bundle_build.py``. A bundle built without it reads no
inflections (the lexicon and its stems still do).
"""

from __future__ import annotations

import json
from functools import cache

AREA = "inflections"
LANGUAGES = ("es", "it", "fr", "pt", "de", "la", "tl")


@cache
def _forms(language: str) -> dict[str, str]:
    from ecclesia.data.bundle import area_dir

    path = area_dir(AREA) / f"{language}.json"
    if language not in LANGUAGES or not path.is_file():
        return {}
    forms: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    return forms


def lemma(folded: str, language: str) -> str | None:
    """The folded lemma of the folded word ``folded`` of ``language``, or None."""
    return _forms(language).get(folded)


def has_inflections(language: str) -> bool:
    """Whether the bundle holds ``language``'s inflection table."""
    return bool(_forms(language))
