"""The catalogue of the Magisterium: what documents exist, as facts, whether or not their text is loaded.

Modern Church documents are copyrighted by their publishers, so the default bundle holds
their *existence*: id, English title, Latin incipit, abbreviation, author, date, kind,
languages and the publisher's URL (``datasets/documents/catalogue/``, provenance there).
An operator loads texts with ``ecclesia-ingest --catalogue``; a loaded text is indexed
under the catalogue id, which is how ``text_loaded`` is known.

Two functions serve callers (``document_search``, ``document_fetch``, ``catholic_qa``)::

    find_catalogued("Paul VI contraception encyclical")  # -> [CatalogueEntry(Humanae Vitae)]
    get_catalogued("lumen-gentium")                       # -> CatalogueEntry | None

Matching, best first:

1. *Named*: the query holds an entry's abbreviation as a word in capitals ("LG", "CCC 1324"),
   its incipit ("Lumen Gentium", "humane vitae" within two letters) or one of the names people
   use for it (``aliases``: "the Catechism", "Roman Catechism"), or is its English title; the
   longest name found wins ("Compendium of the Catechism" over "Catechism").
2. *Topical*: the query's subject words put in English by the lexicon (``lexicon.py``:
   "eutanasia", "Sterbehilfe" -> euthanasia), then BM25 over incipit, title, author (with the usual names: "John Paul 2", "JPII",
   "Vatican II"), kind and the team's topic words, keeping entries that cover at least half
   of the query's content words ("Paul VI contraception encyclical" -> Humanae Vitae).

Nothing that matches well gives an empty list, never a guess. The catalogue is ~1,000
entries: it loads in a few milliseconds on first use and is kept while the process is warm.
"""

from __future__ import annotations

import difflib
import json
from bisect import bisect_right
from functools import lru_cache
import math
import re
import threading
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ecclesia.data.documents.words import STOPWORDS, WORD, _stem, fold

# Where a document's text would come from when its own URL is not established: the
# author's page on the publisher's site (each one seen on vatican.va itself), else the
# Holy See's home page. Results carry ``url_exact: false`` then.
HOLY_SEE_HOME = "https://www.vatican.va/content/vatican/en.html"
AUTHOR_PAGES = {
    "Pope Leo XIII": "https://www.vatican.va/content/leo-xiii/en.html",
    "Pope Pius X": "https://www.vatican.va/content/pius-x/en.html",
    "Pope Benedict XV": "https://www.vatican.va/content/benedict-xv/en.html",
    "Pope Pius XI": "https://www.vatican.va/content/pius-xi/en.html",
    "Pope Pius XII": "https://www.vatican.va/content/pius-xii/en.html",
    "Pope John XXIII": "https://www.vatican.va/content/john-xxiii/en.html",
    "Pope Paul VI": "https://www.vatican.va/content/paul-vi/en.html",
    "Pope John Paul I": "https://www.vatican.va/content/john-paul-i/en.html",
    "Pope John Paul II": "https://www.vatican.va/content/john-paul-ii/en.html",
    "Pope Benedict XVI": "https://www.vatican.va/content/benedict-xvi/en.html",
    "Pope Francis": "https://www.vatican.va/content/francesco/en.html",
    "Pope Leo XIV": "https://www.vatican.va/content/leo-xiv/en.html",
    "Pope Pius IX": "https://www.vatican.va/content/pius-ix/en.html",
    "Congregation for the Doctrine of the Faith": "https://www.vatican.va/content/romancuria/en.html",
    "Dicastery for the Doctrine of the Faith": "https://www.vatican.va/content/romancuria/en.html",
}

