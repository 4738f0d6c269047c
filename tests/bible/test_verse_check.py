"""The whole-lectionary verse check over the real bundle: every verse of every cited range is
printed exactly once, except the gaps listed in datasets/lectionary/VERSECHECK.md."""

import json

import pytest

from ecclesia.data.bible.citations import parse
from ecclesia.data.bible.store import default_store
from ecclesia.data.bundle import area_dir
from ecclesia_tools.lectionary.verse_check import check, load_store
from ecclesia.data.lectionary.table import _REPO_TABLE

# Each is explained in VERSECHECK.md: absent from the text package (the last verse of a chapter,
# or blank upstream), a citation the Douay-Rheims numbers otherwise (Lectionary 243, Ps 26 that is
# very likely Ps 27), a verse the Lectionary itself cites twice, or Judith's other recension.
KNOWN_GAPS = {
    ("missing", "1PE 1:25"), ("missing", "2TH 2:17"), ("missing", "ACT 3:26"), ("missing", "AMO 9:15"),
    ("missing", "GAL 1:24"), ("missing", "MAT 14:36"), ("missing", "PSA 150:6"), ("missing", "PSA 16:11"),
    ("missing", "PSA 26:13"), ("missing", "PSA 26:14"), ("missing", "REV 7:17"),
    ("cited-twice", "PSA 118:21"), ("cited-twice", "PSA 29:3"), ("other-recension", "JDT"),
}


@pytest.fixture(scope="module")
def checked():
    store, _ = load_store(area_dir("bible").parent)
    document = json.loads(_REPO_TABLE.read_text(encoding="utf-8"))
    return check(document, store)


def test_every_cited_verse_is_printed_once_except_the_known_gaps(checked):
    citations, verses, gaps = checked
    assert citations > 2800 and verses > 20000
    found = {(gap.kind, gap.verse) for gap in gaps}
    assert found - KNOWN_GAPS == set(), "new gaps: add them to VERSECHECK.md only if they cannot be fixed"
    assert KNOWN_GAPS - found == set(), "a known gap is fixed: take it off the list"


def _text(citation):
    store = default_store()
    return " ".join(store.passage_text(p).text for p in parse(citation)[0].passages)


def test_psalm_16_10_is_douay_15_10_and_not_shifted():
    assert "not leave my soul in hell" in _text("Ps 16:10")
    assert default_store().verse("PSA", 16, 11) is None  # Douay 15:11 is not in the package


def test_isaiah_8_23_is_douay_9_1_alone():
    text = _text("Isa 8:23-9:3")
    assert text.startswith("At the first time the land of Zabulon")
    assert "look to the earth" not in text


def test_acts_7_55_60_is_read_whole():
    store = default_store()
    found = [store.passage_text(p) for p in parse("Acts 7:55-60")[0].passages]
    assert found[0].missing == ()
    assert "full of the Holy Ghost" in found[0].text and "Lord, lay not this sin" in found[0].text
