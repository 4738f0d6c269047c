"""Relevance before quotation: read the question, retrieve widely, rerank, keep what is on topic.

1. ``understand``: the question's concepts (``vocabulary``), in its own language or English;
   for a follow-up, the concepts of the earlier turns it continues; an English search query
   (query translation through the concepts and a small word list); the modern subjects it
   names ("Vatican II", "encyclical").
2. ``retrieve``: the index searched with the English query and the question as typed, plus
   the scripture passages the vocabulary names for each concept, fetched by reference.
3. ``rerank``: passages ordered by what they say, not by retrieval rank alone: the passages
   the vocabulary names for the question's concepts first, then passages that speak of those
   concepts, with word overlap and retrieval rank breaking ties.
4. The floor: a passage is kept only when it speaks of a concept of the question (or of the
   conversation a follow-up continues) or, for a question with no known concept, when it
   shares most of the question's topic words. A question about a modern subject is answered
   only from documents the catalogue names for it or that name the subject. The floor and
   weights were tuned on the question set in ``datasets/qa``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from aws_lambda_powertools import Logger

from ecclesia.answering.catalogue import CatalogueEntryLike
from ecclesia.answering.errors import AnswerUnavailable
from ecclesia.answering.interfaces import PassageLike, Retriever, TurnLike
from ecclesia.answering.teaching import addressed_by_rare_word, teaching_first
from ecclesia.answering.language import all_function_words
from ecclesia.answering.vocabulary import (
    DOUAY_NAMES,
    WORDS,
    Concept,
    concepts_in_question,
    fold,
    mentions,
    modern_subjects,
)
from ecclesia.observability import SERVICE

log = Logger(service=SERVICE, child=True)  # structured, under the service's logger

SEARCH_LIMIT = 12  # per search query: the reranker needs more than it will keep
PER_REFERENCE = 2  # passages taken per scripture reference of a concept
MAX_REFERENCES = 4  # references fetched per concept
KEPT = 8  # passages handed to the answerer

# Reranking weights (tuned on datasets/qa).
NAMED_PASSAGE = 4.0  # a passage the vocabulary names for a concept of the question
CONTEXT_NAMED = 2.5  # one it names for a concept of the conversation, in a follow-up
CONCEPT = 2.0  # per concept of the question the passage speaks of
CONTEXT_CONCEPT = 1.0  # per concept of the conversation, in a follow-up
OWN_BOOK = 2.0  # "what did Paul write": a passage of Paul's letters
OVERLAP = 1.5  # times the share of the question's topic words the passage contains
RANK = 0.5  # times 1 / (1 + retrieval rank)
NAME = 1.5  # per name of the question (a person, a place) the passage contains
MIN_SHARED_SHARE = 0.5  # without a known concept: share of topic words a passage must contain

_WORD = re.compile(r"[^\W\d_]{3,}", re.UNICODE)
_STEM = 5
_IGNORED = frozenset(fold(w) for w in all_function_words()) | frozenset(
    "what which does did doing catholic catholics church bible scripture teach teaches believe say says "
    "said mean meaning according why how where when who there really just also only about into from have "
    "with that this these those they their them were will would should could shall get getting got make "
    "made done going come take used happen happened happens story many much times time book perform "
    "performed tell told write wrote written saint".split())
# Capitalised words that name no one in particular: not distinctive names.
_NOT_NAMES = frozenset("jesus christ god lord bible church catholic catholics scripture scriptures saint st "
                       "gospel holy spirit ghost the what who why how when where is are was does did do can "
                       "i".split())
# First words that make a question a follow-up of the one before ("and the Eastern churches?").
_FOLLOW_UP_OPENERS = frozenset("and but also then y e et und at pero ma mais aber sed".split())
_FOLLOW_UP_PHRASES = ("what about", "how about", "y que", "e che", "et que", "und was")


def topic_stems(text: str) -> set[str]:
    """The five-letter stems of the words that say what ``text`` is about."""
    return {w[:_STEM] for w in _WORD.findall(fold(text)) if w not in _IGNORED}


def _douay(word: str) -> str:
    return DOUAY_NAMES.get(word, word)


def distinctive_names(question: str, language: str = "en") -> tuple[str, ...]:
    """Names a passage must contain to be about the question: capitalised words past the first
    (or known biblical names in any case), in the Douay-Rheims spelling and in English for a
    question in another language ("Giuseppe" -> joseph). A word the word list translates to a
    common word is no name ("Pentecostés" capitalised mid-question), and German capitalises
    every noun, so there only known names count."""
    words = re.findall(r"[^\W\d_][\w'’]*", question)
    names = []
    for position, word in enumerate(words):
        folded = fold(word).replace("'s", "").replace("’s", "")
        if folded in _NOT_NAMES or len(folded) < 3:
            continue
        english = WORDS.get(folded) if language != "en" else None
        if english is not None:
            if english[:1].isupper() and fold(english) not in _NOT_NAMES:  # a name: "Giuseppe" -> Joseph
                names.append(_douay(fold(english)))
            continue
        capitalised_name = position > 0 and word[0].isupper() and language != "de"
        if capitalised_name or folded in DOUAY_NAMES:
            names.append(_douay(folded))
    return tuple(dict.fromkeys(names))[:3]


@dataclass(frozen=True, slots=True)
class Understanding:
    """What a question is about: its concepts, English query, topic words, names and catalogued documents."""

    question: str
    language: str
    concepts: tuple[Concept, ...]
    context: tuple[Concept, ...]  # concepts of the earlier turns a follow-up continues
    english_query: str
    stems: frozenset[str]  # topic words of the question (and of its English query)
    subjects: tuple[str, ...] = ()  # modern subjects the question names
    names: tuple[str, ...] = ()  # people and places the question names (Douay spelling)
    follow_up: bool = False
    catalogued: tuple[CatalogueEntryLike, ...] = field(default=())

    @property
    def all_concepts(self) -> tuple[Concept, ...]:
        """The question's concepts, then those of earlier turns it continues."""
        return self.concepts + tuple(c for c in self.context if c not in self.concepts)


