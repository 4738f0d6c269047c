"""Compile the catalogue of the Magisterium (datasets/documents/catalogue/catalogue.jsonl).

Facts only: id, English title, Latin incipit, abbreviation, author, date, kind, languages
and the publisher's URL of each document. No text of any document is read or kept.

Two inputs:

1. ``--snapshot GIT_DIR``: a git snapshot of github.com/henriqueffjr/chatbot-catolico-docs
   (MIT licence), which holds copies of vatican.va's English *index* pages for Pope Francis
   and Benedict XVI (encyclicals, apostolic exhortations, letters, constitutions, motu
   proprio, bulls, letters, messages) and of vatican.va's English home page. From each index
   page this script keeps, per listed document, the link (the publisher's own URL), the link
   text (the English title with the date in brackets) and the language links; from the home
   page, the links it gives to documents the curated list holds (``HOME_PAGE_DOCUMENTS``).
   Every URL is one vatican.va itself printed.
2. ``datasets/documents/catalogue/sources/curated.jsonl``: facts the team wrote down
   (councils, catechisms, codes, encyclicals of earlier popes, doctrinal documents), each
   with a ``url`` only where it was cross-checked against the publisher's pattern as cited
   by independent public sources, else ``null`` with ``url_status: "not established"``.

Run: ``python tools/compile/documents/compile_catalogue.py --snapshot /path/to/repo.git``
(writes the catalogue and prints counts by kind). Curated entries win over snapshot
entries with the same URL (they carry the abbreviation and the keywords).
"""

from __future__ import annotations

import argparse
import html
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CATALOGUE_DIR = ROOT / "datasets" / "documents" / "catalogue"
CURATED = CATALOGUE_DIR / "sources" / "curated.jsonl"
OUT = CATALOGUE_DIR / "catalogue.jsonl"
PUBLISHER = "https://www.vatican.va"

# vatican.va path segment -> catalogue kind. Speeches, audiences, Angelus addresses,
# homilies and travel pages are left out: they are not documents one cites by name.
KINDS = {
    "encyclicals": "encyclical",
    "apost_exhortations": "apostolic-exhortation",
    "apost_letters": "apostolic-letter",
    "apost_constitutions": "apostolic-constitution",
    "motu_proprio": "motu-proprio",
    "bulls": "bull",
    "letters": "letter",
    "messages": "message",
}
AUTHORS = {"francesco": "Pope Francis", "benedict-xvi": "Pope Benedict XVI", "leo-xiv": "Pope Leo XIV"}
LANGUAGE_NAMES = {
    "Arabic": "ar", "Belarusian": "be", "Chinese (China)": "zh-CN", "Chinese (Taiwan)": "zh-TW",
    "Croatian": "hr", "Czech": "cs", "Dutch": "nl", "English": "en", "French": "fr", "German": "de",
    "Hebrew": "he", "Hungarian": "hu", "Indonesian": "id", "Italian": "it", "Japanese": "ja",
    "Latin": "la", "Latvian": "lv", "Lithuanian": "lt", "Malayalam": "ml", "Polish": "pl",
    "Portuguese": "pt", "Romanian": "ro", "Russian": "ru", "Slovak": "sk", "Slovenian": "sl",
    "Spanish": "es", "Swahili": "sw", "Swedish": "sv", "Ukrainian": "uk", "Korean": "ko",
    "Albanian": "sq", "Armenian": "hy", "Greek": "el", "Maltese": "mt", "Filipino": "fil",
}
MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}
ITEM = re.compile(r'<div class="item">\s*<h1>\s*<a href="(?P<href>[^"]+)">(?P<title>.*?)</a>\s*</h1>(?P<rest>.*?)</div>',
                  re.DOTALL)
