"""The second-stage reranker (``answering.rerank``) and how relevance and the pipeline use it."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest

from ecclesia.answering import answer_question
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.messages import NOT_HELD
from ecclesia.answering.relevance import relevant_passages, understand
from ecclesia.answering.relevance import retrieve as retrieve_for
from ecclesia.answering.rerank import (
    DOCUMENT_FOCUS_DEPTH,
    FOCUS_DEPTH,
    Expanded,
    analysed_words,
    closest_spelling,
    corrections,
    evidence,
    expand,
    weights,
)
from ecclesia.skills.base import Turn
from tests.answering.fakes import passage


class FakeStatistics:
    """Word rarity from a table (unknown words: None), spellings from a table, no vectors."""

    def __init__(self, rarity: dict[str, float], spellings: dict[str, str] | None = None) -> None:
        self.table, self.spellings = rarity, spellings or {}

    def rarity(self, term):
        return self.table.get(term)

    def max_rarity(self):
        return 10.0

    def correct(self, term):
        return self.spellings.get(term)

    def vectors(self, passages):
        return None

    def query_vector(self, text):
        return None

    def about(self, text, passages):
        return None

    def likeness(self, text, sentences):
        return None


COMMON = {"jesu": 1.0, "jesus": 1.0, "poor": 1.0, "give": 1.0, "two": 1.0, "praise": 2.0, "blessed": 1.0,
          "widow": 6.0, "mite": 9.0, "spirit": 1.0, "bread": 2.0, "break": 3.0, "know": 1.0,
          "emmaus": 9.0, "road": 3.0, "priest": 3.0, "confession": 5.0, "melchisedech": 9.0}

WIDOW = passage(1, "41 And Jesus sitting over against the treasury, beheld how the people cast money into the "
                   "treasury. 42 And there came a certain poor widow, and she cast in two mites, which make a "
                   "farthing. 43 This poor widow hath cast in more than all.",
                title="Mark (Douay-Rheims Bible)", heading="Mark 12:41-44", document_id="douay-rheims-mark")
BEATITUDES = passage(2, "3 Blessed are the poor in spirit: for theirs is the kingdom of heaven. 4 Blessed are "
                        "the meek. Jesus taught them, and the poor heard him gladly and gave praise.",
                     title="Matthew (Douay-Rheims Bible)", heading="Matthew 5:3-11", document_id="douay-rheims-matthew")


def test_rare_words_of_the_question_decide_over_common_ones():
    question = "Why did Jesus praise the poor widow who gave two mites?"
    wanted = weights([(t, 1.0) for t in analysed_words(question)], FakeStatistics(COMMON))
    assert wanted["mite"] > wanted["poor"]  # "mites" is rare, "poor" is everywhere
    widow, beatitudes = evidence(wanted, question, [WIDOW, BEATITUDES], None)
    assert widow.coverage > 0.8 > 0.4 > beatitudes.coverage
    assert widow.score > beatitudes.score


def test_a_question_outside_the_vocabulary_gets_the_specific_passage_first():
    question = "Why did Jesus praise the widow who gave two mites?"
    understanding = understand(question, "en", ())
    assert understanding.concepts == ()  # nothing the vocabulary knows: the reranker decides
    kept, _ = relevant_passages(understanding, [BEATITUDES, WIDOW], statistics=FakeStatistics(COMMON))
    assert kept == [WIDOW]  # the Beatitudes hold "Jesus", "gave", "praise": not the question's weight


def test_a_concept_question_gets_the_passage_saying_the_rest_before_the_concepts_general_one():
    question = "Why did Jesus praise the poor widow who gave two mites?"
    understanding = understand(question, "en", ())
    assert [c.key for c in understanding.concepts] == ["poverty"]  # the Beatitudes are named for it
    kept, _ = relevant_passages(understanding, [BEATITUDES, WIDOW], statistics=FakeStatistics(COMMON))
    assert kept[0] == WIDOW  # "widow", "mites": what is asked beyond poverty


def test_a_word_the_corpus_lacks_keeps_its_weight_so_the_question_is_declined():
    statistics = FakeStatistics({"bread": 2.0, "bake": 4.0})
    wanted = weights([(t, 1.0) for t in analysed_words("How do I bake sourdough bread?")], statistics)
    assert wanted["sourdough"] == statistics.max_rarity()
    loaf = passage(1, "And she took meal and kneaded it, and did bake unleavened bread.", heading="1 Kings 28:24")
    [found] = evidence(wanted, "bake sourdough bread", [loaf], None)
    assert found.coverage < 0.5  # below the floor: nothing is quoted
    answer = answer_question("How do I bake sourdough bread?", deadline=time.monotonic() + 5,
                             retriever=lambda query, limit: [loaf], answerer=ExtractiveAnswerer(),
                             catalogue=lambda query, limit: [], statistics=statistics)
    assert answer.citations == ()
    assert answer.text.startswith(NOT_HELD["en"])


def test_the_same_question_with_known_words_is_answered():
    statistics = FakeStatistics({"bread": 2.0, "bake": 4.0, "unleavened": 6.0})
    loaf = passage(1, "And she took meal and kneaded it, and did bake unleavened bread.", heading="1 Kings 28:24")
    answer = answer_question("How do I bake unleavened bread?", deadline=time.monotonic() + 5,
                             retriever=lambda query, limit: [loaf], answerer=ExtractiveAnswerer(),
                             catalogue=lambda query, limit: [], statistics=statistics)
    assert [c.cited_text_heading for c in answer.citations] == ["1 Kings 28:24"]


def test_misspelt_words_are_read_as_the_corpus_spells_them_and_searched_so():
    statistics = FakeStatistics(COMMON, spellings={"melchizedek": "melchisedech", "preist": "priest"})
    terms = [(t, 1.0) for t in analysed_words("Who was Melchizedek?")]
    assert weights(terms, statistics) == {"melchisedech": 9.0}
    assert corrections(terms, statistics) == ["melchisedech"]
    searched: list[str] = []
    king = passage(1, "But Melchisedech the king of Salem, bringing forth bread and wine, for he was the priest "
                      "of the most high God.", heading="Genesis 14:18-20")

    def retriever(query, limit):
        searched.append(query)
        return [king] if "melchisedech" in query else []

    understanding = understand("Who was Melchizedek?", "en", ())
    found = retrieve_for(understanding, retriever, statistics)
    assert king in found and any("melchisedech" in q for q in searched)
    kept, _ = relevant_passages(understanding, found, statistics=statistics)
    assert kept == [king]


def test_spelling_is_corrected_only_to_a_close_word_of_the_corpus():
    vocabulary = {"me": ["melchisedech", "melody", "mercy"], "pr": ["priest", "prison", "praise"]}
    assert closest_spelling("melchizedech", vocabulary) == "melchisedech"
    assert closest_spelling("preist", vocabulary) == "priest"
    assert closest_spelling("smartphone", vocabulary) is None
    assert closest_spelling("pray", vocabulary) is None  # short words are left as they are


def test_foreign_words_beside_a_translation_do_not_sink_the_question():
    statistics = FakeStatistics({"parable": 4.0, "sheep": 4.0, "lost": 4.0})
    understanding = understand("Que raconte la parabole de la brebis perdue ?", "fr", ())
    wanted = weights(understanding.query_terms, statistics, spell=False)
    assert "brebis" not in wanted  # unknown to the corpus, given beside its translation
    assert {"parable", "sheep", "lost"} <= set(wanted)


def test_a_note_is_judged_with_the_verses_it_comments_on():
    wanted = {"goliath": 8.0, "david": 2.0}
    digression = passage(1, "Goliath. The Septuagint adds that David sang this after he slew Goliath.",
                         title="Haydock Commentary on Psalms", heading="Haydock on Psalms 143:1",
                         document_id="haydock-psalms")
    psalm = passage(2, "Blessed be the Lord my God, who teacheth my hands to fight.",
                    title="Psalms (Douay-Rheims Bible)", heading="Psalms 143:1-2", document_id="douay-rheims-psalms")
    battle = passage(3, "And David put his hand into his scrip, and took a stone, and struck the Philistine; "
                        "and Goliath fell on his face.", title="1 Kings (Douay-Rheims Bible)",
                     heading="1 Kings 17:49-50", document_id="douay-rheims-1-kings")
    note, verse, story = evidence(wanted, "David Goliath", [digression, psalm, battle], None)
    assert verse.coverage == 0.0
    assert note.coverage < 0.5 < story.coverage  # the psalm is not about Goliath, whatever the note says


def test_passages_of_a_chapter_the_other_candidates_cover_gain():
    wanted = {"goliath": 8.0, "philistine": 4.0}
    story = [passage(n, text, heading=heading, document_id="douay-rheims-1-kings")
             for n, (text, heading) in enumerate([
                 ("And there went out a man baseborn from the camp of the Philistines named Goliath.",
                  "1 Kings 17:4-7"),
                 ("And the Philistine said: I have defied the bands of Israel this day.", "1 Kings 17:10-11"),
                 ("And Goliath the Philistine came near.", "1 Kings 17:41-44")], start=1)]
    stray = passage(9, "Goliath the Gethite, the Philistine, was slain in another battle.", heading="2 Kings 21:19")
    found = evidence(wanted, "Goliath", [*story, stray], None)
    assert found[3].chapter == 0.0  # alone in its chapter
    assert all(e.chapter > 0.5 for e in found[:3])


def test_a_chapter_repeating_the_questions_common_words_gains_less_than_one_telling_more():
    wanted = {"jesus": 1.0, "feed": 4.0, "five": 3.0, "thousand": 3.0}
    measures = [passage(n, f"On the north side five thousand and five hundred measures, part {n}.",
                        heading=f"Ezechiel 48:{n}-{n + 1}") for n in range(1, 4)]
    loaves = [passage(20, "Jesus said: Give them to eat. And they that did eat were five thousand men.",
                      heading="Matthew 14:15-21"),
              passage(21, "Jesus had compassion on the multitude, and would feed them.", heading="Matthew 14:14")]
    found = evidence(wanted, "feed the five thousand", [*measures, *loaves], None)
    assert found[3].chapter > found[0].chapter  # the chapter holding "Jesus" and "feed" too
    assert found[3].score > found[0].score


def test_a_question_about_jesus_prefers_the_gospels():
    salt = passage(1, "You are the salt of the earth. But if the salt lose its savour, wherewith shall it be salted?",
                   heading="Matthew 5:13-16")
    elsewhere = passage(2, "The principal things necessary for the life of men: water, fire, and iron, and salt.",
                        heading="Ecclesiasticus 39:31")
    about_jesus = {"jesus": 1.0, "salt": 5.0, "earth": 2.0}
    gospel, other = evidence(about_jesus, "What did Jesus mean by salt of the earth?", [salt, elsewhere], None)
    assert gospel.gospel == 1.0 and other.gospel == 0.0
    plain = evidence({"salt": 5.0, "earth": 2.0}, "salt of the earth", [salt, elsewhere], None)
    assert plain[0].gospel == 0.0  # the question does not ask about Jesus: no prior


def test_expand_fetches_the_verses_of_the_best_notes():
    note = passage(1, "The widow's mite: she gave all she had.", title="Haydock Commentary on Luke",
                   heading="Haydock on Luke 21:1-4", document_id="haydock-luke")
    verses = passage(2, "And he saw also a certain poor widow casting in two brass mites.", heading="Luke 21:1-4",
                     document_id="douay-rheims-luke")
    asked: list[str] = []

    def retriever(query, limit):
        asked.append(query)
        return [verses] if query == "Luke 21:1-4" else []

    assert expand([note], [note], retriever) == [note, verses]
    assert asked == ["Luke 21:1-4"]
    assert expand([verses], [verses], retriever) == [verses]  # the text itself needs nothing more


def test_a_follow_up_outside_the_vocabulary_carries_the_earlier_question():
    earlier = (Turn("How was Naaman the Syrian healed of leprosy?", "..."),)
    understanding = understand("and why did he have to wash seven times?", "en", earlier)
    assert understanding.follow_up
    weights_of = dict(understanding.query_terms)
    assert weights_of["wash"] == 1.0 and weights_of["naaman"] == 0.5  # its own words first
    naaman = passage(1, "10 And Eliseus sent a messenger to him: Go wash seven times in the Jordan, and thy "
                        "flesh shall recover health. 14 Then Naaman went down and washed in the Jordan seven "
                        "times, and he was made clean.", heading="4 Kings 5:10-14")
    leviticus = passage(2, "7 And he shall sprinkle seven times upon him that is to be cleansed, and he shall "
                           "wash his clothes.", heading="Leviticus 14:7-9")
    statistics = FakeStatistics({**COMMON, "wash": 3.0, "seven": 2.0, "time": 1.0, "naaman": 9.0, "syrian": 6.0,
                                 "heal": 3.0, "leprosy": 6.0})
    kept, _ = relevant_passages(understanding, [leviticus, naaman], statistics=statistics)
    assert kept[0] is naaman
    alone = understand("and why did he have to wash seven times?", "en", ())
    assert "naaman" not in dict(alone.query_terms)
    searched: list[str] = []
    retrieve_for(understanding, lambda query, limit: searched.append(query) or [], statistics)
    assert any("Naaman" in query for query in searched)  # the index is asked with the earlier question too


def test_without_statistics_every_known_word_weighs_the_same():
    assert weights([("widow", 1.0), ("mite", 1.0)], None) == {"widow": 1.0, "mite": 1.0}


INDEX_SAMPLES = Path(__file__).resolve().parents[2] / "datasets" / "documents" / "samples"


def test_statistics_of_a_real_index(tmp_path, monkeypatch):
    """IndexStatistics over an index built from the sample documents: idf, vectors, spelling;
    the pipeline's default (``corpus_statistics``) is the loaded index's, one per index."""
    if not INDEX_SAMPLES.is_dir():
        pytest.skip("document samples not present")
    ingest = pytest.importorskip("ecclesia_tools.documents.ingest")
    sources = pytest.importorskip("ecclesia_tools.documents.sources")
    from ecclesia.data.documents import default_store
    from tests.fakes import data_bundle_at

    from ecclesia.answering.rerank import IndexStatistics, corpus_statistics

    ingest.ingest([*sources.read_any(str(INDEX_SAMPLES / "folder"))], tmp_path / "documents", progress=False)
    with data_bundle_at(tmp_path, monkeypatch):
        statistics = corpus_statistics()
        assert isinstance(statistics, IndexStatistics) and statistics.index is default_store()
        assert corpus_statistics() is statistics  # built once per loaded index
        index = statistics.index
    common, rare = sorted(index.bm25.vocabulary, key=lambda t: index.bm25.idf(t))[::len(index.bm25.vocabulary) - 1]
    assert statistics.rarity(rare) > statistics.rarity(common)
    assert statistics.rarity("zzzqqq") is None
    assert statistics.max_rarity() >= statistics.rarity(rare)
    misspelt = rare[:2] + rare[3] + rare[2] + rare[4:] if len(rare) >= 6 else None
    if misspelt and misspelt not in index.bm25.vocabulary:
        assert statistics.correct(misspelt) == rare
    passages = [index.passage(n, 0.0) for n in range(min(3, len(index)))]
    vectors = statistics.vectors(passages)
    query = statistics.query_vector(passages[0].text)
    assert vectors is not None and query is not None
    assert abs(float((vectors[0] ** 2).sum()) - 1.0) < 1e-3  # centred, then unit length
    assert float(vectors[0] @ query) == max(float(v @ query) for v in vectors)  # a text is nearest itself


class ReadsMeaning(FakeStatistics):
    """FakeStatistics with a sentence model that finds every passage ``cosine`` about the question."""

    def __init__(self, cosine: float) -> None:
        super().__init__(COMMON)
        self.cosine = cosine

    def about(self, text, passages):
        return [self.cosine] * len(passages)


UNCOVERED = passage(3, "34 Be not therefore solicitous for to morrow; for the morrow will be solicitous for itself.",
                    title="Matthew (Douay-Rheims Bible)", heading="Matthew 6:34", document_id="douay-rheims-matthew")


@pytest.mark.parametrize("cosine, language, answered", [
    (0.7, "en", True), (0.5, "en", True), (0.45, "en", False), (0.7, "es", False)])
def test_the_sentence_model_answers_what_coverage_alone_would_decline(cosine, language, answered):
    """"The future" is not the Douay's word ("the morrow" is): coverage declines the question, but a
    passage the sentence model reads as about it (at least ``ABOUT``, or ``PLAIN_ABOUT`` for this
    plain question, whose passage holds a quarter of its weight; the cosines here are given) is
    quoted. The model reads English only, and a weak cosine changes nothing."""
    question = "What does Jesus say about being worried over the future?"
    understanding = replace(understand(question, "en", ()), language=language)
    assert relevant_passages(understanding, [UNCOVERED], statistics=FakeStatistics(COMMON))[0] == []
    kept, _ = relevant_passages(understanding, [UNCOVERED], statistics=ReadsMeaning(cosine))
    assert kept == ([UNCOVERED] if answered else [])


def test_verses_fetched_for_a_note_do_not_vouch_for_its_chapter():
    note = passage(4, "The poor widow's two mites: she gave all she had.", title="Haydock's Catholic Bible Commentary",
                   heading="Haydock on Luke 21:1", document_id="haydock-luke")
    verses = passage(5, "1 And looking on, he saw the rich men cast their gifts into the treasury. 2 And he saw also "
                        "a certain poor widow casting in two brass mites.", title="Luke (Douay-Rheims Bible)",
                     heading="Luke 21:1-4", document_id="douay-rheims-luke")
    question = "Why did Jesus praise the poor widow who gave two mites?"
    wanted = weights([(t, 1.0) for t in analysed_words(question)], FakeStatistics(COMMON))
    searched = evidence(wanted, question, [WIDOW, note, verses], None)
    fetched = evidence(wanted, question, Expanded([WIDOW, note, verses], frozenset({verses.passage_id})), None)
    assert searched[1].chapter > 0.0  # found by search, the verses back the note's chapter
    assert fetched[1].chapter == 0.0  # fetched for the note, they do not
    assert fetched[2].chapter > 0.0  # while the verses themselves still read the note's support


@pytest.mark.usefixtures("search")
def test_through_the_real_sentence_model_a_question_coverage_declines_is_answered(monkeypatch):
    """"Unforgivable" is no word of the Douay, and the concept's other words do not cover the
    question: without the sentence model's reading it is declined; with it, Haydock on
    Matthew 12 (blasphemy against the Holy Ghost shall not be forgiven) is quoted."""
    from ecclesia.answering import relevance
    from tests.answering.real_index import ask

    from ecclesia.data.bible import parallel

    question = "why did jesus say the sin against the holy ghost is unforgivable"
    # The King James's "blasphemy against the Holy Ghost" finds Matthew 12:31 as a quote, which
    # is quoted first; without that finder, the question is this test's.
    assert ask(question).citations[0].cited_text_heading.startswith("Matthew 12:")
    monkeypatch.setattr(parallel, "KING_JAMES", "en-none")
    answer = ask(question)
    assert answer.citations and answer.citations[0].cited_text_heading.startswith("Haydock on Matthew 12:3")
    monkeypatch.setattr(relevance, "ABOUT", 1.01)  # no cosine reaches it: the rescue is off
    assert ask(question).citations == ()


def test_english_text_keeps_english_words_that_other_languages_use_as_function_words():
    """"die" (German "the"), "dove" (Italian "where"), "come" (Italian "how") and "den" are
    English words of the corpus: in English text they are read."""
    from ecclesia.answering.rerank import analysed_words

    assert "die" in analysed_words("why did jesus die on the cross", english=True)
    assert {"dove", "den"} <= set(analysed_words("the dove and the lions den", english=True))
    # In a question of another language they are still its function words.
    assert "dove" not in analysed_words("dove si trova la chiesa")
    assert "come" not in analysed_words("come si prega il rosario")


def test_a_church_document_passage_below_the_focus_depth_for_scripture_is_still_read_for_focus():
    """Focus (the question's words in one sentence) is read for the FOCUS_DEPTH best covering
    passages, and for a loaded Church document's down to DOCUMENT_FOCUS_DEPTH: the Catechism
    gives dozens of passages with every word of a question, and the one that answers may be
    21st by coverage."""
    wanted = {"dignity": 0.4, "person": 0.4, "great": 0.2}
    full = [passage(n, "The dignity of the person is great.", heading=f"Psalms {n}:1") for n in range(1, FOCUS_DEPTH + 1)]
    church = passage(90, "The dignity is of God. The person is his image.",
                     heading="Part Three › The Dignity of the Human Person, §1700")
    verse = passage(91, "The dignity is of God. The person is his image.", heading="Psalms 99:1")
    found = evidence(wanted, "dignity person", [*full, church, verse], None)
    assert FOCUS_DEPTH + 2 <= DOCUMENT_FOCUS_DEPTH
    assert found[-2].coverage == found[-1].coverage < found[0].coverage  # 21st and 22nd by coverage
    assert found[-2].focus > 0.0  # the Church document's passage is read
    assert found[-1].focus == 0.0  # scripture is read to FOCUS_DEPTH, as before
