import json
import os

import numpy as np
import pytest

from ecclesia_tools.documents import ingest as ingest_module
from ecclesia.data.documents.index import DENSE_WEIGHT, LEXICAL_WEIGHT, RRF_K, HybridIndex
from ecclesia_tools.documents.ingest import ingest
from ecclesia_tools.documents.sources import read_any


def _index(bundle):
    return HybridIndex(bundle / "documents")


def test_sample_index_finds_each_document_by_its_topic(sample_bundle):
    index = _index(sample_bundle)
    assert index.manifest["embedder"]["kind"] == "static"
    for query, expected in [
        ("when is the Angelus rung", "parish-bells"),
        ("sheaves of wheat given to families in need", "harvest-letter"),
        ("what should pilgrims carry on the road to the shrine", "pilgrimage"),
        ("pruning vines before the sap rises", "jsonl-vineyard"),
    ]:
        for mode in ("lexical", "dense", "hybrid"):
            assert index.search(query, 3, mode)[0].document_id == expected, (query, mode)


def test_passage_carries_citation_metadata(sample_bundle):
    (best,) = _index(sample_bundle).search("bell ropes wear out and bronze corrosion", 1)
    assert best.document_id == "parish-bells"
    assert best.passage_id.startswith("parish-bells#")
    assert best.heading == "II. The care of bells, §3-4"
    assert (best.document_author, best.document_year, best.url, best.language) == (
        "Test Fixture Author", 2024, "https://example.org/parish-bells", "en")
    assert "bell tower" in best.text


def test_hybrid_score_is_reciprocal_rank_fusion(sample_bundle):
    index = _index(sample_bundle)
    query = "lantern lit from the paschal candle"
    lexical = [n for n, _ in index.rank(query, 100, "lexical")]
    dense = [n for n, _ in index.rank(query, 100, "dense")]
    for number, score in index.rank(query, 100, "hybrid"):
        expected = sum(w / (RRF_K + r.index(number) + 1)
                       for w, r in ((LEXICAL_WEIGHT, lexical), (DENSE_WEIGHT, dense)) if number in r)
        assert score == pytest.approx(expected)


def test_get_document_returns_whole_body_and_metadata(sample_bundle):
    index = _index(sample_bundle)
    document = index.get_document("harvest-letter")
    assert document.title == "Letter on the Harvest Festival" and document.author == "Sidecar Author"
    assert "After the Mass the produce is shared" in document.body
    assert index.get_document("no-such-id") is None


def test_empty_query_ranks_nothing(sample_bundle):
    assert _index(sample_bundle).rank("   ", 10, "hybrid") == []


def test_reingest_is_incremental_by_content_hash(folder_copy, tmp_path):
    target = tmp_path / "index"
    first = ingest(list(read_any(str(folder_copy))), target, progress=False)
    assert (first.added, first.updated, first.unchanged, first.passages_embedded) == (3, 0, 0, first.passages)

    again = ingest(list(read_any(str(folder_copy))), target, progress=False)
    assert (again.added, again.updated, again.unchanged, again.passages_embedded) == (0, 0, 3, 0)

    before = [v for *_, v in HybridIndex(target).passages_of("parish-bells")]
    page = folder_copy / "pilgrimage.html"
    page.write_text(page.read_text().replace("sturdy boots", "a wide-brimmed hat"))
    changed = ingest(list(read_any(str(folder_copy))), target, progress=False)
    assert (changed.added, changed.updated, changed.unchanged) == (0, 1, 2)
    assert changed.passages_embedded == 2
    index = HybridIndex(target)
    assert index.search("wide-brimmed hat", 1)[0].document_id == "pilgrimage"
    # vectors of unchanged documents are carried over exactly
    assert np.array_equal([v for *_, v in index.passages_of("parish-bells")], before)


def test_prune_removes_documents_gone_from_their_source(folder_copy, tmp_path):
    target = tmp_path / "index"
    ingest(list(read_any(str(folder_copy))), target, progress=False)
    (folder_copy / "parish-bells.md").unlink()
    items = list(read_any(str(folder_copy)))
    kept = ingest(items, target, progress=False)
    assert kept.documents == 3  # without prune the old document stays
    pruned = ingest(items, target, progress=False, prune_sources={items[0].source})
    assert (pruned.removed, pruned.documents) == (1, 2)
    assert HybridIndex(target).get_document("parish-bells") is None


def test_duplicate_ids_keep_the_first(tmp_path):
    (tmp_path / "a.md").write_text("---\nid: same\n---\nFirst text.\n")
    (tmp_path / "b.md").write_text("---\nid: same\n---\nSecond text.\n")
    report = ingest(list(read_any(str(tmp_path))), tmp_path / "index", progress=False)
    assert report.documents == 1
    assert report.skipped == [{"name": "same", "reason": "duplicate id 'same' (first one kept)"}]


def test_embedding_failure_skips_only_that_document(folder_copy, tmp_path):
    from ecclesia.data.documents.embedders import StaticEmbedder, default_static_model_dir

    class Flaky(StaticEmbedder):
        def embed(self, texts):
            if any("pilgrim" in t.lower() for t in texts):
                raise RuntimeError("service unavailable")
            return super().embed(texts)

    report = ingest(list(read_any(str(folder_copy))), tmp_path / "i", embedder=Flaky(default_static_model_dir()),
                    progress=False)
    assert report.documents == 2
    assert report.skipped == [{"name": "pilgrimage", "reason": "RuntimeError: service unavailable"}]


