"""Passages people ask for by the name tradition gives them (``vocabulary``: tithes, the new
commandment, the Great Commission, the fruit of the Spirit, the armour of God, the sin against
the Holy Spirit). Read as words they were declined, or found the wrong verse: "tithing" is in
Isaias 6:13. Through the default bundle's real index."""

import pytest

from tests.answering.real_index import ask, assert_first_quote_within, within


@pytest.mark.parametrize(("question", "passages"), [
    ("what does the bible say about tithing", ("Malachias 3:8-10", "Leviticus 27:30-32", "Genesis 14:18-20",
                                               "Hebrews 7:4-9")),
    ("¿qué dice la biblia sobre el diezmo?", ("Malachias 3:8-10", "Leviticus 27:30-32", "Genesis 14:18-20",
                                              "Hebrews 7:4-9")),
    ("what is the new commandment", ("John 13:34-35", "John 15:12-13", "1 John 2:7-8")),
    ("what is the great commission", ("Matthew 28:16-20", "Mark 16:15-16")),
    ("was ist der Missionsbefehl?", ("Matthew 28:16-20", "Mark 16:15-16")),
    ("what is the fruit of the spirit", ("Galatians 5:22-23",)),
    ("qu'est-ce que le fruit de l'Esprit ?", ("Galatians 5:22-23",)),
    ("what is the armor of god", ("Ephesians 6:10-17",)),
    ("what is the unforgivable sin", ("Matthew 12:31-32", "Mark 3:28-30", "Luke 12:10")),
    ("o que é o pecado imperdoável?", ("Matthew 12:31-32", "Mark 3:28-30", "Luke 12:10")),
])
@pytest.mark.usefixtures("search")
def test_a_passage_named_by_tradition_is_found(question, passages):
    assert_first_quote_within(question, *passages)


@pytest.mark.parametrize(("question", "passages"), [
    ("who is the whore of babylon", ("Apocalypse 17:1-6", "Apocalypse 17:15-18", "Apocalypse 18:1-3")),
    ("chi è la grande meretrice di babilonia", ("Apocalypse 17:1-6", "Apocalypse 17:15-18")),
    ("who is the suffering servant in isaiah", ("Isaias 52:13-15", "Isaias 53:1-12")),
    ("qui est le serviteur souffrant", ("Isaias 52:13-15", "Isaias 53:1-12")),
    ("where is the benedictus", ("Luke 1:67-79",)),
    ("feeding of the five thousand", ("John 6:1-14", "Matthew 14:13-21", "Mark 6:34-44", "Luke 9:12-17")),
    ("was ist die Brotvermehrung", ("John 6:1-14", "Matthew 14:13-21", "Mark 6:34-44", "Luke 9:12-17",
                                    "Matthew 15:32-38", "Mark 8:1-9")),
    ("the road to emmaus", ("Luke 24:13-35",)),
    ("os discípulos de emaús", ("Luke 24:13-35",)),
    ("why was jesus baptized", ("Matthew 3:13-17", "Mark 1:9-11", "Luke 3:21-22", "John 1:29-34")),
    ("el bautismo de jesús", ("Matthew 3:13-17", "Mark 1:9-11", "Luke 3:21-22", "John 1:29-34")),
    ("the woman caught in adultery", ("John 8:1-11",)),
    ("crossing of the red sea", ("Exodus 14:15-31", "Exodus 15:1-21")),
    ("the shema", ("Deuteronomy 6:4-9", "Mark 12:29-30")),
    ("die sieben letzten Worte Jesu", ("Luke 23:34-46", "John 19:26-30", "Matthew 27:46")),
    # Each word from the cross, quoted: they had quoted 3 Kings 6, Matthew 18 (forgiving seventy
    # times seven) and Baruch 4.
    ("it is finished", ("John 19:28-30",)),
    ("father forgive them for they know not what they do", ("Luke 23:33-35",)),
    ("my god my god why have you forsaken me", ("Matthew 27:46", "Mark 15:34", "Psalms 21:2")),
    ("los cuatro jinetes del apocalipsis", ("Apocalypse 6:1-8",)),
    ("does the bible teach the rapture", ("1 Thessalonians 4:14-18", "Matthew 24:38-44")),
    ("finding of jesus in the temple", ("Luke 2:41-52",)),
    ("What were the ten plagues of Egypt?", ("Exodus 7:14-25", "Exodus 8:1-15", "Exodus 9:1-12", "Exodus 10:1-23",
                                              "Exodus 11:1-10", "Exodus 12:29-33")),
    ("las diez plagas de egipto", ("Exodus 7:14-25", "Exodus 8:1-15", "Exodus 9:1-12", "Exodus 10:1-23",
                                   "Exodus 11:1-10", "Exodus 12:29-33")),
])
@pytest.mark.usefixtures("search")
def test_a_story_or_canticle_named_by_tradition_is_found(question, passages):
    assert_first_quote_within(question, *passages)


