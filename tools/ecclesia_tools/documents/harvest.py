"""The operator's harvester: download catalogued documents from their publishers and ingest them.

``ecclesia-ingest --catalogue [--kind encyclical] [--author francis] [--id laudato-si ...]``

Modern Church documents are the publishers' copyright. This tool does what an operator
would do by hand (open the page, keep the text) for the documents of the catalogue, so that
their texts can be searched and served *by that operator*; whether they may be is for the
operator to settle under the publishers' terms. Nothing it downloads belongs in this
repository.

How it behaves towards the publisher:

* at most 2 requests at a time (``MAX_CONCURRENCY``) and a pause (``--delay``, 1 s by
  default) after each request of a worker;
* robots.txt of each host is read first and honoured (a disallowed URL is reported, not
  fetched); the user agent names the tool;
* retries with exponential backoff (and ``Retry-After``) on 429, 5xx and network errors;
* resumable and incremental: a state file in the cache folder keeps each URL's ETag,
  Last-Modified and content hash, so a re-run sends conditional requests, counts a 304 or an
  identical body as unchanged, and an interrupted run continues where it stopped.

The main text is extracted with selectolax (the Lexbor HTML5 parser): the publisher's
document container (``div.documento`` / ``div.testo`` on vatican.va, else ``article``,
``main``, ``body``), headings kept as Markdown headings, numbered paragraphs kept with their
numbers, footnotes kept as a ``Notes`` section, navigation and scripts dropped.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO
from urllib.parse import urlsplit
from urllib.robotparser import RobotFileParser

import httpx

from ecclesia.data.documents.catalogue import CatalogueEntry, default_catalogue
from ecclesia.data.documents.model import SourceDocument

MAX_CONCURRENCY = 2
USER_AGENT = "ecclesia-harvester/1.0 (operator tool; honours robots.txt; 2 requests at a time)"
RETRY_STATUSES = {429, 500, 502, 503, 504}
MAIN_SELECTORS = ("div.documento", "div.testo", "article", "main", "body")
DROP_SELECTORS = ("script", "style", "noscript", "nav", "header", "footer", "form", "iframe",
                  "div.menu", "div.breadcrumb", "div.navigation", "ul.nav")
SOURCE = "harvest:catalogue"


@dataclass(slots=True)
class HarvestReport:
    selected: int = 0
    fetched: int = 0
    unchanged: int = 0
    failed: list[dict[str, str]] = field(default_factory=list)
    disallowed: list[str] = field(default_factory=list)
    no_url: list[str] = field(default_factory=list)
    requests: int = 0
    seconds: float = 0.0

    def as_dict(self) -> dict:
        return {name: getattr(self, name) for name in self.__slots__}


def select(entries: Iterable[CatalogueEntry], kinds: list[str] | None = None, authors: list[str] | None = None,
           ids: list[str] | None = None, limit: int | None = None) -> list[CatalogueEntry]:
    """Catalogue entries matching every filter given: kind, author (a word of it), id."""
    chosen = []
    for entry in entries:
        if kinds and entry.kind not in kinds:
            continue
        if authors and not any(a.casefold() in entry.author.casefold() for a in authors):
            continue
        if ids and entry.id not in ids:
            continue
        chosen.append(entry)
    return chosen[:limit] if limit else chosen


# -- extraction -----------------------------------------------------------------------------
def extract_markdown(html: str) -> tuple[str | None, str]:
    """(page title, main text as Markdown) of a publisher's page."""
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(html)
    title_node = tree.css_first("title")
    title = " ".join(title_node.text().split()) if title_node else None
    main = next((node for selector in MAIN_SELECTORS if (node := tree.css_first(selector)) is not None), None)
    if main is None:
        return title, ""
    for selector in DROP_SELECTORS:
        for node in main.css(selector):
            node.decompose()
    blocks: list[str] = []
    notes: list[str] = []
    for node in main.css("h1, h2, h3, h4, h5, h6, p, li, blockquote"):
        if not node.tag.startswith("h") and _inside(node, ("p", "li", "blockquote")):
            continue  # its text is counted with the block that holds it
        text = " ".join(node.text(separator=" ").split())
        if not text:
            continue
        if node.tag.startswith("h"):
            blocks.append("#" * int(node.tag[1]) + " " + text)
        elif _is_note(node, text):
            notes.append(text)
        else:
            blocks.append(text)
    if notes:
        blocks.append("## Notes")
        blocks.extend(notes)
    return title, "\n\n".join(blocks) + "\n"


