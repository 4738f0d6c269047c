"""The texts-loaded measurement: the question set is well formed, judging is mechanical, and the
bench says so plainly when no texts are given (ecclesia_tools.documents.texts_loaded)."""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path

import pytest

from ecclesia_tools.documents.texts_loaded import (
    QUESTION_SET, Question, evaluate, heading_span, load_questions, on_topic, parse_spans,
)

REPO = Path(__file__).resolve().parents[2]


def test_the_committed_question_set_is_large_enough_and_well_formed():
    questions = load_questions(QUESTION_SET)
    assert len(questions) >= 100
    held_out = [q for q in questions if q.split == "held_out"]
    assert len(held_out) >= 25 and {q.split for q in questions} == {"tune", "held_out"}
    assert len({q.id for q in questions}) == len(questions)
    assert len({q.language for q in questions}) >= 6  # several languages
    for question in questions:
        assert question.expected and all(spans for spans in question.expected.values())
        assert question.named is None or question.named in question.expected


def test_paragraph_spans_and_headings_are_read_strictly():
    assert parse_spans(["1373-1377", "1413", 27]) == ((1373, 1377), (1413, 1413), (27, 27))
    for bad in ("13a", "20-10", ""):
        with pytest.raises(ValueError):
            parse_spans([bad])
    assert heading_span("Part Two › Article 3 The Sacrament of the Eucharist, §1373-1374") == (1373, 1374)
    assert heading_span("§27") == (27, 27)
    assert heading_span("John 6:48-59") is None and heading_span(None) is None


def test_a_passage_is_on_topic_when_its_paragraphs_overlap_the_expected_ones_of_its_document():
    wanted = {"ccc": ((1030, 1032),)}
    assert on_topic("ccc", "III. The Final Purification, or Purgatory, §1031-1033", wanted)
    assert not on_topic("ccc", "IV. Hell, §1033-1035", wanted)
    assert not on_topic("other-doc", "Chapter I, §1031", wanted)
    assert not on_topic("ccc", "III. The Final Purification, or Purgatory", wanted)  # no number: not judged on topic


@dataclass
class _Passage:
    document_id: str
    heading: str


@dataclass
class _Hit:
    id: str


@dataclass
class _Citation:
    document_id: str
    cited_text_heading: str


def test_evaluate_counts_recall_mrr_named_first_quotes_and_what_is_not_loaded():
    questions = [
        Question("q1", "tune", "en", "plain", "purgatory", {"ccc": ((1030, 1032),)}, named="ccc"),
        Question("q2", "tune", "en", "plain", "hell", {"ccc": ((1033, 1037),)}),
        Question("q3", "tune", "en", "plain", "water", {"laudato-si": ((27, 31),)}),  # not loaded
    ]
    ranked = {"purgatory": [_Passage("ccc", "§1000"), _Passage("ccc", "§1031")],  # hit at rank 2
              "hell": [_Passage("ccc", "§2000")]}  # miss
    quotes = {"purgatory": [_Citation("ccc", "§1030"), _Citation("haydock-matthew", "Haydock on Matthew 5:26")],
              "hell": []}
    figures = evaluate(questions, {"ccc"}, lambda q, k: ranked[q], lambda q: [_Hit("ccc")], lambda q: quotes[q])
    assert (figures.questions, figures.not_measurable) == (3, 1)
    assert figures.recall_at_10 == 0.5 and figures.mrr == 0.25
    assert (figures.named, figures.named_first) == (1, 1.0)
    assert (figures.quotes, figures.quotes_on_topic, figures.answered) == (2, 0.5, 0.5)
    assert figures.first_quote_on_topic == 1.0
    assert figures.misses == ["q2"]
    assert figures.off_topic == ["q1: haydock-matthew Haydock on Matthew 5:26"]


def test_the_bench_skips_with_a_clear_message_when_no_texts_are_given(capsys, monkeypatch, tmp_path):
    spec = importlib.util.spec_from_file_location("bench_texts_loaded", REPO / "bench" / "bench_texts_loaded.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    monkeypatch.delenv("ECCLESIA_TEXTS_DIR", raising=False)
    assert bench.main([]) == 0
    assert "skipped: no texts given" in capsys.readouterr().out
    assert bench.main(["--texts", str(tmp_path / "absent")]) == 0
    assert "skipped: no such folder" in capsys.readouterr().out
    assert bench.main(["--bundle", str(tmp_path)]) == 0
    assert "holds no document index" in capsys.readouterr().out


FIXTURE_CATECHISM = """---
title: A Fixture Catechism
pope: Pope Fixture I
promulgated: '1999-10-11'
source_url: https://example.org/fixture-catechism
salutation: To the keepers of lanterns
  and of orchards
---
## Part One › The Lanterns

101 The keeper of the harbour lantern trims its wick at dusk, so that ships find the harbour mouth.

102 A lantern left unlit at the harbour is a grave neglect of the keeper's duty toward sailors.

## Part Two › The Orchards

201 The orchard is pruned in the winter, when the sap is low and the branches bare.

202 Apples are gathered in the autumn and stored in a cool and dry loft.
"""


def test_the_bench_ingests_an_operator_folder_and_measures_it(sample_bundle, tmp_path, monkeypatch, capsys):
    import json

    from tests.fakes import data_bundle_at

    spec = importlib.util.spec_from_file_location("bench_texts_loaded", REPO / "bench" / "bench_texts_loaded.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    texts = tmp_path / "texts"
    texts.mkdir()
    (texts / "fixture-catechism.md").write_text(FIXTURE_CATECHISM)
    questions = tmp_path / "questions.jsonl"
    questions.write_text("\n".join(json.dumps(row) for row in [
        {"id": "f1", "split": "tune", "query": "Who trims the harbour lantern wick?",
         "expected": {"fixture-catechism": ["101-102"]}},
        {"id": "f2", "split": "held_out", "query": "When is the orchard pruned?",
         "expected": {"fixture-catechism": ["201"]}},
        {"id": "f3", "split": "tune", "query": "Not loaded here", "expected": {"absent-document": ["1"]}},
    ]) + "\n")
    with data_bundle_at(sample_bundle, monkeypatch):
        monkeypatch.setenv("POWERTOOLS_LOG_LEVEL", "WARNING")
        code = bench.main(["--texts", str(texts), "--base", str(sample_bundle), "--work", str(tmp_path / "work"),
                           "--questions", str(questions), "--json"])
    out = capsys.readouterr().out
    assert code == 0
    assert "1 added" in out and "0 skipped" in out  # the YAML front matter no longer skips the file
    figures = json.loads(out[out.index("{"):])["figures"]
    assert figures["all"]["questions"] == 3 and figures["all"]["not_measurable"] == 1
    assert figures["all"]["recall_at_10"] == 1.0 and figures["held_out"]["recall_at_10"] == 1.0
    assert figures["all"]["answered"] is not None and figures["all"]["search_p50_ms"] > 0