def test_a_number_spelled_out_is_not_a_feeding_of_the_multitude():
    """"144,000" is spelled "one hundred forty-four thousand" before concepts are read: "four
    thousand" alone must not make it the feeding of the four thousand."""
    from ecclesia.answering.relevance import spelled_numbers
    from ecclesia.answering.vocabulary import concepts_in_question

    keys = [c.key for c in concepts_in_question(spelled_numbers("who are the 144,000 in revelation"), "en")]
    assert "feeding_multitude" not in keys
    assert "feeding_multitude" in [c.key for c in concepts_in_question("who fed the four thousand", "en")]


@pytest.mark.parametrize("question", ["Chi era la donna adultera e cosa le disse Gesù?",
                                      "Quid dixit Iesus de muliere in adulterio deprehensa?"])
@pytest.mark.usefixtures("search")
def test_the_woman_taken_in_adultery_is_her_story_not_the_law_of_divorce(question):
    """Her story is John 8:1-11; the sayings on divorce and adultery (Matthew 19, Mark 10), which
    the word "adultery" alone reads as marriage, are not quoted after it."""
    citations = ask(question).citations
    assert within(citations[0], "John 8:1-11")
    assert not any(within(c, "Matthew 19:1-12") or within(c, "Mark 10:2-12") for c in citations)


@pytest.mark.parametrize(("question", "passages"), [
    ("what are the gifts of the holy spirit", ("Isaias 11:1-3", "1 Corinthians 12:1-11", "Romans 12:6-8")),
    ("parable of the unforgiving servant", ("Matthew 18:21-35",)),
    ("the rich man and lazarus", ("Luke 16:19-31",)),
    ("the healing of the paralytic through the roof", ("Mark 2:1-12", "Luke 5:17-26", "Matthew 9:1-8")),
    ("the cleansing of the temple", ("John 2:13-17", "Matthew 21:12-13", "Mark 11:15-17", "Luke 19:45-46")),
    ("moses in the basket", ("Exodus 2:1-10",)),
    ("david and bathsheba", ("2 Kings 11:1-17", "2 Kings 12:1-14")),
    ("the council of jerusalem", ("Acts 15:1-29",)),
    ("the good thief", ("Luke 23:39-43",)),
    ("the road to damascus", ("Acts 9:1-19", "Acts 22:6-16", "Acts 26:12-18")),
    ("the massacre of the innocents", ("Matthew 2:13-18",)),
    ("the tower of siloam", ("Luke 13:1-5",)),
    ("the wise and foolish builders", ("Matthew 7:24-27", "Luke 6:47-49")),
    ("judge not", ("Matthew 7:1-5", "Luke 6:37-42")),
])
@pytest.mark.usefixtures("search")
def test_a_parable_or_episode_named_by_tradition_is_found(question, passages):
    assert_first_quote_within(question, *passages)


def test_a_concept_accounts_for_the_words_of_a_four_word_name():
    """"Massacre" and "innocents" are not the Douay-Rheims' words (Matthew 2:16: "killed all the
    men children"): named together as the concept's four-word name, they are not asked beyond it."""
    from ecclesia.answering.relevance import read_beyond, understand

    understanding = understand("the massacre of the innocents", "en", ())
    assert [c.key for c in understanding.concepts] == ["flight_into_egypt"]
    assert read_beyond(understanding, None).weights == {}
    # A word beside the name is still asked.
    assert set(read_beyond(understand("what year was the massacre of the innocents", "en", ()), None).weights) == {"year"}


