"""The catholic_qa question sets (datasets/qa/*.jsonl) and their judge's reference sets load
and agree; the fourth fresh set has the make-up it was written to have.

That every reference of the fourth set's topics names passages of the ingested Douay-Rheims
text is checked against the built corpus in tests/documents/test_default_corpus.py.
"""

from collections import Counter

import pytest

question_set = pytest.importorskip("ecclesia_tools.answering.question_set")

SETS = [entry.path for entry in question_set.REGISTERED_SETS]
FOURTH = question_set.path_of("fresh4")


def test_every_question_file_is_registered_once():
    """A set the registry misses would be neither measured by the bench nor checked here."""
    files = {path.name for path in question_set.DATASET_DIR.glob("*.jsonl")} - {"catalogue_pointers.jsonl"}
    registered = [entry.file for entry in question_set.REGISTERED_SETS]
    assert sorted(registered) == sorted(files)
    assert len({entry.key for entry in question_set.REGISTERED_SETS}) == len(registered)


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.name)
def test_every_question_set_loads_and_names_only_known_topics(path):
    questions = question_set.load_questions(path)
    sets = question_set.load_reference_sets()
    assert questions
    assert len({q.id for q in questions}) == len(questions)
    for q in questions:
        assert q.question.strip() and q.language
        assert all(topic in sets for topic in q.topics), q.id
        if q.answerable:
            assert q.topics, q.id
        else:
            assert not q.topics, q.id
            # Only the follow-up set asks a practical question after a Bible turn.
            assert not q.turns or path == question_set.path_of("followups"), q.id


def test_fourth_fresh_set_make_up():
    questions = question_set.load_questions(FOURTH)
    languages = Counter(q.language for q in questions)
    assert len(questions) >= 50
    assert set(languages) == {"en", "es", "it", "fr", "pt", "de", "la", "tl"}
    assert 0.30 <= 1 - languages["en"] / len(questions) <= 0.45
    assert sum(1 for q in questions if q.turns) >= 6
    assert sum(1 for q in questions if not q.answerable) >= 8
    assert all(q.id.startswith("f4") for q in questions)


def test_fourth_fresh_set_asks_nothing_an_earlier_set_asks():
    earlier = {q.question.casefold().strip(" ?!.") for path in SETS if path != FOURTH
               for q in question_set.load_questions(path)}
    earlier_topics = {t for path in SETS if path != FOURTH
                      for q in question_set.load_questions(path) for t in q.topics}
    fresh = question_set.load_questions(FOURTH)
    assert not [q.id for q in fresh if q.question.casefold().strip(" ?!.") in earlier]
    assert not {t for q in fresh for t in q.topics} & earlier_topics  # new topics only


def test_fourth_fresh_set_topics_each_have_an_episode_word():
    words = question_set.episode_words()
    topics = {t for q in question_set.load_questions(FOURTH) for t in q.topics}
    assert topics <= set(words)
    assert all(word.strip() for _, word in words.values())


# The fresh sets written as fifth and later, each with the id prefix of its questions.
LATER_FRESH_SETS = [(entry.path, entry.id_prefix) for entry in question_set.REGISTERED_SETS
                    if entry.id_prefix and entry.key not in ("fresh4", "followups")]


@pytest.mark.parametrize(("path", "prefix"), LATER_FRESH_SETS, ids=lambda v: getattr(v, "name", v))
def test_later_fresh_set_make_up(path, prefix):
    """About 50 questions in the eight languages, a third or more not English, with follow-ups,
    not-held questions and at least 35 answerable single questions."""
    questions = question_set.load_questions(path)
    languages = Counter(q.language for q in questions)
    assert len(questions) >= 45
    assert set(languages) == {"en", "es", "it", "fr", "pt", "de", "la", "tl"}
    assert 0.30 <= 1 - languages["en"] / len(questions) <= 0.45
    assert sum(1 for q in questions if q.turns) >= 5
    assert sum(1 for q in questions if not q.answerable) >= 7
    assert sum(1 for q in questions if q.answerable and not q.turns) >= 35
    assert all(q.id.startswith(prefix) for q in questions)


@pytest.mark.parametrize(("path", "prefix"), LATER_FRESH_SETS, ids=lambda v: getattr(v, "name", v))
def test_later_fresh_set_asks_nothing_another_set_asks(path, prefix):
    others = [other for other in SETS if other != path]
    asked = {q.question.casefold().strip(" ?!.") for other in others for q in question_set.load_questions(other)}
    other_topics = {t for other in others for q in question_set.load_questions(other) for t in q.topics}
    fresh = question_set.load_questions(path)
    assert not [q.id for q in fresh if q.question.casefold().strip(" ?!.") in asked]
    assert not {t for q in fresh for t in q.topics} & other_topics  # new topics only


