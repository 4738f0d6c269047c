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
    from ecclesia_tools.answering.question_set import (
        FRESH2_HELD_OUT, FRESH3_HELD_OUT, FRESH4_HELD_OUT, FRESH5_HELD_OUT, FRESH6_HELD_OUT, FRESH7_HELD_OUT, FRESH8_HELD_OUT, FRESH9_HELD_OUT, FRESH10_HELD_OUT, FRESH11_HELD_OUT, FRESH12_HELD_OUT, FRESH13_HELD_OUT, FRESH14_HELD_OUT, FRESH15_HELD_OUT, FRESH16_HELD_OUT, FRESH17_HELD_OUT, FRESH18_HELD_OUT, FRESH19_HELD_OUT, FRESH20_HELD_OUT, FRESH21_HELD_OUT, FRESH22_HELD_OUT, FRESH23_HELD_OUT, FRESH24_HELD_OUT, FRESH25_HELD_OUT, FRESH_HELD_OUT, HELD_OUT, LANGUAGES_NOT_HELD, QUESTIONS, evaluate, load_questions, report)
    from ecclesia.skills.base import Turn

    def answer(question, turns):
        return answer_question(question, deadline=time.monotonic() + 25, conversation=turns,
                               retriever=None, answerer=ExtractiveAnswerer())  # the index, with its statistics

    from ecclesia.answering.vocabulary import CONCEPTS

    named = [reference for concept in CONCEPTS for reference in concept.scripture]
    sets = {  # key: (title, path)
        "questions": ("question set (datasets/qa/questions.jsonl", QUESTIONS),
        "held_out": ("held-out set (datasets/qa/held_out.jsonl: topics the vocabulary does not name", HELD_OUT),
        "fresh": ("fresh held-out set (datasets/qa/fresh_held_out.jsonl: written after the vocabulary; "
                  "tuned on since", FRESH_HELD_OUT),
        "fresh2": ("second fresh set (datasets/qa/fresh2_held_out.jsonl: new topics; tuned on since", FRESH2_HELD_OUT),
        "languages": ("languages set (datasets/qa/languages_not_held.jsonl: not held and held, seven languages",
                      LANGUAGES_NOT_HELD),
        "fresh3": ("third fresh set (datasets/qa/fresh3_held_out.jsonl: written before the reranker; blind until "
                   "the declines round, tuned on since", FRESH3_HELD_OUT),
        "fresh4": ("fourth fresh set (datasets/qa/fresh4_held_out.jsonl: new topics, written 2026-11-30; "
                   "blind until the declines round, tuned on since", FRESH4_HELD_OUT),
        "fresh5": ("fifth fresh set (datasets/qa/fresh5_held_out.jsonl: new topics, written 2026-11-30 while the "
                   "fourth was being tuned on; blind until the third round, tuned on since", FRESH5_HELD_OUT),
        "fresh6": ("sixth fresh set (datasets/qa/fresh6_held_out.jsonl: new topics, written 2026-12-01 while the "
                   "fifth was being tuned on; measured blind, tuned on since", FRESH6_HELD_OUT),
        "fresh7": ("seventh fresh set (datasets/qa/fresh7_held_out.jsonl: new topics, written 2026-12-01, "
                   "topics kept from the lead; blind: never tuned on", FRESH7_HELD_OUT),
        "fresh8": ("eighth fresh set (datasets/qa/fresh8_held_out.jsonl: new topics, written 2026-12-01, "
                   "topics kept from the lead; blind: measured before the thesaurus and after it", FRESH8_HELD_OUT),
        "fresh9": ("ninth fresh set (datasets/qa/fresh9_held_out.jsonl: new topics, written 2026-12-01, "
                   "topics kept from the lead; blind: measured once on the final code", FRESH9_HELD_OUT),
        "fresh10": ("tenth fresh set (datasets/qa/fresh10_held_out.jsonl: new topics, mostly Old Testament, "
                    "written 2026-12-01, topics kept from the lead; blind: measured once on the final code",
                    FRESH10_HELD_OUT),
        "fresh11": ("eleventh fresh set (datasets/qa/fresh11_held_out.jsonl: new topics, mostly New Testament, "
                    "written 2026-12-01, topics kept from the lead; blind: measured once on the final code",
                    FRESH11_HELD_OUT),
        "fresh12": ("twelfth fresh set (datasets/qa/fresh12_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-01, topics kept from the lead; blind: measured once on the final code",
                    FRESH12_HELD_OUT),
        "fresh13": ("thirteenth fresh set (datasets/qa/fresh13_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-01, topics kept from the lead; measured blind three times in the fifth round, "
                    "then its failures read: a tuning set since",
                    FRESH13_HELD_OUT),
        "fresh14": ("fourteenth fresh set (datasets/qa/fresh14_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-01, topics kept from the lead; blind in the fifth round, its failures read in "
                    "the sixth: a tuning set since",
                    FRESH14_HELD_OUT),
        "fresh15": ("fifteenth fresh set (datasets/qa/fresh15_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-01, topics kept from the lead; measured on the sixth round's start code and "
                    "in the totals that chose its variants, failures unread",
                    FRESH15_HELD_OUT),
        "fresh16": ("sixteenth fresh set (datasets/qa/fresh16_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-01 at the end of the sixth round, topics kept from the lead; measured blind on "
                    "the seventh round's start code, then its failures read: a tuning set since",
                    FRESH16_HELD_OUT),
        "fresh17": ("seventeenth fresh set (datasets/qa/fresh17_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-01 at the start of the seventh round, topics kept from the lead; measured on the "
                    "seventh round's start code and in the totals that chose its variants, failures unread",
                    FRESH17_HELD_OUT),
        "fresh18": ("eighteenth fresh set (datasets/qa/fresh18_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-01 at the end of the seventh round, topics kept from the lead; measured blind on "
                    "the eighth round's start code, then its failures read in that round",
                    FRESH18_HELD_OUT),
        "fresh19": ("nineteenth fresh set (datasets/qa/fresh19_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-01 at the start of the eighth round, topics kept from the lead; measured on the "
                    "eighth round's start code and at its end, and in the ninth round's totals, counts only: the blind "
                    "check, failures unread",
                    FRESH19_HELD_OUT),
        "fresh20": ("twentieth fresh set (datasets/qa/fresh20_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-03, topic keys and references seen by the lead; measured at the round's start "
                    "and end, counts only: the blind check, failures unread",
                    FRESH20_HELD_OUT),
        "fresh21": ("twenty-first fresh set (datasets/qa/fresh21_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-03, topic keys seen by the lead, questions not; measured blind in the twelfth "
                    "round, its failures read since the thirteenth's start: a tuning set",
                    FRESH21_HELD_OUT),
        "fresh22": ("twenty-second fresh set (datasets/qa/fresh22_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-03, topic keys seen by the lead, questions not (three seen once since); "
                    "measured at each round's start and end, counts only: the blind check, failures unread",
                    FRESH22_HELD_OUT),
        "fresh23": ("twenty-third fresh set (datasets/qa/fresh23_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-03, topic keys and questions kept from the lead; measured at the fourteenth "
                    "round's start and end, counts only: the blind check, failures unread",
                    FRESH23_HELD_OUT),
        "fresh24": ("twenty-fourth fresh set (datasets/qa/fresh24_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-05, topic keys and questions kept from the lead; measured at the fifteenth "
                    "round's start and end, counts only: the blind check, failures unread",
                    FRESH24_HELD_OUT),
        "fresh25": ("twenty-fifth fresh set (datasets/qa/fresh25_held_out.jsonl: new topics, both Testaments, "
                    "written 2026-12-05, topic keys and questions kept from the lead; measured at the sixteenth "
                    "round's start and end, counts only: the blind check, failures unread",
                    FRESH25_HELD_OUT),
    }
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
