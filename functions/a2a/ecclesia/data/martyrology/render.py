"""Format a martyrology entry as one text."""

from __future__ import annotations

import datetime

from ecclesia.data.martyrology.model import MartyrologyEntry


def format_entry(day: datetime.date, entry: MartyrologyEntry) -> str:
    """The entry as text for reading aloud."""
    lines = [f"Roman Martyrology for {day:%A, %B} {day.day}, {day.year}", entry.title, ""]
    if entry.composed:
        sections = (
            ("calendar:", "Celebrated in the liturgy on this day:"),
            ("martyrology:", "Commemorated in the Roman Martyrology on this day, in its order (facts only):"),
            ("directory:", "Saints whose feast or death falls on this day:"),
        )
        for prefix, heading in sections:
            texts = [e.text for e in entry.elogia if (e.ref or "directory:").startswith(prefix)]
            if texts:
                lines += ([""] if lines[-1] else []) + [heading] + [f"- {t}" for t in texts]
    else:
        for elogium in entry.elogia:
            lines += [elogium.text, ""]
        if entry.closing:
            lines.append(entry.closing)
        while lines and not lines[-1]:
            lines.pop()
    lines += ["", f"Source: {entry.source}"]
    return "\n".join(lines)
