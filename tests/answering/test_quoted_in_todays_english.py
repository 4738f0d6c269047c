"""A verse quoted in today's English is found in the English finder's word index (the World
English Bible's and the American Standard Version's words, ``tools/ecclesia_tools/bible/finders.py``)
and answered from the Douay-Rheims of that verse, whose words are not the question's. Through the
default bundle's real index."""

import re

import pytest

from ecclesia.answering import relevance
from ecclesia.answering.language import QUOTED_VERSE_LANGUAGES, stop_words
from ecclesia.data.bible import parallel
from ecclesia.data.documents.references import parse_reference
from tests.answering.real_index import ask, assert_first_quote_within, within

pytestmark = pytest.mark.usefixtures("search")


@pytest.mark.parametrize(("question", "verses"), [
    # The Douay: "Never did man speak like this man" (John 7:46).
    ("who said that no man ever spoke like this man?", "John 7:44-53"),
    # The Douay: "I can do all these things in him who strengtheneth me" (Philippians 4:13);
    # without the finder, 2 Corinthians 3 ("our sufficiency is from God") was quoted.
    ("which letter says i can do all things through christ who strengthens me", "Philippians 4:13"),
])
def test_a_verse_quoted_in_todays_words_is_answered_from_the_douay_verse(question, verses):
    assert_first_quote_within(question, verses)


def test_without_the_english_finder_the_quote_is_missed(monkeypatch):
    monkeypatch.setattr(relevance, "QUOTED_VERSE_LANGUAGES", tuple(l for l in QUOTED_VERSE_LANGUAGES if l != "en"))
    answer = ask("which letter says i can do all things through christ who strengthens me")
    assert not answer.citations or not answer.citations[0].cited_text_heading.startswith("Philippians 4:")


def test_of_two_verses_holding_the_quote_the_one_it_is_most_of_is_found():
    # Matthew 9:33 in the World English Bible holds "like", "ever", "spoke" and "man" too, in a
    # verse three times as long.
    ignored = stop_words("en") | relevance._WHERE_WRITTEN["en"]
    assert parallel.quoted_verse("who said that no man ever spoke like this man?", "en", ignored) == ("John", 7, 46, 46)


def test_a_fact_told_in_three_places_is_found_where_it_is_first_told():
    # Leviticus 10:1 tells the story; Numbers 3:4 and the census of Numbers 26:61 recall it in
    # the same words, more briefly. The shortest had been taken as the one quoted.
    ignored = stop_words("en") | relevance._WHERE_WRITTEN["en"]
    question = "nadab and abihu offered strange fire and god killed them, why"
    assert parallel.quoted_verse(question, "en", ignored) == ("Leviticus", 10, 1, 1)
    assert_first_quote_within(question, "Leviticus 10:1-5")


def test_the_english_finder_holds_no_text_and_is_never_quoted_beside():
    assert parallel.parallel_verses("John 7:44-53", "en") is None
    answer = ask("who said that no man ever spoke like this man?")
    assert "Never did man speak like this man" in answer.citations[0].cited_text
    assert "No man ever spoke" not in answer.text


@pytest.mark.parametrize(("question", "verse"), [
    # The quote in one sentence, the asking in another: read whole, "grandmother", "wall" and
    # "book" weigh on the question's side and hide Isaias 43:1.
    ("my grandmother had this on her wall: fear not, for i have redeemed you; i have called you by name, "
     "you are mine. which book is it from?", ("Isaias", 43, 1, 1)),
    # The quote after the words that bring it in ("a verse that says ...").
    ("is there really a verse that says john did no sign but everything he said about jesus was true? "
     "i thought he did miracles", ("John", 10, 41, 41)),
])
def test_a_quote_is_found_in_its_own_sentence_of_a_longer_question(monkeypatch, question, verse):
    ignored = stop_words("en") | relevance._WHERE_WRITTEN["en"]
    assert parallel.quoted_verse(question, "en", ignored) == verse
    # Read only whole (and with no retold verse taken), the quote is missed.
    monkeypatch.setattr(parallel, "TOLD_MARGIN", 99.0)
    never = re.compile(r"(?!)")
    monkeypatch.setattr(parallel, "_SENTENCE_BREAK", never)
    monkeypatch.setattr(parallel, "_SAYING", never)
    monkeypatch.setattr(parallel, "_CLAUSE_BREAK", never)
    assert parallel.quoted_verse(question, "en", ignored) is None


