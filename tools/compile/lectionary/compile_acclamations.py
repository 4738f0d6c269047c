"""Compile datasets/lectionary/acclamations.json: Gospel acclamation (Alleluia verse / verse
before the Gospel) citations for Sundays and solemnities, from two open sources.

Sources (read, not shipped; see ../PROVENANCE.md, 'Gospel acclamations'):
* UGO_DIR: a checkout of Ugo-1/missal_calculation (``lib/readings/**/*.dart``), whose
  reading lists mark the acclamation (``gospelAcclaimation``, ``verseBeforeTheGospel``);
* MIG_DIR: a checkout of miggalvez/lectionary (``input/*.csv``, column "Alleluia..." or
  "Verse before the Gospel"), used to cross-check the Sundays and feasts it covers.

A source's day is matched to a Mass of lectionary.json by its gospel and first reading
(both parsed, partial-verse letters ignored), never by its title, so the two naming schemes
need no mapping; a day that matches no Mass, or more than one, is skipped and counted.
Only Sundays and solemnities are kept (the sections COVERAGE.md calls so). An acclamation
citation that our parser cannot read is skipped and counted, never rewritten.

Usage: python tools/compile/lectionary/compile_acclamations.py UGO_DIR MIG_DIR
"""

from __future__ import annotations

import csv
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATASET = HERE.parents[2] / "datasets" / "lectionary"
OUT = DATASET / "acclamations.json"
sys.path.insert(0, str(HERE.parents[2] / "functions" / "a2a"))
sys.path.insert(0, str(HERE))

from ecclesia.data.bible.citations import CitationError, parse  # noqa: E402
import coverage  # noqa: E402  (which Masses are Sundays and solemnities)

_DART_READING = re.compile(r'title:\s*"([^"]+)",\s*readingType:\s*(?:ReadingTypeEnum\.)?(\w+)')
_ACCLAMATION_TYPES = {"gospelAcclaimation", "gospelAcclaimationType", "verseBeforeTheGospel"}
# Acclamations left out because the Douay-Rheims verse store has none of their verses (the
# verse is joined to another there), so the reading would print no text at all; the bible
# tests hold the store's known gaps to a fixed list.
NOT_IN_DOUAY = {"1 Peter 1:25"}
_LOOSE = re.compile(r"^(cf\.?|see)\s+", re.IGNORECASE)


def shape(text: str) -> tuple | None:
    """A citation's verses without partial-verse letters, comparable across sources."""
    try:
        first = parse(text)[0]
    except (CitationError, ValueError, IndexError):
        return None
    return tuple((p.book, tuple((r.start.chapter, r.start.verse, r.end.chapter, r.end.verse) for r in p.ranges))
                 for p in first.passages)


def acclamation(text: str) -> tuple[str, str | None] | None:
    """(citation, note) from a source's acclamation text, or None when it cannot be read."""
    text = text.strip().replace("+", ", ")
    note = None
    if _LOOSE.match(text):
        text, note = _LOOSE.sub("", text), "the verse is adapted (cf.)"
    text = re.sub(r"\s*\(.*\)$", "", text).strip()
    return (text, note) if text and shape(text) and text not in NOT_IN_DOUAY else None


def ugo_days(root: Path) -> list[dict]:
    """Each reading set of the Dart files: its first reading, acclamation and gospel."""
    days = []
    for path in sorted(root.rglob("*.dart")):
        current: dict = {}
        for title, kind in _DART_READING.findall(path.read_text(encoding="utf-8")):
            if kind == "first" and "gospel" in current:
                current = {}
            if kind == "first":
                current.setdefault("first", title)
            elif kind in _ACCLAMATION_TYPES:
                current["acclamation"] = title
            elif kind == "gospel":
                current["gospel"] = title
                days.append(dict(current, file=str(path.relative_to(root))))
    return days


