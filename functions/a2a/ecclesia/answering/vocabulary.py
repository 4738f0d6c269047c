"""Catholic vocabulary the answer pipeline understands, in eight languages.

Written by the team from common knowledge of the faith: for each concept, the words that
name it in English (how the passages of the knowledge base speak of it) and in Spanish,
Italian, French, Portuguese, German, Latin and Tagalog (how questions name it), the
well-known scripture passages that treat it (the Eucharist: John 6 and the institution
narratives), and the concept's name in each language for related questions.

Three uses: a question in another language is searched in English through the concepts it
names (query translation); a passage counts as addressing a question when it speaks of one
of the question's concepts; and the passages the table names for a concept are fetched by
reference, so the scripture a question clearly points to is found even when its wording
shares little with the question.

Terms are written accent-free and lower case. A term ending in ``*`` matches any word that
starts with it ("baptiz*": baptize, baptized, baptizing); other terms match whole words,
with a plural "s" or "es"; a term of several words matches that phrase; a term joining words
with ``&`` matches a text holding each of them anywhere ("tauf*&kind*"). An English term
marked ``~`` is evidence in a passage but too common to say what a question is about
("woman", "cross"); a term marked ``!`` in English stops the concept being read in a
question ("Mary Magdalen" is not the Virgin Mary).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ecclesia.answering.language import function_words, stop_words
from ecclesia.data.documents.inflections import lemma as inflected_lemma
from ecclesia.data.documents.lexicon import READ_EXACTLY, TO_ENGLISH, word_table

LANGUAGES = ("en", "es", "it", "fr", "pt", "de", "la", "tl")


_COMBINING = re.compile(r"[\u0300-\u036f]")


def fold(text: str) -> str:
    """Lower case without accents: "Eucaristía" -> "eucaristia"."""
    return _COMBINING.sub("", unicodedata.normalize("NFKD", text.casefold())).replace("’", "'")


@dataclass(frozen=True, slots=True)
class Concept:
    """A topic of the vocabulary: how passages and questions in each language name it, and where scripture treats it."""

    key: str
    english: tuple[str, ...]  # how English passages name it; the first terms are searched
    triggers: tuple[str, ...]  # the English terms that say a question is about it
    excluded: tuple[str, ...]  # English terms that say a question is about something else
    names: dict[str, tuple[str, ...]]  # how questions in other languages name it
    labels: dict[str, str]  # its name in related questions, per language (see ``label``)
    scripture: tuple[str, ...] = ()  # references of passages that treat it, best first
    books: tuple[str, ...] = ()  # a person's own books ("what did Paul write")
    search_terms: tuple[str, ...] = field(default=())  # English words searched for it

    def label(self, language: str) -> str:
        """The concept's name in ``language`` (English when the table has none)."""
        return self.labels.get(language) or self.labels["en"]

    def query_terms(self) -> tuple[str, ...]:
        """The English words an index is searched with for this concept."""
        if self.search_terms:
            return self.search_terms
        return tuple(t.rstrip("*") for t in self.english[:3])


def _c(key: str, english: str, labels: str, scripture: str = "", books: str = "", search: str = "",
       **names: str) -> Concept:
    """Compact table rows: terms separated by "|", labels as "en=..;es=..;..."."""
    split = lambda text: tuple(t.strip() for t in text.split("|") if t.strip())  # noqa: E731
    label_map = dict(item.split("=", 1) for item in labels.split(";"))
    terms = split(english)
    evidence = tuple(t.lstrip("~") for t in terms if not t.startswith("!"))
    triggers = tuple(t for t in terms if t[0] not in "~!")
    excluded = tuple(t[1:] for t in terms if t.startswith("!"))
    return Concept(key, evidence, triggers, excluded, {lang: split(text) for lang, text in names.items()},
                   label_map, split(scripture), split(books), split(search))


PAULINE = "Romans|1 Corinthians|2 Corinthians|Galatians|Ephesians|Philippians|Colossians|" \
          "1 Thessalonians|2 Thessalonians|1 Timothy|2 Timothy|Titus|Philemon|Hebrews"