def test_a_quote_is_found_in_its_own_clause(monkeypatch):
    # The quote before a comma, the asking after it: read whole, "story" and "kings" weigh on
    # the question's side. The thistle's message to the cedar is told twice, in 4 Kings 14:9
    # and 2 Paralipomenon 25:18.
    ignored = stop_words("en") | relevance._WHERE_WRITTEN["en"]
    question = ("the thistle that asked the cedar for his daughter and got trampled by a wild animal, "
                "whats that story about in kings")
    assert parallel.quoted_verse(question, "en", ignored) in {("4 Kings", 14, 9, 9), ("2 Paralipomenon", 25, 18, 18)}
    assert_first_quote_within(question, "4 Kings 14:8-14", "2 Paralipomenon 25:17-24")
    monkeypatch.setattr(parallel, "_CLAUSE_BREAK", re.compile(r"(?!)"))
    assert parallel.quoted_verse(question, "en", ignored) is None


def test_a_quote_is_found_after_the_word_that_says_it_in_a_story():
    # "the guards ... said no man ever spoke like this man": read whole, or as one sentence, the
    # story's words ("guards", "arresting") hide John 7:46.
    ignored = stop_words("en") | relevance._WHERE_WRITTEN["en"]
    question = "the soldiers went back without arresting jesus and said no man ever spoke like this man, where is it"
    assert parallel.quoted_verse(question, "en", ignored) == ("John", 7, 46, 46)
    assert parallel.quoted_verse(question.replace(" said ", " then "), "en", ignored) is None


def test_a_short_sentence_quotes_nothing_on_common_words_alone():
    # "how can jesus not know if he is god" shares know, jesus, god and not with 2 Thessalonians
    # 1:8 ("who know not God ... our Lord Jesus Christ"); read as a sentence of a longer question,
    # its two words that are not common say no verse.
    ignored = stop_words("en") | relevance._WHERE_WRITTEN["en"]
    assert parallel.quoted_verse("no one knows the day or the hour, not even the son. how can jesus not know "
                                 "if he is god?", "en", ignored) is None


def test_a_chapter_named_with_a_quote_from_it_is_read_as_that_verse(monkeypatch):
    # "ye are gods ... in john 10": John 10:34, so the good shepherd at the chapter's start (which
    # the whole chapter named would make a quote of) is not quoted beside it.
    question = "jesus quoting psalm 82 ye are gods in john 10 - so are we gods too?"
    references = relevance.understand(question, "en", ()).references
    assert parse_reference("John 10:34") in references
    assert parse_reference("John 10") not in references
    headings = [c.cited_text_heading for c in ask(question).citations]
    assert headings[0] == "John 10:29-36" and not any(h.startswith("John 10:1-") for h in headings)
    monkeypatch.setattr(relevance, "quoted_in_chapters", lambda question, language, references: references)
    assert any(c.cited_text_heading.startswith("John 10:1-") for c in ask(question).citations)


def test_a_chapter_named_without_a_quote_stays_whole():
    assert parallel.verse_in_chapter("what happens in john 10", "en", "John", 10) is None
    assert parallel.verse_in_chapter("psalm 23 the lord is my shepherd", "en", "Psalms", 22) is None


def test_a_verse_told_in_the_questions_own_words_is_found_when_no_other_comes_close(monkeypatch):
    # Exodus 22:1 (the Douay's 21:37): "he shall restore five oxen for one ox, and four sheep for
    # one sheep". The digits are read as words first.
    question = ("my pastor told us a thief under the old law had to pay back 5 oxen for 1 ox and 4 sheep for a "
                "sheep, do we still do that")
    assert relevance.understand(question, "en", ()).references == (parse_reference("Exodus 21:37"),)
    monkeypatch.setattr(parallel, "TOLD_MARGIN", 99.0)
    assert relevance.understand(question, "en", ()).references == ()


