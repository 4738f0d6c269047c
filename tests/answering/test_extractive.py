from ecclesia.answering.extractive import ExtractiveAnswerer, best_quote
from ecclesia.answering.grounding import ground
from ecclesia.answering.messages import EXTRACTIVE_NOTE, NO_SOURCES
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


def test_passages_sharing_words_with_the_question_are_preferred():
    passages = [passage(1, "The Catholic Church spread through the world."),
                passage(2, "Cities of Juda shall be established."),
                passage(3, "Infants are baptized in the faith of the Church."),
                passage(4, "Children need the new birth of baptism.")]
    result = draft("Why does the Catholic Church baptize infants?", passages)
    # Generic words ("church", "does") do not count; "catholic" alone ranks passage 1 third.
    assert result.used_passages == (1, 3, 4)


def test_prefers_passages_in_the_question_language():
    passages = [passage(1, "English text one.", language="en"),
                passage(2, "English text two.", language="en"),
                passage(3, "Texto en español sobre el bautismo.", language="es-ES"),
                passage(4, "English text four.", language="en")]
    result = draft("¿Qué es el bautismo?", passages, language="es")
    assert result.used_passages == (1, 2, 3)  # the Spanish passage displaces the fourth
    assert "[3]" in result.text and "[4]" not in result.text


def test_a_follow_up_prefers_passages_that_also_match_the_previous_question():
    from ecclesia.skills.base import Turn

    passages = [passage(1, "Wine gladdens the heart of man."),
                passage(2, "The wine of the vineyard was sold."),
                passage(3, "He tasted the water made wine."),
                passage(4, "Under the forms of bread and wine the Eucharist is given.")]
    result = ExtractiveAnswerer().draft("And the wine?", passages,
                                        [Turn("What is the Eucharist bread?", "…")], "en", budget())
    assert result.used_passages == (1, 2, 4)
    assert ExtractiveAnswerer().draft("And the wine?", passages, [], "en", budget()).used_passages == (1, 2, 3)


def test_passages_sharing_no_topic_word_are_not_quoted():
    unrelated = [passage(1, "The vines are pruned in late winter."),
                 passage(2, "Each lantern is lit from the paschal candle.")]
    result = draft("What is the capital of France?", unrelated)
    assert result.text == NO_SOURCES["en"] and result.used_passages == ()
    # Across languages word overlap proves nothing: the passages are still quoted.
    assert draft("¿Cuál es la capital de Francia?", unrelated, language="es").used_passages == (1, 2)
    # A question made only of function words gives no evidence either way.
    assert draft("What is it?", unrelated).used_passages == (1, 2)


def test_footnote_numbers_inside_a_source_do_not_become_citations():
    with_footnotes = [passage(1, "Baptism is necessary for salvation [4]. It is given once [5, 6].",
                              title="Catechism [2]"),
                      passage(2, "Infants are baptized.")]
    text, citations = ground(draft("Why is baptism necessary?", with_footnotes), with_footnotes)
    assert [c.document_index for c in citations] == [0, 1]
    assert "[4]" not in text and "[5" not in text and "Catechism [2]" not in text
    assert "“Baptism is necessary for salvation. It is given once.” [1]" in text


def test_retrieval_rank_decides_among_related_passages():
    # Passage 4 repeats the question's words most, but the index ranked it last: the three
    # best-ranked related passages are quoted, not the three with the most shared words.
    passages = [passage(1, "Blessed are the poor in spirit: for theirs is the kingdom of heaven."),
                passage(2, "The poor in spirit are the humble of heart."),
                passage(3, "He that is poor and of a contrite spirit."),
                passage(4, "Spirit, spirit, the spirit of the poor: what did Jesus say about the spirit?")]
    result = draft("What did Jesus say about the poor in spirit?", passages)
    assert result.used_passages == (1, 2, 3)
    assert result.text.index("[1]") < result.text.index("[2]") < result.text.index("[3]")


def test_an_unrelated_passage_ranked_first_gives_way_to_related_ones():
    passages = [passage(1, "Cities of Juda shall be established."),
                passage(2, "Blessed are the poor in spirit."),
                passage(3, "The poor in spirit are the humble."),
                passage(4, "The poor shall inherit the land.")]
    assert draft("What did Jesus say about the poor in spirit?", passages).used_passages == (2, 3, 4)
