"""The Roman Lectionary for Mass: which readings a liturgical day has.

``readings_for(day)`` takes a ``LiturgicalDay`` from ``ecclesia.data.calendar`` and returns
the day's Masses with their lectionary numbers and reading citations, or None when the
lectionary table has nothing for it (a day with no Mass, such as Holy Saturday, or an entry
still missing from the compiled table; see datasets/lectionary/COVERAGE.md).

The table itself is ``datasets/lectionary/lectionary.json`` (copied into the data bundle by
``bundle_build``), keyed by the calendar's celebration keys (romcal v3 ids).
"""

from ecclesia.data.lectionary.model import DayReadings, MassReadings, Reading
from ecclesia.data.lectionary.table import LectionaryTable, default_table, readings_for

__all__ = ["DayReadings", "LectionaryTable", "MassReadings", "Reading", "default_table", "readings_for"]