def test_the_verse_asked_for_is_quoted_whatever_else_the_question_tells():
    # "grandmother" and "wall" are beyond the concept the question names (redemption) and held
    # by no passage on it; the verse asked for answers it all the same (it was declined).
    assert_first_quote_within("my grandmother had this on her wall: fear not, for i have redeemed you, i have "
                              "called you by name, you are mine. which book is it from?", "Isaias 43:1")


def test_a_verse_found_holds_the_words_the_douay_says_otherwise():
    # John 5:4 holds "pool", "angel", "stirred" and "water" in today's words; the Douay's "pond
    # called Probatica" and "the water was moved" hold none but "angel" and "water", and the
    # question was declined as asking beyond its concept (angels) what nothing held says.
    assert_first_quote_within("pool of bethesda, the angel stirring the water", "John 5:4")  # fresh5


def test_a_chapter_named_and_asked_about_holds_what_the_corpus_spells_otherwise():
    # "phoebe" is the Douay's "Phebe", a word the corpus never uses, so the question asked
    # beyond its concept (priesthood: "deacons") what nothing held said, and was declined; it
    # names Romans 16 and asks about it, and Romans 16:1-7 names her.
    assert_first_quote_within("phoebe the deacon in romans 16, does that mean there were women deacons in the "
                              "early church?", "Romans 16:1-2")  # fresh8


def test_a_verse_asked_for_beside_a_modern_subject_is_quoted():
    # "2025" is a modern subject (scripture does not speak of it), but the question names the
    # chapter and quotes its verse 2: it was declined.
    question = ("2 timothy 3 says in the last days men will be lovers of money and disobedient to parents, "
                "sounds like 2025 to me")
    assert relevance.understand(question, "en", ()).subjects == ("2025",)
    assert_first_quote_within(question, "2 Timothy 3:2")


def test_a_verse_told_in_another_languages_words_is_found_through_the_lexicon(monkeypatch):
    # No Tagalog Bible is reachable here: the question's words, read in English through the
    # lexicon, tell John 15:13 ("greater love than this no man hath, that a man lay down his life
    # for his friends") far more than any other verse; without that reading it was declined, and
    # since "ibig" (of "pag-ibig", love) is no word left unread, it quotes John 13:38 ("wilt thou
    # lay down thy life for me?").
    question = ("sinabi ni hesus na walang higit na dakilang pag-ibig kaysa ialay ang buhay para sa mga kaibigan, "
                "saan ito nakasulat?")
    assert relevance.understand(question, "tl", ()).references == (parse_reference("John 15:13"),)
    assert_first_quote_within(question, "John 15:13")
    monkeypatch.setattr(relevance, "told_in_english", lambda question, language: ())
    answer = ask(question)
    assert not answer.citations or not within(answer.citations[0], "John 15:13")


def test_like_is_read_as_the_bibles_as_only_when_the_quote_is_not_found_with_it():
    # "one day is with the Lord as a thousand years" (2 Peter 3:8 in the finder's Bibles): with
    # "like" weighed, the question's words beside the verse's hid it
    reference, = relevance.quoted_reference("one day with the lord is like a thousand years, so were the six days "
                                            "of creation not literal days?", "en")
    assert (reference.book, reference.chapter, reference.first_verse) == ("2 Peter", 3, 8)
    ignored = stop_words("en") | relevance._WHERE_WRITTEN["en"]
    assert parallel.quoted_verse("one day with the lord is like a thousand years, so were the six days of creation "
                                 "not literal days?", "en", ignored) is None
    # John 7:46 says "like" itself: found on the first reading, with it
    reference, = relevance.quoted_reference("who said that no man ever spoke like this man?", "en")
    assert (reference.book, reference.chapter, reference.first_verse) == ("John", 7, 46)


