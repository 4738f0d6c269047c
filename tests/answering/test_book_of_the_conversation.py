"""A follow-up that names no scripture of its own is asked in the Bible book the conversation
is in (``relevance.conversation_book``): the book the earlier question named, else the one its
answer quoted first; and in the chapter that answer quoted first its passages score more
(``relevance.conversation_chapter``). Through the default bundle's real index where it says so."""

import time

import pytest

from ecclesia.answering import answer_question, catalogue, relevance
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.relevance import conversation_book, conversation_chapter, understand
from ecclesia.skills.base import Turn
from tests.answering.real_index import within


def test_the_book_an_earlier_question_names():
    assert conversation_book([Turn("whats the book of tobit about", "…")], "en") == "Tobias"
    assert conversation_book([Turn("why were peter and john arrested in acts 4", "…")], "en") == "Acts"


def test_else_the_book_the_earlier_answer_quoted_first():
    answer = ("Extractive answer: the passages below are quoted from the sources found for your question.\n\n"
              "Judges (Douay-Rheims Bible), Judges 9:18-23: “You that are risen up against my father's house” [1]")
    assert conversation_book([Turn("who was gideons son abimelech", answer)], "en") == "Judges"


def test_the_book_of_a_note_on_one_verse_the_earlier_answer_quoted_first():
    """The answer cites "Haydock on Job 42:5: “...”": the colon after the verse ends the reference."""
    answer = ("Risposta estrattiva: i passi seguenti sono citati dalle fonti trovate per la sua domanda.\n\n"
              "Haydock Commentary on Job, Haydock on Job 42:5: “Job now perceived that he had spoken too boldly” [1]")
    turns = [Turn("cosa dice dio a giobbe alla fine del libro?", answer)]
    assert conversation_book(turns, "it") == "Job"
    assert conversation_chapter(turns) == ("Job", 42)


def test_the_latest_turn_counts_and_a_turn_without_scripture_gives_none():
    turns = [Turn("whats the book of tobit about", "…"), Turn("what is grace?", "Grace is a gift [1].")]
    assert conversation_book(turns, "en") is None
    assert conversation_book([], "en") is None


def test_a_follow_up_reads_the_book_but_a_question_naming_its_own_scripture_keeps_it():
    turns = [Turn("whats the book of tobit about", "…")]
    assert understand("where is the part where his parents worry because he is late", "en", turns).books == ("Tobias",)
    assert understand("and what does john 3 16 say", "en", turns).books == ()
    assert understand("where is the part where his parents worry because he is late", "en", ()).books == ()


def _ask(question, *turns):
    return answer_question(question, deadline=time.monotonic() + 25, answerer=ExtractiveAnswerer(),
                           catalogue=catalogue.no_catalogue, conversation=turns)


def _after(earlier, quoted_first, follow_up):
    """The answer to ``follow_up`` after ``earlier``, whose own answer quotes ``quoted_first`` first."""
    first = _ask(earlier)
    assert first.citations and within(first.citations[0], quoted_first)
    return _ask(follow_up, Turn(earlier, first.text))


@pytest.mark.usefixtures("search")
def test_a_follow_up_is_answered_from_the_book_of_the_conversation():
    follow_up = ("then after he got everything back why did david make them share the loot with the 200 guys "
                 "who were too tired to go")
    # Alone it is answered from 1 Samuel 30 too, since "loot" reads as the Douay's "spoils"
    # (twenty-fifth round); what the conversation alone brings is checked below
    # (``test_the_same_question_without_the_conversation_is_not_answered_from_that_book``).
    answer = _after("what happened to david when the amalekites burned his town and took his wives", "1 Samuel 30",
                    follow_up)
    assert answer.citations and within(answer.citations[0], "1 Samuel 30:21-25")


@pytest.mark.usefixtures("search")
def test_a_follow_up_needs_only_the_named_book_floor_in_the_book_of_the_conversation():
    # "he" is Abimelech, and Judges 9:50-54 tells his death in other words ("a piece of a
    # millstone", "slew him"): less than half the follow-up's words, enough inside his book.
    earlier = "who was abimelech the son of gideon"
    follow_up = "how did he end up dying? i read a woman threw something on his head from a tower"
    assert not _ask(follow_up).citations
    first = _ask(earlier)
    answer = _ask(follow_up, Turn(earlier, first.text))
    assert answer.citations and within(answer.citations[0], "Judges 9:50-54")


