"""Retrieval quality on the evaluation set: recall@10 and MRR per search mode.

Each query in ``datasets/documents/eval.jsonl`` lists the documents that answer it (the
Douay-Rheims book and its Haydock commentary). Rankings are taken at document level, as
document_search returns them (best passage per document). A query counts as recalled when
a relevant document is in the top ``k`` (the usual recall@k for retrieval QA, where any one
relevant source suffices); MRR is the mean of 1/rank of the first relevant document.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from ecclesia.data.documents.embedders import REPO_ROOT
from ecclesia.data.documents.index import HybridIndex, Mode

EVAL_SET = REPO_ROOT / "datasets" / "documents" / "eval.jsonl"


def load_queries(path: Path = EVAL_SET) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def document_ranking(index: HybridIndex, query: str, mode: Mode, depth: int = 200) -> list[str]:
    ranking: list[str] = []
    for number, _ in index.rank(query, depth, mode):
        document_id = index.records[int(index.passage_doc[number])].id
        if document_id not in ranking:
            ranking.append(document_id)
    return ranking


def evaluate(index: HybridIndex, queries: list[dict], mode: Mode, k: int = 10) -> dict:
    by_kind: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for query in queries:
        ranking = document_ranking(index, query["query"], mode)
        relevant = set(query["expected"])
        first = next((rank for rank, doc in enumerate(ranking, start=1) if doc in relevant), None)
        hit = 1.0 if first is not None and first <= k else 0.0
        by_kind[query["kind"]].append((hit, 1.0 / first if first else 0.0))
        by_kind["all"].append((hit, 1.0 / first if first else 0.0))
    return {
        kind: {"recall@10": round(sum(h for h, _ in rows) / len(rows), 3),
               "mrr": round(sum(r for _, r in rows) / len(rows), 3), "queries": len(rows)}
        for kind, rows in by_kind.items()
    }