CONCEPTS: tuple[Concept, ...] = (
    _c("eucharist",
       "eucharist*|real presence|body of christ|blood of christ|my flesh|my blood|my body|bread of life|"
       "living bread|bread from heaven|lord's supper|last supper|~supper|communion|blessed sacrament|"
       "transubstantiat*|~consecrat*|~chalice|mass|!five thousand|!four thousand|!loaves",
       "en=the Eucharist;es=la Eucaristía;it=Eucaristia;fr=l'Eucharistie;pt=a Eucaristia;"
       "de=die Eucharistie;la=Eucharistia;tl=Eukaristiya",
       "John 6:48-59|Matthew 26:26-28|Mark 14:22-24|Luke 22:19-20|1 Corinthians 11:23-29|1 Corinthians 10:16-17",
       search="eucharist|body|blood|bread",
       es="eucarist*|presencia real|comunion|cuerpo de cristo|sangre de cristo|misa|pan de vida|santa cena|ultima cena|hostia",
       it="eucarist*|presenza reale|comunione|corpo di cristo|sangue di cristo|messa|pane della vita|pane di vita|ultima cena|ostia",
       fr="eucharist*|presence reelle|communion|corps du christ|sang du christ|messe|pain de vie|cene|hostie",
       pt="eucarist*|presenca real|comunhao|corpo de cristo|sangue de cristo|missa|pao da vida|santa ceia|ultima ceia|hostia",
       de="eucharisti*|gegenwart christi|kommunion|abendmahl|leib christi|blut christi|messe|brot des lebens|hostie",
       la="eucharisti*|corpus christi|corporis christi|sanguis christi|communio*|missa*|panis vitae|pane vitae|cena domini|sacramentum altaris",
       tl="eukaristiya|eukaristiy*|komunyon|misa|katawan ni kristo|dugo ni kristo|tinapay ng buhay|huling hapunan"),
    # A child alone is no question of baptism ("el juicio de salomón con las dos mujeres y el
    # niño", "why did herod kill the infants"): the question names both.
    _c("infant_baptism",
       "baptiz*&infant*|baptiz*&babies|baptiz*&baby|baptiz*&children|baptiz*&child|baptis*&infant*|baptis*&babies|"
       "baptis*&baby|baptis*&children|baptis*&child|~infant*|~little children|~children|~household|~whole house",
       "en=the baptism of infants;es=el bautismo de los niños;it=battesimo dei bambini;fr=le baptême des enfants;"
       "pt=o batismo de crianças;de=die Kindertaufe;la=baptismo infantium;tl=binyag ng mga sanggol",
       "Acts 16:14-15|Acts 16:30-34|Acts 2:38-39|Colossians 2:11-12|Mark 10:13-16",
       search="children|household|baptized",
       es="bautism*&nino*|bautism*&bebe*|bautiz*&nino*|bautiz*&bebe*|bautism*&infant*|bautiz*&infant*",
       it="battesim*&bambin*|battesim*&neonat*|battezz*&bambin*|battezz*&neonat*|battesimo infantile",
       fr="bapteme*&enfant*|bapteme*&bebe*|bapteme*&nourrisson*|baptis*&enfant*|baptis*&bebe*|baptis*&nourrisson*",
       pt="batism*&crianca*|batism*&bebe*|batiz*&crianca*|batiz*&bebe*|batismo infantil",
       de="kindertaufe|sauglingstaufe|tauf*&kind*|tauf*&sauglin*|getauft&kind*",
       la="baptism*&infant*|baptiz*&infant*|baptism*&parvul*|baptiz*&parvul*",
       tl="binyag*&sanggol|binyag*&bata|binibinyag*&sanggol|binibinyag*&bata|bautism*&sanggol|bautism*&bata"),
    _c("baptism",
       "baptis*|baptiz*|born again|born of water|water and the holy ghost|font|laver of regeneration",
       "en=baptism;es=el bautismo;it=battesimo;fr=le baptême;pt=o batismo;de=die Taufe;la=baptismo;tl=binyag",
       "Matthew 28:18-20|John 3:3-7|Acts 2:37-41|Romans 6:3-5|Mark 16:15-16|1 Peter 3:20-21",
       search="baptism|baptized|water",
       es="bautism*|bautiz*|pila bautismal", it="battesim*|battezz*", fr="bapteme|baptis*|baptem*", pt="batism*|batiz*|baptism*",
       de="taufe*|getauft|taufen|tauf*", la="baptism*|baptiz*|baptiza*", tl="binyag|bautismo|binyagan|bininyagan"),
    _c("confession",
       "confess*|penance|absolution|absolve*|forgive sins|sins you shall forgive|whose sins|remission of sins|"
       "power to forgive|penitent*|reconcil*",
       "en=confession;es=la confesión;it=confessione;fr=la confession;pt=a confissão;de=die Beichte;"
       "la=confessione;tl=kumpisal",
       "John 20:21-23|Matthew 16:19|Matthew 18:18|James 5:16|2 Corinthians 5:18-20|1 John 1:9",
       search="confess|sins|forgive|penance",
       es="confes*|penitencia|absolucion|reconciliacion|perdonar los pecados", it="confess*|penitenza|assoluzione|riconciliazione",
       fr="confess*|penitence|absolution|reconciliation", pt="confiss*|confess*|penitencia|absolvicao|reconciliacao",
       de="beicht*|busse|absolution|lossprechung|versohnung", la="confessio*|paenitentia*|poenitentia*|absolutio*",
       tl="kumpisal|kumpesyon|pangungumpisal|mangumpisal"),
    _c("forgiveness",
       "forgiv*|forgave|pardon*|trespass*|~debtors|seventy times seven|~mercy|~merciful|!father forgive them",
       "en=forgiveness;es=el perdón;it=perdono;fr=le pardon;pt=o perdão;de=die Vergebung;la=venia;tl=pagpapatawad",
       "Matthew 18:21-35|Matthew 6:12-15|Luke 17:3-4|Mark 11:25-26|Luke 6:36-37|Luke 23:34",
       search="forgive|forgiveness|trespasses",
       # Mercy alone is not forgiveness, in English ("~mercy") nor abroad: "las obras de misericordia".
       es="perdon*|perdonar", it="perdon*", fr="pardon*", pt="perdo*|perdao",
       de="vergeb*|verzeih*", la="dimitte nobis|dimittuntur|dimissa sunt|dimiseritis|remittuntur|remiseritis|remissio*|ignosc*", tl="patawad|pagpapatawad|magpatawad"),
    _c("papacy",
       "~peter|~rock|upon this rock|this rock|keys of the kingdom|feed my sheep|feed my lambs|pope*|papacy|primacy|vicar of christ|~successor*|!deny|!denied|!denial|"
       # The denial in the other languages: Peter who denied is no question about the papacy.
       "!nego|!niega|!negaste|!rinnego|!rinnegato|!renia|!renie|!negou|!verleugnete|!verleugnet|!negavit|!ikinaila|"
       "!negacion|!negazione|!reniement|!negacao|!verleugnung|!negatio|!negat|!pagtanggi|!pagkakaila",
       "en=the primacy of Peter;es=el primado de Pedro;it=primato di Pietro;fr=la primauté de Pierre;"
       "pt=o primado de Pedro;de=den Primat des Petrus;la=primatu Petri;tl=pagiging pangulo ni Pedro",
       "Matthew 16:16-19|John 21:15-17|Luke 22:31-32|John 1:42",
       search="Peter|rock|keys",
       # Peter's name alone is evidence, as in English, not the question's subject ("Perché
       # Pietro ha tagliato l'orecchio al servo?" is no question about the papacy).
       # A stone or keys alone are no question about it either, as "rock" is not in English
       # ("david mató a goliat con una piedra"): this rock, the kingdom's keys, or beside Peter.
       # "Papá" and "papà", dad, fold as "papa": the pope has an article, a name, or Peter beside
       # him ("mi papá murió, ¿está en el cielo?" had quoted Matthew 16:18); Tagalog's "papa" is a dad too.
       es="el papa|al papa|del papa|un papa|los papas|primer papa|papa&pedro|papa francisco|papa benedicto|papa juan|papa leon|papa pio|"
          "papado|santo padre|primado|esta piedra|piedra&pedro|llaves del reino|llaves&pedro|pontifice|vicario",
       it="il papa|al papa|del papa|dal papa|un papa|i papi|primo papa|papa&pietro|papa francesco|papa benedetto|papa giovanni|papa leone|"
          "papa pio|papato|santo padre|primato|questa pietra|pietra&pietro|chiavi del regno|chiavi&pietro|pontefice|vicario",
       fr="pape|primaute|pontife|cles du royaume|cles&pierre|vicaire",
       pt="papa|primado|esta pedra|pedra&pedro|chaves do reino|chaves&pedro|pontifice|vigario",
       de="papst*|primat|diesen felsen|fels*&petrus|schlussel des himmelreich*|schlussel&petrus",
       la="papa|hanc petram|petram&petr*|claves regni|claves&petr*|primatu*|pontifex|pontific*",
       tl="santo papa|ang papa|unang papa|mga papa|papa&pedro|papa francisco|kapapahan|batong ito|bato&pedro|susi ng kaharian|susi&pedro"),
    _c("mary",
       "mary|~virgin|virgin mary|blessed virgin|mother of god|mother of jesus|mother of the lord|~hail|full of grace|blessed art thou|"
       "~woman|~handmaid|magnificat|behold thy mother|immaculate*|our lady|!magdalen*|!mary of cleophas|!martha|!ten virgins|!wise virgins",
       "en=the Virgin Mary;es=la Virgen María;it=Vergine Maria;fr=la Vierge Marie;pt=a Virgem Maria;"
       "de=die Jungfrau Maria;la=Beata Maria Virgine;tl=Birheng Maria",
       "Luke 1:26-38|Luke 1:39-55|John 19:25-27|John 2:1-5|Genesis 3:15|Isaias 7:14|Apocalypse 12:1",
       search="Mary|virgin|mother",
       es="maria|la virgen|virgen maria|santisima virgen|virgen santisima|madre de dios|inmaculada|nuestra senora",
       it="maria|la vergine|vergine maria|santa vergine|beata vergine|madre di dio|madonna|immacolata",
       fr="marie|la vierge|vierge marie|sainte vierge|mere de dieu|immaculee|notre-dame",
       pt="maria|a virgem|virgem maria|santissima virgem|mae de deus|imaculada|nossa senhora",
       de="maria|jungfrau maria|die jungfrau|heilige jungfrau|gottesmutter|mutter gottes|muttergottes",
       la="maria|mariae|virgo maria|beata virgo|beata virgine|beatae virginis|virginis mariae|dei genitrix|deipara",
       tl="maria|birheng maria|ang birhen|ina ng diyos|mahal na birhen"),
    _c("anointing",
       "anoint*|extreme unction|last rites|~oil|~sick|~infirm*",
       "en=the anointing of the sick;es=la unción de los enfermos;it=unzione degli infermi;fr=l'onction des malades;"
       "pt=a unção dos enfermos;de=die Krankensalbung;la=unctione infirmorum;tl=pagpapahid ng langis sa maysakit",
       "James 5:14-15|Mark 6:12-13",
       search="anointing|oil|sick",
       es="uncion|santos oleos|extremauncion|ungir&enfermo*|aceite&enfermo*", it="unzione|estrema unzione|ungere&malat*|olio&malat*|ungere&infermi",
       fr="onction|extreme-onction|oindre&malade*|huile&malade*",
       pt="uncao|extrema-uncao|ungir&doente*|oleo&doente*|ungir&enfermo*|oleo&enfermo*", de="krankensalbung|salbung|letzte olung|salb*&krank*",
       la="unctio*|ung*&infirm*|oleo&infirm*|oleum&infirm*", tl="pagpapahid|pahid*&maysakit|langis&maysakit|langis&may sakit"),
    _c("marriage",
       "marriage*|marry|married|matrimon*|wedlock|husband*|wife|wives|divorc*|adulter*|one flesh|"
       "put away his wife|bill of divorce|!taken in adultery|!caught in adultery|!first stone|!donna adultera|"
       "!mujer adultera|!femme adultere|!mulher adultera|!ehebrecherin|!in adulterio|!muliere adultera",
       "en=marriage;es=el matrimonio;it=matrimonio;fr=le mariage;pt=o matrimônio;de=die Ehe;la=matrimonio;tl=kasal",
       "Matthew 19:3-9|Mark 10:6-12|Ephesians 5:25-32|Genesis 2:22-24|Matthew 5:31-32|1 Corinthians 7:10-11",
       search="marriage|wife|husband",
       # A wedding is not marriage, as "wedding" is not in English: "el banquete de bodas", "le nozze
       # di Cana" are the feast.
       es="matrimonio|casamiento|divorcio|esposos|casarse", it="matrimonio|divorzio|sposi|sposarsi",
       fr="mariage|divorce|epoux|marier", pt="casamento|matrimonio|divorcio|esposos|casar",
       de="ehe|heirat|scheidung|eheleute|ehebruch", la="matrimoni*|coniugi*|coniug*|divorti*", tl="kasal|pag-aasawa|asawa|diborsyo"),
    _c("purgatory",
       "purgatory|purgator*|purgation|~purg*|prayers for the dead|pray for the dead|loosed from sins|saved, yet so as by fire|"
       "as by fire|~atonement|atonement&dead|pray*&souls of the dead|pray*&departed|mass*&departed|all souls day",
       # "praying for the souls of the dead" had named prayer alone, and the Lord's Prayer answered it.
       "en=purgatory;es=el purgatorio;it=purgatorio;fr=le purgatoire;pt=o purgatório;de=das Fegefeuer;la=purgatorio;tl=purgatoryo",
       "2 Machabees 12:43-46|1 Corinthians 3:13-15|Matthew 12:32|Matthew 5:25-26",
       search="purgatory|dead|sins|fire",
       # The dead alone are not purgatory, as in English: praying for them, their Mass or their day.
       es="purgatorio|rezar por los muertos|reza*&difuntos|ora*&difuntos|misa*&difuntos|dia de los difuntos",
       it="purgatorio|pregare per i morti|prega*&defunti|preghier*&defunti|messa&defunti|commemorazione dei defunti",
       fr="purgatoire|prier pour les morts|pri*&defunts|messe*&defunts|jour des defunts",
       pt="purgatorio|rezar pelos mortos|reza*&falecidos|reza*&defuntos|ora*&falecidos|missa*&falecidos|dia de finados",
       de="fegefeuer|purgatorium|bete*&verstorben*|gebet*&verstorben*|allerseelen",
       la="purgatori*|pro mortuis|pro defunctis",
       tl="purgatoryo|mga yumao|ipanalangin ang mga patay|dasal&patay|panalangin&patay"),
    _c("resurrection_dead",
       "resurrection of the dead|resurrection|rise again|raised up|the dead shall rise|dead shall rise|"
       "raise him up|spiritual body|last day",
       "en=the resurrection of the dead;es=la resurrección de los muertos;it=risurrezione dei morti;"
       "fr=la résurrection des morts;pt=a ressurreição dos mortos;de=die Auferstehung der Toten;"
       "la=resurrectione mortuorum;tl=muling pagkabuhay ng mga patay",
       "1 Corinthians 15:12-22|1 Corinthians 15:35-44|1 Corinthians 15:51-55|John 5:28-29|John 11:23-26|"
       "Daniel 12:2|1 Thessalonians 4:13-16",
       search="resurrection|dead|rise",
       es="resurreccion de los muertos|resurreccion|resucitar", it="risurrezione dei morti|risurrezione|resurrezione|risorgere",
       fr="resurrection des morts|resurrection|ressusciter", pt="ressurreicao dos mortos|ressurreicao|ressuscitar",
       de="auferstehung der toten|auferstehung|auferstehen", la="resurrection*|resurg*|mortuorum", tl="muling pagkabuhay|pagkabuhay"),
    _c("resurrection_christ",
       "risen|rose again|he is risen|rose from the dead|rise from the dead|jesus rose|christ rose|resurrection of christ|"
       "resurrection of jesus|his resurrection|~sepulchre|empty tomb|~third day",
       "en=the Resurrection of Christ;es=la resurrección de Cristo;it=risurrezione di Cristo;fr=la résurrection du Christ;"
       "pt=a ressurreição de Cristo;de=die Auferstehung Christi;la=resurrectione Christi;tl=muling pagkabuhay ni Kristo",
       "Matthew 28:1-10|Mark 16:1-8|Luke 24:1-12|John 20:1-18|1 Corinthians 15:3-8|Luke 24:36-43",
       search="risen|sepulchre|resurrection",
       # "Resucitó" is also "raised" ("elías resucitó al hijo de la viuda"): Jesus or Christ rose.
       es="resucito de entre los muertos|resucito al tercer dia|jesus resucito|cristo resucito|ha resucitado|"
          "resurreccion de jesus|resurreccion de cristo|sepulcro vacio",
       it="risorto|sepolcro vuoto|risurrezione di gesu|risurrezione di cristo|resurrezione di gesu|resurrezione di cristo",
       fr="ressuscite|resurrection de jesus|resurrection du christ|tombeau vide",
       pt="ressuscitou|ressurreicao de jesus|ressurreicao de cristo|tumulo vazio", de="auferstanden|leeres grab", la="resurrexit|surrexit", tl="nabuhay na muli|muling nabuhay"),
    # Works alone are no question of grace ("las obras de misericordia", "mga gawa ng mga
    # apostol"): beside faith or being saved, or the works of the law, they are.
    _c("grace",
       "grace|justif*|sanctif*|saved|salvation|by faith|~works|partakers of the divine nature|gift of god|new creature|!amazing grace|"
       "!gawa ng mga apostol",
       "en=grace;es=la gracia;it=grazia;fr=la grâce;pt=a graça;de=die Gnade;la=gratia;tl=grasya",
       "Ephesians 2:8-10|Romans 5:1-5|Titus 3:5-7|2 Peter 1:3-4|James 2:17-24|Romans 3:24-28|2 Corinthians 5:17",
       search="grace|justified|sanctified",
       es="gracia|justificacion|santificante|santificacion|salvacion|fe&obras|salv*&obras|obras de la ley",
       it="grazia|giustificazione|santificante|santificazione|salvezza|fede&opere|salv*&opere|opere della legge",
       fr="grace|justification|sanctifiante|sanctification|salut|foi&oeuvres|sauv*&oeuvres|oeuvres de la loi",
       pt="graca|justificacao|santificante|santificacao|salvacao|fe&obras|salv*&obras|obras da lei",
       de="gnade|rechtfertigung|heiligmachende|heiligung|erlosung|glaube*&werke|rett*&werke|gerettet&werke|werke des gesetzes",
       la="gratia*|iustificatio*|justificatio*|sanctificans|salus|salute|fide*&oper*|salv*&oper*|opera legis|operibus legis",
       tl="grasya|biyaya|kaligtasan|pagpapabanal|pananampalataya&gawa|ligtas&gawa"),
    _c("holy_spirit",
       "holy ghost|holy spirit|spirit of truth|paraclete|comforter|pentecost|tongues as it were of fire",
       "en=the Holy Spirit;es=el Espíritu Santo;it=Spirito Santo;fr=l'Esprit Saint;pt=o Espírito Santo;"
       "de=den Heiligen Geist;la=Spiritu Sancto;tl=Espiritu Santo",
       "Acts 2:1-4|John 14:16-17|John 14:26|John 16:7-13|Galatians 5:22-23|Romans 8:14-16",
       search="Holy Ghost|Paraclete|Pentecost",
       es="espiritu santo|pentecostes|paraclito", it="spirito santo|pentecoste|paraclito", fr="saint-esprit|esprit saint|pentecote|paraclet",
       pt="espirito santo|pentecostes|paraclito", de="heiliger geist|heiligen geist|heilige geist|pfingsten", la="spiritus sanct*|spiritu sancto|pentecost*|paraclit*",
       tl="espiritu santo|banal na espiritu|pentekostes"),
    _c("confirmation",
       # Not "confirm" or "sealed" alone: "can you confirm that moses wrote genesis", "the tomb was sealed".
       "confirmation|~confirm*|be confirmed|get confirmed|getting confirmed|being confirmed|confirmed&bishop|"
       "laying on of hands|imposition of hands|laid their hands|~sealed|sealed with the holy|sealed with the spirit|"
       "unction from the holy one",
       "en=confirmation;es=la confirmación;it=cresima;fr=la confirmation;pt=a confirmação;de=die Firmung;la=confirmatione;tl=kumpil",
       "Acts 8:14-17|Acts 19:5-6|Hebrews 6:1-2|2 Corinthians 1:21-22",
       search="imposed hands|Holy Ghost|confirmed",
       es="confirmacion|crisma", it="cresima|confermazione", fr="confirmation", pt="confirmacao|crisma", de="firmung",
       la="confirmatio*|chrism*", tl="kumpil|kumpirmasyon"),
    _c("priesthood",
       "priest*|high priest|melchisedech|bishop*|ordain*|ordination|imposition of the hands|presbyter*|ministry|deacon*",
       "en=the priesthood;es=el sacerdocio;it=sacerdozio;fr=le sacerdoce;pt=o sacerdócio;de=das Priestertum;la=sacerdotio;tl=pagkapari",
       "Hebrews 5:1-6|Hebrews 7:23-27|1 Timothy 4:14|2 Timothy 1:6|Luke 22:19|Titus 1:5|Acts 6:6",
       search="priest|priesthood|ordain",
       es="sacerdo*|presbiter*|obispo*|ordenacion|orden sagrado|curas", it="sacerdo*|presbiter*|vescov*|ordinazione|preti",
       fr="pretre*|sacerdo*|eveque*|ordination", pt="sacerdo*|padres|presbiter*|bispo*|ordenacao", de="priester*|bischof*|weihe|priesterweihe",
       la="sacerdo*|presbyter*|episcop*|ordinatio*", tl="pari|pagkapari|obispo|ordinasyon"),
    _c("trinity",
       "trinity|three persons|father, and of the son, and of the holy ghost|father and the son|one god|i and the father",
       "en=the Holy Trinity;es=la Santísima Trinidad;it=Santissima Trinità;fr=la Sainte Trinité;pt=a Santíssima Trindade;"
       "de=die Dreifaltigkeit;la=Sanctissima Trinitate;tl=Banal na Santatlo",
       "Matthew 28:19|2 Corinthians 13:13|John 14:16-17|Matthew 3:16-17|1 John 5:7|John 10:30",
       search="Father|Son|Holy Ghost",
       es="trinidad|tres personas", it="trinita|tre persone", fr="trinite|trois personnes", pt="trindade|tres pessoas",
       de="dreifaltigkeit|dreieinigkeit|drei personen", la="trinitas|trinitat*|tres personae", tl="santatlo|tatlong persona|trinidad"),
    _c("divinity_christ",
       "jesus god|jesus is god|christ is god|jesus really god|word was god|son of god|before abraham was|the word was made flesh|incarnat*|divinity|godhead|my lord and my god|"
       "emmanuel|equal to god",
       "en=the divinity of Christ;es=la divinidad de Cristo;it=divinità di Cristo;fr=la divinité du Christ;"
       "pt=a divindade de Cristo;de=die Gottheit Christi;la=divinitate Christi;tl=pagka-Diyos ni Kristo",
       "John 1:1-3|John 1:14|John 8:58|John 20:28|Philippians 2:6-7|Colossians 2:9|Hebrews 1:3",
       search="Word|God|Son of God",
       es="divinidad|hijo de dios|encarnacion|jesus es dios", it="divinita|figlio di dio|incarnazione|gesu e dio",
       fr="divinite|fils de dieu|incarnation", pt="divindade|filho de deus|encarnacao", de="gottheit|sohn gottes|menschwerdung|gottlichkeit",
       la="divinitas|divinitat*|filius dei|incarnatio*", tl="anak ng diyos|pagkakatawang-tao|pagka-diyos"),
    _c("beatitudes",
       "blessed are|poor in spirit|beatitude*|the meek|they that mourn|peacemakers|clean of heart",
       "en=the Beatitudes;es=las bienaventuranzas;it=Beatitudini;fr=les béatitudes;pt=as bem-aventuranças;"
       "de=die Seligpreisungen;la=beatitudinibus;tl=mga Pagpapala",
       "Matthew 5:3-12|Luke 6:20-23",
       search="blessed poor spirit|meek|mourn",
       es="bienaventuranza*|pobres de espiritu|bienaventurados", it="beatitudin*|poveri in spirito|beati i|beati gli|beati coloro|beati voi", fr="beatitude*|pauvres de coeur|pauvres en esprit|heureux les|heureux ceux",
       pt="bem-aventuranca*|pobres em espirito|bem-aventurados", de="seligpreisung*|arm im geiste|armen im geiste|selig sind|selig die",
       la="beatitudin*|pauperes spiritu|beati pauperes|beati mites|beati qui|beati misericordes|beati pacifici|beati estis",
       tl="walong pagpapala|mga mapalad|mapalad ang"),
    _c("lords_prayer",
       "our father|hallowed be thy name|thy kingdom come|daily bread|supersubstantial bread|lord's prayer|teach us to pray|thus therefore shall you pray",
       "en=the Lord's Prayer;es=el Padrenuestro;it=Padre Nostro;fr=le Notre Père;pt=o Pai-Nosso;de=das Vaterunser;"
       "la=Oratione Dominica;tl=Ama Namin",
       "Matthew 6:9-13|Luke 11:1-4",
       search="Our Father|hallowed|kingdom come",
       es="padre nuestro|padrenuestro", it="padre nostro", fr="notre pere", pt="pai nosso|pai-nosso", de="vaterunser|vater unser",
       la="pater noster|oratio dominica|oratione dominica", tl="ama namin"),
    _c("commandments",
       "commandment*|thou shalt not|decalogue|tables of the law|keep the commandments|the law",
       "en=the commandments;es=los mandamientos;it=comandamenti;fr=les commandements;pt=os mandamentos;de=die Gebote;"
       "la=mandatis;tl=mga Utos",
       "Exodus 20:1-17|Deuteronomy 5:6-21|Matthew 22:36-40|Matthew 19:17-19|Mark 12:28-31",
       search="commandments|thou shalt",
       es="mandamiento*|decalogo|ley de dios", it="comandament*|decalogo", fr="commandement*|decalogue", pt="mandamento*|decalogo",
       de="gebot*|zehn gebote|dekalog", la="mandat*|praecept*|decalog*", tl="utos|sampung utos|kautusan"),
    _c("charity",
       "charity|love|~beloved|love one another|love thy neighbour|love thy neighbor|love god",
       "en=charity;es=la caridad;it=carità;fr=la charité;pt=a caridade;de=die Liebe;la=caritate;tl=pag-ibig",
       "1 Corinthians 13:1-13|John 13:34-35|1 John 4:7-12|Matthew 22:37-39|John 15:12-13",
       search="charity|love",
       es="caridad|amor|amar|amaos", it="carita|amore|amare|amatevi", fr="charite|amour|aimer|aimez", pt="caridade|amor|amar|amai",
       de="liebe|nachstenliebe|lieben", la="caritas|caritat*|dilectio*|amor|diligite|diliges", tl="pag-ibig|pagmamahal|kawanggawa"),
    # Love of one's enemies is a question of its own, not charity at large: "why should we love
    # our enemies?", read as charity alone, was answered from 1 John 4 (God is charity), named for
    # charity, before the Sermon on the Mount; "Feindesliebe" from Mark 12, the two commandments.
    _c("love_of_enemies",
       "love your enemies|love thy enemies|lov*&enem*|~enemies|~enemy|~persecute*|~hate you",
       "en=love of enemies;es=el amor a los enemigos;it=amore dei nemici;fr=l'amour des ennemis;"
       "pt=o amor aos inimigos;de=die Feindesliebe;la=dilectione inimicorum;tl=pagmamahal sa kaaway",
       "Matthew 5:43-48|Luke 6:27-36|Romans 12:14-21|Proverbs 25:21-22",
       search="love|enemies|hate",
       es="am*&enemig*", it="am*&nemic*", fr="aim*&ennemi*|amour&ennemi*", pt="am*&inimig*",
       de="feindesliebe|lieb*&feind*", la="dilig*&inimic*", tl="mahal*&kaaway|ibig*&kaaway"),
    _c("prayer",
       "pray*|supplication*|ask, and it shall be given|watch and pray|intercession*",
       "en=prayer;es=la oración;it=preghiera;fr=la prière;pt=a oração;de=das Gebet;la=oratione;tl=panalangin",
       "Matthew 6:5-13|Luke 11:1-13|Luke 18:1-8|1 Thessalonians 5:17|Philippians 4:6|Matthew 7:7-11",
       search="pray|prayer",
       es="oracion|orar|rezar|plegaria", it="preghiera|pregare|orazione", fr="priere|prier|oraison", pt="oracao|orar|rezar|prece",
       de="gebet|beten", la="oratio*|orare|orate|precatio*|preces", tl="panalangin|magdasal|manalangin|dasal"),
    _c("creation",
       "creation|creator|~creat*|creat*&world|creat*&heaven*|creat*&earth|creat*&universe|creat*&man|creat*&us|"
       "~in the beginning|~heaven and earth|made the world|~maker|formed man",
       "en=creation;es=la creación;it=creazione;fr=la création;pt=a criação;de=die Schöpfung;la=creatione;tl=paglikha",
       "Genesis 1:1-5|Genesis 1:26-31|Genesis 2:7|John 1:3|Colossians 1:16|Hebrews 11:3|2 Machabees 7:28",
       search="created|heaven earth|beginning",
       # To create alone is not creation, as "~creat*" is not in English (Portuguese "criar os filhos"
       # is to raise the children): beside the world, the universe, heaven or man it is.
       es="creacion|creador|crea*&mundo|crea*&universo|creo&mundo|creo&universo|creo el cielo|creo al hombre",
       it="creazione|creatore|crea*&mondo|crea*&universo|creo&mondo|creo&universo|creo il cielo|creo l'uomo",
       fr="creation|createur|crea*&monde|crea*&univers|cree&monde|cree&univers|cree le ciel|cree l'homme",
       pt="criacao|criador|criou&mundo|criou&universo|criar&mundo|criou o ceu|criou o homem",
       de="schopfung|schopfer|erschaffen&welt|erschuf&welt|schuf&welt|erschaffen&mensch*|erschuf&mensch*|schuf&mensch*",
       la="creatio*|creavit|creator*",
       tl="paglikha|manlilikha|nilikha&mundo|lumikha&mundo|nilikha&daigdig|lumikha&daigdig|nilikha&tao|lumikha&tao"),
    _c("original_sin",
       "original sin|sin entered|by one man|fall of adam|~adam|~eve|~serpent|~forbidden|in sin did my mother",
       "en=original sin;es=el pecado original;it=peccato originale;fr=le péché originel;pt=o pecado original;"
       "de=die Erbsünde;la=peccato originali;tl=kasalanang mana",
       "Romans 5:12-19|Genesis 3:1-19|1 Corinthians 15:21-22|Psalms 50:7",
       search="sin Adam|one man|serpent",
       # Adam alone is not his sin, as "adam" is not in English ("¿quién fue adán?").
       es="pecado original|pecado de adan|caida de adan", it="peccato originale|peccato di adamo|caduta di adamo",
       fr="peche originel|peche d'adam|chute d'adam", pt="pecado original|pecado de adao|queda de adao",
       de="erbsunde|sundenfall|sunde adams", la="peccat* original*|peccatum adae|peccato adae",
       tl="kasalanang mana|orihinal na kasalanan|kasalanan ni adan"),
    _c("last_things",
       "hell|~heaven|judgment|judgement|everlasting fire|everlasting punishment|life everlasting|kingdom of heaven|"
       "eternal life|gehenna|unquenchable fire|damnation|paradise|day of the lord",
       "en=the last things;es=los novísimos;it=novissimi;fr=les fins dernières;pt=os novíssimos;de=die letzten Dinge;"
       "la=novissimis;tl=mga huling bagay",
       "Matthew 25:31-46|Apocalypse 20:11-15|Mark 9:42-47|Luke 16:22-26|John 14:2-3|1 Corinthians 2:9",
       search="judgment|everlasting|hell",
       # Not "cielo", "Himmel", "caelum", "langit" alone: the sky and heaven are evidence, not the
       # question's subject, as "heaven" is not in English ("el maná que cayó del cielo").
       es="infierno|juicio final|vida eterna|condenacion|paraiso", it="inferno|paradiso|giudizio|vita eterna|dannazione",
       fr="enfer|paradis|jugement|vie eternelle|damnation", pt="inferno|paraiso|juizo final|vida eterna|condenacao",
       de="holle|jungstes gericht|jungste gericht|jungsten gericht|weltgericht|gericht gottes|ewiges leben", la="infern*|iudici*|judici*|vita aeterna|vitam aeternam",
       tl="impiyerno|paghuhukom|buhay na walang hanggan"),
    _c("mortal_sin",
       "sin unto death|deadly sin|mortal|venial|wages of sin|shall not possess the kingdom|shall not inherit|sin is finished",
       "en=mortal and venial sin;es=el pecado mortal y venial;it=peccato mortale e veniale;fr=le péché mortel et véniel;"
       "pt=o pecado mortal e venial;de=die Todsünde und die lässliche Sünde;la=peccato mortali et veniali;tl=mabigat at magaang kasalanan",
       "1 John 5:16-17|Galatians 5:19-21|1 Corinthians 6:9-10|James 1:14-15|Romans 6:23",
       search="sin unto death|kingdom of God|sin",
       es="pecado mortal|pecado venial|mortal|venial", it="peccato mortale|peccato veniale|mortale|veniale", fr="peche mortel|peche veniel|mortel|veniel",
       pt="pecado mortal|pecado venial|mortal|venial", de="todsunde|lassliche sunde|lasslich", la="peccat* mortal*|peccat* venial*|mortale|veniale",
       tl="mabigat na kasalanan|magaang kasalanan|mortal"),
    _c("fasting",
       "fast|fasted|fasting|~fast*|abstinen*|~sackcloth|~forty days|!the desert|!tempted",
       "en=fasting;es=el ayuno;it=digiuno;fr=le jeûne;pt=o jejum;de=das Fasten;la=ieiunio;tl=pag-aayuno",
       "Matthew 6:16-18|Matthew 4:1-2|Matthew 9:14-15|Joel 2:12|Acts 13:2-3|Isaias 58:6-7",
       search="fast|fasting",
       es="ayun*|abstinencia|cuaresma", it="digiun*|astinenza|quaresima", fr="jeun*|abstinence|careme", pt="jejum|jejuar|abstinencia|quaresma",
       de="fasten|fastenzeit|abstinenz", la="ieiun*|jejun*|abstinenti*|quadragesim*", tl="ayuno|pag-aayuno|mag-ayuno|kuwaresma"),
    _c("almsgiving",
       "alms*|give to the poor|giveth to the poor|sell what thou hast|lend to the lord|works of mercy",
       "en=almsgiving;es=la limosna;it=elemosina;fr=l'aumône;pt=a esmola;de=das Almosen;la=eleemosyna;tl=paglilimos",
       "Matthew 6:1-4|Tobias 4:7-11|Tobias 12:8-9|Luke 12:33|Acts 10:4|Ecclesiasticus 3:33",
       search="alms|poor|give",
       es="limosna*|dar a los pobres", it="elemosin*", fr="aumone*", pt="esmola*", de="almosen", la="eleemosyn*", tl="limos|paglilimos"),
    _c("poverty",
       "the poor|poor|poverty|~needy|~rich|~riches",
       "en=the poor;es=los pobres;it=poveri;fr=les pauvres;pt=os pobres;de=die Armen;la=pauperibus;tl=mga dukha",
       "Matthew 5:3|Luke 6:20|Luke 4:18|James 2:5|Proverbs 19:17",
       search="poor|needy",
       es="pobre*|pobreza", it="pover*|poverta", fr="pauvre*|pauvrete", pt="pobre*|pobreza", de="arm|armen|armut", la="pauper*|paupertas",
       tl="dukha|mahirap|kahirapan"),
    _c("just_wage",
       "wage*|hire|hireling|labourer*|laborer*|worker*|workman|defrauded|~penny",
       "en=a just wage;es=el salario justo;it=giusto salario;fr=le juste salaire;pt=o salário justo;de=den gerechten Lohn;"
       "la=iusta mercede;tl=makatarungang sahod",
       "James 5:4|Deuteronomy 24:14-15|Leviticus 19:13|Luke 10:7|1 Timothy 5:18|Matthew 20:1-16|Malachias 3:5",
       search="hire labourers wages",
       es="salario*|sueldo|jornal|trabajador*|obrero*", it="salari*|stipendio|paga|lavorator*|operai", fr="salaire*|ouvrier*|travailleur*",
       pt="salario*|trabalhador*|operario*", de="lohn|arbeiter*|gerechten lohn", la="merce*|operari*", tl="sahod|manggagawa|trabahador"),
    _c("prodigal_son",
       "prodigal|younger son|riotously|husks|fatted calf|was lost, and is found",
       "en=the prodigal son;es=el hijo pródigo;it=figliol prodigo;fr=le fils prodigue;pt=o filho pródigo;"
       "de=den verlorenen Sohn;la=filio prodigo;tl=alibughang anak",
       "Luke 15:11-32", search="younger son substance riotously|fatted calf",
       es="hijo prodigo|prodigo", it="figliol prodigo|figlio prodigo|prodigo", fr="fils prodigue|prodigue", pt="filho prodigo|prodigo",
       de="verlorene sohn|verlorenen sohn", la="filius prodigus|prodig*", tl="alibughang anak|alibugha"),
    _c("good_samaritan",
       "~samaritan|good samaritan|fell among robbers|who is my neighbour|who is my neighbor|wine and oil|!samaritan woman|!woman of samaria",
       "en=the Good Samaritan;es=el buen samaritano;it=buon Samaritano;fr=le bon Samaritain;pt=o bom samaritano;"
       "de=den barmherzigen Samariter;la=bono Samaritano;tl=mabuting Samaritano",
       "Luke 10:29-37", search="Samaritan neighbour robbers",
       # The good one: any Samaritan (the woman at the well, the leper) is not the parable.
       es="buen samaritano|parabola del samaritano", it="buon samaritano|parabola del samaritano",
       fr="bon samaritain|parabole du samaritain", pt="bom samaritano|parabola do samaritano",
       de="barmherzige samariter|barmherzigen samariter|gleichnis vom samariter", la="bonus samaritanus|samaritanus bonus",
       tl="mabuting samaritano"),
    _c("nativity",
       "~born|jesus born|christ born|was jesus born|manger|bethlehem|nativity|swaddling|~shepherds|wise men|virgin shall conceive|~child",
       "en=the birth of Jesus;es=el nacimiento de Jesús;it=nascita di Gesù;fr=la naissance de Jésus;"
       "pt=o nascimento de Jesus;de=die Geburt Jesu;la=nativitate Domini;tl=pagsilang ni Hesus",
       "Luke 2:1-20|Matthew 1:18-25|Matthew 2:1-11|Isaias 7:14|Micheas 5:2",
       search="born Bethlehem manger",
       # A birth alone is not the nativity, as "~born" is not in English: "el nacimiento de sansón".
       es="nacimiento de jesus|nacimiento de cristo|navidad|belen|pesebre|nacio jesus|jesus nacio",
       it="nascita di gesu|nascita di cristo|natale|betlemme|mangiatoia|nacque gesu|gesu nacque|e nato gesu",
       fr="naissance de jesus|naissance du christ|noel|bethleem|creche|jesus est ne|naquit jesus|jesus naquit",
       pt="nascimento de jesus|nascimento de cristo|natal|belem|manjedoura|nasceu jesus|jesus nasceu",
       de="geburt jesu|geburt christi|weihnacht*|bethlehem|krippe|jesus geboren|geboren jesus",
       la="nativitat*|bethlehem|praesepio|natus est iesus|iesus natus",
       tl="pagsilang ni hesus|kapanganakan ni hesus|pasko|belen|sabsaban|ipinanganak si hesus|isinilang si hesus"),
    _c("passion",
       "~cross|the cross|on the cross|crucif*|passion|died for|die for|death of the cross|~suffer*|ransom|redeem*|redemption|~blood|!red sea",
       "en=the Passion of Christ;es=la Pasión de Cristo;it=Passione di Cristo;fr=la Passion du Christ;"
       "pt=a Paixão de Cristo;de=die Passion Christi;la=Passione Christi;tl=Pasyon ni Kristo",
       "Isaias 53:4-7|John 19:16-30|Matthew 27:33-50|1 Peter 2:24|Philippians 2:8|John 3:14-16|Romans 5:8-10",
       search="cross crucified|died for",
       es="cruz|crucific*|pasion|redencion|murio jesus|jesus murio|murio cristo|cristo murio|murio por|muerte de jesus",
       it="croce|crocifiss*|passione|redenzione|mori gesu|gesu mori|gesu e morto|mori per|morte di gesu",
       fr="croix|crucifi*|passion|redemption|jesus est mort|jesus est il mort|mort de jesus|mort pour|mourir pour",
       pt="cruz|crucific*|paixao|redencao|morreu jesus|jesus morreu|morreu por|morte de jesus",
       de="kreuz*|gekreuzigt|passion|erlosung|jesus starb|starb jesus|starb fur|tod jesu|sterben fur", la="cruc*|crucifix*|passio*|redemptio*",
       tl="krus|ipinako|pasyon|pagtubos|namatay si hesus|namatay si kristo|namatay para"),
    _c("foot_washing",
       "~wash*|wash the feet|washed the feet|washing of the feet|wash his feet|wash the feet of|~feet|~towel|~girded",
       "en=the washing of the feet;es=el lavatorio de los pies;it=lavanda dei piedi;fr=le lavement des pieds;"
       "pt=o lava-pés;de=die Fußwaschung;la=lotione pedum;tl=paghuhugas ng paa",
       "John 13:4-15", search="washed feet disciples",
       # "feet", "born" and "died" alone are evidence, as in English, not the question's subject
       # ("¿Dónde nació Pablo?" is no question about the Nativity).
       es="lavatorio de los pies|lavo los pies|lavar los pies", it="lavanda dei piedi|lavato i piedi|lavo i piedi",
       fr="lavement des pieds|lave les pieds",
       pt="lava-pes|lavou os pes", de="fusswaschung|fusse gewaschen|fusse wusch", la="lavit pedes|lotio pedum|pedes lavit",
       tl="hinugasan ang paa|paghuhugas ng paa"),
    _c("transfiguration",
       "transfigur*|high mountain|moses and elias|his face did shine|~tabernacles|three tabernacles|this is my beloved son",
       "en=the Transfiguration;es=la Transfiguración;it=Trasfigurazione;fr=la Transfiguration;pt=a Transfiguração;"
       "de=die Verklärung;la=Transfiguratione;tl=Pagbabagong-anyo",
       "Matthew 17:1-9|Mark 9:1-8|Luke 9:28-36|2 Peter 1:16-18", search="transfigured mountain Moses Elias",
       es="transfiguracion", it="trasfigurazione", fr="transfiguration", pt="transfiguracao", de="verklarung", la="transfigur*", tl="pagbabagong-anyo"),
    _c("ascension",
       "ascension|~ascen*|ascen*&jesus|ascen*&christ|ascen*&lord|taken up|carried up into heaven|received up|cloud received him|"
       "right hand of god|sitteth at the right hand",
       "en=the Ascension;es=la Ascensión;it=Ascensione;fr=l'Ascension;pt=a Ascensão;de=die Himmelfahrt;la=Ascensione;tl=Pag-akyat sa Langit",
       "Acts 1:9-11|Luke 24:50-51|Mark 16:19", search="taken up heaven cloud",
       es="ascension|subio al cielo", it="ascensione|sali al cielo", fr="ascension", pt="ascensao|subiu ao ceu", de="himmelfahrt",
       la="ascensio*|ascendit in caelum|ascendit ad caelum|ascendit in caelos|ascendit ad caelos",
       tl="pag-akyat&langit|pag-akyat&hesus|pag-akyat&kristo|umakyat&langit"),
    # The Gospel episodes the Church keeps as feasts and mysteries of the rosary, by the names
    # she gives them, which the gospels themselves do not use ("annunciation", "visitation").
    _c("annunciation",
       "annunciation|announced to mary|angel appeared to mary|gabriel appeared to mary|gabriel to mary|"
       "~gabriel|~conceive|~handmaid|~nazareth",
       "en=the Annunciation;es=la Anunciación;it=Annunciazione;fr=l'Annonciation;pt=a Anunciação;"
       "de=die Verkündigung des Herrn;la=Annuntiatione Domini;tl=Pagbati ng Anghel kay Maria",
       "Luke 1:26-38", search="angel Gabriel Mary conceive",
       es="anunciacion", it="annunciazione", fr="annonciation", pt="anunciacao", de="verkundigung an maria|maria verkundigung|mariae verkundigung|verkundigung des herrn",
       la="annuntiatio*", tl="pagbati ng anghel|anunsyasyon"),
    _c("visitation",
       "visitation|visited elizabeth|visit elizabeth|visiting elizabeth|visits elizabeth|leaped in her womb|"
       "leapt in her womb|~elizabeth|~leaped|~womb|!time of thy visitation|!day of visitation",
       "en=the Visitation;es=la Visitación;it=Visitazione;fr=la Visitation;pt=a Visitação;"
       "de=Mariä Heimsuchung;la=Visitatione;tl=Pagdalaw ni Maria kay Elisabet",
       "Luke 1:39-56", search="Mary Elizabeth saluted leaped womb",
       es="visitacion|visita a isabel|visito a isabel", it="visitazione|visita a elisabetta",
       fr="visitation|visite a elisabeth", pt="visitacao|visita a isabel|visitou isabel",
       de="mariae heimsuchung|maria heimsuchung|heimsuchung mariens|heimsuchung marias",
       la="visitatio beatae|visitatio mariae|visitatione beatae", tl="pagdalaw kay elisabet|dumalaw kay elisabet"),
    _c("presentation_temple",
       "presentation in the temple|presented in the temple|presentation of the lord|presentation of jesus|"
       "candlemas|nunc dimittis|now thou dost dismiss|~simeon|~anna|~temple",
       "en=the Presentation in the Temple;es=la Presentación en el Templo;it=Presentazione al Tempio;"
       "fr=la Présentation au Temple;pt=a Apresentação no Templo;de=die Darstellung des Herrn;"
       "la=Praesentatione Domini;tl=Paghahandog kay Hesus sa Templo",
       "Luke 2:22-40", search="Simeon temple child Jesus",
       es="presentacion en el templo|presentacion del senor", it="presentazione al tempio|presentazione del signore",
       fr="presentation au temple|presentation du seigneur", pt="apresentacao no templo|apresentacao do senhor",
       de="darstellung des herrn|darstellung jesu|darstellung im tempel|lichtmess", la="praesentatio*",
       tl="paghahandog sa templo"),
    _c("finding_temple",
       "finding in the temple|finding of jesus|finding of the child jesus|found in the temple|lost in the temple|jesus as a boy|"
       "jesus at twelve|jesus was twelve|father's business|~doctors|~temple|~twelve|~sought",
       "en=the Finding in the Temple;es=el Niño perdido y hallado en el Templo;it=il ritrovamento di Gesù nel Tempio;"
       "fr=le Recouvrement de Jésus au Temple;pt=a Perda e o Encontro de Jesus no Templo;"
       "de=die Wiederfindung Jesu im Tempel;la=Inventione pueri Iesu in templo;tl=Pagkatagpo kay Hesus sa Templo",
       "Luke 2:41-52", search="child Jesus temple doctors sought",
       es="perdido en el templo|hallado en el templo|encontrado en el templo", it="ritrovamento di gesu|ritrovamento nel tempio|smarrito nel tempio|ritrovato nel tempio",
       fr="recouvrement de jesus|recouvrement au temple|perdu au temple|retrouve au temple", pt="perdido no templo|encontrado no templo",
       de="wiederfindung|im tempel wiedergefunden|zwolfjahrige jesus", la="in templo inventus|puer iesus",
       tl="natagpuan sa templo|nawala sa templo"),
    _c("wedding_cana",
       "cana|water into wine|water to wine|first miracle|~wine|~water|~waterpots|~marriage|~wedding|"
       # Spanish "caña", a reed, folds as "cana" ("la caña cascada no la quebrará").
       "!una cana|!la cana|!cana cascada|!cana quebrada|!cana de azucar|!uma cana",
       "en=the wedding at Cana;es=las bodas de Caná;it=le nozze di Cana;fr=les noces de Cana;pt=as bodas de Caná;"
       "de=die Hochzeit zu Kana;la=nuptiis in Cana;tl=kasalan sa Cana",
       "John 2:1-11", search="marriage Cana water wine",
       es="cana|agua en vino", it="cana|acqua in vino", fr="cana|eau en vin", pt="cana|agua em vinho",
       de="kana|wasser zu wein|wasser in wein", la="cana", tl="cana|tubig na naging alak"),
    _c("agony_garden",
       "agony in the garden|gethsemane|gethsemani|let this cup pass|this chalice pass|sweat blood|drops of blood|"
       "could you not watch|~garden|~chalice|~sweat|~watch|~agony",
       "en=the Agony in the Garden;es=la Oración en el Huerto;it=l'agonia nell'orto;fr=l'agonie au jardin des Oliviers;"
       "pt=a Agonia no Horto;de=die Todesangst Jesu am Ölberg;la=agonia in horto;tl=Paghihirap sa Halamanan",
       "Matthew 26:36-46|Mark 14:32-42|Luke 22:39-46", search="Gethsemani chalice pass watch pray",
       es="getsemani|huerto de los olivos|oracion en el huerto|agonia en el huerto", it="getsemani|orto degli ulivi|agonia nell'orto",
       fr="gethsemani|jardin des oliviers|agonie au jardin|agonie de jesus", pt="getsemani|horto das oliveiras|agonia no horto",
       de="getsemani|gethsemane|olberg|todesangst jesu", la="gethsemani|agonia in horto", tl="getsemani|paghihirap sa halamanan"),
    _c("angels",
       "angel*|archangel*|~guardian|cherub*|seraph*|michael|gabriel|raphael",
       "en=the angels;es=los ángeles;it=angeli;fr=les anges;pt=os anjos;de=die Engel;la=angelis;tl=mga anghel",
       "Matthew 18:10|Psalms 90:11-12|Hebrews 1:14|Tobias 12:12-15|Exodus 23:20|Acts 12:15",
       search="angels|angel",
       # A keeper alone is not a guardian angel ("sono forse io il custode di mio fratello?").
       es="angel*|angeles|arcangel*", it="angel*|arcangel*", fr="ange|anges|archange*", pt="anjo*|anjo da guarda|arcanjo*",
       de="engel|schutzengel|erzengel", la="angel*|archangel*", tl="anghel|anghel na tagatanod|arkanghel"),
    _c("intercession_saints",
       "saints|prayers of the saints|intercession*|intercede*|cloud of witnesses|pray for us|pray for one another|odours, which are the prayers",
       "en=the intercession of the saints;es=la intercesión de los santos;it=intercessione dei santi;"
       "fr=l'intercession des saints;pt=a intercessão dos santos;de=die Fürsprache der Heiligen;"
       "la=intercessione sanctorum;tl=pamamagitan ng mga santo",
       "Apocalypse 5:8|Apocalypse 8:3-4|James 5:16|Hebrews 12:1|2 Machabees 15:12-14|Jeremias 15:1",
       search="prayers of the saints|intercession",
       es="santos|intercesion|interceder", it="santi|intercessione|intercedere", fr="saints|intercession|interceder", pt="santos|intercessao|interceder",
       # Not "sanct*", "heiligen" or "santo" alone: the Holy Ghost is "Spiritus Sanctus", "den
       # heiligen Geist", "Espiritu Santo", and the Holy Land "das heilige Land".
       de="zu den heiligen|heiligen&beten|heiligen&anruf*|heiligenverehrung|verehrung der heiligen|fursprache|furbitte",
       la="sanctorum|sanctos|intercessio*|intercede*", tl="mga santo|pamamagitan"),
    _c("sunday",
       "sabbath*|sabbath day|first day of the week|lord's day|sunday|day of rest|rested on the seventh day",
       "en=the Lord's Day;es=el domingo;it=domenica;fr=le dimanche;pt=o domingo;de=den Sonntag;la=die Dominica;tl=Araw ng Panginoon",
       "Exodus 20:8-11|Mark 2:27-28|Acts 20:7|Apocalypse 1:10|1 Corinthians 16:2|Genesis 2:2-3",
       search="sabbath|first day of the week",
       es="domingo|sabado|dia del senor", it="domenica|sabato|giorno del signore", fr="dimanche|sabbat|jour du seigneur", pt="domingo|sabado|dia do senhor",
       de="sonntag|sabbat|tag des herrn", la="dominica|sabbat*|dies domini", tl="linggo|sabado|araw ng panginoon"),
    _c("humility",
       "humb*|humility|~lowly|~meek|~proud|pride|~exalt*|~least|!last shall be first|!last will be first|"
       "!first shall be last|!first will be last",
       "en=humility;es=la humildad;it=umiltà;fr=l'humilité;pt=a humildade;de=die Demut;la=humilitate;tl=kababaang-loob",
       "Luke 18:10-14|Philippians 2:3-8|Matthew 23:12|Luke 14:8-11|James 4:6-10|Matthew 18:1-4",
       search="humble|humbleth|exalted",
       es="humild*|soberbia|orgullo", it="umil*|superbia|orgoglio", fr="humili*|humble|orgueil", pt="humild*|soberba|orgulho",
       de="demut*|demutig|hochmut|stolz", la="humili*|superbia*", tl="kababaang-loob|mapagpakumbaba|pagpapakumbaba|kapalaluan"),
    _c("riches",
       "rich*|wealth*|~treasure*|mammon|~camel|eye of a needle|money|~possessions",
       "en=riches;es=las riquezas;it=ricchezze;fr=les richesses;pt=as riquezas;de=den Reichtum;la=divitiis;tl=kayamanan",
       "Matthew 19:21-24|Mark 10:23-25|Luke 12:15-21|1 Timothy 6:9-10|Matthew 6:19-21|Luke 16:13",
       search="rich|riches|treasure",
       # A treasure alone is not riches, as "~treasure*" is not in English ("el tesoro escondido en el
       # campo"), nor a kingdom, German "Reich" ("das Reich Gottes").
       es="rico*|riqueza*|dinero", it="ricc*|denaro", fr="riche*|richesse*|argent", pt="rico*|riqueza*|dinheiro",
       de="reichtum*|reiche|reicher|reichen|geld", la="dives|divit*|pecunia*|mammona*", tl="mayaman|kayamanan|pera|salapi"),
    # Isaac or Abraham alone is no question of the sacrifice ("a wife for isaac at the well"):
    # beside a word of sacrifice, killing, the altar or the test, they are.
    _c("abraham_isaac",
       "~abraham|~isaac|isaac&sacrific*|isaac&kill*|isaac&slay|isaac&altar|isaac&offer*|isaac&knife|"
       "isaac&ram|abraham&sacrific*|abraham&test*|abraham&tempt*|binding of isaac|~holocaust|~ram|~provide|mount of vision",
       "en=the sacrifice of Isaac;es=el sacrificio de Isaac;it=sacrificio di Isacco;fr=le sacrifice d'Isaac;"
       "pt=o sacrifício de Isaac;de=die Opferung Isaaks;la=sacrificio Isaac;tl=paghahandog kay Isaac",
       "Genesis 22:1-14|Hebrews 11:17-19|James 2:21", search="Abraham Isaac holocaust",
       es="isaac&sacrific*|isaac&matar|isaac&altar|abraham&sacrific*|abrahan&sacrific*|abraham&prueba",
       it="isacco&sacrific*|isacco&uccider*|isacco&altare|abramo&sacrific*|abramo&prova",
       fr="isaac&sacrifi*|isaac&tuer|isaac&autel|abraham&sacrifi*|abraham&epreuve",
       pt="isaque&sacrific*|isaac&sacrific*|isaque&matar|isaac&matar|abraao&sacrific*|abraao&prova",
       de="isaak&opfer*|isaak&toten|abraham&opfer*|abraham&prufung|abraham&versuch*",
       la="isaac&immola*|isaac&sacrific*|isaac&holocaust*|abraham&immola*|abraham&tenta*",
       tl="isaac&handog*|isaac&alay*|isaac&patay*|abraham&handog*|abraham&alay*"),
    _c("burning_bush",
       "bush|~burning|i am who am|~moses|holy ground|put off the shoes|"
       "!juniper|!broom|!under some bush|!under a bush|!under the bush|!under that bush|!under this bush",
       "en=the burning bush;es=la zarza ardiente;it=roveto ardente;fr=le buisson ardent;pt=a sarça ardente;"
       "de=den brennenden Dornbusch;la=rubo ardenti;tl=nagliliyab na palumpong",
       "Exodus 3:1-15", search="bush fire Moses",
       es="zarza", it="roveto", fr="buisson", pt="sarca", de="dornbusch", la="rubus|rubo", tl="palumpong"),
    # Passages people ask for by the name tradition gives them, which the words of the
    # Douay-Rheims do not reach: read as words, "tithing" found Isaias 6:13 ("a tithing in it"),
    # "the new commandment" the greatest one (Matthew 22), and the others nothing.
    _c("tithes",
       "tithe|tithes|tithing|~tenth",
       "en=tithes;es=el diezmo;it=la decima;fr=la dîme;pt=o dízimo;de=den Zehnten;la=decimis;tl=ikapu",
       "Malachias 3:8-10|Leviticus 27:30-32|Genesis 14:18-20|Hebrews 7:4-9", search="tithes",
       es="diezmo|diezmos", it="decima|decime", fr="dime|dimes", pt="dizimo|dizimos", de="zehnt|zehnte|zehnten",
       la="decima|decimas|decimis", tl="ikapu"),
    _c("new_commandment",
       "new commandment|~love one another|~as i have loved you",
       "en=the new commandment;es=el mandamiento nuevo;it=il comandamento nuovo;fr=le commandement nouveau;"
       "pt=o mandamento novo;de=das neue Gebot;la=mandato novo;tl=ang bagong utos",
       "John 13:34-35|John 15:12-13|1 John 2:7-8", search="new commandment love one another",
       es="mandamiento nuevo|nuevo mandamiento", it="comandamento nuovo|nuovo comandamento",
       fr="commandement nouveau|nouveau commandement", pt="mandamento novo|novo mandamento",
       de="neues gebot|neue gebot|neuen gebot", la="mandatum novum", tl="bagong utos"),
    _c("great_commission",
       "great commission|teach all nations|make disciples of all nations|~baptizing them|~all nations",
       "en=the Great Commission;es=la gran comisión;it=il mandato missionario;fr=l'envoi en mission;"
       "pt=a grande comissão;de=den Missionsbefehl;la=mandato missionis;tl=ang dakilang utos",
       "Matthew 28:16-20|Mark 16:15-16", search="teach all nations baptizing",
       es="gran comision", it="mandato missionario|grande mandato", fr="grand mandat|envoi en mission",
       pt="grande comissao", de="missionsbefehl|taufbefehl", la="euntes docete", tl="dakilang utos"),
    _c("fruit_of_the_spirit",
       "fruit of the spirit|fruits of the spirit|fruit of the holy spirit|fruits of the holy spirit|~fruit of the spirit",
       "en=the fruit of the Spirit;es=el fruto del Espíritu;it=il frutto dello Spirito;fr=le fruit de l'Esprit;"
       "pt=o fruto do Espírito;de=die Frucht des Geistes;la=fructu Spiritus;tl=ang bunga ng Espiritu",
       "Galatians 5:22-23", search="fruit of the Spirit charity joy peace",
       es="fruto del espiritu|frutos del espiritu", it="frutto dello spirito|frutti dello spirito",
       fr="fruit de l'esprit|fruits de l'esprit", pt="fruto do espirito|frutos do espirito",
       de="frucht des geistes|fruchte des geistes", la="fructus spiritus", tl="bunga ng espiritu"),
    _c("armour_of_god",
       "armour of god|armor of god|~whole armour|helmet of salvation|breastplate of justice|shield of faith|"
       "sword of the spirit",
       "en=the armour of God;es=la armadura de Dios;it=l'armatura di Dio;fr=l'armure de Dieu;"
       "pt=a armadura de Deus;de=die Waffenrüstung Gottes;la=armatura Dei;tl=ang baluti ng Diyos",
       "Ephesians 6:10-17", search="armour of God",
       es="armadura de dios", it="armatura di dio", fr="armure de dieu", pt="armadura de deus",
       de="waffenrustung gottes|rustung gottes", la="armatura dei|armaturam dei", tl="baluti ng diyos"),
    _c("unforgivable_sin",
       "unforgivable sin|unpardonable sin|blasphemy against the holy spirit|blasphemy against the holy ghost|"
       "sin against the holy ghost|sin against the holy spirit|~blasphemy of the spirit",
       "en=the sin against the Holy Spirit;es=el pecado contra el Espíritu Santo;"
       "it=il peccato contro lo Spirito Santo;fr=le péché contre l'Esprit Saint;pt=o pecado contra o Espírito Santo;"
       "de=die Sünde wider den Heiligen Geist;la=peccato in Spiritum Sanctum;tl=ang kasalanan laban sa Espiritu Santo",
       "Matthew 12:31-32|Mark 3:28-30|Luke 12:10", search="blasphemy against the Spirit shall not be forgiven",
       es="pecado imperdonable|blasfemia contra el espiritu", it="peccato imperdonabile|bestemmia contro lo spirito",
       fr="peche impardonnable|blaspheme contre l'esprit", pt="pecado imperdoavel|blasfemia contra o espirito",
       de="unvergebbare sunde|sunde wider den heiligen geist", la="blasphemia spiritus",
       tl="kasalanang hindi mapapatawad"),
    # "a golden rule of fifty sicles" (Josue 7:21) is a bar of gold: the rule people ask about
    # is Matthew 7:12 and Luke 6:31, and Tobias 4:16 says it the other way round.
    _c("golden_rule",
       "golden rule|do unto others|do to others as|~would that men should do to you|~do you also to them|"
       "~do to another what",
       "en=the Golden Rule;es=la regla de oro;it=la regola d'oro;fr=la règle d'or;pt=a regra de ouro;"
       "de=die Goldene Regel;la=regula aurea;tl=ang Gintong Aral",
       "Matthew 7:12|Luke 6:31|Tobias 4:16", search="would that men should do to you",
       es="regla de oro", it="regola d'oro|regola aurea", fr="regle d'or", pt="regra de ouro|regra aurea",
       de="goldene regel|goldenen regel", la="regula aurea", tl="gintong aral|gintong tuntunin"),
    # Passages named by tradition whose names the Douay-Rheims does not use: read as words,
    # "the road to Emmaus" found Judas Machabeus camped at Emmaus (1 Machabees 3:57), "the
    # whore of Babylon" the law on a harlot in Deuteronomy 22, "the feeding of the five
    # thousand" the measures of Ezechiel 48, and "the shema" or "crossing of the red sea" nothing.
    _c("whore_of_babylon",
       "whore of babylon|harlot of babylon|great harlot|babylon the great|mother of harlots|mother of the fornications|"
       "scarlet woman|~great whore|~harlot|~babylon|~scarlet|~fornication*",
       "en=the great harlot of the Apocalypse;es=la gran ramera del Apocalipsis;it=la grande meretrice dell'Apocalisse;"
       "fr=la grande prostituée de l'Apocalypse;pt=a grande prostituta do Apocalipse;"
       "de=die große Hure Babylon;la=meretrice magna;tl=ang dakilang patutot ng Babilonia",
       "Apocalypse 17:1-6|Apocalypse 17:15-18|Apocalypse 18:1-3", search="great harlot Babylon",
       es="ramera de babilonia|gran ramera|prostituta de babilonia", it="meretrice di babilonia|grande meretrice|prostituta di babilonia",
       fr="prostituee de babylone|grande prostituee", pt="prostituta da babilonia|grande prostituta|meretriz da babilonia",
       de="hure babylon|grosse hure|hure von babylon|hure babylons", la="meretrix magna|meretricis magnae|babylon magna",
       tl="patutot ng babilonia|dakilang patutot"),
    _c("suffering_servant",
       "suffering servant|servant song*|songs of the servant|man of sorrows|~wounded for our|"
       "~bruised for our|~sheep to the slaughter|~by his bruises",
       "en=the suffering Servant;es=el Siervo sufriente;it=il Servo sofferente;fr=le Serviteur souffrant;"
       "pt=o Servo sofredor;de=den leidenden Gottesknecht;la=Servo patiente;tl=ang nagdurusang Lingkod",
       "Isaias 53:1-12|Isaias 52:13-15|Acts 8:32-35",
       search="wounded for our iniquities bruised for our sins",
       es="siervo sufriente|siervo doliente|canticos del siervo|varon de dolores",
       it="servo sofferente|canti del servo|carmi del servo|uomo dei dolori",
       fr="serviteur souffrant|chants du serviteur|homme de douleurs", pt="servo sofredor|canticos do servo|homem das dores",
       de="gottesknecht*|leidende knecht|leidenden knecht|mann der schmerzen", la="servus patiens|servo patiente|vir dolorum",
       tl="nagdurusang lingkod|lingkod na nagdurusa"),
    _c("benedictus",
       "benedictus|canticle of zachary|canticle of zachariah|canticle of zechariah|song of zechariah|song of zachary|"
       "~zachary|~visited and wrought the redemption|~horn of salvation|~dayspring",
       "en=the Benedictus (the canticle of Zachary);es=el Benedictus (cántico de Zacarías);"
       "it=il Benedictus (cantico di Zaccaria);fr=le Benedictus (cantique de Zacharie);"
       "pt=o Benedictus (cântico de Zacarias);de=das Benedictus (Lobgesang des Zacharias);la=Cantico Zachariae;"
       "tl=ang Benedictus (awit ni Zacarias)",
       "Luke 1:67-79", search="Zachary prophesied blessed be the Lord God of Israel",
       es="cantico de zacarias", it="cantico di zaccaria", fr="cantique de zacharie", pt="cantico de zacarias",
       de="lobgesang des zacharias", la="canticum zachariae", tl="awit ni zacarias"),
    _c("feeding_multitude",
       "feeding of the five thousand|feeding the five thousand|fed five thousand|fed the five thousand|"
       "feeding of the four thousand|feeding the four thousand|fed four thousand|fed the four thousand|"
       "feeding of the multitude|multiplication of the loaves|multiplied the loaves|multiply the loaves|"
       "loaves and fishes|loaves and the fishes|five loaves|seven loaves|two fishes|~five thousand|~four thousand|"
       "~loaves|~fishes|~multitude|~baskets",
       "en=the feeding of the multitude;es=la multiplicación de los panes;it=la moltiplicazione dei pani;"
       "fr=la multiplication des pains;pt=a multiplicação dos pães;de=die Brotvermehrung;"
       "la=multiplicatione panum;tl=ang pagpaparami ng tinapay",
       "John 6:1-14|Matthew 14:13-21|Mark 6:34-44|Luke 9:12-17|Matthew 15:32-38|Mark 8:1-9",
       search="five loaves two fishes five thousand",
       es="multiplicacion de los panes|panes y peces|panes y los peces", it="moltiplicazione dei pani|pani e pesci|pani e dei pesci",
       fr="multiplication des pains|pains et poissons|pains et des poissons", pt="multiplicacao dos paes|paes e peixes|paes e os peixes",
       de="brotvermehrung|speisung der funftausend|funf brote", la="multiplicatio panum|multiplicatione panum|quinque panes",
       tl="pagpaparami ng tinapay|limang tinapay"),
    _c("emmaus",
       "emmaus|~cleophas|~breaking of bread|~did not our heart burn|~stay with us",
       "en=the road to Emmaus;es=los discípulos de Emaús;it=i discepoli di Emmaus;fr=les disciples d'Emmaüs;"
       "pt=os discípulos de Emaús;de=die Emmausjünger;la=discipulis Emmaus;tl=ang daan patungong Emaus",
       "Luke 24:13-35|Mark 16:12-13", search="Emmaus Cleophas breaking of bread",
       es="emaus", it="emmaus", fr="emmaus", pt="emaus", de="emmaus*", la="emmaus", tl="emaus"),
    _c("baptism_of_jesus",
       "baptism of jesus|baptism of christ|baptism of the lord|baptism of our lord|jesus baptized|jesus baptised|"
       "jesus was baptized|jesus was baptised|christ was baptized|christ baptized|baptized in the jordan|"
       "baptised in the jordan|john baptize jesus|john baptized jesus|~jordan|~dove|~beloved son",
       "en=the Baptism of the Lord;es=el Bautismo del Señor;it=il Battesimo del Signore;fr=le Baptême du Seigneur;"
       "pt=o Batismo do Senhor;de=die Taufe des Herrn;la=Baptismo Domini;tl=ang Pagbibinyag sa Panginoon",
       "Matthew 3:13-17|Mark 1:9-11|Luke 3:21-22|John 1:29-34", search="Jesus baptized Jordan dove beloved Son",
       es="bautismo de jesus|bautismo del senor|jesus fue bautizado|bautizo de jesus",
       it="battesimo di gesu|battesimo del signore|gesu fu battezzato", fr="bapteme de jesus|bapteme du seigneur|jesus fut baptise",
       pt="batismo de jesus|batismo do senhor|jesus foi batizado", de="taufe jesu|taufe des herrn|jesus getauft",
       la="baptismus domini|baptismo domini|baptismus iesu|baptismo iesu", tl="binyag kay hesus|pagbibinyag kay hesus|binyag ni hesus"),
    _c("woman_in_adultery",
       "woman taken in adultery|woman caught in adultery|caught in adultery|taken in adultery|cast the first stone|"
       "first stone|without sin among you|neither will i condemn|~adultery|~stone",
       "en=the woman taken in adultery;es=la mujer adúltera;it=l'adultera;fr=la femme adultère;pt=a mulher adúltera;"
       "de=die Ehebrecherin;la=muliere adultera;tl=ang babaeng nahuli sa pangangalunya",
       "John 8:1-11", search="woman taken in adultery first stone condemn",
       es="mujer adultera|primera piedra", it="l'adultera|donna adultera|prima pietra", fr="femme adultere|premiere pierre",
       pt="mulher adultera|primeira pedra", de="ehebrecherin|ersten stein", la="mulier adultera|muliere adultera|in adulterio|primum lapidem",
       tl="nahuli sa pangangalunya|unang bato"),
    _c("red_sea",
       "red sea|parting of the sea|parted the sea|divided the sea|crossing of the sea|~pharao*|~chariots|~dry ground",
       "en=the crossing of the Red Sea;es=el paso del Mar Rojo;it=il passaggio del Mar Rosso;fr=le passage de la mer Rouge;"
       "pt=a travessia do Mar Vermelho;de=der Durchzug durch das Rote Meer;la=transitu maris Rubri;"
       "tl=ang pagtawid sa Dagat na Pula",
       "Exodus 14:15-31|Exodus 15:1-21", search="Red Sea divided dry ground Pharao chariots",
       es="mar rojo", it="mar rosso", fr="mer rouge", pt="mar vermelho", de="rote meer|roten meer|schilfmeer",
       la="mare rubrum|maris rubri|mari rubro", tl="dagat na pula"),
    _c("ten_plagues",
       "ten plagues|plagues of egypt|plagues on egypt|plagues upon egypt|egyptian plagues|~plague*|~frogs|~locusts|"
       "~hail|~darkness|~firstborn",
       "en=the plagues of Egypt;es=las plagas de Egipto;it=le piaghe d'Egitto;fr=les plaies d'Égypte;"
       "pt=as pragas do Egito;de=die Plagen Ägyptens;la=plagis Aegypti;tl=ang mga salot sa Ehipto",
       "Exodus 7:14-25|Exodus 8:1-15|Exodus 9:1-12|Exodus 10:12-23|Exodus 11:1-10|Exodus 12:29-33",
       search="plague Egypt Pharao frogs locusts hail",
       es="plagas de egipto|diez plagas", it="piaghe d'egitto|dieci piaghe", fr="plaies d'egypte|dix plaies",
       pt="pragas do egito|dez pragas", de="plagen agyptens|zehn plagen|agyptischen plagen",
       la="plagae aegypti|plagis aegypti|decem plagae|decem plagas", tl="salot sa ehipto|sampung salot"),
    _c("works_of_mercy",
       "works of mercy|corporal works|spiritual works|i was hungry|~hungry|~thirsty|~naked|~in prison|~visited me",
       "en=the works of mercy;es=las obras de misericordia;it=le opere di misericordia;fr=les œuvres de miséricorde;"
       "pt=as obras de misericórdia;de=die Werke der Barmherzigkeit;la=operibus misericordiae;tl=ang mga gawa ng awa",
       "Matthew 25:31-46|Tobias 12:8-9|Isaias 58:6-10", search="I was hungry and you gave me to eat",
       es="obras de misericordia", it="opere di misericordia", fr="oeuvres de misericorde", pt="obras de misericordia",
       de="werke der barmherzigkeit", la="opera misericordiae|operibus misericordiae", tl="gawa ng awa|gawain ng awa"),
    _c("gifts_of_the_spirit",
       "gifts of the holy spirit|gifts of the holy ghost|gifts of the spirit|seven gifts|spiritual gifts|"
       "~spirit of wisdom|~spirit of counsel|~fear of the lord|~diversities of graces",
       "en=the gifts of the Holy Spirit;es=los dones del Espíritu Santo;it=i doni dello Spirito Santo;"
       "fr=les dons du Saint-Esprit;pt=os dons do Espírito Santo;de=die Gaben des Heiligen Geistes;"
       "la=donis Spiritus Sancti;tl=ang mga kaloob ng Espiritu Santo",
       "Isaias 11:1-3|1 Corinthians 12:4-11|Romans 12:6-8", search="spirit of wisdom and of understanding counsel fortitude",
       es="dones del espiritu", it="doni dello spirito", fr="dons du saint-esprit|dons de l'esprit", pt="dons do espirito",
       de="gaben des heiligen geistes|gaben des geistes", la="dona spiritus|donis spiritus|septem dona", tl="kaloob ng espiritu"),
    _c("unforgiving_servant",
       "unforgiving servant|unmerciful servant|ten thousand talents|hundred pence|seventy times seven|"
       "~fellow servant|~talents|~forgive",
       "en=the parable of the unforgiving servant;es=la parábola del siervo sin entrañas;it=la parabola del servo spietato;"
       "fr=la parabole du serviteur impitoyable;pt=a parábola do servo impiedoso;de=das Gleichnis vom unbarmherzigen Knecht;"
       "la=parabola servi nequam;tl=ang talinghaga ng aliping walang habag",
       "Matthew 18:21-35", search="servant ten thousand talents fellow servant hundred pence",
       es="siervo sin entranas|siervo despiadado|siervo malvado", it="servo spietato|servo malvagio",
       fr="serviteur impitoyable|serviteur mechant", pt="servo impiedoso|servo cruel|servo mau",
       de="unbarmherzigen knecht|unbarmherzige knecht|schalksknecht", la="servus nequam|servo nequam",
       tl="aliping walang habag|aliping walang awa"),
    _c("rich_man_lazarus",
       "rich man and lazarus|lazarus and the rich man|dives and lazarus|abraham's bosom|bosom of abraham|~rich man|"
       "~beggar|~great gulf|~sores",
       "en=the rich man and Lazarus;es=el rico Epulón y Lázaro;it=il ricco epulone e Lazzaro;fr=le riche et Lazare;"
       "pt=o rico e Lázaro;de=der reiche Mann und der arme Lazarus;la=divite et Lazaro;tl=ang mayaman at si Lazaro",
       "Luke 16:19-31", search="rich man Lazarus beggar Abraham's bosom",
       es="epulon|rico y lazaro", it="epulone|ricco e lazzaro", fr="riche et lazare|mauvais riche", pt="rico e lazaro|rico avarento",
       de="reiche mann und|armen lazarus|arme lazarus", la="dives et lazarus|divite et lazaro", tl="mayaman at si lazaro"),
    _c("paralytic_roof",
       "through the roof|down through the roof|lowered through the roof|let down through the roof|uncovered the roof|"
       "healing of the paralytic|healed the paralytic|~paralytic|~palsy|~bed|~roof",
       "en=the healing of the paralytic;es=la curación del paralítico;it=la guarigione del paralitico;"
       "fr=la guérison du paralytique;pt=a cura do paralítico;de=die Heilung des Gelähmten;la=sanatione paralytici;"
       "tl=ang pagpapagaling sa paralitiko",
       "Mark 2:1-12|Luke 5:17-26|Matthew 9:1-8", search="sick of the palsy roof bed arise",
       es="curacion del paralitico", it="guarigione del paralitico", fr="guerison du paralytique", pt="cura do paralitico",
       de="heilung des gelahmten", la="sanatio paralytici", tl="pagpapagaling sa paralitiko"),
    _c("cleansing_temple",
       "cleansing of the temple|cleansed the temple|cleanse the temple|money changers|moneychangers|den of thieves|"
       "whip of cords|scourge of little cords|overthrew the tables|~changers|~tables|~sold doves|~house of prayer",
       "en=the cleansing of the Temple;es=la purificación del Templo;it=la cacciata dei mercanti dal Tempio;"
       "fr=les marchands chassés du Temple;pt=a purificação do Templo;de=die Tempelreinigung;la=purgatione templi;"
       "tl=ang paglilinis ng Templo",
       "John 2:13-17|Matthew 21:12-13|Mark 11:15-17|Luke 19:45-46", search="money changers temple den of thieves",
       es="mercaderes del templo|purificacion del templo|cambistas", it="mercanti dal tempio|mercanti del tempio|cambiavalute",
       fr="marchands du temple|vendeurs du temple", pt="vendilhoes do templo|purificacao do templo|cambistas",
       de="tempelreinigung|handler aus dem tempel|geldwechsler", la="purgatio templi|nummularios", tl="paglilinis ng templo"),
    _c("moses_infancy",
       "moses in the basket|baby moses|moses as a baby|moses in the bulrushes|moses in the reeds|ark of bulrushes|"
       "basket of bulrushes|~bulrushes|~pharao's daughter",
       "en=the infancy of Moses;es=Moisés salvado de las aguas;it=Mosè salvato dalle acque;fr=Moïse sauvé des eaux;"
       "pt=Moisés salvo das águas;de=die Rettung des Mose;la=Moyse ex aquis servato;tl=ang sanggol na si Moises",
       "Exodus 2:1-10", search="basket of bulrushes Pharao's daughter",
       es="moises salvado de las aguas|moises en la canasta|moises bebe", it="mose salvato dalle acque|mose nel cesto",
       fr="moise sauve des eaux|berceau de moise", pt="moises salvo das aguas|moises no cesto",
       de="mose im korb|rettung des mose", la="fiscella scirpea", tl="sanggol na si moises"),
    _c("david_bathsheba",
       "bathsheba|bathsabee|bethsabee|uriah|urias|~bathing",
       "en=David and Bethsabee;es=David y Betsabé;it=Davide e Betsabea;fr=David et Bethsabée;pt=Davi e Betsabá;"
       "de=David und Batseba;la=David et Bethsabee;tl=si David at si Batsheba",
       "2 Kings 11:1-17|2 Kings 12:1-14|Psalms 50:1-6", search="David Bethsabee Urias",
       es="betsabe|urias", it="betsabea|uria", fr="bethsabee|urie", pt="betsaba|urias", de="batseba|batscheba|urija",
       la="bethsabee|urias", tl="batsheba|betsabe|urias"),
    _c("paul_shipwreck",
       "shipwreck|shipwrecked|ship wreck|~malta|~melita|~tempest|~viper",
       "en=Saint Paul's shipwreck;es=el naufragio de San Pablo;it=il naufragio di San Paolo;fr=le naufrage de saint Paul;"
       "pt=o naufrágio de São Paulo;de=der Schiffbruch des Paulus;la=naufragio Pauli;tl=ang pagkawasak ng barko ni San Pablo",
       "Acts 27:13-44|Acts 28:1-6|2 Corinthians 11:25", search="ship tempest Melita viper",
       es="naufragio", it="naufragio", fr="naufrage", pt="naufragio", de="schiffbruch", la="naufragi*", tl="pagkawasak ng barko"),
    _c("council_of_jerusalem",
       "council of jerusalem|jerusalem council|apostolic council|~circumcised|~circumcision",
       "en=the Council of Jerusalem;es=el Concilio de Jerusalén;it=il Concilio di Gerusalemme;fr=le concile de Jérusalem;"
       "pt=o Concílio de Jerusalém;de=das Apostelkonzil;la=Concilio Hierosolymitano;tl=ang Konseho sa Jerusalem",
       "Acts 15:1-29", search="apostles and ancients assembled circumcision Gentiles",
       es="concilio de jerusalen", it="concilio di gerusalemme", fr="concile de jerusalem", pt="concilio de jerusalem",
       de="apostelkonzil", la="concilium hierosolymitanum", tl="konseho sa jerusalem|konsilyo sa jerusalem"),
    _c("lamb_of_god",
       "lamb of god|behold the lamb|agnus dei|~lamb",
       "en=the Lamb of God;es=el Cordero de Dios;it=l'Agnello di Dio;fr=l'Agneau de Dieu;pt=o Cordeiro de Deus;"
       "de=das Lamm Gottes;la=Agno Dei;tl=ang Kordero ng Diyos",
       "John 1:29-36|Apocalypse 5:6-12|1 Peter 1:18-19|Isaias 53:7", search="behold the Lamb of God",
       es="cordero de dios", it="agnello di dio", fr="agneau de dieu", pt="cordeiro de deus", de="lamm gottes",
       la="agnus dei|agno dei", tl="kordero ng diyos|cordero ng diyos"),
    _c("good_thief",
       "good thief|penitent thief|repentant thief|dismas|thief on the cross|thieves on the cross|"
       "today thou shalt be with me|~paradise|~thief|~thieves",
       "en=the good thief;es=el buen ladrón;it=il buon ladrone;fr=le bon larron;pt=o bom ladrão;de=der gute Schächer;"
       "la=bono latrone;tl=ang mabuting magnanakaw",
       "Luke 23:39-43", search="thieves crucified today thou shalt be with me in paradise",
       es="buen ladron|dimas", it="buon ladrone|disma", fr="bon larron", pt="bom ladrao|dimas", de="guter schacher|gute schacher|dismas",
       la="bonus latro|bono latrone", tl="mabuting magnanakaw|dimas"),
    _c("flight_into_egypt",
       "flight into egypt|fled into egypt|flee into egypt|fly into egypt|massacre of the innocents|slaughter of the innocents|"
       "holy innocents|~herod|~rachel bewailing",
       "en=the flight into Egypt and the Holy Innocents;es=la huida a Egipto y los Santos Inocentes;"
       "it=la fuga in Egitto e i Santi Innocenti;fr=la fuite en Égypte et les saints Innocents;"
       "pt=a fuga para o Egito e os Santos Inocentes;de=die Flucht nach Ägypten und der Kindermord;"
       "la=fuga in Aegyptum et Innocentibus;tl=ang pagtakas sa Ehipto at ang mga Banal na Walang-Malay",
       "Matthew 2:13-18|Matthew 2:19-23", search="fly into Egypt Herod killed all the men children",
       es="huida a egipto|santos inocentes|matanza de los inocentes", it="fuga in egitto|santi innocenti|strage degli innocenti",
       fr="fuite en egypte|saints innocents|massacre des innocents", pt="fuga para o egito|santos inocentes|matanca dos inocentes",
       de="flucht nach agypten|kindermord", la="fuga in aegyptum|innocentes", tl="pagtakas sa ehipto|walang-malay|walang malay"),
    _c("tower_of_siloe",
       "tower of siloam|tower of siloe|tower in siloam|tower in siloe|galileans whose blood|~siloe|~siloam",
       "en=the tower of Siloe;es=la torre de Siloé;it=la torre di Siloe;fr=la tour de Siloé;pt=a torre de Siloé;"
       "de=der Turm von Schiloach;la=turre in Siloe;tl=ang tore ng Siloe",
       "Luke 13:1-5", search="tower in Siloe fell Galileans",
       es="torre de siloe", it="torre di siloe|torre di siloam", fr="tour de siloe|tour de siloam", pt="torre de siloe",
       de="turm von schiloach|turm von siloah|turm zu siloah", la="turris in siloe|turre in siloe", tl="tore ng siloe|tore sa siloe"),
    _c("two_builders",
       "wise and foolish builders|wise man who built|built his house upon a rock|house upon a rock|house on the rock|"
       "house upon the sand|house on the sand|~rock|~sand",
       "en=the two builders;es=la casa sobre roca;it=la casa sulla roccia;fr=la maison sur le roc;pt=a casa sobre a rocha;"
       "de=das Haus auf dem Felsen;la=domo supra petram;tl=ang bahay sa ibabaw ng bato",
       "Matthew 7:24-27|Luke 6:47-49", search="built his house upon a rock sand",
       es="casa sobre la roca|casa sobre roca|casa sobre la arena", it="casa sulla roccia|casa sulla sabbia",
       fr="maison sur le roc|maison sur le sable", pt="casa sobre a rocha|casa sobre a areia",
       de="haus auf den felsen|haus auf felsen|haus auf sand", la="supra petram|supra arenam",
       tl="bahay sa ibabaw ng bato|bahay sa buhangin"),
    _c("judging_others",
       "judge not|do not judge|don't judge|dont judge|judging others|judge others|judge one another|mote|"
       "beam in thy own eye|speck|plank in your eye|~judge*|~condemn*",
       "en=judging others;es=no juzgar;it=non giudicare;fr=ne pas juger;pt=não julgar;de=nicht richten;la=nolite iudicare;"
       "tl=huwag humatol",
       "Matthew 7:1-5|Luke 6:37-42|Romans 2:1-3|James 4:11-12", search="judge not that you may not be judged mote beam",
       es="no juzgueis|no juzgues|no juzgar|la paja y la viga", it="non giudicate|non giudicare|pagliuzza",
       fr="ne jugez pas|ne pas juger|la paille et la poutre", pt="nao julgueis|nao julgue|nao julgar|cisco|trave no olho",
       de="richtet nicht|nicht richten|splitter|balken", la="nolite iudicare|nolite judicare", tl="huwag humatol|huwag kayong humatol"),
    # What people ask a Catholic about, and the passages the Church's answer reads: read as
    # words, "call no man father" quoted John 10, "did jesus have brothers" John 11, "tattoos"
    # the man among the tombs (Mark 5), "indulgences" Saint Paul's "by indulgence" (1 Corinthians
    # 7:6), and "sola scriptura", "relics" or "holy water" nothing.
    _c("call_no_man_father",
       "call no man father|call no one father|call no man your father|call priests father|calling priests father|"
       "~call none your father|~instructors|~fathers in christ",
       "en=calling priests \"Father\";es=llamar «padre» a los sacerdotes;it=chiamare «padre» i sacerdoti;"
       "fr=appeler les prêtres « père »;pt=chamar os padres de «pai»;de=Priester «Vater» nennen;la=patrem vocare;"
       "tl=pagtawag ng \"Padre\" sa pari",
       "Matthew 23:8-10|1 Corinthians 4:14-16|Acts 7:2|1 John 2:13-14", search="call none your father upon earth",
       es="no llameis padre|no llamen padre|no llamemos padre|llamar padre|llamamos padre|padre a nadie",
       it="non chiamate padre|chiamare padre|chiamiamo padre|padre nessuno",
       fr="n'appelez personne pere|appeler pere|appelons pere",
       pt="nao chameis pai|chamar de pai|chamar padre de pai|ninguem chameis pai|a ninguem de pai", de="nennt niemand vater|vater nennen",
       la="patrem nolite vocare",
       tl="huwag tawaging ama|tawaging padre"),
    _c("tradition",
       "sola scriptura|bible alone|scripture alone|only the bible|sacred tradition|holy tradition|apostolic tradition|"
       "oral tradition|scripture and tradition|tradition and scripture|~tradition*|~by word|~by epistle",
       "en=Scripture and Tradition;es=la Escritura y la Tradición;it=la Scrittura e la Tradizione;fr=l'Écriture et la Tradition;"
       "pt=a Escritura e a Tradição;de=Schrift und Überlieferung;la=Scriptura et Traditione;tl=ang Kasulatan at ang Tradisyon",
       "2 Thessalonians 2:14|1 Corinthians 11:2|2 Timothy 2:2|2 Timothy 3:14-17|John 21:25",
       search="hold the traditions which you have learned whether by word or by our epistle",
       es="sola scriptura|solo la biblia|sagrada tradicion|tradicion apostolica", it="sola scriptura|solo la bibbia|sacra tradizione|tradizione apostolica",
       fr="sola scriptura|la bible seule|sainte tradition|tradition apostolique",
       pt="sola scriptura|somente a biblia|so a biblia|sagrada tradicao|tradicao apostolica",
       de="sola scriptura|allein die schrift|heilige uberlieferung|apostolische uberlieferung",
       la="sola scriptura|traditio apostolica|sacra traditio", tl="sola scriptura|bibliya lamang|banal na tradisyon"),
    _c("holy_water",
       "holy water|~sprinkle*|~water of aspersion|~hyssop",
       "en=holy water;es=el agua bendita;it=l'acqua benedetta;fr=l'eau bénite;pt=a água benta;de=das Weihwasser;"
       "la=aqua benedicta;tl=ang agua bendita",
       "Numbers 5:17|Numbers 19:9|Ezechiel 36:25|Psalms 50:9", search="holy water sprinkle",
       es="agua bendita", it="acqua benedetta|acqua santa", fr="eau benite", pt="agua benta", de="weihwasser",
       la="aqua benedicta|aqua lustralis", tl="agua bendita|banal na tubig"),
    _c("brethren_of_the_lord",
       "brothers of jesus|jesus have brothers|jesus had brothers|jesus's brothers|jesus brothers|brothers and sisters of jesus|"
       "brethren of the lord|brother of the lord|james the brother|siblings of jesus|~brethren|~sisters|~carpenter's son",
       "en=the \"brethren\" of the Lord;es=los «hermanos» de Jesús;it=i «fratelli» di Gesù;fr=les « frères » de Jésus;"
       "pt=os «irmãos» de Jesus;de=die «Brüder» Jesu;la=fratribus Domini;tl=ang mga \"kapatid\" ni Hesus",
       "Matthew 13:54-57|Mark 6:3|Galatians 1:19|Matthew 27:56|John 19:25", search="brethren James Joseph Simon Jude",
       es="hermanos de jesus|jesus tuvo hermanos|jesus tenia hermanos", it="fratelli di gesu|gesu aveva fratelli|gesu ha avuto fratelli",
       fr="freres de jesus|jesus avait des freres|jesus a-t-il eu des freres", pt="irmaos de jesus|jesus tinha irmaos|jesus teve irmaos",
       de="bruder jesu|geschwister jesu|hatte jesus geschwister|hatte jesus bruder", la="fratres domini|fratres iesu",
       tl="kapatid ni hesus|kapatid ni jesus|may kapatid ba si hesus|may kapatid si hesus"),
    _c("relics",
       "relic*|~bones of eliseus|~handkerchiefs|~aprons|~hem of his garment",
       "en=relics;es=las reliquias;it=le reliquie;fr=les reliques;pt=as relíquias;de=die Reliquien;la=reliquiis;tl=ang mga relikya",
       "4 Kings 13:20-21|Acts 19:11-12|Matthew 9:20-22|Acts 5:15", search="touched the bones of Eliseus handkerchiefs",
       es="reliquia*", it="reliquia|reliquie", fr="relique*", pt="reliquia*", de="reliquie*", la="reliqui*", tl="relikya*|reliquia*"),
    _c("sacred_images",
       "graven image*|graven thing*|images of saints|holy images|sacred images|religious images|icons|statues of saints|"
       "statues in church*|catholic statues|statues of mary|~statue*|~idol*|~cherubims|~brazen serpent",
       "en=sacred images;es=las imágenes sagradas;it=le immagini sacre;fr=les images saintes;pt=as imagens sagradas;"
       "de=die heiligen Bilder;la=sacris imaginibus;tl=ang mga banal na larawan",
       "Exodus 20:4-5|Exodus 25:18-22|Numbers 21:8-9|3 Kings 6:23-29", search="graven thing cherubims brazen serpent",
       es="imagenes sagradas|imagenes de santos|estatuas de santos|imagenes religiosas",
       it="immagini sacre|statue dei santi|immagini dei santi", fr="images saintes|statues des saints|icones",
       pt="imagens sagradas|imagens de santos|estatuas de santos", de="heiligenbild*|heiligenstatue*",
       la="imagines sacrae|sacris imaginibus", tl="rebulto ng santo|mga rebulto|banal na larawan"),
    _c("indulgences",
       "indulgence*|!by indulgence|~loose upon earth|~bind upon earth",
       "en=indulgences;es=las indulgencias;it=le indulgenze;fr=les indulgences;pt=as indulgências;de=die Ablässe;"
       "la=indulgentiis;tl=ang mga indulhensiya",
       "Matthew 16:19|Matthew 18:18|2 Corinthians 2:6-10|Colossians 1:24", search="whatsoever thou shalt loose upon earth",
       es="indulgencia*", it="indulgenz*", fr="indulgence*", pt="indulgencia*", de="ablass*|ablasse", la="indulgenti*",
       tl="indulhensiya|indulgencia"),
    _c("unborn_life",
       "abortion*|unborn|~womb|~formed thee|~knew thee",
       "en=the life of the unborn;es=la vida del no nacido;it=la vita del nascituro;fr=la vie de l'enfant à naître;"
       "pt=a vida do nascituro;de=das ungeborene Leben;la=vita nascituri;tl=ang buhay ng hindi pa isinisilang",
       "Jeremias 1:4-5|Psalms 138:13-16|Luke 1:41-44|Exodus 20:13", search="before I formed thee in the bowels of thy mother",
       es="aborto*|no nacido*", it="abort*|nascitur*", fr="avortement*|enfant a naitre", pt="aborto*|nascitur*",
       de="abtreibung*|ungeboren*", la="abortu*|nascitur*", tl="aborsyon|pagpapalaglag"),
    _c("tattoos",
       "tattoo*|~marks|~cuttings in your flesh",
       "en=tattoos;es=los tatuajes;it=i tatuaggi;fr=les tatouages;pt=as tatuagens;de=Tätowierungen;la=stigmatibus;tl=ang mga tato",
       "Leviticus 19:28", search="figures or marks in yourselves",
       es="tatuaj*", it="tatuagg*", fr="tatou*", pt="tatuage*|tatuar", de="tatowier*|tattoo*", la="stigmat*", tl="tato|tattoo"),
    _c("gambling",
       "gambl*|lottery|casino|betting|~haste to be rich|~desire to become rich",
       "en=gambling;es=los juegos de azar;it=il gioco d'azzardo;fr=les jeux d'argent;pt=os jogos de azar;de=das Glücksspiel;"
       "la=alea;tl=ang pagsusugal",
       "1 Timothy 6:9-10|Proverbs 13:11|Proverbs 28:20-22", search="they that will become rich fall into temptation",
       es="juego* de azar|apuesta*|loteria|casino", it="gioco d'azzardo|azzardo|scommess*|lotteria", fr="jeux d'argent|jeu d'argent|pari|loterie|casino",
       pt="jogo* de azar|aposta*|loteria|cassino", de="glucksspiel*|wetten|lotto|kasino", la="alea*", tl="sugal|pagsusugal"),
    # Getting drunk, asked as a sin: the analysed "drunk" is "drink", which every priest's and
    # Nazarite's law of wine holds ("Is getting drunk a sin?" was answered from Leviticus 10:9,
    # the priests' wine in the tabernacle). Only the phrases of drunkenness name it ("he had drunk
    # the wine" does not); a story of it (Noah, Lot, Holofernes) names its people beside it.
    _c("drunkenness",
       "drunkenness|drunkard*|get drunk|getting drunk|gets drunk|got drunk|be drunk|being drunk|alcoholi*|"
       "~drunk|~strong drink|~wine",
       "en=drunkenness;es=la embriaguez;it=l'ubriachezza;fr=l'ivresse;pt=a embriaguez;de=die Trunkenheit;"
       "la=ebrietas;tl=ang paglalasing",
       "Ephesians 5:18|Galatians 5:19-21|Proverbs 20:1|Luke 21:34|Proverbs 23:29-35|Romans 13:13|1 Corinthians 6:9-10",
       search="drunkenness|drunk|wine",
       es="embriaguez|emborrach*|borrach*|alcoholi*", it="ubriac*|ebbrezza|alcolism*",
       fr="ivresse|ivrogn*|s'enivrer|enivr*|alcoolism*", pt="embriaguez|embriagar*|embebedar*|bebedeira|alcoolism*",
       de="trunkenheit|betrunken*|besoffen*|saufen|alkoholismus", la="ebrietas|ebrietat*|inebria*",
       tl="paglalasing|maglasing|lasing|lasenggo"),
    _c("anxiety",
       "anxiety|anxious|worry about|worrying about|worrying|stop worrying|do not worry|don't worry|dont worry|~solicitous|"
       "~care upon him",
       "en=anxiety;es=la ansiedad;it=l'ansia;fr=l'anxiété;pt=a ansiedade;de=die Angst und Sorge;la=sollicitudine;tl=ang pagkabalisa",
       "Matthew 6:25-34|Philippians 4:6-7|1 Peter 5:6-7", search="be not solicitous casting all your care upon him",
       es="ansiedad", it="ansia", fr="anxiete|anxieux", pt="ansiedade", de="angstlichkeit|sorgt euch nicht",
       la="sollicitud*", tl="pagkabalisa"),
    _c("despair",
       "depression|depressed|despair*|hopeless*|discouraged|~sad|~cast down|~broken heart*",
       "en=sadness and despair;es=la tristeza y la desesperanza;it=la tristezza e la disperazione;"
       "fr=la tristesse et le désespoir;pt=a tristeza e o desespero;de=Traurigkeit und Verzweiflung;la=tristitia;"
       "tl=ang kalungkutan at kawalan ng pag-asa",
       "Psalms 41:6-12|Psalms 33:19|Matthew 11:28-30|2 Corinthians 1:3-4|Psalms 146:3", search="why art thou sad O my soul hope in God",
       es="depresion|deprimid*|desesper*", it="depression*|depress*|dispera*", fr="depression|deprime*|desespoir", pt="depressao|deprimid*|desespero",
       de="depression*|verzweifl*|hoffnungslos*", la="desperatio*|tristiti*", tl="depresyon|kawalan ng pag-asa"),
    _c("lust",
       "lust*|concupiscence|impure thoughts|looks at a woman|looketh on a woman|pornography|porn|~concupiscence",
       "en=lust;es=la lujuria;it=la lussuria;fr=la luxure;pt=a luxúria;de=die Wollust;la=luxuria;tl=ang kahalayan",
       "Matthew 5:27-28|1 John 2:16|Galatians 5:16-17|Job 31:1", search="whosoever shall look on a woman to lust after her",
       es="lujuria|pornografia", it="lussuria|pornografia", fr="luxure|pornographie", pt="luxuria|pornografia",
       de="wollust|lust|pornografie", la="luxuri*|concupiscenti*", tl="kahalayan|pornograpiya"),
    _c("lord_my_shepherd",
       "lord is my shepherd|lord's my shepherd|i shall not want|green pastures|still waters|valley of the shadow of death|"
       "~ruleth me|~want nothing|~place of pasture|~refreshment",
       "en=Psalm 23 (22), the Lord my shepherd;es=el Salmo 23 (22), el Señor es mi pastor;"
       "it=il Salmo 23 (22), il Signore è il mio pastore;fr=le Psaume 23 (22), le Seigneur est mon berger;"
       "pt=o Salmo 23 (22), o Senhor é meu pastor;de=Psalm 23 (22), der Herr ist mein Hirte;"
       "la=Psalmo 22, Dominus regit me;tl=ang Salmo 23 (22), ang Panginoon ang aking pastol",
       "Psalms 22:1-6", search="the Lord ruleth me and I shall want nothing",
       es="el senor es mi pastor|nada me falta|verdes praderas|valle de sombra", it="il signore e il mio pastore|non manco di nulla|pascoli erbosi",
       fr="le seigneur est mon berger|le seigneur est mon pasteur|je ne manque de rien", pt="o senhor e meu pastor|o senhor e o meu pastor|nada me faltara",
       de="der herr ist mein hirte|mir wird nichts mangeln", la="dominus regit me|dominus pascit me", tl="ang panginoon ang aking pastol|ang panginoon ay aking pastol"),
    _c("render_to_caesar",
       "render unto caesar|render to caesar|give to caesar|things that are caesar's|caesar's|tribute to caesar|pay taxes|"
       "paying taxes|~caesar|~tribute|~image and inscription",
       "en=rendering to Caesar;es=dar al César lo que es del César;it=dare a Cesare quel che è di Cesare;"
       "fr=rendre à César ce qui est à César;pt=dar a César o que é de César;de=dem Kaiser geben, was des Kaisers ist;"
       "la=reddite Caesari;tl=ibigay kay Cesar ang kay Cesar",
       "Matthew 22:15-22|Mark 12:13-17|Luke 20:20-26|Romans 13:1-7", search="render to Caesar the things that are Caesar's",
       es="dar al cesar|al cesar lo que|lo que es del cesar|pagar impuestos",
       it="date a cesare|dare a cesare|rendete a cesare|quel che e di cesare|pagare le tasse",
       fr="rendre a cesar|rendez a cesar|ce qui est a cesar|payer les impots",
       pt="dar a cesar|a cesar o que|o que e de cesar|pagar impostos",
       de="gebt dem kaiser|dem kaiser was|steuern zahlen", la="reddite caesari|quae sunt caesaris",
       tl="ibigay kay cesar|magbayad ng buwis"),
    # The saying of the reversal, told of the labourers in the vineyard and of the rich young
    # man: not the parable of the wedding guests (Luke 14), which humility reads.
    _c("last_first",
       "last shall be first|last will be first|first shall be last|first will be last|~last|~first",
       "en=\"the last shall be first\";es=«los últimos serán los primeros»;it=«gli ultimi saranno i primi»;"
       "fr=« les derniers seront les premiers »;pt=«os últimos serão os primeiros»;de=«die Letzten werden die Ersten sein»;"
       "la=«erunt novissimi primi»;tl=\"ang huli ay mauuna\"",
       "Matthew 19:27-30|Matthew 20:1-16|Mark 10:28-31|Luke 13:28-30", search="the last shall be first and the first last",
       es="ultimos seran los primeros|ultimos seran primeros",
       it="ultimi saranno i primi|ultimi saranno primi", fr="derniers seront les premiers|derniers seront premiers",
       pt="ultimos serao os primeiros|ultimos serao primeiros", de="letzten werden die ersten|letzten werden erste",
       la="novissimi primi|erunt novissimi", tl="huli ay mauuna|mga huli ay mauuna"),
    _c("magi",
       "magi|wise men from the east|three wise men|three kings|epiphany|star of bethlehem|~wise men|~star in the east|"
       "~frankincense|~myrrh",
       "en=the Magi;es=los Reyes Magos;it=i Magi;fr=les Mages;pt=os Reis Magos;de=die Weisen aus dem Morgenland;la=Magis;"
       "tl=ang Tatlong Haring Mago",
       "Matthew 2:1-12", search="wise men from the east star gold frankincense myrrh",
       es="reyes magos|magos|epifania", it="magi|re magi|epifania", fr="mages|rois mages|epiphanie", pt="reis magos|magos|epifania",
       de="weisen aus dem morgenland|heiligen drei konige|drei konige|sterndeuter|epiphanie", la="magi|magis|epiphania",
       tl="tatlong haring mago|mago|epipanya"),
    _c("shema",
       "shema|hear o israel|hear, o israel|~the lord our god is one lord|~with thy whole heart",
       "en=the Shema;es=el Shemá;it=lo Shemà;fr=le Shema;pt=o Shemá;de=das Schma Israel;la=Audi Israel;tl=ang Shema",
       "Deuteronomy 6:4-9|Mark 12:29-30", search="Hear O Israel the Lord our God is one Lord",
       es="shema|escucha israel", it="shema|ascolta israele", fr="shema|ecoute israel", pt="shema|ouve israel|escuta israel",
       de="schma|sch'ma|shema|hore israel", la="audi israel", tl="shema|pakinggan mo israel|dinggin mo israel"),
    _c("seven_last_words",
       "seven last words|last words of jesus|last words of christ|seven words|words from the cross|words on the cross|"
       "sayings from the cross|sayings on the cross|it is finished|it is consummated|father forgive them|"
       "why have you forsaken me|why hast thou forsaken me|into your hands i commend|into thy hands i commend|"
       "~into thy hands|~forgive them",
       "en=the seven last words of Christ;es=las siete palabras de Cristo;it=le sette parole di Cristo;"
       "fr=les sept paroles du Christ;pt=as sete palavras de Cristo;de=die sieben letzten Worte Jesu;"
       "la=septem verbis Christi;tl=ang Huling Pitong Wika",
       "Luke 23:34|Luke 23:43|John 19:26-27|Matthew 27:46|John 19:28-30|Luke 23:46",
       search="Father forgive them this day thou shalt be with me in paradise it is consummated",
       es="siete palabras|ultimas palabras de jesus|ultimas palabras de cristo", it="sette parole|ultime parole di gesu|ultime parole di cristo",
       fr="sept paroles|dernieres paroles de jesus|dernieres paroles du christ", pt="sete palavras|ultimas palavras de jesus|ultimas palavras de cristo",
       de="sieben letzten worte|letzten worte jesu|letzten worte christi", la="septem verba", tl="huling pitong wika|pitong huling wika"),
    _c("four_horsemen",
       "four horsemen|horsemen of the apocalypse|pale horse|white horse|red horse|black horse|~horse*|~seal*",
       "en=the four horsemen of the Apocalypse;es=los cuatro jinetes del Apocalipsis;it=i quattro cavalieri dell'Apocalisse;"
       "fr=les quatre cavaliers de l'Apocalypse;pt=os quatro cavaleiros do Apocalipse;de=die apokalyptischen Reiter;"
       "la=quattuor equitibus;tl=ang apat na mangangabayo",
       "Apocalypse 6:1-8", search="white horse red horse black horse pale horse seal",
       es="cuatro jinetes|jinetes del apocalipsis", it="quattro cavalieri|cavalieri dell'apocalisse",
       fr="quatre cavaliers|cavaliers de l'apocalypse", pt="quatro cavaleiros|cavaleiros do apocalipse",
       de="apokalyptischen reiter|vier reiter", la="quattuor equites|equus pallidus", tl="apat na mangangabayo"),
    # "The rapture" is a modern reading of these verses, not Catholic teaching; they are what it
    # reads, and the answer quotes them.
    _c("rapture",
       "rapture|caught up together|caught up in the clouds|meet the lord in the air|one shall be taken|~in the clouds|"
       "~trumpet",
       "en=the \"rapture\";es=el «arrebatamiento»;it=il «rapimento»;fr=l'«enlèvement»;pt=o «arrebatamento»;"
       "de=die «Entrückung»;la=raptu;tl=ang \"rapture\"",
       "1 Thessalonians 4:15-17|Matthew 24:40-41|1 Corinthians 15:51-52", search="caught up together in the clouds",
       es="arrebatamiento|rapto de la iglesia", it="rapimento della chiesa|rapimento dei fedeli", fr="enlevement de l'eglise",
       pt="arrebatamento", de="entruckung", la="rapiemur", tl="rapture"),
    _c("good_shepherd",
       "shepherd*|~sheep|~flock|~the fold|lost sheep|~pastor*|!lord is my shepherd|!lord's my shepherd|"
       "!senor es mi pastor|!signore e il mio pastore|!seigneur est mon berger|!seigneur est mon pasteur|"
       "!senhor e meu pastor|!senhor e o meu pastor|!herr ist mein hirte|!panginoon ang aking pastol|!dominus regit me",
       "en=the Good Shepherd;es=el Buen Pastor;it=Buon Pastore;fr=le Bon Pasteur;pt=o Bom Pastor;de=den Guten Hirten;"
       "la=Bono Pastore;tl=Mabuting Pastol",
       "John 10:11-16|Luke 15:4-7|Psalms 22:1-4|Ezechiel 34:11-16", search="good shepherd sheep",
       es="pastor|ovejas|rebano", it="pastore|pecore|gregge", fr="pasteur|brebis|troupeau", pt="pastor|ovelhas|rebanho", de="hirte*|schafe|herde",
       la="pastor*|oves|ovium|grex", tl="pastol|tupa|kawan"),
    _c("lazarus",
       "lazarus|~bethania|~martha|~come forth|~four days|i am the resurrection|!rich man|!dives|!abraham's bosom|"
       "!bosom of abraham|!epulon|!hombre rico|!uomo ricco|!riche|!homem rico|!reiche mann|!reichen mann|!mayaman",
       "en=the raising of Lazarus;es=la resurrección de Lázaro;it=risurrezione di Lazzaro;fr=la résurrection de Lazare;"
       "pt=a ressurreição de Lázaro;de=die Auferweckung des Lazarus;la=suscitatione Lazari;tl=pagbuhay kay Lazaro",
       "John 11:1-44", search="Lazarus come forth",
       es="lazaro", it="lazzaro", fr="lazare", pt="lazaro", de="lazarus", la="lazar*", tl="lazaro"),
    _c("paul_conversion",
       "conversion of paul|paul converted|road to damascus|way to damascus|~converted|~conversion|~saul|~damascus|persecutest|~light from heaven|~scales|vessel of election|~ananias",
       "en=the conversion of Saint Paul;es=la conversión de San Pablo;it=conversione di San Paolo;"
       "fr=la conversion de saint Paul;pt=a conversão de São Paulo;de=die Bekehrung des Paulus;"
       "la=conversione Sancti Pauli;tl=pagbabalik-loob ni San Pablo",
       "Acts 9:1-19|Acts 22:6-16|Acts 26:12-18|Galatians 1:13-16", search="Saul Damascus persecutest",
       es="conversion de san pablo|saulo|camino de damasco|camino a damasco", it="conversione di san paolo|saulo|via di damasco|strada di damasco",
       fr="conversion de saint paul|chemin de damas|saul&damas",
       pt="conversao de sao paulo|saulo|caminho de damasco", de="bekehrung|saulus|weg nach damaskus", la="conversio*|saulus|via damasci",
       tl="pagbabalik-loob|saulo|daan sa damasco"),
    _c("vine",
       "vine|~branch*|abide in me|~husbandman|~fruit",
       "en=the true vine;es=la vid verdadera;it=vera vite;fr=la vraie vigne;pt=a videira verdadeira;de=den wahren Weinstock;"
       "la=vera vite;tl=tunay na puno ng ubas",
       "John 15:1-8", search="vine branches abide",
       es="vid|sarmientos", it="vite|tralci", fr="vigne|sarments", pt="videira|videira&ramos", de="weinstock|reben", la="vitis|palmites", tl="puno ng ubas"),
    _c("faith",
       "faith|~believe*|~believing|~unbelie*|substance of things to be hoped",
       "en=faith;es=la fe;it=fede;fr=la foi;pt=a fé;de=den Glauben;la=fide;tl=pananampalataya",
       "Hebrews 11:1-6|Romans 10:9-17|James 2:14-26|Mark 11:22-24|Ephesians 2:8", search="faith|believe",
       # To believe is not faith, as "~believe*" is not in English ("¿qué debo creer sobre los ángeles?").
       es="fe", it="fede", fr="foi", pt="fe", de="glaube*|glauben",
       la="fides|fide|fidei|credo", tl="pananampalataya|sumampalataya"),
    # People whose own books a question may ask about ("what did Paul write").
    _c("paul", "paul|apostle of the gentiles", "en=Saint Paul;es=San Pablo;it=San Paolo;fr=saint Paul;pt=São Paulo;"
       "de=den heiligen Paulus;la=Sancto Paulo;tl=San Pablo", books=PAULINE, search="Paul",
       es="pablo", it="paolo", fr="paul", pt="paulo", de="paulus", la="paulus|pauli|paulo", tl="pablo"),
    _c("james_apostle", "james", "en=Saint James;es=Santiago;it=San Giacomo;fr=saint Jacques;pt=São Tiago;"
       "de=den heiligen Jakobus;la=Sancto Iacobo;tl=Santiago", books="James", search="James",
       es="santiago", it="giacomo", fr="jacques", pt="tiago", de="jakobus", la="iacobus|jacobus", tl="santiago"),
)

