"""The Bible in the question's language (``ecclesia.data.bible.parallel``): after a
Douay-Rheims quote, an answer in Portuguese or Latin gives the same verses from the Matos
Soares or the Clementine Vulgate, a model asked in either language is given them beside each
verse passage, and a verse quoted back in either language is found in it. Through the default
bundle's real index."""

import time

import pytest

from ecclesia.answering.quotes import quoted_verses
from ecclesia.answering.language import PARALLEL_BIBLE_LANGUAGES
from ecclesia.answering.pipeline import answer_question
from ecclesia.answering.prompt import build_prompt, system_prompt
from ecclesia.answering.providers import ModelAnswerer
from ecclesia.data.bible import parallel
from tests.answering.fakes import FakeRetriever, ScriptedModel, model_json, passage
from tests.answering.real_index import ask, assert_first_quote_within

pytestmark = pytest.mark.usefixtures("search")


def test_the_verses_of_a_passage_in_portuguese_and_latin():
    found = parallel.parallel_verses("Genesis 33:1-6", "pt", (4, 4))
    assert found is not None and found.reference == "Genesis 33:4" and "Esaú" in found.text
    assert "Matos Soares" in found.translation
    latin = parallel.parallel_verses("Psalms 22:1-6", "la")
    assert latin is not None and latin.reference == "Psalms 22:1-6" and "Dominus regit me" in latin.text


def test_no_parallel_for_a_commentary_or_another_language():
    assert parallel.parallel_verses("Haydock on Genesis 33:4", "pt") is None
    assert parallel.parallel_verses("Genesis 33:1-6", "es") is None
    assert parallel.parallel_verses("Genesis 33:1-6", "en") is None


def test_the_verses_a_quote_holds():
    text = "1 And Jacob lifting up his eyes, saw Esau coming.\n\n2 And he put both the handmaids foremost.\n\n3 And he went forward."
    assert quoted_verses(text, "2 And he put both the handmaids foremost. 3 And he went forward.") == (2, 3)
    assert quoted_verses(text, "Nothing of this passage at all, nothing whatever.") is None


def test_a_verse_quoted_back_in_latin_or_portuguese_is_found_in_its_own_language():
    assert parallel.quoted_verse("ubi dicit Dominus regit me et nihil mihi deerit", "la") == ("Psalms", 22, 1, 1)
    # A fragment of a long verse, with another inflection of one of its words.
    assert parallel.quoted_verse("ubi dicit deus se annuntiare ab exordio novissimum, et consilium meum stabit?",
                                 "la") == ("Isaias", 46, 10, 10)
    # A question in the Bible's words that quotes no verse.
    assert parallel.quoted_verse("o que a bíblia diz sobre o perdão dos pecados e a misericórdia de deus", "pt") is None


def test_a_latin_quote_typed_without_the_vulgates_ligatures_is_found():
    """The Clementine Vulgate writes "cæli" and "sapientiæ"; a question types "caeli" and
    "sapientiae". Both are read as two letters, in the index and in the question."""
    assert parallel.verse_words("Cæli enarrant gloriam Dei") == parallel.verse_words("caeli enarrant gloriam dei")
    psalm = parallel.quoted_verse("Quid sibi vult psalmus: caeli enarrant gloriam Dei?", "la")
    # Verse 1, the psalm's title, says "psalmus" too.
    assert psalm is not None and psalm[:2] == ("Psalms", 18) and psalm[2] <= 2 <= psalm[3]
    assert parallel.quoted_verse("O altitudo divitiarum sapientiae et scientiae Dei: ubi hoc scribit Paulus?",
                                 "la") == ("Romans", 11, 33, 33)


def test_a_quote_across_two_verses_is_found_in_both():
    # The Vulgate ends Psalm 145:2 with "Nolite confidere in principibus," and begins 145:3 with
    # "in filiis hominum": neither verse alone holds enough of the quote.
    assert parallel.quoted_verse("nolite confidere in principibus, in filiis hominum", "la") == ("Psalms", 145, 2, 3)


