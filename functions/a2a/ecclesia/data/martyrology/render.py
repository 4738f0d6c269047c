"""Format a martyrology entry as one text."""

from __future__ import annotations

import datetime

from ecclesia.data.martyrology.model import MartyrologyEntry


def format_entry(day: datetime.date, entry: MartyrologyEntry) -> str:
    lines = [f"Roman Martyrology for {day:%A, %B} {day.day}, {day.year}", entry.title, ""]
    if entry.composed:
        liturgy = [e.text for e in entry.elogia if (e.ref or "").startswith("calendar:")]
        directory = [e.text for e in entry.elogia if not (e.ref or "").startswith("calendar:")]
        if liturgy:
            lines += ["Celebrated in the liturgy on this day:"] + [f"- {t}" for t in liturgy]
        if directory:
            lines += ([""] if liturgy else []) + ["Saints whose feast or death falls on this day:"]
            lines += [f"- {t}" for t in directory]
    else:
        for elogium in entry.elogia:
            lines += [elogium.text, ""]
        if entry.closing:
            lines.append(entry.closing)
        while lines and not lines[-1]:
            lines.pop()
    lines += ["", f"Source: {entry.source}"]
    return "\n".join(lines)
