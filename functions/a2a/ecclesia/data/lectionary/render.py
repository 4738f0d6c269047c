"""Format a day's readings as one text meant to be read aloud.

Layout: the date, the liturgical day (name, season and week, rank, colour, cycles,
lectionary number), then each Mass of the day and each reading: its heading, its
citation in full book names, and its Douay-Rheims text. Alternatives are marked "Or";
shorter forms printed in the citation ("Jn 1:1-18 or 1:1-5, 9-14") are named after the
text. Psalms are cited by the lectionary's Hebrew number, with the Douay-Rheims
(Vulgate) number beside it where they differ.
"""

from __future__ import annotations

import re
from typing import Any

from ecclesia.data.bible.citations import CitationError, Citation, format_passage, parse, vulgate_psalm
from ecclesia.data.bible.store import VerseStore
from ecclesia.data.lectionary.model import DayReadings, Reading, heading

SEASON_NAMES = {
    "advent": "Advent", "christmas": "Christmas Time", "lent": "Lent",
    "paschal_triduum": "Paschal Triduum", "easter": "Easter Time", "ordinary_time": "Ordinary Time",
}
FOOTER = ("Scripture: Douay-Rheims Bible (public domain). Citations: Lectionary for Mass (USCCB numbering). "
          "Where a citation gives part of a verse (a, b, c), the whole verse is read.")
# A memorial with no proper readings in the table is read with the weekday's, as the
# Lectionary directs for memorials; the listener is told so rather than left to wonder.
WEEKDAY_FALLBACK = ("No proper readings are recorded for this memorial: the readings are those of the weekday, "
                    "as the Lectionary directs for a memorial without proper readings.")
# The Douay-Rheims translates the Vulgate's Judith, a different recension whose verse
# numbers do not match the Lectionary's (Jdt 13:18-19 there is another passage), so the
# text under the Lectionary's numbers would be the wrong words.
OTHER_RECENSION = {"JDT": ("[Text not given: the Douay-Rheims follows the Vulgate's Judith, whose verse numbers "
                           "do not match the Lectionary's.]")}
NO_TEXT = "[Text not available: the Douay-Rheims verse store is not in the data bundle.]"


def format_day(day: Any, readings: DayReadings, store: VerseStore | None, notes: list[str] | tuple[str, ...] = ()) -> str:
    """The day's readings as text for reading aloud (``notes`` follow the day's header)."""
    lines = [f"Mass readings for {day.date:%A, %B} {day.date.day}, {day.date.year}", "", day.celebration.name]
    season = SEASON_NAMES.get(day.season, day.season)
    lines.append(f"Season: {season}" + (f", week {day.season_week}" if day.season_week else ""))
    lines.append(f"Rank: {rank_label(day.celebration)}. Liturgical colour: {day.celebration.color.capitalize()}.")
    lines.append(f"Cycle: Sunday cycle {day.sunday_cycle}, weekday cycle {day.weekday_cycle}.")
    lines.append("Lectionary number: " + (", ".join(readings.numbers) or "not recorded"))
    lines += list(notes)
    if takes_weekday_readings(day, readings):
        lines.append(WEEKDAY_FALLBACK)
    for mass in readings.masses:
        if mass.proper_roles:
            roles = ", ".join(heading(r) for r in mass.proper_roles)
            lines.append(f"Proper readings of the memorial: {roles}; the other readings are the weekday's.")
    if day.optional_memorials:
        lines.append("Optional memorials: " + "; ".join(c.name for c in day.optional_memorials) + ".")
    for mass in readings.masses:
        if len(readings.masses) > 1 or mass.name != "Mass":
            lines += ["", f"== {mass.name}" + (f" (Lectionary {mass.number})" if mass.number else "") + " =="]
        pending = list(mass.missing_roles)
        for reading in mass.readings:
            while pending and _ORDER.get(pending[0], 99) < _ORDER.get(reading.role, 99):
                lines += ["", _not_recorded(pending.pop(0))]
            lines += [""] + _reading_lines(reading, store, _acclamation_label(day) if reading.role == "acclamation" else None)
        lines += [line for role in pending for line in ("", _not_recorded(role))]
    lines += ["", FOOTER]
    return "\n".join(lines)


# All Souls is not a solemnity: it is the Commemoration of All the Faithful Departed, which the
# table of precedence (UNLYC 59, 3) ranks with the solemnities so that it displaces a Sunday.
RANK_LABELS = {
    "commemoration_of_all_the_faithful_departed": "Commemoration (ranked with the solemnities in the table of precedence)",
}


