"""With Church documents loaded, fewer and surer quotes (``ecclesia.answering.teaching``): the
Catechism first for a question that names no document, and after the first passage only the
passages of its own section as sure as it (nearly as strong, or continuing it), never another
section's, never scripture found by search alone. The passages are team-written stand-ins."""

from __future__ import annotations

from dataclasses import replace

from ecclesia.answering.relevance import Judged, relevant_passages, understand
from ecclesia.answering.rerank import Evidence
from ecclesia.answering.teaching import (
    FOLLOW_SHARE,
    continues,
    is_catechism,
    paragraphs,
    prefers_catechism,
    strongest_teaching,
    teaching_first,
    teaching_scores,
)
from tests.answering.fakes import passage

CCC = "Catechism of the Catholic Church"


def ccc(number: int, text: str, section: str, last: int | None = None) -> object:
    span = f"{number}-{last}" if last else f"{number}"
    return passage(number, text, title=CCC, document_id="ccc",
                   heading=f"Part Three › Article 5 The Fifth Commandment › {section}, §{span}")


def encyclical(number: int, text: str, section: str) -> object:
    return passage(number, text, title="Laudato Si'", document_id="laudato-si", heading=f"{section}, §{number}")


def judged(item, meaning: float, named: str | None = None) -> Judged:
    """A relevant passage whose reranker evidence says how near in meaning it is."""
    return Judged(item, 1.0, True, named, evidence=Evidence(coverage=1.0, focus=1.0, meaning=meaning, chapter=0.0))


WAR = "What are the conditions for a just war?"


def test_the_catalogue_tells_a_catechism_from_an_encyclical():
    assert is_catechism("ccc")
    assert not is_catechism("laudato-si") and not is_catechism("no-such-document")


def test_a_general_question_is_answered_from_the_catechism_before_an_encyclical():
    # The encyclical's passage is nearer in meaning; the question names no document.
    war_today = judged(encyclical(257, "257 Team wording: our age makes war look ever harder to justify "
                                       "under any conditions.", "The injustice of war"), meaning=0.9)
    avoiding = judged(ccc(2309, "2309 Team wording: a just war must meet every one of several strict "
                                "conditions, weighed with great care.",
                          "III. Safeguarding Peace › Avoiding war"), meaning=0.3)
    understanding = understand(WAR, "en", ())
    assert prefers_catechism(understanding)
    assert teaching_first(understanding, [war_today, avoiding]) == [avoiding, war_today]
    # Naming a document (the catalogue found it, a modern subject) keeps the best passage first.
    named = replace(understanding, subjects=("laudato si",))
    assert not prefers_catechism(named)
    assert teaching_first(named, [war_today, avoiding]) == [war_today, avoiding]


def test_after_the_first_only_its_own_section_nearly_as_strong_or_continuing_it_follows():
    section = "III. Safeguarding Peace › Avoiding war"
    first = judged(ccc(2307, "2307 Team wording: peace is asked of all, and a just war has strict conditions.",
                       section, 2308), meaning=0.8)
    close = judged(ccc(2312, "2312 Team wording: in any war the moral law still binds, whatever its conditions.",
                       section), meaning=0.75)
    continuing = judged(ccc(2309, "2309 Team wording: these elements are handed down and named in turn.", section),
                        meaning=0.0)
    weak = judged(ccc(2316, "2316 Team wording: trade in weapons touches the good of every people.", section),
                  meaning=0.0)
    elsewhere = judged(ccc(2265, "2265 Team wording: defending others may be a duty; war is named in passing.",
                           "I. Respect for Human Life › Legitimate defense"), meaning=0.8)
    understanding = understand(WAR, "en", ())
    ordered = teaching_first(understanding, [weak, elsewhere, continuing, close, first])
    assert ordered[0] is first
    score = teaching_scores(understanding, ordered)
    assert score[id(close)] >= FOLLOW_SHARE * score[id(first)] > score[id(continuing)]
    assert score[id(weak)] < FOLLOW_SHARE * score[id(first)]
    kept = strongest_teaching(understanding, ordered)
    assert kept[0] is first and set(map(id, kept)) == {id(first), id(close), id(continuing)}


