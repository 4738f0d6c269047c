import pytest

from ecclesia.data.documents.embedders import default_static_model_dir
from ecclesia.data.documents.wordpiece import WordPieceTokenizer

SAMPLES = [
    "In the beginning God created heaven, and earth.",
    "Holofernes' army; Zacheus (a publican) climbed a sycamore-tree!",
    "Noé, Lázaro, charité, Gesù — “quoted” text\u200bwith a zero-width space",
    "Θεός ἀγάπη ἐστίν 北京天主教",
    "tab\there\x00nul\r\nnew line",
    "x" * 150,
]


@pytest.fixture(scope="module")
def tokenizer():
    return WordPieceTokenizer(default_static_model_dir() / "tokenizer.json")


def test_known_segmentation(tokenizer):
    vocab = {i: t for t, i in tokenizer.vocab.items()}
    pieces = [vocab[i] for i in tokenizer.encode("The Holofernes sycamore, Lazaro!")]
    assert pieces == ["the", "holofernes", "sy", "##cam", "##ore", ",", "la", "##zar", "##o", "!"]
    assert tokenizer.encode("x" * 150) == [tokenizer.unk_id]  # longer than 100 characters


def test_same_ids_as_the_rust_tokenizer(tokenizer):
    tokenizers = pytest.importorskip("tokenizers")
    reference = tokenizers.Tokenizer.from_file(str(default_static_model_dir() / "tokenizer.json"))
    reference.no_truncation()
    for text in SAMPLES:
        assert tokenizer.encode(text) == reference.encode(text, add_special_tokens=False).ids, text