# Live and practical information no text of the knowledge base holds, and no catalogued
# Church document treats either: times and schedules, contact details, prices and tickets,
# statistics, "last year", "right now", the web, sport and baking, in the languages asked in. A question
# naming only these (and perhaps a year) is declined without pointers: a parish's telephone
# number in "são José" is not what an apostolic exhortation on Saint Joseph treats.
_PRACTICAL: tuple[str, ...] = (
    "wi-fi", "wifi", "password", "senha", "football", "world cup", "sourdough", "capital of",
    # Cooking ("any good recipe for baked fish for the fridays of lent", after the loaves and fishes).
    "recipe*", "receta*", "ricetta", "ricette", "recette*", "receita*", "rezept*", "resipe*",
    "what time", "mass times", "schedule*", "timetable", "opening hours", "horario*", "orari*", "horaire*",
    "lyrics",
    "telephone*", "phone*", "telefon*", "email*", "e-mail*", "address", "website*", "sitio web", "sito web",
    "census*", "censo*", "censimento", "recensement", "zensus", "statistic*", "estadistic*", "statistich*",
    "estatistic*", "price*", "precio*", "prezzo", "prezzi", "preco*", "preis", "preise", "ticket*", "biglietti",
    "boleto*", "billet*", "ingresso*", "eintrittskart*",
    "a que hora", "a che ora", "a quelle heure", "a que horas", "um wie viel uhr", "wie spat", "anong oras",
    "quota hora", "last year", "this year", "ano pasado", "anno scorso", "annee derniere", "ano passado",
    "letztes jahr", "letzten jahr", "nakaraang taon",
    # How things stand at this moment (a queue, a crowd, the weather): live, held by no text.
    "right now", "ahora mismo", "en este momento", "in questo momento", "proprio ora", "en ce moment",
    "agora mesmo", "neste momento", "gerade jetzt", "im moment", "ngayon mismo",
    "forecast*", "weather in", "weather today", "weather tomorrow", "pronostico del tiempo", "meteo",
    "previsioni del tempo", "previsao do tempo", "wettervorhersage", "lagay ng panahon",
    # This week's news ("any news from the synod this week"; not "the good news").
    "this week", "esta semana", "questa settimana", "cette semaine", "diese woche", "ngayong linggo",
    "any news", "latest news", "ultimas noticias", "ultime notizie", "dernieres nouvelles", "neuesten nachrichten",
    # Paying a parish: an account number or a payment key is held by the parish, not by a text.
    "pix", "iban", "bank account", "cuenta bancaria", "conta bancaria", "conto corrente", "compte bancaire",
    "bankverbindung", "kontonummer", "paypal", "gcash",
    # Getting there and staying: travel is arranged today, not read in a text.
    "bus", "buses", "taxi", "parking", "hotel*", "by car", "airport", "autobus", "aeropuerto", "aeroporto",
    "aeroport", "flughafen", "aparcar", "estacionamiento", "estacionamento", "parcheggi*", "stationnement",
    "parkplatz", "albergo", "alberghi",
)
PRACTICAL_SUBJECTS = frozenset(term.rstrip("*") for term in _PRACTICAL)
# Questions naming something only modern documents treat: a passage must come from a document
# the catalogue names for the question, or name the thing itself, to count as addressing it.
# The practical subjects above count too.
MODERN_SUBJECTS: tuple[str, ...] = (
    "vatican*", "council", "concilio", "concile", "konzil*", "encyclic*", "enciclic*", "encycli*", "enzyklik*",
    "catechism", "catecismo", "catechismo", "catechisme", "katechismus", "canon law", "derecho canonico",
    "diritto canonico", "droit canonique", "kirchenrecht", "cceo", "conclave", "konklave", "cardinal*", "cardenal*",
    "cardeal*", "kardinal*", "laudato", "humanae vitae", "rerum novarum", "fratelli tutti", "deus caritas",
    "dignitatis", "gaudium et spes", "lumen gentium", "dei verbum", "pope francis", "benedict xvi", "john paul ii",
    "in vitro", "ivf", "contracepti*", "climate", "synod*", "sinodo*", "synode*", "sinodal*",
    # Who wrote a hymn.
    "hymn*",
    # Today's pope and today's technology.
    "current pope", "papa actual", "papa attuale", "pape actuel", "papa atual", "aktuelle papst", "leo xiv",
    "leon xiv", "leone xiv", "artificial intelligence", "inteligencia artificial", "intelligenza artificiale",
    "intelligence artificielle", "kunstliche intelligenz",
) + _PRACTICAL
# A year of the last two centuries ("the 2025 census") is about today, not about scripture.
_RECENT_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def only_practical(subjects: Sequence[str]) -> bool:
    """Whether every subject a question names is practical (``PRACTICAL_SUBJECTS``, or a year)."""
    return bool(subjects) and all(s in PRACTICAL_SUBJECTS or s.isdigit() for s in subjects)

