"""Retrieval quality on the evaluation sets: recall@10 and MRR per search mode.

Each query lists the documents that answer it (``expected``: a Douay-Rheims book and its
Haydock commentary) and may list the passages (``passages``: references such as
``"Matthew 5:3"`` or ``"John 11"``). Two evaluation sets sit in ``datasets/documents/``:
``eval.jsonl`` (keyword and paraphrase queries) and ``eval_questions.jsonl`` (natural
questions as a catholic_qa user asks them, and bare scripture references).

Document level: rankings are taken as document_search returns them (best passage per
document); a query is recalled when any relevant document is in the top ``k`` (the usual
recall@k for retrieval QA, where one relevant source suffices); MRR is the mean of 1/rank
of the first relevant document. Passage level: the same over the raw passage ranking, a
passage being relevant when it belongs to an expected document and its heading's chapter
and verses overlap one of the expected references.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from ecclesia.data.documents.embedders import REPO_ROOT
from ecclesia.data.documents.index import HybridIndex, Mode
from ecclesia.data.documents.references import Reference, parse_heading, parse_reference

EVAL_SET = REPO_ROOT / "datasets" / "documents" / "eval.jsonl"
QUESTION_SET = REPO_ROOT / "datasets" / "documents" / "eval_questions.jsonl"


def load_queries(path: Path = EVAL_SET) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def document_ranking(index: HybridIndex, query: str, mode: Mode, depth: int = 200) -> list[str]:
    ranking: list[str] = []
    for number, _ in index.rank(query, depth, mode):
        document_id = index.records[int(index.passage_doc[number])].id
        if document_id not in ranking:
            ranking.append(document_id)
    return ranking


def expected_references(query: dict) -> list[Reference]:
    references = []
    for text in query.get("passages", []):
        reference = parse_reference(text)
        if reference is None:
            raise ValueError(f"{query['id']}: cannot read the passage reference {text!r}")
        references.append(reference)
    return references


def passage_is_relevant(index: HybridIndex, number: int, documents: set[str], wanted: list[Reference]) -> bool:
    if index.records[int(index.passage_doc[number])].id not in documents:
        return False
    heading = parse_heading(index.headings[number])
    return heading is not None and any(reference.overlaps(heading) for reference in wanted)


@dataclass(frozen=True, slots=True)
class QueryScores:
    doc_hit: float  # 1.0 when a relevant document is in the top k
    doc_rr: float  # reciprocal rank of the first relevant document (0 when none)
    passage_hit: float | None  # the same at passage level; None when the query lists no passages
    passage_rr: float | None


def query_scores(index: HybridIndex, query: dict, mode: Mode, k: int = 10) -> QueryScores:
    """One query's figures (the unit ``evaluate`` averages and the tuning resamples)."""
    ranked = index.rank(query["query"], 200, mode)
    documents: list[str] = []
    for number, _ in ranked:
        document_id = index.records[int(index.passage_doc[number])].id
        if document_id not in documents:
            documents.append(document_id)
    relevant = set(query["expected"])
    first = _first_hit_rank(documents, relevant.__contains__)
    doc_hit, doc_rr = (1.0 if first is not None and first <= k else 0.0), (1.0 / first if first else 0.0)
    wanted = expected_references(query)
    if not wanted:
        return QueryScores(doc_hit, doc_rr, None, None)
    first = _first_hit_rank([n for n, _ in ranked], lambda n: passage_is_relevant(index, n, relevant, wanted))
    return QueryScores(doc_hit, doc_rr, 1.0 if first is not None and first <= k else 0.0, 1.0 / first if first else 0.0)


def _first_hit_rank(ranking: list, is_relevant) -> int | None:
    return next((rank for rank, item in enumerate(ranking, start=1) if is_relevant(item)), None)


def _summary(rows: list[tuple[float, float]]) -> dict:
    return {"recall@10": round(sum(h for h, _ in rows) / len(rows), 3),
            "mrr": round(sum(r for _, r in rows) / len(rows), 3), "queries": len(rows)}


def evaluate(index: HybridIndex, queries: list[dict], mode: Mode, k: int = 10) -> dict:
    """Document-level figures by query kind and for ``all``; with passage references, also
    ``passages`` (passage-level figures over the queries that list them)."""
    by_kind: dict[str, list[tuple[float, float]]] = defaultdict(list)
    passage_rows: list[tuple[float, float]] = []
    for query in queries:
        scores = query_scores(index, query, mode, k)
        by_kind[query["kind"]].append((scores.doc_hit, scores.doc_rr))
        by_kind["all"].append((scores.doc_hit, scores.doc_rr))
        if scores.passage_hit is not None:
            passage_rows.append((scores.passage_hit, scores.passage_rr))
    result = {kind: _summary(rows) for kind, rows in by_kind.items()}
    if passage_rows:
        result["passages"] = _summary(passage_rows)
    return result
