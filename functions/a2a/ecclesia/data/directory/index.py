"""The read-only name index of one directory: how it is written and how it is searched.

On disk a directory is two files in the bundle:

- ``<kind>.jsonl`` - one profile per line, in index order. It is read into memory as bytes
  and a profile is parsed only when it is returned, so a cold start parses no profiles.
- ``<kind>.index.json`` - ids, byte offsets, display names, ranking priors and the name
  keys: exact folded forms (``exact``/``exact_core``) and a token inverted index
  (``postings``) over every key's core tokens.

Matching: an exact id wins; then an exact folded name (titles kept), then an exact name
with titles set aside; then token matching, where a query token also matches index tokens
one or two edits away (typos). Candidate keys come only from the postings of the query's
tokens, so a lookup touches a few hundred keys, not the whole directory.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ecclesia.data.directory.normalize import NAME_FORM_TO_ENGLISH, analyse

INDEX_FORMAT = 1
EXACT_FULL_SCORE = 1.0
EXACT_CORE_SCORE = 0.97
TOKEN_SCORE_CAP = 0.9
MIN_SCORE = 0.5
TYPO_ONE_EDIT = 0.85
TYPO_TWO_EDITS = 0.7


@dataclass(frozen=True, slots=True)
class IndexEntry:
    """What the builder needs to know of one record."""

    record_id: str
    display_name: str
    names: Sequence[str]  # every name the record answers to, primary first
    profile: dict[str, Any]
    prior: float = 0.0  # 0..1, breaks ties between equally good matches
    extra_ids: Sequence[str] = ()  # other canonical ids that resolve to this record
    # Names among ``names`` where one word alone must be the last (a pope's birth name:
    # "Ghislieri" finds Pius V, "Michael" does not).
    surname_only: Sequence[str] = ()


def write_index(out_dir: Path, kind: str, entries: Iterable[IndexEntry], sources: str = "",
                single_word_at_edges: bool = True) -> dict[str, Any]:
    """Write ``<kind>.jsonl`` and ``<kind>.index.json``; return counts for the report.

    ``sources`` is a one-line summary of where the records come from, quoted in not_found
    hints. Words that other directories know (``mark_known_words``) are added afterwards.
    ``single_word_at_edges``: a one-word query may match a longer name only at its first or
    last word (off for people, whose surname may stand in the middle: "Fernández Artime")."""
    out_dir.mkdir(parents=True, exist_ok=True)
    ids: list[str] = []
    names: list[str] = []
    priors: list[float] = []
    offsets = [0]
    id_aliases: dict[str, int] = {}
    exact: dict[str, list[int]] = {}
    exact_core: dict[str, list[int]] = {}
    key_record: list[int] = []
    key_length: list[int] = []
    key_edges: list[str] = []  # "first last" tokens of each key
    postings: dict[str, list[int]] = {}
    with (out_dir / f"{kind}.jsonl").open("wb") as records:
        for position, entry in enumerate(entries):
            line = json.dumps(entry.profile, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
            records.write(line)
            offsets.append(offsets[-1] + len(line))
            ids.append(entry.record_id)
            names.append(entry.display_name)
            priors.append(round(entry.prior, 4))
            for alias in entry.extra_ids:
                id_aliases[alias] = position
            seen_keys: set[tuple[str, ...]] = set()
            surname_only = set(entry.surname_only)
            for name in entry.names:
                folded = analyse(name)
                if not folded.full:
                    continue
                _add_unique(exact.setdefault(folded.full, []), position)
                for tokens in (folded.core, folded.english):  # in order: a set's would follow the hash seed
                    if not tokens or tokens in seen_keys:
                        continue
                    seen_keys.add(tokens)
                    _add_unique(exact_core.setdefault(" ".join(tokens), []), position)
                    key_id = len(key_record)
                    key_record.append(position)
                    key_length.append(len(tokens))
                    key_edges.append(f"{'' if name in surname_only else tokens[0]} {tokens[-1]}")
                    for token in tokens:
                        postings.setdefault(token, []).append(key_id)
    index = {
        "format": INDEX_FORMAT,
        "kind": kind,
        "ids": ids,
        "names": names,
        "priors": priors,
        "offsets": offsets,
        "id_aliases": id_aliases,
        "exact": exact,
        "exact_core": exact_core,
        "key_record": key_record,
        "key_length": key_length,
        "key_edges": key_edges if single_word_at_edges else None,
        "postings": postings,
        "sources": sources,
        "known_words": [],
    }
    (out_dir / f"{kind}.index.json").write_text(json.dumps(index, separators=(",", ":")))
    return {"records": len(ids), "keys": len(key_record), "tokens": len(postings)}


def mark_known_words(out_dir: Path, kinds: Sequence[str]) -> dict[str, int]:
    """Record in each index the correctly spelled names that only other directories hold and
    that lie one or two edits from one of its own words: "Joan" (a saint) must not be read as a
    misspelled "John" by the popes' index. Returns how many words each index received."""
    indexes = {kind: json.loads((out_dir / f"{kind}.index.json").read_bytes()) for kind in kinds}
    vocabulary = set().union(*(index["postings"] for index in indexes.values()))
    report = {}
    for kind, index in indexes.items():
        loaded = DirectoryIndex(kind, b"", index)
        own = index["postings"]
        known = sorted(word for word in vocabulary if word not in own and len(word) >= 4
                       and not word.isdigit() and loaded._expand(word, own))
        index["known_words"] = known
        (out_dir / f"{kind}.index.json").write_text(json.dumps(index, separators=(",", ":")))
        report[kind] = len(known)
    return report


