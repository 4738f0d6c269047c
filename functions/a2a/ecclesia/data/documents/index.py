"""The hybrid index on disk: BM25 and dense vectors over the same passages, fused by rank.

One directory holds everything (the bundle's ``documents/`` area, or any folder ingest
writes to)::

    manifest.json     format, counts, the embedder that built it
    catalog.json      one record per document: metadata, content hash, its passage range
    headings.json     one citation heading per passage (or null)
    texts.bin         passage texts, UTF-8, back to back; text_offsets.npy slices them
    bodies.bin        full document bodies, each zlib-compressed; offsets in catalog.json
    passage_doc.npy   passage number -> document number
    embeddings_int8.npy + embedding_scales.npy   unit vectors as int8 with a scale a row
                      (or embeddings.npy, float16, with ECCLESIA_EMBEDDINGS=float16)
    bm25_*.npy, bm25_vocabulary.json   the inverted index, and each passage's analysed
                      words as term ids (bm25_sequence*.npy) for the phrase bonus
    model/            the static embedding model (when the embedder is static)

Fusion is weighted reciprocal rank fusion (RRF): each side ranks its top ``DEPTH`` passages
and a passage scores ``sum(weight / (RRF_K + rank))``. RRF needs no score calibration between a BM25
score and a cosine, which is why it is the usual choice for hybrid search.
"""

from __future__ import annotations

import json
import mmap
import os
import shutil
import zlib
from collections.abc import Collection, Iterable
from dataclasses import KW_ONLY, asdict, dataclass, replace
from pathlib import Path
from typing import Any, Literal

import numpy as np

from ecclesia.data.documents.embedders import Embedder, embedder_from_spec
from ecclesia.data.documents.lexical import BM25, analyse
from ecclesia.data.documents.model import Document, DocumentMeta, Passage
from ecclesia.data.documents.query import plan_query
from ecclesia.data.documents.references import Reference, parse_heading
from ecclesia.data.documents.store import IndexUnavailable

FORMAT_VERSION = 2  # 2: catalog records carry attribution
RRF_K = 60
DEPTH = 100
# The static model is the weaker ranker (dense recall@10 0.716 vs BM25 0.791 on eval.jsonl), so
# its vote counts less. The weight and PHRASE_BOOST were chosen by 5-fold cross-validation over
# eval.jsonl + eval_questions.jsonl (`bench/bench_documents.py --tune`): the objective is flat
# for dense weights 0.1-0.3 with a phrase boost of 0.1; 0.3 keeps the dense side's passage
# recall on questions. Re-tune when the embedder changes (with Bedrock, equal weights are the
# neutral start).
LEXICAL_WEIGHT = 1.0
DENSE_WEIGHT = 0.3
# Phrase bonus: a BM25 candidate where two query words stand next to each other (function
# words aside: "poor in spirit") gains this share of the two words' idf per such pair; only
# the top PHRASE_DEPTH BM25 candidates are re-read.
PHRASE_BOOST = 0.1
PHRASE_DEPTH = 200
Mode = Literal["hybrid", "lexical", "dense"]


def embeddings_encoding() -> str:
    """How vectors are stored: ``int8`` (default; one byte a dimension and a float32 scale a
    row, half the float16 size with the same recall, see README) or ``float16``
    (``ECCLESIA_EMBEDDINGS=float16``)."""
    from ecclesia.settings import DocumentsSettings

    return DocumentsSettings.from_env().embeddings


