"""Reading queries: scripture references and question wording (no index needed)."""

import pytest

from ecclesia.data.documents.query import is_question, plan_query
from ecclesia.data.documents.references import Reference, find_reference, parse_heading, parse_reference


@pytest.mark.parametrize(("text", "expected"), [
    ("Matthew 16:18", Reference("Matthew", 16, 18, 18)),
    ("Jn 6:51", Reference("John", 6, 51, 51)),
    ("Mt 5", Reference("Matthew", 5)),
    ("1 Cor 13:4-7", Reference("1 Corinthians", 13, 4, 7)),
    ("1Cor 13", Reference("1 Corinthians", 13)),
    ("II Kings 5:3", Reference("2 Kings", 5, 3, 3)),
    ("Revelation 21:1", Reference("Apocalypse", 21, 1, 1)),
    ("1 Samuel 17", Reference("1 Kings", 17)),  # Douay-Rheims numbering of the books
    ("Song of Songs 2:1", Reference("Canticle of Canticles", 2, 1, 1)),
    ("Psalm 22", Reference("Psalms", 22)),
    ("Juan 6,51", Reference("John", 6, 51, 51)),
    ("Genèse 11", Reference("Genesis", 11)),
])
def test_references_in_the_usual_spellings(text, expected):
    assert parse_reference(text) == expected


@pytest.mark.parametrize("text", ["I am 5 years old", "what is 5", "the 12 apostles", "in 1990", "chapter 5"])
def test_ordinary_words_before_a_number_are_not_references(text):
    assert find_reference(text) is None


def test_a_reference_right_after_a_word_and_a_number():
    """"jericho 2" is no reference, but its 2 is the next one's book number."""
    reference, (start, end) = find_reference("the spring at jericho 2 kings 2 what is that")
    assert reference == Reference("2 Kings", 2) and (start, end) == (22, 31)


@pytest.mark.parametrize(("text", "expected", "typed"), [
    ("zephaniah 3 17 he will rejoice over you", Reference("Sophonias", 3, 17, 17), "zephaniah 3 17"),
    ("my friend quotes 1 john 5 13 at me", Reference("1 John", 5, 13, 13), "1 john 5 13"),
    ("genesis 1 1000 years", Reference("Genesis", 1), "genesis 1"),  # no verse of four digits
])
def test_a_verse_typed_after_its_chapter_with_a_space(text, expected, typed):
    reference, (start, end) = find_reference(text)
    assert reference == expected and text[start:end] == typed


@pytest.mark.parametrize(("text", "expected", "cited"), [
    # An extractive answer cites its quote as "<heading>: “...”": the colon ends the reference.
    ("Haydock Commentary on Job, Haydock on Job 42:5: “Job now perceived", Reference("Job", 42, 5, 5), "Job 42:5"),
    ("Ephesians (Douay-Rheims Bible), Ephesians 5:26-33: “32 This", Reference("Ephesians", 5, 26, 33),
     "Ephesians 5:26-33"),
])
def test_a_reference_followed_by_a_colon(text, expected, cited):
    reference, (start, end) = find_reference(text)
    assert reference == expected and text[start:end] == cited


def test_a_third_number_is_no_reference():
    assert find_reference("John 3:16:5") is None


def test_reference_inside_a_question_and_its_span():
    question = "What does Haydock say about Matthew 16:18?"
    reference, (start, end) = find_reference(question)
    assert reference == Reference("Matthew", 16, 18, 18) and question[start:end] == "Matthew 16:18"


def test_headings_and_overlap():
    assert parse_heading("Haydock on John 3:5") == Reference("John", 3, 5, 5)
    assert parse_heading("Matthew 5:1-11") == Reference("Matthew", 5, 1, 11)
    assert parse_heading("Chapter II, §12-14") is None
    assert Reference("Matthew", 5, 3, 3).overlaps(Reference("Matthew", 5, 1, 11))
    assert Reference("Matthew", 5).overlaps(Reference("Matthew", 5, 40, 48))
    assert not Reference("Matthew", 5, 12, 12).overlaps(Reference("Matthew", 5, 1, 11))
    # How far apart two ranges of one chapter are: 0 where they meet, 1 for the next verse.
    assert Reference("Matthew", 5, 3, 3).verses_between(Reference("Matthew", 5, 1, 11)) == 0
    assert Reference("Matthew", 5, 12, 12).verses_between(Reference("Matthew", 5, 1, 11)) == 1
    assert Reference("Matthew", 5, 1, 11).verses_between(Reference("Matthew", 5, 20)) == 9
    assert Reference("Matthew", 5).verses_between(Reference("Matthew", 5, 40, 48)) == 0
    assert not Reference("Matthew", 6, 3, 3).overlaps(Reference("Matthew", 5, 1, 11))


def test_questions_are_searched_by_their_topic_words():
    assert plan_query("What did Jesus say about the poor in spirit?").text == "poor spirit"
    assert plan_query("What does the Church teach about the Eucharist?").text == "Eucharist"
    assert plan_query("Qui était Melchisédech ?").text == "Melchisédech"
    # In another language the name may be the only link to the English corpus: it stays.
    assert "Jesús" in plan_query("¿Qué dijo Jesús sobre el perdón?").text


def test_statements_are_searched_as_typed():
    statement = "Thou art Peter and upon this rock I will build my church"
    assert not is_question(statement) and plan_query(statement).text == statement
    assert plan_query("what").text == "what"  # nothing but question words: search what was typed


def test_a_reference_is_taken_out_of_the_query():
    plan = plan_query("What does Haydock say about Matthew 16:18?")
    assert plan.reference == Reference("Matthew", 16, 18, 18) and plan.wants_commentary and plan.text == ""
    plan = plan_query("Mt 5 poor in spirit")
    assert plan.reference == Reference("Matthew", 5) and not plan.wants_commentary and plan.text == "poor spirit"


def test_a_question_in_another_language_is_also_searched_with_the_english_of_its_vocabulary():
    from ecclesia.data.documents.query import plan_query

    assert plan_query("¿Qué es el purgatorio?").text == "purgatorio purgatory"
    assert plan_query("Was lehrt die Kirche über die Unauflöslichkeit der Ehe?").text == \
        "Unauflöslichkeit Ehe indissolubility marriage"
    assert plan_query("What happens when we die?").text == "die"  # English: nothing added or dropped
    assert plan_query("Gaudium et spes", translate=False).text == "Gaudium et spes"
