"""The Gospel episodes the Church names as feasts and mysteries of the rosary (the
Annunciation, the Visitation, the Presentation, the Finding in the Temple, Cana, the Agony in
the Garden): the gospels never use those names, so a question that does is read through the
vocabulary (``vocabulary.CONCEPTS``) and answered from the episode. Through the default
bundle's real index."""

import pytest

from ecclesia.answering.vocabulary import concepts_in_question

from tests.answering.real_index import assert_first_quote_within


@pytest.mark.parametrize(("question", "language", "concept"), [
    ("tell me about the annunciation", "en", "annunciation"),
    ("¿qué pasó en la anunciación?", "es", "annunciation"),
    ("was bedeutet mariä heimsuchung", "de", "visitation"),
    ("why do we celebrate the presentation of the lord on february 2", "en", "presentation_temple"),
    ("when jesus was lost in the temple, why didnt he tell his parents", "en", "finding_temple"),
    ("o que jesus fez nas bodas de caná", "pt", "wedding_cana"),
    ("what did jesus pray in gethsemane", "en", "agony_garden"),
])
def test_the_churchs_name_for_an_episode_reads_as_its_concept(question, language, concept):
    assert concept in [c.key for c in concepts_in_question(question, language)]


@pytest.mark.parametrize("question", [
    # The boy of Matthew 17 is no finding in the temple; "the day of visitation" (Isaias 10:3)
    # no visit to Elizabeth.
    "why couldnt they heal the boy, jesus said this kind goes out only by prayer",
    "what is the day of visitation in isaiah",
])
def test_the_same_words_elsewhere_are_not_the_episode(question):
    keys = {c.key for c in concepts_in_question(question, "en")}
    assert not keys & {"finding_temple", "visitation"}


@pytest.mark.parametrize(("question", "episode"), [
    ("tell me about the annunciation", "Luke 1:26-38"),  # declined before: no verse says "annunciation"
    ("what happened at the visitation", "Luke 1:39-56"),
    ("the presentation of jesus in the temple and old simeon", "Luke 2:22-40"),
    ("when jesus was lost in the temple, why didnt he tell his parents", "Luke 2:41-52"),
    ("why did jesus change water into wine at cana", "John 2:1-11"),
    ("what did jesus pray in the agony in the garden", ("Matthew 26:36-46", "Mark 14:32-42", "Luke 22:39-46")),
])
@pytest.mark.usefixtures("search")
def test_a_question_by_the_episodes_name_quotes_the_episode(question, episode):
    assert_first_quote_within(question, *(episode if isinstance(episode, tuple) else (episode,)))
