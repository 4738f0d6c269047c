from ecclesia.data.answering.extractive import ExtractiveAnswerer, best_quote
from ecclesia.data.answering.grounding import ground
from ecclesia.data.answering.messages import EXTRACTIVE_NOTE
from tests.answering.fakes import CORPUS, budget, passage


def draft(question, passages=CORPUS, language="en"):
    return ExtractiveAnswerer().draft(question, passages, [], language, budget())


def test_says_it_is_extractive_in_the_question_language():
    assert draft("Why are infants baptized?").text.startswith(EXTRACTIVE_NOTE["en"])
    assert draft("¿Por qué se bautiza a los niños?", language="es").text.startswith(EXTRACTIVE_NOTE["es"])
    assert draft("Dlaczego?", language="sw").text.startswith(EXTRACTIVE_NOTE["en"])


def test_every_marker_points_to_a_citation_with_the_quoted_text():
    result = draft("Why does the Church baptize infants?")
    text, citations = ground(result, CORPUS)
    assert result.extractive
    assert len(citations) == 3
    for number, citation in enumerate(citations, start=1):
        assert f"[{number}]" in text
        assert f"“{citation.cited_text}” [{number}]" in text


def test_quotes_the_sentence_that_matches_the_question():
    text = ("The Church is the people of God. Infants are baptized because children also need "
            "the new birth. Confirmation completes baptismal grace with a special strength.")
    assert best_quote(text, "Why are infants baptized?").startswith("Infants are baptized because")
    assert best_quote(text, "zzz qqq").startswith("The Church is the people of God.")


def test_long_quotes_are_clipped():
    long_text = "Baptism " + "word " * 400 + "."
    assert len(best_quote(long_text, "baptism")) <= 505


def test_prefers_passages_in_the_question_language():
    passages = [passage(1, "English text one.", language="en"),
                passage(2, "English text two.", language="en"),
                passage(3, "Texto en español sobre el bautismo.", language="es-ES"),
                passage(4, "English text four.", language="en")]
    result = draft("¿Qué es el bautismo?", passages, language="es")
    assert result.used_passages == (1, 2, 3)  # the Spanish passage displaces the fourth
    assert "[3]" in result.text and "[4]" not in result.text
