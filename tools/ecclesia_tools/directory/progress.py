"""A tiny progress printer for the importers (stderr, no dependencies) and their report."""

from __future__ import annotations

import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import TextIO


class Progress:
    """``label  1234/5000 [#####.....]  24%`` redrawn at most ten times a second."""

    def __init__(self, label: str, total: int | None = None, stream: TextIO | None = None) -> None:
        self.label = label
        self.total = total
        self.count = 0
        self.stream = stream or sys.stderr
        self._last_draw = 0.0

    def advance(self, step: int = 1) -> None:
        self.count += step
        now = time.monotonic()
        if now - self._last_draw >= 0.1:
            self._last_draw = now
            self._draw()

    def close(self) -> None:
        self._draw()
        self.stream.write("\n")
        self.stream.flush()

    def _draw(self) -> None:
        if self.total:
            done = min(self.count / self.total, 1.0)
            bar = "#" * int(done * 30)
            line = f"\r{self.label:<12} {self.count}/{self.total} [{bar:<30}] {done:4.0%}"
        else:
            line = f"\r{self.label:<12} {self.count}"
        self.stream.write(line)
        self.stream.flush()


@dataclass
class ImportReport:
    """Rows accepted and rejected per directory, with the reasons for rejection."""

    accepted: Counter = field(default_factory=Counter)
    rejected: Counter = field(default_factory=Counter)
    reasons: dict[str, Counter] = field(default_factory=dict)
    examples: list[str] = field(default_factory=list)

    def accept(self, kind: str) -> None:
        self.accepted[kind] += 1

    def reject(self, kind: str, reason: str, where: str) -> None:
        self.rejected[kind] += 1
        self.reasons.setdefault(kind, Counter())[reason] += 1
        if len(self.examples) < 20:
            self.examples.append(f"{where}: {reason}")

    def render(self) -> str:
        lines = ["import report:"]
        for kind in sorted(set(self.accepted) | set(self.rejected)):
            lines.append(f"  {kind}: {self.accepted[kind]} accepted, {self.rejected[kind]} rejected")
            for reason, count in self.reasons.get(kind, Counter()).most_common():
                lines.append(f"    {count} x {reason}")
        if self.examples:
            lines.append("  first rejected rows:")
            lines += [f"    {example}" for example in self.examples]
        return "\n".join(lines)
