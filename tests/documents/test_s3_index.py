"""The document index served from S3 (copied to a local cache at cold start), through moto."""

from __future__ import annotations

import boto3
import pytest
from moto import mock_aws

from ecclesia.data.documents import s3_index


def _upload(client, folder, bucket: str, prefix: str) -> int:
    client.create_bucket(Bucket=bucket)
    count = 0
    for path in folder.rglob("*"):
        if path.is_file():
            client.upload_file(str(path), bucket, prefix + path.relative_to(folder).as_posix())
            count += 1
    return count


@mock_aws
def test_index_in_s3_is_downloaded_once_and_searched(sample_bundle, tmp_path, monkeypatch):
    from ecclesia.data import documents

    client = boto3.client("s3", region_name="us-east-1")
    objects = _upload(client, sample_bundle / "documents", "ecclesia-index", "corpus/v1/")
    monkeypatch.setenv("ECCLESIA_DOCUMENTS_INDEX_BUCKET", "ecclesia-index")
    monkeypatch.setenv("ECCLESIA_DOCUMENTS_INDEX_PREFIX", "corpus/v1/")
    monkeypatch.setenv("ECCLESIA_DOCUMENTS_CACHE", str(tmp_path / "cache"))
    documents.reset_cache()
    try:
        hits = documents.search_passages("Angelus at noon", limit=3)
        assert hits and hits[0].document_id == "parish-bells"
        assert s3_index.LAST_LOAD["objects"] == objects and s3_index.LAST_LOAD["reused"] is False
        documents.reset_cache()  # a new container on the same /tmp: the copy is reused
        assert documents.get_document("parish-bells").title == "On Parish Bells"
        assert s3_index.LAST_LOAD["reused"] is True and s3_index.LAST_LOAD["bytes"] == 0
    finally:
        documents.reset_cache()


@mock_aws
def test_a_prefix_without_an_index_is_a_clear_error(tmp_path):
    client = boto3.client("s3", region_name="us-east-1")
    client.create_bucket(Bucket="empty-bucket")
    with pytest.raises(Exception, match="manifest.json|Not Found|404"):
        s3_index.fetch_index("s3://empty-bucket/nothing/", cache=tmp_path / "c", client=client)


@pytest.mark.parametrize("uri", ["bucket/prefix", "s3://", "s3:///documents/", "https://x/y"])
def test_bad_uri_is_rejected(uri):
    with pytest.raises(ValueError, match="expected s3://bucket/prefix"):
        s3_index.parse_uri(uri)
