"""The Church's own teaching before scripture, when an operator has loaded it.

"What is purgatory?" asks what the Church teaches. Out of the box the knowledge base holds
scripture and a commentary on it, and the answer quotes the passages the vocabulary names
for the question. When an operator has loaded the Church's documents (the Catechism, the
encyclicals), a passage of them that addresses the question says what was asked in the
Church's words, with the scripture behind it cited in its own text: those passages are
quoted first, best section first (``topic_match``), and the scripture follows. A question
about scripture itself ("what did Paul write about hope", "John 6") keeps scripture first.
A question with no concept the vocabulary knows ("Is cremation allowed?") is answered by the
Church documents' passages on its rarest word (``addressed_by_rare_word``).

Which Church passage comes first decides the answer (the rest is its own section,
``strongest_teaching``), so it is chosen on more than the question's words in its titles and
text (``topic_match``): the reranker's evidence (``rerank.evidence``, already computed for
every retrieved passage) adds how closely one sentence of it says the question's
corpus-weighted words together and how near it is in meaning in the centred static
embedding (``teaching_score``). The Catechism's "In Brief" summaries get no special weight:
favouring them put a summary of a whole article ahead of the section that answers.

A question that names no document, author or modern subject ("conditions for a just war",
"Can we use animals for experiments?") asks what the Church teaches in general, and the
Catechism is where she states it for everyone: a catechism's passages (by the catalogue's
``kind``) come before an encyclical's, best first among each (``teaching_first``). A question
naming a document or its author ("What does Laudato Si say about water?", "Benedict XVI on
charity") is answered from what it names, as before.

After the first Church passage only passages as sure as it are quoted (``strongest_teaching``):
those of its own section that score nearly as well or continue it (the next paragraphs), and,
when the documents offer only a few passages, the scripture the vocabulary names for the
question. One on-topic paragraph is a better answer than three with one beside the point.

Scripture is recognised by its citation: a passage whose heading is a scripture reference
("John 6:48-59", "Haydock on Luke 22:19") is scripture or commentary on it; a Church
document's passages are headed by its sections and paragraph numbers ("..., §1030-1032").
With only scripture held (the default bundle), nothing changes. The weights were tuned on
the tuned part of ``datasets/documents/eval_texts_loaded.jsonl`` (bench/bench_texts_loaded.py).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from ecclesia.answering.interfaces import PassageLike
    from ecclesia.answering.relevance import Judged, Understanding

J = TypeVar("J", bound="Judged")

# A Church document's passage is headed by the path of its sections ("Part Three › ... ›
# Article 5 The Fifth Commandment › I. Respect for Human Life › Euthanasia, §2276-2279"): the
# innermost titles say what it is about, the outer ones only where it stands.
INNER_TITLES = 2
RARE_SHARE = 0.3  # a question's rarest word: in at most this share of the retrieved passages
HEADING_WEIGHT = 2.0  # a question word in the innermost titles counts this much more than in the text
QUOTED = 3  # passages the extractive answer quotes (``extractive.MAX_QUOTED_PASSAGES``)
TITLE_PRECISION = 0.5  # plus this times the share of the innermost title's words that are the question's
# ``teaching_score``: topic_match plus the reranker's signals (each 0..1) at these weights.
# Tuned on the tuned part of the texts-loaded question set, choosing the weights that did best
# on the worse of its two halves (alternate questions): first quote on topic 68.9% -> 79.2%
# (halves 78%/80%). Meaning is the strongest signal; the reranker's coverage added nothing
# beside topic_match (which already weighs the question's words by rarity); favouring the
# "In Brief" summaries hurt (+0.1: -2.8 points, +0.3: -4.7), a penalty changed nothing.
FOCUS_WEIGHT = 0.5
MEANING_WEIGHT = 2.0
# Stems are a word's first five letters, so "transubstantiation" meets "transmission" and
# "transhumanism". In ``topic_match`` a passage's word stands for the question's only when
# they share all but this many letters of the shorter ("baptize"/"baptism",
# "infallible"/"infallibility" do; tuned part: first quote on topic 79.2% -> 81.1%).
WORD_SLACK = 3
# ... but the asked word itself (or its plural) says more than another form of it: "sacramentals"
# are not the sacraments, nor "sacraments" the sacramentals, and both forms held "sacra". Another
# form counts this share of the word. Tuned part: quotes on topic 86.3% -> 87.8%, first quotes
# 85.0% -> 86.9% ("How many sacraments are there?" now leads with the seven sacraments, §1210);
# 0.25 gave 88.3%, 0.75 and 0.9 87.3%, none 86.8%. Held out: 78.4% -> 79.5%.
OTHER_FORM = 0.5
# ``strongest_teaching``: a passage of the first's own section follows it only when its
# ``teaching_score`` is at least this share of the first's, or when it continues the first
# (its paragraphs start right after the first's). Tuned part of the texts-loaded question set:
# the whole section after the first, 83.9% of quotes on topic; at least 0.8 of the first's
# score, 86.2%; 0.9, 87.5%; 0.95, 86.2%; 0.9 or continuing the first, 88.3% (both halves
# gained; 87.3% with the named scripture that follows few passages, which the set, asking for
# Church documents, counts off topic). A section's passages scoring far below the first were
# off topic one time in five.
FOLLOW_SHARE = 0.9
CATECHISM = "catechism"  # the catalogue's ``kind`` of a catechism (the Catechism of the Catholic Church)
_SPAN = re.compile(r"§\s*(\d{1,5})(?:\s*[-–]\s*(\d{1,5}))?\s*$")  # "..., §1373-1377": its paragraphs
_WORD = re.compile(r"[^\W\d_]{3,}", re.UNICODE)  # as ``relevance.topic_stems`` reads words
_STEM = 5


def topic_stems(text: str) -> set[str]:
    """``relevance.topic_stems`` (imported when called: relevance imports this module)."""
    from ecclesia.answering.relevance import topic_stems as stems_of

    return stems_of(text)


def is_scripture(heading: str | None) -> bool:
    """Whether a passage headed ``heading`` is scripture or commentary on a verse."""
    from ecclesia.data.documents.references import parse_heading

    return parse_heading(heading) is not None


def asks_about_scripture(understanding: Understanding) -> bool:
    """A question about scripture itself: it names a reference ("John 6") or a biblical
    author whose own books answer it ("what did Paul write about hope")."""
    from ecclesia.data.documents.references import find_reference

    if any(concept.books for concept in understanding.concepts):
        return True
    return find_reference(understanding.question) is not None


def addressed_by_rare_word(understanding: Understanding, judged: Sequence[Judged]) -> set[int]:
    """The Church documents' passages (``id`` of their judgement) that address a question with
    no known concept by its rarest word: "Is cremation allowed?", "euthanasia catholic
    teaching" are answered by the paragraphs that speak of cremation or euthanasia, though
    they say neither "allowed" nor "teaching". The word must be rare among the retrieved
    passages (in at most ``RARE_SHARE`` of them): a common one ("sin", "life") does not tell
    what a passage is about. Questions with a concept, a modern subject or a name are judged
    by ``relevance.judge`` alone, and so is scripture."""
    u = understanding
    if u.concepts or u.context or u.subjects or u.names or not u.stems or not judged:
        return set()
    pool = [topic_stems(f"{j.passage.heading or ''} {j.passage.text}") for j in judged]
    counts = {s: sum(1 for p in pool if s in p) for s in u.stems}
    rarest = min(counts, key=lambda s: (counts[s], s))
    if counts[rarest] == 0 or counts[rarest] > RARE_SHARE * len(pool):
        return set()
    return {id(j) for j, stems in zip(judged, pool, strict=True)
            if rarest in stems and not is_scripture(j.passage.heading)}


def teaching_first(understanding: Understanding, ordered: Sequence[J]) -> list[J]:
    """``ordered`` (relevant passages, best first) with the Church documents' passages ahead
    of scripture, best topic first (``teaching_score``); for a question that names no
    document, author or modern subject, a catechism's passages before other documents'
    (``prefers_catechism``). A question about scripture keeps its order, and so does
    everything when no Church document is among the passages."""
    if asks_about_scripture(understanding):
        return list(ordered)
    teaching = [j for j in ordered if not is_scripture(j.passage.heading)]
    if not teaching:
        return list(ordered)
    scripture = [j for j in ordered if is_scripture(j.passage.heading)]
    position = {id(j): rank for rank, j in enumerate(teaching)}
    score = teaching_scores(understanding, ordered)
    catechism = prefers_catechism(understanding)
    teaching.sort(key=lambda j: (catechism and not is_catechism(j.passage.document_id),
                                 -score[id(j)], position[id(j)]))
    return teaching + scripture


def teaching_scores(understanding: Understanding, ordered: Sequence[Judged]) -> dict[int, float]:
    """``teaching_score`` of each Church document's passage of ``ordered`` (by ``id`` of its
    judgement), the question's words weighted by their rarity among all of ``ordered``."""
    stems = _question_stems(understanding)
    weights = _weights(stems, [topic_stems(f"{j.passage.heading or ''} {j.passage.text}") for j in ordered])
    asked = asked_words(understanding)
    return {id(j): teaching_score(weights, j, asked) for j in ordered if not is_scripture(j.passage.heading)}


