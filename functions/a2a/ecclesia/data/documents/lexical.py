"""The lexical side of the index: an analyser and a BM25 inverted index in numpy arrays.

Postings are stored as CSR arrays (term -> slice of passage ids and precomputed BM25
weights), so a query is a few vectorised adds however large the corpus is. The index also
keeps each passage's analysed words in order as term ids (``sequence``, CSR by passage), so
the phrase bonus can check which query words stand side by side without re-reading and
re-analysing passage texts at query time.
Accents are folded and case is ignored so that "Noé", "noe" and "NOE" meet.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass

import numpy as np

from ecclesia.data.documents.words import COMBINING_MARKS, STOPWORDS, WORD, _stem, analyse, fold  # noqa: F401

K1 = 1.2
B = 0.75
MIN_PREFIX = 5  # unknown query terms match index terms by a shared prefix this long or longer
MAX_TRIM = 4  # ... dropping at most this many letters from the end
MAX_EXPANSIONS = 8


@dataclass(slots=True)
class BM25:
    """A BM25 index over passages: postings and weights per term."""

    vocabulary: dict[str, int]
    offsets: np.ndarray  # int64, len(vocabulary) + 1
    postings: np.ndarray  # int32 passage numbers
    weights: np.ndarray  # float32 BM25 contribution of the term to that passage
    passages: int
    # Term ids of each passage's analysed words, in order (uint16 when the vocabulary fits);
    # None for an index written before they were stored (the phrase bonus then re-reads texts).
    sequence: np.ndarray | None = None
    sequence_offsets: np.ndarray | None = None  # int64, passages + 1
    prefix_fallback: bool = True  # the benchmark turns it off to measure plain BM25
    _sorted: list[str] | None = None

    @classmethod
    def build(cls, texts: list[str]) -> BM25:
        """The index of ``texts`` (one per passage)."""
        term_ids: dict[str, int] = {}
        rows: list[list[int]] = []  # per term: passage numbers
        freqs: list[list[int]] = []
        sequence = array("i")  # compact while building: a list of ints would take 8 bytes each
        sequence_offsets = np.zeros(len(texts) + 1, dtype=np.int64)
        lengths = np.zeros(len(texts), dtype=np.float32)
        for number, text in enumerate(texts):
            words = analyse(text)
            counts = Counter(words)
            lengths[number] = sum(counts.values())
            for term, count in counts.items():
                term_id = term_ids.setdefault(term, len(term_ids))
                if term_id == len(rows):
                    rows.append([])
                    freqs.append([])
                rows[term_id].append(number)
                freqs[term_id].append(count)
            sequence.extend(term_ids[word] for word in words)
            sequence_offsets[number + 1] = len(sequence)
        n = max(len(texts), 1)
        average = float(lengths.mean()) if len(texts) else 1.0
        offsets = np.zeros(len(rows) + 1, dtype=np.int64)
        offsets[1:] = np.cumsum([len(r) for r in rows])
        postings = np.fromiter((p for r in rows for p in r), dtype=np.int32, count=int(offsets[-1]))
        tf = np.fromiter((f for r in freqs for f in r), dtype=np.float32, count=int(offsets[-1]))
        df = np.diff(offsets).astype(np.float32)
        idf = np.log1p((n - df + 0.5) / (df + 0.5)).astype(np.float32)
        term_of_posting = np.repeat(np.arange(len(rows)), np.diff(offsets))
        norm = K1 * (1 - B + B * lengths[postings] / max(average, 1e-9))
        weights = (idf[term_of_posting] * tf * (K1 + 1) / (tf + norm)).astype(np.float32)
        sequence_type = np.uint16 if len(term_ids) <= np.iinfo(np.uint16).max + 1 else np.int32
        return cls(term_ids, offsets, postings, weights, len(texts),
                   np.frombuffer(sequence, dtype=f"i{sequence.itemsize}").astype(sequence_type), sequence_offsets)

    def scores(self, query: str) -> np.ndarray:
        """Every passage's BM25 score for ``query`` (unknown terms fall back to prefixes when enabled)."""
        scores = np.zeros(self.passages, dtype=np.float32)
        for term in set(analyse(query)):
            term_id = self.vocabulary.get(term)
            if term_id is not None:
                matches = [term_id]
            else:
                matches = self._prefix_matches(term) if self.prefix_fallback else []
            for match in matches:
                start, end = self.offsets[match], self.offsets[match + 1]
                scores[self.postings[start:end]] += self.weights[start:end] / len(matches)
        return scores

    def idf(self, term: str) -> float:
        """The term's inverse document frequency as BM25 weighs it (0 for an unknown term)."""
        term_id = self.vocabulary.get(term)
        if term_id is None:
            return 0.0
        df = float(self.offsets[term_id + 1] - self.offsets[term_id])
        return float(np.log1p((self.passages - df + 0.5) / (df + 0.5)))

    def postings_of(self, term: str) -> np.ndarray:
        """The passages containing ``term`` (an analysed term), in passage order."""
        term_id = self.vocabulary.get(term)
        if term_id is None:
            return np.zeros(0, dtype=np.int32)
        return self.postings[self.offsets[term_id] : self.offsets[term_id + 1]]

    def adjacent_pairs(self, candidates: np.ndarray, pairs: list[tuple[int, int]]) -> np.ndarray:
        """(len(candidates), len(pairs)) booleans: does pair ``(a, b)`` of term ids stand side
        by side (``a`` then ``b``) in the candidate passage's analysed words? Needs ``sequence``."""
        assert self.sequence is not None and self.sequence_offsets is not None
        starts = self.sequence_offsets[candidates]
        lengths = self.sequence_offsets[candidates + 1] - starts
        total = int(lengths.sum())
        found = np.zeros((len(candidates), len(pairs)), dtype=bool)
        if total < 2 or not pairs:
            return found
        # Positions of every candidate's words in one gather: start of its run + offset in it.
        run_starts = np.cumsum(lengths) - lengths
        positions = np.repeat(starts - run_starts, lengths) + np.arange(total)
        words = self.sequence[positions].astype(np.int64)
        owner = np.repeat(np.arange(len(candidates)), lengths)
        same_passage = owner[:-1] == owner[1:]
        codes = np.where(same_passage, words[:-1] * len(self.vocabulary) + words[1:], -1)
        for column, (a, b) in enumerate(pairs):
            found[owner[:-1][codes == a * len(self.vocabulary) + b], column] = True
        return found

    def _prefix_matches(self, term: str) -> list[int]:
        """Index terms sharing the longest prefix (at least 5 letters) with an unknown term.

        Lets cognates and variants meet: "babele" -> "babel", "samaritano" -> "samaritan",
        "charite" -> "charity". The weight is shared among the matches.
        """
        if len(term) < MIN_PREFIX or term.isdigit():
            return []
        if self._sorted is None:
            self._sorted = sorted(self.vocabulary)
        for length in range(len(term) - 1, max(MIN_PREFIX, len(term) - MAX_TRIM) - 1, -1):
            prefix = term[:length]
            position = bisect_left(self._sorted, prefix)
            found = []
            while position < len(self._sorted) and self._sorted[position].startswith(prefix):
                found.append(self.vocabulary[self._sorted[position]])
                position += 1
                if len(found) > MAX_EXPANSIONS:
                    return []  # too common a prefix to mean anything
            if found:
                return found
        return []
