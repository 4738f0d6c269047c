"""Bible book names: lectionary abbreviations, English names and Douay-Rheims names.

Books are identified by their USX code (``GEN``, ``1SA``, ``PSA``...), the keys of the
Douay-Rheims verse store. The Douay-Rheims names several books differently from modern
English Bibles: its 1-4 Kings are 1-2 Samuel and 1-2 Kings, Paralipomenon is Chronicles,
1-2 Esdras are Ezra and Nehemiah, Apocalypse is Revelation, and so on. "1 Kings" is thus
ambiguous; the lectionary (our citation source) always means the modern book, so the
Douay reading applies only when a caller asks for it (``douay=True``).
"""

from __future__ import annotations

import re

# code -> (English name used when reading aloud, Douay-Rheims name)
BOOKS: dict[str, tuple[str, str]] = {
    "GEN": ("Genesis", "Genesis"),
    "EXO": ("Exodus", "Exodus"),
    "LEV": ("Leviticus", "Leviticus"),
    "NUM": ("Numbers", "Numbers"),
    "DEU": ("Deuteronomy", "Deuteronomy"),
    "JOS": ("Joshua", "Josue"),
    "JDG": ("Judges", "Judges"),
    "RUT": ("Ruth", "Ruth"),
    "1SA": ("1 Samuel", "1 Kings"),
    "2SA": ("2 Samuel", "2 Kings"),
    "1KI": ("1 Kings", "3 Kings"),
    "2KI": ("2 Kings", "4 Kings"),
    "1CH": ("1 Chronicles", "1 Paralipomenon"),
    "2CH": ("2 Chronicles", "2 Paralipomenon"),
    "EZR": ("Ezra", "1 Esdras"),
    "NEH": ("Nehemiah", "2 Esdras"),
    "TOB": ("Tobit", "Tobias"),
    "JDT": ("Judith", "Judith"),
    "EST": ("Esther", "Esther"),
    "1MA": ("1 Maccabees", "1 Machabees"),
    "2MA": ("2 Maccabees", "2 Machabees"),
    "JOB": ("Job", "Job"),
    "PSA": ("Psalm", "Psalm"),
    "PRO": ("Proverbs", "Proverbs"),
    "ECC": ("Ecclesiastes", "Ecclesiastes"),
    "SNG": ("Song of Songs", "Canticle of Canticles"),
    "WIS": ("Wisdom", "Wisdom"),
    "SIR": ("Sirach", "Ecclesiasticus"),
    "ISA": ("Isaiah", "Isaias"),
    "JER": ("Jeremiah", "Jeremias"),
    "LAM": ("Lamentations", "Lamentations"),
    "BAR": ("Baruch", "Baruch"),
    "EZK": ("Ezekiel", "Ezechiel"),
    "DAN": ("Daniel", "Daniel"),
    "HOS": ("Hosea", "Osee"),
    "JOL": ("Joel", "Joel"),
    "AMO": ("Amos", "Amos"),
    "OBA": ("Obadiah", "Abdias"),
    "JON": ("Jonah", "Jonas"),
    "MIC": ("Micah", "Micheas"),
    "NAM": ("Nahum", "Nahum"),
    "HAB": ("Habakkuk", "Habacuc"),
    "ZEP": ("Zephaniah", "Sophonias"),
    "HAG": ("Haggai", "Aggeus"),
    "ZEC": ("Zechariah", "Zacharias"),
    "MAL": ("Malachi", "Malachias"),
    "MAT": ("Matthew", "Matthew"),
    "MRK": ("Mark", "Mark"),
    "LUK": ("Luke", "Luke"),
    "JHN": ("John", "John"),
    "ACT": ("Acts", "Acts"),
    "ROM": ("Romans", "Romans"),
    "1CO": ("1 Corinthians", "1 Corinthians"),
    "2CO": ("2 Corinthians", "2 Corinthians"),
    "GAL": ("Galatians", "Galatians"),
    "EPH": ("Ephesians", "Ephesians"),
    "PHP": ("Philippians", "Philippians"),
    "COL": ("Colossians", "Colossians"),
    "1TH": ("1 Thessalonians", "1 Thessalonians"),
    "2TH": ("2 Thessalonians", "2 Thessalonians"),
    "1TI": ("1 Timothy", "1 Timothy"),
    "2TI": ("2 Timothy", "2 Timothy"),
    "TIT": ("Titus", "Titus"),
    "PHM": ("Philemon", "Philemon"),
    "HEB": ("Hebrews", "Hebrews"),
    "JAS": ("James", "James"),
    "1PE": ("1 Peter", "1 Peter"),
    "2PE": ("2 Peter", "2 Peter"),
    "1JN": ("1 John", "1 John"),
    "2JN": ("2 John", "2 John"),
    "3JN": ("3 John", "3 John"),
    "JUD": ("Jude", "Jude"),
    "REV": ("Revelation", "Apocalypse"),
}

# Books of one chapter: a citation may give verses only ("Phlm 9-10, 12-17").
SINGLE_CHAPTER = frozenset({"OBA", "PHM", "2JN", "3JN", "JUD"})

