"""Names the Douay-Rheims spells otherwise ("Dalila", "Aman", "Agar", "Gedeon", "Saphira"):
a question with the modern spelling is weighed by the corpus's spelling, so the passages that
tell the story cover it and it is answered, through the default bundle's real index."""

import time

import pytest

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.relevance import douay_text, understand
from ecclesia.data.documents.references import parse_heading, parse_reference


def ask(question):
    return answer_question(question, deadline=time.monotonic() + 25, answerer=ExtractiveAnswerer(),
                           catalogue=catalogue.no_catalogue)


def test_modern_names_are_read_in_the_douay_spelling():
    assert douay_text("Samson and Delilah") == "samson and dalila"
    assert douay_text("¿Qué hizo Judith con Holofernes?").endswith("holofernes?")
    terms = {t for t, _ in understand("How did Delilah betray Samson?", "en", ()).query_terms}
    assert "dalila" in terms and "delilah" not in terms


@pytest.mark.parametrize(("question", "story"), [
    ("How did Delilah betray Samson?", "Judges 16:1-31"),
    ("Why did Abraham send Hagar away?", "Genesis 21:1-21"),
    ("what did Gideon do with the fleece", "Judges 6:36-40"),
    ("Ananias and Sapphira lying to Peter", "Acts 5:1-11"),
])
@pytest.mark.usefixtures("search")
def test_questions_with_modern_names_quote_the_story(question, story):
    answer = ask(question)
    assert answer.citations, answer.text
    first = parse_heading(answer.citations[0].cited_text_heading)
    assert first is not None and parse_reference(story).overlaps(first), answer.citations[0].cited_text_heading


@pytest.mark.usefixtures("search")
def test_a_name_beside_a_word_the_corpus_lacks_is_still_declined():
    assert not ask("who was the sourdough maccabee").citations


def test_todays_words_are_read_as_the_douay_says_them():
    assert douay_text("the demons that went into the pigs") == "the demons that went into the swine"
    assert douay_text("why did moses make a bronze snake") == "why did moses make a brazen serpent"
    # searched as well as weighed
    assert "swine" in understand("the demons called legion that went into the pigs", "en", ()).english_query


@pytest.mark.parametrize(("question", "stories"), [
    ("Legion, the demons Jesus sent into the pigs", ("Mark 5:1-20", "Matthew 8:28-34", "Luke 8:26-39")),
    ("what did paul preach to the athenians about the unknown god", ("Acts 17:16-34",)),
])
@pytest.mark.usefixtures("search")
def test_todays_words_and_what_is_told_of_a_person_elsewhere_are_answered(question, stories):
    answer = ask(question)
    assert answer.citations, answer.text
    heading = parse_heading(answer.citations[0].cited_text_heading)
    assert heading is not None and any(parse_reference(s).overlaps(heading) for s in stories), \
        answer.citations[0].cited_text_heading


@pytest.mark.parametrize(("question", "stories"), [
    ("¿Qué significa la parábola del trigo y la cizaña?", ("Matthew 13:24-43",)),
    ("Perché Gesù ha maledetto il fico?", ("Matthew 21:18-22", "Mark 11:12-26")),
])
@pytest.mark.usefixtures("search")
def test_story_words_of_other_languages_are_read(question, stories):
    """The lexicon's story words ("trigo", "cizaña", "fico") carry these to the parable and the fig tree."""
    answer = ask(question)
    assert answer.citations, answer.text
    assert any((h := parse_heading(c.cited_text_heading)) is not None
               and any(parse_reference(s).overlaps(h) for s in stories) for c in answer.citations), \
        [c.cited_text_heading for c in answer.citations]
