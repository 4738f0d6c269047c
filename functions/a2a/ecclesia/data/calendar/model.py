"""The public value types of the liturgical calendar."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

# Ranks, highest first. "triduum" is used for Good Friday and Holy Saturday, which are
# neither solemnities nor ordinary weekdays; Easter Sunday is a "solemnity" and Holy
# Thursday a "weekday" (the Triduum begins only with its evening Mass).
RANKS = ("triduum", "solemnity", "sunday", "feast", "memorial", "optional_memorial", "weekday")
# Colours. "rose" may replace purple on Gaudete and Laetare Sundays; the Commemoration of
# All the Faithful Departed is "purple" (black is also permitted); Holy Saturday, which has
# no Mass during the day, carries the purple of its Office.
COLORS = ("white", "red", "green", "purple", "rose", "black")
SEASONS = ("advent", "christmas", "lent", "paschal_triduum", "easter", "ordinary_time")


@dataclass(frozen=True, slots=True)
class Celebration:
    """A celebration: its romcal key, English name, rank, colour and precedence."""

    key: str  # romcal v3 celebration id, e.g. "easter_sunday", "ordinary_time_3_tuesday"
    name: str  # English name
    rank: str  # one of RANKS
    color: str  # one of COLORS
    precedence: str  # table-of-precedence level, romcal-style name, e.g. "GENERAL_SOLEMNITY_3"


@dataclass(frozen=True, slots=True)
class LiturgicalDay:
    """One civil day in one calendar: what is celebrated, the season and week, and the cycles."""

    date: datetime.date
    calendar: str  # "general" or a national calendar id, see calendars()
    celebration: Celebration  # what is celebrated after precedence and transfers
    optional_memorials: tuple[Celebration, ...]  # optional memorials / commemorations allowed
    season: str  # one of SEASONS
    season_week: int | None  # week within the season; None in Christmas time and the Triduum
    sunday_cycle: str  # "A" | "B" | "C"
    weekday_cycle: str  # "I" | "II"
    psalter_week: int  # 1..4
    temporal_key: str  # the proper-of-time day underneath, e.g. "lent_2_friday"