@pytest.mark.parametrize(("question", "verse"), [
    # Three uncommon words beside the grammar: too few for the quote tests (``parallel.said_verse``).
    ("where does it say for god so loved the world", "John 3:16"),
    ("where does it say the wages of sin is death", "Romans 6:23"),
    # The Douay: "Be still and see that I am God" (Psalm 45:11); it had quoted 1 Kings 20.
    ("where does it say be still and know that i am god", "Psalms 45:11"),
])
def test_a_famous_verse_quoted_in_few_words_after_a_word_of_saying(question, verse):
    assert_first_quote_within(question, verse)
    assert parallel.quoted_verse(question, "en", relevance._asking_words("en")) is None  # the quote tests miss it


def test_a_said_verse_needs_enough_words_all_in_one_verse_alone():
    assert parallel.said_verse("where does it say god is love", "en") is None  # two words: fewer than SAID_WORDS
    # The finder's English says "Yahweh is good to all" (Psalm 145:9): no verse holds every word.
    assert parallel.said_verse("where does it say the lord is good to all", "en") is None
    assert parallel.said_verse("que dice dios es amor", "es") is None  # English only


@pytest.mark.parametrize(("question", "verse"), [
    # A famous verse quoted with no word of saying, every word of it in that verse alone
    # (``parallel.said_verse`` over the whole question): they had quoted 1 John 4, Psalm 138,
    # 2 Kings 23, 2 Timothy 4 and Haydock on Luke 18.
    ("for god so loved the world, explain", "John 3:16"),
    ("be still and know that i am god", "Psalms 45:11"),
    ("where two or three are gathered", "Matthew 18:20"),
    ("for everything there is a season", "Ecclesiastes 3:1"),
    ("pride goes before a fall", "Proverbs 16:18"),
    # The finder says "Yahweh" for "the LORD"; the quote tests had found Jeremias 17:5 (trusting
    # in man) and Ecclesiasticus 47.
    ("trust in the lord with all your heart", "Proverbs 3:5"),
    ("the lord gave and the lord has taken away", "Job 1:21"),
    # Two words of substance beside the grammar: John 8:12 and 9:5 say "I am the light".
    ("you are the light of the world", "Matthew 5:14"),
    # Numbers 6:24 and its echoes: a saying held by a few verses is read in the first of them.
    ("the lord bless you and keep you", "Numbers 6:24"),
])
def test_a_famous_verse_quoted_alone_is_found(question, verse):
    assert_first_quote_within(question, verse)
    assert parallel.said_verse(question, "en") is None  # no word of saying


def test_a_question_of_grammar_and_one_word_is_not_read_as_a_quote():
    # Genesis 26:9 holds "and", "how", "did", "he" and "die"; the question asks no verse.
    assert parallel.said_verse("and how did he die?", "en", whole=True) is not None
    assert relevance.quoted_reference("and how did he die?", "en") == ()


def test_a_whole_quote_held_by_a_few_verses_is_read_in_the_first(monkeypatch):
    # "ask and it will be given to you": Matthew 7:7 and Luke 11:9 both say it.
    found = parallel.said_verse("ask and it will be given to you", "en", whole=True)
    assert found is not None and found[:3] == ("Matthew", 7, 7)
    assert parallel.said_verse("ask and it will be given to you", "en") is None  # no word of saying
    monkeypatch.setattr(parallel, "QUOTED_PARALLELS", 1)  # one verse alone: neither is read
    assert parallel.said_verse("ask and it will be given to you", "en", whole=True) is None


def test_four_words_held_by_a_few_verses_are_no_quote():
    # 2 Kings 21:10, 2 Esdras 9:15 and Isaias 32:2 hold "water from the rock"; it asks for the
    # water Moses struck from the rock (Numbers 20), which says it otherwise.
    assert parallel.said_verse("water from the rock", "en", whole=True) is None
    assert_first_quote_within("water from the rock", "Numbers 20:7-13", "Exodus 17:5-7")
