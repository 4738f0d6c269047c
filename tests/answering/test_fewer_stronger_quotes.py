"""Fewer, stronger quotes (``relevance.strongest``, ``teaching.strongest_teaching``) and concept
questions whose other words the corpus never uses (``relevance.beyond_concepts``)."""

from __future__ import annotations

import time

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.relevance import (
    NEAR_FIRST, QUOTE_FLOOR, relevant_passages, shown_verses, strongest, understand, verses_apart,
)
from ecclesia.skills.base import Turn
from tests.answering.fakes import judged, passage
from tests.answering.test_relevance import ByQuery, ask
from tests.answering.test_rerank import FakeStatistics


def test_passages_after_the_first_are_kept_only_while_nearly_as_strong_as_the_best():
    first, close, weak, stronger_later = (judged(1, 10.0, "John 6:48-59", named="John 6:48-59"),
                                          judged(2, 10.0 * QUOTE_FLOOR, "Luke 22:19-20", named="Luke 22:19-20"),
                                          judged(3, 10.0 * QUOTE_FLOOR - 0.1, "Mark 14:22-24", named="Mark 14:22-24"),
                                          judged(4, 9.0, "Matthew 26:26-28", named="Matthew 26:26-28"))
    understanding = understand("What is the Eucharist?", "en", ())
    kept = strongest(understanding, [first, close, weak, stronger_later])
    # The weak third ends the answer: a later passage does not move up into its place.
    assert kept == [first, close]
    # The first is always kept, even when a later one scored higher (it was put first on purpose).
    assert strongest(understanding, [weak, first]) == [weak, first]
    assert strongest(understanding, []) == []


def test_after_a_story_only_its_own_chapter_follows():
    """A question no concept reads is about the story the first quote tells: its verses and
    Haydock's notes on them follow it, not the passages of other chapters that share its words
    (the story's neighbours, or its retelling elsewhere), however strong."""
    story, note, neighbour, retelling = (judged(1, 10.0, "Luke 24:13-21"), judged(2, 9.0, "Haydock on Luke 24:16"),
                                         judged(3, 9.5, "Luke 23:50-56"), judged(4, 9.8, "Mark 16:12-13"))
    understanding = understand("What happened to the two disciples walking to the village?", "en", ())
    assert not understanding.all_concepts
    assert strongest(understanding, [story, retelling, neighbour, note]) == [story, note]


def test_after_a_story_only_its_verses_their_notes_and_the_next_verse_follow():
    """A later quote of the first's chapter is the first's verses, a note on them or the verse
    next to them (``NEAR_FIRST``): a passage further on tells another part of the chapter."""
    law, note, next_verse, further_on = (judged(1, 10.0, "Exodus 21:28-32"), judged(2, 9.6, "Haydock on Exodus 21:29"),
                                         judged(3, 9.4, "Exodus 21:33-36"), judged(4, 9.8, "Haydock on Exodus 21:13-19"))
    understanding = understand("whats the law in exodus about an ox that gores someone", "en", ())
    shown = shown_verses(understanding, law.passage)  # a text without verse lines shows all of it
    assert str(shown) == "Exodus 21:28-32"
    assert verses_apart(shown, next_verse.passage) == NEAR_FIRST == 1
    assert verses_apart(shown, further_on.passage) == 9
    assert strongest(understanding, [law, further_on, note, next_verse]) == [law, note, next_verse]
    # A follow-up may ask what happened further on in the story the conversation is in.
    follow_up = understand("and what if the owner knew?", "en", (Turn("whats the law about an ox that gores", ""),))
    assert follow_up.follow_up
    assert strongest(follow_up, [law, further_on, note]) == [law, further_on, note]


def test_later_quotes_stay_near_the_verses_the_first_quote_shows():
    """A passage of several verses is quoted by its sentence nearest the question: the notes
    that follow it are on those verses or the next one, not on a verse of the passage the
    answer does not show."""
    text = ("1 The king gathered the elders of the city at the gate.\n"
            "2 He spoke to them of the harvest and the rains.\n"
            "3 He set the ostrich feathers before the judges of the land, and every elder of the city "
            "saw them laid out on the stones of the gate from the morning until the evening, and no "
            "man among them could tell from whence they had been brought.\n"
            "4 And the judges were silent before him.\n"
            "5 Then he went down to his house by the river.")
    passage_ = judged(1, 10.0, "Job 39:1-5", text=text)
    on_shown, next_to_it, elsewhere = (judged(2, 9.6, "Haydock on Job 39:3"), judged(3, 9.5, "Haydock on Job 39:4"),
                                       judged(4, 9.7, "Haydock on Job 39:1"))
    understanding = understand("why the ostrich feathers before the judges", "en", ())
    assert str(shown_verses(understanding, passage_.passage)) == "Job 39:3"
    assert strongest(understanding, [passage_, elsewhere, on_shown, next_to_it]) == [passage_, on_shown, next_to_it]
    # A note leads: its own verses are what it shows.
    assert str(shown_verses(understanding, on_shown.passage)) == "Job 39:3"


def test_another_chapter_follows_when_the_vocabulary_names_it_for_the_concept_asked():
    john, institution, stray = (judged(1, 10.0, "John 6:48-59", named="John 6:48-59"),
                                judged(2, 9.0, "Matthew 26:26-28", named="Matthew 26:26-28"),
                                judged(3, 9.5, "Exodus 16:13-15"))
    assert strongest(understand("What is the Eucharist?", "en", ()), [john, stray, institution]) == [john, institution]


