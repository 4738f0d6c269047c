"""Inflected forms of the lexicon's words in the other languages asked in (build time)."""
