"""Apply facts of the Liturgical Calendar API (github Liturgical-Calendar/LiturgicalCalendarAPI,
Apache-2.0) that romcal 4 lacks, to calendars compiled from romcal 4: the options of its
national settings (Italy keeps the Ascension on Sunday; the Netherlands Epiphany on the Sunday
between 2 and 8 January) and the Netherlands' national celebrations (romcal 4 has one).

Run after compile_romcal4.py (which rewrites the files): entries it adds carry
``"source": "litcal"`` and are replaced on a rerun.

Usage: python tools/compile/calendar/apply_litcal.py GIT_DIR
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[3] / "datasets" / "calendar"
SETTINGS = {"epiphany": {"JAN6": "january_6", "SUNDAY_JAN2_JAN8": "sunday"},
            "ascension": {"THURSDAY": "thursday", "SUNDAY": "sunday"},
            "corpus_christi": {"THURSDAY": "thursday", "SUNDAY": "sunday"}}
NATIONS = {"IT": "italy", "NL": "netherlands"}
# The API's event keys -> our key, English name, precedence (facts: date, grade, colour, year from the API).
NL_EVENTS = {
    "StPeterCanisius": ("peter_canisius_priest", None, "PROPER_MEMORIAL_11B"),
    "HLidwina": ("lidwina_of_schiedam_virgin", "Saint Lidwina, Virgin", "PROPER_FEAST_8F"),
    "MartelarenGorcum": ("martyrs_of_gorkum", "The Martyrs of Gorkum", "PROPER_FEAST_8F"),
    "Brandsma": ("titus_brandsma_priest", "Saint Titus Brandsma, Priest and Martyr", "PROPER_MEMORIAL_11B"),
    "Verkondigers": ("missionaries_of_the_low_countries", "The Holy Missionaries of the Low Countries", "PROPER_FEAST_8F"),
    "Willibrord": ("willibrord_of_utrecht_bishop", "Saint Willibrord, Bishop, Patron of the Netherlands",
                   "PROPER_SOLEMNITY__PRINCIPAL_PATRON_4A"),
}
# Italy: ranks the API changes by year (setProperty with a grade), e.g. St Nicholas an
# obligatory memorial from 2017 (its source: liturgico.chiesacattolica.it); before, the general
# calendar's optional memorial holds.
IT_EVENTS = {"StNicholas": ("nicholas_of_myra_bishop", "PROPER_MEMORIAL_11B")}
# Titus Brandsma was beatified in 1985: the API's 1979 (the year of the Dutch calendar it follows
# for every entry) cannot hold for him; 1985 is a lower bound.
SINCE_FIXES = {"Brandsma": 1985}
SKIPPED = {"VerjaardagWijdingKerken": "dedication of consecrated churches: a solemnity only in churches whose date is unknown"}
RANKS = {3: "memorial", 4: "feast", 6: "solemnity"}


def show(git_dir: str, path: str) -> dict:
    out = subprocess.run(["git", "--git-dir", git_dir, "show", f"HEAD:jsondata/sourcedata/{path}"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


# The API dates many Canadian entries 2016 or 2011, the editions of the Canadian Missal it
# follows, not the year they entered the calendar; only other years (a beatification or
# canonization, a decree) are taken as entry years.
EDITION_YEARS = frozenset({2011, 2016})


def canada_entry_years(git_dir: str) -> int:
    """Entry years of Canada's own celebrations (hand-compiled from romcal 3, which has none)."""
    data = show(git_dir, "calendars/nations/CA/CA.json")
    path = OUT / "canada.json"
    text = path.read_text(encoding="utf-8")
    doc = json.loads(text)
    general = {e["key"] for e in json.loads((OUT / "general.json").read_text(encoding="utf-8"))["celebrations"]}
    changed = 0
    for item in data["litcal"]:
        event, meta = item["liturgical_event"], item["metadata"]
        since = meta.get("since_year")
        if meta["action"] != "createNew" or "month" not in event or since is None or since in EDITION_YEARS or since <= 1970:
            continue
        wanted = f"{event['month']:02d}-{event['day']:02d}"
        for entry in doc["celebrations"]:
            if entry.get("date") == wanted and entry["key"] not in general and "since" not in entry:
                entry["since"] = since
                entry["basis"] = f"entry year from the Liturgical Calendar API, nations/CA/CA.json createNew {event['event_key']} since {since}"
                changed += 1
    from compile_romcal4 import write

    write(doc)
    return changed


