"""Phrases whose words, read one by one, misread them: giving birth ("gave birth" in English,
"dar à luz" in Portuguese, read "give light"), which the Douay says "brought forth"; French
"grand-père" (split at its hyphen, read "great father") and Portuguese "a gente" (we, read
"people"); the words of childbirth and grandparents some languages' lexicons lacked or misread;
and French questions read as Spanish ("combien de fois faut-il pardonner à son frère ?")."""

import pytest

from ecclesia.answering import relevance
from ecclesia.answering.language import detect_language
from ecclesia.answering.vocabulary import translated
from tests.answering.real_index import ask, within


@pytest.mark.parametrize(("question", "references"), [
    # Luke 2:15-21 (the shepherds) came first: "birth" is the Douay's word for a man's origin.
    ("mary gave birth to jesus in a manger", ("Luke 2:1-7",)),
    # Only Haydock on Luke 1:80 (the child grew) was quoted.
    ("elizabeth gave birth to john the baptist", ("Luke 1:57-64",)),
])
def test_giving_birth_is_read_as_bringing_forth(question, references, search):
    answer = ask(question)
    assert answer.citations and within(answer.citations[0], *references)


@pytest.mark.parametrize(("question", "language", "read", "unread"), [
    ("maria deu à luz jesus em belém", "pt", {"bring", "forth"}, {"light"}),
    ("isabel dio a luz a juan bautista", "es", {"bring", "forth"}, {"light"}),
    ("mes ados se moquent de leur grand-père", "fr", {"grandfather"}, {"great"}),
    ("a bíblia diz que a gente vive setenta anos", "pt", {"seventy"}, {"people"}),
])
def test_the_phrase_is_read_whole(question, language, read, unread):
    words = set(" ".join(relevance._translate_words(question, language)).split())
    assert read <= words and not unread & words


@pytest.mark.parametrize(("word", "language", "english"), [
    ("avó", "pt", "grandmother"), ("avô", "pt", "grandfather"), ("nonno", "it", "grandfather"),
    ("lolo", "tl", "grandfather"), ("lola", "tl", "grandmother"), ("großvater", "de", "grandfather"),
    ("parto", "es", "labour"), ("partorire", "it", "bring forth"), ("accoucher", "fr", "bring forth"),
    ("faut", "fr", None),
])
def test_the_word_is_read(word, language, english):
    assert translated(word, language) == english


def test_a_french_question_on_forgiving_is_french_and_answered(search):
    # Read as Spanish (it tied on "de" and "son") and declined: "faut" weighed as a word no
    # passage holds, beyond the concept of forgiveness.
    question = "combien de fois faut-il pardonner à son frère ?"
    assert detect_language(question) == "fr"
    answer = ask(question)
    assert answer.citations and within(answer.citations[0], "Matthew 18:21-22", "Luke 17:3-4")
