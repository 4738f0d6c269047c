"""Compile datasets/martyrology/facts.jsonl: who the Roman Martyrology commemorates each day.

Input (fetched, not committed): ``data/editions/martyrologium_romanum_1914_en_unofficial/``
of github.com/CatholicOS/martyrology-api (Apache-2.0 repository; the 1914 English translation
of the Martyrology is in the public domain). From each elogium only facts are kept, never
its sentences:

- ``name``: the person or persons named first ("Pionius"; "Victorinus, Victor, Nicephorus...");
- ``status``: "saint" (St., Sts., holy, the saints); else the linked directory record's
  status, or null (the translation writes "the blessed bishop" of saints too);
- ``role``: the words of state that follow the name when they are only such words
  ("bishop and martyr", "virgin"), else null;
- ``place``: the place the elogium opens with ("Smyrna"; "Trois-Chateaux, France"), else null;
- ``kind``: "person", or "observance" for feasts and vigils (then ``name`` is its short title);
- ``saint_id``: the saints directory record of the same name whose feast or death falls on
  that day, when exactly one does.

Entries keep the Martyrology's order. Its ``mr:`` keys come from a CC BY-NC-ND index and are
not kept. An elogium that yields no name is counted and left out, never guessed.

  .venv/bin/python tools/compile/martyrology/compile_facts.py EDITION_DIR
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "functions" / "a2a"))

from ecclesia.data.directory.normalize import analyse  # noqa: E402

OUT = ROOT / "datasets" / "martyrology" / "facts.jsonl"
SAINTS = ROOT / "datasets" / "directory" / "saints.jsonl"

ROLE_WORDS = set(
    """bishop bishops martyr martyrs priest priests virgin virgins confessor confessors abbot abbots
    abbess deacon deacons subdeacon monk monks hermit hermits widow widows doctor apostle apostles
    evangelist king queen pope popes archbishop cardinal religious recluse soldier soldiers
    anchoret anchorite solitary layman matron matrons child children boy girl lector exorcist
    penitent patriarch prophet prophets founder nun nuns presbyter tribune noble nobleman and
    of the church his her their companions brother brothers sister sisters mother father son
    daughter wife husband physician virgin-martyr""".split()
)
ROLE_LEADS = re.compile(r"^(?:the\s+)?(?:holy|blessed)?\s*(bishop|priest|virgin|abbot|deacon|martyr|martyrs|pope|monk|"
                        r"confessor|hermit|widow|abbess|king|queen|matron|virgins|bishops|priests)\s+", re.I)
NAME = r"(?!(?:Sts?|Cardinal|Bishop|Archbishop|Pope|Doctor|King|Queen|Abbot|Emperor|Priest|Deacon)\b)[A-Z][\w'’\-]+(?:\s+(?:of|the|de|da|di|du|le|la|von|van)\s+[A-Z][\w'’\-]+|\s+[A-Z][\w'’\-]+)*"
NAMES = rf"{NAME}(?:,\s+{NAME})*(?:,?\s+and\s+{NAME})?"
HONORIFIC = re.compile(
    rf"\b(?P<honor>Sts?\b\.?|Saints?|the\s+Saints|holy\s+(?:\w+\s+)?(?:martyrs?|virgins?|confessors?|bishops?|priests?|abbots?|popes?|deacons?|hermits?|widows?|monks?)|"
    rf"holy|Blessed|blessed\s+(?:\w+\s+)?)\s*(?P<role_before>(?:bishop|priest|virgin|abbot|deacon|martyr|pope|monk|confessor|hermit|widow|abbess|apostles?|evangelist)s?\s+)?"
    rf"(?P<names>{NAMES})"
)
PLACE = re.compile(r"^(?:At|In|Near|On|Among|Upon)\s+(?P<place>[^,]+?)(?:,\s+(?:in|near)\s+(?P<region>[^,]+?))?,\s")
OBSERVANCE = re.compile(r"^(?:The\s+)?(?P<title>(?i:Vigil|Octave|Feast|Purification|Annunciation|Nativity|Circumcision|Epiphany|"
                        r"Assumption|Conception|Commemoration|Finding|Exaltation|Chair|Conversion|Dedication|Apparition|"
                        r"Transfiguration|Invention|Solemnity|Visitation|Presentation|Expectation|Translation|Octave|"
                        r"Most\s+Holy|Holy\s+Name|Espousals|Seven\s+Dolors|Patronage|Stigmata|Beheading|Sacred)\b[^.;,(]*)")
ABBREVIATION = re.compile(r"\b(Sts?|Bl|Ven|Fr|Mt|Abp|Bp)\.")


def first_sentence(text: str) -> str:
    text = re.sub(r"\([^)]*\)", " ", text).strip()  # rubrical notes in brackets
    protected = ABBREVIATION.sub(lambda m: m.group(1) + "§", text)
    sentence = re.split(r"(?<=[.;:!?])\s", protected, maxsplit=1)[0]
    return sentence.replace("§", ".").rstrip(".;: ")


def parse(text: str) -> dict | None:
    sentence = re.sub(r"\b(Sts?)\.", r"\1", first_sentence(text))  # "St. Stephen" -> "St Stephen"
    place = None
    match = PLACE.match(sentence + " ")
    if match:
        place = match.group("place").strip()
        if match.group("region"):
            place = f"{place}, {match.group('region').strip()}"
        if len(place.split()) > 6:
            place = None
    observance = OBSERVANCE.match(re.sub(r"^(?:At|In)\s+[^,]+,\s+", "", sentence))
    if observance and not HONORIFIC.match(sentence):
        title = re.sub(r"\s+", " ", observance.group("title")).strip()
        title = title[0].upper() + title[1:]
        if len(title.split()) <= 12:
            return {"kind": "observance", "name": title, "status": None, "role": None, "place": place}
    honor = HONORIFIC.search(sentence)
    if honor is None:
        return None
    names = honor.group("names").strip()
    names = re.sub(r",?\s+and\s+(?:their|his|her)\s+companions?$", "", names)
    honorific = honor.group("honor").lower()
    # "St.", "Sts.", "holy" mean a saint; the 1914 translation also writes "the blessed bishop"
    # of saints, so "blessed" alone does not state a rank (the directory's record may).
    status = None if honorific.startswith("blessed") else "saint"
    role_before = (honor.group("role_before") or "").strip() or None
    if re.fullmatch(r"holy\s+(?:\w+\s+)?\w+", honorific) and honorific != "holy":
        role_before = honorific.split()[-1]
    rest = sentence[honor.end():]
    role = None
    role_match = re.match(r"^,\s+(?:an?\s+|the\s+)?([a-z ,\-]+?)(?:,|$)", rest)
    if role_match:
        words = role_match.group(1).replace(",", " ").split()
        if words and all(w in ROLE_WORDS for w in words) and not set(words) <= {"and", "their", "his", "her", "companions"}:
            role = " ".join(words)
    return {"kind": "person", "name": names, "status": status, "role": role or role_before, "place": place}


def name_key(name: str) -> str:
    return " ".join(analyse(name).english)


def main() -> int:
    edition = Path(sys.argv[1])
    directory: dict[str, list[dict]] = {}
    for line in SAINTS.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        for name in {record["primary_name"], *record["aliases"]}:
            directory.setdefault(name_key(name), []).append(record)
    report: Counter = Counter()
    days = []
    for month in range(1, 13):
        raw = json.loads((edition / f"{month:02d}.json").read_text(encoding="utf-8"))
        for day_key in sorted(raw, key=int):
            day = int(day_key)
            entries = []
            for text in raw[day_key]["elogia"].values():
                report["elogia"] += 1
                fact = parse(text)
                if fact is None:
                    report["no_name"] += 1
                    continue
                if fact["kind"] == "person":
                    record = link(directory, fact["name"], month, day)
                    if record is not None:
                        fact["saint_id"] = record["saint_id"]
                        fact["status"] = fact["status"] or record["canonical_status"]
                        report["linked"] += 1
                report[fact["kind"]] += 1
                entries.append({k: v for k, v in fact.items() if v is not None})
            days.append({"day": f"{month:02d}-{day:02d}", "entries": entries})
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as handle:
        for day in days:
            handle.write(json.dumps(day, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(json.dumps(dict(report)), file=sys.stderr)
    return 0


def link(directory: dict[str, list[dict]], name: str, month: int, day: int) -> dict | None:
    found = {}
    for record in directory.get(name_key(name), ()):
        feasts = [record.get("feast_day"), *(record.get("other_feast_days") or [])]
        on_day = any(f and (f["month"], f["day"]) == (month, day) for f in feasts)
        death = record["death"]["date"] or ""
        on_day = on_day or death[5:] == f"{month:02d}-{day:02d}"
        if on_day:
            found[record["saint_id"]] = record
    return next(iter(found.values())) if len(found) == 1 else None


if __name__ == "__main__":
    raise SystemExit(main())