LANGUAGE_LINK = re.compile(r'<a href="[^"]+">([^<]+)</a>')
DATE_IN_TITLE = re.compile(r"\((?:[^()]*?)(?:(?P<d1>\d{1,2})\s+(?P<m1>[A-Za-z]+)|(?P<m2>[A-Za-z]+)\s+(?P<d2>\d{1,2}),?)\s+(?P<y>\d{4})\)\s*$")
DATE_IN_URL = re.compile(r"(?<!\d)((?:19|20)\d{2})(\d{2})(\d{2})(?!\d)")
INCIPIT = re.compile(r'^\s*[“"«]\s*(?P<incipit>[^”"»]{2,120}?)\s*[”"»]')
# vatican.va's English home page links a few standing documents by name; those the curated
# list holds take their URL from it (link text -> curated id).
HOME_PAGE_NAME = re.compile(r"_vatican_en\.html$")
HOME_PAGE_DOCUMENTS = {"Social Doctrine of the Church": "csdc"}
LINK = re.compile(r'<a href="(?P<href>https://www\.vatican\.va/[^"]+\.html)"[^>]*>(?P<text>.*?)</a>', re.DOTALL)
INDEX_NAME = re.compile(r"_(francesco|benedict-xvi|leo-xiv)_en_(apost_exhortations|apost_letters|apost_constitutions|"
                        r"motu_proprio|encyclicals|bulls|letters|messages)(?:_[a-z0-9_-]+)?\.index\.html$")


def git(git_dir: Path, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", str(git_dir), *args], check=True, capture_output=True,
                          text=True, errors="replace").stdout


def index_pages(git_dir: Path, name: re.Pattern[str] = INDEX_NAME) -> dict[str, str]:
    """Pages whose path matches ``name`` in any commit of the snapshot: path -> blob id
    (newest wins; ``rev-list`` lists the newest commit first)."""
    pages: dict[str, str] = {}
    for commit in git(git_dir, "rev-list", "--all").split():
        for line in git(git_dir, "ls-tree", "-r", commit).splitlines():
            meta, _, path = line.partition("\t")
            if name.search(path) and path not in pages:
                pages[path] = meta.split()[2]
    return pages


def home_page_links(git_dir: Path) -> dict[str, str]:
    """Link text -> URL for the links to vatican.va on its English home page (newest capture)."""
    links: dict[str, str] = {}
    for _path, blob in sorted(index_pages(git_dir, HOME_PAGE_NAME).items()):
        page = git(git_dir, "cat-file", "-p", blob)
        for match in LINK.finditer(page):
            text = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", match.group("text"))).split())
            links.setdefault(text, match.group("href"))
    return links


def _date(title: str, url: str) -> str | None:
    match = DATE_IN_TITLE.search(title)
    if match:
        month, day = (match.group("m1"), match.group("d1")) if match.group("m1") else (match.group("m2"), match.group("d2"))
        if month.lower() in MONTHS:
            return f"{int(match.group('y')):04d}-{MONTHS[month.lower()]:02d}-{int(day):02d}"
    match = DATE_IN_URL.search(url.rsplit("/", 1)[-1])
    if match and 1 <= int(match.group(2)) <= 12 and 1 <= int(match.group(3)) <= 31:
        return f"{match.group(1)}-{match.group(2)}-{match.group(3)}"
    return None


def slug(text: str) -> str:
    import unicodedata

    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", folded).strip("-")


def snapshot_entries(git_dir: Path) -> list[dict]:
    entries: dict[str, dict] = {}
    for path, blob in sorted(index_pages(git_dir).items()):
        pope, section = INDEX_NAME.search(path).groups()
        kind = KINDS.get(section)
        if kind is None:
            continue
        page = git(git_dir, "cat-file", "-p", blob)
        for item in ITEM.finditer(page):
            href = item.group("href")
            if f"/{pope}/en/{section}/" not in href or not href.endswith(".html"):
                continue
            url = href if href.startswith("http") else PUBLISHER + href
            title = " ".join(html.unescape(re.sub(r"<[^>]+>", "", item.group("title"))).split())
            languages = sorted({LANGUAGE_NAMES[name.strip()] for name in LANGUAGE_LINK.findall(item.group("rest"))
                                if name.strip() in LANGUAGE_NAMES} | {"en"})
            incipit = INCIPIT.match(title)
            date = _date(title, url)
            clean_title = DATE_IN_TITLE.sub("", title).strip().rstrip(",;:")
            name = url.rsplit("/", 1)[-1].removesuffix(".html")
            entries[url] = {
                "id": f"{pope}-{slug(name)}"[:120],
                "title": clean_title,
                "incipit": incipit.group("incipit").strip() if incipit else None,
                "abbreviation": None,
                "author": AUTHORS[pope],
                "date": date,
                "kind": kind,
                "languages": languages,
                "url": url,
                "url_status": "publisher index page",
                "source": "vatican.va index page (snapshot in henriqueffjr/chatbot-catolico-docs, MIT)",
            }
    return list(entries.values())


