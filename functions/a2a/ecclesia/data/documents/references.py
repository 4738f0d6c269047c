"""Scripture references: reading "Matthew 16:18", "Jn 6:51", "1 Cor 13:4-7", "Mt 5".

Passage headings in verse style are ``<Book> <chapter>:<verse>[-<verse>]`` (Douay-Rheims)
or ``Haydock on <Book> <chapter>:<verse>...`` (the commentary). A query that names a
reference is answered with the passages whose heading covers it, before anything that
merely shares words with it (see ``HybridIndex.rank``).

Book names are the Douay-Rheims ones, plus the usual abbreviations and the names other
English Bibles use where they are unambiguous ("Revelation" -> Apocalypse, "Isaiah" ->
Isaias, "1 Samuel" -> 1 Kings). "1 Kings" keeps its Douay meaning (1 Samuel elsewhere),
and psalms keep the Douay (Vulgate) numbering, as the corpus does.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from ecclesia.data.bible.books import BOOKS

# The Douay-Rheims book names, as the default corpus titles its documents. The Bible
# area's table is the one list of books; the corpus calls the Psalter "Psalms".
DOUAY_BOOKS = tuple("Psalms" if douay == "Psalm" else douay for _, douay in BOOKS.values())

# Abbreviations and other names that are neither a prefix of the Douay name (prefixes are
# generated) nor a modern English book name (those come from the Bible area's table).
_ALIASES = {
    "gn": "Genesis", "ex": "Exodus", "lv": "Leviticus", "nm": "Numbers", "dt": "Deuteronomy",
    "jos": "Josue", "jdg": "Judges", "jgs": "Judges",
    "1 sam": "1 Kings", "1 sm": "1 Kings",
    "2 sam": "2 Kings", "2 sm": "2 Kings",
    "1 chr": "1 Paralipomenon", "2 chr": "2 Paralipomenon", "1 chron": "1 Paralipomenon",
    "2 chron": "2 Paralipomenon", "neh": "2 Esdras", "tb": "Tobias",
    "jb": "Job", "ps": "Psalms", "psalm": "Psalms", "pss": "Psalms", "prv": "Proverbs", "qoheleth": "Ecclesiastes",
    "song of solomon": "Canticle of Canticles", "song": "Canticle of Canticles",
    "sg": "Canticle of Canticles", "ws": "Wisdom", "wis": "Wisdom", "sir": "Ecclesiasticus",
    "jer": "Jeremias", "ez": "Ezechiel", "ezek": "Ezechiel", "dn": "Daniel", "hos": "Osee", "jl": "Joel",
    "jon": "Jonas", "mic": "Micheas", "hab": "Habacuc",
    "zeph": "Sophonias", "hag": "Aggeus", "zech": "Zacharias", "mal": "Malachias",
    "1 mac": "1 Machabees", "1 macc": "1 Machabees",
    "2 mac": "2 Machabees", "2 macc": "2 Machabees",
    "mt": "Matthew", "mk": "Mark", "mr": "Mark", "lk": "Luke", "jn": "John", "jhn": "John",
    "rm": "Romans", "1 cor": "1 Corinthians", "2 cor": "2 Corinthians", "gal": "Galatians",
    "eph": "Ephesians", "phil": "Philippians", "php": "Philippians", "col": "Colossians",
    "1 thess": "1 Thessalonians", "2 thess": "2 Thessalonians", "1 tim": "1 Timothy", "2 tim": "2 Timothy",
    "phlm": "Philemon", "phm": "Philemon", "heb": "Hebrews", "jas": "James", "jm": "James",
    "1 pt": "1 Peter", "2 pt": "2 Peter", "1 jn": "1 John", "2 jn": "2 John", "3 jn": "3 John",
    "rev": "Apocalypse", "revelations": "Apocalypse", "rv": "Apocalypse", "apoc": "Apocalypse",
    # The gospels, Acts and Genesis as Spanish, Italian and French readers name them.
    "mateo": "Matthew", "marcos": "Mark", "lucas": "Luke", "juan": "John", "hechos": "Acts",
    "matteo": "Matthew", "marco": "Mark", "luca": "Luke", "giovanni": "John", "atti": "Acts", "genesi": "Genesis",
    "matthieu": "Matthew", "marc": "Mark", "luc": "Luke", "jean": "John", "actes": "Acts", "genese": "Genesis",
    # Other books whose names in Spanish, Portuguese, Italian, French, German and Tagalog are
    # neither the Douay name nor a prefix of it (folded: "joão" is "joao"). Names that are
    # also common words ("números", "nombres", "re", "rois"), a city ("Roma", "Efeso") or a
    # person's name alone ("pedro", "pierre", "jacques") are left out, or listed with their
    # number only.
    "mateus": "Matthew", "joao": "John", "atos": "Acts", "matthaus": "Matthew", "markus": "Mark",
    "lukas": "Luke", "johannes": "John", "apostelgeschichte": "Acts",
    "gawa ng mga apostol": "Acts", "mga gawa ng mga apostol": "Acts",  # Tagalog: "mga gawa" alone is "works"
    "ezequiel": "Ezechiel", "ezechiele": "Ezechiel", "hesekiel": "Ezechiel", "ezekiel": "Ezechiel",
    "isaia": "Isaias", "isaie": "Isaias", "jesaja": "Isaias", "geremia": "Jeremias", "jeremie": "Jeremias",
    "jeremia": "Jeremias", "daniele": "Daniel", "oseas": "Osee", "osea": "Osee", "hosea": "Osee",
    "jonas": "Jonas", "giona": "Jonas", "jona": "Jonas", "michea": "Micheas", "miqueas": "Micheas",
    "zaccaria": "Zacharias", "zacarias": "Zacharias", "zacharie": "Zacharias", "sacharja": "Zacharias",
    "esodo": "Exodus", "exodo": "Exodus", "exode": "Exodus", "levitico": "Leviticus", "levitique": "Leviticus",
    "deuteronomio": "Deuteronomy", "deuteronome": "Deuteronomy", "giosue": "Josue", "josua": "Josue",
    "giobbe": "Job", "hiob": "Job", "ijob": "Job", "proverbi": "Proverbs", "proverbios": "Proverbs",
    "proverbes": "Proverbs", "spruche": "Proverbs", "kawikaan": "Proverbs", "eclesiastes": "Ecclesiastes",
    "qoelet": "Ecclesiastes", "kohelet": "Ecclesiastes", "sapienza": "Wisdom", "sabiduria": "Wisdom",
    "sabedoria": "Wisdom", "sagesse": "Wisdom", "weisheit": "Wisdom", "karunungan": "Wisdom",
    "siracide": "Ecclesiasticus", "siracida": "Ecclesiasticus", "sirach": "Ecclesiasticus", "eclesiastico": "Ecclesiasticus",
    "lamentazioni": "Lamentations", "lamentaciones": "Lamentations", "lamentacoes": "Lamentations",
    "klagelieder": "Lamentations", "cantico": "Canticle of Canticles", "cantares": "Canticle of Canticles",
    "cantique": "Canticle of Canticles", "hoheslied": "Canticle of Canticles",
    "romanos": "Romans", "romani": "Romans", "romains": "Romans", "romer": "Romans",
    "galatas": "Galatians", "galati": "Galatians", "galates": "Galatians",
    "galater": "Galatians", "efesios": "Ephesians", "efesini": "Ephesians", "ephesiens": "Ephesians",
    "epheser": "Ephesians", "filipenses": "Philippians", "filippesi": "Philippians",
    "philippiens": "Philippians", "philipper": "Philippians",
    "colossenses": "Colossians", "colosenses": "Colossians", "colossesi": "Colossians",
    "colossiens": "Colossians", "kolosser": "Colossians",
    "hebreos": "Hebrews", "hebreus": "Hebrews", "ebrei": "Hebrews", "hebreux": "Hebrews", "hebraer": "Hebrews",
    "hebreo": "Hebrews", "santiago": "James", "tiago": "James", "giacomo": "James", "jakobus": "James",
    "apocalipsis": "Apocalypse", "apocalipse": "Apocalypse", "apocalisse": "Apocalypse",
    "offenbarung": "Apocalypse", "pahayag": "Apocalypse",
    "rute": "Ruth", "ester": "Esther", "tobie": "Tobias", "giuditta": "Judith", "oseias": "Osee",
    "esaie": "Isaias", "michee": "Micheas", "micha": "Micheas", "miqueias": "Micheas", "malaquias": "Malachias",
    "malachie": "Malachias", "maleachi": "Malachias", "sprichworter": "Proverbs", "prediger": "Ecclesiastes",
    "levitikus": "Leviticus", "deuteronomium": "Deuteronomy",
}
# German names a letter by a compound ("der Römerbrief", "im ersten Korintherbrief"): the German
# name above with "brief" (letter) joined is the letter too, as are Jude's, Titus's and Philemon's.
_GERMAN_LETTERS = {**{name: _ALIASES[name] for name in ("romer", "galater", "epheser", "philipper", "kolosser",
                                                        "hebraer", "jakobus")},
                   "judas": "Jude", "titus": "Titus", "philemon": "Philemon"}
_ALIASES.update({f"{name}brief": book for name, book in _GERMAN_LETTERS.items()})
# Letters sent in more than one ("1 coríntios", "2 korinther", "3 jean"), by their name in the
# other languages: each number of the letter is an alias, "<n> <name>" -> "<n> <book>".
_NUMBERED_LETTERS = {
    "Corinthians": ("corintios", "corinzi", "corinthiens", "korinther", "corinto"),
    "Thessalonians": ("tesalonicenses", "tessalonicenses", "tessalonicesi", "thessaloniciens", "thessalonicher"),
    "Timothy": ("timoteo", "timoteos", "timothee", "timotheus"),
    "Peter": ("pedro", "pietro", "pierre", "petrus"),
    "John": ("juan", "joao", "giovanni", "jean", "johannes"),
}
_ALIASES.update({f"{number} {name}": f"{number} {book}" for book, names in _NUMBERED_LETTERS.items()
                 for number in range(1, 4 if book == "John" else 3) for name in names})
_ALIASES.update({f"{number} {name}brief": f"{number} {book}" for book, names in _NUMBERED_LETTERS.items()
                 for number in range(1, 4 if book == "John" else 3) for name in names
                 if name in ("korinther", "thessalonicher", "timotheus", "petrus", "johannes")})
# Two-letter forms that are also common words ("is", "am") are left out on purpose:
# "I am 5" must not read as Amos 5.
_MIN_PREFIX = 3  # "Gen", "Matt", "Rom": shorter ones must be listed above


@lru_cache(maxsize=1)
def book_names() -> dict[str, str]:
    """Every accepted spelling (lower case, single spaces) -> Douay-Rheims book name."""
    names: dict[str, str] = {}
    prefixes: dict[str, set[str]] = {}
    for book in DOUAY_BOOKS:
        number, _, name = book.rpartition(" ") if book[0].isdigit() else ("", "", book)
        if book[0].isdigit():
            number, name = book.split(" ", 1)
        lower = name.lower()
        for end in range(_MIN_PREFIX, len(lower) + 1):
            key = f"{number} {lower[:end]}".strip()
            prefixes.setdefault(key, set()).add(book)
    names.update({key: next(iter(books)) for key, books in prefixes.items() if len(books) == 1})
    names.update({book.lower(): book for book in DOUAY_BOOKS})
    # Modern English names, where they differ from the Douay ones and do not collide with
    # a Douay name ("1 Kings" here means the Douay book, 1 Samuel).
    for english, douay in BOOKS.values():
        names.setdefault(english.lower(), "Psalms" if douay == "Psalm" else douay)
    names.update(_ALIASES)
    return names


@dataclass(frozen=True, slots=True)
class Reference:
    """A scripture reference: book, chapter and optionally a verse range."""

    book: str
    chapter: int
    first_verse: int | None = None  # None: the whole chapter
    last_verse: int | None = None

    def overlaps(self, other: Reference) -> bool:
        """Same book and chapter, and the verse ranges meet (a whole chapter meets any)."""
        return (self.book, self.chapter) == (other.book, other.chapter) and self.verses_between(other) == 0

    def verses_between(self, other: Reference) -> int:
        """How far apart the two verse ranges are, read as ranges of one chapter: 0 when they
        meet (a whole chapter meets any), 1 when one follows the other."""
        if self.first_verse is None or other.first_verse is None:
            return 0
        return max(0, max(self.first_verse, other.first_verse)
                   - min(self.last_verse or self.first_verse, other.last_verse or other.first_verse))

    def __str__(self) -> str:
        verses = ""
        if self.first_verse is not None:
            verses = f":{self.first_verse}" + (f"-{self.last_verse}" if self.last_verse not in (None, self.first_verse) else "")
        return f"{self.book} {self.chapter}{verses}"


# "1Cor" needs no space, a Roman numeral does ("II Kings", not "is 5" read as "I s 5").
# A verse may follow its chapter after a space alone ("john 3 16", "zephaniah 3 17"), as
# people type it: read as the chapter alone, the whole chapter was quoted. A colon may follow
# the reference ("Haydock on Job 42:5: “...”", as an answer cites), a third number may not.
_NUMBERED = r"(?:(?P<number>[1-4](?=\s*\.?\s*[a-z])|(?:i{1,3}|iv)(?=[\s.]))\s*\.?\s*)?"
_REFERENCE = re.compile(
    r"(?<![\w])" + _NUMBERED
    + r"(?P<name>[a-z][a-z]*(?: of [a-z]+)?)\.?\s*(?P<chapter>\d{1,3})"
    + r"(?:(?:\s*[:.,]\s*|\s+)(?P<first>\d{1,3})(?:\s*[-–]\s*(?P<last>\d{1,3}))?)?(?!\w|:\d)",
    re.IGNORECASE,
)
_ROMAN = {"i": "1", "ii": "2", "iii": "3", "iv": "4"}
_HEADING = re.compile(r"^(?:Haydock on )?(?P<book>.+?) (?P<chapter>\d+)(?::(?P<first>\d+)(?:-(?P<last>\d+))?)?$")


def _fold_char(char: str) -> str:
    if char.isascii():
        return char
    base = unicodedata.normalize("NFKD", char)[:1]
    return base if base.isascii() and base else char


def find_reference(text: str) -> tuple[Reference, tuple[int, int]] | None:
    """The first scripture reference inside ``text`` and where it stands, or None."""
    names = book_names()
    # Accents folded character by character, so that spans still index the original text.
    text = "".join(_fold_char(c) for c in text)
    position = 0
    while (match := _REFERENCE.search(text, position)) is not None:
        # A word and a number that are no reference ("jericho 2") may hold the next one's book
        # number ("jericho 2 kings 2"): the search goes on from that number.
        position = match.start("chapter")
        number = match.group("number")
        number = _ROMAN.get(number.lower(), number) if number else ""
        name = " ".join(match.group("name").lower().split())
        book = names.get(f"{number} {name}".strip())
        start = match.start()
        if book is None and number:  # "I John 3" read as "John 3" after the pronoun I
            book, start = names.get(name), match.start("name")
        if book is None:
            continue
        first, last = match.group("first"), match.group("last")
        reference = Reference(book, int(match.group("chapter")),
                              int(first) if first else None, int(last) if last else (int(first) if first else None))
        return reference, (start, match.end())
    return None


def parse_reference(text: str) -> Reference | None:
    """``text`` read as exactly one reference ("Matthew 5:3", "John 11"), else None."""
    found = find_reference(text.strip())
    if found is None or found[1] != (0, len(text.strip())):
        return None
    return found[0]


@lru_cache(maxsize=65_536)
def parse_heading(heading: str | None) -> Reference | None:
    """A verse-style passage heading as a reference ("Haydock on John 3:5" -> John 3:5)."""
    match = _HEADING.match(heading or "")
    if not match:
        return None
    first, last = match.group("first"), match.group("last")
    return Reference(match.group("book"), int(match.group("chapter")),
                     int(first) if first else None, int(last) if last else (int(first) if first else None))
