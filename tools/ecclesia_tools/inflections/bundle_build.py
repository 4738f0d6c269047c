"""Write ``<out>/inflections/<language>.json``: the inflected forms of the lexicon's words.

The lexicon (``ecclesia.answering.vocabulary.WORDS``) lists a verb's infinitive and a noun's
singular or nominative; questions say "venid", "comprad", "voyez", "Herrn", "filiis". For each
language the questions come in (es, it, fr, pt, de, la, tl), the build reads the form -> lemma
dictionary of the pinned PyPI package ``simplemma`` (MIT; its dictionaries' sources and
licences are in ``PROVENANCE.md`` beside this module) and keeps the forms whose lemma the
lexicon translates and that the lexicon does not list itself: folded form -> folded lemma.
Function words and words under three letters are left out, as the lexicon leaves them out.

simplemma is a build-time dependency only: loading one language's dictionary at run time takes
0.1-1.1 s; the kept forms (2.5 MB for all seven languages) load in milliseconds, one language
at a time (``ecclesia.data.documents.inflections``).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from ecclesia.data.documents.inflections import AREA, LANGUAGES

PROVENANCE = Path(__file__).with_name("PROVENANCE.md")


def inflections(language: str) -> dict[str, str]:
    """Folded form -> folded lemma, for the forms of ``language`` whose lemma the lexicon
    translates and that it does not list itself."""
    from simplemma.strategies.dictionaries import DefaultDictionaryFactory

    from ecclesia.answering.language import stop_words
    from ecclesia.answering.vocabulary import WORDS, fold

    stop = stop_words()
    found: dict[str, str] = {}
    dictionary = DefaultDictionaryFactory(cache_max_size=0).get_dictionary(language)
    for form, lemma in sorted(dictionary.items()):  # sorted: the same file from the same package
        folded, folded_lemma = fold(form), fold(lemma)
        if (folded == folded_lemma or len(folded) < 3 or folded in WORDS or folded in stop
                or folded_lemma not in WORDS):
            continue
        found.setdefault(folded, folded_lemma)  # two forms folding alike: the first in order
    return found


def build(out_dir: Path) -> dict:
    area = out_dir / AREA
    area.mkdir(parents=True, exist_ok=True)
    report: dict[str, int] = {}
    for language in LANGUAGES:
        forms = inflections(language)
        (area / f"{language}.json").write_text(json.dumps(forms, ensure_ascii=False, sort_keys=True,
                                                          separators=(",", ":")), encoding="utf-8")
        report[language] = len(forms)
    shutil.copyfile(PROVENANCE, area / "PROVENANCE.md")
    return {"forms": report, "bytes": sum(p.stat().st_size for p in area.glob("*.json"))}