# Names people use for authors, folded: added to the author field for matching only. Popes
# go by their name in the languages people ask in (Francisco, Giovanni Paolo II, Bento XVI,
# Leone XIII, Pio XII; the Latin genitive, Leonis XIII) and by nicknames (JPII, B16); the
# doctrinal dicastery is "the Vatican" to most people who cite it.
_POPE_NAMES = {
    "leo": "leo leone leon leao leonis",
    "pius": "pius pio pie pii",
    "benedict": "benedict benedetto benedicto bento benedikt benoit benedictus benedicti",
    "john": "john giovanni juan joao johannes jean ioannes ioannis",
    "paul": "paul paolo pablo paulo paulus pauli",
    "francis": "francis francesco francisco franziskus francois franciscus francisci",
}
AUTHOR_ALIASES = {
    "Second Vatican Council": "vatican ii vatican 2 second vatican council conciliar vaticano concilio konzil",
    "First Vatican Council": "vatican i vatican 1 first vatican council vaticano concilio konzil",
    "Council of Trent": "trent tridentine council trento concilio konzil",
    "Pope John Paul II": f"{_POPE_NAMES['john']} {_POPE_NAMES['paul']} ii john paul 2 jpii jp2 wojtyla",
    "Pope Benedict XVI": f"{_POPE_NAMES['benedict']} xvi benedict 16 b16 ratzinger",
    "Pope Francis": f"{_POPE_NAMES['francis']} bergoglio",
    "Pope Leo XIV": f"{_POPE_NAMES['leo']} xiv leo 14 prevost",
    "Pope Leo XIII": f"{_POPE_NAMES['leo']} xiii leo 13",
    "Pope Pius XII": f"{_POPE_NAMES['pius']} xii pius 12 pacelli",
    "Pope Pius XI": f"{_POPE_NAMES['pius']} xi pius 11",
    "Pope Pius X": f"{_POPE_NAMES['pius']} x pius 10",
    "Pope Pius IX": f"{_POPE_NAMES['pius']} ix pius 9",
    "Pope Paul VI": f"{_POPE_NAMES['paul']} vi paul 6 montini",
    "Pope John XXIII": f"{_POPE_NAMES['john']} xxiii john 23 roncalli",
    "Pope Benedict XV": f"{_POPE_NAMES['benedict']} xv benedict 15",
    "Congregation for the Doctrine of the Faith": "cdf holy office doctrine of the faith ratzinger vatican",
    "Dicastery for the Doctrine of the Faith": "ddf doctrine of the faith vatican",
}
KIND_WORDS = {
    "encyclical": "encyclical encyclical letter",
    "apostolic-exhortation": "apostolic exhortation",
    "apostolic-letter": "apostolic letter",
    "apostolic-constitution": "apostolic constitution",
    "motu-proprio": "motu proprio apostolic letter",  # a motu proprio is an apostolic letter
    "council-constitution": "council constitution",
    "council-decree": "council decree",
    "council-declaration": "council declaration",
}
# Words too common in the catalogue (or in questions) to say which document is meant.
_GENERIC = frozenset(_stem(w) for w in """pope church catholic document documents teaching teach teaches
    say says said about holy father what which who does did letter paragraph paragraphs number section
    chapter article""".split())
# Authors' first names that are also the Bible's ("Paul's letter to the Romans"): they say
# "a Church document" only with the pope's number, which is a describer of its own.
_BIBLICAL_NAMES = frozenset(_stem(w) for w in """john paul peter james juan giovanni jean johannes joao ioannes
    pablo paolo paulo paulus apostolic council""".split())
# Words of authors' names that are ordinary words of questions ("the doctrine of the faith").
_ORDINARY_AUTHOR_WORDS = frozenset(_stem(w) for w in """doctrine faith holy office first second council
    congregation dicastery sacred supreme discipline sacraments divine worship justice peace pontifical
    note message code the for of and""".split())
FIELD_WEIGHTS = {"incipit": 3.0, "title": 2.0, "abbreviation": 0.0, "author": 1.5, "kind": 1.0, "keywords": 1.5, "year": 1.0}
K1, B = 1.2, 0.5
MIN_COVERAGE = 0.5
FUZZY_RATIO = 0.88  # a misspelt incipit still names its document at this similarity (difflib ratio)
UNKNOWN_WORD_WEIGHT = 0.5
# A document people cite by an abbreviation or a common name (RN, PT, "the Catechism") is the
# one they mean when a description fits several ("John XXIII encyclical on peace": Pacem in
# Terris, not Ad Petri Cathedram): its topical score counts this much more.
CITED_STANDING = 1.15
_lock = threading.Lock()
_loaded: Catalogue | None = None


