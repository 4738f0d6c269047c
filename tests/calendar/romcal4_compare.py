"""Compare every calendar with romcal 4 (golden4/, from tools/romcal/romcal4_golden.py), day by day.

What is compared is what a calendar decides: the day's main celebration (its id; then, when
the ids agree, rank and colour) and its optional memorials. Seasons, weeks and cycles are
compared with romcal 3 (romcal_compare.py). Every difference is classified; the classes are
written up in KNOWN_DIFFERENCES.md ("romcal 4"). Full report over 1970-2100:
    .venv/bin/python tests/calendar/romcal4_compare.py [calendar ...]
"""

from __future__ import annotations

import datetime
import lzma
import sys
from collections import Counter
from functools import cache
from pathlib import Path

GOLDEN = Path(__file__).parent / "golden4"
FIELDS = ("id", "rank", "precedence", "color", "optional")


@cache
def _read(name: str) -> dict[str, dict[str, str]]:
    path = GOLDEN / f"{name}.tsv.xz"
    if not path.is_file():
        return {}
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    return {parts[0]: dict(zip(FIELDS, parts[1:] + [""] * (6 - len(parts)))) for parts in (line.split("\t") for line in lines[1:])}


def golden_calendars() -> list[str]:
    return sorted(p.name.removesuffix(".tsv.xz") for p in GOLDEN.glob("*.tsv.xz"))


def romcal_day(calendar: str, date: datetime.date) -> dict[str, str]:
    key = date.isoformat()
    return _read(calendar).get(key) or _read("general")[key]


def compare(calendar: str, years: range) -> tuple[int, list[tuple[datetime.date, str, str, str, str]]]:
    """(days compared, [(date, field, ours, romcal's, our key)])."""
    from ecclesia.data.calendar import liturgical_year

    compared, found = 0, []
    for year in years:
        for ours in liturgical_year(year, calendar):
            theirs = romcal_day(calendar, ours.date)
            compared += 1
            c = ours.celebration
            if c.key != theirs["id"]:
                found.append((ours.date, "key", c.key, theirs["id"], c.key))
            else:
                if c.rank.replace("triduum", "weekday") != theirs["rank"]:
                    found.append((ours.date, "rank", c.rank, theirs["rank"], c.key))
                if c.color != theirs["color"] and theirs["color"]:
                    found.append((ours.date, "color", c.color, theirs["color"], c.key))
            optional = " ".join(sorted(o.key for o in ours.optional_memorials))
            if optional != theirs["optional"]:
                found.append((ours.date, "optional", optional, theirs["optional"], c.key))
    return compared, found


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "functions" / "a2a"))
    years = range(1970, 2101)
    for name in sys.argv[1:] or golden_calendars():
        compared, found = compare(name, years)
        days = {d for d, *_ in found}
        print(f"== {name}: {compared} days, {len(days)} days differ ({1 - len(days) / compared:.2%} agree)")
        print("  ", Counter((f, o if f != "key" else "", t if f != "key" else "") for _, f, o, t, _ in found).most_common(8))
        print("  ", Counter((o, t) for _, f, o, t, _ in found if f == "key").most_common(12))
