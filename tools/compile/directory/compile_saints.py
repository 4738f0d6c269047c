"""Compile datasets/directory/saints.jsonl from the romcal calendar bundles plus saints_curated.json.

Inputs (not committed): romcal_martyrology.json and romcal_feasts.json, written by
``node romcal_dump.js OUT_DIR`` over the unpacked ``@romcal/calendar.*`` tarballs (MIT).

  .venv/bin/python tools/compile/directory/compile_saints.py --romcal-dump /tmp/romcal
"""

from __future__ import annotations

import argparse
import calendar
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATASET = HERE.parents[2] / "datasets" / "directory"
OUT = DATASET / "saints.jsonl"
STATUS = {"SAINT": "saint", "BLESSED": "blessed"}
TITLE_LABELS = {
    "DOCTOR_OF_THE_CHURCH": "Doctor of the Church",
    "PARENTS_OF_THE_BLESSED_VIRGIN_MARY": "Parent of the Blessed Virgin Mary",
    "SPOUSE_OF_THE_BLESSED_VIRGIN_MARY": "Spouse of the Blessed Virgin Mary",
    "THE_FIRST_MARTYR": "The First Martyr",
    "QUEEN_OF_POLAND": "Queen of Poland",
}
# A saint's state of life, from romcal's titles; "martyr" or "doctor" are not vocations.
VOCATIONS = ("POPE", "BISHOP", "PRIEST", "DEACON", "ABBOT", "ABBESS", "MONK", "HERMIT", "RELIGIOUS", "VIRGIN", "APOSTLE", "EVANGELIST", "MISSIONARY", "KING", "QUEEN", "EMPRESS", "PROPHET", "ARCHANGEL")
KEY_TITLE_SUFFIX = re.compile(r"_(pope|bishop|bishops|priest|priests|martyr|martyrs|virgin|virgin_martyr|religious|abbot|abbess|hermit|deacon|monk|missionary|apostle|apostles|doctor)$")
LOCALE_PRIORITY = ("en", "it", "es", "fr", "de", "pt-br", "pl", "la")
HONORIFIC = re.compile(r"^(Saints?|Blessed|St\.?|Bl\.?)\s+", re.I)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--romcal-dump", type=Path, required=True)
    args = parser.parse_args()
    martyrology = json.loads((args.romcal_dump / "romcal_martyrology.json").read_text())
    feasts = json.loads((args.romcal_dump / "romcal_feasts.json").read_text())
    curated = json.loads((DATASET / "sources" / "saints_curated.json").read_text())
    dates = _feast_dates(feasts)

    records, used_ids = [], set()
    skipped = Counter()
    for key in sorted(martyrology):
        entry = martyrology[key]
        meta = entry["meta"]
        if "count" in meta:
            skipped["groups"] += 1
            continue
        status = STATUS.get(meta.get("canonizationLevel"))
        if status is None:
            skipped["not a person (celebration)"] += 1
            continue
        extra = curated.get(key, {})
        english = entry["names"].get("en")
        primary = _short_name(english) if english else _name_from_key(key)
        saint_id = extra.get("saint_id") or _unique_id(_slug(primary), key, used_ids)
        used_ids.add(saint_id)
        titles = [t for t in meta.get("titles", []) if isinstance(t, str)]
        honorific = "Saint" if status == "saint" else "Blessed"
        day_list = dates.get(key, [])
        record = {
            "saint_id": saint_id,
            "primary_name": primary,
            "display_name": f"{honorific} {primary}",
            "canonical_status": status,
            "titles": [TITLE_LABELS.get(t, t.replace("_", " ").title()) for t in titles],
            "vocation": next((t.lower() for t in titles if t in VOCATIONS), None),
            "image_url": None,
            "learn_more_url": None,
            "birth": _event(meta.get("dateOfBirth"), meta.get("dateOfBirthIsApproximative"), extra.get("birth_date"), extra.get("birth_place")),
            "death": _event(meta.get("dateOfDeath"), meta.get("dateOfDeathIsApproximative"), extra.get("death_date"), extra.get("death_place")),
            "feast_day": day_list[0] if day_list else None,
            "other_feast_days": day_list[1:4],
            "reason_for_canonization": extra.get("reason_for_canonization") or ("martyrdom" if "MARTYR" in titles else None),
            "beatification_date": extra.get("beatification_date") or _year(meta.get("dateOfBeatification")),
            "canonization_date": extra.get("canonization_date") or _year(meta.get("dateOfCanonization")),
            "patronages": extra.get("patronages", []),
            "iconography": extra.get("iconography", []),
            "biography": extra.get("biography"),
            "aliases": _aliases(entry["names"], primary, extra.get("aliases", [])),
            "sources": ["romcal calendar bundles 3.0.0-dev (MIT)"] + (["curated facts (PROVENANCE.md)"] if extra else []),
        }
        records.append(record)
    with OUT.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(json.dumps({"saints": len(records), "skipped": skipped, "curated": len(curated) - 1}), file=sys.stderr)
    return 0