def rank_label(celebration: Any) -> str:
    """The rank as said to a listener ("Optional memorial", "Commemoration ...")."""
    return RANK_LABELS.get(celebration.key, celebration.rank.replace("_", " ").capitalize())


_ORDER = {role: index for index, role in enumerate(("first_reading", "psalm", "second_reading", "acclamation", "gospel"))}


def _not_recorded(role: str) -> str:
    return f"{heading(role)}: not recorded in the sources this table was compiled from."


def takes_weekday_readings(day: Any, readings: DayReadings) -> bool:
    """True when the day keeps a memorial but the readings are the weekday's."""
    celebration = day.celebration
    return (celebration.rank in ("memorial", "optional_memorial") and celebration.key != day.temporal_key
            and readings.entry_key != celebration.key)


def _acclamation_label(day: Any) -> str:
    """Lent sings a verse before the Gospel instead of the Alleluia; the citation is the verse's."""
    if day.season in ("lent", "paschal_triduum"):
        return "Verse before the Gospel (Gospel Acclamation)"
    return "Alleluia verse (Gospel Acclamation)"


def _reading_lines(reading: Reading, store: VerseStore | None, label: str | None = None) -> list[str]:
    lines = _one_choice(label or reading.heading, reading.citation, reading.note, store)
    for alternative in reading.alternatives:
        note = _spoken_note(alternative.note)
        label = f"Or, {reading.heading}" + (f" ({note})" if note else "")
        lines += [""] + _one_choice(label, alternative.citation, None, store)
    return lines


def _one_choice(label: str, citation_text: str, note: str | None, store: VerseStore | None) -> list[str]:
    try:
        forms = parse(citation_text)
    except CitationError as exc:
        return [f"{label}: {citation_text}", f"[The citation could not be read: {exc}.]"]
    main, others = forms[0], forms[1:]
    lines = [f"{label}: {_spoken_citation(main)}"]
    lines.append(_text_of(main, store))
    for form in others:
        if _within(form, main):
            lines.append(f"Or the shorter form: {_spoken_citation(form)}")
        else:  # another passage altogether ("Gen 3:9-15, 20 or Acts 1:12-14"): read it too
            lines += [f"Or: {_spoken_citation(form)}", _text_of(form, store)]
    return lines


def _within(form: Citation, main: Citation) -> bool:
    """True when every verse of ``form`` lies inside ``main``'s span (a shorter form)."""
    spans: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {}  # book: (first, last) (chapter, verse)
    for passage in main.passages:
        for rng in passage.ranges:
            low, high = spans.get(passage.book, ((rng.start.chapter, rng.start.verse), (rng.end.chapter, rng.end.verse)))
            spans[passage.book] = (min(low, (rng.start.chapter, rng.start.verse)), max(high, (rng.end.chapter, rng.end.verse)))
    for passage in form.passages:
        if passage.book not in spans:
            return False
        low, high = spans[passage.book]
        for rng in passage.ranges:
            if (rng.start.chapter, rng.start.verse) < low or (rng.end.chapter, rng.end.verse) > high:
                return False
    return True


def _spoken_note(note: str | None) -> str | None:
    """Notes that tell a listener something ("in Year A"); the table's option numbers do not."""
    if not note or re.match(r"^(opt\b|option\b|resp\b|\d(st|nd|rd|th) re)", note.strip().lower()):
        return None
    return note


def _spoken_citation(citation: Citation) -> str:
    parts = []
    for passage in citation.passages:
        text = format_passage(passage)
        if passage.book == "PSA":
            hebrew = list(dict.fromkeys(r.start.chapter for r in passage.ranges))
            vulgate = list(dict.fromkeys(vulgate_psalm(r.start.chapter, r.start.verse) for r in passage.ranges))
            if vulgate != hebrew:
                names = " and ".join(str(n) for n in vulgate)
                text += f" (Douay-Rheims Psalm{'s' if len(vulgate) > 1 else ''} {names})"
        parts.append(text)
    return "; ".join(parts)


def _text_of(citation: Citation, store: VerseStore | None) -> str:
    if store is None:
        return NO_TEXT
    texts: list[str] = []
    missing: list[str] = []
    for passage in citation.passages:
        if passage.book in OTHER_RECENSION:
            texts.append(OTHER_RECENSION[passage.book])
            continue
        found = store.passage_text(passage)
        texts.append(found.text)
        missing += found.missing
    body = " ".join(t for t in texts if t)
    if missing:
        shown = ", ".join(missing[:5]) + (" and others" if len(missing) > 5 else "")
        note = f"[The Douay-Rheims has no verse numbered {shown} (its numbering differs or joins verses).]"
        body = f"{body} {note}" if body else note
    return body