def curated_entries() -> list[dict]:
    rows = []
    for number, line in enumerate(CURATED.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            row = json.loads(line)
            row.setdefault("url_status", "cross-checked" if row.get("url") else "not established")
            row["languages"] = row.get("languages") or []
            row.setdefault("source", "curated by the team from established facts")
            rows.append(row)
    return rows


def compile_catalogue(git_dir: Path | None) -> list[dict]:
    curated = curated_entries()
    by_url = {row["url"]: row for row in curated if row.get("url")}
    # A curated entry without a URL takes the URL the publisher's index page gives the same
    # document (same author, the incipit in the file name): "Deus Caritas Est" by Benedict
    # XVI is .../hf_ben-xvi_enc_20051225_deus-caritas-est.html.
    by_incipit = {(row["author"], slug(row["incipit"])): row for row in curated
                  if row.get("incipit") and not row.get("url")}
    merged = {row["id"]: row for row in curated}
    for text, url in (home_page_links(git_dir) if git_dir else {}).items():
        row = merged.get(HOME_PAGE_DOCUMENTS.get(text, ""))
        if row is not None and not row.get("url"):
            row["url"], row["url_status"] = url, "publisher index page"
            row["source"] = row["source"] + "; url from the link on vatican.va's English home page"
            by_url[url] = row
    for row in snapshot_entries(git_dir) if git_dir else []:
        name = row["url"].rsplit("/", 1)[-1].removesuffix(".html")
        twin = by_url.get(row["url"]) or next(
            (c for (author, key), c in by_incipit.items()
             if author == row["author"] and (name.endswith(key) or f"_{key}" in name or f"-{key}" in name)), None)
        if twin is not None:  # the curated entry keeps its id, abbreviation and keywords
            if not twin.get("url"):
                twin["url"], twin["url_status"] = row["url"], "publisher index page"
                by_url[row["url"]] = twin
            twin["languages"] = sorted(set(twin.get("languages") or []) | set(row["languages"]))
            twin["source"] = twin["source"] + "; url and languages from the vatican.va index page"
            continue
        if row["id"] in merged:  # the same page listed under two sections
            continue
        merged[row["id"]] = row
    ordered = sorted(merged.values(), key=lambda r: (r.get("date") or "9999", r["id"]))
    for row in ordered:
        _check(row)
    return ordered


REQUIRED = ("id", "title", "author", "kind")


def _check(row: dict) -> None:
    for key in REQUIRED:
        if not row.get(key):
            raise SystemExit(f"catalogue row {row.get('id')!r}: {key} is required")
    url = row.get("url")
    if url is not None and not url.startswith(("https://www.vatican.va/", "https://www.vatican.va")):
        raise SystemExit(f"catalogue row {row['id']!r}: url {url!r} is not on the publisher's site")
    date = row.get("date")
    if date is not None and not re.fullmatch(r"\d{4}(-\d{2}(-\d{2})?)?", date):
        raise SystemExit(f"catalogue row {row['id']!r}: date {date!r} is not ISO")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--snapshot", type=Path, help="git dir of henriqueffjr/chatbot-catolico-docs")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    rows = compile_catalogue(args.snapshot)
    with open(args.out, "w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    counts = Counter(row["kind"] for row in rows)
    print(f"{len(rows)} documents -> {args.out}", file=sys.stderr)
    for kind, count in counts.most_common():
        print(f"  {kind}: {count}", file=sys.stderr)
    print(f"  with url: {sum(1 for r in rows if r.get('url'))}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
