import pytest

from ecclesia.data.bible.books import book_code
from ecclesia.data.bible.citations import (
    CitationError,
    VerseRange,
    VerseRef,
    format_passage,
    parse,
    parse_one,
    vulgate_psalm,
)


def spans(citation):
    """[(book, (c1, v1, part), (c2, v2, part)), ...] for easy comparison."""
    return [
        (p.book, (r.start.chapter, r.start.verse, r.start.part), (r.end.chapter, r.end.verse, r.end.part))
        for p in citation.passages
        for r in p.ranges
    ]


def test_range_across_chapters_with_en_dash():
    (only,) = parse("Is 52:13–53:12")
    assert spans(only) == [("ISA", (52, 13, ""), (53, 12, ""))]


def test_alternative_inherits_the_book():
    full, short = parse("Mk 14:1–15:47 or 15:1-39")
    assert spans(full) == [("MRK", (14, 1, ""), (15, 47, ""))]
    assert spans(short) == [("MRK", (15, 1, ""), (15, 39, ""))]


def test_psalm_with_partial_verses():
    (psalm,) = parse("Ps 23:1-3a, 3b-4, 5, 6")
    assert spans(psalm) == [
        ("PSA", (23, 1, ""), (23, 3, "a")),
        ("PSA", (23, 3, "b"), (23, 4, "")),
        ("PSA", (23, 5, ""), (23, 5, "")),
        ("PSA", (23, 6, ""), (23, 6, "")),
    ]


def test_numbered_book():
    (only,) = parse("1 Cor 11:23-26")
    assert spans(only) == [("1CO", (11, 23, ""), (11, 26, ""))]


def test_shorter_form():
    long, short = parse("Jn 1:1-18 or 1:1-5, 9-14")
    assert spans(long) == [("JHN", (1, 1, ""), (1, 18, ""))]
    assert spans(short) == [("JHN", (1, 1, ""), (1, 5, "")), ("JHN", (1, 9, ""), (1, 14, ""))]


def test_semicolon_starts_a_new_chapter():
    (only,) = parse("Isa 63:16b-17, 19b; 64:2-7")
    assert spans(only) == [
        ("ISA", (63, 16, "b"), (63, 17, "")),
        ("ISA", (63, 19, "b"), (63, 19, "b")),
        ("ISA", (64, 2, ""), (64, 7, "")),
    ]


def test_comma_before_a_chapter_and_verse_switches_chapter():
    (only,) = parse("Wis 1:13-15, 2:23-24")
    assert spans(only) == [("WIS", (1, 13, ""), (1, 15, "")), ("WIS", (2, 23, ""), (2, 24, ""))]


def test_one_chapter_book_cited_by_verses():
    (only,) = parse("Phlm 9-10, 12-17")
    assert spans(only) == [("PHM", (1, 9, ""), (1, 10, "")), ("PHM", (1, 12, ""), (1, 17, ""))]


def test_alternative_with_its_own_book():
    matthew, luke = parse("Matt 1:16, 18-21, 24a or Luke 2:41-51a")
    assert matthew.passages[0].book == "MAT"
    assert spans(luke) == [("LUK", (2, 41, ""), (2, 51, "a"))]


def test_plus_joins_verses_and_multi_letter_parts():
    (only,) = parse("Ps 31:3cd-4, 6ab+7b+8a")
    assert spans(only)[0] == ("PSA", (31, 3, "cd"), (31, 4, ""))
    assert [s[1] for s in spans(only)[1:]] == [(31, 6, "ab"), (31, 7, "b"), (31, 8, "a")]


def test_two_books_in_one_alternative():
    (only,) = parse("Gen 1:26-2:3 or Col 3:14-15, 17, 23-24")[1:]
    assert only.passages[0].book == "COL"


def test_printed_notes_are_not_verses():
    (tobit,) = parse("Tob 13:2, 6, 7, 10 [Vulg.]")
    assert spans(tobit)[-1] == ("TOB", (13, 10, ""), (13, 10, ""))
    (jeremiah,) = parse("Jer 31:10, 11-12ab[cd], 13")
    assert spans(jeremiah)[1] == ("JER", (31, 11, ""), (31, 12, "abcd"))
    (qoheleth,) = parse("Eccl/Qoh 1:2-11")
    assert qoheleth.passages[0].book == "ECC"


@pytest.mark.parametrize(
    "text, problem",
    [
        ("", "empty citation"),
        ("Hezekiah 1:1", "unknown book 'Hezekiah'"),
        ("Mk 9:41-15", "range runs backwards"),
        ("3:1-5", "no book named"),
        ("Mk 1:x", "cannot read"),
    ],
)
def test_unreadable_citations_say_why(text, problem):
    with pytest.raises(CitationError, match=problem):
        parse(text)


@pytest.mark.parametrize(
    "name, modern, douay",
    [
        ("1 Kings", "1KI", "1SA"),
        ("2 Kings", "2KI", "2SA"),
        ("3 Kings", "1KI", "1KI"),
        ("4 Kings", "2KI", "2KI"),
        ("1 Esdras", "EZR", "EZR"),
        ("2 Esdras", "NEH", "NEH"),
        ("1 Paralipomenon", "1CH", "1CH"),
        ("Apocalypse", "REV", "REV"),
        ("Ecclesiasticus", "SIR", "SIR"),
        ("Tobias", "TOB", "TOB"),
        ("Osee", "HOS", "HOS"),
        ("Isaias", "ISA", "ISA"),
        ("Canticle of Canticles", "SNG", "SNG"),
        ("1 Machabees", "1MA", "1MA"),
        ("Josue", "JOS", "JOS"),
        ("1 Samuel", "1SA", "1SA"),
    ],
)
def test_douay_book_names(name, modern, douay):
    assert book_code(name) == modern
    assert book_code(name, douay=True) == douay


def test_douay_citation():
    (only,) = parse("1 Kings 3:1-10", douay=True)
    assert only.passages[0].book == "1SA"
    (modern,) = parse("1 Kings 3:5, 7-12")
    assert modern.passages[0].book == "1KI"


@pytest.mark.parametrize(
    "hebrew, verse, vulgate",
    [(1, None, 1), (8, None, 8), (9, None, 9), (10, 1, 9), (23, None, 22), (51, 3, 50), (113, None, 112),
     (114, None, 113), (115, 1, 113), (116, 1, 114), (116, 10, 115), (117, None, 116), (146, None, 145),
     (147, 1, 146), (147, 12, 147), (148, None, 148), (150, None, 150)],
)
def test_hebrew_to_vulgate_psalm_numbers(hebrew, verse, vulgate):
    assert vulgate_psalm(hebrew, verse) == vulgate


def test_no_psalm_151():
    with pytest.raises(CitationError):
        vulgate_psalm(151)


def test_format_passage_reads_full_book_names():
    (citation,) = parse("Isa 63:16b-17, 19b; 64:2-7")
    assert format_passage(citation.passages[0]) == "Isaiah 63:16b-17, 19b; 64:2-7"
    (crossing,) = parse("1 Thess 3:12-4:2")
    assert format_passage(crossing.passages[0]) == "1 Thessalonians 3:12-4:2"


def test_parse_one_keeps_the_printed_text():
    citation = parse_one("Mark 13:33-37")
    assert citation.text == "Mark 13:33-37"
    assert citation.passages[0].ranges == (VerseRange(VerseRef(13, 33), VerseRef(13, 37)),)
