"""Places named in a date query pick a calendar: "next Sunday in Brazil", "Ascension 2026 in
Boston", "domingo que viene en México", "bukas sa Pilipinas".

Countries in English and in their own languages, and cities that decide a calendar: the seat of
an ecclesiastical province that keeps its own options (Boston keeps the Ascension on Thursday),
or a large city whose country is then meant ("Manila", "São Paulo"). A place whose calendar is
not in the data is ignored (the query is read without it) so no calendar is invented.
"""

from __future__ import annotations

import re
from functools import cache

# calendar id -> names (folded: lowercase, no accents). Cities come after countries.
PLACES: dict[str, tuple[str, ...]] = {
    "united_states": ("stanach zjednoczonych", "united states", "the united states", "united states of america", "usa", "us", "u s", "u s a", "america",
                      "the us", "the usa", "estados unidos", "etats-unis", "etats unis", "stati uniti", "vereinigte staaten",
                      "stany zjednoczone", "amerika", "los angeles", "chicago", "houston", "miami", "san antonio", "washington",
                      "seattle", "denver", "detroit", "st louis", "new orleans", "san francisco", "dallas", "atlanta", "baltimore"),
    "united_states__boston": ("boston", "massachusetts", "province of boston", "archdiocese of boston"),
    "united_states__hartford": ("hartford", "connecticut", "province of hartford", "rhode island"),
    "united_states__new_york": ("new york", "new york city", "nyc", "brooklyn", "manhattan", "province of new york", "rochester", "buffalo"),
    "united_states__newark": ("newark", "new jersey", "province of newark", "trenton", "camden", "paterson"),
    "united_states__philadelphia": ("philadelphia", "philly", "pennsylvania", "pittsburgh", "province of philadelphia"),
    "united_states__omaha": ("omaha", "nebraska", "lincoln nebraska", "province of omaha"),
    "canada": ("canada", "canadá", "kanada", "toronto", "montreal", "montréal", "vancouver", "ottawa", "quebec", "québec"),
    "england": ("anglii", "england", "inglaterra", "angleterre", "inghilterra", "anglia", "london", "londres", "londra", "birmingham",
                "liverpool", "manchester", "westminster"),
    "wales": ("wales", "gales", "pays de galles", "galles", "walia", "cardiff", "cymru"),
    "scotland": ("scotland", "escocia", "ecosse", "scozia", "schottland", "szkocja", "glasgow", "edinburgh"),
    "ireland": ("irlandii", "ireland", "irlanda", "irlande", "irland", "irlandia", "dublin", "eire", "cork"),
    "australia": ("australia", "australie", "australien", "sydney", "melbourne", "brisbane", "perth", "adelaide"),
    "new_zealand": ("new zealand", "nueva zelanda", "nouvelle-zelande", "nuova zelanda", "neuseeland", "nowa zelandia",
                    "aotearoa", "auckland", "wellington", "christchurch"),
    "philippines": ("filipinach", "philippines", "the philippines", "pilipinas", "filipinas", "filippine", "philippinen", "filipiny",
                    "manila", "maynila", "cebu", "quezon city", "davao"),
    "brazil": ("brazylii", "brazil", "brasil", "bresil", "brasile", "brasilien", "brazylia", "sao paulo", "rio de janeiro",
               "brasilia", "belo horizonte"),
    "mexico": ("meksyku", "mexico", "méxico", "mexique", "messico", "mexiko", "meksyk", "ciudad de mexico", "cdmx", "mexico city",
               "guadalajara", "monterrey", "puebla"),
    "argentina": ("argentina", "argentine", "argentinien", "argentyna", "buenos aires", "cordoba argentina"),
    "colombia": ("colombia", "colombie", "kolumbien", "kolumbia", "bogota", "medellin", "cali"),
    "peru": ("peru", "perou", "perù", "lima", "cusco", "arequipa"),
    "venezuela": ("venezuela", "wenezuela", "caracas", "maracaibo"),
    "chile": ("chile", "chili", "cile", "santiago de chile", "valparaiso"),
    "bolivia": ("bolivia", "bolivie", "boliwia", "la paz", "santa cruz de la sierra"),
    "paraguay": ("paraguay", "paragwaj", "asuncion"),
    "uruguay": ("uruguay", "urugwaj", "montevideo"),
    "guatemala": ("guatemala", "gwatemala"),
    "costa_rica": ("costa rica", "kostaryka", "san jose costa rica"),
    "panama": ("panama", "panamá"),
    "puerto_rico": ("puerto rico", "porto rico", "portoryko", "san juan puerto rico"),
    "italy": ("wloszech", "italy", "italia", "italie", "italien", "wlochy", "rome", "roma", "milan", "milano", "naples", "napoli",
              "turin", "torino", "florence", "firenze", "venice", "venezia"),
    "france": ("francji", "france", "francia", "frankreich", "francja", "frança", "paris", "lyon", "marseille", "toulouse"),
    "spain": ("hiszpanii", "spain", "espana", "espagne", "spagna", "spanien", "hiszpania", "madrid", "barcelona", "sevilla", "seville", "valencia"),
    "portugal": ("portugal", "portogallo", "portugalia", "lisbon", "lisboa", "porto"),
    "poland": ("polsce", "poland", "polska", "polonia", "pologne", "polen", "warsaw", "warszawa", "krakow", "cracow"),
    "germany": ("niemczech", "germany", "deutschland", "alemania", "allemagne", "germania", "niemcy", "alemanha", "berlin", "munich",
                "munchen", "cologne", "koln", "hamburg"),
    "austria": ("austria", "osterreich", "autriche", "vienna", "wien"),
    "switzerland": ("switzerland", "schweiz", "suisse", "svizzera", "suiza", "szwajcaria", "zurich", "geneva", "geneve"),
    "belgium": ("belgium", "belgique", "belgie", "belgien", "belgica", "belgia", "brussels", "bruxelles"),
    "netherlands": ("netherlands", "the netherlands", "holland", "nederland", "paises bajos", "pays-bas", "paesi bassi",
                    "niederlande", "holandia", "amsterdam", "utrecht"),
    "malta": ("malta", "malte", "valletta"),
    "hungary": ("hungary", "magyarorszag", "hungria", "hongrie", "ungheria", "ungarn", "wegry", "budapest"),
    "slovakia": ("slovakia", "slovensko", "eslovaquia", "slovaquie", "slowakei", "slowacja", "bratislava"),
    "czech_republic": ("czech republic", "czechia", "cesko", "republica checa", "tchequie", "cechia", "tschechien", "czechy", "prague", "praha"),
    "croatia": ("croatia", "hrvatska", "croacia", "croatie", "croazia", "kroatien", "chorwacja", "zagreb"),
    "lithuania": ("lithuania", "lietuva", "lituania", "lituanie", "litauen", "litwa", "vilnius"),
    "india": ("india", "inde", "indien", "indie", "bharat", "mumbai", "bombay", "delhi", "new delhi", "goa", "kerala", "bangalore", "chennai"),
    "vietnam": ("vietnam", "viet nam", "hanoi", "ho chi minh city", "saigon"),
    "sri_lanka": ("sri lanka", "colombo"),
    "japan": ("japan", "japon", "giappone", "japonia", "tokyo", "nagasaki"),
    "ukraine": ("ukraine", "ucrania", "ucraina", "ukraina", "kyiv", "kiev", "lviv"),
    "slovenia": ("slovenia", "slovenija", "eslovenia", "slovenie", "slowenien", "slowenia", "ljubljana"),
    "romania": ("romania", "rumania", "roumanie", "rumanien", "rumunia", "bucharest"),
    "greece": ("greece", "hellas", "ellada", "grecia", "grece", "griechenland", "grecja", "athens", "athina", "atene", "atenas",
               "thessaloniki", "salonica", "syros", "corfu"),
    "lebanon": ("lebanon", "liban", "libano", "beirut"),
    "nigeria": ("nigeria", "lagos", "abuja"),
    "democratic_republic_of_the_congo": ("dr congo", "drc", "democratic republic of the congo", "congo kinshasa", "rdc", "kinshasa"),
}
# Words that introduce a place. Not "de", "of", "da": "Santa Rosa de Lima", "Our Lady of Fátima"
# name saints, not the calendar of Lima or Portugal.
_LEAD = r"(?:in|en|em|no|na|nos|nas|nel|nella|in der|im|w|we|sa|for|para|pour|per|fur|au|aux|in the|for the|the|calendar for)"


