"""The King James Version as the second English finder (``parallel.KING_JAMES``): a word index
of Debian's ``sword-text-kjv`` in the Douay-Rheims's numbering, read only when the World English
Bible and the American Standard Version find no quote, never quoted."""

import json

from ecclesia.answering.relevance import quoted_reference
from ecclesia.data.bible import parallel
from ecclesia.data.bundle import area_dir


def test_the_bundle_holds_the_king_james_word_index_and_not_its_text():
    folder = area_dir("bible") / "parallel"
    listed = json.loads((folder / f"{parallel.KING_JAMES}-words.json").read_text(encoding="utf-8"))
    assert listed["meta"]["source"].startswith("Debian sword-text-kjv") and len(listed["keys"]) > 31000
    assert not (folder / f"{parallel.KING_JAMES}.json").exists()
    # Today's Psalm 23 is the Douay's Psalm 22.
    assert "PSA.22.1" in listed["keys"] and "perish" in listed["words"]


def test_a_verse_quoted_in_the_king_james_words_alone_is_found():
    # WEB: "Where there is no revelation, the people cast off restraint"; ASV: "... no vision".
    assert [str(r) for r in quoted_reference("where there is no vision, the people perish", "en")] == ["Proverbs 29:18"]


def test_without_the_king_james_index_it_is_not(monkeypatch):
    monkeypatch.setattr(parallel, "KING_JAMES", "en-none")
    assert quoted_reference("where there is no vision, the people perish", "en") == ()


def test_what_the_first_finder_finds_is_kept():
    # John 7:46 in the WEB's words; the King James's ("Never man spake like this man") is not read.
    assert [str(r) for r in quoted_reference("who said that no man ever spoke like this man?", "en")] == ["John 7:46"]