def prefers_catechism(understanding: Understanding) -> bool:
    """Whether the question asks what the Church teaches in general: it names no document,
    author or modern subject (the catalogue found none for it). On the tuned part of the
    texts-loaded question set, an encyclical's passage came first for five such questions
    ("conditions for a just war", "principle of subsidiarity") where the Catechism's answers;
    putting the Catechism first: first quote on topic 81.0% -> 84.8%, none lost."""
    return not understanding.subjects and not understanding.catalogued


def is_catechism(document_id: str) -> bool:
    """Whether the catalogue lists ``document_id`` as a catechism (no catalogue: no)."""
    return _catalogue_kind(document_id) == CATECHISM


@lru_cache(maxsize=1024)
def _catalogue_kind(document_id: str) -> str | None:
    try:
        from ecclesia.data.documents.catalogue import get_catalogued

        entry = get_catalogued(document_id)
    except Exception:  # the catalogue is optional: without it no document is preferred
        return None
    return getattr(entry, "kind", None) if entry is not None else None


def asked_words(understanding: Understanding) -> dict[str, frozenset[str]]:
    """The question's words (and its English query's) by their stem."""
    from ecclesia.data.documents.words import fold

    by_stem: dict[str, set[str]] = {}
    for word in _WORD.findall(fold(f"{understanding.question} {understanding.english_query}")):
        by_stem.setdefault(word[:_STEM], set()).add(word)
    return {stem: frozenset(words) for stem, words in by_stem.items()}


