"""The catalogue of the Magisterium: the dataset, find/get, and search and fetch over it."""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from ecclesia.skills import get_skill
from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest, TextOutput

CATALOGUE = Path(__file__).resolve().parents[2] / "datasets" / "documents" / "catalogue" / "catalogue.jsonl"
ROWS = [json.loads(line) for line in CATALOGUE.read_text(encoding="utf-8").splitlines()]


def _run(skill_id, text=None, data=None):
    return get_skill(skill_id).run(SkillRequest(text=text, data=data or {}))


# -- the dataset --------------------------------------------------------------------------
def test_catalogue_holds_over_a_thousand_documents_as_facts():
    assert len(ROWS) >= 1000
    assert len({r["id"] for r in ROWS}) == len(ROWS)
    for row in ROWS:
        assert row["title"] and row["author"] and row["kind"], row
        assert row["date"] is None or re.fullmatch(r"\d{4}(-\d{2}-\d{2})?", row["date"]), row
        if row["url"] is None:
            assert row["url_status"] == "not established", row
        else:
            assert row["url"].startswith("https://www.vatican.va/"), row
            assert row["url_status"] in ("publisher index page", "cross-checked"), row


def test_the_issues_at_least_list_is_covered():
    """Every encyclical of Leo XIII (86 in the list the team follows, each incipit once), the
    doctrinal documents of the CDF/DDF since 1965, the post-synodal exhortations, and only the
    Leo XIV documents a source establishes."""
    leo_xiii = [r for r in ROWS if r["author"] == "Pope Leo XIII" and r["kind"] == "encyclical"]
    assert len(leo_xiii) == 86 and len({r["incipit"].lower() for r in leo_xiii}) == 86
    assert {"quarto-abeunte-saeculo", "magni-nobis", "rerum-novarum", "dum-multa"} <= {r["id"] for r in leo_xiii}
    doctrine = [r for r in ROWS if r["author"].endswith("for the Doctrine of the Faith") and r["date"] >= "1965"]
    assert len(doctrine) >= 75
    assert {"persona-humana", "inter-insigniores", "donum-vitae", "dominus-iesus", "dignitas-personae",
            "samaritanus-bonus", "dignitas-infinita", "fiducia-supplicans", "gestis-verbisque",
            "mater-populi-fidelis"} <= {r["id"] for r in doctrine}
    # The CDF became a dicastery in 2022: no document is filed under the wrong name.
    assert all((r["author"].startswith("Dicastery")) == (r["date"] >= "2022-06-05") for r in doctrine)
    exhortations = {r["id"] for r in ROWS if r["kind"] == "apostolic-exhortation"}
    assert {"evangelii-nuntiandi", "ecclesia-in-europa", "verbum-domini", "querida-amazonia", "dilexi-te"} <= exhortations
    leo_xiv = {r["id"]: r for r in ROWS if r["author"] == "Pope Leo XIV"}
    assert set(leo_xiv) == {"dilexi-te", "magnifica-humanitas", "disegnare-nuove-mappe-di-speranza"}
    assert leo_xiv["magnifica-humanitas"]["url"].endswith("/encyclicals/documents/20260515-magnifica-humanitas.html")


def test_the_sixteen_documents_of_vatican_ii_have_their_urls():
    council = [r for r in ROWS if r["author"] == "Second Vatican Council"]
    assert len(council) == 16
    assert all("/ii_vatican_council/documents/vat-ii_" in r["url"] and r["abbreviation"] for r in council)
    assert Counter(r["kind"] for r in council) == {"council-decree": 9, "council-constitution": 4, "council-declaration": 3}


