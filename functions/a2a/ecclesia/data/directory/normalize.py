"""Text normalisation shared by the index builder and the query side.

Both sides must fold names the same way, so every rule lives here: accents and special
letters are folded to ASCII, honorifics and titles are set aside, ordinals become Roman
numerals, and common other-language forms of names map to one English form.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# Letters NFKD does not decompose into ASCII plus a combining mark.
_TRANSLITERATION = str.maketrans(
    {
        "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE",
        "ß": "ss", "đ": "d", "Đ": "D", "þ": "th", "Þ": "Th", "ð": "d", "ı": "i",
    }
)
_NON_ALNUM = re.compile(r"[^a-z0-9]+")

# Multi-word titles are removed as phrases before tokenising.
_TITLE_PHRASES = (
    "servant of god", "servants of god", "his holiness", "holy father", "pope emeritus",
    "supreme pontiff", "roman pontiff", "most reverend", "his eminence", "his excellency",
    "blessed virgin",  # kept out of names: "Blessed Virgin Mary" is found through "mary"
)
_TITLE_TOKENS = frozenset(
    """
    st sts saint saints sainte saintes san santa santo sao santi sante hl heilige heiliger sw sv svaty
    swiety swieta blessed bl bd beata beato beati bienheureux bienheureuse selige seliger ven venerable
    venerabile pope popes papa pape papst pontiff cardinal cardinale kardinal card cardenal
    archbishop arcivescovo arzobispo archeveque erzbischof abp bishop vescovo obispo eveque bischof bp
    patriarch patriarca metropolitan primate padre father fr fra frei fray don dom mother madre mere
    mutter sister sr brother br msgr mons monsignor monsignore rev reverend revd emeritus emerito
    mar mor abuna
    diocese dioceses archdiocese archdioceses eparchy archeparchy arquidiocesis diocesis archidiocese
    arcidiocesi diocesi erzbistum bistum archidiecezja diecezja arquidiocese archdiocesis dioecesis
    archidioecesis eparquia archieparchy metropolitan roman catholic erzdiozese diozese bisdom aartsbisdom archidiocesi archidiecezja patriarchate patriarcato patriarcado prelature prelatura prelazia vicariate ordinariate exarchate territorial
    """.split()
)
_STOPWORDS = frozenset(
    "of the and de di da del della delle dei degli des du la le les los las von van der den y e et a d l".split()
)
_ORDINAL_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
    "primo": 1, "secondo": 2, "terzo": 3, "quarto": 4, "quinto": 5, "sesto": 6, "settimo": 7,
    "ottavo": 8, "nono": 9, "decimo": 10, "undicesimo": 11, "dodicesimo": 12, "tredicesimo": 13,
    "primero": 1, "segundo": 2, "tercero": 3, "premier": 1, "deuxieme": 2, "douzieme": 12,
}
_TENS_WORDS = {"twenty": 20, "thirty": 30}  # "twenty third" -> 23
# Nicknames written as one token, expanded before anything else ("JP2" -> "john paul ii").
_NICKNAMES = {
    "jp2": "john paul ii", "jpii": "john paul ii", "jp1": "john paul i", "jpi": "john paul i",
    "b16": "benedict xvi", "bxvi": "benedict xvi", "jp": "john paul",
}
_ORDINAL_SUFFIX = re.compile(r"^(\d{1,2})(st|nd|rd|th|o|a|e|er|eme)?$")

# Other-language forms of names that people use for popes and saints -> the English form
# our records use. Applied to both records and queries, as an extra variant.
_NAME_FORMS: dict[str, tuple[str, ...]] = {
    "francis": ("francesco", "francisco", "francois", "franziskus", "franciscus", "franciszek", "francesc", "franjo"),
    "benedict": ("benedetto", "benedicto", "benoit", "benedikt", "benedictus", "benedykt", "bento"),
    "john": ("giovanni", "juan", "jean", "johannes", "ioannes", "joao", "jan", "johann", "ivan"),
    "paul": ("paolo", "pablo", "paulus", "paulo", "pawel", "pavel"),
    "leo": ("leone", "leon", "leao", "lew"),
    "pius": ("pio", "pie", "piusz"),
    "gregory": ("gregorio", "gregoire", "gregor", "gregorius", "grzegorz"),
    "clement": ("clemente", "clemens", "klemens"),
    "innocent": ("innocenzo", "inocencio", "innozenz", "innocentius"),
    "urban": ("urbano", "urbain", "urbanus"),
    "alexander": ("alessandro", "alejandro", "alexandre", "aleksander"),
    "sixtus": ("sisto", "sixto", "sixte", "xystus"),
    "boniface": ("bonifacio", "bonifatius", "bonifacius"),
    "stephen": ("stefano", "esteban", "etienne", "stephan", "stephanus", "stefan"),
    "adrian": ("adriano", "adrien", "hadrian", "hadrianus"),
    "martin": ("martino", "martinus", "marcin"),
    "nicholas": ("niccolo", "nicola", "nicolas", "nikolaus", "nicolaus", "mikolaj"),
    "celestine": ("celestino", "celestin", "coelestinus", "caelestinus"),
    "callixtus": ("callisto", "calixto", "calixte", "callistus", "calixtus", "callixte"),
    "eugene": ("eugenio", "eugen", "eugenius"),
    "julius": ("giulio", "julio", "jules", "juliusz"),
    "peter": ("pietro", "pedro", "pierre", "petrus", "piotr"),
    "joseph": ("giuseppe", "jose", "josef", "josep", "jozef"),
    "catherine": ("caterina", "catalina", "katharina", "katarzyna", "catarina"),
    "anthony": ("antonio", "antoine", "antonius", "antoni"),
    "augustine": ("agostino", "agustin", "augustin", "augustinus", "agostinho"),
    "ignatius": ("ignazio", "ignacio", "ignace", "inigo"),
    "andrew": ("andrea", "andres", "andre", "andreas", "andrzej"),
    "thomas": ("tommaso", "tomas", "tomasz"),
    "jerome": ("girolamo", "jeronimo", "hieronymus"),
    "dominic": ("domenico", "domingo", "dominique", "dominikus"),
    "mary": ("maria", "marie", "maryja"),
    "lawrence": ("lorenzo", "laurentius", "laurent", "lourenco", "wawrzyniec", "lorenz"),
    "elizabeth": ("elisabetta", "isabel", "elisabeth", "elzbieta", "elisabete"),
    "teresa": ("theresa", "terese", "teresia", "teresinha"),
    "vincent": ("vincenzo", "vicente", "vincenzo", "vinzenz", "wincenty"),
    "charles": ("carlo", "carlos", "karl", "karol", "carolus"),
    "philip": ("filippo", "felipe", "philippe", "filip"),
    "james": ("giacomo", "diego", "jacques", "jakob", "jakub", "iacobus", "tiago"),
    "michael": ("michele", "miguel", "michel", "michal"),
    "bernard": ("bernardo", "bernhard"),
    "clare": ("chiara", "clara", "claire", "klara"),
    "cologne": ("koln", "colonia"),
    "milan": ("milano",),
    "rome": ("roma", "rom"),
    "munich": ("munchen",),
    "vienna": ("wien", "vienne", "viena"),
    "warsaw": ("warszawa", "varsovia", "varsovie"),
    "lisbon": ("lisboa", "lisbonne"),
    "florence": ("firenze", "florencia"),
    "naples": ("napoli", "napoles"),
    "venice": ("venezia", "venecia", "venise"),
    "turin": ("torino",),
    "genoa": ("genova",),
    "prague": ("praha", "prag"),
    "brussels": ("bruxelles", "brussel"),
    "seville": ("sevilla",),
    "geneva": ("geneve", "genf", "ginevra"),
    "strasbourg": ("strassburg",),
    "trier": ("treves", "treveri"),
    "bombay": ("mumbai",),
    "calcutta": ("kolkata",),
    "krakow": ("cracow", "cracovia", "cracovie"),
    "mexico": ("ciudad de mexico",),
}
NAME_FORM_TO_ENGLISH: dict[str, str] = {
    form: english for english, forms in _NAME_FORMS.items() for form in forms if " " not in form
}

_ROMAN = (
    (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
    (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
)
_ROMAN_TOKEN = re.compile(r"^(x{0,3})(ix|iv|v?i{0,3})$")


def to_roman(number: int) -> str:
    """``number`` in Roman numerals."""
    out = []
    for value, letters in _ROMAN:
        while number >= value:
            out.append(letters)
            number -= value
    return "".join(out)


def roman_to_int(token: str) -> int | None:
    """The value of a lower-case Roman numeral up to 39 (enough for regnal numbers)."""
    if not token or not _ROMAN_TOKEN.match(token):
        return None
    total, previous = 0, 0
    values = {"i": 1, "v": 5, "x": 10}
    for letter in reversed(token):
        value = values[letter]
        total = total - value if value < previous else total + value
        previous = max(previous, value)
    return total or None


def fold(text: str) -> str:
    """Lower-case ASCII words separated by single spaces ("Thérèse" -> "therese")."""
    text = text.translate(_TRANSLITERATION)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    return _NON_ALNUM.sub(" ", text).strip()


def _ordinal_token(token: str) -> str:
    if token in _ORDINAL_WORDS:
        return to_roman(_ORDINAL_WORDS[token])
    match = _ORDINAL_SUFFIX.match(token)
    if match and 0 < int(match.group(1)) < 40:
        return to_roman(int(match.group(1)))
    return token


@dataclass(frozen=True, slots=True)
class FoldedName:
    """One name in the forms the index and the matcher compare."""

    full: str  # folded, titles kept: "padre pio"
    core: tuple[str, ...]  # titles and stopwords removed, ordinals Roman: ("pio",)
    english: tuple[str, ...]  # core with other-language name forms in English: ("pius",)
    titles: frozenset[str]  # the title tokens that were removed: {"padre"}


def _expand_words(folded: str) -> str:
    """Nicknames and compound ordinal words ("twenty third") become plain tokens."""
    words: list[str] = []
    for word in folded.split():
        word = _NICKNAMES.get(word, word)
        if words and words[-1] in _TENS_WORDS and word in _ORDINAL_WORDS and _ORDINAL_WORDS[word] < 10:
            words[-1] = str(_TENS_WORDS[words[-1]] + _ORDINAL_WORDS[word])
            continue
        words.append(word)
    return " ".join(words)


def analyse(text: str) -> FoldedName:
    """The folded name, its words with nicknames and titles resolved, for matching."""
    folded = _expand_words(fold(text))
    stripped = f" {folded} "
    for phrase in _TITLE_PHRASES:
        stripped = stripped.replace(f" {phrase} ", " ")
    titles = set()
    core: list[str] = []
    words = stripped.split()
    for position, raw in enumerate(words):
        if raw in _TITLE_TOKENS:
            titles.add(raw)
            continue
        if raw in _STOPWORDS and position != len(words) - 1:
            continue  # a last word is a name ("Mary Du", "Agnes Le"), not a particle
        token = _ordinal_token(raw)
        if token not in core:
            core.append(token)
    english: list[str] = []
    for token in core:
        mapped = NAME_FORM_TO_ENGLISH.get(token, token)
        if mapped not in english:
            english.append(mapped)
    return FoldedName(folded, tuple(core), tuple(english), frozenset(titles))


def slugify(text: str) -> str:
    """``text`` folded, with hyphens for spaces."""
    return fold(text).replace(" ", "-")