def _inside(node, tags: tuple[str, ...]) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.tag in tags:
            return True
        parent = parent.parent
    return False


def _is_note(node, text: str) -> bool:
    """A footnote: inside a notes container, or a paragraph opening with its note number."""
    parent = node.parent
    while parent is not None:
        classes = (parent.attributes.get("class") or "").split()
        if {"note", "notes", "footnotes", "footnote"} & set(classes):
            return True
        parent = parent.parent
    return (node.attributes.get("id") or "").startswith(("_ftn", "fn")) and text[:1] in "[(0123456789"


# -- fetching -------------------------------------------------------------------------------
class Harvester:
    def __init__(self, cache_dir: Path, *, delay: float = 1.0, retries: int = 3, backoff: float = 1.0,
                 transport: httpx.AsyncBaseTransport | None = None, sleep: Callable = asyncio.sleep,
                 stream: TextIO | None = None, progress: bool = True) -> None:
        self.cache_dir = Path(cache_dir)
        self.pages_dir = self.cache_dir / "pages"
        self.state_path = self.cache_dir / "state.json"
        self.state: dict[str, dict] = json.loads(self.state_path.read_text()) if self.state_path.exists() else {}
        self.delay, self.retries, self.backoff = delay, retries, backoff
        self.transport = transport
        self.sleep = sleep
        self.stream = stream or sys.stderr
        self.progress = progress
        self.robots: dict[str, RobotFileParser | None] = {}
        self.robots_lock: asyncio.Lock | None = None
        self.report = HarvestReport()
        self.in_flight = 0
        self.max_in_flight = 0

    async def run(self, entries: list[CatalogueEntry]) -> list[SourceDocument]:
        self.pages_dir.mkdir(parents=True, exist_ok=True)
        started = time.perf_counter()
        self.report.selected = len(entries)
        documents: list[SourceDocument] = []
        queue: asyncio.Queue = asyncio.Queue()
        for entry in entries:
            if entry.url:
                queue.put_nowait(entry)
            else:
                self.report.no_url.append(entry.id)
        done = 0
        total = queue.qsize()

        async with httpx.AsyncClient(transport=self.transport, headers={"User-Agent": USER_AGENT},
                                     timeout=30.0, follow_redirects=True) as client:
            async def worker() -> None:
                nonlocal done
                while not queue.empty():
                    entry = queue.get_nowait()
                    document = await self._one(client, entry)
                    if document is not None:
                        documents.append(document)
                    done += 1
                    self._draw(done, total, entry.id)
                    self._save_state()  # after every document: an interrupted run resumes here
                    if not queue.empty():
                        await self.sleep(self.delay)

            await asyncio.gather(*(worker() for _ in range(MAX_CONCURRENCY)))
        self.report.seconds = round(time.perf_counter() - started, 2)
        return sorted(documents, key=lambda d: d.id)

    async def _one(self, client: httpx.AsyncClient, entry: CatalogueEntry) -> SourceDocument | None:
        url = entry.url
        if not await self._allowed(client, url):
            self.report.disallowed.append(entry.id)
            return None
        known = self.state.get(url, {})
        cached = self.pages_dir / f"{entry.id}.html"
        headers = {}
        if known and cached.exists():
            if known.get("etag"):
                headers["If-None-Match"] = known["etag"]
            if known.get("last_modified"):
                headers["If-Modified-Since"] = known["last_modified"]
        try:
            response = await self._get(client, url, headers)
        except httpx.HTTPError as exc:
            self.report.failed.append({"id": entry.id, "reason": f"{type(exc).__name__}: {exc}"})
            return None
        if response.status_code == 304 and cached.exists():
            self.report.unchanged += 1
            html = cached.read_text(encoding="utf-8")
        elif response.status_code != 200:
            self.report.failed.append({"id": entry.id, "reason": f"HTTP {response.status_code}"})
            return None
        else:
            html = response.text
            digest = hashlib.sha256(response.content).hexdigest()
            if known.get("sha256") == digest and cached.exists():
                self.report.unchanged += 1
            else:
                self.report.fetched += 1
                cached.write_text(html, encoding="utf-8")
            self.state[url] = {
                "id": entry.id, "etag": response.headers.get("ETag"),
                "last_modified": response.headers.get("Last-Modified"), "sha256": digest,
                "fetched_at": datetime.now(UTC).isoformat(timespec="seconds"),
            }
        _, body = extract_markdown(html)
        if not body.strip():
            self.report.failed.append({"id": entry.id, "reason": "no main text found in the page"})
            return None
        return SourceDocument(
            id=entry.id, title=entry.display_title, body=body, source=SOURCE, author=entry.author,
            year=entry.year, reference=entry.abbreviation, url=url, language="en",
            extra={"attribution": f"Text as published at {url} (publisher's copyright); loaded by the operator"},
        )

    async def _get(self, client: httpx.AsyncClient, url: str, headers: dict[str, str]) -> httpx.Response:
        attempt = 0
        while True:
            attempt += 1
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
            try:
                self.report.requests += 1
                response = await client.get(url, headers=headers)
            except httpx.TransportError:
                if attempt > self.retries:
                    raise
                response = None
            finally:
                self.in_flight -= 1
            if response is not None and response.status_code not in RETRY_STATUSES:
                return response
            if attempt > self.retries:
                return response  # the caller reports the status
            wait = self.backoff * 2 ** (attempt - 1)
            if response is not None and (after := response.headers.get("Retry-After", "")).isdigit():
                wait = max(wait, float(after))
            await self.sleep(wait)

    async def _allowed(self, client: httpx.AsyncClient, url: str) -> bool:
        parts = urlsplit(url)
        host = f"{parts.scheme}://{parts.netloc}"
        self.robots_lock = self.robots_lock or asyncio.Lock()
        async with self.robots_lock:  # both workers start on the same host: read its robots.txt once
            await self._read_robots(client, host)
        parser = self.robots[host]
        return parser is None or parser.can_fetch(USER_AGENT, url)

    async def _read_robots(self, client: httpx.AsyncClient, host: str) -> None:
        if host not in self.robots:
            parser: RobotFileParser | None = RobotFileParser()
            try:
                response = await self._get(client, f"{host}/robots.txt", {})
                if response.status_code == 200:
                    parser.parse(response.text.splitlines())
                elif response.status_code in (401, 403):
                    parser.disallow_all = True
                else:
                    parser = None  # no robots.txt: everything allowed
            except httpx.HTTPError:
                parser = None
            self.robots[host] = parser

    def _save_state(self) -> None:
        temporary = self.state_path.with_suffix(".tmp")
        temporary.write_text(json.dumps(self.state, indent=1, sort_keys=True))
        temporary.replace(self.state_path)

    def _draw(self, done: int, total: int, current: str) -> None:
        if not self.progress:
            return
        width = 30
        filled = int(width * done / max(total, 1))
        end = "\r" if self.stream.isatty() and done < total else "\n"
        self.stream.write(f"[harvest] [{'#' * filled}{'.' * (width - filled)}] {done}/{total} {current}{end}")
        self.stream.flush()


