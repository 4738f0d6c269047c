"""The few fixed sentences the pipeline writes itself, in the languages it detects best.

Other languages get the English sentence: a wrong-language notice beats an invented one.
"""

from __future__ import annotations

EXTRACTIVE_NOTE: dict[str, str] = {
    "en": "Extractive answer: the passages below are quoted from the sources found for your question; no language model composed this answer.",
    "es": "Respuesta extractiva: los pasajes siguientes se citan de las fuentes encontradas para su pregunta; ningún modelo de lenguaje redactó esta respuesta.",
    "fr": "Réponse extractive : les passages ci-dessous sont cités des sources trouvées pour votre question ; aucun modèle de langage n'a rédigé cette réponse.",
    "it": "Risposta estrattiva: i passi seguenti sono citati dalle fonti trovate per la sua domanda; nessun modello linguistico ha composto questa risposta.",
    "de": "Extraktive Antwort: Die folgenden Passagen sind aus den zu Ihrer Frage gefundenen Quellen zitiert; kein Sprachmodell hat diese Antwort verfasst.",
    "pt": "Resposta extrativa: os trechos abaixo são citados das fontes encontradas para a sua pergunta; nenhum modelo de linguagem redigiu esta resposta.",
    "pl": "Odpowiedź ekstrakcyjna: poniższe fragmenty są cytowane ze źródeł znalezionych dla Twojego pytania; żaden model językowy nie zredagował tej odpowiedzi.",
    "la": "Responsio excerpta: loci infra allati ex fontibus ad quaestionem tuam inventis citantur; nullum exemplar linguae hanc responsionem composuit.",
    "tl": "Sagot na hinango: ang mga talata sa ibaba ay sinipi mula sa mga pinagkunang natagpuan para sa iyong tanong; walang language model na sumulat ng sagot na ito.",
}

NO_SOURCES: dict[str, str] = {
    "en": "I could not find passages in the knowledge base that answer this question. Try rephrasing it or naming a document.",
    "es": "No encontré pasajes en la base de conocimiento que respondan a esta pregunta. Intente reformularla o mencionar un documento.",
    "fr": "Je n'ai trouvé dans la base de connaissances aucun passage qui réponde à cette question. Essayez de la reformuler ou de nommer un document.",
    "it": "Non ho trovato nella base di conoscenza passi che rispondano a questa domanda. Provi a riformularla o a indicare un documento.",
    "de": "Ich habe in der Wissensbasis keine Passagen gefunden, die diese Frage beantworten. Formulieren Sie die Frage um oder nennen Sie ein Dokument.",
    "pt": "Não encontrei na base de conhecimento trechos que respondam a esta pergunta. Tente reformulá-la ou indicar um documento.",
    "pl": "Nie znalazłem w bazie wiedzy fragmentów, które odpowiadają na to pytanie. Spróbuj je przeformułować lub wskazać dokument.",
    "la": "In hac cognitionis copia nullum locum inveni qui huic quaestioni respondeat. Eam aliter pone aut documentum nomina.",
    "tl": "Wala akong nakitang talata sa kaalamang hawak ko na sumasagot sa tanong na ito. Subukang ibahin ang tanong o banggitin ang isang dokumento.",
}

# Said instead of quoting when no passage held addresses the question.
NOT_HELD: dict[str, str] = {
    "en": "The knowledge base holds no passage that addresses this question, so nothing is quoted.",
    "es": "La base de conocimiento no contiene ningún pasaje que trate esta pregunta, así que no se cita nada.",
    "it": "La base di conoscenza non contiene alcun passo che tratti questa domanda, quindi non si cita nulla.",
    "fr": "La base de connaissances ne contient aucun passage qui traite cette question ; rien n'est donc cité.",
    "pt": "A base de conhecimento não contém nenhum trecho que trate desta pergunta, por isso nada é citado.",
    "de": "Die Wissensbasis enthält keine Passage, die diese Frage behandelt; daher wird nichts zitiert.",
    "la": "Haec cognitionis copia nullum locum habet qui de hac quaestione agat; itaque nihil citatur.",
    "tl": "Walang talata sa kaalamang hawak ko na tumatalakay sa tanong na ito, kaya walang sinisipi.",
}