@dataclass(frozen=True, slots=True)
class CatalogueEntry:
    """One document of the Magisterium as facts; ``url`` is None when not established."""

    id: str
    title: str
    url: str | None
    author: str
    date: str | None  # ISO: "1964-11-21", or "1566" when only the year is known
    kind: str
    abbreviation: str | None
    incipit: str | None
    text_loaded: bool
    languages: tuple[str, ...] = ()
    url_status: str = "not established"
    source: str = ""
    keywords: str | None = None
    aliases: tuple[str, ...] = ()  # names people use for it ("the Catechism"), matched like the incipit

    @property
    def year(self) -> int | None:
        """The year of the document's date, when known."""
        return int(self.date[:4]) if self.date else None

    @property
    def display_title(self) -> str:
        """"Lumen Gentium: Dogmatic Constitution on the Church" (incipit first when there is one)."""
        if self.incipit and fold(self.incipit) not in fold(self.title):
            return f"{self.incipit}: {self.title}"
        return self.title

    @property
    def public_url(self) -> str:
        """Always a string: the document's URL, else its author's page on the publisher's site."""
        return self.url or AUTHOR_PAGES.get(self.author, HOLY_SEE_HOME)


@dataclass(slots=True)
class Catalogue:
    """The catalogued documents, searchable by name (incipit, abbreviation, title) and topic (BM25)."""

    entries: list[CatalogueEntry]
    by_id: dict[str, CatalogueEntry] = field(default_factory=dict)
    _terms: list[dict[str, float]] = field(default_factory=list)
    _lengths: list[float] = field(default_factory=list)
    _df: Counter = field(default_factory=Counter)
    _incipits: list[tuple[list[str], int]] = field(default_factory=list)
    _abbreviations: dict[str, list[int]] = field(default_factory=dict)
    _titles: dict[str, int] = field(default_factory=dict)
    _postings: dict[str, list[tuple[int, float]]] = field(default_factory=dict)
    _exact: set[str] = field(default_factory=set)  # abbreviations as written ("LG", "DeV")
    _average: float = 1.0
    _standing: list[float] = field(default_factory=list)  # CITED_STANDING for cited documents, else 1
    _describers: frozenset[str] = frozenset()  # author and kind words that say "a Church document"

    def __post_init__(self) -> None:
        self.by_id = {e.id: e for e in self.entries}
        for number, entry in enumerate(self.entries):
            terms: dict[str, float] = {}  # weighted term counts of the entry's fields
            for name, weight in FIELD_WEIGHTS.items():
                for term in _terms(_field(entry, name)):
                    terms[term] = terms.get(term, 0.0) + weight
            self._terms.append(terms)
            self._lengths.append(sum(terms.values()))
            self._df.update(terms.keys())
            for term, weight in terms.items():
                self._postings.setdefault(term, []).append((number, weight))
            for incipit_or_alias in (entry.incipit, *entry.aliases):
                if incipit_or_alias:
                    self._incipits.append((_words(incipit_or_alias), number))
            if entry.abbreviation:
                self._abbreviations.setdefault(entry.abbreviation.upper(), []).append(number)
                self._exact.add(entry.abbreviation)
            self._titles.setdefault(" ".join(_words(entry.title)), number)
            self._standing.append(CITED_STANDING if entry.abbreviation or entry.aliases else 1.0)
        self._average = sum(self._lengths) / max(len(self._lengths), 1)
        describers = {t for e in self.entries for name in ("author", "kind") for t in _terms(_field(e, name))}
        self._describers = frozenset(t for t in describers - _GENERIC - _BIBLICAL_NAMES - _ORDINARY_AUTHOR_WORDS
                                     if len(t) > 1 and not t.isdigit())

    def describes_document(self, query: str) -> bool:
        """Whether the query asks for a Church document by its author or kind ("JPII's
        encyclical on work", "Leo 13 on workers", "CDF instruction on IVF"), not a passage."""
        return any(term in self._describers for term in _terms(self._in_english(_topic_of(query))))

    # -- matching ------------------------------------------------------------------------
    def named(self, query: str) -> list[tuple[int, float]]:
        """Entries the query names: abbreviation, incipit (typos within reason) or exact title."""
        found: dict[int, float] = {}
        # Abbreviations count only as written in capitals ("LG", "CCC 1324", "Humanae Vitae (HV)"),
        # so that "ad" or "dignitas" never read as one.
        tokens = re.findall(r"[A-Za-z0-9]+", query)
        for position, token in enumerate(tokens):
            candidates = [token]
            if position + 1 < len(tokens):
                candidates.insert(0, f"{token} {tokens[position + 1]}")  # "CIC 1917", "Trent XIII"
            for candidate in candidates:
                written_as_one = candidate in self._exact and (len(tokens) == 1 or not candidate.islower())
                if written_as_one or (len(tokens) == 1 and candidate.upper() in self._abbreviations):
                    for number in self._abbreviations[candidate.upper()]:
                        found[number] = max(found.get(number, 0.0), 100.0 + len(candidate))
                    break
        words = _words(query)
        windows: dict[int, list[str]] = {}  # the query's word windows by length, shared by all incipits
        present = frozenset(words)
        for incipit, number in self._incipits:
            score = _phrase_score(incipit, words, windows, present)
            if score:
                found[number] = max(found.get(number, 0.0), 50.0 * score + len(incipit))
        title = " ".join(words)
        if title in self._titles:
            found[self._titles[title]] = max(found.get(self._titles[title], 0.0), 80.0)
        return sorted(found.items(), key=lambda item: (-item[1], item[0]))

    def topical(self, query: str) -> list[tuple[int, float, float]]:
        """(entry, BM25 score, share of the query's content words it covers), best first."""
        # Generic words ("church", "pope") still score, but a match on them alone covers nothing.
        # "Francis's encyclical" leaves a stray "s" from the possessive: not a word of the query.
        terms_of_query = [t for t in dict.fromkeys(_terms(query)) if t != "s"]
        content = [t for t in terms_of_query if t not in _GENERIC and not t.isdigit()]
        if not content:
            return []
        # A word no entry holds ("allowing", "medio") cannot tell entries apart: it counts half
        # against coverage, so that "Francisco ... medio ambiente" still reaches Laudato Si'.
        weight_of_query = sum(1.0 if self._df.get(t) else UNKNOWN_WORD_WEIGHT for t in content)
        n = len(self.entries)
        scores: dict[int, float] = {}
        covered: dict[int, int] = {}
        for term in terms_of_query:
            df = self._df.get(term, 0)
            if not df:
                continue
            idf = math.log1p((n - df + 0.5) / (df + 0.5))
            for number, tf in self._postings[term]:
                if tf:
                    norm = K1 * (1 - B + B * self._lengths[number] / self._average)
                    scores[number] = scores.get(number, 0.0) + idf * tf * (K1 + 1) / (tf + norm)
                    if term not in _GENERIC and not term.isdigit():
                        covered[number] = covered.get(number, 0) + 1
        ranked = [(number, score * self._standing[number], min(covered.get(number, 0) / weight_of_query, 1.0))
                  for number, score in scores.items()]
        return sorted(ranked, key=lambda item: (-item[2], -item[1], item[0]))

    def _in_english(self, text: str) -> str:
        return _catalogue_english(self, text)

    def find(self, query: str, limit: int = 5) -> list[CatalogueEntry]:
        """The ``limit`` best entries for ``query``."""
        return [self.entries[number] for number, _, _, _ in self.ranked(query)[:limit]]

    def ranked(self, query: str) -> list[tuple[int, float, str, float]]:
        """(entry, score, how: "named" | "topical", share of the query's content words
        covered) for the entries that match well, best first."""
        results: list[tuple[int, float, str, float]] = [(n, s, "named", 1.0) for n, s in self.named(query)]
        seen = {n for n, *_ in results}
        for number, score, coverage in self.topical(self._in_english(_topic_of(query))):
            if coverage >= MIN_COVERAGE and number not in seen:
                results.append((number, score * coverage, "topical", coverage))
                seen.add(number)
        return results


