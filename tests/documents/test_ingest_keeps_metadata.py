"""Ingest keeps what it is given: metadata mapped or reported, paragraph numbers in real forms,
markup stripped, warnings, titles from the document (or the catalogue) when the file name is a code."""

from __future__ import annotations

import json

import pytest

from ecclesia.data.documents import splitter
from ecclesia_tools.documents.ingest import ingest, main
from ecclesia_tools.documents.sources import clean_markdown, map_metadata, read_any

CATECHISM_LIKE = """---
pope: Pope Fixture I
promulgated: 1999-10-11
source_url: https://example.org/fixture-catechism
translator: Somebody
---
## Part One: The Fixture

::: {.paragraph n=1}
The [fixture](https://example.org/x) holds **invented** words.[^1]
:::

CCC 2 A second invented paragraph about lanterns.

§3 A third invented paragraph about orchards.

1324 The fourth invented paragraph is "numbered" without a dot.
"""


def test_metadata_aliases_are_mapped_and_unknown_fields_reported():
    mapped, warnings = map_metadata({"pope": "Pope X", "promulgated": "1968-07-25", "source_url": "https://e.org",
                                     "lang": "la", "translator": "T"})
    assert mapped == {"author": "Pope X", "date": "1968-07-25", "year": "1968", "url": "https://e.org", "language": "la"}
    assert "metadata field 'pope' read as 'author'" in warnings
    assert any("'translator' is not used" in w for w in warnings)


def test_markdown_file_keeps_metadata_numbers_and_loses_markup(tmp_path):
    path = tmp_path / "xq.md"  # a code, not a title
    path.write_text(CATECHISM_LIKE)
    (document,) = read_any(str(path))
    assert (document.author, document.year, document.url) == ("Pope Fixture I", 1999, "https://example.org/fixture-catechism")
    assert document.extra["date"] == "1999-10-11"
    assert document.title == "Part One: The Fixture"  # from the document, not "Xq"
    for markup in (":::", "](", "**", "[^1]", "{."):
        assert markup not in document.body
    drafts = splitter.split(document.body, title=document.title, target_words=5, max_words=40)
    numbers = [d.heading.rsplit("§", 1)[1] for d in drafts]
    assert numbers == ["1", "2", "3", "1324"]


def test_a_file_named_after_a_catalogued_document_becomes_it(tmp_path, monkeypatch):
    from ecclesia.data.documents import catalogue
    from ecclesia.data.documents.catalogue import Catalogue, CatalogueEntry

    entry = CatalogueEntry(id="ccc", title="Catechism of the Catholic Church", url="https://www.vatican.va/archive/ENG0015/_INDEX.HTM",
                           author="Pope John Paul II", date="1992-10-11", kind="catechism", abbreviation="CCC",
                           incipit=None, text_loaded=False)
    monkeypatch.setattr(catalogue, "_loaded", Catalogue([entry]))
    path = tmp_path / "CCC.md"
    path.write_text("Some invented text without any heading.\n")
    (document,) = read_any(str(path))
    assert (document.id, document.title, document.author, document.year) == (
        "ccc", "Catechism of the Catholic Church", "Pope John Paul II", 1992)
    assert any("matched catalogue entry 'ccc'" in w for w in document.warnings)


def test_warnings_reach_the_report_and_structureless_documents_are_flagged(tmp_path, capsys):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "plain.md").write_text("---\ntitle: A Plain Note\nauthor_note: x\n---\nJust words, no headings, no numbers.\n")
    code = main([str(folder), "--index", str(tmp_path / "index"), "--quiet"])
    assert code == 0
    out, err = capsys.readouterr()
    report = json.loads(out[: out.rindex("}") + 1])
    warnings = {w["warning"] for w in report["warnings"]}
    assert any("'author_note' is not used" in w for w in warnings)
    assert any("no headings or paragraph numbers" in w for w in warnings)
    assert "[ingest] warning plain:" in err


def test_clean_markdown_keeps_headings_and_text():
    assert clean_markdown("## A *heading*\n\nSee [the text](http://x.org/a_(b)) and ![img](i.png).") == \
        "## A *heading*\n\nSee the text and img."


@pytest.mark.parametrize("argv", [[], ["folder", "--catalogue"]])
def test_cli_needs_paths_or_catalogue_not_both(argv):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2


def test_footnote_definitions_are_not_passages_and_the_text_after_them_is_kept():
    body = clean_markdown("::: {.paragraph n=7}\nAn invented sentence.[^3]\n:::\n\n## Notes\n\n"
                          "[^3]: An invented source, 12, 4:\n    continued on an indented line.\n\n"
                          "[^4]: Another invented source.\n\n## After\n\nClosing words.\n")
    assert "invented source" not in body and "continued" not in body
    drafts = splitter.split(body, target_words=2, max_words=40)
    assert [(d.heading, d.text) for d in drafts] == [("§7", "7. An invented sentence."), ("After", "Closing words.")]
