"""A small bilingual lexicon: the words people use in seven other languages for the subjects
of Church documents, mapped to the English words the catalogue and the corpus use.

Written by the team from common knowledge of the languages (no source copied). It lives in
the data layer because both the catalogue (``catalogue.py``: "¿Qué dice la Iglesia sobre la
eutanasia?" finds *Iura et Bona*) and the answer pipeline (``ecclesia.answering.vocabulary``,
query translation) use it; the dependency runs answering -> data, never back.

Words are folded (lower case, no accents). ``FUNCTION_WORDS`` are the words of a question in
those languages that say nothing about its subject ("was lehrt die Kirche über ...").
"""

from __future__ import annotations

from ecclesia.data.documents.words import WORD, fold


def _many(pairs: str) -> dict[str, str]:
    """"eutanasia euthanasie sterbehilfe=euthanasia; ...": foreign words -> English."""
    table: dict[str, str] = {}
    for item in pairs.split(";"):
        if "=" not in item:
            continue
        foreign, english = item.split("=", 1)
        for word in foreign.split():
            table[fold(word)] = english.strip()
    return table


# Foreign word -> English (es, it, fr, pt, de, la, tl).
TO_ENGLISH: dict[str, str] = _many("""
    eutanasia euthanasie sterbehilfe euthanasia=euthanasia;
    aborto avortement abtreibung abortus pagpapalaglag=abortion;
    anticoncepcion anticoncepcionais anticonceptivos contraccezione contraccettivi contraception
    contracepcao verhutung empfangnisverhutung=contraception;
    natalidad natalita natalite natalidade geburtenregelung=birth;
    libertad liberta liberte liberdade freiheit libertas kalayaan=freedom;
    religiosa religioso religieuse religieux religiose religiosi religiosas religiosos religiosen=religious;
    religionsfreiheit=religious freedom;
    matrimonio mariage casamento ehe matrimonium kasal=marriage;
    familia famiglia famille familie pamilya=family;
    divorcio divorzio divorce scheidung diborsyo=divorce;
    trabajo lavoro travail trabalho arbeit labor trabaho=work;
    trabajadores lavoratori travailleurs trabalhadores arbeiter manggagawa=workers;
    salario salaire lohn sahod=wage;
    propiedad proprieta propriete propriedade eigentum=property;
    pobres poveri pauvres armen pauperes mahihirap=poor;
    pobreza poverta pauvrete armut paupertas kahirapan=poverty;
    paz pace paix frieden pax kapayapaan=peace;
    guerra guerre krieg bellum digmaan=war;
    ambiente environnement umwelt kapaligiran=environment;
    clima climat klima klima=climate;
    creacion creato creation schopfung creatio paglikha=creation;
    dignidad dignita dignite dignidade wurde dignitas dangal=dignity;
    vida vita vie leben buhay=life;
    muerte morte mort tod mors kamatayan=death;
    evangelizacion evangelizzazione evangelisation evangelizacao evangelisierung evangelizatio ebanghelisasyon=evangelization;
    mision missione mission missao mission missio misyon=mission;
    eucaristia eucharistie eucharistia eukaristiya=eucharist;
    sacerdocio sacerdozio sacerdoce sacerdocio priestertum sacerdotium pagkapari=priesthood;
    sacerdotes sacerdoti pretres padres priester sacerdotes pari=priests;
    celibato celibat zolibat caelibatus=celibacy;
    mujer donna femme mulher frau mulier babae=woman;
    mujeres donne femmes mulheres frauen mulieres kababaihan=women;
    jovenes giovani jeunes jovens jugendliche juvenes kabataan=youth;
    fe fede foi glaube fides pananampalataya=faith;
    razon ragione raison razao vernunft ratio katwiran=reason;
    esperanza speranza esperance esperanca hoffnung spes pag-asa=hope;
    caridad carita charite caridade nachstenliebe caritas pagkakawanggawa=charity;
    amor amore amour liebe pag-ibig=love;
    misericordia misericorde barmherzigkeit awa=mercy;
    ecumenismo oecumenisme okumenismus okumene oecumenismus ekumenismo=ecumenism;
    unidad unita unite unidade einheit unitas pagkakaisa=unity;
    judios ebrei juifs judeus juden iudaei hudyo=jews;
    religiones religioni religions religioes religionen=religions;
    sexualidad sessualita sexualite sexualidade sexualitat=sexuality;
    homosexualidad omosessualita homosexualite homosexualidade homosexualitat=homosexuality;
    embrion embrione embryon embriao=embryo;
    fecundacion fecondazione fecondation fecundacao befruchtung=fertilization;
    clonacion clonazione clonage clonagem klonen=cloning;
    liturgia liturgie=liturgy;
    misa messa messe missa=mass;
    sacramentos sacramenti sacrements sakramente sacramenta=sacraments;
    revelacion rivelazione revelation revelacao offenbarung revelatio=revelation;
    escritura scrittura ecriture schrift scriptura=scripture;
    tradicion tradizione tradition tradicao uberlieferung traditio=tradition;
    laicos laici laics leigos laien laici=laity;
    obispos vescovi eveques bispos bischofe episcopi obispo=bishops;
    virgen vergine vierge virgem jungfrau virgo birhen=virgin;
    maria marie mariam=mary;
    espiritu spirito esprit espirito geist spiritus spiritu spiritum espiritu=spirit;
    santo santa saint heilig sanctus sancto sanctum sanctae banal=holy;
    gracia grazia grace graca gnade gratia biyaya=grace;
    pena peine strafe poena parusa=penalty;
    capital capitale=capital;
    comunicacion comunicazione communication comunicacao kommunikation=communication;
    educacion educazione education educacao erziehung bildung educatio edukasyon=education;
    migrantes migranti migrants migranten=migrants;
    refugiados rifugiati refugies fluchtlinge=refugees;
    enfermos malati malades kranken infirmi maysakit=sick;
    ancianos anziani personnes agees idosos alte=elderly;
    penitencia penitenza penitence penitencia busse paenitentia=penance;
    confesion confessione confession confissao beichte confessio kumpisal=confession;
    oracion preghiera priere oracao gebet oratio panalangin=prayer;
    santidad santita saintete santidade heiligkeit sanctitas kabanalan=holiness;
    verdad verita verite verdade wahrheit veritas katotohanan=truth;
    moral morale moral moral moral=moral;
    conciencia coscienza conscience consciencia gewissen conscientia budhi=conscience;
    alegria gioia joie alegria freude gaudium galak=joy;
    evangelio vangelo evangile evangelho evangelium ebanghelyo=gospel;
    purgatorio purgatoire fegefeuer purgatorium purgatoryo=purgatory;
    infierno inferno enfer holle infernus impiyerno=hell;
    cielo paradiso ciel ceu himmel caelum langit=heaven;
    bautismo battesimo bapteme batismo taufe baptismus binyag bautiza bautizar bautizan battezza
    battezzare battezzano baptise baptiser baptisent batiza batizar batizam taufen baptizare=baptism;
    ninos bambini enfants criancas kinder infantes sanggol=children;
    confirmacion cresima confirmacao firmung confirmatio kumpil=confirmation;
    uncion unzione onction uncao krankensalbung unctio pagpapahid=anointing;
    ordenacion ordinazione ordenacao priesterweihe ordinatio ordinasyon=ordination;
    transubstanciacion transustanziazione transsubstantiation transubstanciacao wesensverwandlung
    transsubstantiatio transubstansyasyon=transubstantiation;
    presencia presenza presenca gegenwart praesentia presensya=presence;
    pecado peccato peche sunde peccatum kasalanan=sin;
    pecados peccati peches sunden peccata=sins;
    mortale mortel todsunde=mortal;
    veniale veniel lassliche=venial;
    perdon perdono perdao vergebung kapatawaran=forgiveness;
    indulgencia indulgenza indulgencias indulgenze ablass indulgentia indulhensiya=indulgence;
    trinidad trinita trinite trindade dreifaltigkeit trinitas=trinity;
    encarnacion incarnazione encarnacao menschwerdung incarnatio=incarnation;
    resurreccion risurrezione resurrezione ressurreicao auferstehung resurrectio=resurrection;
    ascensione ascensao himmelfahrt ascensio=ascension;
    pentecostes pentecoste pentecote pfingsten=pentecost;
    angeles angeli anges anjos engel anghel=angels;
    diablo diavolo diable diabo teufel diabolus demonyo=devil;
    inmaculada immacolata immaculee imaculada unbefleckte immaculata=immaculate;
    concepcion concezione conceicao empfangnis conceptio=conception;
    asuncion assunzione assomption assuncao assumptio=assumption;
    papa pape papst=pope;
    infalibilidad infallibilita infaillibilite infalibilidade unfehlbarkeit infallibilitas=infallibility;
    magisterio magistero magistere lehramt=magisterium;
    doni dones dons gaben dona kaloob=gifts;
    frutos frutti fruchte fructus bunga=fruits;
    siete sette sept sete sieben septem pito=seven;
    virtudes virtu vertus tugenden virtutes=virtues;
    justificacion giustificazione justificacao rechtfertigung iustificatio=justification;
    santificante sanctifiante heiligmachende sanctificans nagpapabanal=sanctifying;
    ley legge loi lei gesetz lex batas=law;
    naturale naturelle naturliche naturalis=natural;
    mandamientos comandamenti commandements mandamentos gebote praecepta utos=commandments;
    domingo domenica dimanche sonntag dominica linggo=sunday;
    ayuno digiuno jeune jejum fasten ieiunium pag-aayuno=fasting;
    mentira menzogna mensonge luge mendacium kasinungalingan=lie;
    robo furto roubo diebstahl furtum pagnanakaw=theft;
    suicidio suizid suicidium pagpapakamatay=suicide;
    drogas droghe drogues drogen=drugs;
    escandalo scandalo scandale argernis scandalum eskandalo=scandal;
    adulterio adultere ehebruch adulterium pangangalunya=adultery;
    castidad castita chastete castidade keuschheit castitas kalinisan=chastity;
    pornografia pornographie=pornography;
    indisolubilidad indissolubilita indissolubilite indissolubilidade unaufloslichkeit indissolubilitas=indissolubility;
    cremacion cremazione cremacao feuerbestattung crematio=cremation;
    organos organi organes orgaos organe=organs;
    animales animali animaux animais tiere animalia hayop=animals;
    agua acqua eau wasser aqua tubig=water;
    hermanos fratelli freres irmaos bruder fratres=brothers;
    contemplacion contemplazione contemplacao kontemplation contemplatio=contemplation;
    santos santi heilige sancti=saints;
    imagenes immagini imagens bilder imagines=images;
    idolatria idolatrie gotzendienst idololatria=idolatry;
    solidaridad solidarieta solidarite solidariedade solidaritat=solidarity;
    subsidiariedad sussidiarieta subsidiarite subsidiariedade subsidiaritat=subsidiarity;
    justicia giustizia justica gerechtigkeit iustitia katarungan=justice;
    ecologia ecologie okologie ekolohiya=ecology;
    conversione conversao umkehr conversio=conversion;
    fraternidad fraternita fraternite fraternidade geschwisterlichkeit fraternitas kapatiran=fraternity;
    enciclica encyclique enzyklika encyclica encyclicae encyclicam=encyclical;
    leon leone leao=leo;
    inteligencia intelligenza intelligenz intelligentia=intelligence;
    artificiale artificielle kunstliche=artificial;
    apariciones apparizioni aparicoes erscheinungen=apparitions;
    transexual transessuale transsexuel transsexuell=transgender;
    padrino madrina parrain marraine padrinho madrinha pate=godparent;
    cremacion cremazione cremacao feuerbestattung=cremation;
    cenizas ceneri cendres cinzas asche=ashes;
    vacuna vacunas vaccino vaccini vaccin vaccins vacina vacinas impfstoff impfung=vaccines;
    demonio demonios diavolo diable diabo teufel diabolus demonyo=devil;
    masoneria massoneria maconnerie maconaria freimaurerei mason masones massone massoni macon macons freimaurer=freemasonry
""")