# -- find / get ---------------------------------------------------------------------------
@pytest.mark.parametrize("query,expected", [
    ("Lumen Gentium", "vatican-ii-lumen-gentium"),
    ("LG", "vatican-ii-lumen-gentium"),
    ("LG 12", "vatican-ii-lumen-gentium"),
    ("Vatican II on the Church", "vatican-ii-lumen-gentium"),
    ("Paul VI contraception encyclical", "humanae-vitae"),
    ("humane vitae", "humanae-vitae"),
    ("CCC 1324", "ccc"),
    ("CIC 1917", "cic-1917"),
    ("catechism paragraph 2267", "ccc"),
    ("Compendium of the Catechism", "cccc"),
    ("Catechism of Trent", "trent-roman-catechism"),
    ("CIC", "cic"),
    ("Rerum Novarum", "rerum-novarum"),
    ("laudato si", "laudato-si"),
    ("Dignitatis Humanae", "vatican-ii-dignitatis-humanae"),
    ("gaudium spes", "vatican-ii-gaudium-et-spes"),
    ("Council of Trent on justification", "trent-session-vi"),
])
def test_find_catalogued_puts_the_named_document_first(use_catalogue_bundle, query, expected):
    from ecclesia.data.documents.catalogue import find_catalogued

    found = find_catalogued(query)
    assert found and found[0].id == expected


@pytest.mark.parametrize("query", [
    # "de" is a word of its own, not "Dei" misspelt: a Latin question on anything began
    # "Quid docet Ecclesia de" and named Ecclesia Dei and Ecclesiam Dei (On Saint Josaphat).
    "Quid docet Ecclesia de computatris?",
    "Quid docet Ecclesia de baptismo?",
    "What does the Church teach about the Eucharist in Ecclesia de Eucharistia?",
])
def test_a_grammatical_word_is_not_an_incipits_word_misspelt(use_catalogue_bundle, query):
    from ecclesia.data.documents.catalogue import default_catalogue

    catalogue = default_catalogue()

    def named(text):
        return {catalogue.entries[number].id for number, _ in catalogue.named(text)}

    assert not named(query) & {"ecclesia-dei", "ecclesiam-dei"}
    assert "ecclesia-dei" in named("Ecclesia Dai")  # a misspelt word of the incipit still names it


@pytest.mark.parametrize("query", ["the parable of the sower", "Who was Melchisedech?", "", "   ", "Matthew 16:18"])
def test_find_catalogued_is_empty_when_nothing_matches_well(use_catalogue_bundle, query):
    from ecclesia.data.documents.catalogue import find_catalogued

    assert find_catalogued(query) == []


def test_get_catalogued_returns_frozen_facts(use_catalogue_bundle):
    from ecclesia.data.documents.catalogue import CatalogueEntry, get_catalogued

    lg = get_catalogued("vatican-ii-lumen-gentium")
    assert isinstance(lg, CatalogueEntry)
    assert (lg.title, lg.incipit, lg.abbreviation, lg.author, lg.date, lg.kind, lg.text_loaded) == (
        "Dogmatic Constitution on the Church", "Lumen Gentium", "LG", "Second Vatican Council",
        "1964-11-21", "council-constitution", False)
    assert lg.url.endswith("vat-ii_const_19641121_lumen-gentium_en.html")
    with pytest.raises(dataclasses.FrozenInstanceError):
        lg.title = "x"
    assert get_catalogued("no-such-document") is None and get_catalogued(None) is None


def test_entry_without_established_url_gets_its_authors_page(use_catalogue_bundle):
    from ecclesia.data.documents.catalogue import get_catalogued

    pastor = get_catalogued("vatican-i-pastor-aeternus")
    assert pastor.url is None and pastor.public_url == "https://www.vatican.va/content/vatican/en.html"
    dm = get_catalogued("dives-in-misericordia")
    assert dm.url is None and dm.public_url == "https://www.vatican.va/content/john-paul-ii/en.html"


def test_loading_the_catalogue_does_not_load_the_index(use_catalogue_bundle):
    import subprocess
    import sys

    code = ("import sys; from ecclesia.data.documents.catalogue import find_catalogued;"
            "assert find_catalogued('Humanae Vitae')[0].id == 'humanae-vitae';"
            "print('numpy' in sys.modules)")
    root = Path(__file__).resolve().parents[2] / "functions" / "a2a"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={"PYTHONPATH": str(root), "ECCLESIA_DATA_DIR": str(use_catalogue_bundle)})
    assert out.stdout.strip() == "False", out.stderr


