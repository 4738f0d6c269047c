"""Multilingual names of feasts and relative-date words (data for dates.resolve_date).

Keys are celebration keys of the calendar; named Masses of a day (the Easter Vigil, Midnight
Mass, Thanksgiving Day) are in NAMED_MASSES. Aliases are written plainly; matching lowercases them and strips accents, so
"Pentecôte" and "pentecote" are the same. Languages: en, es, fr, it, pt, de, pl, la (Latin)
and tl (Tagalog).
"""

FEAST_ALIASES: dict[str, tuple[str, ...]] = {
    "nativity_of_the_lord": (
        "christmas", "christmas day", "nativity of the lord", "navidad", "natividad del señor", "noel", "noël",
        "nativite du seigneur", "natale", "natale del signore", "natal", "weihnachten", "weihnachtstag",
        "boze narodzenie", "boże narodzenie", "narodzenie panskie", "narodzenie pańskie",
    ),
    "easter_sunday": (
        "easter", "easter sunday", "easter day", "resurrection sunday", "pascua", "domingo de pascua",
        "domingo de resurreccion", "domingo de resurrección", "paques", "pâques", "dimanche de paques",
        "pasqua", "domenica di pasqua", "pascoa", "páscoa", "domingo de pascoa", "domingo de páscoa",
        "ostern", "ostersonntag", "wielkanoc", "niedziela wielkanocna", "niedziela zmartwychwstania",
    ),
    "ash_wednesday": (
        "ash wednesday", "miercoles de ceniza", "miércoles de ceniza", "mercredi des cendres", "mercoledi delle ceneri",
        "mercoledì delle ceneri", "quarta-feira de cinzas", "quarta feira de cinzas", "aschermittwoch",
        "sroda popielcowa", "środa popielcowa", "popielec",
    ),
    "palm_sunday_of_the_passion_of_the_lord": (
        "palm sunday", "passion sunday", "domingo de ramos", "dimanche des rameaux", "domenica delle palme",
        "palmsonntag", "niedziela palmowa",
    ),
    "holy_thursday": ("holy thursday", "maundy thursday", "jueves santo", "jeudi saint", "giovedi santo", "giovedì santo", "quinta-feira santa", "quinta feira santa", "grundonnerstag", "gründonnerstag", "wielki czwartek"),
    "friday_of_the_passion_of_the_lord": ("good friday", "viernes santo", "vendredi saint", "venerdi santo", "venerdì santo", "sexta-feira santa", "sexta feira santa", "karfreitag", "wielki piatek", "wielki piątek"),
    "holy_saturday": ("holy saturday", "sabado santo", "sábado santo", "samedi saint", "sabato santo", "karsamstag", "wielka sobota"),
    "divine_mercy_sunday": (
        "divine mercy sunday", "divine mercy", "second sunday of easter", "domingo de la divina misericordia",
        "dimanche de la divine misericorde", "dimanche de la divine miséricorde", "domenica della divina misericordia",
        "domingo da divina misericordia", "domingo da divina misericórdia", "barmherzigkeitssonntag", "weißer sonntag",
        "niedziela milosierdzia bozego", "niedziela miłosierdzia bożego", "swieto milosierdzia", "święto miłosierdzia",
    ),
    "ascension_of_the_lord": ("ascension", "ascension day", "ascension thursday", "ascension of the lord", "ascension del señor", "ascensión", "ascension du seigneur", "ascensione", "ascensão", "ascensao", "christi himmelfahrt", "himmelfahrt", "wniebowstapienie", "wniebowstąpienie"),
    "pentecost_sunday": ("pentecost", "pentecost sunday", "whitsunday", "whit sunday", "pentecostes", "pentecôte", "pentecote", "pentecoste", "pfingsten", "pfingstsonntag", "zeslanie ducha swietego", "zesłanie ducha świętego", "zielone swiatki"),
    "most_holy_trinity": ("trinity sunday", "holy trinity", "most holy trinity", "santisima trinidad", "santísima trinidad", "sainte trinite", "sainte trinité", "santissima trinita", "santissima trinità", "santissima trindade", "santíssima trindade", "dreifaltigkeitssonntag", "trinitatis", "najswietszej trojcy", "trójcy przenajświętszej", "trojcy swietej"),
    "most_holy_body_and_blood_of_christ": ("corpus christi", "body and blood of christ", "fete-dieu", "fête-dieu", "saint-sacrement", "fronleichnam", "boze cialo", "boże ciało", "corpus domini"),
    "most_sacred_heart_of_jesus": ("sacred heart", "sacred heart of jesus", "sagrado corazon", "sagrado corazón", "sacre-coeur", "sacré-cœur", "sacro cuore", "sagrado coracao", "sagrado coração", "herz-jesu-fest", "herz jesu", "najswietszego serca pana jezusa", "najświętszego serca pana jezusa"),
    "our_lord_jesus_christ_king_of_the_universe": ("christ the king", "christ king", "cristo rey", "christ roi", "cristo re", "cristo rei", "christkönigssonntag", "christkonig", "christkönig", "chrystusa krola", "chrystusa króla"),
    "epiphany_of_the_lord": ("epiphany", "three kings", "three kings day", "epifania", "epifanía", "reyes", "dia de reyes", "día de reyes", "epiphanie", "épiphanie", "befana", "dreikonigstag", "dreikönigstag", "erscheinung des herrn", "objawienie panskie", "objawienie pańskie", "trzech kroli", "trzech króli"),
    "baptism_of_the_lord": ("baptism of the lord", "bautismo del señor", "bapteme du seigneur", "baptême du seigneur", "battesimo del signore", "batismo do senhor", "taufe des herrn", "chrzest panski", "chrzest pański"),
    "holy_family_of_jesus_mary_and_joseph": ("holy family", "sagrada familia", "sainte famille", "santa famiglia", "heilige familie", "swietej rodziny", "świętej rodziny"),
    "mary_mother_of_god": ("mary mother of god", "solemnity of mary", "new year's day", "new year", "santa maria madre de dios", "sainte marie mere de dieu", "maria santissima madre di dio", "hochfest der gottesmutter", "swietej bozej rodzicielki", "świętej bożej rodzicielki"),
    "presentation_of_the_lord": ("presentation of the lord", "candlemas", "presentacion del señor", "candelaria", "presentation du seigneur", "présentation du seigneur", "chandeleur", "presentazione del signore", "candelora", "darstellung des herrn", "lichtmess", "ofiarowanie panskie", "ofiarowanie pańskie", "matki bozej gromnicznej"),
    "joseph_spouse_of_mary": ("saint joseph", "st joseph", "st. joseph", "solemnity of saint joseph", "san jose", "san josé", "saint joseph epoux", "san giuseppe", "sao jose", "são josé", "josefstag", "heiliger josef", "swietego jozefa", "świętego józefa"),
    "annunciation_of_the_lord": ("annunciation", "annunciation of the lord", "anunciacion", "anunciación", "annonciation", "annunciazione", "anunciacao", "anunciação", "verkundigung des herrn", "verkündigung des herrn", "zwiastowanie panskie", "zwiastowanie pańskie"),
    "nativity_of_john_the_baptist": ("nativity of john the baptist", "saint john the baptist", "st john the baptist", "san juan bautista", "saint jean-baptiste", "san giovanni battista", "sao joao batista", "são joão batista", "johannistag", "narodzenie jana chrzciciela"),
    "peter_and_paul_apostles": ("saints peter and paul", "sts peter and paul", "peter and paul", "san pedro y san pablo", "saint pierre et saint paul", "santi pietro e paolo", "sao pedro e sao paulo", "são pedro e são paulo", "peter und paul", "piotra i pawla", "piotra i pawła"),
    "transfiguration_of_the_lord": ("transfiguration", "transfiguracion", "transfiguración", "verklarung des herrn", "verklärung des herrn", "trasfigurazione", "transfiguração", "przemienienie panskie", "przemienienie pańskie"),
    "assumption_of_the_blessed_virgin_mary": ("assumption", "assumption of mary", "asuncion", "asunción", "assomption", "assunzione", "ferragosto", "assuncao", "assunção", "maria himmelfahrt", "mariä himmelfahrt", "wniebowziecie", "wniebowzięcie"),
    "exaltation_of_the_holy_cross": ("exaltation of the holy cross", "holy cross", "exaltacion de la santa cruz", "exaltation de la sainte croix", "esaltazione della santa croce", "kreuzerhohung", "kreuzerhöhung", "podwyzszenie krzyza", "podwyższenie krzyża"),
    "all_saints": ("all saints", "all saints day", "all saints' day", "todos los santos", "toussaint", "ognissanti", "todos os santos", "allerheiligen", "wszystkich swietych", "wszystkich świętych"),
    "commemoration_of_all_the_faithful_departed": ("all souls", "all souls day", "all souls' day", "dia de los difuntos", "día de los difuntos", "fieles difuntos", "defunts", "jour des morts", "commemorazione dei defunti", "finados", "dia de finados", "allerseelen", "zaduszki", "dzien zaduszny", "dzień zaduszny"),
    "immaculate_conception_of_the_blessed_virgin_mary": ("immaculate conception", "inmaculada concepcion", "inmaculada concepción", "immaculee conception", "immaculée conception", "immacolata", "immacolata concezione", "imaculada conceicao", "imaculada conceição", "maria empfangnis", "mariä empfängnis", "niepokalane poczecie", "niepokalane poczęcie"),
    "our_lady_of_guadalupe": ("our lady of guadalupe", "guadalupe", "virgen de guadalupe", "nuestra señora de guadalupe"),
    "advent_december_24": ("christmas eve", "nochebuena", "veille de noel", "veille de noël", "vigilia di natale", "vespera de natal", "véspera de natal", "heiligabend", "heiliger abend", "wigilia", "wigilia bozego narodzenia"),
    "mary_mother_of_the_church": ("mary mother of the church", "maria madre de la iglesia", "marie mere de l'eglise", "maria madre della chiesa"),
}

