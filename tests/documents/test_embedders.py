import io
import json

import boto3
import numpy as np
import pytest
from botocore.response import StreamingBody
from botocore.stub import Stubber

from ecclesia.data.documents.embedders import (
    BedrockEmbedder, StaticEmbedder, default_static_model_dir, embedder_from_env, embedder_from_spec,
)


@pytest.fixture(scope="module")
def static():
    return StaticEmbedder(default_static_model_dir())


def test_static_vectors_are_unit_length_and_deterministic(static):
    vectors = static.embed(["The Lord is my shepherd", "The Lord is my shepherd", ""])
    assert vectors.shape == (3, static.dimensions) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors[:2], axis=1), 1.0, atol=1e-5)
    assert np.array_equal(vectors[0], vectors[1])
    assert not vectors[2].any()  # nothing to embed gives the zero vector, not NaN


def test_static_similarity_follows_meaning(static):
    anchor, near, far = static.embed(["a shepherd guards his sheep", "the flock and its herdsman", "tax rates on imported steel"])
    assert anchor @ near > anchor @ far


def _body(payload: dict) -> StreamingBody:
    raw = json.dumps(payload).encode()
    return StreamingBody(io.BytesIO(raw), len(raw))


def test_bedrock_titan_request_and_response():
    client = boto3.client("bedrock-runtime", region_name="us-east-1",
                          aws_access_key_id="x", aws_secret_access_key="x")
    stubber = Stubber(client)
    for text in ("first", "second"):
        stubber.add_response(
            "invoke_model",
            {"body": _body({"embedding": [3.0, 4.0, 0.0, 0.0], "inputTextTokenCount": 1}), "contentType": "application/json"},
            {"modelId": "amazon.titan-embed-text-v2:0", "contentType": "application/json", "accept": "application/json",
             "body": json.dumps({"inputText": text, "dimensions": 4, "normalize": True})},
        )
    with stubber:
        embedder = BedrockEmbedder("amazon.titan-embed-text-v2:0", dimensions=4, client=client)
        vectors = embedder.embed(["first", "second"])
    stubber.assert_no_pending_responses()
    assert np.allclose(vectors, [[0.6, 0.8, 0, 0]] * 2)
    assert embedder.spec() == {"kind": "bedrock", "model_id": "amazon.titan-embed-text-v2:0", "dimensions": 4, "region": None}


def test_bedrock_cohere_batches_texts():
    client = boto3.client("bedrock-runtime", region_name="us-east-1",
                          aws_access_key_id="x", aws_secret_access_key="x")
    stubber = Stubber(client)
    stubber.add_response("invoke_model", {"body": _body({"embeddings": [[1, 0], [0, 2]]}), "contentType": "application/json"})
    with stubber:
        vectors = BedrockEmbedder("cohere.embed-multilingual-v3", dimensions=2, client=client).embed(["a", "b"])
    assert np.allclose(vectors, [[1, 0], [0, 1]])


def test_bedrock_errors_propagate():
    client = boto3.client("bedrock-runtime", region_name="us-east-1",
                          aws_access_key_id="x", aws_secret_access_key="x")
    stubber = Stubber(client)
    stubber.add_client_error("invoke_model", service_error_code="ThrottlingException", http_status_code=429)
    with stubber, pytest.raises(Exception, match="ThrottlingException"):
        BedrockEmbedder(dimensions=4, client=client).embed(["x"])


def test_embedder_from_env_and_spec(monkeypatch, tmp_path):
    monkeypatch.setenv("ECCLESIA_EMBEDDER", "bedrock")
    monkeypatch.setenv("ECCLESIA_BEDROCK_EMBED_MODEL_ID", "amazon.titan-embed-text-v2:0")
    monkeypatch.setenv("ECCLESIA_BEDROCK_EMBED_DIMENSIONS", "512")
    monkeypatch.setenv("AWS_REGION", "eu-west-1")
    embedder = embedder_from_env()
    assert isinstance(embedder, BedrockEmbedder) and embedder.dimensions == 512 and embedder.region == "eu-west-1"
    monkeypatch.setenv("ECCLESIA_EMBEDDER", "openai")
    with pytest.raises(ValueError, match="ECCLESIA_EMBEDDER"):
        embedder_from_env()
    with pytest.raises(ValueError, match="unknown embedder kind"):
        embedder_from_spec({"kind": "magic"}, tmp_path)