def harvest(entries: list[CatalogueEntry], cache_dir: Path, **options) -> tuple[list[SourceDocument], HarvestReport]:
    harvester = Harvester(cache_dir, **options)
    documents = asyncio.run(harvester.run(entries))
    return documents, harvester.report


def default_cache_dir() -> Path:
    from ecclesia.data.bundle import REPO_ROOT

    return REPO_ROOT / "build" / "harvest"


def run_from_cli(args, index_dir: Path) -> int:
    """``ecclesia-ingest --catalogue ...``: select, harvest, ingest, report."""
    from ecclesia_tools.documents.ingest import ingest

    entries = select(default_catalogue().entries, kinds=args.kind, authors=args.author, ids=args.id, limit=args.limit)
    if not entries:
        print("[harvest] no catalogue entry matches these filters", file=sys.stderr)
        return 2
    documents, report = harvest(entries, args.cache or default_cache_dir(), delay=args.delay,
                                progress=not args.quiet)
    ingested = ingest(documents, index_dir, progress=not args.quiet) if documents else None
    print(json.dumps({"harvest": report.as_dict(), "ingest": ingested.as_dict() if ingested else None},
                     indent=2, ensure_ascii=False))
    print(f"[harvest] {report.selected} selected: {report.fetched} fetched, {report.unchanged} unchanged, "
          f"{len(report.failed)} failed, {len(report.disallowed)} disallowed by robots.txt, "
          f"{len(report.no_url)} without a URL, in {report.seconds}s", file=sys.stderr)
    return 0 if not report.failed else 1