def _translate_words(question: str, language: str) -> list[str]:
    if language == "en":
        return []
    return [WORDS[w] for w in _WORD.findall(fold(question)) if w in WORDS]


def _is_follow_up(question: str, own: Sequence[Concept]) -> bool:
    words = re.findall(r"[^\W\d_]+", fold(question))
    topical = [c for c in own if not c.books]  # "what did Paul write about it?" names no topic
    if not topical or len(words) <= 4:
        return True
    return words[0] in _FOLLOW_UP_OPENERS or " ".join(words[:2]) in _FOLLOW_UP_PHRASES


def understand(question: str, language: str, conversation: Sequence[TurnLike]) -> Understanding:
    """What the question is about, read with the earlier turns when it is a follow-up."""
    own = tuple(concepts_in_question(question, language))
    context: tuple[Concept, ...] = ()
    follow_up = False
    if conversation and _is_follow_up(question, own):
        follow_up = True
        # The latest two earlier turns that name a concept are what "it" and "that" refer to.
        found_turns = 0
        for turn in reversed(conversation):
            found = tuple(c for c in concepts_in_question(turn.question, language)
                          if c not in own and c not in context and not c.books)
            if found:
                context += found
                found_turns += 1
                if found_turns == 2:
                    break
    terms: list[str] = []
    for concept in own + context:
        terms.extend(concept.query_terms())
    terms.extend(_translate_words(question, language))
    names = distinctive_names(question, language)
    terms.extend(n for n in names if n not in fold(question))  # "Jonah" is searched as "Jonas"
    if language == "en":
        terms.insert(0, question)
    english_query = " ".join(dict.fromkeys(terms)) or question
    stems = {_douay(w)[:_STEM] for w in _WORD.findall(fold(question)) if w not in _IGNORED}
    if language != "en":
        stems |= topic_stems(english_query)
    return Understanding(question, language, own, context, english_query, frozenset(stems),
                         subjects=tuple(modern_subjects(question)), follow_up=follow_up, names=names)