def _close(asked: str, found: str) -> bool:
    """Whether ``found`` is the asked word in another form: all but ``WORD_SLACK`` letters of
    the shorter shared from the start."""
    shared = 0
    for a, b in zip(asked, found):
        if a != b:
            break
        shared += 1
    return shared >= min(len(asked), len(found)) - WORD_SLACK


def _stems_found(text: str, weights: dict[str, float], asked: dict[str, frozenset[str]] | None) -> dict[str, float]:
    """The question stems ``text`` holds, each with how surely: 1 for the asked word itself
    (or its plural), ``OTHER_FORM`` for another form of it; with no ``asked``, 1 for any."""
    if asked is None:
        return dict.fromkeys(topic_stems(text) & weights.keys(), 1.0)
    from ecclesia.data.documents.words import fold

    found: dict[str, float] = {}
    for word in set(_WORD.findall(fold(text))):
        stem = word[:_STEM]
        if stem not in weights or found.get(stem) == 1.0:
            continue
        if stem not in asked or any(_same_word(q, word) for q in asked[stem]):
            found[stem] = 1.0
        elif any(_close(q, word) for q in asked[stem]):
            found[stem] = OTHER_FORM
    return found


def _same_word(asked: str, found: str) -> bool:
    """Whether ``found`` is the asked word, or one is the other's plural ("sacrament",
    "sacraments"; "mass", "masses")."""
    shorter, longer = sorted((asked, found), key=len)
    return longer in (shorter, shorter + "s", shorter + "es")


def teaching_score(weights: dict[str, float], judged: Judged,
                   asked: dict[str, frozenset[str]] | None = None) -> float:
    """How well a Church document's passage answers the question: ``topic_match`` plus the
    reranker's evidence of it (best-sentence focus and centred meaning; none without it)."""
    passage = judged.passage
    score = topic_match(weights, passage.heading, passage.text, asked)
    found = judged.evidence
    if found is not None:
        score += FOCUS_WEIGHT * found.focus + MEANING_WEIGHT * found.meaning
    return score


def _question_stems(understanding: Understanding) -> frozenset[str]:
    """The question's topic stems, less the names of the documents it names ("What does
    Laudato Si say about water?" is about water: every passage of Laudato Si names it)."""
    named = set()
    for entry in understanding.catalogued:
        for name in (getattr(entry, "incipit", None), getattr(entry, "title", None),
                     getattr(entry, "abbreviation", None)):
            named |= topic_stems(name or "")
    named |= {stem for subject in understanding.subjects for stem in topic_stems(subject)}
    return frozenset(understanding.stems - named) or understanding.stems


def _weights(stems: frozenset[str], passages: Sequence[set[str]]) -> dict[str, float]:
    """Each question stem weighted by how rare it is among the retrieved passages (an inverse
    document frequency over what was retrieved): "purgatory" tells passages apart, "ever",
    "okay" and "church" do not. The weights sum to 1."""
    total = len(passages)
    raw = {s: math.log(1 + total / (1 + sum(1 for p in passages if s in p))) for s in stems}
    norm = sum(raw.values()) or 1.0
    return {s: w / norm for s, w in raw.items()}


