"""Relevance before quotation: the vocabulary, reranking, the floor, honest declines with
catalogue pointers, related questions, follow-ups and other languages (issue 14)."""

from __future__ import annotations

import time
from dataclasses import dataclass

import pytest

from ecclesia.answering import answer_question, catalogue
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.messages import EXTRACTIVE_NOTE, NOT_HELD, POINTERS
from ecclesia.answering.relevance import understand
from ecclesia.answering.vocabulary import concepts_in_question
from ecclesia.skills.base import Turn
from tests.answering.fakes import passage


@dataclass(frozen=True)
class FakeEntry:
    """Stands in for ecclesia.data.documents.catalogue.CatalogueEntry (built on another branch)."""

    id: str
    title: str
    url: str | None
    author: str | None = None
    date: str | None = None
    kind: str = "declaration"
    abbreviation: str | None = None
    incipit: str | None = None
    text_loaded: bool = False


DIGNITATIS = FakeEntry("dignitatis-humanae", "Dignitatis Humanae",
                       "https://www.vatican.va/archive/hist_councils/ii_vatican_council/documents/"
                       "vat-ii_decl_19651207_dignitatis-humanae_en.html", abbreviation="DH")


class FakeCatalogue:
    def __init__(self, *entries):
        self.entries = entries
        self.queries: list[str] = []

    def __call__(self, query, limit):
        self.queries.append(query)
        return [e for e in self.entries if "liberty" in query.lower() or "libertad" in query.lower()][:limit]


class ByQuery:
    """A retriever answering scripture references with their passages, anything else with ``rest``."""

    def __init__(self, by_reference, rest):
        self.by_reference, self.rest, self.queries = by_reference, rest, []

    def __call__(self, query, limit):
        self.queries.append(query)
        return list(self.by_reference.get(query, self.rest))[:limit]


JOHN_6 = passage(61, "I am the living bread which came down from heaven. If any man eat of this bread, he "
                     "shall live for ever; and the bread that I will give, is my flesh, for the life of the world.",
                 title="John (Douay-Rheims Bible)", heading="John 6:48-59")
PHARAOH = passage(62, "And Pharao called the wise men and the magicians: and they also by Egyptian "
                      "enchantments and certain secrets did in like manner.",
                  title="Haydock Commentary on Exodus", heading="Haydock on Exodus 7:11")
SANCTUARY = passage(63, "Sanctuarium: the holy place of the temple, which the Psalmist names.",
                    title="Haydock Commentary on Psalms", heading="Haydock on Psalms 77:54")


def ask(question, retriever, *, conversation=(), finder=None):
    return answer_question(question, deadline=time.monotonic() + 20, conversation=conversation,
                           retriever=retriever, answerer=ExtractiveAnswerer(),
                           catalogue=finder or catalogue.no_catalogue)


def test_scripture_the_question_points_to_is_fetched_and_quoted_first():
    retriever = ByQuery({"John 6:48-59": [JOHN_6]}, [PHARAOH, SANCTUARY])
    answer = ask("Why do Catholics believe in the real presence of Christ in the Eucharist?", retriever)
    assert "John 6:48-59" in retriever.queries
    assert [c.cited_text_heading for c in answer.citations] == ["John 6:48-59"]  # Pharaoh's magicians: not quoted
    assert answer.related_questions


def test_nothing_relevant_held_means_no_quotes_and_pointers_to_catalogued_documents():
    finder = FakeCatalogue(DIGNITATIS)
    answer = ask("What did Vatican II say about religious liberty?", ByQuery({}, [SANCTUARY, PHARAOH]),
                 finder=finder)
    assert answer.citations == () and answer.related_questions == ()
    assert answer.text.startswith(NOT_HELD["en"])
    assert POINTERS["en"] in answer.text and f"Dignitatis Humanae (DH) <{DIGNITATIS.url}>" in answer.text


def test_a_loaded_catalogued_document_answers_its_modern_subject():
    loaded = FakeEntry(**{**DIGNITATIS.__dict__, "text_loaded": True})
    dh = passage(70, "This Vatican Synod declares that the human person has a right to religious freedom.",
                 title="Dignitatis Humanae", heading="2", document_id="dignitatis-humanae")
    answer = ask("What did Vatican II say about religious liberty?", ByQuery({}, [SANCTUARY, dh]),
                 finder=FakeCatalogue(loaded))
    assert [c.document_id for c in answer.citations] == ["dignitatis-humanae"]