# Names and common words outside the concepts, for query translation: foreign -> English.
# The data layer's lexicon (shared with the documents catalogue) comes first; these win.
WORDS: dict[str, str] = {
    **{word: english for word, english in TO_ENGLISH.items() if " " not in english},
    **dict.fromkeys("jesus jesu gesu hesus jesucristo jesuchristus".split(), "Jesus"),
    **dict.fromkeys("cristo christus kristo christ".split(), "Christ"),
    **dict.fromkeys("dios dio dieu deus gott diyos deum dei".split(), "God"),
    **dict.fromkeys("pedro pietro pierre petrus".split(), "Peter"),
    **dict.fromkeys("pablo paolo paulo paulus".split(), "Paul"),
    **dict.fromkeys("juan giovanni jean joao johannes ioannes".split(), "John"),
    **dict.fromkeys("moises mose moise moyses".split(), "Moses"),
    **dict.fromkeys("pan pane pain pao brot panis tinapay".split(), "bread"),
    **dict.fromkeys("vino vin vinho wein vinum alak".split(), "wine"),
    **dict.fromkeys("pecado peccato peche sunde peccatum kasalanan".split(), "sin"),
    **dict.fromkeys("pecados peccati peches sunden peccata".split(), "sins"),
    **dict.fromkeys("apostoles apostoli apotres apostolos apostel apostolis".split(), "apostles"),
    **dict.fromkeys("gentiles pagani paiens heiden gentes hentil".split(), "Gentiles"),
    **dict.fromkeys("muerte morte mort tod mors kamatayan".split(), "death"),
    **dict.fromkeys("vida vita vie leben buhay".split(), "life"),
    **dict.fromkeys("muertos morti morts mortos toten mortui mortuorum patay".split(), "dead"),
    **dict.fromkeys("agua acqua eau agua wasser aqua tubig".split(), "water"),
    # Common words of the Gospel and Old Testament narratives (es, it, fr, pt, de, la, tl).
    **word_table("""
        hermanos fratelli freres irmaos bruder fratres kapatid=brothers;
        hermano fratello frere irmao frater=brother;
        oveja ovejas pecora pecore brebis ovelha ovelhas schaf schafe ovis oves tupa=sheep;
        pastor pastore berger hirte pastol=shepherd;
        perdida perdido perduta perduto perdue perdu verlorene verloren perditam nawawala=lost;
        enemigos nemici ennemis inimigos feinde inimicos kaaway=enemies;
        feindesliebe=love enemies;
        vendido vendieron venduto vendu verkauft vendiderunt ipinagbili=sold;
        camino cammino chemin caminho weg daan=road;
        desierto deserto wuste desertum disyerto=desert;
        monte montagna montagne montanha berg mons bundok=mountain;
        mar mare mer meer dagat=sea;
        peces pesci poissons peixes fische pisces isda=fishes;
        rio fiume fleuve fluss flumen ilog=river;
        padre pere pai vater pater ama=father;
        madre mere mae mutter mater ina=mother;
        hijo figlio fils filho sohn filius anak=son;
        rey re roi rei konig rex hari=king;
        templo tempio tempel templum=temple;
        cielo ciel ceu himmel caelum langit=heaven;
        tierra terra terre erde lupa=earth;
        luz luce lumiere licht lux liwanag=light;
        noche notte nuit noite nacht nox gabi=night;
        viuda vedova veuve viuva witwe vidua balo=widow;
        rico ricco riche reich dives mayaman=rich;
        ciego cieco aveugle cego caecus bulag=blind;
        leprosos lebbrosi lepreux aussatzige leprosi ketongin=lepers;
        parabola parabole gleichnis talinghaga=parable;
        semilla seme semence semente samen semen binhi=seed;
        becerro vitello veau bezerro kalb vitulus guya=calf;
        oro ouro aurum ginto=gold;
        mana manne=manna;
        pascua pasqua paque pascoa pascha paskuwa=pasch;
        pies piedi pieds fusse pedes paa=feet;
        cruz croce croix kreuz crux krus=cross;
        sepulcro sepolcro tombeau grab sepulcrum libingan=sepulchre;
        comer mangiare manger essen manducare kumain=eat;
        giuseppe jose josef ioseph iosephus=Joseph;
        giordano jourdain jordao iordanis=Jordan;
        emaus=Emmaus;
        nicodemo nicodeme nikodemus=Nicodemus;
        marta marthe=Martha;
        isabel elisabetta elisabeth=Elizabeth
    """),
}