@pytest.mark.parametrize(("path", "prefix"), LATER_FRESH_SETS, ids=lambda v: getattr(v, "name", v))
def test_later_fresh_set_topics_each_have_an_episode_word(path, prefix):
    words = question_set.episode_words()
    topics = {t for q in question_set.load_questions(path) for t in q.topics}
    assert len(topics) >= 40 and topics <= set(words)


FOLLOW_UPS = question_set.path_of("followups")


def test_follow_up_set_make_up():
    """Every question a follow-up (one or two earlier turns in its own language), in the eight
    languages, with practical questions after a Bible turn that nothing held answers."""
    questions = question_set.load_questions(FOLLOW_UPS)
    assert len(questions) >= 45 and all(q.turns and len(q.turns) <= 2 for q in questions)
    assert {q.language for q in questions} == {"en", "es", "it", "fr", "pt", "de", "la", "tl"}
    assert sum(1 for q in questions if not q.answerable) >= 5
    assert all(q.id.startswith("fu") for q in questions)


def test_follow_up_set_asks_nothing_another_set_asks_and_names_new_topics():
    others = [other for other in SETS if other != FOLLOW_UPS]
    asked = {q.question.casefold().strip(" ?!.") for other in others for q in question_set.load_questions(other)}
    other_topics = {t for other in others for q in question_set.load_questions(other) for t in q.topics}
    follow_ups = question_set.load_questions(FOLLOW_UPS)
    assert not [q.id for q in follow_ups if q.question.casefold().strip(" ?!.") in asked]
    assert not {t for q in follow_ups for t in q.topics} & other_topics
    assert {t for q in follow_ups for t in q.topics} <= set(question_set.episode_words())


def test_the_reference_check_finds_a_wrong_range_and_a_missing_word():
    Reference = question_set.Reference
    headings = ["Judges 6:36-40", "Haydock on Judges 6:37", "Judges 7:1-3"]
    texts = ["36 And Gedeon said to God\n37 I will put this fleece of wool on the floor\n40 And God did that night",
             "the fleece signifies", "1 Then Jerobaal rose"]
    sets = {"gideon": [Reference("Judges", 6, 36, 40)], "wrong": [Reference("Judges", 6, 36, 41), Reference("Judges", 8)]}
    assert question_set.unresolved_references(headings, texts.__getitem__, sets, ["gideon"],
                                              {"gideon": ("Judges 6:37", "fleece")}) == []
    problems = question_set.unresolved_references(headings, texts.__getitem__, sets, ["gideon", "wrong"],
                                                  {"gideon": ("Judges 6:40", "fleece")})
    assert problems == ["gideon: 'fleece' is not in Judges 6:40",
                        "wrong: Judges 6:36-41 runs past the chapter's last verse (40)",
                        "wrong: Judges 8 is not in the corpus"]


def test_the_bench_counts_declines_that_point_to_documents():
    """``evaluate`` counts the declines naming catalogued documents, apart for not-held and
    answerable questions, and ``report`` prints them (the fresh sets' everyday questions
    should get none)."""
    from types import SimpleNamespace

    from ecclesia_tools.answering.question_set import Question, evaluate, report

    texts = {"a recipe": "Nothing held.\nCatalogued documents:\n- Laudato Si'", "a tyre": "Nothing held.",
             "jonah": "Nothing held.\nCatalogued documents:\n- Lent 2019", "ruth": "Nothing held."}
    questions = [Question("n1", "en", "a recipe", (), (), False), Question("n2", "en", "a tyre", (), (), False),
                 Question("a1", "en", "jonah", ("t",), (), True), Question("a2", "en", "ruth", ("t",), (), True)]
    figures = evaluate(lambda question, turns: SimpleNamespace(text=texts[question], citations=(),
                                                               related_questions=()),
                       lambda q, a: (q, a), lambda text: "en", questions, {"t": []})
    assert (figures.pointed_not_held, figures.unanswerable_declined) == (1, 2)
    assert (figures.pointed_declined, figures.declined) == (1, 2)
    assert "declines naming catalogued documents: not held 1/2 (50.0%), answerable 1/2 (50.0%)" in report(figures)
