from ecclesia.data.bible.citations import parse
from ecclesia.data.bible.store import VerseStore


def store():
    verses = {f"ISA.52.{v}": f"52:{v}" for v in range(13, 16)}
    verses |= {f"ISA.53.{v}": f"53:{v}" for v in range(1, 13)}
    verses |= {"PSA.23.1": "p1", "PSA.23.2": "p2", "PSA.23.3": "p3"}
    return VerseStore(verses)


def text(citation: str, s: VerseStore):
    (first, *_) = parse(citation)
    return [s.passage_text(p) for p in first.passages]


def test_range_across_chapters_runs_to_the_chapter_end():
    (found,) = text("Is 52:13-53:2", store())
    assert found.text == "52:13 52:14 52:15 53:1 53:2"
    assert found.missing == ()


def test_a_verse_split_in_parts_is_read_once_and_whole():
    (found,) = text("Ps 23:1-2a, 2b-3", store())
    assert found.text == "p1 p2 p3"


def test_a_verse_cited_again_later_is_read_again():
    (found,) = text("Ps 23:1, 3, 1", store())
    assert found.text == "p1 p3 p1"


def test_missing_verses_are_reported():
    (found,) = text("Ps 23:2-5", store())
    assert found.text == "p2 p3"
    assert found.missing == ("PSA 23:4", "PSA 23:5")


def test_length_and_lookup():
    s = store()
    assert len(s) == 18
    assert s.verse("ISA", 53, 12) == "53:12"
    assert s.verse("ISA", 53, 13) is None


def test_a_verse_number_held_by_the_next_douay_verse_is_read_through_it_once():
    s = VerseStore({"ACT.7.54": "54", "ACT.7.56": "55+56", "ACT.7.57": "57"}, {"ACT.7.55": "ACT.7.56"})
    (found,) = text("Acts 7:54-57", s)
    assert found.text == "54 55+56 57"
    assert found.missing == ()
    (found,) = text("Acts 7:55-57", s)
    assert found.text == "55+56 57"
