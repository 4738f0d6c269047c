"""Value types of the lectionary: a day's Masses and their readings (citations only)."""

from __future__ import annotations

from dataclasses import dataclass

# Headings read aloud, by role. The Easter Vigil numbers its seven readings and psalms.
HEADINGS = {
    "first_reading": "First Reading",
    "psalm": "Responsorial Psalm",
    "second_reading": "Second Reading",
    "epistle": "Epistle",
    "acclamation": "Gospel Acclamation",
    "gospel": "Gospel",
}
_ORDINALS = ("", "First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth")


def heading(role: str) -> str:
    """The printed heading of a reading's role (``first_reading`` -> ``First Reading``)."""
    if role in HEADINGS:
        return HEADINGS[role]
    kind, _, number = role.partition("_")
    if kind == "reading" and number.isdigit():
        return f"{_ORDINALS[int(number)]} Reading"
    if kind == "psalm" and number.isdigit():
        return "Responsorial Psalm" if number != "8" else "Responsorial Psalm after the Epistle"
    return role.replace("_", " ").title()


@dataclass(frozen=True, slots=True)
class Alternative:
    """A reading that may be chosen instead, with the rubric's note."""

    citation: str
    note: str | None


@dataclass(frozen=True, slots=True)
class Reading:
    """One reading of a Mass: its role, citation, alternatives and note."""

    role: str  # first_reading, psalm, second_reading, gospel, reading_3, psalm_3, epistle...
    citation: str  # as printed; may hold "X or Y" (a shorter form or an alternative)
    alternatives: tuple[Alternative, ...]  # other readings that may be chosen instead
    note: str | None

    @property
    def heading(self) -> str:
        """The printed heading of this reading."""
        return heading(self.role)


@dataclass(frozen=True, slots=True)
class MassReadings:
    """The readings of one Mass of the day (the day Mass, a vigil, the Chrism Mass...)."""

    name: str  # "Mass", or "Vigil Mass", "Mass during the Night", "Chrism Mass"...
    number: str | None  # lectionary number (None where no source gave it)
    cycle: str  # "A" | "B" | "C" | "I" | "II" | "*" (the same every year)
    readings: tuple[Reading, ...]
    # A memorial's proper readings that replace only these roles of the weekday's
    # (e.g. the Immaculate Heart of Mary: the gospel); empty when the set is complete.
    proper_roles: tuple[str, ...] = ()
    weekday_number: str | None = None  # the weekday's number when its readings fill the rest
    # Readings of this Mass that the compiled sources do not give (e.g. a psalm); the output
    # says so instead of leaving the listener to think the Mass has none.
    missing_roles: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DayReadings:
    """Every Mass of a liturgical day with its readings."""

    entry_key: str  # the lectionary entry used (the celebration's key or the seasonal day's)
    masses: tuple[MassReadings, ...]

    @property
    def numbers(self) -> tuple[str, ...]:
        """The lectionary numbers of the day's Masses, without repeats."""
        found = [n for m in self.masses for n in (m.number, m.weekday_number) if n]
        return tuple(dict.fromkeys(found))