def quantize_int8(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric per-row int8: row ~= q * scale, scale = max |value| / 127."""
    matrix = np.asarray(matrix, dtype=np.float32)
    scales = np.abs(matrix).max(axis=1, keepdims=True) / 127.0 if len(matrix) else np.zeros((0, 1), np.float32)
    scales[scales == 0] = 1.0
    quantized = np.clip(np.rint(matrix / scales), -127, 127).astype(np.int8)
    return quantized, scales.reshape(-1).astype(np.float32)


def dequantize_int8(quantized: np.ndarray, scales: np.ndarray) -> np.ndarray:
    """Float32 rows back from int8 values and their per-row scales."""
    # Scaled in place: one float32 matrix is allocated, not two (at 150,000 passages each is
    # 150 MB, and a fresh container pays for every page it touches).
    rows = np.array(quantized, dtype=np.float32)  # a plain array, also from a memory-mapped file
    rows *= scales.reshape(-1, 1)
    return rows


def indexable_text(title: str, heading: str | None, text: str) -> str:
    """What BM25 and the embedder see: the passage with its document title and heading."""
    return "\n".join(part for part in (title, heading, text) if part)


@dataclass(frozen=True, slots=True)
class CatalogRecord(DocumentMeta):
    """A document's row in ``catalog.json``: its metadata and where its passages and body lie."""

    _: KW_ONLY
    source: str
    content_hash: str
    attribution: str | None = None
    first_passage: int = 0
    passage_count: int = 0
    body_offset: int = 0
    body_length: int = 0


@dataclass(slots=True)
class IndexEntry:
    """One document ready to be written: its record, body, passages and their vectors."""

    record: CatalogRecord
    body: str
    headings: list[str | None]
    texts: list[str]
    embeddings: np.ndarray  # (len(texts), dims) float32


def write_index(
    directory: Path,
    entries: list[IndexEntry],
    embedder_spec: dict[str, Any],
    model_source: Path | None = None,
) -> dict[str, int]:
    """Write a complete index to ``directory`` (replaced atomically); returns counts and bytes."""
    directory = Path(directory)
    staging = directory.with_name(directory.name + ".staging")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)

    headings: list[str | None] = []
    passage_doc: list[int] = []
    search_texts: list[str] = []
    vectors: list[np.ndarray] = []
    text_offsets = [0]
    body_offset = 0
    dims = int(embedder_spec["dimensions"])
    with open(staging / "texts.bin", "wb") as texts_file, open(staging / "bodies.bin", "wb") as bodies_file:
        for number, entry in enumerate(entries):
            compressed = zlib.compress(entry.body.encode("utf-8"), 6)
            bodies_file.write(compressed)
            record = entry.record = replace(
                entry.record, first_passage=len(headings), passage_count=len(entry.texts),
                body_offset=body_offset, body_length=len(compressed),
            )
            body_offset += len(compressed)
            for heading, text in zip(entry.headings, entry.texts, strict=True):
                encoded = text.encode("utf-8")
                texts_file.write(encoded)
                text_offsets.append(text_offsets[-1] + len(encoded))
                headings.append(heading)
                passage_doc.append(number)
                search_texts.append(indexable_text(record.title, heading, text))
            vectors.append(np.asarray(entry.embeddings, dtype=np.float32).reshape(len(entry.texts), dims))

    matrix = np.concatenate(vectors) if vectors else np.zeros((0, dims), dtype=np.float32)
    encoding = embeddings_encoding()
    if encoding == "int8":
        quantized, scales = quantize_int8(matrix)
        np.save(staging / "embeddings_int8.npy", quantized)
        np.save(staging / "embedding_scales.npy", scales)
    else:
        np.save(staging / "embeddings.npy", matrix.astype(np.float16))
    np.save(staging / "text_offsets.npy", np.asarray(text_offsets, dtype=np.int64))
    np.save(staging / "passage_doc.npy", np.asarray(passage_doc, dtype=np.int32))
    bm25 = BM25.build(search_texts)
    np.save(staging / "bm25_offsets.npy", bm25.offsets)
    np.save(staging / "bm25_postings.npy", bm25.postings)
    np.save(staging / "bm25_weights.npy", bm25.weights)
    assert bm25.sequence is not None and bm25.sequence_offsets is not None  # build() always records them
    np.save(staging / "bm25_sequence.npy", bm25.sequence)
    np.save(staging / "bm25_sequence_offsets.npy", bm25.sequence_offsets)
    vocabulary = sorted(bm25.vocabulary, key=bm25.vocabulary.__getitem__)
    (staging / "bm25_vocabulary.json").write_text(json.dumps(vocabulary, ensure_ascii=False))
    (staging / "headings.json").write_text(json.dumps(headings, ensure_ascii=False))
    (staging / "catalog.json").write_text(
        json.dumps([asdict(e.record) for e in entries], ensure_ascii=False, indent=0)
    )
    if model_source is not None:
        shutil.copytree(model_source, staging / "model")
    manifest = {
        "format": FORMAT_VERSION,
        "documents": len(entries),
        "passages": len(headings),
        "embedder": embedder_spec,
        "embeddings": encoding,
    }
    (staging / "manifest.json").write_text(json.dumps(manifest, indent=2))

    old = directory.with_name(directory.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if directory.exists():
        os.replace(directory, old)
    os.replace(staging, directory)
    shutil.rmtree(old, ignore_errors=True)
    size = sum(f.stat().st_size for f in directory.rglob("*") if f.is_file())
    return {"documents": len(entries), "passages": len(headings), "index_bytes": size}


class HybridIndex:
    """A read-only index loaded from a directory; safe to share across requests."""

    def __init__(self, directory: Path, embedder: Embedder | None = None) -> None:
        self.directory = Path(directory)
        self.manifest = json.loads((self.directory / "manifest.json").read_text())
        if self.manifest.get("format") != FORMAT_VERSION:
            raise IndexUnavailable(
                f"{self.directory}: index format {self.manifest.get('format')} is not {FORMAT_VERSION}; "
                "rebuild it with 'python -m ecclesia_tools.bundle documents' (or re-run ecclesia-ingest)"
            )
        self.records = [CatalogRecord(**r) for r in json.loads((self.directory / "catalog.json").read_text())]
        self.by_id = {record.id: number for number, record in enumerate(self.records)}
        self.headings: list[str | None] = json.loads((self.directory / "headings.json").read_text())
        self.passage_doc = np.load(self.directory / "passage_doc.npy")
        self.text_offsets = np.load(self.directory / "text_offsets.npy")
        self._texts = _map_file(self.directory / "texts.bin")
        if self.manifest.get("embeddings") == "int8":
            self.embeddings = dequantize_int8(np.load(self.directory / "embeddings_int8.npy", mmap_mode="r"),
                                              np.load(self.directory / "embedding_scales.npy"))
        else:
            self.embeddings = np.load(self.directory / "embeddings.npy").astype(np.float32)
        vocabulary = json.loads((self.directory / "bm25_vocabulary.json").read_text())
        # The large read-only arrays are memory-mapped: opening costs no copy, and their pages
        # are shared with the file cache instead of being held twice.
        self.bm25 = BM25(
            vocabulary={term: number for number, term in enumerate(vocabulary)},
            offsets=np.load(self.directory / "bm25_offsets.npy"),
            postings=np.load(self.directory / "bm25_postings.npy", mmap_mode="r"),
            weights=np.load(self.directory / "bm25_weights.npy", mmap_mode="r"),
            passages=len(self.headings),
            sequence=_optional_array(self.directory / "bm25_sequence.npy"),
            sequence_offsets=_optional_array(self.directory / "bm25_sequence_offsets.npy"),
        )
        self._embedder = embedder
        self._chapter_map: dict[tuple[str, int], list[tuple[int, Reference, bool]]] | None = None

    @property
    def embedder(self) -> Embedder:
        """The embedder the index was built with, loaded on first use."""
        if self._embedder is None:
            self._embedder = embedder_from_spec(self.manifest["embedder"], self.directory)
        return self._embedder

    def __len__(self) -> int:
        return len(self.headings)

    # -- reading -----------------------------------------------------------------------
    def passage_text(self, number: int) -> str:
        """The text of passage ``number``."""
        start, end = self.text_offsets[number], self.text_offsets[number + 1]
        return self._texts[start:end].decode("utf-8")

    def body(self, record: CatalogRecord) -> str:
        """The full text of a document (its compressed body)."""
        with open(self.directory / "bodies.bin", "rb") as bodies:
            bodies.seek(record.body_offset)
            return zlib.decompress(bodies.read(record.body_length)).decode("utf-8")

    def get_document(self, document_id: str) -> Document | None:
        """The document ``document_id``, or ``None``."""
        number = self.by_id.get(document_id)
        if number is None:
            return None
        r = self.records[number]
        return Document(id=r.id, title=r.title, author=r.author, year=r.year, reference=r.reference, url=r.url,
                        language=r.language, body=self.body(r), attribution=r.attribution)

    def passage(self, number: int, score: float) -> Passage:
        """Passage ``number`` with ``score``."""
        r = self.records[int(self.passage_doc[number])]
        return Passage(
            passage_id=f"{r.id}#{number - r.first_passage + 1}",
            document=r,
            heading=self.headings[number],
            text=self.passage_text(number),
            score=float(score),
        )

    def passage_window(self, passage_id: str, before: int = 1, after: int = 1) -> list[Passage] | None:
        """The passage ``"<document id>#<n>"`` (n counts from 1) with up to ``before`` and
        ``after`` neighbours from the same document, in order; None for an unknown id."""
        document_id, sep, ordinal = passage_id.rpartition("#")
        number = self.by_id.get(document_id) if sep else None
        if number is None or not ordinal.isdigit():
            return None
        record = self.records[number]
        position = int(ordinal) - 1
        if not 0 <= position < record.passage_count:
            return None
        first = record.first_passage + max(0, position - before)
        last = record.first_passage + min(record.passage_count - 1, position + after)
        return [self.passage(n, 0.0) for n in range(first, last + 1)]

    # -- searching -----------------------------------------------------------------------
    def rank(self, query: str, depth: int = DEPTH, mode: Mode = "hybrid",
             books: Collection[str] = ()) -> list[tuple[int, float]]:
        """(passage number, score) best first; at most ``depth`` of them.

        The query is read first (``query.plan_query``): questions are searched by their topic
        words, and the passages a scripture reference names come before everything else.
        With ``books``, only those books' passages (and the notes on them) are ranked.
        """
        if not len(self) or not query.strip():
            return []
        plan = plan_query(query)
        if books:
            within = self._passages_of_books(books)
            return self._rank_text(plan.text if plan.text.strip() else query, depth, mode, within) if len(within) else []
        ranked = self._rank_text(plan.text, depth, mode) if plan.text.strip() else []
        if plan.reference is None:
            return ranked
        named = self._referenced(plan.reference, plan.wants_commentary, [n for n, _ in ranked])
        if not named:  # "Mark 99" names nothing here: search the words as typed
            return self._rank_text(query, depth, mode)
        top = ranked[0][1] if ranked else 0.0
        promoted = [(number, top + len(named) - position) for position, number in enumerate(named)]
        chosen = set(named)
        return (promoted + [item for item in ranked if item[0] not in chosen])[:depth]

    def lexical_scores(self, text: str) -> np.ndarray:
        """BM25 scores, plus the phrase bonus for query words found side by side."""
        scores = self.bm25.scores(text)
        terms = analyse(text)
        pairs = {(a, b) for a, b in zip(terms, terms[1:]) if a != b}
        if not pairs or PHRASE_BOOST <= 0:
            return scores
        idf = {term: self.bm25.idf(term) for pair in pairs for term in pair}
        candidates = np.asarray([n for n, _ in _top(scores, PHRASE_DEPTH, positive_only=True)], dtype=np.int32)
        if self.bm25.sequence is not None:
            return self._phrase_bonus(scores, candidates, pairs, idf)
        # An index without word sequences (written before they were stored): only passages
        # holding both words of some pair are re-read (postings tell which).
        holds = {term: np.isin(candidates, self.bm25.postings_of(term)) for term in idf}
        worth_reading = np.zeros(len(candidates), dtype=bool)
        for a, b in pairs:
            worth_reading |= holds[a] & holds[b]
        for number in candidates[worth_reading]:
            record = self.records[int(self.passage_doc[number])]
            words = analyse(indexable_text(record.title, self.headings[number], self.passage_text(int(number))))
            present = pairs & set(zip(words, words[1:]))
            if present:
                scores[number] += PHRASE_BOOST * sum(idf[a] + idf[b] for a, b in present)
        return scores

    def dense_scores(self, text: str) -> np.ndarray:
        """Every passage's cosine with ``text`` (the rows and the query are unit vectors)."""
        # A row-by-row dot product in this thread rather than BLAS's matrix-vector product:
        # OpenBLAS hands a product this size to a second thread, and waking it costs more
        # than it saves on a Lambda's single vCPU or a busy machine (measured at 14,781
        # passages on the shared 2-core machine: 12 ms wall, 8 ms CPU against 0.2 ms; at
        # 150,000: 4.4 ms CPU against 7.5 ms). The cosines agree to ~1e-7.
        return np.vecdot(self.embeddings, self.embedder.embed([text])[0])

    def _phrase_bonus(self, scores: np.ndarray, candidates: np.ndarray, pairs: set[tuple[str, str]],
                      idf: dict[str, float]) -> np.ndarray:
        """The phrase bonus from the stored word sequences: the same sums as re-reading each
        candidate (each pair found counts once per passage), without touching its text."""
        vocabulary = self.bm25.vocabulary
        known = [(a, b) for a, b in pairs if a in vocabulary and b in vocabulary]  # an unknown word stands nowhere
        if not known or not len(candidates):
            return scores
        found = self.bm25.adjacent_pairs(candidates, [(vocabulary[a], vocabulary[b]) for a, b in known])
        weights = np.asarray([idf[a] + idf[b] for a, b in known], dtype=np.float64)
        hit = found.any(axis=1)
        bonus = PHRASE_BOOST * (found[hit] * weights).sum(axis=1)
        scores[candidates[hit]] += bonus.astype(np.float32)
        return scores

    def _rank_text(self, text: str, depth: int, mode: Mode,
                   within: np.ndarray | None = None) -> list[tuple[int, float]]:
        if mode == "lexical":
            return _top(self.lexical_scores(text), depth, positive_only=True, within=within)
        if mode == "dense":
            return _top(self.dense_scores(text), depth, within=within)
        lexical = _top(self.lexical_scores(text), DEPTH, positive_only=True, within=within)
        dense = _top(self.dense_scores(text), DEPTH, within=within)
        fused: dict[int, float] = {}
        for weight, ranking in ((LEXICAL_WEIGHT, lexical), (DENSE_WEIGHT, dense)):
            for rank, (number, _) in enumerate(ranking):
                fused[number] = fused.get(number, 0.0) + weight / (RRF_K + rank + 1)
        return sorted(fused.items(), key=lambda item: (-item[1], item[0]))[:depth]

    def _referenced(self, reference: Reference, wants_commentary: bool, ranked: list[int]) -> list[int]:
        """Passages whose heading covers ``reference``: the text first (the commentary first
        when asked for), each group in the order of ``ranked`` when the query had other
        words, else in verse order."""
        candidates = self._chapters().get((reference.book, reference.chapter), [])
        position = {number: rank for rank, number in enumerate(ranked)}
        covering = [(commentary != wants_commentary, position.get(number, len(position)), number)
                    for number, heading, commentary in candidates if reference.overlaps(heading)]
        return [number for *_, number in sorted(covering)]

    def _passages_of_books(self, books: Collection[str]) -> np.ndarray:
        """The numbers of the passages of ``books`` and of the notes on them, in index order."""
        numbers = [number for (book, _), passages in self._chapters().items() if book in books
                   for number, _, _ in passages]
        return np.asarray(sorted(numbers), dtype=np.int64)

    def _chapters(self) -> dict[tuple[str, int], list[tuple[int, Reference, bool]]]:
        """(book, chapter) -> (passage, its heading as a reference, is it commentary), built
        on the first reference query. A heading with words before the book ("Haydock on
        John 3:5") marks commentary on the passage rather than the passage itself."""
        if self._chapter_map is None:
            chapters: dict[tuple[str, int], list[tuple[int, Reference, bool]]] = {}
            for number, heading in enumerate(self.headings):
                reference = parse_heading(heading)
                if reference is not None and heading is not None:
                    commentary = not heading.startswith(reference.book)
                    chapters.setdefault((reference.book, reference.chapter), []).append((number, reference, commentary))
            self._chapter_map = chapters
        return self._chapter_map

    def search(self, query: str, limit: int = 10, mode: Mode = "hybrid",
               books: Collection[str] = ()) -> list[Passage]:
        """See ``DocumentStore.search``."""
        return [self.passage(n, s) for n, s in self.rank(query, max(limit, 1), mode, books)][:limit]

    def passages_of(self, document_id: str) -> Iterable[tuple[str | None, str, np.ndarray]]:
        """(heading, text, vector) of one document's passages, for incremental re-ingest."""
        record = self.records[self.by_id[document_id]]
        for number in range(record.first_passage, record.first_passage + record.passage_count):
            yield self.headings[number], self.passage_text(number), self.embeddings[number]


def _optional_array(path: Path) -> np.ndarray | None:
    """The array in ``path``, memory-mapped, or None when an older index lacks the file."""
    return np.load(path, mmap_mode="r") if path.exists() else None


def _map_file(path: Path) -> bytes | mmap.mmap:
    """A read-only view of a file's bytes: memory-mapped, so opening reads nothing yet (an
    empty file cannot be mapped and is simply empty)."""
    with open(path, "rb") as file:
        if os.fstat(file.fileno()).st_size == 0:
            return b""
        return mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)


def _top(scores: np.ndarray, depth: int, positive_only: bool = False,
         within: np.ndarray | None = None) -> list[tuple[int, float]]:
    """The ``depth`` best (passage number, score), of the passages ``within`` when given."""
    if within is not None:
        return [(int(within[n]), score) for n, score in _top(scores[within], depth, positive_only)]
    if not len(scores):
        return []
    depth = min(depth, len(scores))
    candidates = np.argpartition(-scores, depth - 1)[:depth]
    ordered = candidates[np.lexsort((candidates, -scores[candidates]))]
    return [(int(n), float(scores[n])) for n in ordered if not positive_only or scores[n] > 0]
