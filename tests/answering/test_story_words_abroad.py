"""Words of the Bible's stories that the lexicon lacked in Spanish, Italian, French and
Portuguese, and a few in Latin and Tagalog (added to ``lexicon._EVERYDAY`` in the twenty-seventh round): a whetted blade, a
ewe lamb, a taste, a thing made, a thing thrown, a hunter, an uncle. Unread, each was the
question's rarest word and no passage held it: the question was declined, or quoted what its
other words alone pointed to. Through the default bundle's real index."""

import pytest

from ecclesia.answering.vocabulary import translated
from tests.answering.real_index import assert_first_quote_within


@pytest.mark.parametrize(("word", "language", "english"), [
    ("afila", "es", "sharpen"), ("pecorella", "it", "ewe"), ("sapore", "it", "taste"), ("fabriqué", "fr", "made"),
    ("jogado", "pt", "cast"), ("impigliato", "it", "caught"), ("cazador", "es", "hunter"), ("zio", "it", "uncle"),
    ("svegliò", "it", "awaked"), ("viande", "fr", "flesh"), ("trabe", "la", "beam"), ("tinanggi", "tl", "denied"),
])
def test_a_story_word_is_read_as_the_douay_rheims_says_it(word, language, english):
    assert translated(word, language) == english


@pytest.mark.parametrize(("question", "episode"), [
    # "afila" unread: declined
    ("¿dónde dice que el hierro se afila con hierro?", ("Proverbs 27:17",)),
    # "pecorella" unread: 3 Kings 1, Nathan telling David's wife of Adonias
    ("il profeta natan ha raccontato una parabola a davide sulla pecorella", ("2 Kings 12:1-6",)),
    # "sapore" unread: John 6, the manna the fathers ate
    ("la manna nel deserto, che sapore aveva?", ("Exodus 16:31", "Numbers 11:7-8")),
    # "fabriqué" unread: declined
    ("pourquoi les israélites ont fabriqué un veau d'or au pied du sinaï ?", ("Exodus 32:1-8",)),
    # "trabe" unread: declined
    ("quid dixit iesus de festuca et trabe in oculo", ("Matthew 7:3-5", "Luke 6:41-42")),
    # "tinanggi" unread: declined
    ("bakit tinanggi ni pedro si hesus ng tatlong beses", ("Matthew 26:69-75", "Mark 14:66-72", "Luke 22:54-62",
                                                         "John 18:15-27")),
])
@pytest.mark.usefixtures("search")
def test_questions_with_these_words_quote_their_episode(question, episode):
    assert_first_quote_within(question, *episode)
