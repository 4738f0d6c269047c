"""The reranker's typo check (``rerank.IndexStatistics.near_spelling``) against a real index,
built by the ingester from a small corpus: "recieve" is a typo of a word the corpus uses
often; "social" and "twitter", which no word of the corpus is near, are not typos."""

import json

import pytest

documents = pytest.importorskip("ecclesia.data.documents")
ingest_module = pytest.importorskip("ecclesia_tools.documents.ingest")
sources = pytest.importorskip("ecclesia_tools.documents.sources")

from ecclesia.answering.rerank import IndexStatistics  # noqa: E402
from tests.fakes import data_bundle_at  # noqa: E402

SENTENCES = [
    "The faithful receive the sacrament with joy on the feast.",
    "The sower went out to sow, and some seed fell on good soil.",
    "The shepherd keeps his sheep by the still waters of the valley.",
    "The lamp is set upon a stand to give light to the house.",
]


@pytest.fixture(scope="module")
def statistics(tmp_path_factory):
    root = tmp_path_factory.mktemp("typo-bundle")
    corpus = root / "corpus.jsonl"
    rows = [{"id": f"doc-{n}", "title": f"Document {n}", "year": 2020,
             "body": f"## Part {n}\n\n{SENTENCES[n % len(SENTENCES)]} {SENTENCES[0] if n % 2 else ''}"}
            for n in range(40)]
    corpus.write_text("\n".join(json.dumps(row) for row in rows), encoding="utf-8")
    ingest_module.ingest(list(sources.read_any(str(corpus))), root / "documents", progress=False)
    monkeypatch = pytest.MonkeyPatch()
    with data_bundle_at(root, monkeypatch):
        yield IndexStatistics(documents.default_store())
    monkeypatch.undo()


def test_a_misspelling_of_a_common_word_is_a_typo(statistics):
    assert statistics.rarity("recieve") is None  # the corpus never spells it so
    assert statistics.near_spelling("recieve")


def test_words_no_corpus_word_is_near_are_not_typos(statistics):
    assert not statistics.near_spelling("social")  # "soil" is in the corpus, but shares no three letters
    assert not statistics.near_spelling("twitter")