@pytest.mark.usefixtures("search")
def test_the_book_of_the_conversation_does_not_put_its_passages_first():
    # The earlier answer quoted 1 Corinthians 3 on Apollos; who taught him is told in Acts 18,
    # which scores higher. A book the question names itself would lead (``SPECIFIC_FIRST``);
    # the conversation's book is a guess, and its passages keep their place by score.
    earlier = "who was apollos in the bible"
    first = _ask(earlier)
    assert first.citations and within(first.citations[0], "1 Corinthians 3")
    answer = _ask("and who was it that taught him the way of god more exactly?", Turn(earlier, first.text))
    assert answer.citations and within(answer.citations[0], "Acts 18:24-28")


def test_a_follow_up_naming_a_concept_of_its_own_is_not_held_to_the_book():
    """After "Che cos'è la confessione?", answered from James 5, "e che cosa dice Gesù del
    perdono?" names forgiveness: what Jesus says of it is in the Gospels, not in James."""
    answer = ("Risposta estrattiva.\n\n"
              "James (Douay-Rheims Bible), James 5:14-20: “Confess therefore your sins one to another” [1]")
    turns = [Turn("Che cos'è la confessione?", answer)]
    assert conversation_book(turns, "it") == "James"
    assert understand("E che cosa dice Gesù del perdono?", "it", turns).books == ()
    assert understand("e come è morto?", "it", turns).books == ("James",)  # no concept: still in James


def test_a_follow_up_keeps_the_book_of_the_conversation_beside_its_own_concepts():
    # "paul" is a concept of the follow-up, so it is not asked in Galatians as if it named it;
    # the conversation's book is kept for the sentence model's reading (``FOLLOW_UP_ABOUT``).
    turns = [Turn("whats pauls letter to the galatians about", "…")]
    understood = understand("at the very end he says he bears the marks of jesus, did paul have the stigmata", "en",
                            turns)
    assert understood.follow_up and understood.books == ()
    assert understood.conversation_book == "Galatians"
    assert understood.earlier == "whats pauls letter to the galatians about"
    assert understand("at the very end he says he bears the marks of jesus", "en", ()).conversation_book is None


@pytest.mark.usefixtures("search")
def test_a_follow_up_is_answered_by_the_best_passage_of_the_book_when_read_as_about_it():
    # Galatians 6:17, "I bear the marks of the Lord Jesus in my body", holds a third of the
    # follow-up's weight ("stigmata", "padre pio" are in no verse): under every coverage floor.
    # The sentence model reads it with the earlier question at 0.53.
    earlier = "whats pauls letter to the galatians about"
    follow_up = "at the very end he says he bears the marks of jesus in his body, does that mean paul had the stigmata"
    first = _ask(earlier)
    assert first.citations and within(first.citations[0], "Galatians 1")
    answer = _ask(follow_up, Turn(earlier, first.text))
    assert answer.citations and within(answer.citations[0], "Galatians 6:17")


@pytest.mark.usefixtures("search")
def test_the_same_question_without_the_conversation_is_not_answered_from_that_book(monkeypatch):
    # Asked alone, its words' stems find the verse it quotes ("I bear the marks of the Lord Jesus
    # branded on my body", Galatians 6:17, ``parallel.lemma_index``) ...
    question = "at the very end he says he bears the marks of jesus in his body, does that mean paul had the stigmata"
    assert any(within(c, "Galatians 6") for c in _ask(question).citations)
    # ... and without that reading nothing says which letter "he" wrote: the rule reads the
    # earlier question.
    from ecclesia.data.bible import parallel

    english = parallel.lemma_index
    monkeypatch.setattr(parallel, "lemma_index", lambda language: None if language == "en" else english(language))
    assert not any(within(c, "Galatians 6") for c in _ask(question).citations)


def test_a_follow_up_is_read_in_the_other_volumes_of_the_same_work_too():
    # 3 and 4 Kings are one history: the Elijah of 3 Kings 17-19 calls down fire in 4 Kings 1.
    turns = [Turn("chi era il profeta elia?", "Risposta.\n\n3 Kings (Douay-Rheims Bible), 3 Kings 18:24-27: “…” [1]")]
    assert understand("e come è morto?", "it", turns).books == ("3 Kings", "2 Kings", "4 Kings")
    tobit = [Turn("whats the book of tobit about", "…")]
    assert understand("where is the part where his parents worry because he is late", "en", tobit).books == ("Tobias",)


