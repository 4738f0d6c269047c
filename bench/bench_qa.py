"""Benchmark of the catholic_qa answer pipeline. Prints its figures; not a test.

Measures, per question:
- retrieval time through the real document index (``ecclesia.data.documents``), when its
  bundle is built; otherwise it says so and uses an in-memory synthetic corpus;
- the pipeline's own overhead (language detection, prompt building, JSON validation,
  grounding) with a stubbed model that replies instantly, retrieval excluded;
- the extractive answerer's overhead, retrieval excluded;
- prompt size in tokens, estimated as characters / 4 (``prompt.estimate_tokens``), the usual
  rule of thumb for English BPE tokenizers; other scripts run higher;
- on the question set of ``datasets/qa/`` (judged by reference sets written for it, see
  ``ecclesia_tools.answering.question_set``): quotes on topic, answered vs honestly declined,
  off-topic quotes when nothing relevant is held, related questions, the effect of earlier
  turns on follow-ups, and latency per question through the real index (extractive path).

Run: ``.venv/bin/python bench/bench_qa.py [--repeat N] [--question-set-only]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "functions" / "a2a"))

from ecclesia.answering.extractive import ExtractiveAnswerer  # noqa: E402
from ecclesia.answering.pipeline import PASSAGE_LIMIT, answer_question, retrieve  # noqa: E402
from ecclesia.answering.prompt import build_prompt  # noqa: E402
from ecclesia.answering.providers import ModelAnswerer  # noqa: E402
from ecclesia.answering.rerank import corpus_statistics  # noqa: E402
from ecclesia.answering.language import detect_language  # noqa: E402
from ecclesia.data.documents.model import DocumentMeta, Passage  # noqa: E402

QUESTIONS = [
    "What does the Church teach about the Real Presence of Christ in the Eucharist?",
    "Why does the Catholic Church baptize infants?",
    "What is the difference between mortal and venial sin?",
    "What did the Second Vatican Council say about religious freedom?",
    "Who can receive the sacrament of the anointing of the sick?",
    "What is the role of Mary in the history of salvation?",
    "How should Catholics prepare for confession?",
    "What does Catholic social teaching say about a just wage?",
    "¿Qué enseña la Iglesia sobre la resurrección de los muertos?",
    "Qu'est-ce que la grâce sanctifiante ?",
    "Che cosa insegna la Chiesa sul purgatorio?",
    "Was lehrt die Kirche über die Ehe?",
    # Portuguese and Latin: their prompts also carry each Bible passage's verses in that language.
    "O que Jesus quis dizer com «deixo-vos a paz, dou-vos a minha paz»?",
    "Quid significat «Dominus regit me, et nihil mihi deerit»?",
]


def synthetic_retriever(query: str, limit: int) -> list[Passage]:
    """Eight passages of ~1,000 characters (the index's typical chunk size) per query."""
    body = ("This synthetic passage stands in for a paragraph of a Church document. " * 14).strip()
    return [Passage(f"p{i}", DocumentMeta(f"d{i}", f"Synthetic document {i}", None, 1965, f"n. {i}", None, "en"),
                    f"Section {i}", body, 1.0 / (i + 1)) for i in range(limit)]


class InstantModel:
    """A stubbed model: replies at once with a valid JSON answer citing two passages."""

    name = "stub"
    reply = json.dumps({"answer": "First point [1]. Second point [2][3]. Invented [42].",
                        "used_passages": [1, 2, 3], "related_questions": ["Why?", "How?"]})

    def complete(self, prompt, timeout: float) -> str:
        return self.reply


def real_retriever():
    try:
        from ecclesia.data.documents import search_passages

        started = time.perf_counter()
        search_passages("baptism", limit=1)
        return search_passages, (time.perf_counter() - started) * 1000, None
    except Exception as exc:  # not built, or not importable: report and carry on
        return None, None, f"{type(exc).__name__}: {exc}"


def ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return f"median {statistics.median(values):.3f} ms, p95 {p95:.3f} ms, max {values[-1]:.3f} ms"


def extractive_quality(search) -> None:
    """On the question set with expected passages: does the extractive answer quote one of
    them, and is its first quote one? (The answer follows retrieval rank, so this measures
    retrieval as the answer shows it.)"""
    from ecclesia_tools.documents.evaluation import QUESTION_SET, expected_references, load_queries
    from ecclesia.data.documents.references import parse_heading

    questions = [q for q in load_queries(QUESTION_SET) if q["kind"] == "question"]
    first_hits = any_hits = 0
    for query in questions:
        wanted = expected_references(query)
        answer = answer_question(query["query"], deadline=time.monotonic() + 25, retriever=None,
                                 answerer=ExtractiveAnswerer())
        hits = [c.document_id in query["expected"] and (heading := parse_heading(c.cited_text_heading)) is not None
                and any(r.overlaps(heading) for r in wanted) for c in answer.citations]
        first_hits += bool(hits and hits[0])
        any_hits += any(hits)
    print(f"extractive answers over {len(questions)} questions of eval_questions.jsonl: first quote from an "
          f"expected passage {first_hits}/{len(questions)}, any quote {any_hits}/{len(questions)}")


def question_set(search, wanted: list[str] | None = None) -> None:
    """The question sets (``wanted``, by key; all by default) through the real index and the
    extractive answerer."""
    from ecclesia_tools.answering.question_set import REGISTERED_SETS, evaluate, load_questions, report
    from ecclesia.skills.base import Turn

    def answer(question, turns):
        return answer_question(question, deadline=time.monotonic() + 25, conversation=turns,
                               retriever=None, answerer=ExtractiveAnswerer())  # the index, with its statistics

    from ecclesia.answering.vocabulary import CONCEPTS

    named = [reference for concept in CONCEPTS for reference in concept.scripture]
    sets = {entry.key: (entry.title, entry.path) for entry in REGISTERED_SETS}
    for key in wanted or sets:
        title, path = sets[key]
        figures = evaluate(answer, Turn, detect_language, load_questions(path), named_references=named)
        print(f"{title}; extractive answerer, real index):")
        for line in report(figures):
            print(f"  {line}")
        if "--failures" in sys.argv:
            for failure in figures.failures:
                print(f"    {failure}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=50, help="timed runs per question")
    parser.add_argument("--question-set-only", action="store_true", help="only the question set")
    parser.add_argument("--failures", action="store_true", help="list off-topic quotes and declines")
    parser.add_argument("--sets", default="", help="comma-separated set keys (questions, held_out, fresh, fresh2, "
                        "languages, fresh3 ... fresh25); all by default")
    args = parser.parse_args()

    search, cold_ms, unavailable = real_retriever()
    if args.question_set_only:
        if search is None:
            print(f"question set needs the real index: {unavailable}")
            return 1
        question_set(search, [key for key in args.sets.split(",") if key] or None)
        return 0
    if search is None:
        print(f"retrieval: REAL INDEX UNAVAILABLE ({unavailable}); synthetic in-memory corpus used")
        retriever = synthetic_retriever
    else:
        print(f"retrieval: real document index; first search (index load) {cold_ms:.1f} ms")
        retriever = search

    corpus = corpus_statistics() if search is not None else None
    retrieval_ms, passages_by_question = [], {}
    for question in QUESTIONS:
        for _ in range(max(1, args.repeat // 10)):
            started = time.perf_counter()
            passages = retrieve(question, (), retriever, PASSAGE_LIMIT, corpus)
            retrieval_ms.append((time.perf_counter() - started) * 1000)
        passages_by_question[question] = passages
    print(f"retrieval per question ({PASSAGE_LIMIT} passages): {ms(retrieval_ms)}")

    def cached(question):
        return lambda query, limit: passages_by_question[question]

    model_answerer = ModelAnswerer(InstantModel())
    extractive = ExtractiveAnswerer()
    model_ms, extractive_ms, tokens = [], [], []
    for question in QUESTIONS:
        prompt = build_prompt(question, passages_by_question[question], (), detect_language(question))
        tokens.append(prompt.estimated_tokens())
        for answerer, sink in ((model_answerer, model_ms), (extractive, extractive_ms)):
            for _ in range(args.repeat):
                started = time.perf_counter()
                answer_question(question, deadline=time.monotonic() + 25, retriever=cached(question),
                                answerer=answerer)
                sink.append((time.perf_counter() - started) * 1000)
    print(f"pipeline overhead, stubbed model, retrieval excluded: {ms(model_ms)}")
    print(f"extractive answer, retrieval excluded: {ms(extractive_ms)}")
    print(f"prompt size (chars/4 estimate): median {statistics.median(tokens):.0f} tokens, "
          f"min {min(tokens)}, max {max(tokens)} over {len(QUESTIONS)} questions")
    for question, count in zip(QUESTIONS, tokens, strict=True):
        print(f"  {count:5d} tokens  {len(passages_by_question[question])} passages  {question}")
    if search is not None:
        extractive_quality(search)
        question_set(search)
    return 0


if __name__ == "__main__":
    sys.exit(main())
