"""The Roman Martyrology entry of a calendar day.

``entry_for(day, calendar)`` returns the day's entry:

* from an imported martyrology when an operator has loaded one into the data bundle
  (``python -m ecclesia_tools.martyrology.importer <folder>``; see ``importer.py``), e.g. the
  public-domain 1916 English translation of the 1914 edition in the per-day JSON layout of
  the CatholicOS/martyrology-api repository;
* otherwise composed from facts the project holds: the celebrations the calendar engine
  places on that date, and the saints whose feast or death day the saints directory records
  for it. Such an entry says plainly that it is composed and that the full Martyrology text
  is not loaded.

None when neither has anything for the day.
"""

from ecclesia.data.martyrology.compose import compose_entry
from ecclesia.data.martyrology.model import Elogium, MartyrologyEntry
from ecclesia.data.martyrology.store import ImportedMartyrology, entry_for, imported

__all__ = ["Elogium", "ImportedMartyrology", "MartyrologyEntry", "compose_entry", "entry_for", "imported"]
