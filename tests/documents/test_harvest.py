"""The operator's harvester against team-written pages served by httpx.MockTransport."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import httpx
import pytest

from ecclesia.data.documents.catalogue import CatalogueEntry
from ecclesia_tools.documents.harvest import MAX_CONCURRENCY, Harvester, extract_markdown, harvest, select
from tests.fakes import data_bundle_at

FIXTURES = Path(__file__).parent / "fixtures" / "harvest"
HOST = "https://www.vatican.va"


def _entry(doc_id: str, path: str | None, kind: str = "encyclical", author: str = "Pope Fixture I") -> CatalogueEntry:
    return CatalogueEntry(id=doc_id, title=f"Fixture {doc_id}", url=f"{HOST}{path}" if path else None,
                          author=author, date="2031-03-12", kind=kind, abbreviation=None,
                          incipit=None, text_loaded=False)


class Site:
    """A fake publisher: pages, robots.txt, ETags; records every request."""

    def __init__(self, robots: str = "User-agent: *\nDisallow: /private/\n") -> None:
        self.robots = robots
        self.pages = {
            "/en/enc/lux.html": (FIXTURES / "encyclical.html").read_text(),
            "/en/exh/orchards.html": (FIXTURES / "exhortation.html").read_text(),
            "/private/secret.html": "<html><body><div class='documento'><p>1. Hidden.</p></div></body></html>",
        }
        self.requests: list[httpx.Request] = []
        self.failures: dict[str, list[int]] = {}
        self.in_flight = 0
        self.max_in_flight = 0

    async def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            await asyncio.sleep(0.001)
            path = request.url.path
            if path == "/robots.txt":
                return httpx.Response(200, text=self.robots)
            if self.failures.get(path):
                return httpx.Response(self.failures[path].pop(0), headers={"Retry-After": "0"})
            if path not in self.pages:
                return httpx.Response(404)
            etag = f'"{hash(self.pages[path]) & 0xffff:x}"'
            if request.headers.get("If-None-Match") == etag:
                return httpx.Response(304, headers={"ETag": etag})
            return httpx.Response(200, text=self.pages[path], headers={"ETag": etag, "Content-Type": "text/html"})
        finally:
            self.in_flight -= 1


def _run(site: Site, entries, cache: Path, **options):
    sleeps: list[float] = []

    async def no_wait(seconds: float) -> None:
        sleeps.append(seconds)

    documents, report = harvest(entries, cache, transport=httpx.MockTransport(site.handle), sleep=no_wait,
                                progress=False, **options)
    return documents, report, sleeps


def test_main_text_keeps_headings_numbered_paragraphs_and_notes():
    title, body = extract_markdown((FIXTURES / "encyclical.html").read_text())
    assert title.startswith("Fixture Encyclical on Lighthouses")
    assert "# LUX IN LITORE" in body and "### I. THE LAMP" in body and "### II. THE KEEPER" in body
    assert "\n1. The keepers of lighthouses" in body and "\n7. The keeper writes" in body
    assert "\n4. Oil kept dry" in body and "\n6. A quoted saying" in body  # list items and quotes
    notes = body.split("## Notes", 1)[1]
    assert "[1] An invented note about harbour records." in notes and "[2] An invented note" in notes
    for unwanted in ("tracking", "color: black", "Copyright notice", "Encyclicals", "Home"):
        assert unwanted not in body
    assert body.count("An invented note about harbour records.") == 1


def test_harvest_fetches_then_revalidates_with_etags(tmp_path):
    site = Site()
    site.pages["/en/enc/lux-2.html"] = site.pages["/en/enc/lux.html"]
    entries = [_entry("lux", "/en/enc/lux.html"), _entry("orchards", "/en/exh/orchards.html", kind="apostolic-exhortation"),
               _entry("lux-2", "/en/enc/lux-2.html")]
    documents, report, sleeps = _run(site, entries, tmp_path)
    assert [d.id for d in documents] == ["lux", "lux-2", "orchards"]
    assert (report.fetched, report.unchanged, report.failed) == (3, 0, [])
    assert documents[0].url == f"{HOST}/en/enc/lux.html" and "3. The lamp is fed" in documents[0].body
    state = json.loads((tmp_path / "state.json").read_text())
    assert set(state) == {e.url for e in entries} and all(v["etag"] and v["sha256"] for v in state.values())
    assert sleeps and all(s == 1.0 for s in sleeps)  # the polite delay between requests

    site2 = Site()
    site2.pages["/en/enc/lux-2.html"] = site2.pages["/en/enc/lux.html"]
    again, report2, _ = _run(site2, entries, tmp_path)  # a new run: conditional requests
    assert all("If-None-Match" in r.headers for r in site2.requests if r.url.path != "/robots.txt")
    assert (report2.fetched, report2.unchanged) == (0, 3)
    assert [d.body for d in again] == [d.body for d in documents]


def test_robots_txt_is_honoured(tmp_path):
    site = Site()
    documents, report, _ = _run(site, [_entry("secret", "/private/secret.html"), _entry("lux", "/en/enc/lux.html")], tmp_path)
    assert report.disallowed == ["secret"] and [d.id for d in documents] == ["lux"]
    assert not any(r.url.path.startswith("/private/") for r in site.requests)
    assert sum(r.url.path == "/robots.txt" for r in site.requests) == 1  # once per host


def test_server_errors_are_retried_with_backoff_then_reported(tmp_path):
    site = Site()
    site.failures["/en/enc/lux.html"] = [503, 429]
    site.failures["/en/exh/orchards.html"] = [500, 500, 500, 500]
    documents, report, sleeps = _run(site, [_entry("lux", "/en/enc/lux.html"), _entry("orchards", "/en/exh/orchards.html")],
                                     tmp_path, backoff=0.5, retries=3)
    assert [d.id for d in documents] == ["lux"]
    assert report.failed == [{"id": "orchards", "reason": "HTTP 500"}]
    assert 0.5 in sleeps and 1.0 in sleeps and 2.0 in sleeps  # 0.5 x 2^n


def test_never_more_than_two_requests_at_a_time(tmp_path):
    site = Site()
    for n in range(8):
        site.pages[f"/en/enc/p{n}.html"] = site.pages["/en/exh/orchards.html"]
    entries = [_entry(f"p{n}", f"/en/enc/p{n}.html") for n in range(8)]
    documents, report, _ = _run(site, entries, tmp_path, delay=0.0)
    assert len(documents) == 8 and site.max_in_flight <= MAX_CONCURRENCY == 2


def test_entries_without_a_url_are_reported_and_filters_select(tmp_path):
    entries = [_entry("a", None), _entry("b", "/en/enc/lux.html", author="Pope Francis"),
               _entry("c", "/en/exh/orchards.html", kind="apostolic-exhortation", author="Pope Francis")]
    assert [e.id for e in select(entries, kinds=["encyclical"], authors=["francis"])] == ["b"]
    assert [e.id for e in select(entries, ids=["c", "a"])] == ["a", "c"]
    _, report, _ = _run(Site(), entries[:1], tmp_path)
    assert report.no_url == ["a"] and report.requests == 0


def test_harvested_texts_are_ingested_searchable_and_fetchable(tmp_path, monkeypatch):
    from ecclesia.data import documents
    from ecclesia.data.documents.catalogue import get_catalogued
    from ecclesia_tools.documents.ingest import ingest

    entries = [_entry("lux", "/en/enc/lux.html")]
    harvested, _, _ = _run(Site(), entries, tmp_path / "cache")
    report = ingest(harvested, tmp_path / "bundle" / "documents", progress=False)
    assert report.documents == 1 and report.passages >= 2
    (tmp_path / "bundle" / "catalogue").mkdir()
    (tmp_path / "bundle" / "catalogue" / "catalogue.json").write_text(json.dumps([{
        "id": "lux", "title": "Fixture lux", "url": entries[0].url, "author": "Pope Fixture I",
        "date": "2031-03-12", "kind": "encyclical"}]))
    with data_bundle_at(tmp_path / "bundle", monkeypatch):
        assert get_catalogued("lux").text_loaded is True
        hits = documents.search_passages("keeper log book ships", limit=3)
        assert hits and hits[0].document_id == "lux" and "§7" in (hits[0].heading or "")