@pytest.mark.usefixtures("search")
def test_elijahs_fire_on_the_captains_is_found_in_the_next_volume():
    answer = _after("chi era il profeta elia?", "3 Kings 18",
                    "e perché ha fatto scendere il fuoco dal cielo sui capitani con i loro cinquanta soldati "
                    "mandati dal re?")
    assert answer.citations and within(answer.citations[0], "4 Kings 1:9-14")


def test_the_chapter_the_earlier_answer_quoted_first():
    answer = ("Extractive answer.\n\nActs (Douay-Rheims Bible), Acts 4:1-7: “And as they were speaking to the "
              "people ...” [1]\n\nActs (Douay-Rheims Bible), Acts 5:1-4: “...” [2]")
    assert conversation_chapter([Turn("why were peter and john arrested in acts 4", answer)]) == ("Acts", 4)
    assert conversation_chapter([Turn("what is grace?", "Grace is a gift [1].")]) is None
    assert conversation_chapter([]) is None


@pytest.mark.usefixtures("search")
def test_a_follow_up_stays_in_the_story_of_the_earlier_answer(monkeypatch):
    # "the place where they were praying shook" is Acts 4:31; Luke 11 (the disciples asking to
    # be taught to pray, named for prayer) had outscored it. A passage of the chapter the earlier
    # answer quoted first scores CONVERSATION_CHAPTER more.
    earlier = "why were peter and john arrested in acts 4"
    follow_up = "and after they let them go, the place where they were praying shook? what did they pray for"
    answer = _after(earlier, "Acts 4", follow_up)
    assert answer.citations and within(answer.citations[0], "Acts 4")
    monkeypatch.setattr(relevance, "CONVERSATION_CHAPTER", 0.0)
    answer = _after(earlier, "Acts 4", follow_up)
    # Without it Acts 4 does not lead: Luke 11 would, and is declined (named_for_nothing_said).
    assert not any(within(c, "Acts 4") for c in answer.citations[:1])


@pytest.mark.usefixtures("search")
def test_the_chapter_of_the_conversation_weighs_enough_to_lead_the_story_on():
    # At a weight of 2.0 the plague of boils (Exodus 9) came first; the tenth plague is told
    # from Exodus 11.
    answer = _after("What were the ten plagues of Egypt?", "Exodus 11",
                    "and which one finally made Pharaoh let them go?")
    assert answer.citations and within(answer.citations[0], "Exodus 11", "Exodus 12:29-36")


def test_the_book_of_the_conversation_is_searched_as_a_book_the_question_names():
    """A follow-up's passages are looked for in the conversation's book too (``within``), as a
    question naming a book is: "¿y dónde dice que el que siembra vientos cosecha tempestades?"
    after a question on Osee is searched in Osee, not only across the whole Bible."""
    answer = ("Extractive answer: the passages below are quoted from the sources found for your question.\n\n"
              "Osee (Douay-Rheims Bible), Osee 1:1-5: “The word of the Lord that came to Osee” [1]")
    understanding = understand("¿y dónde dice que el que siembra vientos cosecha tempestades? ¿es de él?", "es",
                               [Turn("¿quién era el profeta oseas?", answer)])
    assert understanding.follow_up and understanding.books == ("Osee",)
    searched_in: list[tuple[str, ...]] = []

    def within_books(query, limit, books):
        searched_in.append(tuple(books))
        return []

    relevance.retrieve(understanding, lambda query, limit: [], None, within=within_books)
    assert searched_in == [("Osee",)]


@pytest.mark.usefixtures("search")
def test_a_saying_asked_after_its_prophet_is_found_in_his_book():
    # Spanish "cosecha" (he reaps) is read "reap", the Douay's word, not "harvest"; searched in
    # Osee, the saying is Osee 8:7 ("they shall sow wind, and reap a whirlwind"). It had been
    # answered from Isaias 17, a harvest and a tempest.
    answer = _after("¿quién era el profeta oseas?", "Osee 1",
                    "¿y dónde dice que el que siembra vientos cosecha tempestades? ¿es de él?")
    assert answer.citations and within(answer.citations[0], "Osee 8:7")