def _feast_dates(feasts: list[dict]) -> dict[str, list[dict]]:
    """romcal id -> fixed calendar dates, the General Roman date first, then by how many calendars use it."""
    counts: dict[str, Counter] = {}
    general: dict[str, tuple[int, int]] = {}
    for feast in feasts:
        when = feast["dateDef"]
        if "month" not in when or "date" not in when:
            continue  # movable celebrations have no fixed day
        day = (when["month"], when["date"])
        for saint in feast["martyrology"] or [feast["id"]]:
            if not isinstance(saint, str):
                continue  # {"id": "companions_martyrs", "count": 24}: a group, not one saint
            counts.setdefault(saint, Counter())[day] += 1
            if feast["calendar"] == "general_roman":
                general[saint] = day
    out = {}
    for saint, counter in counts.items():
        ordered = sorted(counter, key=lambda d: (d != general.get(saint), -counter[d], d))
        out[saint] = [
            {
                "month": m,
                "day": d,
                "label": f"{calendar.month_name[m]} {d}",
                "calendar": "general_roman" if (m, d) == general.get(saint) else f"{counter[(m, d)]} particular calendar(s)",
            }
            for m, d in ordered
        ]
    return out


def _short_name(english: str) -> str:
    name = HONORIFIC.sub("", english.strip())
    return name.split(",")[0].strip()


def _name_from_key(key: str) -> str:
    base = KEY_TITLE_SUFFIX.sub("", key)
    words = base.split("_")
    small = {"of", "the", "and", "de", "da", "del", "di", "la", "von", "van"}
    return " ".join(w if w in small else w.capitalize() for w in words)


def _slug(text: str) -> str:
    import unicodedata

    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def _unique_id(slug: str, key: str, used: set[str]) -> str:
    if slug not in used:
        return slug
    return _slug(key.replace("_", " "))


def _event(value, approximate, curated_date, curated_place) -> dict:
    date = curated_date
    if date is None and value is not None:
        if isinstance(value, int):
            date = str(value).zfill(4)
        elif isinstance(value, str):
            date = _iso(value)
        # {"century": n} and {"between": [a, b]} are ranges, not dates: left null
    return {"date": date, "approximate": bool(approximate) and curated_date is None, "place": curated_place}


def _iso(text: str) -> str | None:
    """romcal writes "1900-7-9" and sometimes "28-02-1936"; anything else is left unknown."""
    parts = text.split("-")
    if len(parts) == 3 and len(parts[0]) == 4:
        year, month, day = parts
    elif len(parts) == 3 and len(parts[2]) == 4:
        day, month, year = parts
    else:
        return None
    return f"{year}-{month.zfill(2)}-{day.zfill(2)}"


def _year(value) -> str | None:
    if value is None:
        return None
    return str(value).zfill(4) if isinstance(value, int) else str(value)


def _aliases(names: dict[str, str], primary: str, curated: list[str]) -> list[str]:
    out = list(curated)
    for locale in LOCALE_PRIORITY:
        name = names.get(locale)
        if not name:
            continue
        short = name.split(",")[0].split("(")[0].strip()
        short = re.sub(r"^(papa|papież)\s+", "", short, flags=re.I)
        if short and short not in out and _short_name(short) != primary:
            out.append(short)
    return out


if __name__ == "__main__":
    sys.exit(main())
