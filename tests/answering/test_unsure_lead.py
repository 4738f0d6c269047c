"""A lead quoted alone (``relevance.unsure``): the kind of first quote ``outscored`` judges
(named for no concept, naming none of the question's people, of no book the question names)
whose chapter only just beats a passage of another chapter telling another story. Its
neighbours and the notes on it are left out: when two readings nearly tie, the answer gives the
one it found likelier, not three passages of it. A rival that retells the same story (a
Gospel's parallel) or lies a chapter or two away in the same book is no other reading."""

import time

import pytest

from ecclesia.answering import answer_question, catalogue, relevance
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.relevance import UNSURE, understand, unsure
from tests.answering.fakes import judged

PLAIN = understand("Why was he thrown to the lions?", "en", ())


def test_a_lead_that_only_just_beats_another_story_is_unsure():
    lead = judged(1, 10.0, "Daniel 6:16-20",
                  text="The king commanded, and they brought Daniel, and cast him into the den.")
    rival = judged(2, 9.0, "Daniel 14:30-35", text="An angel carried Habacuc by the hair of his head to Babylon.")
    assert unsure(lead, [lead, rival], PLAIN)
    # ... not when it beats it by UNSURE or more, nor when the rival is of its own chapter.
    assert not unsure(lead, [lead, judged(2, 10.0 / UNSURE, "Daniel 14:30-35")], PLAIN)
    assert not unsure(lead, [lead, judged(3, 9.9, "Daniel 6:21-24")], PLAIN)
    # The chapter's reading scores as its best passage: a note stronger than the verses it comments on.
    assert not unsure(lead, [lead, judged(4, 12.0, "Haydock on Daniel 6:16"), rival], PLAIN)


def test_a_lead_of_the_kind_outscored_keeps_is_never_unsure():
    rival = judged(2, 9.9, "Luke 20:1-7")
    assert not unsure(judged(1, 10.0, "John 3:1-6", named="John 3:1-8"), [rival], PLAIN)
    assert not unsure(judged(1, 10.0, "John 3:1-6", specific=True), [rival], PLAIN)
    assert not unsure(judged(1, 10.0, "John 3:1-6"), [rival], understand("What does John say of being born again?",
                                                                        "en", ()))
    assert not unsure(judged(1, 10.0, "Part Three, §1822"), [rival], PLAIN)  # a loaded Church document


def test_a_rival_telling_the_same_story_is_no_other_reading():
    lead = judged(1, 10.0, "Matthew 13:1-7", text="Behold the sower went forth to sow. And whilst he soweth some fell "
                                             "by the way side, and the birds of the air came and ate them up.")
    retold = judged(2, 9.5, "Mark 4:1-7", text="Behold, the sower went out to sow. And whilst he sowed, some fell by "
                                          "the way side, and the birds of the air came and ate it up.")
    assert not unsure(lead, [lead, retold], PLAIN)
    elsewhere = judged(3, 9.5, "Mark 12:1-7", text="A certain man planted a vineyard and made a hedge about it.")
    assert unsure(lead, [lead, elsewhere], PLAIN)
    two_chapters_on = judged(4, 9.5, "Matthew 15:1-6", text=elsewhere.passage.text)
    assert not unsure(lead, [lead, two_chapters_on], PLAIN)
    assert unsure(lead, [lead, judged(5, 9.5, "Matthew 16:1-6", text=elsewhere.passage.text)], PLAIN)


def ask(question):
    return answer_question(question, deadline=time.monotonic() + 25, answerer=ExtractiveAnswerer(),
                           catalogue=catalogue.no_catalogue)


@pytest.mark.usefixtures("search")
def test_two_dens_of_lions_give_one_quote(monkeypatch):
    # Daniel is cast to the lions twice, under Darius (6) and under Cyrus (14); the chapters
    # nearly tie, and the answer quotes the likelier alone. Without the rule, two more passages
    # of chapter 6.
    question = "Why was Daniel thrown into the lions' den?"
    headings = [c.cited_text_heading for c in ask(question).citations]
    assert len(headings) == 1 and headings[0].startswith("Daniel 6:")
    monkeypatch.setattr(relevance, "UNSURE", 0.0)
    monkeypatch.setattr(relevance, "NEAR_FIRST", 99)  # nor kept out for lying beyond the verses the first shows
    assert len(ask(question).citations) == 3


@pytest.mark.usefixtures("search")
def test_the_temptation_told_by_luke_too_keeps_its_notes(monkeypatch):
    # Luke 4 retells Matthew 4 nearly as strongly: the same story, so Haydock's notes follow.
    question = "How was Jesus tempted by the devil in the desert?"
    headings = [c.cited_text_heading for c in ask(question).citations]
    assert headings[0].startswith("Matthew 4:") and len(headings) == 3
    monkeypatch.setattr(relevance, "RETOLD", 2.0)  # nothing counts as retold
    assert [c.cited_text_heading for c in ask(question).citations] == headings[:1]