def retrieve(understanding: Understanding, retriever: Retriever) -> list[PassageLike]:
    """Passages from every search the question calls for, the named scripture first."""
    queries: list[tuple[str, int]] = []
    books = {book for c in understanding.concepts for book in c.books}

    def in_books(reference: str) -> bool:  # "what did Paul write": his letters' passages first
        return any(reference.startswith(book + " ") for book in books)

    for concept in understanding.all_concepts:
        references = sorted(concept.scripture, key=lambda r: not in_books(r))
        for reference in references[:MAX_REFERENCES]:
            queries.append((reference, PER_REFERENCE))
    for entry in understanding.catalogued:  # a loaded document the question points to: its passages
        if entry.text_loaded:
            name = getattr(entry, "incipit", None) or entry.title
            queries.append((f"{name} {understanding.english_query}", SEARCH_LIMIT))
    queries.append((understanding.english_query, SEARCH_LIMIT))
    if understanding.english_query != understanding.question:
        queries.append((understanding.question, SEARCH_LIMIT))
    merged: dict[str, PassageLike] = {}
    try:
        for query, limit in queries:
            for passage in retriever(query, limit):
                merged.setdefault(passage.passage_id, passage)
    except Exception as exc:  # the index is local data: any failure is ours, not the caller's
        log.exception("retrieval failed")
        raise AnswerUnavailable("retrieval") from exc
    return list(merged.values())


@dataclass(frozen=True, slots=True)
class Judged:
    """A retrieved passage with its score and whether it is relevant to the question."""

    passage: PassageLike
    score: float
    relevant: bool
    named: str | None  # the reference the vocabulary names for the question that it is part of
    specific: bool = False  # names every person and place the question names, beside its concepts


@lru_cache(maxsize=256)
def _parsed(scripture: tuple[str, ...]) -> tuple[tuple[str, Any], ...]:
    from ecclesia.data.documents.references import parse_reference

    return tuple((text, ref) for text in scripture if (ref := parse_reference(text)) is not None)


def _named(passage: PassageLike, concepts: Sequence[Concept]) -> str | None:
    """The reference the vocabulary names for one of ``concepts`` that the passage is (or
    comments on), else None."""
    from ecclesia.data.documents.references import parse_heading

    heading = parse_heading(passage.heading)
    if heading is None:
        return None
    for concept in concepts:
        for text, reference in _parsed(concept.scripture):
            if reference.overlaps(heading):
                return text
    return None


def _book(passage: PassageLike) -> str | None:
    from ecclesia.data.documents.references import parse_heading

    heading = parse_heading(passage.heading)
    return heading.book if heading else None


