"""Golden files from romcal 4 (PyPI ``romcal``, Apache-2.0) for the day-by-day comparison of
every calendar with our engine (tests/calendar/romcal4_compare.py).

Only what a calendar decides is kept: for each day, romcal's main celebration (id, rank,
precedence, colour) and its optional memorials. The General Roman Calendar is written in full
(``general.tsv.xz``); a national or regional calendar only on the days where romcal's answer
for it differs from its answer for the General Roman Calendar (``<id>.tsv.xz``), which keeps the
files small. Seasons, weeks and cycles are compared by the romcal 3 golden files already.

Each calendar is given romcal's own options: its definition's ``particular_config`` or romcal's
defaults (Epiphany and Ascension on weekdays, Corpus Christi on Sunday).

Usage (build time; romcal is not a runtime dependency):
    pip install romcal==4.0.0b6
    python tools/romcal/romcal4_golden.py [--first 1970 --last 2100] [calendar ...]
"""

from __future__ import annotations

import argparse
import lzma
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "tests" / "calendar" / "golden4"
HEADER = "date\tid\trank\tprecedence\tcolor\toptional\n"


def rows(romcal_module, definitions, resources, calendar: str, first: int, last: int) -> dict[str, str]:
    config = next((d.particular_config for d in definitions if d.id == calendar), None)
    options = {}
    if config is not None:
        for name in ("epiphany_on_sunday", "ascension_on_sunday", "corpus_christi_on_sunday"):
            value = getattr(config, name, None)
            if value is not None:
                options[name] = value
    engine = romcal_module.Romcal(calendar=calendar, locale="en", calendar_definitions=definitions, resources=resources, **options)
    out = {}
    for year in range(first, last + 1):
        for date, items in engine.liturgical_calendar(year).items():
            # romcal lists the day's celebration first, then what may be kept instead (optional
            # memorials, and commemorations it marks is_optional).
            main = items[0]
            optional = " ".join(sorted(i.id for i in items[1:]))
            color = str(getattr(main.colors[0], "key", "")).split(".")[-1] if main.colors else ""
            out[date] = f"{main.id}\t{main.rank.value}\t{main.precedence.value}\t{color}\t{optional}"
    return out


def write(name: str, days: dict[str, str], out: Path = OUT) -> Path:
    path = out / f"{name}.tsv.xz"
    with lzma.open(path, "wt", encoding="utf-8", preset=9) as handle:
        handle.write(HEADER)
        for date in sorted(days):
            handle.write(f"{date}\t{days[date]}\n")
    return path


def main(argv: list[str] | None = None) -> int:
    import romcal

    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--first", type=int, default=1970)
    args.add_argument("--last", type=int, default=2100)
    args.add_argument("--out", type=Path, default=OUT, help="folder for the golden files")
    args.add_argument("calendars", nargs="*")
    opts = args.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "functions" / "a2a"))
    from ecclesia.data.calendar import calendars

    definitions = romcal.get_bundled_calendar_definitions()
    resources = romcal.get_bundled_resources()
    theirs = {d.id for d in definitions}
    wanted = opts.calendars or [c for c in calendars() if c in theirs and c != "general"]
    opts.out.mkdir(parents=True, exist_ok=True)
    general = rows(romcal, definitions, resources, "general_roman", opts.first, opts.last)
    print(f"general: {len(general)} days -> {write('general', general, opts.out)}", flush=True)
    for calendar in wanted:
        days = rows(romcal, definitions, resources, calendar, opts.first, opts.last)
        delta = {date: row for date, row in days.items() if general.get(date) != row}
        print(f"{calendar}: {len(delta)} days differ from general -> {write(calendar, delta, opts.out)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