def test_without_the_catalogue_module_there_are_no_pointers(monkeypatch):
    import builtins

    real_import = builtins.__import__

    def missing(name, *args, **kwargs):
        if name == "ecclesia.data.documents.catalogue":
            raise ModuleNotFoundError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", missing)
    finder = catalogue.default_finder()
    assert finder is catalogue.no_catalogue and catalogue.find(finder, ["religious liberty"]) == []


def test_a_failing_catalogue_costs_only_the_pointers():
    def broken(query, limit):
        raise RuntimeError("catalogue file missing")

    answer = ask("What did Vatican II say about religious liberty?", ByQuery({}, [SANCTUARY]), finder=broken)
    assert answer.text == NOT_HELD["en"]


def test_off_topic_passages_in_another_language_are_not_quoted_either():
    answer = ask("¿Qué es la gracia santificante?", ByQuery({}, [SANCTUARY, PHARAOH]))
    assert answer.citations == () and answer.text == NOT_HELD["es"]


def test_spanish_question_is_searched_in_english_and_answered_in_spanish():
    grace = passage(64, "By grace you are saved through faith, and that not of yourselves, for it is the gift of God.",
                    title="Ephesians (Douay-Rheims Bible)", heading="Ephesians 2:8-10")
    retriever = ByQuery({"Ephesians 2:8-10": [grace]}, [SANCTUARY])
    answer = ask("¿Qué es la gracia santificante?", retriever)
    assert any("grace" in q for q in retriever.queries)  # query translation
    assert answer.language == "es" and answer.text.startswith(EXTRACTIVE_NOTE["es"])
    assert answer.text.rstrip().endswith("Los pasajes se citan en su idioma original (inglés).")
    assert [c.cited_text_heading for c in answer.citations] == ["Ephesians 2:8-10"]
    assert answer.related_questions and all(q.startswith("¿") for q in answer.related_questions)


@pytest.mark.parametrize(("question", "language", "concept"), [
    ("¿Por qué los católicos creen en la presencia real de Cristo en la Eucaristía?", "es", "eucharist"),
    ("Perché i cattolici credono nella presenza reale di Cristo nell'Eucaristia?", "it", "eucharist"),
    ("Qu'est-ce que la grâce sanctifiante ?", "fr", "grace"),
    ("O que a Bíblia diz sobre o casamento?", "pt", "marriage"),
    ("Was sagt die Bibel über die Taufe?", "de", "baptism"),
    ("Quid dicit Scriptura de resurrectione mortuorum?", "la", "resurrection_dead"),
    ("Ano ang sinasabi ng Bibliya tungkol sa pagpapatawad?", "tl", "forgiveness"),
])
def test_the_lexicon_reads_catholic_vocabulary_in_seven_languages(question, language, concept):
    assert concept in [c.key for c in concepts_in_question(question, language)]
    english = understand(question, language, ()).english_query
    assert english.isascii() and english  # what the English index is searched with


def test_a_follow_up_is_read_with_the_earlier_topic():
    turns = (Turn("What did Jesus say about the bread of life?", "I am the living bread [1]."),)
    follow = understand("And what did Saint Paul write about it?", "en", turns)
    assert follow.follow_up and [c.key for c in follow.context] == ["eucharist"]
    alone = understand("And what did Saint Paul write about it?", "en", ())
    assert alone.context == ()
    paul = passage(65, "For as often as you shall eat this bread, and drink the chalice, you shall shew the "
                       "death of the Lord.", title="1 Corinthians (Douay-Rheims Bible)",
                   heading="1 Corinthians 11:23-29")
    retriever = ByQuery({"1 Corinthians 11:23-29": [paul], "John 6:48-59": [JOHN_6]}, [PHARAOH])
    answer = ask("And what did Saint Paul write about it?", retriever, conversation=turns)
    assert answer.citations[0].cited_text_heading == "1 Corinthians 11:23-29"  # Paul's own letter first
    assert answer.text.startswith("Read with your earlier question about the Eucharist.")
    assert ask("And what did Saint Paul write about it?", retriever).citations == ()


def test_a_question_with_no_known_topic_needs_most_of_its_words_in_a_passage():
    bread = passage(66, "And he took bread, and blessed it, and broke.", heading="Luke 24:30")
    assert ask("How do I bake sourdough bread?", ByQuery({}, [bread])).citations == ()


