"""With the Church's documents loaded, catholic_qa quotes them before the scripture behind them
(ecclesia.answering.teaching); questions about scripture itself keep scripture first."""

from __future__ import annotations

from ecclesia.answering.teaching import is_scripture
from tests.answering.fakes import passage
from tests.answering.test_relevance import JOHN_6, PHARAOH, ByQuery, ask

# Team-written stand-ins for a loaded Catechism's passages (invented wording).
PRESENCE = passage(80, "1374 In the most blessed sacrament of the Eucharist the body and blood of our Lord "
                       "Jesus Christ are truly, really and substantially contained: the real presence.",
                   title="Catechism of the Catholic Church", document_id="ccc",
                   heading="Part Two › Article 3 The Sacrament of the Eucharist, §1374")
ORCHARD = passage(81, "2415 Orchards and fields are entrusted to man's stewardship.",
                  title="Catechism of the Catholic Church", document_id="ccc",
                  heading="Part Three › The Seventh Commandment, §2415")


def test_a_loaded_catechism_paragraph_is_quoted_before_the_scripture_behind_it():
    retriever = ByQuery({"John 6:48-59": [JOHN_6]}, [PHARAOH, ORCHARD, PRESENCE])
    answer = ask("Why do Catholics believe in the real presence of Christ in the Eucharist?", retriever)
    headings = [c.cited_text_heading for c in answer.citations]
    assert headings[0] == PRESENCE.heading  # the Church's own words first
    assert "John 6:48-59" in headings  # the scripture still follows
    assert ORCHARD.heading not in headings and "Haydock on Exodus 7:11" not in headings  # off topic: not quoted


def test_a_question_about_scripture_keeps_scripture_first():
    retriever = ByQuery({"John 6:48-59": [JOHN_6]}, [PRESENCE, JOHN_6])
    answer = ask("What does John 6 say about the Eucharist?", retriever)
    assert answer.citations[0].cited_text_heading == "John 6:48-59"


def test_only_scripture_held_changes_nothing():
    retriever = ByQuery({"John 6:48-59": [JOHN_6]}, [PHARAOH])
    answer = ask("Why do Catholics believe in the real presence of Christ in the Eucharist?", retriever)
    assert [c.cited_text_heading for c in answer.citations] == ["John 6:48-59"]


def test_scripture_is_told_by_its_citation():
    assert is_scripture("John 6:48-59") and is_scripture("Haydock on Luke 22:19")
    assert not is_scripture("Part Two › Article 3, §1374") and not is_scripture(None)


def test_the_passage_whose_section_is_about_the_question_comes_first():
    from ecclesia.answering.relevance import relevant_passages, understand

    prayer = passage(82, "2794 Our Father who art in heaven: this biblical expression does not mean a place "
                         "but a way of being; heaven is the Father's house.", document_id="ccc",
                     title="Catechism of the Catholic Church",
                     heading="Part Four › Article 2 › IV. Who Art in Heaven, §2794")
    heaven = passage(83, "1024 This perfect life with the Most Holy Trinity is called heaven.", document_id="ccc",
                     title="Catechism of the Catholic Church",
                     heading="Part One › Article 12 I Believe in Life Everlasting › I. Heaven, §1024")
    kept, _ = relevant_passages(understand("What is heaven?", "en", ()), [prayer, heaven])
    # The section on heaven first; the prayer's section, another section, is not quoted after it.
    assert [p.heading for p in kept] == [heaven.heading]


def test_a_question_without_a_known_concept_is_answered_by_the_paragraph_on_its_rarest_word():
    cremation = passage(84, "2301 The Church permits cremation, provided that it does not demonstrate a denial "
                            "of faith in the resurrection of the body.", document_id="ccc",
                        title="Catechism of the Catholic Church", heading="Part Three › Respect for the dead, §2301")
    others = [passage(90 + n, f"{2400 + n} Catholics are allowed many things in daily life, number {n}.",
                      document_id="ccc", title="Catechism of the Catholic Church", heading=f"Part Three › Work, §{2400 + n}")
              for n in range(4)]
    answer = ask("Is cremation allowed for Catholics?", ByQuery({}, [*others, cremation]))
    assert [c.cited_text_heading for c in answer.citations][0] == cremation.heading
    scripture_only = ask("Is cremation allowed for Catholics?", ByQuery({}, [PHARAOH]))
    assert scripture_only.citations == ()  # scripture is judged as before: nothing quoted