@cache
def _table() -> tuple[tuple[str, str], ...]:
    """(folded name, calendar) for every place, longest names first."""
    from .dates import _fold

    pairs = {(_fold(name), calendar) for calendar, names in PLACES.items() for name in names}
    return tuple(sorted(pairs, key=lambda pair: -len(pair[0])))


@cache
def _pattern(name: str) -> re.Pattern:
    return re.compile(rf"(?:^|\s){_LEAD}\s+{re.escape(name)}(?:\s+calendar)?(?=$|\s|[,?!])|"
                      rf"(?:^|\s){re.escape(name)}\s+calendar(?=$|\s)|^{re.escape(name)}(?:\s*[,:]|\s+(?=\S))")


def find_place(text: str) -> tuple[str, str | None, str | None]:
    """(the folded query without the place, the calendar it names or None, and the place's
    calendar id when that calendar is not held - the caller says so rather than guess)."""
    from .data import calendar_ids

    known = set(calendar_ids())
    padded = f" {text} "
    for name, calendar in _table():
        if f" {name} " not in padded and f" {name}," not in padded:
            continue  # cheap test first: most queries name no place
        match = _pattern(name).search(text)
        if match and (len(name) > 2 or match.group(0).strip().split(" ")[0] in ("in", "the", "en") or "calendar" in match.group(0)):
            rest = re.sub(r"\s+", " ", (text[: match.start()] + " " + text[match.end():]).strip(" ,:"))
            if calendar not in known:
                return rest, None, calendar
            return rest, calendar, None
    return text, None, None
