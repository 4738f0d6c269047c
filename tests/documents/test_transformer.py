"""The numpy all-MiniLM-L6-v2 encoder (``data.documents.transformer``), its conversion from the
pinned package (``ecclesia_tools.documents.minilm``) and the committed vector cache
(``ecclesia_tools.documents.vector_cache``)."""

from __future__ import annotations

import json
import struct

import numpy as np
import pytest

from ecclesia.data.documents.embedders import embedder_from_env, embedder_from_spec
from ecclesia.data.documents.transformer import MAX_TOKENS, TransformerEncoder
from ecclesia_tools.documents.minilm import model_dir, read_safetensors
from ecclesia_tools.documents.vector_cache import CACHE, CachedEmbedder, text_key

# The first 12 of 384 dimensions of each sentence's vector from the reference implementation
# (torch 2.13.0 + transformers, mean pooling, unit length: what sentence-transformers computes),
# recorded 2026-12-01 from the same checkpoint.
REFERENCE = {
    "How did Jesus feed the five thousand?":
        [-0.02339, 0.13049, -0.0011, 0.01697, -0.06278, -0.05827, 0.00205, -0.04788, -0.05989, 0.00993, 0.01397,
         -0.06352],
    "And when he had taken the five loaves and the two fishes, looking up to heaven, he blessed.":
        [-0.02206, 0.13771, -0.01129, -0.01169, -0.04921, 0.01956, 0.0707, -0.02471, 0.00303, -0.04503, 0.00043,
         -0.01747],
    "¿Por qué Pedro negó a Jesús tres veces?":
        [0.02335, 0.0814, -0.02842, -0.00634, -0.0318, 0.01057, 0.02418, 0.0115, 0.01264, 0.01032, 0.0453,
         -0.02688],
}
REFERENCE_COSINE = 0.55795  # between the first two sentences


@pytest.fixture(scope="module")
def encoder() -> TransformerEncoder:
    return TransformerEncoder(model_dir())


def test_the_numpy_encoder_gives_the_reference_implementation_s_vectors(encoder):
    texts = list(REFERENCE)
    vectors = encoder.embed(texts)
    assert vectors.shape == (3, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    for row, text in zip(vectors, texts, strict=True):
        assert np.abs(row[:12] - np.asarray(REFERENCE[text])).max() < 2e-3  # float16 weights
    assert abs(float(vectors[0] @ vectors[1]) - REFERENCE_COSINE) < 2e-3
    # Batched or alone, padded or not: the same vector.
    alone = encoder.embed([texts[1]])[0]
    assert float(alone @ vectors[1]) > 0.99999


def test_it_reads_meaning_a_shared_word_does_not_give(encoder):
    question, feeding, other = encoder.embed([
        "How did Jesus feed the five thousand?",
        "And taking the five loaves and the two fishes, he looked up to heaven and blessed them, and the "
        "multitude did all eat and were filled.",
        "Five thousand of the army of Gorgias went out by night to the camp of the Jews.",
    ])
    assert float(question @ feeding) > float(question @ other) + 0.2


def test_tokens_are_framed_and_cut_as_the_model_was_trained(encoder):
    ids = encoder._ids("Blessed are the meek")
    assert ids[0] == encoder.tokenizer.vocab["[CLS]"] and ids[-1] == encoder.tokenizer.vocab["[SEP]"]
    assert len(encoder._ids("word " * 1000)) == MAX_TOKENS
    assert encoder.embed([]).shape == (0, 384)


def test_a_query_embedded_again_is_remembered_and_cannot_be_changed_by_the_caller(encoder):
    first = encoder.embed(["What is grace?"])
    first[0, :] = 0.0  # the caller's copy
    again = encoder.embed(["What is grace?"])
    assert np.linalg.norm(again[0]) == pytest.approx(1.0, abs=1e-5)


def test_the_index_manifest_names_it_and_rebuilds_it(encoder, tmp_path, monkeypatch):
    spec = encoder.spec()
    assert spec["kind"] == "transformer" and spec["dimensions"] == 384
    assert spec["sha256"] == json.loads((model_dir() / "config.json").read_text())["teacher_sha256"]
    (tmp_path / "model").symlink_to(model_dir())  # an index folder holds its model as model/
    rebuilt = embedder_from_spec(spec, tmp_path)
    assert isinstance(rebuilt, TransformerEncoder) and rebuilt.spec() == spec
    monkeypatch.setenv("ECCLESIA_EMBEDDER", "transformer")
    monkeypatch.setenv("ECCLESIA_TRANSFORMER_MODEL_DIR", str(model_dir()))
    assert embedder_from_env().spec() == spec


def test_safetensors_are_read_without_the_safetensors_package(tmp_path):
    weight = np.arange(6, dtype=np.float32).reshape(2, 3)
    ids = np.asarray([7, 8], dtype=np.int64)
    header = {"__metadata__": {"format": "pt"},
              "w": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]},
              "ids": {"dtype": "I64", "shape": [2], "data_offsets": [24, 40]}}
    raw = json.dumps(header).encode()
    (tmp_path / "t.safetensors").write_bytes(struct.pack("<Q", len(raw)) + raw + weight.tobytes() + ids.tobytes())
    read = read_safetensors(tmp_path / "t.safetensors")
    assert set(read) == {"w", "ids"}
    assert np.array_equal(read["w"], weight) and np.array_equal(read["ids"], ids)


class Counting:
    """An embedder that counts what it is asked to embed."""

    dimensions = 4

    def __init__(self) -> None:
        self.asked: list[str] = []

    def embed(self, texts):
        self.asked.extend(texts)
        return np.tile(np.asarray([0.0, 0.0, 0.0, 1.0], dtype=np.float32), (len(texts), 1))

    def spec(self):
        return {"kind": "counting", "sha256": "model-a"}


def _cache(path, model="model-a"):
    np.savez_compressed(path, keys=np.stack([np.frombuffer(text_key("held"), dtype=np.uint8)]),
                        vectors=np.asarray([[127, 0, 0, 0]], dtype=np.int8),
                        scales=np.asarray([1 / 127], dtype=np.float32), model=np.asarray(model))


def test_the_cache_answers_for_texts_it_holds_and_the_model_for_the_rest(tmp_path):
    _cache(tmp_path / "v.npz")
    inner = Counting()
    cached = CachedEmbedder(inner, tmp_path / "v.npz")
    vectors = cached.embed(["held", "new"])
    assert inner.asked == ["new"] and (cached.hits, cached.misses) == (1, 1)
    assert vectors[0] == pytest.approx([1.0, 0.0, 0.0, 0.0]) and vectors[1] == pytest.approx([0.0, 0.0, 0.0, 1.0])
    assert cached.spec() == inner.spec()


def test_a_cache_of_another_model_is_not_used(tmp_path):
    _cache(tmp_path / "v.npz", model="model-b")
    inner = Counting()
    CachedEmbedder(inner, tmp_path / "v.npz").embed(["held"])
    assert inner.asked == ["held"]


def test_the_committed_cache_holds_the_default_corpus_for_this_model(encoder):
    with np.load(CACHE) as stored:
        assert str(stored["model"]) == encoder.spec()["sha256"]
        assert stored["keys"].shape == (len(stored["vectors"]), 16) and stored["vectors"].shape[1] == 384
        assert len(stored["vectors"]) > 14_000


def test_the_error_function_behind_gelu_agrees_with_the_standard_library():
    import math

    from ecclesia.data.documents.transformer import _erf

    points = np.linspace(-6.0, 6.0, 2001)
    assert np.abs(_erf(points) - np.asarray([math.erf(p) for p in points])).max() < 2e-7