# -- document_search ------------------------------------------------------------------------
def test_named_document_comes_first_with_its_real_url(use_catalogue_bundle):
    results = _run("document_search", text="Lumen Gentium").parts[0].data["results"]
    first = results[0]
    assert list(first)[:3] == ["id", "url", "title"]
    assert first["id"] == "vatican-ii-lumen-gentium" and first["match"] == "named"
    assert first["url"].startswith("https://www.vatican.va/archive/hist_councils/") and first["url_exact"]
    assert first["text_loaded"] is False and "not loaded" in first["snippet"]


def test_url_is_always_a_string(use_catalogue_bundle):
    for query in ("Lumen Gentium", "bells prayer pilgrims harvest", "Vatican I papal infallibility", "lantern orchard"):
        for result in _run("document_search", data={"query": query, "limit": 20}).parts[0].data["results"]:
            assert isinstance(result["url"], str) and result["url"], result


def test_a_long_document_shows_several_matching_passages(use_catalogue_bundle):
    results = _run("document_search", data={"query": "lantern harbour orchard keeper", "passages": 4}).parts[0].data["results"]
    long_doc = next(r for r in results if r["id"] == "long-fixture")
    assert len(long_doc["passages"]) == 4
    assert len({p["passage_id"] for p in long_doc["passages"]}) == 4
    assert long_doc["url"] == "urn:ecclesia:document:long-fixture" and long_doc["url_exact"] is False


@pytest.mark.parametrize("passages", [0, 11, "3", True])
def test_bad_passages_count_is_invalid_params(passages):
    with pytest.raises(SkillInputError, match=r"^data\.passages:"):
        _run("document_search", data={"query": "bells", "passages": passages})


# -- document_fetch -------------------------------------------------------------------------
def test_fetch_of_a_catalogued_document_without_text_says_so(use_catalogue_bundle):
    text, meta = _run("document_fetch", data={"id": "vatican-ii-lumen-gentium"}).parts
    assert isinstance(text, TextOutput) and isinstance(meta, DataOutput)
    assert "not loaded here" in text.text and "ecclesia-ingest --catalogue --id vatican-ii-lumen-gentium" in text.text
    assert meta.data["url"] in text.text and meta.data["text_loaded"] is False
    assert {k: meta.data[k] for k in ("id", "author", "ref")} == {
        "id": "vatican-ii-lumen-gentium", "author": "Second Vatican Council", "ref": "LG"}


def test_fetch_pages_a_large_document_under_100_kb(use_catalogue_bundle):
    from ecclesia.data.documents import get_document

    body = get_document("long-fixture").body
    assert len(body.encode()) > 200_000
    pages, page = [], 1
    while page:
        text, meta = _run("document_fetch", data={"id": "long-fixture", "page": page}).parts
        response = json.dumps({"text": text.text, "data": meta.data}, ensure_ascii=False)
        assert len(response.encode()) < 100_000
        pages.append(text.text)
        assert meta.data["page"] == page and meta.data["pages"] >= 3
        page = meta.data["next_page"]
    assert "".join(pages) == body
    with pytest.raises(SkillInputError, match=r"^data\.page:"):
        _run("document_fetch", data={"id": "long-fixture", "page": len(pages) + 1})


def test_fetch_a_passage_from_search_with_its_neighbours(use_catalogue_bundle):
    hit = _run("document_search", data={"query": "lantern harbour orchard keeper"}).parts[0].data["results"]
    passage_id = next(r for r in hit if r["id"] == "long-fixture")["passage_id"]
    text, meta = _run("document_fetch", data={"id": passage_id, "context": 1}).parts
    ids = [p["passage_id"] for p in meta.data["passages"]]
    assert passage_id in ids and 2 <= len(ids) <= 3
    assert meta.data["document_id"] == "long-fixture" and meta.data["ref"].startswith("Part")
    assert text.text.count("[Part") == len(ids)
    assert _run("document_fetch", data={"id": "long-fixture#999999"}).parts == (TextOutput("Document not found."),)