def test_the_article_leads_before_its_in_brief_summary_when_nearly_as_strong():
    # "In brief" restates the article in a few lines; the answer quotes the lead's section,
    # so the article's own teaching leads when it scores nearly as well (FOLLOW_SHARE).
    summary = judged(ccc(2327, "2327 Team wording: a just war, its conditions, in brief.", "IN BRIEF"), meaning=0.9)
    article = judged(ccc(2309, "2309 Team wording: the conditions of a just war, weighed one by one.",
                         "III. Safeguarding Peace › Avoiding war"), meaning=0.85)
    elsewhere = judged(passage(80, "80 Team wording: a just war has conditions.", title=CCC, document_id="ccc",
                               heading="Part Three › Article 6 The Sixth Commandment › I. Another article, §80"),
                       meaning=0.9)
    understanding = understand(WAR, "en", ())
    ordered = [summary, elsewhere, article]
    score = teaching_scores(understanding, ordered)
    assert score[id(article)] >= FOLLOW_SHARE * score[id(summary)]
    kept = strongest_teaching(understanding, ordered)
    assert kept[0] is article and summary not in kept and elsewhere not in kept  # another article's passage never leads
    # A summary with no passage of its own article nearly as strong still leads.
    assert strongest_teaching(understanding, [summary, elsewhere])[0] is summary


def test_with_few_numbered_passages_only_the_named_scripture_follows_the_first():
    first = judged(ccc(2309, "2309 Team wording: the conditions of a just war, one by one.",
                       "III. Safeguarding Peace › Avoiding war"), meaning=0.8)
    elsewhere = judged(ccc(2265, "2265 Team wording: defending others may be a duty; war is named in passing.",
                           "I. Respect for Human Life › Legitimate defense"), meaning=0.7)
    searched = judged(passage(64, "Team wording standing for a verse on war.", title="Apocalypse (Douay-Rheims Bible)",
                              heading="Apocalypse 12:7"), meaning=0.5)
    named = judged(passage(65, "Team wording standing for a verse on peace.", title="Matthew (Douay-Rheims Bible)",
                           heading="Matthew 5:9"), meaning=0.5, named="Matthew 5:9")
    understanding = understand(WAR, "en", ())
    ordered = teaching_first(understanding, [elsewhere, searched, named, first])
    assert strongest_teaching(understanding, ordered) == [first, named]
    # Never nothing: a first passage alone is quoted.
    assert strongest_teaching(understanding, [first]) == [first]


def test_through_relevance_the_catechism_section_alone_is_quoted():
    first = ccc(2309, "2309 Team wording: the conditions a just war must meet.",
                "III. Safeguarding Peace › Avoiding war")
    later = ccc(2310, "2310 Team wording: those who govern may ask citizens to help defend "
                      "their country in a just war.", "III. Safeguarding Peace › Avoiding war")
    other = encyclical(258, "258 Team wording: today one can hardly appeal to the old criteria of a just war.",
                       "The injustice of war")
    kept, _ = relevant_passages(understand(WAR, "en", ()), [other, later, first])
    assert kept[0].document_id == "ccc" and other not in kept


def test_paragraph_numbers_are_read_from_the_heading():
    assert paragraphs("Part One › Article 12, §1030-1032") == (1030, 1032)
    assert paragraphs("The injustice of war, §257") == (257, 257)
    assert paragraphs("John 6:48-59") is None and paragraphs(None) is None
    first = ccc(2307, "", "Avoiding war", 2308)
    assert continues(first, ccc(2309, "", "Avoiding war"))
    assert not continues(first, ccc(2310, "", "Avoiding war"))
    assert not continues(first, encyclical(2309, "", "Avoiding war"))  # another document
