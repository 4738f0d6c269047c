"""A first quote too unsure to give (``relevance.outscored``): the vocabulary names it for no
concept, it names none of the question's people nor a book the question names (nor, when the
question asks only who someone was, names them), and a passage of another chapter (mostly one
the relevance floor refused) outscores it. Nothing is quoted."""

import time

import pytest

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.relevance import OUTSCORED, Judged, outscored, understand
from tests.answering.fakes import judged, passage


def test_a_lead_outscored_by_a_refused_passage_of_another_chapter_is_too_unsure():
    lead = judged(1, 7.2, "Amos 8:7-11")
    rival = judged(2, 8.2, "Canticle of Canticles 5:10-16", relevant=False)
    assert outscored(lead, [rival, lead])
    # ... not when it nearly matches it, nor when the rival is of its own chapter (a verse range
    # beside it, the note on it: the same story).
    assert not outscored(judged(1, OUTSCORED * 8.2 + 0.01, "Amos 8:7-11"), [rival])
    assert not outscored(lead, [judged(3, 8.2, "Amos 8:1-6", relevant=False), lead])


def test_a_lead_the_vocabulary_names_that_names_the_questions_people_or_book_is_kept():
    rival = judged(2, 10.0, "Luke 20:1-7", relevant=False)
    assert not outscored(judged(1, 5.0, "John 3:1-6", named="John 3:1-8"), [rival])
    assert not outscored(judged(1, 5.0, "John 3:1-6", specific=True), [rival])
    # "What is the new Jerusalem in Revelation?": Apocalypse 3:12 leads, Lamentations 2 scores higher.
    book_named = understand("What is the new Jerusalem in Revelation?", "en", ())
    lead = judged(1, 11.9, "Apocalypse 3:11-15")
    lamentations = judged(3, 12.9, "Lamentations 2:13-16")
    assert not outscored(lead, [lamentations, lead], book_named)
    assert outscored(lead, [lamentations, lead], understand("What is the new Jerusalem?", "en", ()))
    # A question that asks only who someone was: a lead naming them is kept.
    who = understand("Who was Mary Magdalene?", "en", ())
    tomb = Judged(passage(5, "Mary Magdalen cometh early, when it was yet dark, unto the sepulchre.",
                          heading="John 20:1-6"), 5.0, True, None)
    assert not outscored(tomb, [rival, tomb], who)
    assert outscored(Judged(passage(6, "The stone was rolled back.", heading="John 20:1-6"), 5.0, True, None),
                     [rival], who)  # a passage not naming her is not kept so
    # ... not when the question asks something beside the name ("Why did Job suffer?").
    job = Judged(passage(7, "Job answered and said ...", heading="Job 6:1-8"), 5.0, True, None)
    assert outscored(job, [rival, job], understand("Why did Job suffer?", "en", ()))
    # A loaded Church document's passage has its own rules (``teaching``).
    assert not outscored(Judged(passage(4, "Charity is ...", heading="Part Three, §1822"), 5.0, True, None), [rival])


@pytest.mark.usefixtures("search")
def test_a_question_answered_from_the_wrong_book_before_is_declined():
    # "i am dark but lovely" is the Canticle's "I am black but beautiful" (1:4), in words the
    # Douay-Rheims does not use; Amos 8 ("black") passed the floor, the Canticle's chapter 5
    # outscored it. It had been answered with Amos 8:7-11.
    answer = answer_question("i am dark but lovely, what does it mean, in the song of songs",
                             deadline=time.monotonic() + 25, answerer=ExtractiveAnswerer(),
                             catalogue=catalogue.no_catalogue)
    assert answer.citations == () and answer.text.startswith(NOT_HELD["en"])


@pytest.mark.usefixtures("search")
def test_who_was_mary_magdalene_is_answered_from_a_passage_naming_her():
    # John 20:1-6 led (moved before Haydock's note on John 20:1) and Matthew 27:52-58 outscored
    # it: the question had been declined with sixteen passages naming her held.
    answer = answer_question("Who was Mary Magdalene?", deadline=time.monotonic() + 25,
                             answerer=ExtractiveAnswerer(), catalogue=catalogue.no_catalogue)
    assert answer.citations and "Magdalen" in answer.citations[0].cited_text