def _catalogue_english(catalogue: Catalogue, text: str) -> str:
    """The catalogue is in English: a word it does not know is put in English by the lexicon
    ("eutanasia" -> euthanasia); one it knows stays ("gaudium", an incipit's); the function
    words of questions in other languages go ("was lehrt die Kirche über")."""
    from ecclesia.data.documents.lexicon import FUNCTION_WORDS, TO_ENGLISH

    words = [w for w in WORD.findall(fold(text)) if w not in FUNCTION_WORDS]
    return " ".join(w if _stem(w) in catalogue._df else TO_ENGLISH.get(w, w) for w in words) or text


def _field(entry: CatalogueEntry, name: str) -> str:
    if name == "author":
        return f"{entry.author} {AUTHOR_ALIASES.get(entry.author, '')}"
    if name == "kind":
        return KIND_WORDS.get(entry.kind, entry.kind.replace("-", " "))
    if name == "year":
        return str(entry.year or "")
    return getattr(entry, name) or ""


def _terms(text: str) -> list[str]:
    return [_stem(w) for w in WORD.findall(fold(text)) if w not in STOPWORDS]


def _words(text: str) -> list[str]:
    return WORD.findall(fold(text))


def _phrase_score(phrase: list[str], words: list[str], windows: dict[int, list[str]] | None = None,
                  present: frozenset[str] | None = None) -> float:
    """1.0 when ``phrase`` stands in ``words``; a little less for a near spelling
    ("humane vitae", "laudato si" for "Laudato Si'"); 0 otherwise.

    ``windows`` (the joined word windows of ``words`` by length) and ``present`` (the set of
    ``words``) may be passed in when one query is compared with many phrases."""
    if not phrase or len(words) < len(phrase):
        return 0.0
    target = " ".join(phrase)
    if windows is None:
        windows = {}
    spans = windows.get(len(phrase))
    if spans is None:
        spans = windows[len(phrase)] = [" ".join(words[start : start + len(phrase)])
                                        for start in range(len(words) - len(phrase) + 1)]
    if target in spans:
        return 1.0
    best = 0.0
    if len(target) >= 8:
        for window in spans:
            # ratio() is at most 2 * shorter / (both lengths), and at most quick_ratio(): both
            # cheap bounds, so windows that cannot reach the threshold skip the full comparison.
            if (window[:1] == target[:1] and not _grammar_for_a_word(window, phrase)
                    and 2 * min(len(window), len(target)) >= FUZZY_RATIO * (len(window) + len(target)) - 1e-9):
                matcher = difflib.SequenceMatcher(None, window, target)
                if matcher.quick_ratio() >= FUZZY_RATIO:
                    ratio = matcher.ratio()
                    if ratio >= FUZZY_RATIO:
                        best = max(best, ratio - 0.05)
    if len(phrase) >= 2 and best == 0.0:
        # "gaudium et spes" typed as "gaudium spes": all the phrase's long words, in order.
        long_words = [w for w in phrase if len(w) > 3]
        if (len(long_words) >= 2 and (present is None or all(w in present for w in long_words))
                and _in_order(long_words, words)):
            best = 0.8
    return best