# -- links ----------------------------------------------------------------------------------
@pytest.mark.parametrize("heading,url", [
    ("Genesis 1:1-8", "https://bible.usccb.org/bible/genesis/1"),
    ("Haydock on John 3:5", "https://bible.usccb.org/bible/john/3"),
    ("1 Kings 3:4", "https://bible.usccb.org/bible/1samuel/3"),
    ("Psalms 22:1", "https://bible.usccb.org/bible/psalms/23"),
    ("Psalms 113:1", "https://bible.usccb.org/bible/psalms/114"),
    ("Canticle of Canticles 2:1", "https://bible.usccb.org/bible/songofsongs/2"),
    ("Apocalypse 21:1", "https://bible.usccb.org/bible/revelation/21"),
    ("Chapter II, §12", None),
])
def test_bible_passages_link_to_the_chapter_page(heading, url):
    from ecclesia.data.documents.links import bible_chapter_url

    assert bible_chapter_url(heading) == url


def test_a_catechism_paragraph_links_to_its_page(use_catalogue_bundle):
    first = _run("document_search", text="CCC 1324").parts[0].data["results"][0]
    assert first["id"] == "ccc" and first["reference"] == "CCC 1324"
    assert first["url"].startswith("https://www.vatican.va/archive/ENG0015/__P") and first["url"].endswith(".HTM")
    whole = _run("document_search", text="Catechism of the Catholic Church").parts[0].data["results"][0]
    assert whole["url"] == "https://www.vatican.va/archive/ENG0015/_INDEX.HTM" and whole["reference"] is None


def test_incipit_matching_with_its_shortcuts_scores_like_plain_difflib():
    """The cheap bounds that skip difflib must never change a score: compare with the
    definition (every window compared in full) on real incipits and misspelt queries."""
    import difflib

    from ecclesia.data.documents.catalogue import _phrase_score, _words

    def plain(phrase, words):
        if len(words) < len(phrase):
            return 0.0
        target, best = " ".join(phrase), 0.0
        for start in range(len(words) - len(phrase) + 1):
            window = " ".join(words[start : start + len(phrase)])
            if window == target:
                return 1.0
            if len(target) >= 8 and window[:1] == target[:1]:
                ratio = difflib.SequenceMatcher(None, window, target).ratio()
                if ratio >= 0.88:
                    best = max(best, ratio - 0.05)
        if len(phrase) >= 2 and best == 0.0:
            long_words = [w for w in phrase if len(w) > 3]
            position = 0
            for needle in long_words:
                if needle not in words[position:]:
                    break
                position = words.index(needle, position) + 1
            else:
                if len(long_words) >= 2:
                    best = 0.8
        return best

    phrases = [_words(r["incipit"]) for r in ROWS if r.get("incipit")][:400]
    queries = ["humane vitae", "humanae vitea on birth", "gaudium spes", "laudato si", "lumen gentiun",
               "dei verbum revelation", "rerum novarum workers", "evangelii gaudim", "centesimus anus",
               "fides et ratio", "veritatis splendour", "gaudium and the spes", "what does deus caritas est say", "redemptor hominis"]
    fuzzy = 0
    for query in queries:
        words = _words(query)
        windows, present = {}, frozenset(words)
        for phrase in phrases:
            expected = plain(phrase, words)
            assert _phrase_score(phrase, words, windows, present) == expected, (query, phrase)
            assert _phrase_score(phrase, words) == expected, (query, phrase)
            fuzzy += 0 < expected < 1
    assert fuzzy >= 5  # misspellings were really scored, not only exact matches and zeros