def test_cli_reports_documents_passages_and_skipped(samples, tmp_path, capsys):
    code = ingest_module.main([str(samples / "folder"), str(samples / "bad"), "--index", str(tmp_path / "ix")])
    assert code == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert report["documents"] == 3 and report["passages"] > 3
    assert {s["name"] for s in report["skipped"]} == {"binary.txt", "empty.md", "notes.docx", "bad-year.md"}
    assert "[ingest] [" in err and "skipped notes.docx: unsupported file type .docx" in err


def test_cli_runs_as_a_module(samples, tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(ingest_module.__file__).parents[3]
    env = {**os.environ, "PYTHONPATH": f"{repo / 'functions' / 'a2a'}{os.pathsep}{repo / 'tools'}"}
    result = subprocess.run(
        [sys.executable, "-m", "ecclesia_tools.documents.ingest", str(samples / "samples.jsonl"),
         "--index", str(tmp_path / "ix"), "--quiet"],
        capture_output=True, text=True, env=env, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["documents"] == 2


def test_a_different_model_is_refused_or_reembedded(folder_copy, tmp_path):
    import shutil

    from ecclesia.data.documents.embedders import StaticEmbedder, default_static_model_dir

    target = tmp_path / "index"
    ingest(list(read_any(str(folder_copy))), target, progress=False)
    other_model = tmp_path / "other-model"
    shutil.copytree(default_static_model_dir(), other_model)
    table = np.load(other_model / "embeddings.npy")
    np.save(other_model / "embeddings.npy", table[:, ::-1].copy())  # same shape, different vectors
    other = StaticEmbedder(other_model)
    with pytest.raises(SystemExit, match="needs a new --index folder"):
        ingest(list(read_any(str(folder_copy))), target, embedder=other, progress=False)
    report = ingest(list(read_any(str(folder_copy))), target, embedder=other, progress=False,
                    reembed_on_model_change=True)
    assert (report.added, report.unchanged, report.passages_embedded) == (3, 0, report.passages)
    index = HybridIndex(target)
    assert np.array_equal(np.load(index.directory / "model" / "embeddings.npy"), np.load(other_model / "embeddings.npy"))


def test_an_index_in_an_older_format_is_rebuilt(folder_copy, tmp_path):
    target = tmp_path / "index"
    ingest(list(read_any(str(folder_copy))), target, progress=False)
    manifest = json.loads((target / "manifest.json").read_text())
    (target / "manifest.json").write_text(json.dumps({**manifest, "format": 1}))
    with pytest.raises(RuntimeError, match="index format 1 is not 2; rebuild it"):
        HybridIndex(target)
    report = ingest(list(read_any(str(folder_copy))), target, progress=False)
    assert (report.added, report.unchanged) == (3, 0)
    assert HybridIndex(target).get_document("parish-bells").attribution == "Invented for the ecclesia test suite"


def test_word_sequences_hold_each_passages_analysed_words_in_order():
    from ecclesia.data.documents.lexical import BM25, analyse

    texts = ["Blessed are the poor in spirit", "the spirit of the poor", "poor spirit, poor spirit"]
    bm25 = BM25.build(texts)
    for number, text in enumerate(texts):
        start, end = bm25.sequence_offsets[number], bm25.sequence_offsets[number + 1]
        words = {term_id: term for term, term_id in bm25.vocabulary.items()}
        assert [words[int(t)] for t in bm25.sequence[start:end]] == analyse(text)
    poor, spirit = bm25.vocabulary["poor"], bm25.vocabulary["spirit"]
    found = bm25.adjacent_pairs(np.arange(3), [(poor, spirit), (spirit, poor)])
    # "poor in spirit": side by side once the function word is gone; order matters; runs of
    # two passages never join across their boundary.
    assert found.tolist() == [[True, False], [False, True], [True, True]]
    assert bm25.adjacent_pairs(np.asarray([1]), [(poor, spirit)]).tolist() == [[False]]


def test_phrase_bonus_from_word_sequences_equals_re_reading_the_passages(sample_bundle):
    index = _index(sample_bundle)
    queries = ["paschal candle lantern", "bell tower ropes", "sheaves of wheat", "road to the shrine",
               "pruning vines", "the care of bells", "wheat sheaves families", "candle paschal"]
    with_sequences = [index.lexical_scores(q).copy() for q in queries]
    assert index.bm25.sequence is not None
    index.bm25.sequence = None  # as an index written before the sequences were stored
    re_read = [index.lexical_scores(q) for q in queries]
    boosted = 0
    for query, fast, slow in zip(queries, with_sequences, re_read, strict=True):
        assert np.array_equal(fast, slow), query
        boosted += bool((fast > index.bm25.scores(query)).any())
    assert boosted >= 3  # the bonus really applied, not only zero on both sides


def test_an_index_without_word_sequences_still_opens_and_ranks_the_same(sample_bundle, tmp_path):
    import shutil

    copy = tmp_path / "documents"
    shutil.copytree(sample_bundle / "documents", copy)
    for name in ("bm25_sequence.npy", "bm25_sequence_offsets.npy"):
        (copy / name).unlink()
    old, new = HybridIndex(copy), _index(sample_bundle)
    assert old.bm25.sequence is None
    for query in ("bell ropes wear out", "lantern lit from the paschal candle", "pilgrims on the road"):
        assert old.rank(query, 20) == new.rank(query, 20)
