"""1 Timothy 5:8, "worse than an infidel", asked in Spanish and Italian: "infiel" and
"infedele", Spanish "los suyos" (his own) and Italian "cura" (care) and "peggiore" (worse) were
unread. Italian read "infedele" alone, beside Paul, and answered from a note naming Paul and
infidels (Haydock on 1 Corinthians 6:12); reading the rest of the question answers it."""

import pytest

from ecclesia.answering.vocabulary import translated
from tests.answering.real_index import ask, within


@pytest.mark.parametrize(("word", "language", "english"), [
    ("infiel", "es", "infidel"), ("infiel", "pt", "infidel"), ("infedele", "it", "infidel"),
    ("suyos", "es", "own"), ("cura", "it", "care"), ("peggiore", "it", "worse"),
])
def test_the_word_is_read(word, language, english):
    assert translated(word, language) == english


@pytest.mark.parametrize("question", [
    # Declined: the question's words were unread but for "cuida" (care) and "peor" (worse).
    "mi suegro no trabaja y deja que mi suegra pague todo.. ¿no dice san pablo que el que no cuida de los suyos "
    "es peor que un infiel?",
    # Declined: only Paul was read.
    "chi non si prende cura dei suoi familiari è peggiore di un infedele, dove sta scritto?",
    "dove dice san paolo che chi non si cura dei suoi è peggiore di un infedele?",
])
def test_worse_than_an_infidel_is_answered(question, search):
    answer = ask(question)
    assert answer.citations and within(answer.citations[0], "1 Timothy 5:8")


@pytest.mark.parametrize("question", ["¿puede un católico casarse con un infiel?", "um cristão pode casar com um infiel?"])
def test_marrying_an_infidel_is_answered_from_paul_on_mixed_marriage(question, search):
    # Declined: "infiel" was the question's only word beside marriage and could not be read.
    answer = ask(question)
    assert answer.citations and within(answer.citations[0], "1 Corinthians 7:12-16", "2 Corinthians 6:14-15")