def _add_unique(bucket: list[int], position: int) -> None:
    if position not in bucket:
        bucket.append(position)


@dataclass(frozen=True, slots=True)
class Match:
    """One candidate record with its score (1.0 = exact name)."""

    position: int
    record_id: str
    display_name: str
    score: float  # ``base`` plus a small share of the prior, for ranking
    base: float = 0.0  # how well the name matched: 1.0 exact, 0.97 exact without titles, less for tokens
    prior: float = 0.0  # 0..1 prominence of the record
    typo: bool = False  # reached only through a spelling correction


@dataclass(slots=True)
class DirectoryIndex:
    """One loaded directory: profiles as raw bytes plus the name index."""

    kind: str
    _records: bytes
    _index: dict[str, Any]
    _position_of_id: dict[str, int] = field(default_factory=dict)
    _deletions: dict[str, list[str]] | None = None  # built on the first typo lookup
    _known_words: frozenset[str] | None = None

    @classmethod
    def load(cls, folder: Path, kind: str) -> DirectoryIndex:
        """The index of ``kind`` in ``folder``.

        Raises:
            RuntimeError: the index was built in another format (rebuild the bundle).
        """
        index = json.loads((folder / f"{kind}.index.json").read_bytes())
        if index.get("format") != INDEX_FORMAT:
            raise RuntimeError(f"{kind}: index format {index.get('format')} is not {INDEX_FORMAT}; rebuild the bundle")
        records = (folder / f"{kind}.jsonl").read_bytes()
        loaded = cls(kind, records, index)
        loaded._position_of_id = {record_id: pos for pos, record_id in enumerate(index["ids"])}
        loaded._position_of_id.update(index["id_aliases"])
        return loaded

    def __len__(self) -> int:
        return len(self._index["ids"])

    def ids(self) -> list[str]:
        """Every record id, in record order."""
        return list(self._index["ids"])

    def profile_at(self, position: int) -> dict[str, Any]:
        """The record at ``position``."""
        offsets = self._index["offsets"]
        return json.loads(self._records[offsets[position] : offsets[position + 1]])

    def get(self, record_id: str) -> dict[str, Any] | None:
        """The record with id ``record_id`` (also matched case-insensitively), or ``None``."""
        position = self._position_of_id.get(record_id)
        if position is None:
            position = self._position_of_id.get(record_id.strip().lower())
        return None if position is None else self.profile_at(position)

    @property
    def sources(self) -> str:
        """Where the records come from, as the index records it."""
        return self._index.get("sources", "")

    def unknown_words(self, query: str) -> list[str]:
        """The query's name words that no record of this directory contains."""
        folded = analyse(query)
        postings = self._index["postings"]
        return [t for t in folded.core if t not in postings and NAME_FORM_TO_ENGLISH.get(t, t) not in postings]

    def has_near_words(self, tokens: Sequence[str]) -> bool:
        """Whether some token is one or two edits from a word of this directory."""
        postings = self._index["postings"]
        return any(self._expand(token, postings) for token in tokens)

    def is_known_elsewhere(self, token: str) -> bool:
        """Whether ``token`` is a word of another kind's records."""
        if self._known_words is None:
            self._known_words = frozenset(self._index.get("known_words", ()))
        return token in self._known_words

    def search(self, query: str, limit: int = 6) -> list[Match]:
        """Best matches first; empty when nothing reaches ``MIN_SCORE``."""
        folded = analyse(query)
        if not folded.full:
            return []
        priors = self._index["priors"]
        scores: dict[int, float] = {}
        bases: dict[int, float] = {}
        typos: set[int] = set()

        def offer(position: int, score: float, typo: bool = False) -> None:
            if score > bases.get(position, 0.0):
                bases[position] = score
                scores[position] = score + priors[position] * 0.02
                if typo:
                    typos.add(position)
                else:
                    typos.discard(position)

        position = self._position_of_id.get(query.strip()) or self._position_of_id.get(query.strip().lower())
        if position is not None:
            offer(position, EXACT_FULL_SCORE + 0.05)
        for position in self._index["exact"].get(folded.full, ()):
            offer(position, EXACT_FULL_SCORE)
        for tokens in {folded.core, folded.english}:
            for position in self._index["exact_core"].get(" ".join(tokens), ()):
                offer(position, EXACT_CORE_SCORE)
        best_exact = max(scores.values(), default=0.0)
        if best_exact < EXACT_CORE_SCORE or len(scores) < limit:
            for tokens in {folded.core, folded.english}:
                if tokens:
                    self._token_candidates(tokens, offer)
        ranked = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
        names = self._index["names"]
        ids = self._index["ids"]
        return [
            Match(pos, ids[pos], names[pos], round(min(score, 1.0), 4), round(bases[pos], 4), priors[pos], pos in typos)
            for pos, score in ranked[:limit]
            if bases[pos] >= MIN_SCORE
        ]

    def _token_candidates(self, tokens: Sequence[str], offer) -> None:
        postings = self._index["postings"]
        key_record = self._index["key_record"]
        key_length = self._index["key_length"]
        if all(token in postings for token in tokens):
            self._exact_token_candidates(tokens, offer)
            return
        matched: dict[int, list[float]] = {}  # key id -> best weight per query token
        corrected: set[int] = set()
        for slot, token in enumerate(tokens):
            for index_token, weight in self._expand(token, postings):
                for key_id in postings[index_token]:
                    if weight < 1.0:
                        corrected.add(key_id)
                    weights = matched.get(key_id)
                    if weights is None:
                        weights = matched[key_id] = [0.0] * len(tokens)
                    if weight > weights[slot]:
                        weights[slot] = weight
        count = len(tokens)
        for key_id, weights in matched.items():
            query_cover = sum(weights) / count
            if query_cover < 0.5:
                continue
            if count == 1 and key_length[key_id] > 1 and not self._at_edge(key_id, tokens[0], postings):
                continue
            key_cover = sum(1 for w in weights if w) / key_length[key_id]
            score = TOKEN_SCORE_CAP * (0.75 * query_cover + 0.25 * min(key_cover, 1.0))
            offer(key_record[key_id], score, key_id in corrected)

    def _exact_token_candidates(self, tokens: Sequence[str], offer) -> None:
        """The common case (every query token is known): count hits per key in C, then score
        only keys that can still rank. A key matching one token fewer than the best key
        scores at most 0.9 * (0.75 * (n-1)/n + 0.25), below the alternates' window for
        n <= 2, so for short queries only the best-covered keys are scored."""
        postings = self._index["postings"]
        key_record = self._index["key_record"]
        key_length = self._index["key_length"]
        hits: Counter[int] = Counter()
        for token in tokens:
            hits.update(postings[token])
        if not hits:
            return
        count = len(tokens)
        most = max(hits.values())
        need = max((count + 1) // 2, most if count <= 2 else most - 1)
        for key_id, matched in hits.items():
            if count == 1 and key_length[key_id] > 1 and not self._at_edge(key_id, tokens[0], postings):
                continue
            if matched >= need:
                score = TOKEN_SCORE_CAP * (0.75 * matched / count + 0.25 * min(matched / key_length[key_id], 1.0))
                offer(key_record[key_id], score)

    def _at_edge(self, key_id: int, token: str, postings: dict[str, list[int]]) -> bool:
        """A one-word query matches a longer name only at its first or last word ("Tagle",
        "Munich" for "Munich and Freising"), never a middle one ("Michael" in a pope's birth
        name "Antonio Michele Ghislieri"). A corrected word counts at the edge it corrects."""
        edges = self._index.get("key_edges")
        if edges is None:
            return True
        first, last = edges[key_id].split(" ")
        edge = {last, first} - {""}
        if token in edge:
            return True
        return any(candidate in edge for candidate, _ in self._expand(token, postings))

    def _expand(self, token: str, postings: dict[str, list[int]]) -> list[tuple[str, float]]:
        if token in postings:
            return [(token, 1.0)]
        plain = _GERMAN_DIGRAPHS.sub(lambda m: m.group(0)[0], token)  # "mueller" -> "muller"
        if plain != token and plain in postings:
            return [(plain, 1.0)]
        if len(token) < 4 or token.isdigit() or self.is_known_elsewhere(token):
            return []  # a correctly spelled name we hold elsewhere is not a typo ("Joan" is not "John")
        deletions = self._deletion_index()
        candidates: set[str] = set()
        for variant in _deletes(token):
            candidates.update(deletions.get(variant, ()))
        out = []
        allowed = 1 if len(token) < 8 else 2
        for candidate in candidates:
            distance = _edit_distance(token, candidate, allowed)
            if distance == 1:
                out.append((candidate, TYPO_ONE_EDIT))
            elif distance == 2 and allowed == 2:
                out.append((candidate, TYPO_TWO_EDITS))
        return out

    def _deletion_index(self) -> dict[str, list[str]]:
        """Every index token and its one-letter deletions -> the tokens they came from."""
        if self._deletions is None:
            deletions: dict[str, list[str]] = {}
            for token in self._index["postings"]:
                if len(token) < 3:
                    continue
                for variant in _deletes(token):
                    deletions.setdefault(variant, []).append(token)
            self._deletions = deletions
        return self._deletions


_GERMAN_DIGRAPHS = re.compile(r"(?<=\w)(ue|oe|ae)")


def _deletes(token: str) -> set[str]:
    out = {token}
    for i in range(len(token)):
        out.add(token[:i] + token[i + 1 :])
    return out


def _edit_distance(a: str, b: str, limit: int) -> int:
    """Optimal-string-alignment distance, or ``limit + 1`` once it is known to exceed it."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous_previous: list[int] | None = None
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if (
                previous_previous is not None
                and i > 1
                and j > 1
                and a[i - 1] == b[j - 2]
                and a[i - 2] == b[j - 1]
            ):
                current[j] = min(current[j], previous_previous[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous_previous, previous = previous, current
    return previous[-1]