# Before the list of catalogued documents that treat the question.
POINTERS: dict[str, str] = {
    "en": "Catalogued documents that treat it (their text is not loaded here):",
    "es": "Documentos catalogados que lo tratan (su texto no está cargado aquí):",
    "it": "Documenti catalogati che ne trattano (il loro testo non è caricato qui):",
    "fr": "Documents catalogués qui en traitent (leur texte n'est pas chargé ici) :",
    "pt": "Documentos catalogados que tratam disso (o seu texto não está carregado aqui):",
    "de": "Katalogisierte Dokumente, die davon handeln (ihr Text ist hier nicht geladen):",
    "la": "Documenta in catalogo quae de hac re agunt (textus eorum hic non adest):",
    "tl": "Mga dokumentong nakatala na tumatalakay dito (hindi naka-load dito ang kanilang teksto):",
}

# Before the list when some of the documents named have their text loaded here.
POINTERS_SOME_LOADED: dict[str, str] = {
    "en": "Catalogued documents that treat it:",
    "es": "Documentos catalogados que lo tratan:",
    "it": "Documenti catalogati che ne trattano:",
    "fr": "Documents catalogués qui en traitent :",
    "pt": "Documentos catalogados que tratam disso:",
    "de": "Katalogisierte Dokumente, die davon handeln:",
    "la": "Documenta in catalogo quae de hac re agunt:",
    "tl": "Mga dokumentong nakatala na tumatalakay dito:",
}

# A pointer whose own address the catalogue has not established: {page} is the publisher's
# page of its author (never an invented address for the document).
URL_NOT_ESTABLISHED: dict[str, str] = {
    "en": "its own address is not established; the publisher's page of its author: <{page}>",
    "es": "su dirección propia no está establecida; página del autor en el sitio del editor: <{page}>",
    "it": "il suo indirizzo proprio non è accertato; pagina dell'autore sul sito dell'editore: <{page}>",
    "fr": "son adresse propre n'est pas établie ; page de l'auteur sur le site de l'éditeur : <{page}>",
    "pt": "o seu endereço próprio não está estabelecido; página do autor no sítio do editor: <{page}>",
    "de": "seine eigene Adresse ist nicht gesichert; Seite des Verfassers beim Herausgeber: <{page}>",
    "la": "inscriptio eius propria non constat; pagina auctoris apud editorem: <{page}>",
    "tl": "hindi pa tiyak ang sarili nitong address; pahina ng may-akda sa site ng tagapaglathala: <{page}>",
}
# Marks a pointer whose text is loaded here (its passages did not address the question).
TEXT_LOADED: dict[str, str] = {
    "en": "text loaded here", "es": "texto cargado aquí", "it": "testo caricato qui",
    "fr": "texte chargé ici", "pt": "texto carregado aqui", "de": "Text hier geladen",
    "la": "textus hic adest", "tl": "naka-load dito ang teksto",
}

# After quotes whose source is in another language than the question: {languages} is a list.
SOURCE_LANGUAGE: dict[str, str] = {
    "en": "The passages are quoted in their original language ({languages}).",
    "es": "Los pasajes se citan en su idioma original ({languages}).",
    "it": "I passi sono citati nella loro lingua originale ({languages}).",
    "fr": "Les passages sont cités dans leur langue d'origine ({languages}).",
    "pt": "Os trechos são citados na sua língua original ({languages}).",
    "de": "Die Passagen werden in ihrer Originalsprache zitiert ({languages}).",
    "la": "Loci citantur in sua lingua ({languages}).",
    "tl": "Ang mga talata ay sinipi sa orihinal nilang wika ({languages}).",
}

# After a Douay-Rheims quote, the same verses in the question's language when the bundle holds a
# translation in it (``ecclesia.data.bible.parallel``: Portuguese and Latin).
PARALLEL_VERSES: dict[str, str] = {
    "en": "The same verses in the {translation} ({reference}): “{text}”",
    "pt": "Os mesmos versículos na {translation} ({reference}): «{text}»",
    "la": "Iidem versus in {translation} ({reference}): «{text}»",
}