def _grammar_for_a_word(window: str, phrase: list[str]) -> bool:
    """Whether ``window`` differs from ``phrase`` in a word that is a grammatical word of its
    own ("de", "in", "et"): a question typed "Quid docet Ecclesia de computatris?", not a
    misspelt "Ecclesia Dei"."""
    return any(typed != word and typed in STOPWORDS for typed, word in zip(window.split(), phrase))


def _in_order(needles: list[str], words: list[str]) -> bool:
    position = 0
    for needle in needles:
        try:
            position = words.index(needle, position) + 1
        except ValueError:
            return False
    return True


@lru_cache(maxsize=512)  # search asks it twice per query: for the ranking and describes_document
def _topic_of(query: str) -> str:
    """The topic words of a question ("What does the Church teach about contraception?")."""
    from ecclesia.data.documents.query import plan_query

    plan = plan_query(query, translate=False)  # the catalogue translates in its own way (_english)
    if plan.reference is not None:  # "Matthew 16:18": the words around the reference only
        return plan.text
    return plan.text or query


# -- loading ---------------------------------------------------------------------------------
def catalogue_path() -> Path:
    """The bundle's catalogue file."""
    from ecclesia.data.bundle import area_dir

    return area_dir("catalogue") / "catalogue.json"


def loaded_document_ids() -> frozenset[str]:
    """Ids of the documents whose text is in the index (reads only its catalog)."""
    from ecclesia.data.documents import index_dir

    try:
        path = index_dir() / "catalog.json"
    except Exception:  # an index in S3 that cannot be read: no text counts as loaded
        return frozenset()
    try:
        return frozenset(record["id"] for record in json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return frozenset()


def load(path: Path | None = None, loaded: frozenset[str] | None = None) -> Catalogue:
    """The catalogue in ``path`` (default: the bundle's), marking which texts are loaded."""
    path = path or catalogue_path()
    rows = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    loaded = loaded_document_ids() if loaded is None else loaded
    entries = [
        CatalogueEntry(
            id=row["id"], title=row["title"], url=row.get("url"), author=row["author"], date=row.get("date"),
            kind=row["kind"], abbreviation=row.get("abbreviation"), incipit=row.get("incipit"),
            text_loaded=row["id"] in loaded, languages=tuple(row.get("languages") or ()),
            url_status=row.get("url_status", "not established"), source=row.get("source", ""),
            keywords=row.get("keywords"), aliases=tuple(row.get("aliases") or ()),
        )
        for row in rows
    ]
    return Catalogue(entries)


def default_catalogue() -> Catalogue:
    """The bundle's catalogue, loaded once per process."""
    global _loaded
    if _loaded is None:
        with _lock:
            if _loaded is None:
                _loaded = load()
    return _loaded


def reset_cache() -> None:
    """Forget the loaded catalogue (after an ingest loads texts, or when tests switch bundles)."""
    global _loaded
    with _lock:
        _loaded = None
        _ccc_pages.cache_clear()


def find_catalogued(query: str, limit: int = 5) -> list[CatalogueEntry]:
    """Catalogue entries for a question or topic, best first; [] when nothing matches well."""
    if not isinstance(query, str) or not query.strip() or limit <= 0:
        return []
    return default_catalogue().find(query, limit)


@dataclass(frozen=True, slots=True)
class CatalogueMatch:
    """An entry found for a query, with how well it matched: ``how`` is "named" (the query
    names it) or "topical"; ``coverage`` the share of the query's content words it covers."""

    entry: CatalogueEntry
    score: float
    how: str
    coverage: float


def match_catalogued(query: str, limit: int = 10) -> list[CatalogueMatch]:
    """Like ``find_catalogued``, with the scores callers need to cut a list by its best match."""
    if not isinstance(query, str) or not query.strip() or limit <= 0:
        return []
    catalogue = default_catalogue()
    return [CatalogueMatch(catalogue.entries[n], score, how, coverage)
            for n, score, how, coverage in catalogue.ranked(query)[:limit]]


def get_catalogued(doc_id: str) -> CatalogueEntry | None:
    """The catalogue entry ``doc_id``, or ``None``."""
    if not isinstance(doc_id, str):
        return None
    return default_catalogue().by_id.get(doc_id.strip())


@lru_cache(maxsize=1)
def _ccc_pages() -> tuple[str, list[int], list[str]] | None:
    from ecclesia.data.bundle import area_dir

    path = area_dir("catalogue") / "ccc_pages.json"
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return data["base"], [first for first, _ in data["pages"]], [name for _, name in data["pages"]]


def catechism_paragraph_url(number: int) -> str | None:
    """The vatican.va page that holds paragraph ``number`` of the Catechism (1-2865), or None."""
    pages = _ccc_pages()
    if pages is None or not 1 <= number <= 2865:
        return None
    base, firsts, files = pages
    position = bisect_right(firsts, number) - 1
    return base + files[position] if position >= 0 else None


_PARAGRAPH_NUMBER = re.compile(r"(?<![\d:.])(\d{1,4})(?![\d:])")


def paragraph_url(entry: CatalogueEntry, query: str) -> tuple[str, str] | None:
    """(url, "CCC 1324") when the query names a paragraph of a document whose paragraphs have
    their own pages (the Catechism); None otherwise."""
    if entry.id != "ccc":
        return None
    match = _PARAGRAPH_NUMBER.search(query)
    if match is None:
        return None
    url = catechism_paragraph_url(int(match.group(1)))
    return (url, f"CCC {int(match.group(1))}") if url else None


NOT_LOADED = (
    "The text of this document is not loaded here: this is its catalogue entry (facts and the "
    "publisher's URL). An operator loads it with `ecclesia-ingest --catalogue --id {id}` "
    "(texts are the publishers'; loading and serving them is the operator's responsibility "
    "under the publishers' terms)."
)