RELATIVE_DAYS: dict[int, tuple[str, ...]] = {
    0: ("today", "hoy", "aujourd'hui", "aujourdhui", "oggi", "hoje", "heute", "dzisiaj", "dzis", "dziś", "tonight"),
    1: ("tomorrow", "mañana", "manana", "demain", "domani", "amanha", "amanhã", "morgen", "jutro"),
    -1: ("yesterday", "ayer", "hier", "ieri", "ontem", "gestern", "wczoraj"),
    2: ("day after tomorrow", "pasado mañana", "pasado manana", "apres-demain", "après-demain", "dopodomani", "depois de amanha", "depois de amanhã", "ubermorgen", "übermorgen", "pojutrze"),
}

WEEKDAY_NAMES: dict[int, tuple[str, ...]] = {  # Monday = 0
    0: ("monday", "lunes", "lundi", "lunedi", "lunedì", "segunda", "segunda-feira", "montag", "poniedzialek", "poniedziałek"),
    1: ("tuesday", "martes", "mardi", "martedi", "martedì", "terca", "terça", "terça-feira", "dienstag", "wtorek"),
    2: ("wednesday", "miercoles", "miércoles", "mercredi", "mercoledi", "mercoledì", "quarta", "quarta-feira", "mittwoch", "sroda", "środa", "srode", "środę"),
    3: ("thursday", "jueves", "jeudi", "giovedi", "giovedì", "quinta", "quinta-feira", "donnerstag", "czwartek"),
    4: ("friday", "viernes", "vendredi", "venerdi", "venerdì", "sexta", "sexta-feira", "freitag", "piatek", "piątek"),
    5: ("saturday", "sabado", "sábado", "samedi", "sabato", "samstag", "sonnabend", "sobota", "sobote", "sobotę"),
    6: ("sunday", "domingo", "dimanche", "domenica", "sonntag", "niedziela", "niedziele", "niedzielę"),
}

