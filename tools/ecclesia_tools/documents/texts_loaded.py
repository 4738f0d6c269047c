"""Quality with an operator's texts loaded: passage recall@10, MRR, named document first, quotes on topic.

The question set (``datasets/documents/eval_texts_loaded.jsonl``) lists, for each question
as people ask it, the documents that answer it and their paragraph numbers::

    {"id": "tl002", "split": "tune", "language": "en", "style": "plain",
     "query": "what is transubstantiation", "expected": {"ccc": ["1373-1377", "1413"]}}

``named`` marks a question that names a document ("What does Laudato Si say about water?"):
that document should be the first ``document_search`` result. ``also_relevant`` may list
more paragraphs that answer the question without being the expected ones; they count as on
topic for quotes, never for recall. ``split`` is ``tune`` or ``held_out``: the held-out part
is never looked at while tuning.

Judging is mechanical: a passage (or a quoted citation) is relevant when it belongs to an
expected document and the paragraph span in its heading ("..., §1373-1377") overlaps an
expected span. A question whose documents are not all loaded is not measurable and is
counted apart, so a partial text folder gives honest figures over what it holds.

The texts themselves are the publishers' and never enter the repository: an operator (or a
developer measuring) ingests them from a folder outside it (``bench/bench_texts_loaded.py``).
"""

from __future__ import annotations

import json
import re
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ecclesia.data.documents.embedders import REPO_ROOT

QUESTION_SET = REPO_ROOT / "datasets" / "documents" / "eval_texts_loaded.jsonl"
K = 10

# "Part One › Article 3, §1373-1377", "§27", "Chapter II, §12": the paragraph span a
# passage heading ends with (splitter._heading writes it).
_SPAN_IN_HEADING = re.compile(r"§\s*(\d{1,5})(?:\s*[-–]\s*(\d{1,5}))?\s*$")


@dataclass(frozen=True, slots=True)
class Question:
    id: str
    split: str
    language: str
    style: str
    query: str
    expected: dict[str, tuple[tuple[int, int], ...]]  # document id -> paragraph spans
    also_relevant: dict[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    named: str | None = None


def parse_spans(values: Iterable[str | int]) -> tuple[tuple[int, int], ...]:
    """``["1373-1377", "1413"]`` -> ``((1373, 1377), (1413, 1413))``; raises on anything else."""
    spans = []
    for value in values:
        text = str(value).strip()
        match = re.fullmatch(r"(\d{1,5})(?:\s*-\s*(\d{1,5}))?", text)
        if not match:
            raise ValueError(f"not a paragraph number or range: {value!r}")
        first, last = int(match.group(1)), int(match.group(2) or match.group(1))
        if last < first:
            raise ValueError(f"range runs backwards: {value!r}")
        spans.append((first, last))
    return tuple(spans)


def load_questions(path: Path = QUESTION_SET) -> list[Question]:
    questions = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        row = json.loads(line)
        try:
            questions.append(Question(
                id=row["id"], split=row.get("split", "tune"), language=row.get("language", "en"),
                style=row.get("style", "plain"), query=row["query"],
                expected={doc: parse_spans(spans) for doc, spans in row["expected"].items()},
                also_relevant={doc: parse_spans(spans) for doc, spans in row.get("also_relevant", {}).items()},
                named=row.get("named"),
            ))
        except (KeyError, ValueError) as exc:
            raise ValueError(f"{path.name} line {number}: {exc}") from None
    return questions


def heading_span(heading: str | None) -> tuple[int, int] | None:
    """The paragraph span a passage heading ends with, or None when it names none."""
    match = _SPAN_IN_HEADING.search(heading or "")
    if not match:
        return None
    first = int(match.group(1))
    return first, int(match.group(2) or first)


def on_topic(document_id: str, heading: str | None, wanted: dict[str, tuple[tuple[int, int], ...]]) -> bool:
    """Whether a passage of ``document_id`` headed ``heading`` covers a wanted paragraph."""
    spans = wanted.get(document_id)
    span = heading_span(heading)
    if not spans or span is None:
        return False
    return any(first <= span[1] and span[0] <= last for first, last in spans)


def _first_hit(items: Sequence, relevant: Callable) -> int | None:
    return next((rank for rank, item in enumerate(items, start=1) if relevant(item)), None)


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))] if ordered else 0.0


