"""The date regression set: queries as people write them, with the date and Mass expected.

``date_regression.tsv`` was written by hand (today = Monday 2026-11-30): the expected dates
come from the Church's calendar, not from the resolver. A query the resolver cannot read is
"unresolved" (the caller gets -32602 and can rephrase); one it reads to another date or Mass is
"wrong" - the worse failure. Run for the figures:
    .venv/bin/python tests/calendar/date_regression.py
"""

from __future__ import annotations

import datetime
import sys
from dataclasses import dataclass
from pathlib import Path

TODAY = datetime.date(2026, 11, 30)
TABLE = Path(__file__).with_name("date_regression.tsv")


@dataclass(frozen=True)
class Case:
    query: str
    date: datetime.date | None  # None: must not resolve
    mass: str | None
    calendar: str | None


def cases() -> list[Case]:
    found = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        query, date, mass, calendar = (line.split("\t") + ["", "", ""])[:4]
        found.append(Case(query, None if date == "NONE" else datetime.date.fromisoformat(date), mass or None, calendar or None))
    return found


def outcome(case: Case) -> tuple[str, object]:
    """("right" | "wrong" | "unresolved", what the resolver gave)."""
    from ecclesia.data.calendar.dates import resolve

    got = resolve(case.query, TODAY)
    if case.date is None:
        return ("right", None) if got is None else ("wrong", got)
    if got is None:
        return "unresolved", None
    same = got.date == case.date and got.mass == case.mass and (got.calendar or None) == case.calendar
    return ("right" if same else "wrong"), got


def figures() -> dict:
    results = [(case, *outcome(case)) for case in cases()]
    answered = [r for r in results if r[0].date is not None]
    resolved = [r for r in answered if r[1] != "unresolved"]
    return {
        "queries": len(results),
        "with_a_date": len(answered),
        "resolved": len(resolved),
        "resolved_share": len(resolved) / len(answered),
        "wrong": [r for r in results if r[1] == "wrong"],
        "unresolved": [r for r in results if r[1] == "unresolved"],
    }


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "functions" / "a2a"))
    result = figures()
    print(f"{result['queries']} queries, {result['with_a_date']} with a date: {result['resolved']} resolved "
          f"({result['resolved_share']:.1%}), {len(result['wrong'])} wrong")
    for case, _, got in result["wrong"]:
        print(f"  WRONG {case.query!r}: expected {case.date} {case.mass or ''} {case.calendar or ''} got {got}")
    for case, _, _ in result["unresolved"]:
        print(f"  unresolved {case.query!r} (expected {case.date})")