NEXT_WORDS = ("next", "proximo", "próximo", "proxima", "próxima", "prochain", "prochaine", "prossimo", "prossima", "nachsten", "nächsten", "nachster", "nächster", "kommenden", "nastepny", "następny", "nastepna", "następna", "najblizszy", "najbliższy", "najblizsza", "najbliższa", "w przyszla", "w przyszłą")
THIS_WORDS = ("this", "este", "esta", "ce", "cette", "questo", "questa", "diesen", "diese", "dieser", "ten", "ta", "w ten", "w te", "w tę", "on")
DAY_UNITS = ("day", "days", "dia", "dias", "día", "días", "jour", "jours", "giorno", "giorni", "tag", "tagen", "tage", "dzien", "dzień", "dni")
IN_WORDS = ("in", "en", "dans", "tra", "fra", "em", "za", "dentro de")

# "the 3rd Sunday of Advent", "tercer domingo de Adviento", "3. Adventssonntag",
# "troisième dimanche de l'Avent", "terza domenica di Avvento", "III niedziela Adwentu".
ORDINAL_NUMBERS: dict[int, tuple[str, ...]] = {
    1: ("first", "primer", "primero", "primera", "premier", "premiere", "première", "primo", "prima", "primeiro", "erste", "ersten", "erster", "pierwsza", "i"),
    2: ("second", "segundo", "segunda", "deuxieme", "deuxième", "second", "seconde", "secondo", "seconda", "zweite", "zweiten", "zweiter", "druga", "ii"),
    3: ("third", "tercer", "tercero", "tercera", "troisieme", "troisième", "terzo", "terza", "terceiro", "terceira", "dritte", "dritten", "dritter", "trzecia", "iii"),
    4: ("fourth", "cuarto", "cuarta", "quatrieme", "quatrième", "quarto", "quarta", "vierte", "vierten", "vierter", "czwarta", "iv"),
    5: ("fifth", "quinto", "quinta", "cinquieme", "cinquième", "funfte", "fünfte", "fünften", "funften", "piata", "piąta", "v"),
    6: ("sixth", "sexto", "sexta", "sixieme", "sixième", "sesto", "sesta", "sechste", "sechsten", "szosta", "szósta", "vi"),
    7: ("seventh", "septimo", "séptimo", "septieme", "septième", "settimo", "settima", "sétimo", "siebte", "siebten", "siodma", "siódma", "vii"),
}
SUNDAY_WORDS = ("sunday", "domingo", "dimanche", "domenica", "sonntag", "niedziela", "adventssonntag", "fastensonntag")
SEASON_WORDS: dict[str, tuple[str, ...]] = {  # calendar key prefix -> words naming the season
    "advent": ("advent", "adviento", "avent", "avvento", "advento", "adventssonntag", "adwentu"),
    "lent": ("lent", "cuaresma", "careme", "carême", "quaresima", "quaresma", "fastenzeit", "fastensonntag", "wielkiego postu"),
    "easter_time": ("easter", "pascua", "paques", "pâques", "pasqua", "pascoa", "páscoa", "osterzeit", "wielkanocy", "wielkanocna"),
    "ordinary_time": ("ordinary time", "tiempo ordinario", "temps ordinaire", "tempo ordinario", "tempo comum", "jahreskreis", "okresu zwyklego", "okresu zwykłego"),
}


