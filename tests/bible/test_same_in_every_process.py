"""The same question gets the same answer in every process. Python hashes strings with a seed
drawn per process, so a set of words iterates in another order in each Lambda container (and in
each test or bench run); where that order reaches a floating-point sum, a quote could be found in
one container and missed in another. Each check here runs in subprocesses under different
``PYTHONHASHSEED`` values."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ("1", "2", "3", "4", "5")


def _in_each_process(code: str) -> list[str]:
    """``code``'s printed output under each of ``SEEDS``."""
    outputs = []
    for seed in SEEDS:
        env = dict(os.environ, PYTHONHASHSEED=seed,
                   PYTHONPATH=os.pathsep.join([str(ROOT / "functions" / "a2a"), os.environ.get("PYTHONPATH", "")]))
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout)
    return outputs


def test_a_questions_words_are_numbered_in_one_order_whatever_the_hash_seed():
    # Twelve words: a set of them all but never iterates in one order under five seeds.
    words = "abide bread cubit dwell ephod fig gourd hyssop idol jubilee kid lamb".split()
    code = f"""
from ecclesia.data.bible.parallel import WordIndex
index = WordIndex([], {{w: i for i, w in enumerate({json.dumps(words)})}}, None, None, None)
print(index.asked({" ".join(reversed(words))!r}))
"""
    outputs = _in_each_process(code)
    assert len(set(outputs)) == 1, outputs
