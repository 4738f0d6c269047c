"""Cheap language detection for questions: scripts first, then common function words.

Questions are short, so statistical detectors add weight without much accuracy. Non-Latin
scripts identify most languages outright; for Latin-script text the language whose most
frequent short words occur most often wins. Unknown or tied text counts as English, the
knowledge base's main language.
"""

from __future__ import annotations

import re
import unicodedata

DEFAULT_LANGUAGE = "en"

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English", "es": "Spanish", "fr": "French", "it": "Italian", "de": "German",
    "pt": "Portuguese", "pl": "Polish", "nl": "Dutch", "la": "Latin", "ru": "Russian",
    "uk": "Ukrainian", "el": "Greek", "ar": "Arabic", "he": "Hebrew", "zh": "Chinese",
    "ja": "Japanese", "ko": "Korean", "hi": "Hindi", "vi": "Vietnamese", "tl": "Tagalog",
}

_FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset("the is are was what who why how does do did of and to in for with about "
                    "which when where can church should his her it this that".split()),
    "es": frozenset("el la los las es son qué que quién por cómo cuál dónde del de y en una un "
                    "para con sobre se lo iglesia según cuándo".split()),
    "fr": frozenset("le la les est sont qu que qui pourquoi comment quel quelle des du de et "
                    "en une un pour avec sur ce dans église selon au aux".split()),
    "it": frozenset("il lo la gli le è sono che cosa chi perché come quale dove del della di e "
                    "in una un per con sulla chiesa secondo nel".split()),
    "de": frozenset("der die das ist sind was wer warum wie welche wo des dem den und in ein "
                    "eine für mit über kirche nach nicht auch".split()),
    "pt": frozenset("o a os as é são que quem porque como qual onde do da de e em uma um para "
                    "com sobre igreja segundo no na".split()),
    "pl": frozenset("jest są co kto dlaczego jak który gdzie i w na z do o się czy kościół "
                    "według nie to".split()),
    "nl": frozenset("de het een is zijn wat wie waarom hoe welke waar van en in voor met over "
                    "kerk niet".split()),
    "la": frozenset("est sunt quid quis cur quomodo et in ad cum de ecclesia non quae qui "
                    "sed ut enim".split()),
    "vi": frozenset("là gì ai tại sao như thế nào của và trong cho với giáo hội không".split()),
    "tl": frozenset("ang ng mga ano sino bakit paano sa at ay si simbahan".split()),
}

# Letters that only some Latin-script languages use: a strong hint, weighted double.
_MARK_LETTERS: dict[str, str] = {"ñ": "es", "¿": "es", "¡": "es", "ã": "pt", "õ": "pt",
                                 "ç": "pt", "ß": "de", "ä": "de", "ö": "de", "ü": "de",
                                 "ł": "pl", "ą": "pl", "ę": "pl", "ś": "pl", "ż": "pl",
                                 "ź": "pl", "ć": "pl", "ń": "pl", "ơ": "vi", "ư": "vi", "đ": "vi"}

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def _script_language(text: str) -> str | None:
    counts: dict[str, int] = {}
    letters = 0
    for char in text:
        if not char.isalpha():
            continue
        letters += 1
        name = unicodedata.name(char, "")
        for script, code in (("CYRILLIC", "ru"), ("GREEK", "el"), ("ARABIC", "ar"),
                             ("HEBREW", "he"), ("HANGUL", "ko"), ("HIRAGANA", "ja"),
                             ("KATAKANA", "ja"), ("CJK", "zh"), ("DEVANAGARI", "hi")):
            if name.startswith(script):
                counts[code] = counts.get(code, 0) + 1
                break
    if not letters or sum(counts.values()) * 2 < letters:
        return None
    if counts.get("ja"):  # Japanese mixes kana with CJK ideographs
        return "ja"
    code = max(counts, key=counts.__getitem__)
    if code == "ru" and re.search(r"[іїєґ]", text.lower()):
        return "uk"
    return code


def detect_language(text: str, default: str = DEFAULT_LANGUAGE) -> str:
    """An ISO 639-1 code for ``text``; ``default`` when the text gives no evidence."""
    by_script = _script_language(text)
    if by_script:
        return by_script
    lowered = text.lower()
    scores = {code: 0.0 for code in _FUNCTION_WORDS}
    for word in _WORD.findall(lowered):
        for code, words in _FUNCTION_WORDS.items():
            if word in words:
                scores[code] += 1.0
    for char, code in _MARK_LETTERS.items():
        if char in lowered:
            scores[code] += 2.0
    best = max(scores.values())
    if best == 0:
        return default
    leaders = [code for code, score in scores.items() if score == best]
    return DEFAULT_LANGUAGE if DEFAULT_LANGUAGE in leaders else leaders[0]


def all_function_words() -> frozenset[str]:
    """Every language's function words: words that say nothing about a question's topic."""
    return frozenset().union(*_FUNCTION_WORDS.values())


def language_name(code: str) -> str:
    return LANGUAGE_NAMES.get(code, "the language of the question")