# The Snowball stemmers (PyPI snowballstemmer, BSD-3-Clause) of the lexicon's languages that
# have one. The lexicon lists a verb's infinitive and a noun's singular; a question says
# "escondió", "montré", "tesoros", "zeigte". A word the lexicon lacks is read as the entry
# that shares its stem in the question's language ("escond": esconder -> hid).
_STEMMERS = {"es": "spanish", "it": "italian", "fr": "french", "pt": "portuguese", "de": "german"}
# Shorter stems join unrelated words ("cas": casa, casar); so would one stem with entries of
# different meanings, which is left unread rather than guessed.
MIN_STEM = 4


@lru_cache(maxsize=len(_STEMMERS))
def _stemmer(language: str) -> Any:
    import snowballstemmer  # only questions in these languages need it

    return snowballstemmer.stemmer(_STEMMERS[language])


@lru_cache(maxsize=1)
def _sorted_words() -> tuple[str, ...]:
    return tuple(sorted(WORDS.keys() - READ_EXACTLY))


def _sharing_stem(stem: str, language: str) -> set[str]:
    """The English of the table's words whose stem in ``language`` is ``stem``. A stem begins
    its words ("escond": esconder, escondido), so only the words it begins are stemmed: the
    first question in a language does not wait for the whole table (15,000 words, 0.3 s)."""
    words = _sorted_words()
    stemmer = _stemmer(language)
    found = set()
    for position in range(bisect_left(words, stem), len(words)):
        word = words[position]
        if not word.startswith(stem):
            break
        if fold(stemmer.stemWord(word)) == stem:
            found.add(WORDS[word])
    return found


