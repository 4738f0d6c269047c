"""The seven deuterocanonical books of the World English Bible as a finder of the verse an English
question quotes (``ecclesia_tools.bible.english_deuterocanon``): read out of Debian's SWORD module,
aligned verse by verse with the Douay-Rheims by the words they share, kept only as a word index."""

import json

import pytest

from ecclesia.answering.relevance import quoted_reference
from ecclesia.data.bundle import area_dir
from ecclesia_tools.bible import english_deuterocanon
from ecclesia_tools.bible.bundle_build import DOWNLOADS
from tests.bible.test_spanish_finder import HEADINGS, _files

WISDOM = HEADINGS + [
    '<div osisID="Tob" sID="gen1" type="book"/> <title>Tobit</title>',
    '<chapter n="1" osisID="Tob.1" sID="Tob.1"/>', "Tobit's first verse.", '<div eID="gen1" osisID="Tob" type="book"/>',
    '<div osisID="Wis" sID="gen2" type="book"/> <title>Wisdom</title>',
    '<chapter n="3" osisID="Wis.3" sID="Wis.3"/>',
    '<w>But the souls</w> of the righteous are in the hand of God,<note type="x-footnote">a note</note>',
    "",  # an empty verse keeps its place
    "In the eyes of the foolish they seemed to have died. <div eID=\"gen2\" osisID=\"Wis\" type=\"book\"/>",
    '<div osisID="1Esd" sID="gen3" type="book"/>', '<chapter n="1" osisID="1Esd.1" sID="1Esd.1"/>', "Not the canon.",
]


def test_the_seven_books_are_read_by_their_english_addresses_and_no_other():
    books = dict.fromkeys(english_deuterocanon.BOOKS, None)
    books.pop("Tob"), books.pop("Wis")
    module = WISDOM[:-3] + [f'<div osisID="{name}" sID="x" type="book"/>' for name in books] + WISDOM[-3:]
    verses = english_deuterocanon.deuterocanon_verses(_files(module, HEADINGS))
    assert verses == {"TOB.1.1": "Tobit's first verse.",
                      "WIS.3.1": "But the souls of the righteous are in the hand of God,",
                      "WIS.3.3": "In the eyes of the foolish they seemed to have died."}


def test_a_module_without_one_of_the_seven_books_is_refused():
    with pytest.raises(ValueError, match="the module holds no Jdt, Sir"):
        english_deuterocanon.deuterocanon_verses(_files(WISDOM, HEADINGS))


def test_verses_are_aligned_with_the_douays_by_the_words_they_share_in_order():
    web = {"SIR.3.29": "The heart of the prudent will understand a proverb.",
           "SIR.3.30": "Water will quench a flaming fire; almsgiving will make atonement for sins.",
           "SIR.3.31": "He who repays good turns is mindful of that which comes afterward.",
           "SIR.3.32": "Something no Douay verse says at all."}
    douay = {"SIR.3.31": "Alms for the poor, a different matter entirely.",
             "SIR.3.32": "The heart of the wise is understood in wisdom, and a prudent ear a proverb will understand.",
             "SIR.3.33": "Water quencheth a flaming fire, and alms resisteth sins:",
             "SIR.3.34": "And God provideth for him that sheweth favour: he is mindful of it afterwards."}
    assert english_deuterocanon.aligned(web, douay) == {
        "SIR.3.32": web["SIR.3.29"], "SIR.3.33": web["SIR.3.30"], "SIR.3.34": web["SIR.3.31"]}


def test_pairs_never_cross():
    web = {"WIS.1.1": "alpha beta gamma delta", "WIS.1.2": "epsilon zeta theta kappa"}
    douay = {"WIS.1.1": "epsilon zeta theta kappa", "WIS.1.2": "alpha beta gamma delta"}
    assert len(english_deuterocanon.aligned(web, douay)) == 1


@pytest.fixture(scope="module")
def world_english_deuterocanon():
    deb = english_deuterocanon.finder_source(DOWNLOADS)[0]
    assert deb is not None, "the pinned sword-text-web package could not be downloaded"
    return deb


def test_the_module_holds_the_seven_books_whole(world_english_deuterocanon):
    by_book = {}
    for key in world_english_deuterocanon:
        by_book[key.split(".")[0]] = by_book.get(key.split(".")[0], 0) + 1
    assert by_book == {"TOB": 240, "JDT": 339, "WIS": 436, "SIR": 1357, "BAR": 213, "1MA": 924, "2MA": 555}


def test_the_english_index_finds_a_deuterocanonical_verse_in_the_douays_numbering():
    listed = json.loads((area_dir("bible") / "parallel" / "en-words.json").read_text(encoding="utf-8"))
    assert "sword-text-web" in listed["meta"]["deuterocanon"]
    assert "WIS.3.1" in listed["keys"] and "SIR.3.33" in listed["keys"]
    # The WEB's Sirach 3:30 is the Douay's 3:33; Wisdom 3:1 says "righteous" where the Douay says "just".
    assert [str(r) for r in quoted_reference("water will quench a flaming fire and almsgiving atones for sin",
                                             "en")] == ["Ecclesiasticus 3:33"]
    assert [str(r) for r in quoted_reference("the souls of the righteous are in the hand of god", "en")] == ["Wisdom 3:1"]