# Latin (the Missal's titles, shortened as people write them) and Tagalog names.
_MORE_ALIASES: dict[str, tuple[str, ...]] = {
    "nativity_of_the_lord": ("nativitas domini", "in nativitate domini", "natalis domini", "pasko", "araw ng pasko", "kapaskuhan"),
    "easter_sunday": ("dominica paschae", "dominica resurrectionis", "pascha", "dominica paschatis", "pasko ng pagkabuhay",
                      "linggo ng pagkabuhay", "linggo ng muling pagkabuhay", "easter day sunday"),
    "ash_wednesday": ("feria iv cinerum", "dies cinerum", "miercoles de ceniza", "miyerkules ng abo", "ash weds"),
    "palm_sunday_of_the_passion_of_the_lord": ("dominica in palmis", "dominica in palmis de passione domini", "linggo ng palaspas",
                                               "domingo de palmas"),
    "holy_thursday": ("feria v in cena domini", "huwebes santo", "quinta-feira santa"),
    "friday_of_the_passion_of_the_lord": ("feria vi in passione domini", "biyernes santo", "parasceve"),
    "holy_saturday": ("sabbatum sanctum", "sabado de gloria", "sabado santo", "itim na sabado"),
    "divine_mercy_sunday": ("dominica ii paschae", "dominica in albis", "linggo ng banal na awa", "linggo ng divina misericordia"),
    "ascension_of_the_lord": ("ascensio domini", "in ascensione domini", "pag-akyat sa langit", "pag akyat sa langit",
                              "pag-akyat ng panginoon sa langit", "ascension sunday"),
    "pentecost_sunday": ("dominica pentecostes", "pentekostes", "linggo ng pentekostes", "pentecost day"),
    "most_holy_trinity": ("sanctissimae trinitatis", "sanctissima trinitas", "santisima trinidad", "banal na santatlo",
                          "kabanal-banalang santatlo"),
    "most_holy_body_and_blood_of_christ": ("corporis et sanguinis christi", "ss. corporis et sanguinis christi",
                                           "katawan at dugo ni kristo", "corpus domini"),
    "most_sacred_heart_of_jesus": ("sacratissimi cordis iesu", "sacratissimum cor iesu", "kamahal-mahalang puso ni hesus",
                                   "sagrado corazon ni hesus"),
    "our_lord_jesus_christ_king_of_the_universe": ("christus rex", "domini nostri iesu christi universorum regis",
                                                   "kristong hari", "kristo hari", "christ the king sunday"),
    "epiphany_of_the_lord": ("epiphania domini", "in epiphania domini", "tatlong hari", "pista ng tatlong hari",
                             "pagpapakita ng panginoon", "epipanya"),
    "baptism_of_the_lord": ("baptisma domini", "in baptismate domini", "pagbibinyag sa panginoon", "binyag ng panginoon"),
    "holy_family_of_jesus_mary_and_joseph": ("sanctae familiae", "sancta familia", "banal na mag-anak", "banal na pamilya"),
    "mary_mother_of_god": ("sanctae dei genetricis mariae", "maria mater dei", "bagong taon", "santa maria ina ng diyos",
                           "maria ina ng diyos", "new years day"),
    "presentation_of_the_lord": ("praesentatio domini", "in praesentatione domini", "paghahain sa panginoon", "kandelarya"),
    "joseph_spouse_of_mary": ("sancti ioseph", "s. ioseph", "sancti iosephi", "san jose", "pista ni san jose", "st joseph's day"),
    "annunciation_of_the_lord": ("annuntiatio domini", "in annuntiatione domini", "pagbati ng anghel", "pagbati kay maria"),
    "nativity_of_john_the_baptist": ("nativitas s. ioannis baptistae", "nativitas sancti ioannis baptistae", "san juan bautista",
                                     "kapanganakan ni san juan bautista"),
    "peter_and_paul_apostles": ("sanctorum petri et pauli", "ss. petri et pauli", "san pedro at san pablo"),
    "transfiguration_of_the_lord": ("transfiguratio domini", "in transfiguratione domini", "pagbabagong-anyo ng panginoon"),
    "assumption_of_the_blessed_virgin_mary": ("assumptio beatae mariae virginis", "in assumptione b. mariae virginis",
                                              "pag-akyat kay maria sa langit", "pag-aakyat kay maria sa langit"),
    "exaltation_of_the_holy_cross": ("exaltatio sanctae crucis", "in exaltatione sanctae crucis", "pagtatampok sa banal na krus"),
    "all_saints": ("omnium sanctorum", "sollemnitas omnium sanctorum", "todos los santos", "araw ng mga santo", "undas"),
    "commemoration_of_all_the_faithful_departed": ("commemoratio omnium fidelium defunctorum", "omnium fidelium defunctorum",
                                                   "araw ng mga patay", "araw ng mga kaluluwa", "dia de muertos", "día de muertos"),
    "immaculate_conception_of_the_blessed_virgin_mary": ("immaculata conceptio", "in conceptione immaculata b. mariae virginis",
                                                         "kalinis-linisang paglilihi", "immaculada concepcion"),
    "our_lady_of_guadalupe": ("birhen ng guadalupe", "beata maria virgo de guadalupe", "la guadalupana", "la morenita"),
    "advent_december_24": ("bisperas ng pasko", "noche buena", "pervigilium nativitatis"),
    "mary_mother_of_the_church": ("pentecost monday", "whit monday", "lunes de pentecostes", "lundi de pentecote",
                                  "lunedi di pentecoste", "segunda-feira de pentecostes", "pfingstmontag",
                                  "poniedzialek zielonych swiat", "drugi dzien zielonych swiatek", "beata maria virgo ecclesiae mater",
                                  "maria ina ng simbahan", "mary mother of the church"),
    "advent_3_sunday": ("gaudete sunday", "gaudete", "domingo gaudete", "dimanche de gaudete", "domenica gaudete", "dominica gaudete"),
    "lent_4_sunday": ("laetare sunday", "laetare", "domingo laetare", "dimanche de laetare", "domenica laetare", "dominica laetare"),
    "rose_of_lima_virgin": ("santa rosa de lima", "rosa de lima", "saint rose of lima", "st rose of lima"),
    "holy_child_of_cebu": ("santo nino", "santo niño", "sto nino", "sto. nino", "senor santo nino", "señor santo niño",
                           "feast of the santo nino", "holy child"),
    "patrick_of_ireland_bishop": ("st patrick's day", "saint patrick's day", "st. patrick's day", "paddy's day", "la fheile padraig"),
    "michael_gabriel_and_raphael_archangels": ("michaelmas", "archangels", "feast of the archangels"),
    "nativity_of_the_blessed_virgin_mary": ("nativity of mary", "birthday of mary", "natividad de maria", "nativite de marie",
                                            "nativita di maria", "mariä geburt", "narodzenie najswietszej maryi panny"),
    "visitation_of_the_blessed_virgin_mary": ("visitation", "visitacion", "visitation de marie", "visitazione", "mariä heimsuchung",
                                              "nawiedzenie"),
    "our_lady_of_aparecida": ("aparecida", "nossa senhora aparecida", "nossa senhora da conceicao aparecida", "our lady of aparecida"),
    "our_lady_of_czestochowa": ("matki bozej czestochowskiej", "czestochowa", "our lady of czestochowa"),
}
for _key, _names in _MORE_ALIASES.items():
    FEAST_ALIASES[_key] = FEAST_ALIASES.get(_key, ()) + _names