# The names of source languages, in the question's language.
LANGUAGE_NAMES: dict[str, dict[str, str]] = {
    "en": {"en": "English", "es": "inglés", "it": "inglese", "fr": "anglais", "pt": "inglês", "de": "Englisch",
           "la": "Anglice", "tl": "Ingles"},
    "la": {"en": "Latin", "es": "latín", "it": "latino", "fr": "latin", "pt": "latim", "de": "Latein", "la": "Latine",
           "tl": "Latin"},
}

# Opens an answer to a follow-up: {topic} is what the earlier turn asked about.
FOLLOW_UP: dict[str, str] = {
    "en": "Read with your earlier question about {topic}.",
    "es": "Leída junto con su pregunta anterior sobre {topic}.",
    "it": "Letta insieme alla sua domanda precedente sul tema «{topic}».",
    "fr": "Lue avec votre question précédente sur {topic}.",
    "pt": "Lida junto com a sua pergunta anterior sobre {topic}.",
    "de": "Gelesen zusammen mit Ihrer vorigen Frage über {topic}.",
    "la": "Cum priore quaestione tua de {topic} coniuncta.",
    "tl": "Binasa kasama ng nauna mong tanong tungkol sa {topic}.",
}

# Related questions: what a passage says about a topic, and what the Church teaches on it.
RELATED_PASSAGE: dict[str, str] = {
    "en": "What does {source} say about {topic}?",
    "es": "¿Qué dice {source} sobre {topic}?",
    "it": "Che cosa dice {source} sul tema «{topic}»?",
    "fr": "Que dit {source} sur {topic} ?",
    "pt": "O que diz {source} sobre {topic}?",
    "de": "Was sagt {source} über {topic}?",
    "la": "Quid dicit {source} de {topic}?",
    "tl": "Ano ang sinasabi ng {source} tungkol sa {topic}?",
}
RELATED_TOPIC: dict[str, str] = {
    "en": "What does the Church teach about {topic}?",
    "es": "¿Qué enseña la Iglesia sobre {topic}?",
    "it": "Che cosa insegna la Chiesa sul tema «{topic}»?",
    "fr": "Qu'enseigne l'Église sur {topic} ?",
    "pt": "O que a Igreja ensina sobre {topic}?",
    "de": "Was lehrt die Kirche über {topic}?",
    "la": "Quid docet Ecclesia de {topic}?",
    "tl": "Ano ang itinuturo ng Simbahan tungkol sa {topic}?",
}
RELATED_MORE_ON: dict[str, str] = {
    "en": "What else does {source} say about {topic}?",
    "es": "¿Qué más dice {source} sobre {topic}?",
    "it": "Che cos'altro dice {source} sul tema «{topic}»?",
    "fr": "Que dit encore {source} sur {topic} ?",
    "pt": "O que mais diz {source} sobre {topic}?",
    "de": "Was sagt {source} sonst noch über {topic}?",
    "la": "Quid aliud dicit {source} de {topic}?",
    "tl": "Ano pa ang sinasabi ng {source} tungkol sa {topic}?",
}
RELATED_MORE: dict[str, str] = {
    "en": "What else does {source} say?",
    "es": "¿Qué más dice {source}?",
    "it": "Che cos'altro dice {source}?",
    "fr": "Que dit encore {source} ?",
    "pt": "O que mais diz {source}?",
    "de": "Was sagt {source} sonst noch?",
    "la": "Quid aliud dicit {source}?",
    "tl": "Ano pa ang sinasabi ng {source}?",
}


def localized(table: dict[str, str], language: str) -> str:
    """The sentence of ``table`` in ``language``, else in English."""
    return table.get(language, table["en"])


def source_language_name(source: str, language: str) -> str:
    """The name of a source language in the question's language (the code when unknown)."""
    return LANGUAGE_NAMES.get(source, {}).get(language) or LANGUAGE_NAMES.get(source, {}).get("en") or source
