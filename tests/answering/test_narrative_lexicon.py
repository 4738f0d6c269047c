"""Questions in other languages about Bible episodes, through the default bundle's real index:
the lexicon's narrative words ("negó", "lavato", "verleugnete") carry them to the English
passages, and a question about something the bundle does not hold is still declined."""


import pytest

from ecclesia.answering.messages import NOT_HELD
from ecclesia.data.documents.lexicon import TO_ENGLISH, to_english

from tests.answering.real_index import assert_first_quote_within, ask



def test_narrative_verbs_and_nouns_are_translated():
    assert to_english("¿Por qué Pedro negó a Jesús tres veces?").endswith("denied a jesus three times")
    assert TO_ENGLISH["lavato"] == "washed" and TO_ENGLISH["discepoli"] == "disciples"
    assert TO_ENGLISH["verleugnete"] == "denied" and TO_ENGLISH["hinugasan"] == "washed"


PETER_DENIAL = ("Matthew 26:31-75", "Mark 14:27-72", "Luke 22:31-62", "John 13:36-38", "John 18:15-27")
FOOT_WASHING = ("John 13:1-20",)
LOAVES = ("Matthew 14:13-21", "Matthew 15:32-39", "Mark 6:30-44", "Mark 8:1-9", "Luke 9:10-17", "John 6:1-15")
BREAD_OF_LIFE = ("John 6:26-72", "Matthew 26:26-29", "Mark 14:22-25", "Luke 22:14-20")


@pytest.mark.parametrize(("question", "episode"), [
    ("¿Por qué Pedro negó a Jesús tres veces?", PETER_DENIAL),
    ("Warum verleugnete Petrus Jesus?", PETER_DENIAL),
    ("Perché Gesù ha lavato i piedi ai discepoli?", FOOT_WASHING),
    ("¿Cómo multiplicó Jesús los panes y los peces?", LOAVES),
    ("Quid dixit Iesus de pane vitae?", BREAD_OF_LIFE),
])
@pytest.mark.usefixtures("search")
def test_questions_about_gospel_episodes_in_other_languages_quote_the_episode(question, episode):
    assert_first_quote_within(question, *episode)


@pytest.mark.usefixtures("search")
def test_a_foreign_question_the_bundle_does_not_hold_is_still_declined():
    answer = ask("Quanto custa o casamento na igreja?")
    assert answer.citations == () and answer.text.startswith(NOT_HELD["pt"])