# The common words of Bible narrative and Catholic practice (es, it, fr, pt, de, la, tl): verbs
# in the inflections questions use ("negó", "lavato", "verleugnete"), the nouns of the Gospel
# stories, and the names of people and places as the other languages spell them. A foreign word
# that is also an English word ("pain", "sang", "stern", "vent", "red") is left out, because
# the search translates every query; a word already above keeps its meaning there.
_NARRATIVE: dict[str, str] = _many("""
    nego negar niega negaste nego negato negare rinnego rinnegato rinnegare renia renie nier renier
    negou negaste verleugnete verleugnen verleugnet leugnete negavit negare negabis ikinaila itinatwa=denied;
    lavo lavar lavado lavando lavato lavare lavo lavai laver lavou lavaste wusch gewaschen waschen
    lavit lavare hinugasan naghugas hugasan=washed;
    traiciono traicionar traicion traiciona tradi tradito tradire tradimento trahit trahi trahir
    trahison traiu traido trair traicao verriet verraten verrat tradidit proditor ipinagkanulo
    nagkanulo pagkakanulo=betrayed;
    perdonar perdona perdono perdonados perdonare perdonati pardonner pardonne pardonna perdoar
    perdoa perdoou vergeben vergab vergibt verzeihen dimitte remitte dimisit remittuntur patawarin
    pinatawad nagpatawad=forgive;
    sano sanar curo curar sana guari guarire guarito sano guerit guerir gueri curou curar heilte
    heilen geheilt heilt sanavit curavit sanare pinagaling nagpagaling=healed;
    resucito resucitar resucitado resucita risuscito risuscitato resuscito ressuscita ressuscite
    ressusciter ressuscitou ressuscitar ressuscitado auferweckt auferweckte erweckte suscitavit
    binuhay=raised;
    resucitado risorto risorse ressuscitado auferstanden auferstand resurrexit surrexit nabuhay muling=risen;
    murio morir muere murieron mori morire morirono mourut mourir meurt morreu morrer morreram starb
    sterben gestorben stirbt obiit mori namatay mamatay=died;
    morto mortuus =dead;
    lloro llorar lloraba pianse piangere pleura pleurer chorou chorar weinte weinen flevit umiyak
    tumangis=wept;
    orar rezar  rezo oraba pregare prego pregava prier pria priait orou rezou beten betete betet
    orare oravit oremus manalangin nanalangin magdasal nagdasal=pray;
    ayunar ayuno digiunare digiuno jeuner jeuna jejuar jejuou fastete ieiunavit nag-ayuno=fasted;
    bendijo bendecir bendito bendice benedisse benedire benedetto benit benir beni abencoou abencoar
    segnete segnen gesegnet segnet benedixit pinagpala pagpalain=blessed;
    maldijo maldecir maldito maledisse maledire maledetto maudit maudire amaldicoou amaldicoado
    verfluchte verflucht verfluchen maledixit maledictus sinumpa=cursed;
    envio enviar invio inviare envoya envoyer enviou sandte gesandt sendet misit isinugo sinugo=sent;
    llamo llamar chiamo chiamato chiamare appela appeler chamou chamar rief berief berufen vocavit
    tinawag=called;
    seguir siguio sigueme siguieron seguire segui seguimi seguirono suivre suivit suivirent seguiu
    seguiram folgte folgen folgten nachfolge sequere secuti sumunod=follow;
    camino caminar anduvo cammino camminare camminava marcher marcha andou caminhar caminhou ging
    gehen ambulavit ambulans lumakad naglakad=walked;
    comio comieron mangio mangiato mangiarono mangea mangerent comeu comeram gegessen manducavit
    manducaverunt comedit kumain=ate;
    bebio beber bebieron bere bevve bevuto boire burent bebeu beberam trank trinken tranken bibit
    biberunt bibite uminom inumin=drink;
    nacio nacer nacido nato nacque nascere naitre naquit nasceu nascer nascido geboren natus
    ipinanganak isinilang=born;
    crucificado crucificaron crucificar crocifisso crocifissero crocifiggere crucifie crucifierent
    crucifier crucificaram gekreuzigt kreuzigten kreuzigen crucifixus crucifixerunt ipinako=crucified;
    sepultado sepultaron sepolto seppellito sepolta enseveli enterre sepultaram begraben sepultus
    inilibing=buried;
    subio ascendio ascese sali ascendeu subiu stieg ascendit umakyat=ascended;
    cayo cayeron cadde caddero caiu cairam cecidit nahulog=fell;
    construyo edifico costrui edifico construisit batit construiu edificou baute erbaute gebaut
    aedificavit itinayo=built;
    huyo huyeron fuggi fuggirono fugiu fugiram floh flohen fugit fugerunt tumakas=fled;
    mato matar mataron uccise uccidere ucciso tuer tuerent matou mataram totete getotet 
    occidit interfecit pinatay=killed;
    vendio vendette vendre vendit vendeu verkaufte vendidit ibinenta=sold;
    tentado tento tentato tente tentou versucht tentatus tinukso=tempted;
    tentacion tentazione tentation tentacao versuchung tentatio tukso=temptation;
    multiplico moltiplico multiplia multiplicou vermehrte multiplicavit pinarami=multiplied;
    transfiguro trasfigurato transfigure transfigurou verklart transfiguratus=transfigured;
    transfiguracion trasfigurazione transfiguracao verklarung transfiguratio=transfiguration;
    aparecio apparve apparut apareceu erschien apparuit nagpakita=appeared;
    anuncio annuncio annonca anunciou verkundete nuntiavit=announced;
    anunciacion annunciazione annonciation anunciacao verkundigung annuntiatio=annunciation;
    visitacion visitazione visitacao heimsuchung visitatio=visitation;
    predico predicare predico precha precher pregou pregar predigte predigen praedicavit nangaral=preached;
    enseno insegnato insegno enseigna ensinou lehrte docuit nagturo=teach;
    dijo dijeron disse dissero sagte sprach dixit sinabi=said;
    raconte racontent cuenta narra relata racconta conta erzahlt erzahlen narrat isinalaysay=tell;
    veces volte fois vezes=times;
    tres tre trois drei tatlo=three;
    doce dodici douze  zwolf duodecim labindalawa=twelve;
    cuarenta quaranta quarante quarenta vierzig quadraginta apatnapu=forty;
    dias giorni jours tage araw=days;
    pez pesce poisson peixe fisch piscis=fish;
    panes pani paes brote =loaves;
    aguas acque eaux aquas aquae=waters;
    lago lac lacus lawa=lake;
    barca barco bateau schiff navis navicula bangka=boat;
    redes rete retia netz lambat=nets;
    cordero agnello agneau cordeiro lamm agnus kordero=lamb;
    profeta prophete propheta propeta=prophet;
    profetas profeti prophetes propheten prophetae=prophets;
    tumba tomba tumulo=sepulchre;
    piedra pietra pedra stein lapis bato=stone;
    piedras pietre pierres pedras steine lapides=stones;
    estrella stella etoile estrela bituin=star;
    angel angelo ange anjo =angel;
    demoni demons damonen daemones=devils;
    siervo servo serviteur knecht diener servus alipin lingkod=servant;
    hija figlia fille filha tochter filia=daughter;
    hermana sorella soeur irma schwester soror=sister;
    leproso lebbroso lepreux aussatziger leprosus ketongin=leper;
    cojo zoppo boiteux coxo lahm claudus pilay=lame;
    paralitico paralytique gelahmter gelahmte paralyticus paralitiko=palsy;
    sordo sourd surdo taub surdus bingi=deaf;
    mudo muto muet stumm mutus pipi=dumb;
    discipulos discepoli disciples jungern jungers discipuli alagad=disciples;
    discipulo discepolo disciple junger discipulus=disciple;
    cabeza testa tete cabeca kopf caput ulo=head;
    sangre sangue blut sanguis dugo=blood;
    cuerpo corpo korper leib katawan=body;
    multitud moltitudine foule multidao menge turba=multitude;
    reino regno royaume regnum kaharian=kingdom;
    mundo mondo monde welt mundus=world;
    boda bodas nozze noces hochzeit nuptiae kasalan=marriage;
    milagro miracolo milagre wunder miraculum himala=miracle;
    milagros miracoli milagres miracula=miracles;
    tormenta tempesta tempete tempestade sturm tempestas bagyo=tempest;
    viento vento ventus hangin=wind;
    arca arka=ark;
    diluvio deluge diluvio sintflut diluvium baha=flood;
    torre turm turris =tower;
    corona couronne coroa krone korona=crown;
    espinas epines espinhos dornen spinae tinik=thorns;
    huerto jardin giardino jardim garten hortus halamanan=garden;
    cena cene ceia abendmahl hapunan=supper;
    ultima ultimo derniere letzte huling=last;
    prodigo prodigue prodigus alibugha=prodigal;
    samaritano samaritain samariter samaritanus=samaritan;
    bueno buono bom gute guten guter mabuti mabuting=good;
    talentos talenti talente=talents;
    vina vigna vigne vinha weinberg vinea ubasan=vineyard;
    magos magi mages weisen=magi;
    pastores pastori bergers hirten=shepherds;
    pesebre mangiatoia creche manjedoura krippe praesepe sabsaban=manger;
    posada albergo auberge estalagem herberge diversorium=inn;
    biblia bibbia bibel bibliya=bible;
    nostro notre nosso unser noster nuestro=our;
    nicodemos nicodemus=Nicodemus;
    iesus iesu=Jesus;
    vitae=life;
    egipto egitto egypte egito agypten aegyptus ehipto=Egypt;
    belen betlemme bethleem belem betlehem=Bethlehem;
    galilea galilee galileia galilaa galilaea=Galilee;
    jerusalen gerusalemme jerusalem hierusalem herusalem=Jerusalem;
    nazaret nazare=Nazareth;
    lazaro lazzaro lazare lazarus=Lazarus;
    pilato pilatos pilatus=Pilate;
    herodes erode herode=Herod;
    jacobo giacobbe jakob=Jacob;
    santiago giacomo jacques tiago jakobus iacobus=James;
    mateo matteo matthieu mateus matthaus matthaeus=Matthew;
    felipe filippo philippe filipe=Philip;
    esteban stefano etienne estevao stephanus=Stephen;
    andres andrea andre=Andrew;
    bautista battista baptiste batista taufer baptista=Baptist;
    adan adamo=Adam;
    caino=Cain;
    elias elia elie=Elias;
    isaia isaie jesaja=Isaias;
    diez dieci dix dez zehn decem sampu=ten;
    sei seis sechs=six;
    dados dadas dati donnes gegeben=given;
    melquisedec melchisedec melchisedek=Melchisedech;
    moises mose moise moyses=Moses;
    pedro pietro petrus=Peter;
    juan giovanni joao johannes ioannes=John;
    cristo christus kristo=Christ;
    dios dio dieu deus gott diyos=God;
    confesar confessare confesser confessar beichten confiteri mangumpisal=confess;
    arrepentirse arrepentios pentirsi pentitevi repentir repentez arrepender bereuen paenitemini
    magsisi=repent;
    arrepentimiento pentimento arrependimento reue=repentance;
    salvar salvare sauver retten iligtas=save;
    salvacion salvezza salut salvacao heil rettung salus kaligtasan=salvation;
    redencion redenzione redencao erlosung redemptio pagtubos=redemption;
    sacrificio sacrifice opfer sacrificium sakripisyo=sacrifice;
    pascua pasqua paque pascoa ostern pascha paskuwa=pasch;
    rosario rosenkranz rosarium rosaryo=rosary;
    bendita benedetta benite abencoada=blessed;
    velas candele bougies kerzen=candles;
    incienso incenso encens weihrauch incensum insenso=incense;
    cuaresma quaresima careme quaresma fastenzeit quadragesima kuwaresma=lent;
    adviento avvento avent advento adventus adbiyento=advent;
    navidad natale weihnachten nativitas pasko=christmas;
    procesion processione procissao prozession processio prusisyon=procession;
    peregrinacion pellegrinaggio pelerinage peregrinacao wallfahrt pilgerfahrt peregrinatio peregrinasyon=pilgrimage;
    reliquias reliquie reliques reliquien reliquiae relikya=relics;
    limosna elemosina aumone esmola almosen eleemosyna limos=alms;
    diezmo decima dizimo zehnt decimae ikapu=tithes;
    bendicion benedizione bencao segen benedictio bendisyon=blessing;
    exorcismo esorcismo exorcisme exorzismus exorcismus eksorsismo=exorcism;
    escapulario scapolare scapulaire skapulier scapulare eskapularyo=scapular;
    medalla medaglia medaille medalha=medal;
    monja suora freira nonne monialis=nun;
    monje moine monge monch monachus monghe=monk
""")
# More words of the Bible's stories and visions, as questions about them use them (the
# parable of the wheat and the cockle, the cursed fig tree, the four horsemen, the dry bones).
_STORIES: dict[str, str] = _many("""
    trigo grano frumento ble froment weizen triticum=wheat;
    cizana cizanas zizzania zizzanie ivraie joio unkraut zizania damo=cockle;
    higo higos higuera fico fichi ficus figuier figue figueira figo feige feigenbaum igos=fig;
    cuatro quattro quatre quatro vier quattuor apat=four;
    jinetes caballeros cavalieri cavaliers cavaleiros reiter equites mangangabayo=horsemen;
    tradiciones tradicion tradizioni tradizione tradicoes tradicao traditionen traditiones traditio tradisyon=tradition;
    huesos ossa ossements ossos gebeine gebeinen knochen buto=bones;
    secos secas aridos secche secchi desseches verdorrten verdorrte arida=dry;
    casa case maison haus domus bahay=house;
    lucho luchar lotto lottato lutta lutte lutta lutou rang gerungen ringen luctatus nakipagbuno=wrestled;
    noche notte nuit noite nacht nox gabi=night;
    mercaderes vendedores mercanti venditori marchands vendeurs vendilhoes handler verkaufer vendentes=sold;
    expulso expulsar expulsa scaccio scacciare scacciato chassa chasser expulsou vertrieb ejecit pinalayas=cast;
    sol sole soleil sonne araw=sun;
    revestida vestida vestita revetue bekleidet amicta nadaramtan=clothed;
    elegido escogido scelto choisi escolhido erwahlt electus napili pinili=chosen;
    vision visione visao visio pangitain=vision;
    ganze ganzen entera intera entiere inteira tota buong=whole
""")
# The common content words of the Bible's narratives, parables, miracles, laws and prophecies
# (es, it, fr, pt, de, la, tl), with their usual inflections (plural, feminine, the verb forms
# questions use, a few Latin cases), each mapped to the word the Douay-Rheims and Haydock use
# ("palsy", "publicans", "hireling", "ass", "Eliseus"): people's roles, things, animals and
# places of the stories, the acts they tell of, and the names of their people and places as
# the other languages spell them. Left out: a word that is also an English word ("miles",
# "pueblo", "spade", "coma") or a function word of one of the languages ("sed", "ora",
# "ersten"), because every query is translated, English ones too; a word already above keeps
# its meaning there. Checked by tests/answering/test_bible_lexicon.py.
_BIBLE: dict[str, str] = _many("""
    pescador pescadores pescatore pescatori pecheur pecheurs fischer piscator piscatores mangingisda=fishers;
    pescar pescare pecher pescou fischen piscari mangisda=fishing;
    profetisa profetessa prophetesse prophetin prophetissa propetisa=prophetess;
    reyes konige reges=kings;
    reina regina reine rainha konigin reyna=queen;
    viudas vedove veuves viuvas witwen viduae=widows;
    siervos servi serviteurs knechte servidores=servants;
    sierva serva servante criada magd ancilla=handmaid;
    esclavo esclavos schiavo schiavi esclave esclaves escravo escravos sklave sklaven=bondman;
    soldado soldato soldat sundalo kawal=soldier;
    soldados soldati soldats soldaten milites=soldiers;
    centurione centuriao hauptmann centurio senturyon=centurion;
    publicano publicanos pubblicano pubblicani publicain publicains zollner zoellner publicanus publicani maniningil=publicans;
    prisionero prisioneros prigioniero prigionieri carcerato prisonnier prisonniers prisioneiro prisioneiros gefangener gefangenen vinctus vincti bilanggo=prisoner;
    carcel carceles prigione carcere prisao gefangnis kerker carcer carcerem bilangguan piitan=prison;
    carcelero carceriere geolier carcereiro kerkermeister gefangniswarter=keeper;
    mago=magician;
    hechicero hechiceros stregone sorcier feiticeiro zauberer magus mangkukulam=sorcerer;
    hechiceria stregoneria sorcellerie feiticaria zauberei magia=sorcery;
    bruja strega sorciere bruxa hexe=witch;
    simonia simonie=simony;
    lepra lebbra lepre aussatz ketong=leprosy;
    ciegos ciechi aveugles cegos blinden caeci=blind;
    cojos zoppi boiteux coxos lahmen claudi=lame;
    paraliticos paralizzato paralitica paralisis paralisi paralysie paralisia lahmung gichtbruchigen gichtbruchige=palsy;
    sordos sordi sourds surdos tauben surdi=deaf;
    endemoniado endemoniados indemoniato indemoniati possede possedes endemoninhado besessene besessenen daemoniacus inaalihan=possessed;
    demone daemonium=devil;
    angelus=angel;
    apostol apostolo apotre apostolus=apostle;
    sacerdote pretre sacerdos saserdote=priest;
    escriba escribas scriba scribi schriftgelehrte schriftgelehrten scribae eskriba=scribes;
    fariseo fariseos farisei pharisien pharisiens fariseu fariseus pharisaer pharisaeus pharisaei pariseo=pharisees;
    saduceos sadducei sadduceens saduceus sadduzaer sadducaei saduseo=sadducees;
    tributo tributos impuesto impuestos tassa tasse impot impots imposto impostos steuer steuern tributum buwis=tribute;
    cesar cesare kaisers=Caesar;
    juez giudice juge juiz richter iudex hukom=judge;
    jueces giudici juges juizes iudices=judges;
    senor signore seigneur senhor dominus panginoon=lord;
    mayordomo amministratore administrador verwalter vilicus katiwala=steward;
    asalariado mercenario mercenaire mietling mercenarius upahan=hireling;
    obrero obreros operai ouvriers operarios operarii=labourers;
    mercader comerciante mercante marchand mercador kaufmann mercator mangangalakal=merchant;
    ladron ladro voleur ladrao dieb latro magnanakaw=thief;
    ladrones ladri voleurs ladroes diebe latrones rauber=thieves;
    prostituta prostituee meretrix dirne hure patutot ramera=harlot;
    adultera ehebrecherin=adulteress;
    virgenes vergini vierges virgens jungfrauen virgines=virgins;
    esposo novio sposo epoux noivo brautigam sponsus=bridegroom;
    novia sposa epouse noiva braut sponsa=bride;
    marido marito ehemann=husband;
    esposa moglie ehefrau weib uxor=wife;
    hombre uomo homme homem=man;
    hombres uomini hommes homens menschen homines=men;
    nino nina bambino bambina crianca puer infans bata=child;
    muchacha ragazza fanciulla menina madchen puella dalaga=damsel;
    muchacho ragazzo garcon rapaz knabe jungling adulescens binata=young;
    anciens anciaos altesten seniores matatanda=ancients;
    hijos figli filhos sohne filii=sons;
    hijas figlie filles filhas filiae=daughters;
    genitori eltern parentes magulang=parents;
    hermanas sorelle soeurs irmas schwestern sorores=sisters;
    gemelos gemelli jumeaux gemeos zwillinge gemini kambal=twins;
    primogenito primogeniti erstgeborene erstgeborenen primogenitus panganay=firstborn;
    primogenitura erstgeburt primogenita pagkapanganay=birthright;
    extranjero extranjeros forestiero straniero etranger etrangers estrangeiro fremder fremdling advena peregrinus dayuhan=stranger;
    projimo prossimo prochain proximo nachster nachsten proximus kapwa=neighbour;
    enemigo nemico ennemi inimigo feind inimicus=enemy;
    amico amici amis freund freunde amicus kaibigan=friends;
    popolo peuple povo volk populus bayan=people;
    naciones nazioni nacoes volker=nations;
    mendigo mendicante mendiant bettler mendicus pulubi=beggar;
    gigante geant riese gigas higante=giant;
    pastori pastoris=shepherds;
    muro muralla murallas mura muraille murailles muros mauer mauern murus pader=walls;
    puerta puertas porte portas tur turen ianua ostium pintuan=door;
    portao portoes portae tarangkahan=gates;
    cadenas catene chaines correntes ketten catenae kadena tanikala=chains;
    terremoto terremotos tremblement seisme erdbeben lindol=earthquake;
    hacha ascia scure hache machado axt securis securim palakol=axe;
    hierro ferro ferrum bakal eisen=iron;
    pozo pozzo puits brunnen puteus balon=well;
    navio navios navire navires=ship;
    aceite huile azeite oleum langis=oil;
    lampara lamparas lampada lampade lampe lampes lampadas lampen lampas lampades ilawan=lamps;
    espada spada espadas schwert gladius=sword;
    roca roccia rocher rocha fels felsen petra=rock;
    sabbia areia buhangin=sand;
    techo tetto toit telhado dach tectum bubong=roof;
    cama letto leito bett lectus higaan=bed;
    arbol arboles albero alberi arbre arbres arvore arvores baum baume puno=tree;
    videira weinstock vitis=vine;
    uvas uva trauben ubas=grapes;
    olivos ulivi oliviers oliveiras olberg olivarum=olives;
    cosecha mietitura raccolto moisson colheita ernte messis anihan=harvest;
    sembrador seminatore semeur semeador samann seminator manghahasik=sower;
    sembrar seminare semer semear saen maghasik=sow;
    cebada gerste hordeum sebada cevada=barley;
    mostaza senape moutarde mostarda senf sinapis mustasa=mustard;
    levadura lievito levain fermento sauerteig fermentum lebadura=leaven;
    perla perlas perle perles perola perolas perlen=pearl;
    tesoro tresor tesouro schatz kayamanan=treasure;
    dinero denaro dinheiro pecunia salapi=money;
    denario denari denar denarius denarios=penny;
    plata argento prata silber argentum pilak=silver;
    cabra capra chevre ziege hircus haedus kambing=goat;
    cabras capre chevres ziegen haedi hirci=goats;
    buey bue boeuf ochse baka=ox;
    bueyes buoi boeufs ochsen boves=oxen;
    asno asino jumento esel asinus asina asna burra eselin=ass;
    lowe lowen leones leoni leoes leonessa=lions;
    oso orso urso ursus osos orsi ursos baren ursi=bears;
    serpiente serpente schlange serpens ahas culebra=serpent;
    vibora vipera vipere viboras=viper;
    paloma colomba colombe pomba taube columba kalapati=dove;
    cuervo corvo corbeau rabe corvus uwak=raven;
    aguila aigle aguia adler agila=eagle;
    langostas cavallette sauterelles gafanhotos heuschrecken locustae balang=locusts;
    ranas rane grenouilles frosche ranae palaka=frogs;
    plagas piaghe plaies pragas plagen plagae salot=plagues;
    ballena balena baleine baleia cetus balyena=whale;
    camello cammello chameau camelo kamel camelus kamelyo=camel;
    caballo cavallo cheval cavalo pferd equus kabayo=horse;
    caballos cavalli chevaux cavalos pferde equi=horses;
    perro cani chien hund canis=dog;
    perros chiens caes hunde=dogs;
    cerdo cerdos maiale maiali porci porc porcs porco porcos schwein schweine baboy=swine;
    hueso osso=bone;
    altare autel dambana=altar;
    tienda tenda zelt tolda=tent;
    tabernaculo tabernacolo stiftshutte tabernaculum=tabernacle;
    montes monti monts montanhas berge=mountains;
    nube nubes nuvola nuvole nuee nuage nuvem wolke ulap=cloud;
    fuego fuoco fogo feuer ignis apoy=fire;
    estrellas stelle etoiles estrelas sterne stellae=stars;
    mond buwan=moon;
    lluvia pioggia pluie chuva pluvia=rain;
    tinieblas oscuridad tenebre buio tenebres escuridao trevas finsternis dunkelheit tenebrae kadiliman=darkness;
    satanas satana=Satan;
    paraiso paradies paradisus=paradise;
    alma almas seele kaluluwa=soul;
    corazon cuore coeur coracao herz puso=heart;
    manos mani maos hande manus kamay=hands;
    ojos occhi yeux olhos augen oculi=eyes;
    lengua lenguas lingue langues linguas zunge zungen linguae dila=tongues;
    palabra parola palavra wort verbum salita=word;
    palabras palavras worte verba=words;
    voz voce voix stimme tinig=voice;
    nombre nomen pangalan=name;
    carne fleisch caro laman=flesh;
    piel pelle peau pele pellis balat=skin;
    cabello capelli cheveux cabelo capillus buhok=hair;
    manto mantello manteau=mantle;
    tunica tunique=coat;
    vestidos vestiti vetements vestes kleider vestimenta damit=garments;
    clavos chiodi clous cravos nagel clavi pako=nails;
    lanza lancia lanca lanze lancea sibat=spear;
    vinagre aceto vinaigre essig acetum=vinegar;
    mirra myrrhe myrrha=myrrh;
    llave llaves chiave chiavi chave chaves schlussel clavis claves susi=keys;
    trono trone thron thronus=throne;
    copa calice kelch kalis=chalice;
    tavola tisch=table;
    ciudad citta cidade stadt civitas urbs lungsod=city;
    aldea villaggio aldeia dorf nayon=village;
    campo feld bukid=field;
    escalera scala echelle escada leiter hagdan=ladder;
    cueva grotta caverna grotte hohle spelunca yungib=cave;
    foso=den;
    cisterna citerne zisterne=cistern;
    horno fornace fournaise fornalha feuerofen fornax hurno=furnace;
    idolo idole gotze idolum=idol;
    idolos idoli idoles gotzen=idols;
    estatua statua standbild=statue;
    zarza roveto buisson sarca dornbusch rubus=bush;
    codornices quaglie cailles codornizes wachteln coturnices pugo=quails;
    vara bastone cajado virga tungkod=rod;
    tablas tavole tabuas tafeln tabulae tapyas=tables;
    alianza alleanza alianca foedus tipan=covenant;
    promesa promessa promesse verheissung promissio pangako=promise;
    maldicion maledizione maldicao fluch maledictio sumpa=curse;
    sacrificar sacrificare sacrifier opfern immolare=sacrifice;
    ofrenda offerta offrande oferta oblatio handog=offering;
    voto voti voeu gelubde votum panata=vow;
    juramento giuramento serment schwur iusiurandum=oath;
    primicias primizie premices erstlinge primitiae=firstfruits;
    festum=festival;
    sabado sabato shabat sabbatum=sabbath;
    circuncision circoncisione circoncision circuncisao beschneidung circumcisio pagtutuli=circumcision;
    circuncidar circoncidere circoncire beschneiden circumcidere tuliin=circumcise;
    circuncidado circonciso circoncis beschnitten circumcisus=circumcised;
    profecia profezia prophetie prophezeiung prophetia propesiya=prophecy;
    profecias profezie propheties prophezeiungen prophetiae=prophecies;
    sueno sogno reve sonho traum somnium panaginip=dream;
    suenos sogni reves sonhos traume somnia=dreams;
    senal segno signo zeichen signum tanda=sign;
    paraboles gleichnisse parabolae=parables;
    juicio giudizio jugement julgamento gericht iudicium paghuhukom=judgment;
    bestia bestie besta bestiae halimaw=beast;
    drago dragao drache=dragon;
    cuerno corno chifre cornu sungay=horn;
    trompeta tromba trompette trombeta posaune trumpeta=trumpet;
    trompetas trombe trompettes trombetas posaunen=trumpets;
    sello sigillo sceau selo siegel sigillum tatak=seal;
    sellos sigilli sceaux selos sigilla=seals;
    libro libros libri livro buch aklat=book;
    epistola epistolas epistole lettera cartas=epistle;
    babilonia babylone=Babylon;
    ninive ninives=Ninive;
    sodoma sodome=Sodom;
    gomorra gomorrhe=Gomorrha;
    jerico gerico=Jericho;
    canaa kanaan=Chanaan;
    samarie=Samaria;
    cafarnaum capharnaum kapernaum=Capharnaum;
    betania betanie bethanie=Bethania;
    damasco damas damaskus=Damascus;
    antioquia antiochia antioche antiochien=Antioch;
    corinto corinthe korinth=Corinth;
    efeso ephese=Ephesus;
    atenas atene athenes athen=Athens;
    rojo rosso vermelho=red;
    golgota=Golgotha;
    calvario calvaire kalvarienberg calvaria kalbaryo=Calvary;
    isacco=Isaac;
    rebeca=Rebecca;
    raquel rachele=Rachel;
    beniamino=Benjamin;
    aronne=Aaron;
    giosue=Josue;
    saulo=Saul;
    eliseo eliseu elisee elischa=Eliseus;
    giona jona=Jonas;
    daniele=Daniel;
    ezequiel ezechiele hesekiel=Ezechiel;
    jeremias geremia jeremie jeremia=Jeremias;
    tobias tobia=Tobias;
    giuditta=Judith;
    nehemias neemia nehemie neemias nehemia=Nehemias;
    esdra=Esdras;
    nabucodonosor nabuchodonosor nebukadnezar=Nabuchodonosor;
    jezabel gezabele isebel=Jezabel;
    atalia athalie atalja athalia=Athalia;
    acab achab=Achab;
    simeone=Simeon;
    bartolome bartolomeo barthelemy bartolomeu bartholomaus=Bartholomew;
    matias mattia=Mathias;
    bernabe barnaba=Barnabas;
    timoteo timothee timotheus=Timothy;
    lucas luca lukas=Luke;
    marcos marco markus=Mark;
    cornelio corneille=Cornelius;
    anania ananie=Ananias;
    tabita=Tabitha;
    simone=Simon;
    eneas enea enee=Eneas;
    lidia=Lydia;
    caifas caifa caiphe kaiphas=Caiphas;
    barrabas barabba=Barabbas;
    eva=Eve;
    abele=Abel;
    matusalen matusalemme=Mathusala;
    farao faraone pharaon pharao=Pharao;
    salmos salmi psaumes salmo psalmen psalmi=psalms;
    llamados chiamati appeles chamados berufenen vocati=called;
    llaman chiama chiamano appelle appellent chama chamam ruft rufen vocat tumatawag=called;
    sigue siguen seguono suivent seguem folgt=follow;
    curare pagalingin=heal;
    sanan guarisce sanat nagpapagaling=healeth;
    curacion guarigione guerison heilung sanatio paggaling=healing;
    risuscitare auferwecken suscitare buhayin=raise;
    llora lloran piange piangono pleure pleurent chora choram weint=weep;
    oran prega pregano prie prient reza rezam betet beten orat nananalangin=pray;
    ayunan digiunano jeunent jejuam ieiunat=fast;
    reconstruir reconstruye reconstruyo reconstruyeron ricostruire ricostruisce ricostrui reconstruire reconstruit rebatir rebatit reconstruiu reconstroi wiederaufbauen aufbauen wiederaufbau baut bauen bauten reaedificavit reaedificare itinayong=build;
    cae caen cadere cade cai fallt fiel=fall;
    flotar flotaba floto galleggiare galleggio flotter flotta flutuar flutuou schwamm schwimmen natavit lumutang=swam;
    tragar trago inghiottire inghiotti avaler avala engolir engoliu verschlingen verschlang verschlungen devoravit nilamon=swallowed;
    honrar honra honrad onorare onora onorate honorer honore honorez ehren ehre ehrt honora honorare igalang parangalan=honour;
    trabajar trabaja trabajan lavorare lavora lavorano travailler travaille travaillent trabalhar trabalha trabalham arbeiten arbeitet laborare operatur magtrabaho nagtatrabaho=work;
    comen mangiano mangia mangent comem isst essen edere=eat;
    comieron mangiarono mangerent comeram assen manducaverunt kumain=ate;
    vende venden vendere vendono vendent vendem verkaufen magbenta=sell;
    comprar compra compran comprare comprano acheter achete comprou kaufen kaufte emere bumili=buy;
    vio vit viu sah vidit nakita=saw;
    ver vedere voir sehen videre makita=see;
    oyo udi entendit ouviu horte audivit narinig=heard;
    hablo parlo parla parle falou locutus nagsalita=spake;
    correr corse courut correu cucurrit tumakbo=ran;
    echar gettare jeter lancar werfen mittere ihagis=cast;
    dormia dormiva dormait schlief dormivit natulog=slept;
    escondio nascose cacha escondeu versteckte abscondit itinago=hid;
    encontro trovo trouva encontrou fand invenit natagpuan=found;
    buscar cercare chercher procurar suchen quaerere hanapin=seek;
    abrio aprire ouvrit abriu offnete aperuit binuksan=opened;
    llevar portare levar tragen dalhin=carried;
    ungir ungere oindre salben pahiran=anoint;
    ungido ungidos oint gesalbt unctus pinahiran=anointed;
    aprender imparare apprendre lernen discere matuto=learn;
    odiar odiare hassen odisse kapootan=hate;
    odio haine hass=hatred;
    miedo paura peur medo furcht timor takot temor=fear;
    alegrarse rallegrarsi rejouir alegrar freuen gaudere magalak=rejoice;
    sufrir soffrire souffrir sofrer leiden pati magdusa=suffer;
    sufrimiento sufrimientos sofferenza sofferenze souffrance souffrances sofrimento passio pagdurusa=suffering;
    obedecer obbedire obeir gehorchen oboedire=obey;
    obediencia obbedienza obeissance gehorsam oboedientia pagsunod=obedience;
    robar rubare roubar stehlen furari magnakaw=steal;
    envidia invidia inveja neid inggit=envy;
    soberbia superbia orgueil soberba hochmut stolz kapalaluan=pride;
    humildad umilta humilite humildade demut humilitas=humility;
    avaricia avarizia avareza habgier geiz avaritia kasakiman codicia cupidigia=covetousness;
    ira zorn galit colera=anger;
    paciencia pazienza geduld patientia pagtitiis=patience;
    sabiduria sapienza sagesse sabedoria weisheit sapientia karunungan=wisdom;
    gloire herrlichkeit kaluwalhatian=glory;
    poder potere pouvoir macht potestas kapangyarihan=power;
    patria patrie heimat vaterstadt=country;
    acceptus aceptado accettato accepte aceito angenommen=accepted;
    recibido ricevuto recu recebido empfangen receptus tinanggap=received;
    primeros primi primeiros primos=first;
    barcas barche bateaux barcos boote=ships;
    aquam=water;
    panem=bread;
    vinum vinho=wine;
    mer meer dagat=sea;
    fiume fleuve fluss flumen ilog=river;
    quebrado rotto brise zerbrochen fractus=broken;
    perdidos perduti perdus verlorenen=lost;
    encontrada ritrovata retrouvee reencontrada wiedergefunden=found;
    hambre faim fome fames gutom=famine;
    soif sede durst sitis uhaw=thirst;
    corderos agnelli agneaux cordeiros lammer agni=lambs;
    rebano gregge troupeau rebanho herde grex kawan=flock;
    lobo lobos lupo lupi loup loups wolfe=wolf;
    redil ovile bergerie aprisco schafstall=fold;
    sicomoro sycomore maulbeerfeigenbaum sycomorus=sycamore;
    cedro cedre zeder cedrus=cedar;
    palmas palme palmen palmae palaspas=palms;
    ramos rami rameaux zweige=branches;
    hojas foglie feuilles folhas blatter folia dahon=leaves;
    fruto frutto fruta frucht fructum=fruit;
    raiz radice racine wurzel radix ugat=root;
    espigas spighe epis ahren spicas=ears;
    cesta cesto cestas cesti corbeille korb korbe cophinus cophini=baskets;
    cantaro cantaros anfora giare jarre jarres talhas kruge hydriae=waterpots;
    jarra vaso=vessel;
    tinaja tinajas=waterpots;
    banquete banchetto festin gastmahl convivium piging=feast;
    invitados invitati convidados geladenen=invited;
    herencia eredita heranca erbe hereditas=inheritance;
    deudas debiti dettes dividas schulden debita utang=debts;
    deudor debitore debiteur devedor schuldner debitor=debtor;
    monedas monete moedas munzen dracma=groat;
    grande grandes grosse grossen magnus magna dakila=great;
    pequeno pequenos piccoli petit petits klein kleinen parvus parvulus maliit=little;
    nuevo nueva nuovo nuova nouveau nouvelle novo neue neuen novus novum bago=new;
    viejo vieja vecchio vecchia vieux vieille velho velha alten vetus luma=old;
    vivo vivos vivant vivants lebendig lebendigen vivus vivens=living;
    fuerte fuertes fortis malakas=strong;
    sabio sabios saggio saggi weise sapiens marunong=wise;
    necio necios stolto stolti insense insenses tolo tolos torichte torichten stultus stulti hangal=foolish;
    malvado malvados malvagio malvagi mechant mechants bose bosen malus masama=wicked;
    manana mattina matin manha morgen umaga=morning;
    tarde soir abend vespera=evening;
    anni annees anos jahre taon=years;
    hora heure horas stunde oras=hour;
    tercer terzo troisieme terceiro dritten tertia tertio ikatlo=third;
    resurrexit=risen;
    sepulcros sepolcri tombeaux graber sepulcra=sepulchres;
    tumbas tombe=sepulchres;
    madera legno bois holz lignum kahoy=wood;
    madero=tree;
    cielos cieli cieux ceus himmeln caeli=heavens;
    tierras terrae=lands;
    terram=earth;
    montem montis=mountain;
    dominum domini=lord;
    patrem patris=father;
    matrem matris=mother;
    regem regis=king;
    reginam reginae=queen;
    prophetam=prophet;
    piscem piscium=fish;
    pisces=fishes;
    panis=bread;
    maris=sea;
    templi templo=temple;
    urbem urbis civitatem civitatis=city;
    murum=walls;
    portam=gate;
    ignem=fire;
    lapidem=stone;
    angelum angeli=angels;
    serpentem=serpent;
    leonem leonum=lions;
    agnum=lamb;
    ovem=sheep;
    vineam=vineyard;
    arborem=tree;
    hortum=garden;
    crucem crucis=cross;
    sanguinem=blood;
    vitam=life;
    mortem=death;
    mulierem=woman;
    virum=man;
    viri=men;
    puerum pueri=child;
    puellam=damsel;
    filiam=daughter;
    fratrem=brother;
    sororem=sister;
    uxorem=wife;
    viduam=widow;
    servum=servant;
    discipulos=disciples;
    apostolos apostoli=apostles;
    prophetas=prophets;
    peccatores pecadores peccatori makasalanan=sinners;
    pecador peccatore sunderin peccator=sinner;
    nacimiento nascita naissance nascimento geburt nativitatem kapanganakan=nativity;
    bautizado battezzato batizado getauft baptizatus bininyagan=baptized;
    bautizo battezzo baptisa batizou taufte baptizavit nagbinyag=baptized;
    tentaciones tentazioni tentations tentacoes versuchungen tentationes=temptations;
    entrada ingresso einzug ingressus pagpasok=entry;
    asinello=colt;
    pollino=colt;
    gallo coq galo hahn gallus manok=cock;
    canta cantara chanta cantou krahte cantavit tumilaok=crowed;
    negaras rinnegherai renieras=deny;
    lavatorio lavanda=washing;
    sudor sudore sueur suor schweiss pawis=sweat;
    angustia angoscia angoisse agonia pighati=agony;
    arresto arrestato arrete preso verhaftet comprehensus dinakip=taken;
    juzgado giudicato julgado verurteilt damnatus hinatulan=condemned;
    azotado flagellato flagelle flagelado gegeisselt flagellatus hinagupit=scourged;
    azotes flagelli fouets acoites geisseln latigo=scourges;
    costado costato lado seite latus tagiliran=side;
    velo veu vorhang velum tabing=veil;
    rasgo rasgado squarcio squarciato dechire rasgou zerriss scissum napunit=rent;
    guardias guardie gardes guardas wachter custodes bantay=guards;
    vacio vuoto vazio=empty;
    lienzos bende linges lencois leinenbinden linteamina=linen;
    sudario suaire schweisstuch sudarium=napkin;
    apareciendo apparizione aparicao erscheinung apparitio pagpapakita=appeared;
    incredulo incredule unglaubig incredulus=incredulous;
    llagas chagas wundmale vulnera sugat=wounds;
    pesca fischfang piscatio=draught;
    milagrosa miracolosa miraculeuse wunderbare miraculosa=miraculous;
    ceguera cecita cecite cegueira blindheit caecitas pagkabulag=blindness;
    escamas squame ecailles schuppen squamae kaliskis=scales;
    naufragio naufrage schiffbruch naufragium=shipwreck;
    isla isola ile ilha insel insula pulo=island;
    liberado liberato libere libertado befreit liberatus pinalaya=delivered;
    libero libera befreite liberavit=delivered;
    eliseus=Eliseus;
    ezechias ezequias ezechia hiskija=Ezechias;
    josias giosia josia=Josias;
    baltasar baldassarre belsazar=Baltasar;
    oloferne holofernes=Holofernes;
    zacheus=Zacheus;
    abdias abdia obadja=Abdias;
    naaman=Naaman;
    giezi=Giezi;
    sunamita sunamitide sunamite=Sunamitess;
    samuele=Samuel;
    jonatan gionata jonathas jonathan=Jonathan;
    absalon assalonne absalao=Absalom;
    betsabe betsabea bethsabee=Bethsabee;
    urias urie=Urias;
    sanson=Samson;
    gedeone=Gedeon;
    noemie=Noemi;
    elcana=Elcana;
    goliat=Goliath;
    levitas leviti levites leviten levitae=levites;
    levita=levite;
    sacerdotisa=priest;
    cananea cananeo chananaeus=Chanaanite;
    samaritana=samaritan;
    salz asin=salt;
    columna colonna colonne coluna saule haligi=pillar;
    bronce bronzo erz aes tanso=brass;
    rame cuivre kupfer=brass;
    maná=manna;
    golpeo golpear percosse frappa bateu schlug percussit hinampas=struck;
    uccisero toteten occiderunt=slew;
    lapidado lapidaron lapidato lapide apedrejado gesteinigt lapidatus binato=stoned;
    apedrear lapidare lapider apedrejar steinigen batuhin=stone;
    huida fuite pagtakas=flight;
    exilio esilio exil exsilium pagkatapon=exile;
    cautiverio cattivita captivite cativeiro gefangenschaft captivitas pagkabihag=captivity;
    destierro deportazione deportacao verbannung deportatio=captivity;
    reconstruccion ricostruzione reconstrucao=building;
    destruccion distruzione destruicao zerstorung destructio pagkawasak=destruction;
    destruyo distrusse detruisit destruiu zerstorte destruxit winasak=destroyed;
    quemado quemo bruciato brulo queimou verbrannte combussit sinunog=burnt;
    incendio incendie incendium sunog=fire;
    inundacion inondazione inondation inundacao uberschwemmung=flood;
    arcoiris arcobaleno regenbogen bahaghari=bow;
    confusione confusao verwirrung confusio pagkalito=confusion;
    idiomas sprachen=tongues;
    lucha lotta luta kampf pugna labanan=fight;
    batalla battaglia bataille batalha schlacht proelium=battle;
    fionda fronde funda schleuder tirador=sling;
    piedrecita ciottolo caillou seixo kiesel=stone;
    arpa harpe harpa harfe cithara alpa=harp;
    cancion canzone chanson cancao canticum awit=canticle;
    cantico cantici cantique=canticle;
    danza danzo danse danca tanz saltatio sayaw=dance;
    bailo danzava dansa dancou tanzte saltavit sumayaw=danced;
    bandeja vassoio schussel bandehado=dish;
    aguja aiguille agulha nadel acus karayom=needle;
    algarrobas carrube caroubes alfarrobas schoten siliquae=husks;
    ternero cebado ingrasso cevado gemastete saginatum=fatted;
    anillo anello anneau anel fingerring anulus singsing=ring;
    sandalias sandali sandales sandalen calceamenta sandalyas=shoes;
    calzado scarpe chaussures calcados schuhe=shoes;
    epulon=rich;
    abismo abisso abime abyssus kalaliman=abyss;
    grembo seio schoss kandungan=bosom;
    fiamme flammes chamas flammen flammae liyab=flame;
    dedo doigt daliri=finger;
    posadero albergatore aubergiste estalajadeiro stabularius=host;
    heridas ferite blessures feridas wunden=wounds;
    herido ferito blesse ferido verwundet vulneratus sugatan=wounded;
    vendas ligaduras verbande=bound;
    sembrado seminato semeado gesat seminatum inihasik=sown;
    espinos=thorns;
    pedregal pietraia pierreux pedregoso felsig petrosa mabato=stony;
    terreno suolo=ground;
    ciento sandaan=hundredfold;
    teig=meal;
    farine farinha mehl=meal;
    prudentes prudenti klugen matatalino=wise;
    necias stolte folles tolas fatuae mangmang=foolish;
    medianoche mezzanotte minuit mitternacht hatinggabi=midnight;
    enterro enterrado sotterro sotterrato enterra enterrou vergrub ibinaon=hid;
    inutil inutile unnutz inutilis=unprofitable;
    fedele fidele treu fidelis tapat=faithful;
    jornal=penny;
    ultimos ultimi derniers letzten novissimi huli=last;
    setenta settanta siebzig septuaginta pitumpu=seventy;
    escorpion scorpione escorpiao skorpion alakdan=scorpion;
    huevo uovo oeuf ovo itlog=egg;
    graneros granai greniers celeiros scheunen horrea kamalig=barns;
    lirios gigli lilien lilia liryo=lilies;
    uccelli oiseaux vogel volatilia ibon=birds;
    gorriones passeri moineaux pardais spatzen passeres=sparrows;
    cabellos=hairs;
    celemin moggio boisseau alqueire scheffel modius takal=bushel;
    ojo occhio oeil olho oculus=eye;
    viga trave poutre balken trabes troso=beam;
    paja pagliuzza paille splitter festuca puwing=mote;
    estrecha stretta etroite estreita enge angusta makitid=strait;
    ancha weite malapad=broad;
    falsos falsi falsche bulaan=false
""")
for _table in (_NARRATIVE, _STORIES, _BIBLE):
    for _foreign, _english in _table.items():
        TO_ENGLISH.setdefault(_foreign, _english)


