from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.quotes import best_quote
from ecclesia.answering.grounding import ground
from ecclesia.answering.messages import EXTRACTIVE_NOTE
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
    quote, overlap = best_quote(text, "Why are infants baptized?")
    assert quote.startswith("Infants are baptized because") and overlap == 2
    quote, overlap = best_quote(text, "zzz qqq")
    assert quote.startswith("The Church is the people of God.") and overlap == 0


def test_short_quotes_take_in_the_following_sentences():
    text = "1. Strengthen. Flee out of the midst of the city. Sound the trumpet. " + "Then " * 60
    quote, _ = best_quote(text, "strengthen")
    assert quote.startswith("1. Strengthen. Flee out of the midst of the city. Sound the trumpet.")
    assert len(quote) >= 200


def test_abbreviations_do_not_end_a_sentence():
    text = "Nothing here. The orders which Mr. Wesley received did not authorize him. Later text."
    quote, _ = best_quote(text, "Which orders authorize?")
    assert quote.startswith("The orders which Mr. Wesley received did not authorize him.")


def test_long_quotes_are_clipped():
    long_text = "Baptism " + "word " * 400 + "."
    assert len(best_quote(long_text, "baptism")[0]) <= 505






def test_footnote_numbers_inside_a_source_do_not_become_citations():
    with_footnotes = [passage(1, "Baptism is necessary for salvation [4]. It is given once [5, 6].",
                              title="Catechism [2]"),
                      passage(2, "Infants are baptized.")]
    text, citations = ground(draft("Why is baptism necessary?", with_footnotes), with_footnotes)
    assert [c.document_index for c in citations] == [0, 1]
    assert "[4]" not in text and "[5" not in text and "Catechism [2]" not in text
    assert "“Baptism is necessary for salvation. It is given once.” [1]" in text



def test_quotes_the_first_three_passages_in_the_order_given():
    # The pipeline has already reranked and filtered: the answerer keeps that order.
    passages = [passage(n, f"Passage number {n} on baptism.") for n in (1, 2, 3, 4)]
    result = draft("What is baptism?", passages)
    assert result.used_passages == (1, 2, 3)
    assert result.text.index("[1]") < result.text.index("[2]") < result.text.index("[3]")
