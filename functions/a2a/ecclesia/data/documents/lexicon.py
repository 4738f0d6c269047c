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
for _table in (_NARRATIVE, _STORIES):
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