@dataclass(slots=True)
class Figures:
    """One split's figures (shares are 0..1; ``None`` when nothing was measurable)."""

    questions: int = 0
    not_measurable: int = 0
    recall_at_10: float | None = None
    mrr: float | None = None
    named: int = 0
    named_first: float | None = None
    quotes: int = 0
    quotes_on_topic: float | None = None
    first_quote_on_topic: float | None = None  # of the answered questions: the first quote on topic
    answered: float | None = None
    search_p50_ms: float = 0.0
    search_p99_ms: float = 0.0
    answer_p50_ms: float = 0.0
    answer_p99_ms: float = 0.0
    misses: list[str] = field(default_factory=list)  # ids of questions with no relevant passage in the top 10
    named_misses: list[str] = field(default_factory=list)  # "id: first hit" where the named document was not first
    off_topic: list[str] = field(default_factory=list)  # "id: heading" of quotes judged off topic

    def as_dict(self) -> dict:
        return {name: getattr(self, name) for name in self.__slots__}


@dataclass(slots=True)
class _Row:
    hit: bool
    rr: float
    named_first: bool | None
    quotes: int
    quotes_on_topic: int
    first_on_topic: bool
    answered: bool
    search_ms: float
    answer_ms: float
    off_topic: list[str]


def measurable(question: Question, loaded: set[str]) -> bool:
    return all(doc in loaded for doc in question.expected)


def evaluate(
    questions: Sequence[Question],
    loaded: set[str],
    search: Callable[[str, int], Sequence],
    search_documents: Callable[[str], Sequence] | None = None,
    answer: Callable[[str], Sequence] | None = None,
) -> Figures:
    """The figures over ``questions`` whose expected documents are all in ``loaded``.

    ``search(query, k)`` returns passages (``document_id``/``document.id``, ``heading``);
    ``search_documents(query)`` returns document hits (``id``), best first; ``answer(query)``
    returns the citations of the answer (``document_id``, ``cited_text_heading``).
    """
    figures = Figures()
    rows: list[_Row] = []
    for question in questions:
        figures.questions += 1
        if not measurable(question, loaded):
            figures.not_measurable += 1
            continue
        started = time.perf_counter()
        passages = list(search(question.query, K))[:K]
        search_ms = (time.perf_counter() - started) * 1000
        first = _first_hit(passages, lambda p: on_topic(_doc_id(p), p.heading, question.expected))
        if first is None:
            figures.misses.append(question.id)
        named_first = None
        if question.named and search_documents is not None:
            hits = list(search_documents(question.query))
            named_first = bool(hits) and hits[0].id == question.named
            if not named_first:
                figures.named_misses.append(f"{question.id}: {hits[0].id if hits else 'nothing'} first")
        quotes = quotes_on_topic = 0
        answered = first_on_topic = False
        answer_ms = 0.0
        off: list[str] = []
        if answer is not None:
            wanted = {doc: question.expected.get(doc, ()) + question.also_relevant.get(doc, ())
                      for doc in {*question.expected, *question.also_relevant}}
            started = time.perf_counter()
            citations = list(answer(question.query))
            answer_ms = (time.perf_counter() - started) * 1000
            answered = bool(citations)
            for position, citation in enumerate(citations):
                quotes += 1
                if on_topic(citation.document_id, citation.cited_text_heading, wanted):
                    quotes_on_topic += 1
                    first_on_topic = first_on_topic or position == 0
                else:
                    off.append(f"{question.id}: {citation.document_id} {citation.cited_text_heading}")
        rows.append(_Row(first is not None, 1.0 / first if first else 0.0, named_first, quotes,
                         quotes_on_topic, first_on_topic, answered, search_ms, answer_ms, off))
    if not rows:
        return figures
    figures.recall_at_10 = round(sum(r.hit for r in rows) / len(rows), 3)
    figures.mrr = round(sum(r.rr for r in rows) / len(rows), 3)
    named = [r.named_first for r in rows if r.named_first is not None]
    figures.named = len(named)
    figures.named_first = round(sum(named) / len(named), 3) if named else None
    searches = [r.search_ms for r in rows]
    figures.search_p50_ms = round(statistics.median(searches), 1)
    figures.search_p99_ms = round(_percentile(searches, 0.99), 1)
    if answer is not None:
        figures.quotes = sum(r.quotes for r in rows)
        figures.quotes_on_topic = round(sum(r.quotes_on_topic for r in rows) / figures.quotes, 3) if figures.quotes else None
        figures.answered = round(sum(r.answered for r in rows) / len(rows), 3)
        answered_rows = [r for r in rows if r.answered]
        if answered_rows:
            figures.first_quote_on_topic = round(sum(r.first_on_topic for r in answered_rows) / len(answered_rows), 3)
        answers = [r.answer_ms for r in rows]
        figures.answer_p50_ms = round(statistics.median(answers), 1)
        figures.answer_p99_ms = round(_percentile(answers, 0.99), 1)
        figures.off_topic = [line for r in rows for line in r.off_topic]
    return figures


def _doc_id(passage) -> str:
    document_id = getattr(passage, "document_id", None)
    return document_id if document_id is not None else passage.document.id