def main(git_dir: str) -> int:
    print(f"canada: {canada_entry_years(git_dir)} entry years from the API")
    for code, calendar in NATIONS.items():
        data = show(git_dir, f"calendars/nations/{code}/{code}.json")
        path = OUT / f"{calendar}.json"
        doc = json.loads(path.read_text(encoding="utf-8"))
        settings = data["settings"]
        options = doc.get("options", {})
        for name, table in SETTINGS.items():
            options.pop(f"{name}_on_sunday", None)
            options[name] = [{"value": table[settings[name]],
                              "basis": f"Liturgical Calendar API, nations/{code}/{code}.json settings.{name} = {settings[name]} "
                                       "(in force today; the year it began is not given)"}]
        doc["options"] = options
        doc["options_basis"] = "Liturgical Calendar API national settings (replacing romcal 4's defaults)"
        doc["celebrations"] = [c for c in doc["celebrations"] if c.get("source") != "litcal"]
        if code == "NL":
            for item in data["litcal"]:
                event, meta = item["liturgical_event"], item["metadata"]
                if event["event_key"] in SKIPPED:
                    continue
                key, name, precedence = NL_EVENTS[event["event_key"]]
                entry = {"key": key}
                if name:
                    entry["name"] = name
                if "month" in event:
                    entry["date"] = f"{event['month']:02d}-{event['day']:02d}"
                entry["rank"] = RANKS[event["grade"]]
                entry["precedence"] = precedence
                if event.get("color"):
                    entry["color"] = event["color"][0]
                entry["since"] = SINCE_FIXES.get(event["event_key"], meta.get("since_year", 1970))
                entry["source"] = "litcal"
                entry["basis"] = f"Liturgical Calendar API nations/NL/NL.json, {meta['action']} {event['event_key']}"
                if event["event_key"] in SINCE_FIXES:
                    entry["since_basis"] = "beatification"
                    entry["basis"] += (f"; since {SINCE_FIXES[event['event_key']]}: LOWER BOUND, beatified 1985 "
                                       f"(the API's {meta.get('since_year')} is before his beatification)")
                doc["celebrations"] = [c for c in doc["celebrations"] if c["key"] != key] + [entry]
        if code == "IT":
            for item in data["litcal"]:
                event, meta = item["liturgical_event"], item["metadata"]
                if meta["action"] != "setProperty" or event["event_key"] not in IT_EVENTS or event.get("grade") not in RANKS:
                    continue
                key, precedence = IT_EVENTS[event["event_key"]]
                entry = {"key": key, "rank": RANKS[event["grade"]], "precedence": precedence,
                         "since": meta.get("since_year", 1970), "since_basis": "decree", "source": "litcal",
                         "basis": f"Liturgical Calendar API nations/IT/IT.json, setProperty {event['event_key']} grade {event['grade']} "
                                  f"since {meta.get('since_year')} ({meta.get('url', 'no source given')})"}
                doc["celebrations"] = [c for c in doc["celebrations"] if c["key"] != key] + [entry]
        doc["litcal_skipped"] = SKIPPED if code == "NL" else {}
        from compile_romcal4 import write

        write(doc)
        print(f"{calendar}: options {json.dumps({k: v[0]['value'] for k, v in options.items() if isinstance(v, list)})}, "
              f"{sum(1 for c in doc['celebrations'] if c.get('source') == 'litcal')} celebrations from the API")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main(sys.argv[1]))