# Words of questions in those languages that carry no subject (English ones are stopwords).
FUNCTION_WORDS = frozenset(fold(w) for w in """
    que qué quien quién cual cuál como cómo donde dónde cuando cuándo por para sobre acerca dice dicen
    enseña enseñan iglesia católica catolica del los las una unos unas según segun es son fue
    che cosa chi come dove quando perché quale quali sul sulla sullo sui sugli sulle dice insegna
    insegnano chiesa cattolica della delle degli del dei nel nella secondo è
    qu quoi qui comment où quand pourquoi quel quelle quels quelles sur dit enseigne église catholique
    des du au aux selon est
    o os as do da dos das em no na nos nas um uma diz ensina igreja católica sobre qual quais segundo é
    der die das den dem des und ist sind über uber was wer wie warum welche welcher lehrt sagt
    kirche katholische zur zum vom im ein eine einer einem
    quid quis cur quomodo docet dicit ecclesia catholica quae qui quod de et est sunt
    ano ang ng mga tungkol sa sinasabi itinuturo simbahan katoliko si ni kay ba
    puede pueden ser catolico catolicos puo possono essere cattolico cattolici pode podem
    peut peuvent etre catholiques kann konnen sein katholik
    etait tuvo tiene hat hatte siya sila
""".split())


def to_english(text: str) -> str:
    """``text`` with its foreign subject words in English and foreign function words dropped;
    words the lexicon does not know stay as they are ("Humanae Vitae" keeps its Latin)."""
    words = WORD.findall(fold(text))
    return " ".join(TO_ENGLISH.get(w, w) for w in words if w not in FUNCTION_WORDS)