# Named Masses of a day: phrase -> (the day's key, the Mass's name in the lectionary).
# A vigil Mass belongs to the day it anticipates: the Easter Vigil is Easter Sunday's first Mass.
NAMED_MASSES: dict[tuple[str, str], tuple[str, ...]] = {
    ("easter_sunday", "Easter Vigil in the Holy Night"): (
        "easter vigil", "the easter vigil", "vigil of easter", "paschal vigil", "easter vigil mass", "holy saturday vigil",
        "vigilia pascual", "veillee pascale", "vigilia pasquale", "vigilia pascal", "osternacht", "osternachtfeier",
        "wigilia paschalna", "vigilia paschalis", "easter eve mass", "bihilya ng pasko ng pagkabuhay", "easter vigil readings",
    ),
    ("easter_sunday", "Mass during the Day"): ("easter day mass", "easter sunday mass during the day", "easter morning mass"),
    ("nativity_of_the_lord", "Vigil Mass"): (
        "christmas vigil", "christmas vigil mass", "vigil of christmas", "christmas eve vigil mass", "christmas eve mass",
        "vigil mass of christmas", "misa de la vigilia de navidad", "messe de la veille de noel", "messa della vigilia di natale",
        "missa da vigilia de natal", "vigilmesse weihnachten", "msza wigilijna", "vigilia nativitatis domini",
        "misa de vispera ng pasko", "christmas eve evening mass",
    ),
    ("nativity_of_the_lord", "Mass during the Night"): (
        "midnight mass", "christmas midnight mass", "christmas night", "christmas night mass", "mass during the night",
        "misa de gallo", "misa del gallo", "misa de medianoche", "messe de minuit", "messa di mezzanotte", "messa della notte",
        "missa do galo", "christmette", "christmesse", "pasterka", "missa in nocte", "misa de gallo ng pasko",
    ),
    ("nativity_of_the_lord", "Mass at Dawn"): (
        "christmas dawn", "christmas dawn mass", "dawn mass", "mass at dawn", "shepherds mass", "shepherds' mass",
        "misa de la aurora", "messe de l aurore", "messa dell aurora", "missa da aurora", "hirtenamt", "missa in aurora",
    ),
    ("nativity_of_the_lord", "Mass during the Day"): (
        "christmas day mass", "mass of christmas day", "christmas mass during the day", "misa del dia de navidad",
        "messe du jour de noel", "messa del giorno di natale", "missa do dia de natal", "missa in die",
    ),
    ("pentecost_sunday", "Vigil Mass"): (
        "pentecost vigil", "vigil of pentecost", "pentecost vigil mass", "vigilia de pentecostes", "veillee de pentecote",
        "vigilia di pentecoste", "pfingstvigil", "wigilia zeslania ducha swietego", "vigilia pentecostes",
    ),
    ("nativity_of_john_the_baptist", "Vigil Mass"): ("vigil of saint john the baptist", "john the baptist vigil"),
    ("peter_and_paul_apostles", "Vigil Mass"): ("vigil of saints peter and paul", "peter and paul vigil"),
    ("assumption_of_the_blessed_virgin_mary", "Vigil Mass"): ("assumption vigil", "vigil of the assumption"),
    ("holy_thursday", "Chrism Mass"): ("chrism mass", "misa crismal", "messe chrismale", "messa crismale", "missa crismal",
                                       "chrisammesse", "msza krzyzma", "missa chrismatis"),
    ("holy_thursday", "Evening Mass of the Lord's Supper"): (
        "mass of the lord's supper", "lord's supper", "mass of the lords supper", "last supper mass", "misa de la cena del senor",
        "messe de la cene du seigneur", "messa in coena domini", "missa in cena domini", "abendmahlsmesse", "msza wieczerzy panskiej",
    ),
    ("palm_sunday_of_the_passion_of_the_lord", "Procession with Palms"): ("palm sunday procession", "procession with palms"),
    ("thanksgiving_day", "Thanksgiving Day"): (
        "thanksgiving", "thanksgiving day", "thanksgiving mass", "thanksgiving day mass", "us thanksgiving", "american thanksgiving",
    ),
}
# Proper Masses that belong to one calendar (a query naming them picks it when none is given).
NAMED_MASS_CALENDARS = {"thanksgiving_day": "united_states"}