def judge(understanding: Understanding, passages: Sequence[PassageLike]) -> list[Judged]:
    """Every passage scored and marked relevant or not, best first."""
    u = understanding
    topical = [c for c in u.concepts if not c.books]
    persons = [c for c in u.concepts if c.books]
    context = [c for c in u.context if not c.books]
    catalogued_ids = {entry.id for entry in u.catalogued if entry.text_loaded}
    # Names that are not themselves a concept of the question ("Jordan", not "Paul" or "Pentecost").
    own_names = [n for n in u.names if u.concepts and not any(mentions(c, n, "en") for c in u.all_concepts)]
    judged: list[Judged] = []
    for rank, passage in enumerate(passages):
        folded = fold(f"{passage.heading or ''} {passage.text}")
        named_own = _named(passage, topical)
        named_context = _named(passage, context) if u.follow_up and not named_own else None
        named = named_own or named_context
        own_hits = sum(1 for c in topical if mentions(c, folded, passage.language))
        context_hits = sum(1 for c in context if mentions(c, folded, passage.language))
        in_own_book = any(_book(passage) in c.books for c in persons)
        stems = topic_stems(folded)
        shared = sum(1 for s in u.stems if s in stems)
        share = shared / len(u.stems) if u.stems else 0.0
        name_hits = sum(1 for n in u.names if re.search(rf"(?<![\w]){re.escape(n)}", folded))
        score = (NAME * name_hits + NAMED_PASSAGE * bool(named_own) + CONTEXT_NAMED * bool(named_context)
                 + CONCEPT * own_hits + CONTEXT_CONCEPT * context_hits + OWN_BOOK * in_own_book
                 + OVERLAP * share + RANK / (1 + rank))
        if u.subjects:
            # Scripture does not speak of Vatican II: only the documents the catalogue names
            # for the question, or passages that name the subject themselves, address it.
            named_by = fold(f"{passage.document_title} {passage.heading or ''}")
            relevant = passage.document_id in catalogued_ids or any(s in named_by for s in u.subjects)
        elif topical or context:
            relevant = bool(named) or own_hits > 0 or (u.follow_up and context_hits > 0)
            if persons and not topical:  # "what did Paul write about it?": his books, on the topic
                relevant = relevant and in_own_book
        elif persons:  # "What did Paul write about hope?": his letters, on hope; "about it" alone: nothing
            rest = u.stems - {stem for c in persons for t in c.english for stem in topic_stems(t)}
            rest_share = sum(1 for s in rest if s in stems) / len(rest) if rest else 0.0
            relevant = in_own_book and rest_share >= MIN_SHARED_SHARE
        elif u.names:  # "Who was Zacchaeus?": a passage that names him, and on the question's words
            relevant = name_hits == len(u.names) or (name_hits > 0 and share >= MIN_SHARED_SHARE)
        else:
            relevant = bool(u.stems) and shared >= min(2, len(u.stems)) and share >= MIN_SHARED_SHARE
        # A question naming people or places beside its concepts ("baptized in the Jordan",
        # "Nicodemus ... born again") is about the passages that name them all.
        specific = bool(own_names) and all(re.search(rf"(?<![\w]){re.escape(n)}", folded) for n in own_names)
        judged.append(Judged(passage, score, relevant, named, specific))
    judged.sort(key=lambda j: -j.score)
    return judged


def relevant_passages(understanding: Understanding, passages: Sequence[PassageLike],
                      keep: int = KEPT) -> tuple[list[PassageLike], list[PassageLike]]:
    """(passages that address the question, best first, at most ``keep``; the rest retrieved)."""
    judged = judge(understanding, passages)
    by_rare_word = addressed_by_rare_word(understanding, judged)  # loaded Church documents only
    relevant = [j for j in judged if j.relevant or id(j) in by_rare_word]
    # Each scripture the question points to once before any twice: the Eucharist gets John 6
    # and an institution narrative, not two notes on the same verses.
    # Named passages stay ahead of the others (they scored higher for being named).
    # Passages naming every person and place the question names come first, best first: the
    # baptism in the Jordan before the other passages on baptism.
    seen: set[str] = set()
    specific = [j for j in relevant if j.specific]
    general = [j for j in relevant if not j.specific]
    firsts = []
    for judgement in general:
        if judgement.named is not None and judgement.named not in seen:
            seen.add(judgement.named)
            firsts.append(judgement)
    repeats = [j for j in general if j.named is not None and j not in firsts]
    ordered = specific + firsts + repeats + [j for j in general if j.named is None]
    ordered = teaching_first(understanding, ordered)  # loaded Church documents before scripture
    kept = [j.passage for j in ordered][:keep]
    others = [j.passage for j in judged if j.passage not in kept]
    return kept, others
