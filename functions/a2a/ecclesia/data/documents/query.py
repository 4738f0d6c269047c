"""Reading a query before it is searched: question wording out, scripture references found.

"What did Jesus say about the poor in spirit?" shares its topic with "blessed are the poor
in spirit", but BM25 and the static embedding also weigh "what", "did" and "say", words
found in thousands of passages that are about anything. Questions are therefore searched
by their topic words: the question words and verbs of asking (English, Spanish, Italian,
French) are dropped, and so are words that name the corpus itself ("Bible", "Church",
"Scripture") when the query is a question, since every passage is in the Bible or about
the Church's teaching. A query with nothing left is searched as typed.

A scripture reference ("Matthew 16:18", "Jn 6:51", "Mt 5") is taken out of the text and
returned on its own, so the index can put the passages it names first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ecclesia.data.documents.words import STOPWORDS, WORD, fold
from ecclesia.data.documents.references import Reference, find_reference

# Words that ask rather than say what about: dropped from every query.
QUESTION_WORDS = frozenset(fold(w) for w in """
    what whats which who whom whose why how when where whence does did do say says said saying
    teach teaches taught teaching tell tells told describe describes described mention mentions
    mentioned explain explains explained mean means meant happen happens happened according
    please anything something there is are was were about regarding concerning
    que qué quien quién quienes dónde donde cuando cuándo como cómo cual cuál cuáles porque
    dijo dice dicen decía enseña enseñó enseñan enseñanza describe cuenta narra habla sobre
    acerca fue era es son sucedió pasó ocurrió
    che cosa cos chi dove quando come perché quale quali ha hanno detto dice dicono insegna
    insegnato insegnano racconta descrive parla sulla sul sullo sui sugli sulle riguardo
    era è fu successo accaduto
    quoi qu qui où quand comment pourquoi quel quelle quels quelles dit dire disent enseigne
    enseigné enseignent raconte décrit parle sur propos était passé arrivé
""".split())

# Words that name the corpus, its owner or the speaker of most of it: dropped only when the
# query is a question ("Thou art Peter ... my church" keeps its "church").
CORPUS_WORDS = frozenset(fold(w) for w in """
    bible bibles biblical scripture scriptures gospel gospels church catholic catholics
    biblia escritura iglesia católica católico evangelio bibbia scrittura chiesa cattolica
    cattolico vangelo église catholique écriture évangile
""".split())
# ... and in an English question, the speakers: "What did Jesus say about the poor in spirit?"
# is answered by the Beatitudes, which never name Jesus, while thousands of passages that do
# are about something else (likewise Saint Paul and 1 Corinthians 13 on charity). Not in a
# Spanish, Italian or French question ("Jesús", "Gesù"): there the name may be the only word
# it shares with the English corpus.
SPEAKER_NAMES = frozenset("jesus christ lord god saint st paul apostle".split())
_ENGLISH_START = frozenset(
    "what which who whom whose why how when where is are was were does did do can could should".split())

_COMMENTARY = frozenset({"haydock", "commentary", "commentaries", "comment", "comentario", "commento", "commentaire"})
_QUESTION_START = frozenset(fold(w) for w in """what which who whom whose why how when where is are was
    were does did do can could should qué que quién quien dónde donde cuándo cuando cómo como cuál
    por che chi dove quando come perché quale qu qui où quand comment pourquoi quel quelle est""".split())


@dataclass(frozen=True, slots=True)
class QueryPlan:
    """How a query is searched: the text to search and the scripture reference it names."""

    text: str  # what BM25 and the embedder search for
    reference: Reference | None = None
    wants_commentary: bool = False  # the query asks for the commentary ("Haydock on John 3:5")


def is_question(query: str) -> bool:
    """Whether ``query`` is phrased as a question."""
    words = WORD.findall(fold(query))
    return query.rstrip().endswith("?") or bool(words and words[0] in _QUESTION_START)


def plan_query(query: str, translate: bool = True) -> QueryPlan:
    """The plan of ``query``: a scripture reference taken out, a question's wording reduced to
    its topic, and (``translate``) the English of its Catholic vocabulary added for a question
    in another language. The catalogue matches titles and incipits as typed (``translate``
    off): "Gaudium et spes" must not also search for "hope"."""
    reference = None
    found = find_reference(query)
    rest = query
    if found is not None:
        reference, (start, end) = found
        rest = f"{query[:start]} {query[end:]}"
    folded_words = [fold(w) for w in WORD.findall(rest)]
    wants_commentary = any(w in _COMMENTARY for w in folded_words)
    # Only questions are rewritten: a statement's wording ("the young man who wasted his
    # inheritance") is what the passage says, and the embedder reads it as a whole.
    drop: frozenset[str] = frozenset()
    if is_question(query):
        words = WORD.findall(fold(query))
        english = bool(words) and words[0] in _ENGLISH_START
        drop = QUESTION_WORDS | CORPUS_WORDS | STOPWORDS | (SPEAKER_NAMES if english else frozenset())
    if reference is not None:
        drop = drop | _COMMENTARY | {"on", "in", "of", "verse", "verses", "chapter"}
    kept = [w for w in WORD.findall(rest) if fold(w) not in drop]
    translations = english_for(kept) if translate else []
    if translations:  # a question in another language: its function words ("was lehrt die") say nothing
        from ecclesia.data.documents.lexicon import FUNCTION_WORDS

        kept = [w for w in kept if fold(w) not in FUNCTION_WORDS] or kept
    text = " ".join(kept + translations)
    if not text.strip() and reference is None:
        text = query  # nothing but question words: search what was typed
    return QueryPlan(text=text, reference=reference, wants_commentary=wants_commentary)


def english_for(words: list[str]) -> list[str]:
    """The English words the lexicon gives for the Catholic vocabulary of a question in
    another language ("purgatorio" -> purgatory, "Unauflöslichkeit" -> indissolubility):
    the texts are searched in English, and the words as typed stay in the query too (a Latin
    incipit, a name). Words the lexicon does not know add nothing."""
    from ecclesia.data.documents.lexicon import FUNCTION_WORDS, TO_ENGLISH

    added: list[str] = []
    for word in words:
        folded = fold(word)
        english = TO_ENGLISH.get(folded)
        if english and english != folded and folded not in FUNCTION_WORDS and english not in added:
            added.append(english)
    return added
