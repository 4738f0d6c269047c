import json

import boto3
import pytest
from moto import mock_aws

from ecclesia.data.documents.model import SourceDocument
from ecclesia_tools.documents.sources import (
    Skipped, html_to_markdown, parse_front_matter, read_any, read_folder, read_jsonl, read_s3,
)


def _split(items):
    docs = [i for i in items if isinstance(i, SourceDocument)]
    skipped = [i for i in items if isinstance(i, Skipped)]
    return docs, skipped


def test_folder_reads_front_matter_sidecar_and_html(samples):
    docs, skipped = _split(list(read_folder(samples / "folder")))
    assert not skipped
    by_id = {d.id: d for d in docs}
    assert set(by_id) == {"parish-bells", "harvest-letter", "pilgrimage"}
    bells = by_id["parish-bells"]
    assert (bells.title, bells.author, bells.year, bells.reference) == (
        "On Parish Bells", "Test Fixture Author", 2024, "Sample Letter 1")
    assert bells.url == "https://example.org/parish-bells" and not bells.body.startswith("---")
    harvest = by_id["harvest-letter"]  # sidecar supplies id and metadata for a .txt
    assert (harvest.title, harvest.author, harvest.year, harvest.format) == (
        "Letter on the Harvest Festival", "Sidecar Author", 2023, "text")
    page = by_id["pilgrimage"]
    assert (page.title, page.author, page.year, page.language) == (
        "Walking Pilgrimages", "Html Fixture Author", 2022, "en")
    assert "## Preparing the journey" in page.body
    assert "script text" not in page.body and "color: red" not in page.body


def test_bad_files_are_reported_with_reasons_not_raised(samples):
    docs, skipped = _split(list(read_folder(samples / "bad")))
    assert docs == []
    reasons = {s.name: s.reason for s in skipped}
    assert reasons["binary.txt"] == "binary content in a text file"
    assert reasons["empty.md"] == "empty document"
    assert reasons["notes.docx"] == "unsupported file type .docx"
    assert reasons["bad-year.md"].startswith("year: expected a whole number")


def test_ids_are_stable_and_derived_from_the_relative_path(samples, tmp_path):
    (tmp_path / "Sub Dir").mkdir()
    (tmp_path / "Sub Dir" / "My File.md").write_text("Hello there.\n")
    first = list(read_folder(tmp_path, id_prefix="ops-"))
    second = list(read_folder(tmp_path, id_prefix="ops-"))
    assert first[0].id == second[0].id == "ops-sub-dir-my-file"
    assert first[0].title == "My File"


def test_jsonl_lines_become_documents_and_bad_lines_are_skipped(samples):
    docs, skipped = _split(list(read_jsonl(samples / "samples.jsonl")))
    assert [d.id for d in docs] == ["jsonl-vineyard", "jsonl-lantern"]
    assert "## Lighting" in docs[1].body
    assert [s.name for s in skipped] == ["samples.jsonl:2", "samples.jsonl:3"]


def test_front_matter_rejects_a_line_without_colon():
    with pytest.raises(ValueError, match="front matter line 3"):
        parse_front_matter("---\ntitle: x\nbroken line\n---\nbody")


def test_html_conversion_keeps_headings_and_paragraphs():
    meta, text = html_to_markdown("<title>T</title><h2>Part</h2><p>One &amp; two.</p><ul><li>item</li></ul>")
    assert meta["title"] == "T"
    assert text == "## Part\n\nOne & two.\n\nitem\n"


def test_missing_location_is_reported():
    (item,) = list(read_any("/definitely/not/here"))
    assert isinstance(item, Skipped) and "no such file" in item.reason


@mock_aws
def test_s3_prefix_with_sidecar_and_bad_object():
    client = boto3.client("s3", region_name="us-east-1")
    client.create_bucket(Bucket="docs")
    client.put_object(Bucket="docs", Key="church/a.md", Body=b"# Alpha\n\nAlpha text.\n")
    client.put_object(Bucket="docs", Key="church/a.md.meta.json", Body=json.dumps({"author": "S3 Author"}).encode())
    client.put_object(Bucket="docs", Key="church/b.bin", Body=b"\x00")
    client.put_object(Bucket="docs", Key="other/c.md", Body=b"Not under the prefix.\n")
    docs, skipped = _split(list(read_s3("s3://docs/church/", client=client)))
    assert [(d.id, d.title, d.author, d.source) for d in docs] == [("a", "Alpha", "S3 Author", "s3:docs/church/")]
    assert [(s.name, s.reason) for s in skipped] == [("s3://docs/church/b.bin", "unsupported file type .bin")]


def test_pdf_is_read_or_skipped_with_a_reason(tmp_path):
    (tmp_path / "broken.pdf").write_bytes(b"%PDF-1.4 this is not really a pdf")
    (item,) = list(read_folder(tmp_path))
    assert isinstance(item, Skipped)
    assert item.reason.startswith(("unreadable PDF", "PDF needs the optional package pypdf"))


def test_front_matter_reads_folded_values_and_lists_as_yaml_exporters_write_them():
    metadata, body = parse_front_matter(
        "---\ntitle: Fixture Letter\nsalutation: To the Bishops, Priests and Deacons,\n"
        "  And All People of Good Will\nauthors:\n  - First Author\n  - 'Second Author'\n"
        "promulgated: '2009-06-29'\n---\nBody text.\n")
    assert metadata == {"title": "Fixture Letter",
                        "salutation": "To the Bishops, Priests and Deacons, And All People of Good Will",
                        "authors": "First Author; Second Author", "promulgated": "2009-06-29"}
    assert body == "Body text.\n"
