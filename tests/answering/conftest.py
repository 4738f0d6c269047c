"""Shared by the answering tests that run through the default bundle's real index."""

import pytest


@pytest.fixture(scope="module")
def search():
    """The default bundle's passage search; the test is skipped when the bundle is not built."""
    documents = pytest.importorskip("ecclesia.data.documents")
    try:
        documents.search_passages("baptism", limit=1)
    except documents.IndexUnavailable:
        pytest.skip("the default bundle is not built (make bundle)")
    return documents.search_passages

