"""A verse quoted in English, word for word as the Douay-Rheims has it: the question is read as
English (its grammar words are the psalms' and the prophets', "o", "a", "thee", "here", not
another language's), and the verse holding a long run of its words leads the answer when few
retrieved verses hold it. Through the default bundle's real index."""

import pytest

from ecclesia.answering import relevance
from ecclesia.answering.language import detect_language
from ecclesia.answering.relevance import _holding_verbatim, understand
from tests.answering.fakes import passage
from tests.answering.real_index import ask, assert_first_quote_within


@pytest.mark.parametrize(("question", "expected"), [
    # Read as Portuguese on "a" and "o" before, and answered from Genesis 1.
    ("create in me a clean heart o god", "en"),
    # Read as Polish on "i".
    ("here i am lord send me", "en"),
    ("a faithful friend is a strong defence", "en"),
    # The words shared with Portuguese count half: a Portuguese question stays Portuguese.
    ("a biblia proibe fazer tatuagem?", "pt"),
    ("o que a igreja ensina sobre o purgatorio", "pt"),
    # "at" is Tagalog's "and", not among the English words read for the language.
    ("ano ang sinasabi ng bibliya tungkol kay maria at jose", "tl"),
])
def test_an_english_quote_is_read_as_english_and_other_questions_keep_their_language(question, expected):
    assert detect_language(question) == expected


@pytest.mark.usefixtures("search")
def test_a_psalm_quoted_in_english_is_answered_from_that_psalm():
    # The Douay numbers it Psalm 50 ("Create a clean heart in me, O God", verse 12).
    assert_first_quote_within("create in me a clean heart o god", "Psalms 50:12")


@pytest.mark.usefixtures("search")
def test_the_verse_holding_the_questions_words_leads_the_answer():
    # Wisdom 3:1 holds every word of it; the search put Psalm 62 (God's right hand) first.
    assert_first_quote_within("the souls of the just are in the hand of god", "Wisdom 3:1")


@pytest.mark.usefixtures("search")
def test_without_the_lift_the_verse_holding_the_words_is_not_first(monkeypatch):
    monkeypatch.setattr(relevance, "VERBATIM_WORDS", 100)
    answer = ask("the souls of the just are in the hand of god")
    assert not answer.citations or not answer.citations[0].cited_text_heading.startswith("Wisdom 3:1")


def _verse(number, heading, text):
    return passage(number, text, heading=heading, document_id="bible-douay-rheims")


def _understood(question):
    return understand(question, detect_language(question), ())


def test_a_run_of_the_questions_words_held_by_few_verses_marks_them():
    passages = [_verse(1, "Psalms 62:9", "my soul hath stuck close to thee: thy right hand hath received me"),
                _verse(2, "Wisdom 3:1", "But the souls of the just are in the hand of God, and the torment of death shall not touch them.")]
    assert _holding_verbatim(_understood("the souls of the just are in the hand of god"), passages) == {1}


def test_a_run_many_verses_hold_marks_none_and_grammar_alone_is_no_run():
    said = "And the Lord said to Moses: Speak to the children of Israel."
    many = [_verse(n, f"Exodus {n}:1", said) for n in range(14, 14 + relevance.VERBATIM_HOLDERS + 1)]
    assert _holding_verbatim(_understood("and the lord said to moses speak to the children"), many) == set()
    few = many[:relevance.VERBATIM_HOLDERS]
    assert _holding_verbatim(_understood("and the lord said to moses speak to the children"), few) == set(range(len(few)))
    # "in the hand of the" is six words with one content word ("hand"): not a run.
    grammar = [_verse(1, "Wisdom 3:1", "the souls of the just are in the hand of God")]
    assert _holding_verbatim(_understood("what is in the hand of the angel"), grammar) == set()


def test_a_question_in_another_language_marks_none():
    passages = [_verse(1, "Wisdom 3:1", "las almas de los justos estan en la mano de dios")]
    assert _holding_verbatim(_understood("las almas de los justos estan en la mano de dios"), passages) == set()