def _ccc(number: int, text: str, section: str) -> object:
    return passage(number, text, title="Catechism of the Catholic Church", document_id="ccc",
                   heading=f"Part One › Article 12 › {section}, §{number}")


def test_with_church_documents_loaded_the_first_passage_section_follows_it():
    purgatory = _ccc(1030, "1030 All who die in God's grace but still imperfectly purified undergo purgatory.",
                     "III. The Final Purification, or Purgatory")
    same_section = _ccc(1031, "1031 The Church gives the name Purgatory to this final purification.",
                        "III. The Final Purification, or Purgatory")
    elsewhere = [_ccc(2400 + n, f"{2400 + n} Work and rest; in passing, purgatory is named here.",
                      f"{n}. Work and Rest") for n in range(3)]
    kept, _ = relevant_passages(understand("What is purgatory?", "en", ()), [*elsewhere, same_section, purgatory])
    # The best section's two paragraphs (either first), none of the passages that only name it.
    assert sorted(p.heading for p in kept) == [purgatory.heading, same_section.heading]


def test_with_few_church_passages_the_scripture_behind_them_still_follows():
    presence = _ccc(1374, "1374 The body and blood of Christ are truly present in the Eucharist.",
                    "The Sacrament of the Eucharist")
    john = passage(61, "I am the living bread which came down from heaven.", title="John (Douay-Rheims Bible)",
                   heading="John 6:48-59")
    answer = ask("Why do Catholics believe in the real presence of Christ in the Eucharist?",
                 ByQuery({"John 6:48-59": [john]}, [presence]))
    assert [c.cited_text_heading for c in answer.citations] == [presence.heading, john.heading]


PETER = passage(70, "And I say to thee: That thou art Peter; and upon this rock I will build my church. And I "
                    "will give to thee the keys of the kingdom of heaven.",
                title="Matthew (Douay-Rheims Bible)", heading="Matthew 16:18-19")
RARITY = {"pope": 6.0, "media": 6.0, "key": 4.0, "peter": 3.0, "rock": 3.0, "build": 2.0, "church": 1.0}


def test_a_concept_question_about_words_the_corpus_never_uses_is_declined():
    statistics = FakeStatistics(RARITY)  # "social" and "twitter" are in no passage of the corpus
    retriever = ByQuery({}, [PETER])
    def answer(question):
        return answer_question(question, deadline=time.monotonic() + 20, retriever=retriever,
                               answerer=ExtractiveAnswerer(), statistics=statistics,
                               catalogue=catalogue.no_catalogue)

    declined = answer("What does the Pope say about social media?")
    assert declined.citations == () and declined.text.startswith(NOT_HELD["en"])
    # The concept alone, or with words the corpus holds, is answered from the same passage.
    assert [c.cited_text_heading for c in answer("What does the Pope say about the keys?").citations] \
        == [PETER.heading]


def test_in_any_language_a_concept_question_about_unheard_words_is_declined():
    # Read through the query translation: "Papa" is the papacy concept, "Pedro" and "Jesús"
    # translate; "redes", "sociales" and Tagalog's "social" are content words the corpus lacks.
    statistics = FakeStatistics({**RARITY, "jesus": 1.0})
    retriever = ByQuery({}, [PETER])

    def answer(question):
        return answer_question(question, deadline=time.monotonic() + 20, retriever=retriever,
                               answerer=ExtractiveAnswerer(), statistics=statistics,
                               catalogue=catalogue.no_catalogue)

    for question, language in (("¿Qué dice el Papa sobre las redes sociales?", "es"),
                               ("Que dit le pape sur les réseaux sociaux ?", "fr"),
                               ("Ano ang sinasabi ng Papa tungkol sa social media?", "tl")):
        declined = answer(question)
        assert declined.citations == () and declined.text.startswith(NOT_HELD[language]), question
    # Grammar and the common verbs of the language are no subject ("creen" is a stop word of
    # Spanish), and translated words the corpus holds are no unheard words.
    for question in ("¿Qué creen los católicos sobre el Papa?", "¿Qué dijo Jesús a Pedro sobre el Papa?"):
        assert [c.cited_text_heading for c in answer(question).citations] == [PETER.heading], question


LATIN_NOTE = passage(71, "That he might sanctify it, cleansing it by the laver of water in the word of life. "
                         "(Ecclesia, in the Latin.)", title="Ephesians (Douay-Rheims Bible)", heading="Ephesians 5:26")


def test_a_question_in_another_language_about_words_the_corpus_never_uses_is_declined():
    # No concept: the coverage floor counts the word the translation cannot read and the
    # corpus lacks ("computatris"), and "Ecclesia", capitalised, is a word of Latin, no name.
    statistics = FakeStatistics({"water": 3.0, "ecclesia": 8.0, "word": 1.0})
    retriever = ByQuery({}, [LATIN_NOTE])

    def answer(question):
        return answer_question(question, deadline=time.monotonic() + 20, retriever=retriever,
                               answerer=ExtractiveAnswerer(), statistics=statistics,
                               catalogue=catalogue.no_catalogue)

    declined = answer("Quid docet Ecclesia de computatris?")
    assert declined.citations == () and declined.text.startswith(NOT_HELD["la"])
    assert [c.cited_text_heading for c in answer("Quid docet Ecclesia de aqua?").citations] == [LATIN_NOTE.heading]
