from ecclesia.answering.grounding import clean_related_questions, ground
from ecclesia.answering.results import Draft
from tests.answering.fakes import BAPTISM, CORPUS, EUCHARIST, INFANTS


def test_markers_are_renumbered_in_order_of_first_appearance():
    draft = Draft(text="Infants are baptized [2]. Baptism frees from sin [1]. Again [2].")
    text, citations = ground(draft, CORPUS)
    assert text == "Infants are baptized [1]. Baptism frees from sin [2]. Again [1]."
    assert [c.document_id for c in citations] == [INFANTS.document_id, BAPTISM.document_id]
    assert [c.document_index for c in citations] == [0, 1]  # one per document, first cited first


def test_markers_naming_no_retrieved_passage_are_removed():
    draft = Draft(text="Invented claim [7]. Real claim [3]. Zero [0].", used_passages=(9,))
    text, citations = ground(draft, CORPUS)
    assert text == "Invented claim. Real claim [1]. Zero."
    assert [c.document_id for c in citations] == [EUCHARIST.document_id]


def test_grouped_markers_are_split_deduplicated_and_partly_kept():
    text, citations = ground(Draft(text="Both say so [3, 1; 3, 12]."), CORPUS)
    assert text == "Both say so [1][2]."
    assert [c.document_index for c in citations] == [0, 1]


def test_used_passages_without_markers_become_trailing_citations():
    text, citations = ground(Draft(text="Summary [2].", used_passages=(1, 2, 5)), CORPUS)
    assert text == "Summary [1]."
    assert [c.document_index for c in citations] == [0, 1]


def test_citation_carries_every_field_of_its_passage():
    _, (citation,) = ground(Draft(text="x [1]", quotes={1: "Holy Baptism is the basis"}), CORPUS)
    assert citation.to_dict() == {
        "cited_text": "Holy Baptism is the basis",
        "cited_text_heading": BAPTISM.heading,
        "document_title": BAPTISM.document_title,
        "document_index": 0,
        "document_author": BAPTISM.document_author,
        "document_year": BAPTISM.document_year,
        "document_reference": BAPTISM.document_reference,
        "source_url": BAPTISM.url,
        "document_id": BAPTISM.document_id,
    }


def test_without_a_quote_the_whole_passage_is_cited():
    _, (citation,) = ground(Draft(text="x [2]"), CORPUS)
    assert citation.cited_text == INFANTS.text


def test_bracketed_words_are_not_markers():
    text, citations = ground(Draft(text="He wrote [sic] and [a] note."), CORPUS)
    assert text == "He wrote [sic] and [a] note."
    assert citations == ()


def test_related_questions_are_cleaned():
    cleaned = clean_related_questions(
        ["Why baptize infants? [2]", "  ", "why BAPTIZE infants?", "What is baptism?", "A?", "B?", "C?"],
        asked="What is baptism?",
    )
    assert cleaned == ("Why baptize infants?", "A?", "B?")


def test_citations_of_one_document_share_its_document_index():
    from tests.answering.fakes import passage

    first = passage(1, "Paragraph one.", title="Catechism")
    other = passage(2, "Another document.")
    again = passage(3, "Paragraph two.", title="Catechism", document_id=first.document_id)
    text, citations = ground(Draft(text="A [1]. B [2]. C [3]."), [first, other, again])
    assert [c.document_index for c in citations] == [0, 1, 0]
    assert [c.document_id for c in citations] == [first.document_id, other.document_id, first.document_id]