# Tagalog and Latin relative-day words, merged below.
RELATIVE_DAYS[0] += ("ngayon", "ngayong araw", "ngayong araw na ito", "hodie", "this day", "du jour", "d aujourd hui", "du jour d aujourd hui", "jour d aujourd hui", "ce jour")
RELATIVE_DAYS[1] += ("bukas", "cras", "sa bukas", "tmrw", "tommorow", "tomorow")
RELATIVE_DAYS[-1] += ("kahapon", "heri")
RELATIVE_DAYS[2] += ("the day after tomorrow", "sa makalawa", "perendie", "overmorrow", "apres demain", "dia despues de manana")
RELATIVE_DAYS[-2] = ("day before yesterday", "the day before yesterday", "anteayer", "avant-hier", "avant hier", "l altro ieri",
                     "altroieri", "anteontem", "vorgestern", "przedwczoraj", "kamakalawa", "nudius tertius")

WEEKDAY_NAMES[0] += ("lunes", "feria secunda", "feria ii", "mon")
WEEKDAY_NAMES[1] += ("martes", "feria tertia", "feria iii", "tue", "tues")
WEEKDAY_NAMES[2] += ("miyerkules", "feria quarta", "feria iv", "wed", "weds")
WEEKDAY_NAMES[3] += ("huwebes", "feria quinta", "feria v", "thu", "thurs")
WEEKDAY_NAMES[4] += ("biyernes", "feria sexta", "feria vi", "fri")
WEEKDAY_NAMES[5] += ("sabado", "sabbato", "sabbatum", "sat")
WEEKDAY_NAMES[6] += ("linggo", "dominica", "dominicam", "sun", "sonntags")