@pytest.mark.parametrize(("question", "absent", "present"), [
    ("Who was Mary Magdalene?", "mary", None),
    ("How did Moses cross the Red Sea?", "passion", None),
    ("What did Jesus tell the Samaritan woman at the well?", "good_samaritan", None),
    ("How many times did Peter deny Jesus?", "papacy", None),
    ("Why is Peter considered the first pope?", None, "papacy"),
    ("What does the Bible say about the Virgin Mary?", None, "mary"),
])
def test_common_words_do_not_decide_what_a_question_is_about(question, absent, present):
    keys = [c.key for c in concepts_in_question(question, "en")]
    assert absent is None or absent not in keys
    assert present is None or present in keys


def test_modern_names_are_searched_and_matched_in_the_douay_spelling():
    jonas = passage(67, "Now the Lord prepared a great fish to swallow up Jonas: and Jonas was in the belly "
                        "of the fish three days and three nights.", heading="Jonas 2:1")
    whale = passage(68, "And God created the great whales, and every living and moving creature.",
                    heading="Genesis 1:21")
    retriever = ByQuery({}, [whale, jonas])
    understanding = understand("What happened to Jonah inside the whale?", "en", ())
    assert understanding.names == ("jonas",) and "jonas" in understanding.english_query
    answer = ask("What happened to Jonah inside the whale?", retriever)
    assert [c.cited_text_heading for c in answer.citations] == ["Jonas 2:1"]  # Genesis' whales: not about Jonah


@pytest.mark.parametrize("question", ["What time is Mass on Sunday at St Peter's Basilica?",
                                      "Who wrote the hymn Amazing Grace?"])
def test_live_information_is_declined_not_answered_from_scripture(question):
    held = [passage(69, "Grace be to you, and peace from God our Father, on the Sunday of the Lord.", heading="Romans 1:7"),
            JOHN_6]
    answer = ask(question, ByQuery({"John 6:48-59": [JOHN_6]}, held))
    assert answer.citations == () and answer.text == NOT_HELD["en"]


def test_related_questions_name_what_the_knowledge_base_holds():
    from ecclesia.answering.related import related_questions

    matthew = passage(71, "This is my body. This is my blood of the new testament.", heading="Matthew 26:26-28")
    understanding = understand("What is the Eucharist?", "en", ())
    related = related_questions(understanding, [JOHN_6], [JOHN_6, matthew])
    assert related[0] == "What does Matthew 26:26-28 say about the Eucharist?"  # retrieved, not quoted
    assert related[-1] == "What else does John 6:48-59 say about the Eucharist?"
    assert related_questions(understanding, [], [JOHN_6]) == ()
    spanish = related_questions(understand("¿Qué es la Eucaristía?", "es", ()), [JOHN_6], [JOHN_6, matthew])
    assert spanish[0] == "¿Qué dice Matthew 26:26-28 sobre la Eucaristía?"


def test_related_questions_name_a_topic_only_where_their_source_treats_it():
    from ecclesia.answering.related import related_questions

    # Read as the transfiguration ("transfigurari") and as angels, answered from 2 Corinthians
    # 11, which speaks of an angel of light and not of the transfiguration.
    understanding = understand("Ubi scribit Paulus ipsum Satanam transfigurari in angelum lucis?", "la", ())
    assert {"transfiguration", "angels"} <= {c.key for c in understanding.concepts}
    corinthians = passage(72, "For Satan himself transformeth himself into an angel of light.",
                          heading="2 Corinthians 11:13-20")
    tobias = passage(73, "Then he called to him privately the two elders.", heading="Tobias 12:1-6")
    related = related_questions(understanding, [corinthians], [corinthians, tobias])
    assert related[0] == "Quid aliud dicit Tobias 12:1-6?"  # retrieved, not quoted, and on no topic of it
    assert related[-1] == "Quid aliud dicit 2 Corinthians 11:13-20 de angelis?"
    assert not any("Transfigur" in question for question in related)


def test_model_answers_without_suggestions_get_grounded_related_questions():
    from ecclesia.answering.providers import ModelAnswerer
    from tests.answering.fakes import ScriptedModel, model_json, no_sleep_policy

    model = ScriptedModel([model_json("Christ gives his flesh as bread [1].", [1])])
    answer = answer_question("What is the Eucharist?", deadline=time.monotonic() + 20,
                             retriever=ByQuery({"John 6:48-59": [JOHN_6]}, [PHARAOH]),
                             answerer=ModelAnswerer(model, no_sleep_policy()), catalogue=catalogue.no_catalogue)
    assert answer.provider == "scripted" and answer.related_questions
    assert "<from>John (Douay-Rheims Bible) — John 6:48-59</from>" in model.prompts[0].user
    assert "Exodus 7:11" not in model.prompts[0].user  # the off-topic passage never reaches the model


