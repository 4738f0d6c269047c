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
}

NO_SOURCES: dict[str, str] = {
    "en": "I could not find passages in the knowledge base that answer this question. Try rephrasing it or naming a document.",
    "es": "No encontré pasajes en la base de conocimiento que respondan a esta pregunta. Intente reformularla o mencionar un documento.",
    "fr": "Je n'ai trouvé dans la base de connaissances aucun passage qui réponde à cette question. Essayez de la reformuler ou de nommer un document.",
    "it": "Non ho trovato nella base di conoscenza passi che rispondano a questa domanda. Provi a riformularla o a indicare un documento.",
    "de": "Ich habe in der Wissensbasis keine Passagen gefunden, die diese Frage beantworten. Formulieren Sie die Frage um oder nennen Sie ein Dokument.",
    "pt": "Não encontrei na base de conhecimento trechos que respondam a esta pergunta. Tente reformulá-la ou indicar um documento.",
    "pl": "Nie znalazłem w bazie wiedzy fragmentów, które odpowiadają na to pytanie. Spróbuj je przeformułować lub wskazać dokument.",
}


def localized(table: dict[str, str], language: str) -> str:
    return table.get(language, table["en"])