NEXT_WORDS += ("this coming", "this next", "w najblizsza", "w nastepna", "najblizsza", "sa susunod na", "susunod na", "sa darating na", "darating na", "proxima", "proximo", "ventura", "venturo",
               "coming", "upcoming", "the next", "the coming", "nastepna", "przyszla", "w nastepna", "w przyszla")
# Words that follow the weekday with the same meaning ("dimanche prochain", "domingo que viene").
NEXT_AFTER_WORDS = ("prochain", "prochaine", "prossimo", "prossima", "proximo", "proxima", "que viene", "que vem",
                    "que entra", "next", "sa susunod", "na darating", "proxima ventura", "nastepna", "nastepny", "przyszla")
LAST_WORDS = ("last", "past", "previous", "the last", "pasado", "pasada", "el pasado", "dernier", "derniere", "scorso",
              "scorsa", "passado", "passada", "letzten", "letzter", "vergangenen", "ostatnia", "ostatni", "w ostatnia",
              "nakaraang", "noong nakaraang", "proxime praeterita")
THIS_WORDS += ("ngayong", "sa", "hac", "am", "le", "el", "o", "il", "la", "w")
AFTER_NEXT = ("after next", "after the next", "week after next")

# Month names (accents and case do not matter), for "25 de diciembre de 2026", "Disyembre 25".
MONTH_NAMES: dict[int, tuple[str, ...]] = {
    1: ("january", "jan", "enero", "janvier", "gennaio", "janeiro", "januar", "jänner", "stycznia", "styczen", "enero", "enero",
        "ianuarii", "ianuarius", "januarii", "enero", "eneru", "enero", "ene"),
    2: ("february", "feb", "febrero", "fevrier", "février", "febbraio", "fevereiro", "februar", "lutego", "luty", "februarii",
        "februarius", "pebrero"),
    3: ("march", "mar", "marzo", "mars", "março", "marco", "märz", "marz", "marca", "marzec", "martii", "martius", "marso"),
    4: ("april", "apr", "abril", "avril", "aprile", "kwietnia", "kwiecien", "aprilis", "abril"),
    5: ("may", "mayo", "mai", "maggio", "maio", "maja", "maj", "maii", "maius", "mayo"),
    6: ("june", "jun", "junio", "juin", "giugno", "junho", "juni", "czerwca", "czerwiec", "iunii", "iunius", "hunyo"),
    7: ("july", "jul", "julio", "juillet", "luglio", "julho", "juli", "lipca", "lipiec", "iulii", "iulius", "hulyo"),
    8: ("august", "aug", "agosto", "aout", "août", "sierpnia", "sierpien", "augusti", "augustus", "agosto"),
    9: ("september", "sep", "sept", "septiembre", "setiembre", "septembre", "settembre", "setembro", "wrzesnia", "wrzesien",
        "septembris", "setyembre"),
    10: ("october", "oct", "octubre", "octobre", "ottobre", "outubro", "oktober", "pazdziernika", "pazdziernik", "octobris",
         "oktubre"),
    11: ("november", "nov", "noviembre", "novembre", "novembro", "listopada", "listopad", "novembris", "nobyembre"),
    12: ("december", "dec", "diciembre", "decembre", "décembre", "dicembre", "dezembro", "dezember", "grudnia", "grudzien",
         "decembris", "disyembre"),
}