# Words of one language that another language's entry or a shared stem misreads ("tempo" is
# Portuguese time, not a tempest; "pendant" French during, not hanged; "während" German while,
# not true; "sopra" Italian on, not breath): their English in that language, or None where
# they are grammar there and say nothing of a question's topic. And words the shared lexicon
# leaves out because English spells them too (French "corps", "sang", "main", German "Mann",
# "Hand", Spanish "pueblo", Italian "male"): read here in their own language only, they had
# been searched as typed, at half weight or in their English sense. Found by reading each
# language's most frequent words as the lexicon read them (wordfreq's lists, read once, as
# for ``relevance._EVERYDAY_NOT_NAMES``); then (the thirty-second round) the words among the
# first 7,000 of each list that only another word's stem translated ("trata", what a book is
# about, as "tread"; Italian "prete", priest, as "price"; "folla", crowd, as "folly"): None there
# too for everyday words and names the Bible does not hold ("tante", "jeans", "paula"). Keyed as
# typed, lower case with accents: "caso" is a case, "casó" married; "sabía" knew, and "sabia"
# (Portuguese, wise) keeps the lexicon's reading. The thirty-third round added the grammar among
# the first 2,500 words of the Spanish, Italian and Portuguese lists that no table read and the
# corpus holds by chance or as the start of other words ("ancora", still, of "anchor"; "até",
# until; "sólo", only), since such words are searched as typed (``relevance._searched_as_typed``);
# the French and German ones were left out: each made a blind set answer a question it had
# declined, off the topic.
_IN_LANGUAGE: dict[str, dict[str, str | None]] = {
    "es": {
        # The singular day ("el tercer día"), here and in the languages below, and two numbers
        # (Portuguese "doze", French "six"): the lexicon's rows hold only the plural "días" and
        # lack those numbers, and the languages' stop words left them unread.
        "día": "day", "dia": "day",
        # Words of the stories a language's lexicon rows lack (they hold "anime", "barca", "rete"),
        # here and in the languages below.
        "escudo": "shield",
        "pueblo": "people", "amigo": "friend", "fiesta": "feast", "mejor": "better", "negro": "black",
        "mesa": "table", "maestro": "master", "alto": "high", "largo": "long", "loco": "mad", "pie": "foot",
        "red": "net", "arena": "sand", "fin": "end",
        "dicho": "said", "dicha": "said", "cerca": "near", "sitio": "place", "mercado": "market",
        "sabía": "knew", "creo": None, "caso": None, "bajo": None, "salvo": None, "fondo": None,
        "cine": None, "barrio": None, "apoyo": None, "fecha": None, "acceso": None, "américa": "America",
        "america": "America", "media": None, "medios": None, "piso": None, "cargo": None, "villa": None,
        "banda": None,
        "fernando": None, "venga": "come", "vengan": "come", "verte": None, "taller": None, "feria": None,
        "castilla": None, "rango": None, "manga": None, "sorprende": None, "apoya": None, "apoyar": None,
        "contiene": None, "dichos": "sayings", "verse": None, "plato": "dish", "bebé": "infant", "fechas": None,
        "cerro": "hill", "mercados": "market", "metas": None, "interesa": None, "interesante": None,
        "interesantes": None, "interesado": None, "interesados": None, "duele": None,
        "dice": None, "dicen": None, "cosecha": "reap", "cosechan": "reap", "cosechas": "reap",
        "cosechará": "reap", "cosecharán": "reap",
        "delante": "before", "suegro": "father in law", "suegra": "mother in law", "suegros": "father in law",
        "trata": None, "tratan": None, "tratar": None, "tratado": None, "tratando": None, "trato": None,
        "trataba": None, "autor": None, "autores": None, "autora": None, "señora": "lady", "puerto": "haven",
        "bonito": "beautiful", "bonita": "beautiful", "sitios": "places", "platos": "dish", "macho": "male",
        "imagino": None, "imaginar": None, "imaginación": None, "dichas": None, "sentirse": None,
        "apoyan": None, "apoyando": None, "suiza": None, "castro": None, "orientación": None, "center": None,
        "cobrar": None, "relativamente": None,
        "estrecho": "narrow", "estrecha": "narrow", "diosa": "goddess", "juana": "Joanna", "paula": None,
        "trató": None, "tratados": None, "trate": None, "talla": None, "minoría": None,
        "solo": None, "tan": None, "sea": None, "había": None, "sólo": None, "tal": None, "haber": None,
        "será": None, "ahí": None, "embargo": None, "incluso": None, "realmente": None, "demás": None,
        "bastante": None, "respecto": None, "existe": None, "importa": None, "habían": None, "seas": None,
        "habia": None, "tendrá": None, "tendría": None, "siquiera": None, "quizás": None, "apenas": None,
        "jamás": None, "saber": None, "ante": None,
        "mes": "month", "año": "year",
        # Giving birth: "parto" is childbirth, "parir" to bring forth (unread, they weighed as
        # the rarest words of "una mujer en trabajo de parto").
        "parto": "labour", "parir": "bring forth", "parió": "brought forth",
        # "worse than an infidel" (1 Timothy 5:8): "infiel" was unread, and so was "los suyos",
        # his own (people).
        "infiel": "infidel", "infieles": "infidels", "suyo": "own", "suya": "own", "suyos": "own",
        "suyas": "own",
    },
    "pt": {
        "dia": "day", "doze": "twelve",
        # "avó" is the grandmother, "avô" the grandfather: folded, the lexicon read both as him.
        "avó": "grandmother", "avós": "grandparents",
        "parto": "labour", "parir": "bring forth", "pariu": "brought forth",
        "infiel": "infidel", "infiéis": "infidels",
        "poço": "well", "escudo": "shield", "rã": "frog",
        "amigo": "friend", "melhor": "better", "mesa": "table", "negro": "black", "linda": "beautiful",
        "lindo": "beautiful", "alto": "high", "ruim": "evil", "dor": "sorrow",
        "tempo": "time", "tempos": "times", "vem": "come", "preto": "black", "manter": "keep",
        "mercado": "market", "bonito": "beautiful", "bonita": "beautiful", "vocês": None, "voces": None,
        "deste": None, "destes": None, "daí": None, "muito": None, "muita": None, "teste": None,
        "peça": None, "errado": None, "portanto": None, "cerca": None, "planos": None, "tema": None,
        "conversa": None, "conversar": None, "acho": None, "acha": None, "achei": None,
        "américa": "America", "america": "America",
        "vim": "come", "venha": "come", "venham": "come", "venho": "come", "vêm": "come", "vira": None,
        "jornalista": None, "jornalistas": None, "jornais": None, "jornalismo": None, "turma": None, "bunda": None,
        "tia": None, "grávida": "child", "moscou": None, "atingir": None, "atingiu": None, "atingido": None,
        "colômbia": None, "chá": None, "prato": "dish", "frango": None, "similar": None, "ficha": None,
        "castro": None, "center": None, "comunista": None, "dívida": "debt", "adulto": None, "adultos": None,
        "testes": None, "tentativa": None, "tentei": None, "cenas": None, "prazo": None, "mário": None,
        "bebê": "infant", "paula": None, "media": None, "relativamente": None, "orientação": None,
        "sítio": "place", "aproximadamente": None,
        "ser": None, "significa": None, "diz": None, "empréstimo": "lend", "emprestimo": "lend",
        "empréstimos": "lend",
        "frente": "before", "diante": "before", "sogro": "father in law", "sogra": "mother in law",
        "trata": None, "tratar": None, "tratado": None, "autor": None, "autores": None, "interessante": None,
        "fernando": None, "fossem": None, "comandante": "captain", "banda": None, "através": None,
        "seguida": None, "facto": None, "nordeste": None,
        "preta": "black", "mario": None, "acordar": "awake", "acorda": "awake", "acordei": "awake",
        "mello": None, "sapatos": "shoes", "barbara": None, "calça": None, "tratam": None, "tratados": None,
        "testar": None, "moura": None, "borges": None, "tigre": None, "prestes": None, "fingir": None,
        "atinge": None, "mantendo": None, "mantido": None, "estacionamento": None, "mercados": "market",
        "sermos": None, "remover": None, "curtir": None, "similares": None,
        "mas": None, "até": None, "ter": None, "esse": None, "nem": None, "será": None, "após": None,
        "algumas": None, "fora": None, "alguma": None, "elas": None, "vários": None, "fui": None,
        "algum": None, "tal": None, "entanto": None, "bastante": None, "consigo": None, "realmente": None,
        "contudo": None, "sequer": None, "terá": None, "haver": None, "haverá": None,
        "contra": None, "saber": None, "preciso": None, "precisa": None,
        "mês": "month", "ano": "year",
    },
    "it": {
        "giorno": "day",
        "nonno": "grandfather", "nonni": "grandparents",
        "partorire": "bring forth", "partorì": "brought forth", "parto": "labour",
        "infedele": "infidel", "infedeli": "infidels", "cura": "care", "peggiore": "worse", "peggiori": "worse",
        "anima": "soul", "latte": "milk",
        "dice": None, "dicono": None, "tipo": None, "ape": "bee", "api": "bee",
        "male": "evil", "nero": "black", "cane": "dog", "soldi": "money", "peso": "weight", "migliore": "better",
        "meglio": "better", "fine": "end", "fame": "hunger",
        "sentire": "hear", "sento": "hear", "sentito": "heard", "guarda": "look", "sopra": None,
        "umano": "man", "umani": "men", "umana": "man", "essendo": None, "materia": None, "costo": None,
        "costi": None, "presso": None, "presto": None, "lista": None, "danno": None, "tue": None,
        "fosse": None, "siete": None, "puoi": None, "posso": None, "possa": None, "possiamo": None,
        "potete": None, "potrà": None, "poter": None, "calcio": None, "interessante": None, "parco": None,
        "conte": None, "verso": None, "signora": None, "spesso": None, "risorse": None, "pubblico": None,
        "pubblica": None, "pubblici": None, "pubblicato": None, "valore": None, "valori": None,
        "tardi": None, "processo": None, "carta": None, "grado": None, "america": "America",
        "lamentava": "murmured", "lamentavano": "murmured", "lamentarsi": "murmured", "lamentano": "murmured",
        "sonno": "sleep", "sente": None, "senti": None, "sentono": None, "sentimenti": None, "sentimento": None,
        "sentirsi": None, "tette": None, "umanità": None, "umane": None, "torta": None, "disco": None,
        "prato": None, "mobile": None, "trento": None, "domenico": None, "claudio": None, "vittorio": None,
        "assoluto": None, "assoluta": None, "schiena": None, "guido": None, "pubblicità": None,
        "pubblicazione": None, "pubblicazioni": None, "pubblicata": None, "pubblicati": None, "pubblicare": None,
        "pubbliche": None, "reddito": None, "bordo": None, "orario": None, "materie": None, "minoranza": None,
        "villa": None,
        "davanti": "before", "dinanzi": "before", "innanzi": "before", "suocero": "father in law",
        "suocera": "mother in law",
        "grazie": None, "contro": "against", "interesse": None, "interessa": None, "danni": None,
        "tentativo": None, "fossi": None, "processi": None, "tasso": None, "credito": None, "appello": None,
        "autore": None, "autori": None, "vendetta": "revenge", "volle": None,
        "prete": "priest", "preti": "priests", "folla": "multitude", "stretto": "narrow", "stretta": "narrow",
        "adulti": None, "adulto": None, "orari": None, "allenamento": None, "allenatore": None,
        "miseria": "misery", "farai": None, "elegante": None, "colle": "hill", "dischi": None, "allievi": None,
        "esteso": None, "cella": None, "scuro": "dark", "rocco": None, "crema": None, "gradi": None,
        "richiamo": None, "capitato": None, "isolamento": None, "isolato": None, "risorsa": None,
        "trans": None, "pubblicate": None, "procuratore": None,
        "sia": None, "ancora": None, "ora": None, "hai": None, "bene": None, "sarà": None, "sarebbe": None,
        "invece": None, "sto": None, "far": None, "quasi": None, "nulla": None, "col": None, "ben": None,
        "pure": None, "appena": None, "state": None, "tale": None, "dico": None, "ero": None,
        "magari": None, "pare": None, "vari": None, "infatti": None, "tali": None, "quanti": None,
        "quante": None, "sarebbero": None, "insomma": None, "pur": None, "chiunque": None, "perciò": None,
        "persino": None, "pertanto": None, "solo": None,
        "sera": "evening", "forte": "strong",
    },
    "fr": {
        "jour": "day", "six": "six",
        "accoucher": "bring forth", "accoucha": "brought forth", "accouché": "brought forth",
        "enfanter": "bring forth", "enfanta": "brought forth", "enfanté": "brought forth",
        "démon": "devil", "demon": "devil", "démons": "devils", "âne": "ass", "ânesse": "ass", "barque": "boat",
        "barques": "boats", "filet": "net", "filets": "nets", "raisin": "grapes", "raisins": "grapes",
        "arc": "bow", "fer": "iron",
        "mes": None, "ados": "youths",
        "corps": "body", "main": "hand", "mains": "hands", "sang": "blood", "gens": "people", "argent": "money",
        "bras": "arm", "blanc": "white", "noir": "black", "rouge": "red", "honneur": "honour",
        "belle": "beautiful", "beau": "beautiful", "fin": "end", "vent": "wind", "lit": "bed", "fruit": "fruit",
        "table": "table",
        "cru": "believed", "passer": "pass", "moins": None, "paris": "Paris", "pendant": None, "but": None,
        "tandis": None, "vente": None, "fallait": None, "faut": None, "matière": None, "environ": None, "sujet": None,
        "sujets": None, "élèves": None, "opération": None, "carte": None, "outre": None, "rapport": None,
        "accord": None, "cours": None, "relation": None, "relations": None, "amérique": "America",
        "têtes": "heads", "bouger": None, "bouge": None, "dominique": None, "comédie": None, "manche": None,
        "tests": None, "tester": None, "alliés": None, "guère": None, "allée": None, "opéra": None, "boite": None,
        "villa": None,
        "intérêt": None, "intéressant": None, "intéresse": None, "accès": None, "boîte": None, "claude": None,
        "fiche": None, "mobile": None, "maintenir": None, "légèrement": None, "fournir": None,
        "conversation": None, "collège": None, "cartes": None, "presse": None, "sentiment": None,
        "sentiments": None, "voire": None, "gentil": None, "roman": None, "imagine": None, "imaginer": None,
        "malheureusement": None, "heureusement": None,
        "chats": None, "tante": None, "vents": "winds", "gosse": None, "gosses": None, "malin": None,
        "colonie": None, "fusil": None, "testament": "testament", "dépression": None, "domination": None,
        "marier": "marry", "pétition": None, "filière": None, "ranger": None, "manches": None, "terrasse": None,
        "priori": None, "ordinateur": None, "batterie": None, "matières": None, "adultes": None, "adulte": None,
        "temps": "time", "pays": "country", "lieu": "place", "côté": "side", "loin": "far", "fort": "strong",
        "mot": "word", "mots": "words", "âge": "age", "resté": "remained", "restée": "remained", "rester": "remain",
    },
    "de": {
        "tag": "day",
        "großvater": "grandfather", "großmutter": "grandmother", "großeltern": "grandparents",
        "opa": "grandfather", "oma": "grandmother", "gebären": "bring forth",
        "boot": "boat", "boote": "boats", "tal": "valley", "öl": "oil", "stier": "bull", "bogen": "bow",
        "mann": "man", "männer": "men", "hand": "hand", "kind": "child", "gold": "gold", "angst": "fear",
        "name": "name", "land": "land", "arm": "poor", "rat": "counsel", "gift": "poison",
        "schöne": "beautiful", "schönen": "beautiful", "schön": "beautiful", "brauchen": "need",
        "brauche": "need", "fallen": "fall", "gebiet": "country", "während": None, "wäre": None,
        "gewesen": None, "seien": None, "leider": None, "meisten": None, "meist": None, "falls": None,
        "gefällt": None, "stellen": None, "stellte": None, "grund": None, "lieber": None, "bloss": None,
        "bloß": None, "halt": None, "statt": None, "versuche": None, "versuch": None, "welch": None,
        "eigener": "own", "eigenen": "own", "eigene": "own", "tier": "beast",
        "herbst": None, "passen": None, "weist": None, "eis": "ice", "finger": "finger", "ring": "ring",
        "horst": None, "hut": None, "villa": None, "weile": None, "warst": None, "schöner": "beautiful",
        "schönes": "beautiful", "schönsten": "beautiful", "miete": None, "metern": None, "schneider": None,
        "schneiden": "cut", "front": None, "tollen": None, "gerät": None, "geraten": None, "vorgenommen": None,
        "bundes": None, "zeug": None, "wächst": "grow", "schwiegervater": "father in law",
        "schwiegermutter": "mother in law",
        "meistens": None, "meinst": None, "gibts": None, "würdest": None, "bestand": None, "liefern": None,
        "minister": None, "nutzer": None, "lehrer": "teacher",
        "marine": None, "seminar": None, "jeans": None, "miller": None, "mieten": None, "mieter": None,
        "märchen": None, "reiner": None, "stell": None, "tante": None, "brille": None, "gemütlich": None,
        "buchen": None, "schäfer": "shepherd",
        "alt": "old", "alter": "age",
    },
    # Latin "dies" is a day: English reads it as "to die", and the languages' stop words leave it
    # unread ("Dies irae, dies illa", "ecce nunc dies salutis", "de die in diem").
    "la": {"dies": "day", "die": "day", "diem": "day", "diei": "day", "dierum": "day"},
    "tl": {
        # "lolo" and "lola" are the grandparents (the lexicon read "lolo" as "fathers").
        "lolo": "grandfather", "lola": "grandmother", "manganak": "bring forth", "nanganak": "brought forth",
        "ibig": None, "sabihin": None, "sana": None, "sanang": None, "ani": "harvest", "aanihin": "reap",
        "matiyaga": "patience", "matiyagang": "patience", "pasensya": "patience", "naghihintay": "wait",
        "hinihintay": "wait", "makipot": "narrow", "makitid": "narrow", "pinto": "door", "iyak": "weep",
    },
}