def test_no_source_language_notice_when_the_sources_speak_the_question_language():
    answer = ask("What is the Eucharist?", ByQuery({"John 6:48-59": [JOHN_6]}, []))
    assert "original language" not in answer.text


def test_a_new_question_in_the_same_conversation_is_not_read_as_a_follow_up():
    turns = (Turn("What is the Eucharist?", "The body of Christ [1]."),)
    fresh = understand("What does the Bible say about baptism of infants and adults?", "en", turns)
    assert not fresh.follow_up and fresh.context == ()
    assert understand("And what about the wine?", "en", turns).follow_up
    assert understand("What about the wine at the Last Supper and the cup?", "en", turns).follow_up


def test_a_question_pointing_back_to_someone_it_does_not_name_is_a_follow_up():
    """A question with a concept of its own ("baptized") continues the conversation when it says
    "he" or "there" for someone or somewhere the earlier turn named."""
    turns = (Turn("paul's vision of the man from macedonia asking for help", "Acts 16:9 [1]."),)
    pointing = understand("who was the woman who sold purple cloth that he baptized there?", "en", turns)
    assert [c.key for c in pointing.concepts] == ["baptism"] and pointing.follow_up
    assert not understand("who was the woman who sold purple cloth that paul baptized at philippi?", "en",
                          turns).follow_up


def test_a_passage_naming_the_place_the_question_names_comes_before_the_concepts_other_passages():
    # "baptized in the Jordan": the baptism of Jesus, not the passages the vocabulary names for
    # baptism in general (Matthew 28, Romans 6).
    great_commission = passage(81, "Going therefore, teach ye all nations; baptizing them in the name of the "
                                   "Father, and of the Son, and of the Holy Ghost.",
                               title="Matthew (Douay-Rheims Bible)", heading="Matthew 28:18-20")
    romans = passage(82, "Know you not that all we, who are baptized in Christ Jesus, are baptized in his death?",
                     title="Romans (Douay-Rheims Bible)", heading="Romans 6:3-5")
    jordan = passage(83, "Then cometh Jesus from Galilee to the Jordan, unto John, to be baptized by him. And "
                         "Jesus being baptized, forthwith came out of the water.",
                     title="Matthew (Douay-Rheims Bible)", heading="Matthew 3:13-17")
    retriever = ByQuery({"Matthew 28:18-20": [great_commission], "Romans 6:3-5": [romans]}, [jordan])
    answer = ask("What happened when Jesus was baptized in the Jordan?", retriever)
    assert answer.citations[0].cited_text_heading == "Matthew 3:13-17"


def test_names_in_other_languages_are_read_in_english_and_german_nouns_are_not_names():
    from ecclesia.answering.relevance import distinctive_names

    assert distinctive_names("Perché Giuseppe fu venduto dai suoi fratelli?", "it") == ("joseph",)
    assert distinctive_names("Was sagt Jesus über die Feindesliebe?", "de") == ()
    assert distinctive_names("Ano ang nangyari sa binyag ni Hesus sa ilog Jordan?", "tl") == ("jordan",)
    assert distinctive_names("Who was Zacchaeus?") == ("zacheus",)


class EveryQuery:
    """A catalogue that finds its entries for any query (a search matching "José" to Saint Joseph)."""

    def __init__(self, *entries):
        self.entries, self.queries = entries, []

    def __call__(self, query, limit):
        self.queries.append(query)
        return list(self.entries)[:limit]


def test_a_practical_question_is_declined_without_pointers_a_document_question_with_them():
    joseph = FakeEntry("redemptoris-custos", "Redemptoris Custos", "https://example.org/rc")
    finder = EveryQuery(joseph)
    practical = ask("qual o telefone da paróquia são josé em belo horizonte", ByQuery({}, [SANCTUARY]), finder=finder)
    assert practical.citations == () and "Redemptoris" not in practical.text and finder.queries == []
    doctrinal = ask("What did Vatican II say about religious liberty?", ByQuery({}, [SANCTUARY]), finder=finder)
    assert doctrinal.citations == () and "Redemptoris Custos" in doctrinal.text
