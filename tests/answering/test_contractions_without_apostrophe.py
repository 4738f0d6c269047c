"""Contractions typed without their apostrophe ("hes", "theres", "whos") are words of asking,
not of the topic (``rerank._ASKING``): the corpus lacks them, so each had weighed as the
question's rarest word, which no passage holds, and pulled every passage's share of the
question down. Through the default bundle's real index."""

import pytest

from ecclesia.answering.rerank import analysed_words
from tests.answering.real_index import assert_first_quote_within


@pytest.mark.parametrize("word", "hes shes theyre youre werent hadnt thats wheres theres whos whys hows "
                                 "itll theyll youll weve theyve youve theyd youd".split())
def test_a_contraction_is_no_topic_word(word):
    assert analysed_words(f"{word} potter", english=True) == ["potter"]


@pytest.mark.parametrize("word", ["ill", "shed", "lets"])
def test_words_the_bible_uses_stay_topic_words(word):
    # "ill" (sick), "shed" (blood) and "lets" are words as well as contractions: they stay.
    assert analysed_words(word, english=True)


@pytest.mark.usefixtures("search")
@pytest.mark.parametrize(("question", "verses"), [
    # Had been declined: "hes" outweighed "jonah", "angry" and "nineveh".
    ("jonah is mad that god didnt destroy nineveh, hes angry enough to die", "Jonas 4:1-11"),
    # Had quoted Romans 9:19, on the potter's right over the clay.
    ("theres a verse where god says hes the potter and were the clay, wheres that", "Jeremias 18:1-10"),
])
def test_questions_with_contractions(question, verses):
    assert_first_quote_within(question, verses)