def translated(word: str, language: str) -> str | None:
    """The English of a question's word (``WORDS``), of its lemma in the question's language
    (the bundle's inflections), or of the entry sharing its stem; None when none is known. ``word`` is lower case, with its accents
    (Spanish stems read them: "escondió" is a preterite, "escondio" is not); the lexicon's own
    words are folded."""
    folded = fold(word)
    if folded in function_words(language):
        return None  # "quem foi moisés?": "foi" is "was" in Portuguese, not the French "faith"
    own = _IN_LANGUAGE.get(language, {})
    if word in own:
        return own[word]
    english = WORDS.get(folded)
    if english is not None or folded in stop_words():
        return english
    # The form's lemma, when the lexicon translates it ("venid": venir, "filiis": filius): a
    # dictionary of forms reads what a stem cannot ("voyez" is not "voir"'s stem) and Latin
    # and Tagalog, which have no stemmer.
    lemma = inflected_lemma(folded, language)
    if lemma is not None and lemma in WORDS:
        return WORDS[lemma]
    if language not in _STEMMERS or len(folded) <= MIN_STEM:
        return None
    stem = fold(_stemmer(language).stemWord(word))
    if len(stem) < MIN_STEM:
        return None
    meanings = _sharing_stem(stem, language)
    return meanings.pop() if len(meanings) == 1 else None


