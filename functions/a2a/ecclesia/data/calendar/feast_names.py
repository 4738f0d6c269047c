"""Multilingual names of feasts and relative-date words (data for dates.resolve_date).

Keys are celebration keys of the calendar (or the pseudo key "easter_vigil", resolved to Holy
Saturday). Aliases are written plainly; matching lowercases them and strips accents, so
"Pentecôte" and "pentecote" are the same. Languages: en, es, fr, it, pt, de, pl (and Latin
where common).
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
    "easter_vigil": ("easter vigil", "vigilia pascual", "veillee pascale", "veillée pascale", "vigilia pasquale", "vigilia pascal", "osternacht", "wigilia paschalna"),
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
