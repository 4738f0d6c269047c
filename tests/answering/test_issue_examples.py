"""Issue 14's examples through the default bundle's real index (Douay-Rheims and Haydock)."""

import time

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.messages import EXTRACTIVE_NOTE, NOT_HELD
from ecclesia.skills.base import Turn

from tests.answering.real_index import within


def ask(search, question, conversation=()):
    return answer_question(question, deadline=time.monotonic() + 25, conversation=conversation,
                           retriever=search, answerer=ExtractiveAnswerer(), catalogue=catalogue.no_catalogue)


EUCHARIST = ("John 6:26-72", "Matthew 26:26-29", "Mark 14:22-25", "Luke 22:14-20", "1 Corinthians 11:17-34",
             "1 Corinthians 10:16-21")


def test_real_presence_quotes_john_6_or_the_institution_and_nothing_else(search):
    answer = ask(search, "Why do Catholics believe in the real presence of Christ in the Eucharist?")
    assert answer.citations and all(within(c, *EUCHARIST) for c in answer.citations)
    assert answer.related_questions


def test_spanish_grace_question_gets_spanish_sentences_over_passages_on_grace(search):
    answer = ask(search, "¿Qué es la gracia santificante?")
    assert answer.text.startswith(EXTRACTIVE_NOTE["es"]) and "(inglés)" in answer.text
    assert all("grace" in c.cited_text.lower() or "justif" in c.cited_text.lower() or "sanctif" in c.cited_text.lower()
               for c in answer.citations)
    assert all(q.startswith("¿") for q in answer.related_questions)


def test_vatican_ii_on_religious_liberty_is_declined_without_quotes(search):
    answer = ask(search, "What did Vatican II say about religious liberty?")
    assert answer.citations == () and answer.text == NOT_HELD["en"]


def test_a_follow_up_changes_the_answer(search):
    turns = (Turn("What did Jesus say about the bread of life?", "…"),)
    with_turns = ask(search, "And what did Saint Paul write about it?", turns)
    assert with_turns.citations and all(within(c, "1 Corinthians 10:1-34", "1 Corinthians 11:17-34")
                                        for c in with_turns.citations)
    assert ask(search, "And what did Saint Paul write about it?").citations == ()