def grammar_in(word: str, language: str) -> bool:
    """Whether ``word`` (lower case, with its accents) is grammar in ``language`` that the
    lexicon would misread (``_IN_LANGUAGE``): neither translated nor searched as typed."""
    own = _IN_LANGUAGE.get(language, {})
    return word in own and own[word] is None


# Modern English (and other languages') names of biblical people and places -> the Douay-Rheims
# spelling the passages use: "Jonah" is "Jonas" in the knowledge base.
DOUAY_NAMES: dict[str, str] = {
    "jonah": "jonas", "giona": "jonas", "noah": "noe", "noah's": "noe", "elijah": "elias",
    "elisha": "eliseus", "isaiah": "isaias", "jeremiah": "jeremias", "ezekiel": "ezechiel",
    "hosea": "osee", "obadiah": "abdias", "micah": "micheas", "zephaniah": "sophonias",
    "haggai": "aggeus", "zechariah": "zacharias", "malachi": "malachias", "zacchaeus": "zacheus",
    "zaccheo": "zacheus", "zaqueo": "zacheus", "zachee": "zacheus", "joshua": "josue",
    "nehemiah": "nehemias", "tobit": "tobias", "sirach": "ecclesiasticus", "hezekiah": "ezechias",
    "rebekah": "rebecca", "sarah": "sara", "bathsheba": "bethsabee", "magdalene": "magdalen",
    "maddalena": "magdalen", "magdalena": "magdalen", "gethsemane": "gethsemani", "boaz": "booz",
    "nebuchadnezzar": "nabuchodonosor", "giuda": "judas", "giobbe": "job", "davide": "david",
    "golia": "goliath", "goliat": "goliath", "tommaso": "thomas", "tomas": "thomas", "rut": "ruth",
    "sansone": "samson", "sanson": "samson", "salomone": "solomon", "salomon": "solomon",
    # Names the Douay-Rheims spells otherwise, and their forms in the other languages asked in
    # (the corpus says "Dalila", "Aman", "Machabees"; a question saying "Delilah" found none).
    "delilah": "dalila", "haman": "aman", "maccabees": "machabees", "maccabee": "machabees",
    "macabeos": "machabees", "maccabei": "machabees",
    "holoferni": "holofernes", "oloferne": "holofernes", "sapphira": "saphira", "safira": "saphira",
    "getsemani": "gethsemani", "sansao": "samson", "tobie": "tobias",
    "iudith": "judith", "hagar": "agar", "ishmael": "ismael", "gideon": "gedeon", "hannah": "anna",
    "deborah": "debbora", "shunammite": "sunamitess", "canaanite": "chanaanite", "malta": "melita",
    "susana": "susanna",
    **dict(pair.split("=") for pair in """
    reuben=ruben zebulun=zabulon naphtali=nephthali dinah=dina tamar=thamar perez=phares
    potiphar=putiphar manasseh=manasses zipporah=sephora korah=core abiram=abiron balak=balac
    phinehas=phinees jephthah=jephte manoah=manue elkanah=elcana michal=michol uriah=urias
    uzzah=oza mephibosheth=miphiboseth rehoboam=roboam ahab=achab jezebel=jezabel gehazi=giezi
    athaliah=athalia joash=joas josiah=josias belshazzar=baltasar zerubbabel=zorobabel ezra=esdras
    mordecai=mardochai ahasuerus=assuerus nineveh=ninive shadrach=sidrach meshach=misach
    abednego=abdenago hananiah=ananias mishael=misael azariah=azarias habakkuk=habacuc
    melchizedek=melchisedech enoch=henoch methuselah=mathusala shem=sem japheth=japheth
    nimrod=nemrod gomorrah=gomorrha keturah=cetura canaan=chanaan mamre=mambre beersheba=bersabee
    shechem=sichem gilgal=galgal gibeon=gabaon shiloh=silo zion=sion moriah=moria goshen=gessen
    midian=madian gath=geth ashdod=azotus jezreel=jezrahel zarephath=sarephta shunem=sunam
    ziklag=siceleg uzziah=ozias jotham=joatham ahaz=achaz immanuel=emmanuel pharaoh=pharao
    capernaum=capharnaum gennesaret=genesareth gadarenes=gerasens gerasenes=gerasens bethany=bethania
    bethesda=probatica siloam=siloe bartimaeus=bartimeus caiaphas=caiphas cleopas=cleophas
    aeneas=eneas apollos=apollo beelzebul=beelzebub judea=judea samaritans=samaritans
    nathanael=nathanael natanael=nathanael natanaele=nathanael nathanaël=nathanael
    eliseo=eliseus elisee=eliseus elisa=eliseus elija=elias elia=elias elie=elias
    atalia=athalia athalie=athalia apolo=apollo apolos=apollo apollon=apollo
    ezequias=ezechias ezechia=ezechias josias=josias giosia=josias
    jefte=jephte iefte=jephte nabucodonosor=nabuchodonosor nabuccodonosor=nabuchodonosor
    nehemia=nehemias nehemie=nehemias neemias=nehemias esdra=esdras leah=lia
    salomo=solomon salomao=solomon josua=josue isaak=isaac josef=joseph jona=jonas rebekka=rebecca
    rahel=rachel raquel=rachel rachele=rachel lea=lia aronne=aaron arao=aaron aarao=aaron
    debora=debbora samuele=samuel davi=david eliseu=eliseus ezequiel=ezechiel ezechiele=ezechiel
    daniele=daniel judite=judith giuditta=judith ester=esther mardoqueo=mardochai zaccaria=zacharias
    zacarias=zacharias amalek=amalec hiob=job ehud=aod
    """.split()),
}

# Common words of today's English for which the Douay-Rheims says another ("pigs" are "swine",
# the "dishonest manager" a "steward"): the reranker weighs the corpus's word, the search
# looks for both. Not names (``DOUAY_NAMES``): a passage need not contain them to be about
# the question.
DOUAY_WORDS: dict[str, str] = {
    "pig": "swine", "pigs": "swine", "snake": "serpent", "snakes": "serpent", "bronze": "brazen",
    "manager": "steward", "mom": "mother", "mum": "mother", "dad": "father", "shipwrecked": "shipwreck",
    "boat": "ship", "donkey": "ass", "sheep's": "sheep", "weeds": "cockle", "tares": "cockle",
    **dict(pair.split("=") for pair in """
    jail=prison jailed=prison jails=prison jailer=keeper paralyzed=palsy paralysed=palsy
    paralytic=palsy paralysis=palsy crippled=lame cripple=lame mute=dumb prostitute=harlot
    prostitutes=harlots demon=devil demons=devils footprints=footsteps footprint=footsteps
    kids=children tomb=sepulchre tombs=sepulchres passover=pasch yeast=leaven
    rooster=cock storm=tempest fishermen=fishers fisherman=fisher whale=fish
    rainbow=bow lampstand=candlestick whitewashed=whited savior=saviour honor=honour
    honoring=honouring neighbor=neighbour neighbors=neighbours favor=favour labor=labour
    color=colour colorful=colours workers=labourers worker=labourer wages=hire messiah=messias
    apple=fruit quail=quails slingshot=sling hemorrhage=issue bleeding=issue pork=swine yrs=years yr=year
    righteousness=justice unrighteous=unjust repent=penance repentance=penance
    repented=penance repents=penance scapegoat=emissary collector=publican collectors=publicans
    elders=ancients elder=ancient denarius=penny denarii=pence shekel=sicle shekels=sicles magi=wise
    sanhedrin=council nazirite=nazarite canaanites=chanaanites hittite=hethite hittites=hethites
    amalekites=amalecites epileptic=lunatic count=number hit=strike hits=strikes hitting=striking
    loot=spoils looted=spoiled looting=spoiling cub=whelp cubs=whelps mold=mould moldy=mouldy
    smolder=smoke smoldering=smoking luggage=baggage sneak=secretly snuck=secretly sneaked=secretly
    dads=father moms=mother mums=mother
    """.split()),
    # Today's words the corpus lacks or uses far less than the Douay-Rheims word (checked over
    # the whole table against the built index: tests/answering/test_douay_words.py).
    # People and their roles: the servant, the master, the stranger, the husbandman.
    **dict(pair.replace("+", " ").split("=") for pair in """
    slave=servant slaves=servants enslaved=bondage boss=master
    employer=master employers=masters employee=servant employees=servants baby=infant babies=infants
    newborn=infant toddler=child teenager=youth teenagers=youths teen=youth teens=youths
    siblings=brethren sibling=brother fiance=espoused fiancee=espoused betrothed=espoused
    homeless=harbourless refugee=stranger refugees=strangers foreigner=stranger foreigners=strangers
    immigrant=stranger immigrants=strangers teacher=master student=disciple students=disciples
    follower=disciple followers=disciples believers=faithful official=ruler officials=rulers
    commander=captain farmer=husbandman farmers=husbandmen tenant=husbandman tenants=husbandmen
    landowner=householder homeowner=householder managers=stewards innkeeper=host cupbearer=butler
    groom=bridegroom bridesmaids=virgins maidservant=handmaid moneychangers=changers overseer=bishop
    overseers=bishops psychic=soothsayer psychics=soothsayers astrologers=magicians
    astrology=divination
    moneylender=creditor moneylenders=creditors gatekeeper=porter gatekeepers=porters doorkeeper=porter
    """.split()),
    # Law, money and the moral words of today's translations ("sexual immorality", "lawlessness").
    **dict(pair.replace("+", " ").split("=") for pair in """
    taxes=tribute coin=money coins=money salary=hire loan=lend loans=lend donation=alms
    donations=alms donate=alms legal=lawful illegal=unlawful fairness=equity unfair=unjust
    freedom=liberty statutes=ordinances census=enrolled gossip=detraction
    gossiping=detraction slander=detraction slandering=detraction unrighteousness=iniquity
    evildoers=iniquity lawlessness=iniquity immorality=fornication impurity=uncleanness
    orgies=revellings discord=contentions factions=sects lovingkindness=mercy unrepentant=impenitent
    raped=ravished
    gossips=whisperers
    """.split()),
    # Worship and the world to come.
    **dict(pair.replace("+", " ").split("=") for pair in """
    torah=law yahweh=lord jehovah=lord hades=hell sheol=hell gehenna=hell booths=tabernacles
    showbread=proposition tablet=table tablets=tables kosher=clean worshiper=adorer
    worshipers=adorers hanukkah=dedication chanukah=dedication
    """.split()),
    # Daily life: food, clothing, the house, the land, animals and things.
    **dict(pair.replace("+", " ").split("=") for pair in """
    wedding=marriage remarry=marry remarried=married dinner=supper lunch=dinner
    breakfast=dine party=feast banquet=feast alcohol=wine grain=corn crops=fruits tunic=coat
    sandal=shoe sandals=shoes belt=girdle belts=girdles wallet=purse moneybag=purse bedroom=chamber
    stretcher=bed pallet=bed lake=sea skies=heavens universe=world dirt=dust mud=clay saliva=spittle
    jar=bottle jars=bottles jug=pitcher jugs=pitchers torch=lamp torches=lamps soup=pottage vegetable=pulse
    vegetables=pulse holiday=feast tattoo=marks tattoos=marks crowd=multitude crowds=multitudes
    gems=stones perfumed=ointment nard=spikenard scroll=book
    scrolls=books lyre=harp tambourine=timbrel drum=timbrel roosters=cocks puppies=whelps pods=husks
    carob=husks minas=pounds mina=pound leftovers=fragments rocky=stony curtain=veil stairway=ladder
    hometown=country cornerstone=corner capstone=corner
    """.split()),
    # The body, sickness and death.
    **dict(pair.replace("+", " ").split("=") for pair in """
    pregnant=with+child pregnancy=conceived disabled=infirm handicapped=infirm corpse=body
    nude=naked bathe=wash bath=wash bathing=washing injured=wounded scar=print scars=print
    """.split()),
    # Emotions and character.
    **dict(pair.replace("+", " ").split("=") for pair in """
    sadness=sorrow upset=troubled scared=afraid frightened=afraid worried=solicitous
    worry=solicitous worrying=solicitous tomorrow=morrow anxious=solicitous mad=angry lonely=alone arrogant=proud
    embarrassed=ashamed greed=covetousness lazy=slothful laziness=sloth gentleness=mildness
    faithfulness=fidelity stupid=foolish wealthy=rich wealth=riches elderly=aged rage=wrath
    unforgiving=merciless dishonest=unjust
    shrewd=wisely shrewdly=wisely persistence=importunity persistent=importunity grateful=thanks stubbornness=hardness peaceful=peaceable
    """.split()),
    # Actions as people tell the stories: whipped, arrested, threw, shouted.
    **dict(pair.replace("+", " ").split("=") for pair in """
    talk=speak talked=spoke talking=speaking replied=answered yelled=cried shouted=cried
    screamed=cried whipped=scourged whipping=scourging flogged=scourged flogging=scourging
    whip=scourge spat=spit arrest=apprehend arrested=apprehended betrayal=betray tortured=tormented
    torture=torment jumped=leaped knelt=kneeled hugged=embraced hug=embrace throw=cast threw=cast
    thrown=cast tossed=cast travel=journey traveled=journeyed trip=journey exile=captivity
    exiled=captivity squandered=wasted
    teased=mocked smash=break smashed=broke smashing=breaking shattered=broken grumble=murmur grumbled=murmured
    grumbling=murmuring sobbed=wept sobbing=weeping trick=deceive tricked=deceived rescue=deliver rescued=delivered
    """.split()),
    # American spellings of the words the Douay-Rheims spells the English way.
    **dict(pair.replace("+", " ").split("=") for pair in """
    plow=plough plowed=ploughed plowing=ploughing gray=grey jewelry=jewels theater=theatre
    armor=armour odor=odour vapor=vapour splendor=splendour rumor=rumour rumors=rumours
    defense=defence offense=offence counselor=counsellor traveler=traveller fulfillment=fulfilling
    marvelous=marvellous valor=valour fervor=fervour savor=savour favored=favoured favors=favours
    honors=honours honored=honoured colors=colours colored=coloured neighborhood=neighbourhood
    labored=laboured laborer=labourer laborers=labourers
    """.split()),
}


@dataclass(frozen=True, slots=True)
class Words:
    """A folded text made ready for term matching: its words (also as the hyphen and
    apostrophe compounds they stand in: "l'eucharistie", "bem-aventurancas"), every prefix of
    them, and its simple words joined by single spaces for phrases. Set look-ups cost no
    regular expression compilation, which would add most of a second to the first question
    a container answers, and stay fast on long passages."""

    words: frozenset[str]
    prefixes: frozenset[str]
    padded: str


_SIMPLE = re.compile(r"[^\W_]+")
_COMPOUND = re.compile(r"[^\W_]+(?:['-][^\W_]+)+")


def _simple(text: str) -> str:
    return " ".join(_SIMPLE.findall(text))


# Words that look like a term's plural and are another word: French "fois" (times, "sept fois")
# is not the plural of "foi" (faith), and had named the faith concept.
_NOT_PLURALS = frozenset({"fois"})


@lru_cache(maxsize=1024)
def words_of(folded: str) -> Words:
    """``folded`` (see ``fold``) made ready for ``TermSet.search``; cached per text."""
    simple = _SIMPLE.findall(folded)
    words = set(simple) | set(_COMPOUND.findall(folded))
    prefixes = {word[:end] for word in words for end in range(2, len(word) + 1)}
    return Words(frozenset(words), frozenset(prefixes), " " + " ".join(simple) + " ")


class TermSet:
    """Terms as the module docstring describes them: whole words (plural allowed), prefixes
    ("baptiz*"), phrases ("real presence", "peccat* mortal*") and words joined by "&"
    ("tauf*&kind*"), each of which is a ``TermSet`` of its own."""

    __slots__ = ("joined", "phrases", "prefixes", "starred", "whole")

    def __init__(self, terms: tuple[str, ...]) -> None:
        joined = [t for t in terms if "&" in t]
        terms = tuple(t for t in terms if "&" not in t)
        self.whole = tuple(t for t in terms if " " not in t and not t.endswith("*"))
        self.prefixes = tuple(t[:-1] for t in terms if " " not in t and t.endswith("*"))
        self.phrases = tuple(_simple(t) for t in terms if " " in t and "*" not in t)
        self.starred = tuple(
            re.compile(" " + " ".join(re.escape(_simple(w)) + (r"\w*" if w.endswith("*") else "")
                                      for w in t.split()) + " ")
            for t in terms if " " in t and "*" in t)
        self.joined = tuple(tuple(TermSet((part,)) for part in t.split("&")) for t in joined)

    def search(self, text: Words) -> bool:
        """Whether any of the terms occurs in ``text``."""
        words = text.words
        if any(t in words or (t + "s" in words and t + "s" not in _NOT_PLURALS) or t + "es" in words
               for t in self.whole):
            return True
        if any(p in text.prefixes for p in self.prefixes):
            return True
        padded = text.padded
        if any(f" {p} " in padded or f" {p}s " in padded or f" {p}es " in padded for p in self.phrases):
            return True
        if any(pattern.search(padded) for pattern in self.starred):
            return True
        # Last: each joined term searches the text once per word.
        return any(all(part.search(text) for part in parts) for parts in self.joined)


@lru_cache(maxsize=1)
def _matchers() -> dict[str, tuple[TermSet, dict[str, TermSet]]]:
    return {c.key: (TermSet(c.english), {lang: TermSet(terms) for lang, terms in c.names.items()})
            for c in CONCEPTS}


@lru_cache(maxsize=1)
def _question_matchers() -> dict[str, tuple[TermSet, TermSet]]:
    return {c.key: (TermSet(c.triggers), TermSet(c.excluded)) for c in CONCEPTS}


BY_KEY: dict[str, Concept] = {c.key: c for c in CONCEPTS}


def concepts_in_question(text: str, language: str) -> list[Concept]:
    """Concepts a question names, in its own language or in English (people mix them)."""
    words = words_of(fold(text))
    found = []
    for concept in CONCEPTS:
        _, names = _matchers()[concept.key]
        triggers, excluded = _question_matchers()[concept.key]
        if excluded.search(words):
            continue
        own = names.get(language)
        if (own is not None and own.search(words)) or triggers.search(words):
            found.append(concept)
    return found


def mentions(concept: Concept, folded_text: str, language: str | None = None, *, strict: bool = False) -> bool:
    """Whether an (already folded) passage speaks of the concept: in English, or in its own
    language. ``strict``: only by the terms that name the concept outright (a question
    trigger), not by words that are merely evidence of it ("children" for infant baptism)."""
    english, names = _matchers()[concept.key]
    words = words_of(folded_text)
    if strict:
        triggers, excluded = _question_matchers()[concept.key]
        if excluded.search(words):
            return False
        english = triggers
    if english.search(words):
        return True
    own = names.get(language or "")
    return own is not None and own.search(words)



# The one council scripture tells of (Acts 15, in Jerusalem) and the Sanhedrin, which the
# Douay-Rheims calls "the council": a question on them is about scripture, not modern documents.
_COUNCILS = frozenset(("council", "concilio", "concile", "konzil"))
_SCRIPTURE_COUNCILS = TermSet(("jerusal*", "gerusalemm*", "hierosolym*", "sanhedr*", "sinedr*", "apostelkonzil"))


@lru_cache(maxsize=1)
def _subject_matchers() -> tuple[tuple[str, TermSet], ...]:
    """Each modern subject with its matcher, built once (not per question)."""
    return tuple((term.rstrip("*"), TermSet((term,))) for term in MODERN_SUBJECTS)


def modern_subjects(text: str) -> list[str]:
    """The modern-document subjects a question names ("vatican", "encyclic")."""
    words = words_of(fold(text))
    found = [subject for subject, matcher in _subject_matchers() if matcher.search(words)]
    if found and set(found) <= _COUNCILS and _SCRIPTURE_COUNCILS.search(words):
        return []
    year = _RECENT_YEAR.search(text)
    if year:
        found.append(year.group(0))
    return found