def test_between_sections_equally_titled_the_passage_nearer_in_meaning_comes_first():
    from ecclesia.answering.relevance import Judged, understand
    from ecclesia.answering.rerank import Evidence
    from ecclesia.answering.teaching import teaching_first

    def ccc(number: int, text: str, section: str) -> object:
        return passage(number, text, title="Catechism of the Catholic Church", document_id="ccc",
                       heading=f"Part Two › Article 4 › {section}, §{number}")

    # The same question words in the title and text of both; the reranker's evidence tells them apart.
    forms = ccc(1434, "1434 Penance takes many forms in Christian life.", "V. The Many Forms of Penance")
    acts = ccc(1450, "1450 Penance asks the sinner to confess and to make satisfaction.", "VII. The Acts of Penance")
    far = Judged(forms, 5.0, True, None, evidence=Evidence(coverage=1.0, focus=0.5, meaning=0.1, chapter=0.0))
    near = Judged(acts, 4.0, True, None, evidence=Evidence(coverage=1.0, focus=1.0, meaning=0.6, chapter=0.0))
    understanding = understand("What is penance?", "en", ())
    assert teaching_first(understanding, [far, near]) == [near, far]
    # Without the reranker's evidence, the search's order stands between equal titles.
    bare = [Judged(forms, 5.0, True, None), Judged(acts, 4.0, True, None)]
    assert teaching_first(understanding, bare) == bare


def test_a_word_sharing_only_its_first_letters_with_the_question_does_not_match_it():
    from ecclesia.answering.relevance import understand
    from ecclesia.answering.teaching import asked_words, topic_match

    asked = asked_words(understand("What is transubstantiation?", "en", ()))
    weights = {"trans": 1.0}
    transmission = ("Part One › The sacraments and the transmission of faith, §44", "Faith is transmitted.")
    eucharist = ("Part Two › The presence of Christ by the power of his word, §1376",
                 "This change the Church has fittingly called transubstantiation.")
    # Read by five-letter stems alone, the title on transmission looks like the better match.
    assert topic_match(weights, *transmission) > topic_match(weights, *eucharist)
    assert topic_match(weights, *transmission, asked) == 0.0
    assert topic_match(weights, *eucharist, asked) > 0.0
    # Other forms of the asked word still meet it, at OTHER_FORM of the word itself.
    baptism = asked_words(understand("Why baptize babies?", "en", ()))
    assert topic_match({"bapti": 1.0}, "Part Two › The Baptism of infants, §1250", "", baptism) > 1.0


def test_the_asked_word_itself_matches_more_than_another_form_of_it():
    """"sacramentals" and "sacraments" share their first letters and are forms of one word to
    ``_close``, but are two things: the section titled with the asked word comes first."""
    from ecclesia.answering.relevance import understand
    from ecclesia.answering.teaching import OTHER_FORM, asked_words, topic_match

    assert 0 < OTHER_FORM < 1
    weights = {"sacra": 1.0}
    seven = ("Part Two › Section Two The Seven Sacraments of the Church, §1210", "Christ instituted seven sacraments.")
    sacramentals = ("Part Two › Chapter Four › Article 1 Sacramentals, §1667", "Sacramentals resemble sacraments.")
    how_many = asked_words(understand("How many sacraments are there?", "en", ()))
    what_are = asked_words(understand("What are sacramentals?", "en", ()))
    assert topic_match(weights, *seven, how_many) > topic_match(weights, *sacramentals, how_many)
    assert topic_match(weights, *sacramentals, what_are) > topic_match(weights, *seven, what_are)