@pytest.mark.parametrize(("question", "verses"), [
    # "in quo psalmo legitur" asks where; its rare words had outweighed the quote's.
    ("Nolite confidere in principibus, in filiis hominum: in quo psalmo legitur?", "Psalms 145:2-3"),
    # Found by its words, the verse was not among the passages searched: its reference is searched too.
    ("Laudemus viros gloriosos et parentes nostros in generatione sua: ubi hoc scriptum est?", "Ecclesiasticus 44:1"),
])
def test_a_latin_quote_is_answered_from_the_verses_it_quotes(question, verses):
    assert_first_quote_within(question, verses)


def test_a_portuguese_answer_gives_the_quoted_verses_in_portuguese():
    answer = ask("deixo-vos a paz, a minha paz vos dou, não como o mundo a dá — o que jesus quis dizer com isso")
    assert answer.citations and answer.citations[0].cited_text_heading.startswith("John 14")
    assert "Matos Soares (John 14:" in answer.text and "«" in answer.text


def test_a_latin_verse_quoted_back_is_answered_with_the_vulgate():
    assert_first_quote_within("Ecce quam bonum et quam iucundum habitare fratres in unum: quis psalmus est "
                              "et quid significat?", "Psalms 132:1")
    assert "Vulgata Clementina" in ask("ubi dicit Dominus regit me et nihil mihi deerit").text


def test_an_english_answer_gives_no_other_translation():
    answer = ask("Esau ran to meet his brother and embraced him")
    assert answer.citations and "Matos Soares" not in answer.text and "Vulgata" not in answer.text


def test_a_bundle_without_the_translations_answers_in_english_alone(monkeypatch, tmp_path):
    from ecclesia.data import bundle

    monkeypatch.setattr(bundle, "area_dir", lambda area: tmp_path / area)
    parallel._translation.cache_clear()
    parallel._word_index.cache_clear()
    try:
        assert parallel.quoted_verse("ubi dicit Dominus regit me et nihil mihi deerit", "la") is None
        assert parallel.parallel_verses("Psalms 22:1-6", "la") is None
    finally:
        parallel._translation.cache_clear()
        parallel._word_index.cache_clear()


def test_the_answering_code_names_the_languages_the_bundle_holds_a_bible_in():
    assert PARALLEL_BIBLE_LANGUAGES == parallel.LANGUAGES


def _john_14():
    return passage(1, "27 Peace I leave with you, my peace I give unto you: not as the world giveth, do I give "
                      "unto you. Let not your heart be troubled, nor let it be afraid.",
                   title="Douay-Rheims Bible", heading="John 14:27")


def test_a_model_asked_in_portuguese_or_latin_is_given_the_verses_in_that_language():
    portuguese = build_prompt("o que jesus quis dizer com deixo-vos a paz?", [_john_14()], [], "pt").user
    assert '<same_verses translation="Bíblia Sagrada, tradução do Pe. Matos Soares" reference="John 14:27">' \
           "Deixo-vos a paz, dou-vos a minha paz" in portuguese
    # Inside the passage's own block, after its English text.
    assert portuguese.index("Peace I leave") < portuguese.index("<same_verses") < portuguese.index("</passage>")
    latin = build_prompt("quid significat pacem relinquo vobis?", [_john_14()], [], "la").user
    assert 'translation="Vulgata Clementina"' in latin and "Pacem relinquo vobis" in latin
    assert "<same_verses>" in system_prompt("pt")


def test_no_other_translation_reaches_a_model_asked_in_another_language_or_about_a_commentary():
    assert "<same_verses" not in build_prompt("what did jesus mean by my peace?", [_john_14()], [], "en").user
    assert "<same_verses" not in build_prompt("¿qué quiso decir jesús con la paz?", [_john_14()], [], "es").user
    haydock = passage(2, "Peace I leave with you. The peace of Christ is ...", title="Haydock Commentary",
                      heading="Haydock on John 14:27")
    assert "<same_verses" not in build_prompt("o que significa a paz de cristo?", [haydock], [], "pt").user


def test_a_model_answer_in_portuguese_is_asked_over_the_matos_soares_text():
    model = ScriptedModel([model_json("Jesus deixa a sua paz [1].", used=[1])])
    answer = answer_question("o que jesus quis dizer com deixo-vos a paz, dou-vos a minha paz?",
                             deadline=time.monotonic() + 20, retriever=FakeRetriever([_john_14()]),
                             answerer=ModelAnswerer(model))
    assert answer.citations and "Matos Soares" in model.prompts[0].user
