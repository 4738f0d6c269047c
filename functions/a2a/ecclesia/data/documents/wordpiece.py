"""BERT's uncased WordPiece tokenizer in plain Python, read from a ``tokenizer.json``.

The static model needs only token ids, and the Rust ``tokenizers`` package would bring
huggingface_hub and a 30 MB tail into the Lambda; this reproduces its ``BertNormalizer``
(clean text, spaced CJK, accents stripped, lower case), ``BertPreTokenizer`` (split on
white space and punctuation) and greedy longest-match-first ``WordPiece`` exactly
(tests/documents/test_wordpiece.py compares the two on the whole default corpus when
``tokenizers`` is installed). Words are cached, so a corpus costs one lookup per word.
"""

from __future__ import annotations

import json
import unicodedata
from functools import lru_cache
from pathlib import Path


def _is_punctuation(ch: str) -> bool:
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _is_cjk(cp: int) -> bool:
    return (0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF or 0x20000 <= cp <= 0x2A6DF
            or 0x2A700 <= cp <= 0x2B73F or 0x2B740 <= cp <= 0x2B81F or 0x2B820 <= cp <= 0x2CEAF
            or 0xF900 <= cp <= 0xFAFF or 0x2F800 <= cp <= 0x2FA1F)


class WordPieceTokenizer:
    """The WordPiece tokenizer of a ``tokenizer.json``, in pure Python."""

    def __init__(self, tokenizer_json: Path) -> None:
        spec = json.loads(Path(tokenizer_json).read_text(encoding="utf-8"))
        model = spec["model"]
        if model.get("type") != "WordPiece" or (spec.get("normalizer") or {}).get("type") != "BertNormalizer":
            raise ValueError(f"{tokenizer_json}: expected a BERT WordPiece tokenizer")
        normalizer = spec["normalizer"]
        self.lowercase = normalizer.get("lowercase", True)
        strip = normalizer.get("strip_accents")
        self.strip_accents = self.lowercase if strip is None else strip
        self.vocab: dict[str, int] = model["vocab"]
        self.prefix = model.get("continuing_subword_prefix", "##")
        self.max_chars = model.get("max_input_chars_per_word", 100)
        self.unk_id = self.vocab[model["unk_token"]]
        self.word_ids = lru_cache(maxsize=500_000)(self._word_ids)

    # ASCII fast path: tab/newline/return become spaces, other control characters vanish.
    _ASCII_CLEAN = {cp: (" " if chr(cp) in "\t\n\r" else None) for cp in [*range(32), 127]}

    def normalise(self, text: str) -> str:
        """``text`` cleaned (and lower-cased) as the model's normaliser does."""
        if text.isascii():
            text = text.translate(self._ASCII_CLEAN)
            return text.lower() if self.lowercase else text
        out = []
        for ch in text:
            cp = ord(ch)
            if cp == 0 or cp == 0xFFFD:
                continue
            category = unicodedata.category(ch)
            if ch in "\t\n\r" or ch == " " or category == "Zs":
                out.append(" ")
            elif category in ("Cc", "Cf"):
                continue
            elif _is_cjk(cp):
                out.append(f" {ch} ")
            else:
                out.append(ch)
        text = "".join(out)
        if self.strip_accents:
            text = "".join(ch for ch in unicodedata.normalize("NFD", text) if unicodedata.category(ch) != "Mn")
        return text.lower() if self.lowercase else text

    def words(self, text: str) -> list[str]:
        """The words and punctuation of ``text`` after normalisation."""
        words: list[str] = []
        for chunk in self.normalise(text).split():
            start = 0
            for i, ch in enumerate(chunk):
                if _is_punctuation(ch):
                    if i > start:
                        words.append(chunk[start:i])
                    words.append(ch)
                    start = i + 1
            if start < len(chunk):
                words.append(chunk[start:])
        return words

    def _word_ids(self, word: str) -> tuple[int, ...]:
        if len(word) > self.max_chars:
            return (self.unk_id,)
        ids: list[int] = []
        start = 0
        while start < len(word):
            end = len(word)
            found = None
            while start < end:
                piece = word[start:end] if start == 0 else self.prefix + word[start:end]
                found = self.vocab.get(piece)
                if found is not None:
                    break
                end -= 1
            if found is None:
                return (self.unk_id,)
            ids.append(found)
            start = end
        return tuple(ids)

    def encode(self, text: str) -> list[int]:
        """The token ids of ``text``."""
        ids: list[int] = []
        for word in self.words(text):
            ids.extend(self.word_ids(word))
        return ids