# Abbreviations and alternative names (modern meaning), lower case, no dots.
_ALIASES: dict[str, str] = {
    "gn": "GEN", "gen": "GEN",
    "ex": "EXO", "exod": "EXO", "exo": "EXO",
    "lv": "LEV", "lev": "LEV",
    "nm": "NUM", "num": "NUM",
    "dt": "DEU", "deut": "DEU", "deu": "DEU",
    "jos": "JOS", "josh": "JOS",
    "jgs": "JDG", "judg": "JDG", "jdg": "JDG",
    "ru": "RUT", "rut": "RUT",
    "1 sm": "1SA", "1 sam": "1SA", "2 sm": "2SA", "2 sam": "2SA",
    "1 kgs": "1KI", "1 kg": "1KI", "2 kgs": "2KI", "2 kg": "2KI",
    "1 chr": "1CH", "1 chron": "1CH", "2 chr": "2CH", "2 chron": "2CH",
    "ezr": "EZR", "neh": "NEH",
    "tb": "TOB", "tob": "TOB",
    "jdt": "JDT", "est": "EST", "esth": "EST",
    "1 mc": "1MA", "1 macc": "1MA", "2 mc": "2MA", "2 macc": "2MA",
    "jb": "JOB",
    "ps": "PSA", "pss": "PSA", "psalms": "PSA", "psa": "PSA",
    "prv": "PRO", "prov": "PRO", "pro": "PRO",
    "eccl": "ECC", "qoh": "ECC", "ecc": "ECC", "qoheleth": "ECC",
    "sg": "SNG", "cant": "SNG", "ct": "SNG", "song": "SNG", "song of solomon": "SNG", "canticles": "SNG",
    "wis": "WIS", "sir": "SIR",
    "is": "ISA", "isa": "ISA",
    "jer": "JER", "lam": "LAM", "bar": "BAR",
    "ez": "EZK", "ezek": "EZK", "ezk": "EZK",
    "dn": "DAN", "dan": "DAN",
    "hos": "HOS", "jl": "JOL", "joel": "JOL",
    "am": "AMO", "amos": "AMO",
    "ob": "OBA", "obad": "OBA",
    "jon": "JON", "jonah": "JON",
    "mi": "MIC", "mic": "MIC",
    "na": "NAM", "nah": "NAM",
    "hb": "HAB", "hab": "HAB",
    "zep": "ZEP", "zeph": "ZEP",
    "hg": "HAG", "hag": "HAG",
    "zec": "ZEC", "zech": "ZEC",
    "mal": "MAL",
    "mt": "MAT", "matt": "MAT", "mat": "MAT",
    "mk": "MRK", "mark": "MRK", "mrk": "MRK",
    "lk": "LUK", "luke": "LUK", "luk": "LUK",
    "jn": "JHN", "john": "JHN", "jhn": "JHN",
    "acts": "ACT", "act": "ACT",
    "rom": "ROM", "rm": "ROM",
    "1 cor": "1CO", "2 cor": "2CO",
    "gal": "GAL", "eph": "EPH",
    "phil": "PHP", "php": "PHP",
    "col": "COL",
    "1 thes": "1TH", "1 thess": "1TH", "2 thes": "2TH", "2 thess": "2TH",
    "1 tm": "1TI", "1 tim": "1TI", "2 tm": "2TI", "2 tim": "2TI",
    "ti": "TIT", "tit": "TIT", "titus": "TIT",
    "phlm": "PHM", "phm": "PHM",
    "heb": "HEB",
    "jas": "JAS", "jam": "JAS",
    "1 pt": "1PE", "1 pet": "1PE", "2 pt": "2PE", "2 pet": "2PE",
    "1 jn": "1JN", "2 jn": "2JN", "3 jn": "3JN",
    "jude": "JUD", "jud": "JUD",
    "rv": "REV", "rev": "REV", "revelation": "REV", "revelations": "REV",
}

# Douay names that mean a different book than the same words in a modern Bible.
_DOUAY_ONLY: dict[str, str] = {
    "1 kings": "1SA", "2 kings": "2SA", "3 kings": "1KI", "4 kings": "2KI",
    "1 kgs": "1SA", "2 kgs": "2SA", "3 kgs": "1KI", "4 kgs": "2KI",
    "1 esdras": "EZR", "2 esdras": "NEH",
}


def _normalise(name: str) -> str:
    text = name.lower().replace(".", " ").strip()
    text = re.sub(r"^(i{1,3}|iv)\s+", lambda m: f"{len(m.group(1)) if m.group(1) != 'iv' else 4} ", text)
    text = re.sub(r"^(\d)\s*", r"\1 ", text)  # "1Cor" -> "1 cor"
    text = re.sub(r"\s+", " ", text)
    for prefix in ("the book of ", "book of ", "the ", "saint ", "st "):
        if text.startswith(prefix):
            text = text[len(prefix):]
    return text.strip()


def _build_index() -> dict[str, str]:
    index = dict(_ALIASES)
    for code, (english, douay) in BOOKS.items():
        index.setdefault(_normalise(english), code)
        index.setdefault(_normalise(douay), code)
        index.setdefault(code.lower(), code)
    # Douay names that are unambiguous (Paralipomenon, Apocalypse, Osee...) are in the
    # index through BOOKS; these keep their modern meaning unless douay=True.
    index["1 kings"], index["2 kings"] = "1KI", "2KI"
    index["3 kings"], index["4 kings"] = "1KI", "2KI"
    index["1 paralipomenon"], index["2 paralipomenon"] = "1CH", "2CH"
    index["gospel of matthew"], index["gospel of mark"] = "MAT", "MRK"
    index["gospel of luke"], index["gospel of john"] = "LUK", "JHN"
    return index


_INDEX = _build_index()


def book_code(name: str, *, douay: bool = False) -> str | None:
    """The USX code of a book name or abbreviation, or None when unknown."""
    key = _normalise(name)
    if douay and key in _DOUAY_ONLY:
        return _DOUAY_ONLY[key]
    return _INDEX.get(key)


def english_name(code: str) -> str:
    """The English name of book ``code``."""
    return BOOKS[code][0]


def douay_name(code: str) -> str:
    """The Douay-Rheims name of book ``code``."""
    return BOOKS[code][1]