# Ordinals that name Sundays in Tagalog ("Ikatlong Linggo ng Adbiyento") and Latin ("Dominica III Adventus").
ORDINAL_NUMBERS[1] += ("una", "unang", "primus", "prima")
ORDINAL_NUMBERS[2] += ("ikalawa", "ikalawang", "secunda", "secundus")
ORDINAL_NUMBERS[3] += ("ikatlo", "ikatlong", "tertia", "tertius")
ORDINAL_NUMBERS[4] += ("ikaapat", "ikaapat na", "quarta", "quartus")
ORDINAL_NUMBERS[5] += ("ikalima", "ikalimang", "quinta", "quintus")
ORDINAL_NUMBERS[6] += ("ikaanim", "ikaanim na", "sexta", "sextus")
ORDINAL_NUMBERS[7] += ("ikapito", "ikapitong", "septima", "septimus")
SUNDAY_WORDS += ("linggo", "dominica", "domingo", "dimanche")
SEASON_WORDS["advent"] += ("adventus", "adbiyento", "adviento")
SEASON_WORDS["lent"] += ("quadragesimae", "quadragesima", "kuwaresma", "cuaresma")
SEASON_WORDS["easter_time"] += ("paschae", "paschatis", "pagkabuhay", "muling pagkabuhay")
SEASON_WORDS["ordinary_time"] += ("per annum", "karaniwang panahon", "ordinary")