# What people ask a Catholic about, answered from the passages the Church's answer reads.
@pytest.mark.parametrize(("question", "passages"), [
    ("where does it say call no man father", ("Matthew 23:8-10",)),
    ("is sola scriptura biblical", ("2 Thessalonians 2:14", "1 Corinthians 11:2", "2 Timothy 2:2", "2 Timothy 3:14-17",
                                    "John 21:25")),
    ("holy water in the bible", ("Numbers 5:17", "Numbers 19:9", "Ezechiel 36:25", "Psalms 50:9")),
    ("did jesus have brothers", ("Matthew 13:54-57", "Mark 6:3", "Galatians 1:19")),
    ("Gesù aveva fratelli e sorelle?", ("Matthew 13:54-57", "Mark 6:3", "Galatians 1:19")),
    ("relics in the bible", ("4 Kings 13:20-21", "Acts 19:11-12", "Matthew 9:20-22", "Acts 5:15")),
    ("arent statues in catholic churches graven images?", ("Exodus 20:4-5", "Exodus 25:18-22", "Numbers 21:8-9")),
    ("what are indulgences", ("Matthew 16:19", "Matthew 18:18", "2 Corinthians 2:6-10", "Colossians 1:24")),
    ("a biblia proibe fazer tatuagem?", ("Leviticus 19:28",)),
    ("what does the bible say about gambling", ("1 Timothy 6:9-10", "Proverbs 13:11", "Proverbs 28:20-22")),
    ("what does the bible say about anxiety", ("Matthew 6:25-34", "Philippians 4:6-7", "1 Peter 5:6-7")),
    ("what does jesus say about looking at a woman lustfully", ("Matthew 5:27-28",)),
])
@pytest.mark.usefixtures("search")
def test_a_question_people_ask_catholics_is_answered_from_its_passage(question, passages):
    assert_first_quote_within(question, *passages)


def test_indulgence_as_saint_paul_says_it_is_no_question_about_indulgences():
    """1 Corinthians 7:6 speaks "by indulgence" (by concession): naming it is not asking about
    the Church's indulgences."""
    from ecclesia.answering.vocabulary import concepts_in_question

    assert "indulgences" not in [c.key for c in concepts_in_question("why does paul say by indulgence", "en")]
    assert "indulgences" in [c.key for c in concepts_in_question("what are indulgences", "en")]


@pytest.mark.parametrize(("question", "passages"), [
    # The Good Shepherd of John 10 and Ezechiel 34 had come first.
    ("the lord is my shepherd", ("Psalms 22:1-6",)),
    ("el señor es mi pastor", ("Psalms 22:1-6",)),
    ("should christians pay taxes", ("Matthew 22:15-22", "Mark 12:13-17", "Luke 20:20-26", "Romans 13:1-7")),
    ("dar al cesar lo que es del cesar", ("Matthew 22:15-22", "Mark 12:13-17", "Luke 20:20-26")),
    # The saying of the reversal had been read as humility, and quoted the wedding guests (Luke 14).
    ("the last shall be first", ("Matthew 19:27-30", "Matthew 20:1-16", "Mark 10:28-31", "Luke 13:28-30")),
    ("los últimos serán los primeros", ("Matthew 19:27-30", "Matthew 20:1-16", "Mark 10:28-31", "Luke 13:28-30")),
    # "magi" is read as the Douay's "wise", and found the wise men of Ecclesiasticus 21.
    ("who were the magi", ("Matthew 2:1-12",)),
    ("was feiern wir an epiphanie", ("Matthew 2:1-12",)),
])
@pytest.mark.usefixtures("search")
def test_a_psalm_or_saying_named_by_its_first_words_is_found(question, passages):
    assert_first_quote_within(question, *passages)


@pytest.mark.parametrize(("question", "language", "concept"), [
    ("warum musste Josef wegen Kaiser Augustus nach Bethlehem", "de", "render_to_caesar"),  # the census
    ("why did nebuchadnezzar want to kill the wise men", "en", "magi"),  # Daniel 2
    ("why did jesus criticize the traditions of the pharisees", "en", "tradition"),  # Mark 7
    ("why did john leap in the womb", "en", "unborn_life"),  # the Visitation
    ("what happened to the wicked servant who buried his talent", "en", "unforgiving_servant"),  # Matthew 25
    ("how did jesus heal the paralytic at the pool of bethesda", "en", "paralytic_roof"),  # John 5
])
def test_a_word_of_a_concept_in_another_sense_does_not_read_it(question, language, concept):
    from ecclesia.answering.vocabulary import concepts_in_question

    assert concept not in [c.key for c in concepts_in_question(question, language)]


@pytest.mark.parametrize(("question", "language", "concept"), [
    ("dar al cesar lo que es del cesar", "es", "render_to_caesar"),
    ("who were the three wise men", "en", "magi"),
    ("is sacred tradition in the bible", "en", "tradition"),
    ("what does the bible say about abortion", "en", "unborn_life"),
    ("the parable of the unforgiving servant", "en", "unforgiving_servant"),
    ("the paralytic lowered through the roof", "en", "paralytic_roof"),
])
def test_the_concept_is_still_read_where_it_is_meant(question, language, concept):
    from ecclesia.answering.vocabulary import concepts_in_question

    assert concept in [c.key for c in concepts_in_question(question, language)]
