"""The default corpus's transformer vectors, committed so that a bundle builds in seconds.

Running all-MiniLM-L6-v2 over the 14,781 passages of the default corpus takes a quarter of
an hour on two cores (torch) and longer in numpy. The vectors depend only on the passage
text and the model, so ``datasets/documents/minilm-vectors/vectors.npz`` keeps them keyed by
the SHA-256 of the text the embedder reads (``index.indexable_text``), as int8 with a scale
per row (the index stores them that way anyway). ``CachedEmbedder`` answers from it and runs
the model only for a text it does not hold: a changed passage, an operator's own texts. A
stale entry is never used, because its key is its text's hash.

Rebuild (after a change to the corpus or the model), from a bundle built without the cache
or with it (then the cache is only re-keyed)::

    python -m ecclesia_tools.documents.vector_cache --from-index build/data-bundle/documents
"""

from __future__ import annotations

import argparse
import hashlib
from pathlib import Path
from typing import Any

import numpy as np

from ecclesia.data.documents.embedders import REPO_ROOT, Embedder
from ecclesia.data.documents.index import dequantize_int8, quantize_int8

CACHE = REPO_ROOT / "datasets" / "documents" / "minilm-vectors" / "vectors.npz"


def text_key(text: str) -> bytes:
    """The first 16 bytes of the text's SHA-256: the cache key."""
    return hashlib.sha256(text.encode("utf-8")).digest()[:16]


class CachedEmbedder:
    """``inner`` with the vectors of texts it has already embedded (``Embedder`` protocol)."""

    def __init__(self, inner: Embedder, cache: Path = CACHE) -> None:
        self.inner = inner
        self.dimensions = inner.dimensions
        self.hits = self.misses = 0
        self._rows: dict[bytes, int] = {}
        self._vectors = np.zeros((0, inner.dimensions), dtype=np.float32)
        if cache.exists():
            with np.load(cache) as stored:
                if str(stored["model"]) == inner.spec().get("sha256"):
                    keys = stored["keys"]
                    self._vectors = dequantize_int8(stored["vectors"], stored["scales"])
                    self._rows = {bytes(key): row for row, key in enumerate(keys)}

    @property
    def model_dir(self) -> Path | None:
        """The inner embedder's model folder (ingest copies it beside the index)."""
        return getattr(self.inner, "model_dir", None)

    def embed(self, texts: list[str]) -> np.ndarray:
        """See ``Embedder.embed``: cached rows where held, the model for the rest."""
        out = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        missing = []
        for number, text in enumerate(texts):
            row = self._rows.get(text_key(text))
            if row is None:
                missing.append(number)
            else:
                out[number] = self._vectors[row]
        self.hits += len(texts) - len(missing)
        self.misses += len(missing)
        if missing:
            out[missing] = self.inner.embed([texts[n] for n in missing])
        return out

    def spec(self) -> dict[str, Any]:
        """The inner embedder's (the cache changes nothing an index records)."""
        return self.inner.spec()


def export(index_dir: Path, cache: Path = CACHE) -> int:
    """Write the vectors of a built index (keyed by its passages' texts) to ``cache``."""
    from ecclesia.data.documents.index import HybridIndex, indexable_text

    index = HybridIndex(index_dir)
    keys = np.zeros((len(index), 16), dtype=np.uint8)
    for number in range(len(index)):
        record = index.records[int(index.passage_doc[number])]
        text = indexable_text(record.title, index.headings[number], index.passage_text(number))
        keys[number] = np.frombuffer(text_key(text), dtype=np.uint8)
    vectors, scales = quantize_int8(np.asarray(index.embeddings, dtype=np.float32))
    cache.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(cache, keys=keys, vectors=vectors, scales=scales,
                        model=np.asarray(index.manifest["embedder"]["sha256"]))
    return len(index)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from-index", type=Path, required=True, help="a built index folder (documents/)")
    parser.add_argument("--out", type=Path, default=CACHE)
    args = parser.parse_args()
    print(f"{export(args.from_index, args.out)} vectors written to {args.out}")


if __name__ == "__main__":
    main()