def topic_match(weights: dict[str, float], heading: str | None, text: str,
                asked: dict[str, frozenset[str]] | None = None) -> float:
    """How much of the question a passage is about: the weighted question stems found in the
    passage's innermost section titles (counted ``HEADING_WEIGHT`` times) and in its text, and
    how much of its own section title is the question's ("I. Heaven" is about heaven, "IV. Who
    Art in Heaven" about more). With ``asked`` (``asked_words``), a stem counts only through a
    form of the question's own word ("transmission" is no form of "transubstantiation")."""
    if not weights:
        return 0.0
    titles = section_of(heading).split("›")[-INNER_TITLES:]
    in_titles = _stems_found(" ".join(titles), weights, asked)
    in_text = _stems_found(text, weights, asked)
    score = sum(w * (HEADING_WEIGHT * in_titles.get(s, 0.0) + in_text.get(s, 0.0)) for s, w in weights.items())
    own_title = topic_stems(titles[-1]) if titles else set()
    if own_title:
        score += TITLE_PRECISION * sum(_stems_found(titles[-1], weights, asked).values()) / len(own_title)
    return score



def section_of(heading: str | None) -> str:
    """A Church document passage's section path, its paragraph numbers left out."""
    return re.sub(r",?\s*§[\d\s–-]+$", "", heading or "").strip()


def paragraphs(heading: str | None) -> tuple[int, int] | None:
    """The first and last paragraph numbers a Church document passage's heading ends with
    ("..., §1373-1377" -> (1373, 1377); "..., §27" -> (27, 27)), or None."""
    match = _SPAN.search(heading or "")
    if not match:
        return None
    first = int(match.group(1))
    return first, int(match.group(2) or first)


def continues(first: PassageLike, then: PassageLike) -> bool:
    """Whether ``then`` is the passage that goes on where ``first`` stops: the same document,
    its paragraphs starting right after the first's last one."""
    if then.document_id != first.document_id:
        return False
    before, after = paragraphs(first.heading), paragraphs(then.heading)
    return before is not None and after is not None and after[0] == before[1] + 1


def _summary_of(section: str) -> str | None:
    """The article an "IN BRIEF" section sums up (its path without that last part), or None."""
    head, _, last = section.rpartition(" › ")
    return head if head and last.strip().upper() == "IN BRIEF" else None


def _teaching_before_summary(first: J, teaching: Sequence[J], score: dict[int, float]) -> J:
    """The Catechism's "In brief" restates an article in a few lines: when it leads, the
    article's own teaching leads instead if one of its passages scores nearly as well
    (``FOLLOW_SHARE``), since the answer quotes the lead's section and the summary says less."""
    article = _summary_of(section_of(first.passage.heading))
    if article is None:
        return first
    for j in teaching:
        section = section_of(j.passage.heading)
        if (j.passage.document_id == first.passage.document_id and section.startswith(article + " › ")
                and _summary_of(section) is None and score[id(j)] >= FOLLOW_SHARE * score[id(first)]):
            return j
    return first


def strongest_teaching(understanding: Understanding, ordered: Sequence[J]) -> list[J]:
    """``ordered`` (``teaching_first``'s order, a Church document's passage first) cut to the
    first and the passages as sure as it: those of its own section that score at least
    ``FOLLOW_SHARE`` of its ``teaching_score`` or continue it (``continues``), and, when the
    documents offer no more passages than an answer quotes, the scripture the vocabulary
    names for the question (John 6 after the Catechism on the Eucharist). A text whose
    passages carry no paragraph numbers (not an operator's numbered document) offering only a
    few passages has them all quoted, with the scripture after them, as before. Passages of other
    sections, and scripture found by search alone, are left out: on the tuned part of the
    texts-loaded question set they were on topic far less often than the first's own
    section, and so were the section's weaker passages (see ``FOLLOW_SHARE``)."""
    teaching = [j for j in ordered if not is_scripture(j.passage.heading)]
    if not ordered or not teaching or teaching[0] is not ordered[0]:
        return list(ordered)
    first = ordered[0]
    if len(teaching) <= QUOTED and paragraphs(first.passage.heading) is None:
        return list(ordered)  # few passages of a text without numbered paragraphs: all of them, as before
    score = teaching_scores(understanding, ordered)
    first = _teaching_before_summary(first, teaching, score)
    section = section_of(first.passage.heading)
    own = [j for j in teaching if j is not first and j.passage.document_id == first.passage.document_id
           and section_of(j.passage.heading) == section
           and (score[id(j)] >= FOLLOW_SHARE * score[id(first)] or continues(first.passage, j.passage))]
    if len(teaching) > QUOTED:
        return [first, *own]
    named = [j for j in ordered if is_scripture(j.passage.heading) and j.named is not None]
    return [first, *own, *named]