def mig_days(root: Path) -> list[dict]:
    days = []
    for path in sorted((root / "input").glob("*.csv")):
        with path.open(newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        header = [h.replace("\n", " ").lower() for h in rows[0]]
        col = next(i for i, h in enumerate(header) if h.startswith("alleluia") or h.startswith("verse before"))
        for row in rows[1:]:
            if len(row) > col:
                days.append({"first": row[1], "acclamation": row[col], "gospel": row[-1].split(" – ")[0]})
    return days


def sunday_and_solemnity_masses(entries: dict) -> list[tuple[str, str, str]]:
    sanctoral = json.loads((DATASET / "general_roman_sanctoral.json").read_text(encoding="utf-8"))["celebrations"]
    sections = coverage._sections(sanctoral)
    wanted = set(sections["Sundays and solemnities of the Lord (years A, B, C)"])
    solemn = {c["key"] for c in sanctoral if "SOLEMNITY" in c["precedence"]}
    wanted |= {n for n in sections["Proper of Saints: solemnities and feasts of the General Roman Calendar"]
               if n[0] in solemn}
    found = []
    for key, mass, cycle in sorted(wanted):
        by_cycle = entries.get(key, {}).get("masses", {}).get(mass, {})
        found += [(key, mass, c) for c in by_cycle if c == cycle or c == "*"]
    return sorted(set(found))


def index_masses(entries: dict, masses: list[tuple[str, str, str]]) -> dict:
    by_gospel: dict = {}
    for key, mass, cycle in masses:
        readings = entries[key]["masses"][mass][cycle]["readings"]
        gospel = next((r["citation"] for r in readings if r["role"] == "gospel"), None)
        first = next((r["citation"] for r in readings if r["role"] in ("first_reading", "reading_1")), None)
        if gospel and shape(gospel):
            by_gospel.setdefault(shape(gospel), []).append(((key, mass, cycle), shape(first) if first else None))
    return by_gospel


def match(day: dict, by_gospel: dict) -> list[tuple[str, str, str]]:
    """The Mass with the day's gospel and first reading (a weekday that shares a Sunday's
    gospel has another first reading, so it never matches); all its cycles when the Mass
    reads the same in each (Christmas), nothing when two different Masses fit."""
    candidates = by_gospel.get(shape(day["gospel"]) if day.get("gospel") else None, [])
    first = shape(day["first"]) if day.get("first") else None
    targets = [c[0] for c in candidates if first is not None and c[1] == first]
    return targets if len({(key, mass) for key, mass, _ in targets}) == 1 else []


# Acclamations the source numbers otherwise than the Lectionary (Hebrew psalm verses):
# (entry, Mass, cycle) -> (source citation, Lectionary citation, reason).
CORRECTIONS = {
    ("joseph_spouse_of_mary", "Mass", "*"): (
        "Ps 84:4", "Ps 84:5",
        "the Lectionary's verse before the Gospel is 'Blessed are those who dwell in your house' = Ps 84:5 in "
        "the Hebrew numbering it cites; Ugo-1 gave the English verse number 84:4",
    ),
}


def compile_acclamations(ugo: Path, mig: Path) -> tuple[dict, dict]:
    entries = json.loads((DATASET / "lectionary.json").read_text(encoding="utf-8"))["entries"]
    masses = sunday_and_solemnity_masses(entries)
    by_gospel = index_masses(entries, masses)
    stats = {"masses": len(masses), "ugo_sets": 0, "unmatched": 0, "unreadable": 0, "checked": 0, "agree": 0, "conflicting": [],
             "differ": []}
    found: dict = {}
    for day in ugo_days(ugo):
        if "acclamation" not in day:
            continue
        stats["ugo_sets"] += 1
        targets = match(day, by_gospel)
        if not targets:
            stats["unmatched"] += 1
            continue
        read = acclamation(day["acclamation"])
        if read is None:
            stats["unreadable"] += 1
            continue
        for target in targets:
            if target in found and found[target] != read:
                stats["conflicting"].append(f"{target}: {found[target][0]} vs {read[0]} ({day['file']})")
            found.setdefault(target, read)
    second = {}
    for day in mig_days(mig):
        read = acclamation(day["acclamation"])
        for target in match(day, by_gospel) if read else []:
            second[target] = read
    result: dict = {}
    for (key, mass, cycle), (citation, note) in sorted(found.items()):
        check = second.get((key, mass, cycle))
        agrees = None if check is None else shape(check[0]) == shape(citation)
        if check is not None:
            stats["checked"] += 1
            stats["agree"] += bool(agrees)
            if not agrees:
                stats["differ"].append(f"{key} {mass} {cycle}: {citation} vs {check[0]}")
        item = {"citation": citation, "note": note, "sources": ["ugo-1"] + (["miggalvez"] if agrees else []),
                "cross_check": {True: "agrees", False: f"differs: {check[0] if check else ''}", None: "no second source"}[agrees]}
        fix = CORRECTIONS.get((key, mass, cycle))
        if fix and citation == fix[0]:
            item = {**item, "citation": fix[1], "corrected": fix[2]}
        result.setdefault(key, {}).setdefault(mass, {})[cycle] = item
    return result, stats


def main(argv: list[str]) -> int:
    result, stats = compile_acclamations(Path(argv[1]), Path(argv[2]))
    document = {
        "$comment": "Gospel acclamation citations (Sundays and solemnities) compiled by tools/compile_acclamations.py "
                    "from Ugo-1/missal_calculation, cross-checked with miggalvez/lectionary where it covers the day; "
                    "see PROVENANCE.md. Merged into lectionary.json as the 'acclamation' reading by tools/merge_national.py.",
        "entries": result,
    }
    OUT.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    count = sum(len(c) for m in result.values() for c in m.values())
    print(json.dumps({**stats, "kept": count, "differ": stats["differ"]}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
