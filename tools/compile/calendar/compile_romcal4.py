"""Compile national and regional calendars (datasets/calendar/<id>.json) from the calendar
definitions bundled in the PyPI package ``romcal`` 4.x (Apache-2.0): facts only - which
celebration, on which date, at which rank - in our own format (see datasets/calendar/PROVENANCE.md).

romcal 4 and our data share celebration ids (romcal v3 ids), so an entry whose id is in the
General Roman Calendar changes that entry (rank, date); other ids are new celebrations.
Names come from romcal's English resources. What romcal models and we do not is recorded
per calendar under "compiled" (skipped entries, date exceptions our engine's general transfer
rules replace), never silently dropped.

Calendars compiled: the four regions (africa, americas, asia, europe) and every country with at
most one parent region (Greece's Julian Easter becomes the option ``"easter": "julian"``); the six calendars compiled earlier
from romcal 3 and corrected by hand (united_states, canada, england, wales, philippines,
australia) are left as they are. Dioceses (france__paris...) and calendars with two parents
(european_russia, asian_russia) are not compiled: our model has one parent per calendar.

Usage (build time; romcal is not a runtime dependency):
    pip install romcal==4.0.0b6   # in any Python >= 3.11 environment
    python tools/compile/calendar/compile_romcal4.py [--only brazil,mexico]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[3] / "datasets" / "calendar"
KEEP = frozenset({"general", "united_states", "canada", "england", "wales", "philippines", "australia"})
SKIP = frozenset({"general_roman", "temporal_cycle", "european_russia", "asian_russia"})
REGIONS = ("africa", "americas", "asia", "europe")

# romcal 4 date functions -> our moveable date (days after Easter) or fixed date.
_EASTER_OFFSETS = {"easter_sunday": 0, "divine_mercy_sunday": 7, "pentecost_sunday": 49, "mary_mother_of_the_church": 50,
                   "immaculate_heart_of_mary": 69}
_FIXED_FUNCTIONS = {"all_saints": (11, 1), "annunciation": (3, 25), "assumption": (8, 15), "exaltation_of_the_holy_cross": (9, 14),
                    "immaculate_conception_of_mary": (12, 8), "nativity_of_john_the_baptist": (6, 24),
                    "peter_and_paul_apostles": (6, 29), "presentation_of_the_lord": (2, 2), "transfiguration": (8, 6)}
_WEEKDAYS = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")  # romcal: 0 = Sunday


# romcal 4 ids for celebrations our General Roman Calendar holds under another id: the national
# entry then changes ours instead of adding a second celebration. Mother Teresa, canonized on
# 4 September 2016, is "teresa_of_calcutta_virgin" in ours (general from 2025).
RENAMES = {"teresa_of_calcutta_religious": ("teresa_of_calcutta_virgin", {
    "since": 2016, "basis": "canonized 4 September 2016: no national celebration before 2016 (lower bound; romcal gives no year)"})}


# Options checked against other sources where romcal 4 gives none (its default would put
# Corpus Christi on Sunday): the Croatian Catholic news agency IKA, citing Vatican News
# (ika.hkm.hr, "Tijelovske procesije diljem Austrije"): in Austria, Portugal, Brazil, Poland and
# Croatia Corpus Christi is always celebrated on the Thursday (the second after Pentecost) and
# is a public holiday; italianismo.com.br likewise for Brazil and Portugal. Germany ("several
# German states") and others are left to romcal's default.
CHECKED_OPTIONS = {
    country: ({"corpus_christi_on_sunday": False},
              "Corpus Christi on Thursday: IKA (Croatian Catholic news agency) citing Vatican News, ika.hkm.hr; "
              "for Brazil and Portugal also italianismo.com.br. Epiphany and Ascension: romcal 4's defaults, not verified.")
    for country in ("austria", "portugal", "brazil", "poland", "croatia")
}


def rank_of(precedence: str) -> str:
    p = precedence.lower()
    if "solemnity" in p:
        return "solemnity"
    if "feast" in p:
        return "feast"
    if "optional_memorial" in p:
        return "optional_memorial"
    if "memorial" in p:
        return "memorial"
    raise ValueError(f"no rank for precedence {precedence}")


def date_spec(date_def: dict) -> str | None:
    if "month" in date_def and "date" in date_def:
        return f"{date_def['month']:02d}-{date_def['date']:02d}"
    if "date_fn" in date_def:
        fn, offset = date_def["date_fn"], date_def.get("day_offset", 0)
        if fn in _EASTER_OFFSETS and _EASTER_OFFSETS[fn] + offset >= 0:
            return f"easter+{_EASTER_OFFSETS[fn] + offset}"
        if fn in _FIXED_FUNCTIONS and offset == 0:
            month, day = _FIXED_FUNCTIONS[fn]
            return f"{month:02d}-{day:02d}"
        return None
    if "day_of_week" in date_def and "nth_week_in_month" in date_def:
        return f"{date_def['month']:02d}/{_WEEKDAYS[date_def['day_of_week']]}/{date_def['nth_week_in_month']}"
    return None  # "last Sunday of the month": not in our date forms


def colour_of(item: dict, key: str, inherited: str | None) -> str:
    colors = item.get("colors")
    if isinstance(colors, list) and colors:
        return str(colors[0]).lower()
    if isinstance(colors, str):
        return colors.lower()
    if inherited:
        return inherited
    return "red" if "martyr" in key else "white"


def english_names(resources) -> dict[str, dict]:
    for res in resources:
        if res.locale == "en":
            return res.model_dump(mode="json", exclude_none=True).get("entities", {})
    return {}


def name_of(key: str, item: dict, names: dict[str, dict]) -> str:
    for candidate in (item.get("custom_locale_id"), key):
        entity = names.get(candidate or "")
        if entity and (entity.get("fullname") or entity.get("name")):
            return entity.get("fullname") or entity["name"]
    return key.replace("_", " ").title()  # romcal gives no English name: the id, readable


def compile_calendar(cid: str, definition: dict, known: dict[str, dict], names: dict[str, dict], parent: str) -> dict:
    celebrations, skipped, exceptions = [], [], []
    for key, item in sorted(definition.get("days_definitions", {}).items()):
        key, extra = RENAMES.get(key, (key, {}))
        base = known.get(key)
        if item.get("drop"):
            celebrations.append({"key": key, "drop": True})
            continue
        if item.get("is_optional"):
            skipped.append(f"{key}: kept only where it applies (is_optional), not calendar-wide")
            continue
        spec = date_spec(item["date_def"]) if "date_def" in item else (base or {}).get("date")
        precedence = item.get("precedence")
        if spec is None:
            skipped.append(f"{key}: date {item.get('date_def')} has no form in our data")
            continue
        if precedence is None and base is None:
            skipped.append(f"{key}: no precedence and not in the parent calendars")
            continue
        entry = {"key": key}
        if base is None or item.get("custom_locale_id"):
            entry["name"] = name_of(key, item, names)
        entry["date"] = spec
        if precedence:
            entry["rank"] = rank_of(precedence)
            entry["precedence"] = precedence.upper()
        entry["color"] = colour_of(item, key, (base or {}).get("color"))
        if "date_exceptions" in item:
            exceptions.append(key)
        celebrations.append({**entry, **extra})
    config = definition.get("particular_config") or {}
    options = {name: bool(config[name]) for name in ("epiphany_on_sunday", "ascension_on_sunday", "corpus_christi_on_sunday")
               if name in config}
    options_basis = "romcal 4 particular_config of this calendar"
    if not config:
        # romcal 4 applies its defaults to a calendar without a configuration of its own:
        # Epiphany and Ascension on their days, Corpus Christi on the Sunday after Trinity.
        options = {"epiphany_on_sunday": False, "ascension_on_sunday": False, "corpus_christi_on_sunday": True}
        options_basis = ("romcal 4's defaults (the calendar gives no configuration); not verified against the "
                         "episcopal conference's decisions")
    doc = {
        "calendar": cid,
        "title": f"Proper calendar: {cid.replace('_', ' ').title()}" if cid not in REGIONS else f"Regional calendar: {cid.title()}",
        "parent": parent,
        "source": "romcal==4.0.0b6 (PyPI, Apache-2.0), bundled calendar definition " + cid,
        "compiled": {"skipped": skipped, "date_exceptions_left_to_the_engine": exceptions},
    }
    if config.get("easter_calculation_type") == "julian":
        # Kept with the Orthodox: romcal 4's particular_config (and romcal 1.3.0's Greece), the
        # year it began is not given; applied to every year.
        options = {**options, "easter": [{"value": "julian", "basis": (
            "Easter by the Julian computus (the Orthodox date): romcal 4 particular_config easter_calculation_type "
            "julian; the first year is not verified, applied from 1970")}]}
    if cid in CHECKED_OPTIONS:
        options = {**options, **CHECKED_OPTIONS[cid][0]}
        options_basis = CHECKED_OPTIONS[cid][1]
    if options:
        doc["options"] = options
        doc["options_basis"] = options_basis
    doc["celebrations"] = celebrations
    return doc


def write(doc: dict) -> Path:
    path = OUT / f"{doc['calendar']}.json"
    lines = ["{"]
    head = {k: v for k, v in doc.items() if k != "celebrations"}
    for k, v in head.items():
        lines.append(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},")
    lines.append('  "celebrations": [')
    rows = [f"    {json.dumps(c, ensure_ascii=False)}" for c in doc["celebrations"]]
    lines.append(",\n".join(rows))
    lines.append("  ]")
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    import romcal  # build-time only

    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--only", default="", help="comma-separated calendar ids")
    opts = args.parse_args(argv)
    definitions = {d.id: d.model_dump(mode="json", exclude_none=True) for d in romcal.get_bundled_calendar_definitions()}
    names = english_names(romcal.get_bundled_resources())
    general = {e["key"]: e for e in json.loads((OUT / "general.json").read_text(encoding="utf-8"))["celebrations"]}
    only = set(filter(None, opts.only.split(",")))
    compiled = []
    order = [c for c in REGIONS] + sorted(c for c in definitions if c not in REGIONS)
    region_entries: dict[str, dict] = {}
    for cid in order:
        definition = definitions.get(cid)
        if definition is None or cid in SKIP or cid in KEEP or "__" in cid or (only and cid not in only):
            continue
        parents = definition.get("parent_calendar_ids", [])
        if len(parents) > 1:
            continue
        parent = parents[0] if parents else "general"
        known = dict(general)
        if parent in REGIONS:
            known.update({e["key"]: {**general.get(e["key"], {}), **e} for e in region_entries.get(parent, {}).values()})
        doc = compile_calendar(cid, definition, known, names, parent)
        if cid in REGIONS:
            region_entries[cid] = {e["key"]: e for e in doc["celebrations"]}
        compiled.append((cid, len(doc["celebrations"]), len(doc["compiled"]["skipped"]), write(doc)))
    for cid, count, skipped, path in compiled:
        print(f"{cid}: {count} celebrations ({skipped} skipped) -> {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
