"""Cheap language detection for questions: scripts first, then common function words.

Questions are short, so statistical detectors add weight without much accuracy. Non-Latin
scripts identify most languages outright; for Latin-script text the language whose most
frequent short words occur most often wins. Unknown or tied text counts as English, the
knowledge base's main language.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from ecclesia.data.documents.words import fold

DEFAULT_LANGUAGE = "en"

# Languages with a public-domain Bible in the bundle beside the Douay-Rheims
# (ecclesia.data.bible.parallel.LANGUAGES, named here so that the answering code tests a
# question's language without importing that module, which loads only for these languages).
PARALLEL_BIBLE_LANGUAGES = ("pt", "la")
# Languages whose questions' quoted verses are looked up in a Bible of their own language: the
# parallel ones, and English, Spanish, French, Italian, German and Tagalog, whose Bibles
# (parallel.FINDER_LANGUAGES) only find, never quote. The last four's Bibles are old (1649 to
# 1910): a question they find no quote in is still read for the verse it retells in English.
OLD_BIBLE_LANGUAGES = ("fr", "it", "de", "tl")
QUOTED_VERSE_LANGUAGES = PARALLEL_BIBLE_LANGUAGES + ("en", "es") + OLD_BIBLE_LANGUAGES

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English", "es": "Spanish", "fr": "French", "it": "Italian", "de": "German",
    "pt": "Portuguese", "pl": "Polish", "nl": "Dutch", "la": "Latin", "ru": "Russian",
    "uk": "Ukrainian", "el": "Greek", "ar": "Arabic", "he": "Hebrew", "zh": "Chinese",
    "ja": "Japanese", "ko": "Korean", "hi": "Hindi", "vi": "Vietnamese", "tl": "Tagalog",
}

_FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset("the is are was what who why how does do did of and to in for with about "
                    "which when where can church should his her it this that over into from by after "
                    "before has have had were been they them their she we you your my our".split()),
    "es": frozenset("el la los las es son qué que quién por cómo cuál dónde del de y en una un "
                    "para con sobre se lo iglesia según cuándo él ella ellos sus yo hay hace dijo cuenta quiere puede "
                    "debe pasó hizo tenía donde pero otro también".split()),
    "fr": frozenset("le la les est sont qu que qui pourquoi comment quel quelle des du de et "
                    "en une un pour avec sur ce dans église selon au aux elle elles ils sa ses cette ces leur nous vous "
                    "je pas dit fait raconte veut peut doit était avait par où combien quoi aussi très".split()),
    "it": frozenset("il lo la gli le è sono che cosa chi perché come quale dove del della di e "
                    "in una un per con sulla chiesa secondo nel sulle sul sui sugli nella nelle negli "
                    "dei delle degli alla alle dalla questo questa quello lui lei loro suo noi io fa racconta vuole "
                    "può successo fatto".split()),
    "de": frozenset("der die das ist sind was wer warum wie welche wo des dem den und in ein "
                    "eine für mit über kirche nach nicht auch hat wurde ich sie wir von zu bei aus darf kann soll "
                    "muss sich auf noch nur dass oder aber wenn wann".split()),
    "pt": frozenset("o a os as é são que quem porque como qual onde do da de e em uma um para "
                    "com sobre igreja segundo no na ele ela eles não seu nós eu há faz quer pode foi aconteceu".split()),
    "pl": frozenset("jest są co kto dlaczego jak który gdzie i w na z do o się czy kościół "
                    "według nie to".split()),
    "nl": frozenset("de het een is zijn wat wie waarom hoe welke waar van en in voor met over "
                    "kerk niet".split()),
    "la": frozenset("est sunt quid quis cur quomodo et in ad cum de ecclesia non quae qui "
                    "sed ut enim quo ubi hoc haec quod eius autem nobis vobis quare sibi vult ita".split()),
    "vi": frozenset("là gì ai tại sao như thế nào của và trong cho với giáo hội không".split()),
    "tl": frozenset("ang ng mga ano sino bakit paano sa at ay si simbahan ba ko mo ako ito hindi po naman lang "
                    "kung nga siya niya kay ni dahil tungkol ayon saan kailan namin natin nila iyon dito doon "
                    "wala".split()),
}

# Words of each language that carry no subject of a question: articles, pronouns,
# prepositions, conjunctions, question words, auxiliaries and the verbs of asking ("dice",
# "raconte", "sinabi"), and the common verbs of believing, teaching and happening, numbers and
# the commonest adjectives ("creen", "dieci", "tunay"). Facts of the languages, written by the team; with the detection words
# above, they separate a question's content words from its grammar (``stop_words``).
_STOP_WORDS: dict[str, frozenset[str]] = {
    "es": frozenset("al algo alguien como con contra cual cuales cuando cuanto cuantos cuanta cuantas de del "
                    "desde donde el ella ellos en entre era es esa ese eso esta este esto fue ha han hay "
                    "hace hacer la las le les lo los mas me mi muy nada ni no nos o otra otro para pero "
                    "por porque puede pueden puedo que quien quienes se ser si sin sobre son su sus tambien "
                    "te tiene tienen todo todos tu un una unos unas y ya yo dice dicen dijo dijeron ensena "
                    "ensenan cuenta explica significa segun acerca iglesia catolica catolico catolicos "
                    "postura opinion biblia "
                    "creer cree creen creemos crees creia enseno ensenaron dijo decir paso pasa sucedio ocurrio "
                    "hizo hicieron hace dia dias vez veces uno dos tres cuatro cinco seis siete ocho nueve diez "
                    "doce cien mil primero primera verdadero verdadera real bueno buena buen santo santa "
                    "catolicos "
                    "nosotros nosotras vosotros ustedes usted somos soy eres sois nuestro nuestra nuestros nuestras "
                    "mismo misma "
                    # "Could": the lexicon's "poder" is the noun, power, and these forms shared its stem.
                    "pudo pudieron podia podian podria podrian pudiera".split()),
    "it": frozenset("a al alla alle allo ai agli che chi ci come con cosa cui da dal dalla dei del della "
                    "delle dello degli di dove e era gli ha hanno ho i il in io la le lo loro ma mi ne "
                    "nei nel nella non o per perche piu puo possono quale quali quando quanto questa "
                    "questo se si sono su sua sue sul sulla sullo sui sugli suo suoi tra tu un una uno "
                    "vi dice dicono disse insegna insegnano racconta spiega significa secondo fare fa "
                    "essere chiesa cattolica cattolico cattolici posizione bibbia "
                    "credere crede credono credi insegnato insegno detto successo accaduto fatto giorno giorni "
                    "volta volte uno due tre quattro cinque sei sette otto nove dieci dodici cento mille primo "
                    "prima vero vera reale buono buona santo santa nell sull dell all dall coll cattolici "
                    "noi voi siamo siete nostro nostra nostri nostre vostro vostra stesso stessa "
                    "allora poi quindi potuto poteva potevano potrebbe potrebbero pote".split()),
    "fr": frozenset("a au aux avec ce ces cette comme comment dans de des du elle en est et il ils je la "
                    "le les leur lui ma mais me mes mon ne ni nous on ou par pas peut peuvent pour pourquoi "
                    "qu que quel quelle quels quelles qui quoi sa se selon ses son sont sur ta te tes "
                    "toi ton tu un une vous y dit disent raconte explique enseigne signifie faire fait "
                    "etre eglise catholique catholiques position bible combien "
                    "croire croit croient crois enseigne enseigna enseigner dire arrive arrivee passe jour "
                    "jours fois deux trois quatre cinq six sept huit neuf dix douze cent mille premier premiere "
                    "vrai vraie reel reelle bon bonne saint sainte "
                    "sommes suis es etes notre nos votre vos meme "
                    # Conjunctions: unknown to the corpus and the lexicon, "quand" weighed as a
                    # question's rarest word ("quand moïse a vu le buisson ardent" was declined).
                    "quand lorsque alors puis donc parce ensuite "
                    # "Could", read as "pouvoir", the noun power (as the Spanish forms above).
                    "pouvait pouvaient pourrait pourraient".split()),
    "pt": frozenset("a ao aos as com como da das de do dos e ela ele eles em era esta este isso isto foi "
                    "ha na nas no nos nao o os ou para pela pelo pode podem por porque qual quais quando sem "
                    "quanto que quem se ser seu sua seus suas sobre sao tem um uma uns umas diz dizem "
                    "disse ensina ensinam conta explica significa segundo fazer igreja catolica catolico "
                    "catolicos posicao biblia "
                    "crer cre creem acreditar acredita acreditam ensinou ensinar disse dizer aconteceu fez dia "
                    "dias vez vezes dois tres quatro cinco seis sete oito nove dez doze cem mil primeiro "
                    "primeira verdadeiro verdadeira real bom boa santo santa catolicos "
                    "somos sou es nosso nossa nossos nossas mesmo mesma entao pois logo "
                    "podia podiam poderia puderam".split()),
    "de": frozenset("der die das den dem des ein eine einer einem einen und oder aber ist sind war waren "
                    "hat haben wird werden was wer wie warum welche welcher welches wo wann im in am an "
                    "auf aus bei mit nach von vom zu zum zur uber fur durch gegen ohne um es er sie man "
                    "ich wir ihr nicht auch noch nur so sagt sagen sagte lehrt lehren erzahlt erklart "
                    "bedeutet darf durfen kann konnen soll muss per kirche katholische katholisch bibel "
                    "ablegen machen "
                    "glauben glaubt glaube lehrte gesagt geschah passiert tat tag tage mal eins zwei drei vier "
                    "funf sechs sieben acht neun zehn zwolf hundert tausend erste ersten wahr wahre wirklich "
                    "wirkliche wirklichen gut gute guten heilig heilige heiligen katholiken "
                    "bin bist seid uns unser unsere unserer unseren selbst".split()),
    "la": frozenset("a ab ad cum de e ex et in inter per pro sine sub super ac atque aut sed vel nec neque "
                    "non est sunt erat fuit esse quid quis quae qui quod quomodo cur ubi quando quam "
                    "quibus cuius hic haec hoc ille illa illud is ea id se sua suus eius dicit dicunt "
                    "dixit docet docent narrat significat ecclesia ecclesiae catholica "
                    "credere credunt credit docuit factum fecit dies semel unus duo tres quattuor quinque sex "
                    "septem octo novem decem duodecim centum mille primus prima verus vera bonus bona sanctus "
                    "sancta".split()),
    "tl": frozenset("ang ng mga ano sino bakit paano saan kailan sa at ay si ni kay ba na pa po ko mo niya "
                    "namin natin nila ito iyan iyon dito doon may mayroon wala hindi para tungkol ayon "
                    "sinasabi sinabi itinuturo turo nang kung din rin lang lamang puwede pwede bang "
                    "simbahan katoliko bibliya "
                    "naniniwala maniwala paniniwala itinuro nangyari ginawa araw beses isa dalawa tatlo apat "
                    "lima anim pito walo siyam sampu una unang tunay totoo mabuti mabuting banal "
                    "kami tayo kayo sila ikaw tayong kaming".split()),
}

# Letters that only some Latin-script languages use: a strong hint, weighted double.
_MARK_LETTERS: dict[str, str] = {"ñ": "es", "¿": "es", "¡": "es", "ã": "pt", "õ": "pt",
                                 "ç": "pt", "ß": "de", "ä": "de", "ö": "de", "ü": "de",
                                 "ł": "pl", "ą": "pl", "ę": "pl", "ś": "pl", "ż": "pl",
                                 "ź": "pl", "ć": "pl", "ń": "pl", "ơ": "vi", "ư": "vi", "đ": "vi",
                                 "ì": "it", "ò": "it"}  # "può", "così", "perciò" (not "ù": French "où")

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
# Latin's own endings ("principibus", "legitur"; not "-um": English has "minimum", "museum"): a
# word of five letters or more ending so counts for Latin as a detection word does. "Nolite confidere
# in principibus, in filiis hominum: in quo psalmo legitur?" ties English on its three "in"
# without them. The other languages of the questions rarely end a word so ("forum", "quorum").
_LATIN_ENDINGS = ("ibus", "orum", "arum", "itur", "untur")


# More of a language's grammar, read only to tell the language (not among ``stop_words``,
# which the quote finders and the topic words read): a verse quoted in English has few of the
# words above ("here i am lord send me" read as Polish on "i", "create in me a clean heart o
# god" as Portuguese on "a" and "o"). None is another language's word: not "at" (Tagalog's
# "and"), "me", "he", "on", "so" or "up", which made related questions in Tagalog, Spanish,
# Italian or French read as English.
_MORE_DETECTION_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset("him be not will shall all but if or us thy thee thou ye unto upon there here let out".split()),
    # German's contractions, question words and auxiliaries: "worum geht es im buch judit?" read
    # as Spanish on its "es". Not "am" ("here i am") nor "nie" (Polish).
    "de": frozenset("im vom zum zur beim worum wovon woher wohin womit wozu wieso weshalb geht gibt habe haben "
                    "hatte hatten wird werden wurden sein seine seinen seiner ihre ihrem ihren ihm ihn uns euch "
                    "dieser diese dieses jemand etwas immer schon denn doch eigentlich mein meine meinem "
                    "meinen "
                    # "Was geschah an Pfingsten?" tied English on "was" and read as English.
                    "geschah passiert passierte".split()),
    # French verbs and prepositions no other language of the questions spells: "combien de fois
    # faut-il pardonner à son frère ?" tied Spanish on "de" and "son" (are) and read as Spanish.
    "fr": frozenset("faut fallait ont avons avez chez sous".split()),
}
# ... and words that are also another detection language's grammar, counted at half weight:
# English's "a" and the psalms' "o" are Portuguese's "a" and "o" too ("a biblia proibe fazer
# tatuagem?" stays Portuguese), German's "es" Spanish's.
_SHARED_WORDS: dict[str, frozenset[str]] = {"en": frozenset(("a", "o")), "de": frozenset(("es",))}
_SHARED_WEIGHT = 0.5


def _script_language(text: str) -> str | None:
    counts: dict[str, int] = {}
    letters = 0
    for char in text:
        if not char.isalpha():
            continue
        letters += 1
        name = unicodedata.name(char, "")
        for script, code in (("CYRILLIC", "ru"), ("GREEK", "el"), ("ARABIC", "ar"),
                             ("HEBREW", "he"), ("HANGUL", "ko"), ("HIRAGANA", "ja"),
                             ("KATAKANA", "ja"), ("CJK", "zh"), ("DEVANAGARI", "hi")):
            if name.startswith(script):
                counts[code] = counts.get(code, 0) + 1
                break
    if not letters or sum(counts.values()) * 2 < letters:
        return None
    if counts.get("ja"):  # Japanese mixes kana with CJK ideographs
        return "ja"
    code = max(counts, key=counts.__getitem__)
    if code == "ru" and re.search(r"[іїєґ]", text.lower()):
        return "uk"
    return code


@lru_cache(maxsize=1)
def _detection_weights() -> dict[str, tuple[tuple[str, float], ...]]:
    """Each detection word -> what it counts for each language it is a word of: 1 for the
    function words and ``_MORE_DETECTION_WORDS``, ``_SHARED_WEIGHT`` for ``_SHARED_WORDS``."""
    weighted: dict[str, list[tuple[str, float]]] = {}
    for table, weight in ((_FUNCTION_WORDS, 1.0), (_MORE_DETECTION_WORDS, 1.0), (_SHARED_WORDS, _SHARED_WEIGHT)):
        for code, words in table.items():
            for word in words:
                weighted.setdefault(word, []).append((code, weight))
    return {word: tuple(counts) for word, counts in weighted.items()}


def detect_language(text: str, default: str = DEFAULT_LANGUAGE) -> str:
    """An ISO 639-1 code for ``text``; ``default`` when the text gives no evidence."""
    by_script = _script_language(text)
    if by_script:
        return by_script
    lowered = text.lower()
    scores = {code: 0.0 for code in _FUNCTION_WORDS}
    weights = _detection_weights()
    for word in _WORD.findall(lowered):
        for code, weight in weights.get(word, ()):
            scores[code] += weight
    scores["la"] += sum(1.0 for word in _WORD.findall(lowered) if len(word) >= 5 and word.endswith(_LATIN_ENDINGS))
    for char, code in _MARK_LETTERS.items():
        if char in lowered:
            scores[code] += 2.0
    best = max(scores.values())
    if best == 0:
        return default
    leaders = [code for code, score in scores.items() if score == best]
    return DEFAULT_LANGUAGE if DEFAULT_LANGUAGE in leaders else leaders[0]


def all_function_words() -> frozenset[str]:
    """Every language's function words: words that say nothing about a question's topic."""
    return frozenset().union(*_FUNCTION_WORDS.values())


# A preposition joined to an article or a pronoun, "isso" (that) and "sei" (I know): grammar of
# the language, never a topic of its questions, but kept out of detection, since other languages
# spell them as their own words (Portuguese "dos", of the, is Spanish "dos", two: "a tristeza dos
# discípulos" was read "sorrow two disciples"; "nao sei o que fazer" was read "six", Italian).
_JOINED_WORDS: dict[str, frozenset[str]] = {
    "pt": frozenset("dos das aos pelo pela pelos pelas num numa nos nas disso nisso isso sei".split()),
}


@lru_cache(maxsize=16)
def function_words(code: str) -> frozenset[str]:
    """The function words of language ``code`` (folded): its grammar and its verbs of asking,
    which never name a question's topic in that language, whatever they mean in another
    (Portuguese "foi", was, is French "faith")."""
    return frozenset(fold(w) for w in _FUNCTION_WORDS.get(code, frozenset()) | _JOINED_WORDS.get(code, frozenset()))


@lru_cache(maxsize=16)
def stop_words(code: str | None = None) -> frozenset[str]:
    """The words of language ``code`` (folded: lower case, no accents) that carry no subject
    of a question: its detection words and ``_STOP_WORDS``; empty for a language without a
    list; with no ``code``, those of every language (a short question's language may be
    misread: "Si può fare ...?" reads as Spanish)."""
    codes = [code] if code else list(_FUNCTION_WORDS)
    words = frozenset().union(*(_FUNCTION_WORDS.get(c, frozenset()) | _STOP_WORDS.get(c, frozenset()) for c in codes))
    return frozenset(fold(w) for w in words)


def language_name(code: str) -> str:
    """The English name of language ``code`` for the prompt, or a neutral phrase."""
    return LANGUAGE_NAMES.get(code, "the language of the question")
