"""Apply entry years (``since``) to national and regional calendars from
``datasets/calendar/sources/entry_years.json``: beatification dates as lower bounds, and the years
regional ranks took effect (decrees, from the Liturgical Calendar API's wider-region data).

romcal, from which most national calendars are compiled, has no history: without this step a
national saint is kept from 1970 even where he was beatified decades later (John Paul II in
Poland in 1975). Each entry this step changes gets ``since``, ``since_basis`` ("beatification":
a lower bound, not the year the national calendar took the celebration in; "decree": the year
the rank took effect) and a ``basis`` naming the source. Entries that already carry a later
``since`` keep it; an earlier one is raised to the bound. Entries with a ``since`` and no
``since_basis`` (hand-compiled earlier) are labelled from their ``basis`` text.

Canonizations (``canonized`` beside a beatification): an entry kept before the first feast on or
after the canonization gets ``saint_since`` (that year) and ``saint_since_basis``; the loader
names the celebration "Blessed ..." in the years before (Pedro Calungsod 2000-2012).

Run after compile_romcal4.py and apply_litcal.py (both rewrite the files):
    python tools/compile/calendar/entry_years.py
"""

from __future__ import annotations

import datetime
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compile_romcal4 import write  # noqa: E402  (same folder; build time only)

OUT = Path(__file__).resolve().parents[3] / "datasets" / "calendar"


def first_feast_year(bound: dict, date: str | None) -> int:
    """The first civil year whose feast day falls on or after the beatification.

    With only a year (or a moveable date) the year itself is the bound."""
    if "date" not in bound:
        return int(bound["year"])
    beatified = datetime.date.fromisoformat(bound["date"])
    if date and len(date) == 5 and date[2] == "-":
        month, day = int(date[:2]), int(date[3:])
        if (month, day) < (beatified.month, beatified.day):
            return beatified.year + 1
    return beatified.year


def label_of(entry: dict) -> str:
    """since_basis of an entry compiled earlier with a ``since`` and a free-text ``basis``."""
    basis = entry.get("basis", "").lower()
    if "lower bound" in basis or "beatif" in basis or "canoniz" in basis:
        return "beatification" if "beatif" in basis else "canonization"
    return "decree"


def apply(facts: dict) -> Counter:
    bounds = {b["key"]: b for b in facts["beatified"]}
    canonized = {b["key"]: b["canonized"] for b in facts["beatified"] if "canonized" in b}
    canonized.update({c["key"]: c for c in facts.get("canonized", ())})
    decrees = {(cid, d["key"]): d for d in facts["decrees"] for cid in d["calendars"]}
    counts: Counter = Counter()
    for path in sorted(OUT.glob("*.json")):
        if path.name == "general.json":
            continue
        doc = json.loads(path.read_text(encoding="utf-8"))
        cid = doc["calendar"]
        changed = False
        for entry in doc["celebrations"]:
            if entry.get("drop"):
                continue
            decree = decrees.get((cid, entry["key"]))
            bound = bounds.get(entry["key"])
            if decree is not None and entry.get("since") != decree["since"]:
                entry.update(since=decree["since"], since_basis="decree", basis=decree["source"])
                changed = True
            elif bound is not None:
                year = first_feast_year(bound, entry.get("date"))
                if entry.get("since", 1970) < year:
                    when = bound.get("date", str(bound.get("year")))
                    entry.update(since=year, since_basis="beatification",
                                 basis=f"LOWER BOUND: beatified {when} ({'; '.join(bound['sources'])})"
                                       + (f"; {bound['note']}" if bound.get("note") else "")
                                       + "; the year it entered this calendar is not known")
                    changed = True
            canon = canonized.get(entry["key"])
            if canon is not None:
                # Named "Blessed" before the first feast on or after the canonization (the loader
                # splits the entry at saint_since); nothing to say when it starts as a Saint.
                saint_year = first_feast_year(canon, entry.get("date"))
                wanted = {"saint_since": saint_year,
                          "saint_since_basis": f"canonized {canon['date']} ({'; '.join(canon['sources'])})"}
                # Only where the entry's first year is known (a beatification bound or a decree):
                # an entry kept from 1970 by default would be "Blessed" before its beatification.
                if "since" in entry and entry["since"] < saint_year and any(entry.get(k) != v for k, v in wanted.items()):
                    entry.update(wanted)
                    changed = True
            if "since" in entry and "since_basis" not in entry:
                entry["since_basis"] = label_of(entry)
                changed = True
            if "since" in entry:
                counts[(cid, entry["since_basis"])] += 1
        if changed:
            write(doc)
    return counts


def main() -> int:
    facts = json.loads((OUT / "sources" / "entry_years.json").read_text(encoding="utf-8"))
    counts = apply(facts)
    by_basis: Counter = Counter()
    for (cid, basis), n in sorted(counts.items()):
        print(f"{cid}: {n} {basis}")
        by_basis[basis] += n
    print("total:", dict(by_basis))
    return 0


if __name__ == "__main__":
    sys.exit(main())
