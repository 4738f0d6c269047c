"""Compare our calendars with the Liturgical Calendar API's national and regional data
(github Liturgical-Calendar/LiturgicalCalendarAPI, Apache-2.0), fact by fact.

The API describes a calendar by events (createNew, makePatron, setProperty, moveEvent) on top
of the Missal's sanctorale, each with a grade and since/until years; its national Missal
supplements (US 2011, Italy 1983) list the national saints. For every such event of a nation or
wider region we hold, this checks our calendar on the event's date in a sample year where the
event is in force: "agrees" (same date, same rank), "rank differs", "date differs" (the
celebration, found by date, is missing there), with its options (Epiphany, Ascension, Corpus
Christi) against the API's settings. Names differ between the two (StVincentDeacon /
vincent_of_saragossa_deacon), so events are matched by date and rank, not by name.

Wider regions (Americas, Europe, Asia) are checked in the region's own calendar and again in
every national calendar we hold under that region (France, Poland, Brazil...): the API applies a
region's events to each of its nations. Events with a ``since_year`` after 1970 are also checked
for the year: "entry year same" (ours keeps it at that rank from that year, not the year
before), "ours earlier", "ours later". Canada's 2011 and 2016 (editions of the Canadian Missal,
not entry years; see apply_litcal.py) are not checked for the year.

Usage: python tools/compile/calendar/litcal_compare.py GIT_DIR [--markdown datasets/calendar/LITCAL_COMPARISON.md]
(GIT_DIR: a bare clone of the repository, e.g. from the workspace's repository snapshot tool).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "functions" / "a2a"))

OURS = {  # the API's calendar -> (our calendar, the API's files)
    "US": ("united_states", ["calendars/nations/US/US.json", "missals/propriumdesanctis_US_2011/propriumdesanctis_US_2011.json"]),
    "CA": ("canada", ["calendars/nations/CA/CA.json"]),
    "IT": ("italy", ["calendars/nations/IT/IT.json", "missals/propriumdesanctis_IT_1983/propriumdesanctis_IT_1983.json"]),
    "NL": ("netherlands", ["calendars/nations/NL/NL.json"]),
    "Americas": ("americas", ["calendars/wider_regions/Americas/Americas.json"]),
    "Europe": ("europe", ["calendars/wider_regions/Europe/Europe.json"]),
    "Asia": ("asia", ["calendars/wider_regions/Asia/Asia.json"]),
}
REGIONS = {"Americas": "americas", "Europe": "europe", "Asia": "asia"}
EDITION_YEARS = {"CA": frozenset({2011, 2016})}
GRADES = {2: "optional_memorial", 3: "memorial", 4: "feast", 5: "feast", 6: "solemnity", 7: "solemnity"}
SETTINGS = {"epiphany": {"JAN6": "january_6", "SUNDAY_JAN2_JAN8": "sunday"},
            "ascension": {"THURSDAY": "thursday", "SUNDAY": "sunday"},
            "corpus_christi": {"THURSDAY": "thursday", "SUNDAY": "sunday"}}


def show(git_dir: str, path: str):
    out = subprocess.run(["git", "--git-dir", git_dir, "show", f"HEAD:jsondata/sourcedata/{path}"], capture_output=True, text=True)
    return json.loads(out.stdout) if out.returncode == 0 else None


def missal_dates(git_dir: str) -> dict[str, tuple[int, int]]:
    dates = {}
    for missal in ("propriumdesanctis_1970/propriumdesanctis_1970.json", "propriumdesanctis_2002/propriumdesanctis_2002.json",
                   "propriumdesanctis_2008/propriumdesanctis_2008.json"):
        for event in show(git_dir, f"missals/{missal}") or []:
            dates.setdefault(event["event_key"], (event["month"], event["day"]))
    return dates


def events(git_dir: str, files: list[str]):
    for path in files:
        data = show(git_dir, path)
        if data is None:
            continue
        if isinstance(data, list):  # a national Missal supplement
            for event in data:
                yield event, {"action": "missal", "since_year": 1970}, None
        else:
            for item in data.get("litcal", []):
                yield item["liturgical_event"], item["metadata"], data.get("settings")


def compare(git_dir: str) -> list[dict]:
    import datetime

    from ecclesia.data.calendar import calendars, liturgical_day
    from ecclesia.data.calendar.data import definition

    known = set(calendars())
    dates = missal_dates(git_dir)
    rows = []
    targets = [(api, ours, files) for api, (ours, files) in OURS.items()]
    for region, region_calendar in REGIONS.items():
        for calendar in sorted(known):
            chain, parent = [], definition(calendar).parent
            while parent:
                chain.append(parent)
                parent = definition(parent).parent
            if region_calendar in chain:
                targets.append((f"{region} in", calendar, OURS[region][1]))
    for api, ours, files in targets:
        if ours not in known:
            continue
        outcome: Counter = Counter()
        details = []
        settings = None
        spans: dict[str, list[dict]] = {}  # event key -> its events' metadata (an event continued by another)
        for event, meta, _ in events(git_dir, files):
            spans.setdefault(event["event_key"], []).append(meta)
        for event, meta, found_settings in events(git_dir, files):
            settings = settings or found_settings
            grade = event.get("grade")
            moved = meta.get("action") == "moveEvent" and grade is None  # keeps its rank: compare the date only
            if not moved and grade not in GRADES:
                outcome["not compared (grade)"] += 1
                continue
            month, day = event.get("month"), event.get("day")
            if month is None:
                month, day = dates.get(event["event_key"], (None, None))
            if month is None:
                outcome["not compared (no date)"] += 1
                continue
            year = max(meta.get("since_year", 1970), 1970)
            if meta.get("until_year") is not None and meta["until_year"] < year:
                continue
            year = min(max(year, 2024), meta.get("until_year") or 9999)
            # Compare in a year where the date is a weekday of Ordinary Time or similar: take the
            # calendar's entries rather than the day (a Sunday would hide a memorial).
            try:
                the_date = datetime.date(year, month, day)
            except ValueError:
                outcome["not compared (date)"] += 1
                continue
            entries = [e for e in definition(ours).entries if e.in_force(year) and e.date == f"{month:02d}-{day:02d}"]
            want = None if moved else GRADES[grade]
            since = meta.get("since_year") or 1970
            continued = any(other is not meta and other.get("until_year") is not None and other["until_year"] >= since - 1
                            and (other.get("since_year") or 1970) < since for other in spans.get(event["event_key"], ()))
            if want and since > 1970 and since not in EDITION_YEARS.get(api, ()) and not continued:
                def kept(in_year: int) -> set[str]:
                    """Our celebrations on that date at that rank in that year."""
                    return {e.key for e in definition(ours).entries
                            if e.in_force(in_year) and e.date == f"{month:02d}-{day:02d}" and e.rank == want}
                if kept(since) - kept(since - 1):
                    outcome["entry year same"] += 1
                elif kept(since):
                    outcome["entry year: ours earlier"] += 1
                    details.append(f"{event['event_key']} {month:02d}-{day:02d}: API from {since}, ours already in {since - 1}")
                else:
                    first = next((y for y in range(since, 2101) if kept(y)), None)
                    outcome["entry year: ours later"] += 1
                    details.append(f"{event['event_key']} {month:02d}-{day:02d}: API from {since}, ours from {first}")
            if entries and (want is None or any(e.rank == want for e in entries)):
                outcome["agrees"] += 1
            elif entries:
                outcome["rank differs"] += 1
                details.append(f"{event['event_key']} {month:02d}-{day:02d}: API {want}, ours " + ", ".join(f"{e.key} {e.rank}" for e in entries))
            else:
                day_there = liturgical_day(the_date, ours)
                outcome["not on that date"] += 1
                details.append(f"{event['event_key']} {month:02d}-{day:02d} ({want}, {meta.get('action')}): ours has {day_there.celebration.key}")
        option_rows = []
        if settings:
            for name, table in SETTINGS.items():
                api_value = table.get(settings.get(name, ""), settings.get(name))
                our_value = definition(ours).option(name, 2026)
                option_rows.append(f"{name}: API {api_value}, ours {our_value}" + ("" if api_value == our_value else " (differs)"))
        rows.append({"api": api, "ours": ours, "outcome": outcome, "details": details, "options": option_rows})
    return rows


def markdown(rows: list[dict]) -> str:
    lines = ["# Our calendars against the Liturgical Calendar API's national and regional data", "",
             "Generated by `python tools/compile/calendar/litcal_compare.py GIT_DIR --markdown datasets/calendar/LITCAL_COMPARISON.md`",
             "(repository Liturgical-Calendar/LiturgicalCalendarAPI, Apache-2.0; facts compared, nothing copied).", "",
             "| API calendar | ours | events compared | agree | rank differs | not on that date | entry year same / ours earlier / later | options |",
             "|---|---|---|---|---|---|---|---|"]
    total: Counter = Counter()
    for row in rows:
        o = row["outcome"]
        total.update(o)
        compared = o["agrees"] + o["rank differs"] + o["not on that date"]
        years = f"{o['entry year same']} / {o['entry year: ours earlier']} / {o['entry year: ours later']}"
        lines.append(f"| {row['api']} | {row['ours']} | {compared} | {o['agrees']} | {o['rank differs']} | {o['not on that date']} | {years} | "
                     + "; ".join(row["options"]) + " |")
    compared = total["agrees"] + total["rank differs"] + total["not on that date"]
    lines += ["", f"All rows: {compared} events compared in {len(rows)} calendars, {total['agrees']} agree "
              f"({total['agrees'] / max(compared, 1):.1%}), {total['rank differs']} rank differs, {total['not on that date']} not on that "
              f"date; entry years checked {total['entry year same'] + total['entry year: ours earlier'] + total['entry year: ours later']}, "
              f"same {total['entry year same']}."]
    for row in rows:
        if row["details"]:
            lines += ["", f"## {row['api']} / {row['ours']}: differences", ""] + [f"- {d}" for d in row["details"]]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("git_dir")
    args.add_argument("--markdown", type=Path)
    opts = args.parse_args(argv)
    report = markdown(compare(opts.git_dir))
    if opts.markdown:
        opts.markdown.write_text(report, encoding="utf-8")
    print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
