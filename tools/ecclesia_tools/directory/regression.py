"""The directory regression set: real-world queries with the record each should find.

``tests/directory/regression/queries.tsv`` holds one query per line: skill id, query, and the
expected record id or ``not_found``. ``evaluate`` runs every query through its skill and
measures what a user meets:

- precision: of the queries answered with a profile, the share answered with the right one
  (a profile for a query that should be not_found counts as wrong);
- recall: of the queries whose record we hold, the share answered with that record.

Used by ``tests/directory/test_regression.py`` (targets: precision >= 98%, recall >= 95%)
and ``bench/bench_directory_regression.py`` (prints the figures and every miss).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ecclesia.data.bundle import REPO_ROOT

QUERIES = REPO_ROOT / "tests" / "directory" / "regression" / "queries.tsv"
ID_FIELDS = {
    "saint_lookup": "saint_id", "person_lookup": "person_id", "pope_lookup": "pope_id",
    "diocese_lookup": "source_code", "diocese_statistics_lookup": "source_code",
}


@dataclass(frozen=True, slots=True)
class Case:
    skill: str
    query: str
    expected: str  # a record id, or "not_found"


@dataclass(slots=True)
class Report:
    cases: int = 0
    answered: int = 0
    answered_right: int = 0
    held: int = 0
    held_found: int = 0
    misses: list[tuple[Case, str]] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.answered_right / self.answered if self.answered else 1.0

    @property
    def recall(self) -> float:
        return self.held_found / self.held if self.held else 1.0


def read_cases(path: Path = QUERIES) -> list[Case]:
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 3 or parts[0] not in ID_FIELDS:
            raise ValueError(f"{path}:{number}: expected 'skill<TAB>query<TAB>expected'")
        cases.append(Case(*(p.strip() for p in parts)))
    return cases


def answer(case: Case) -> str:
    """The record id the skill returned, or ``not_found``."""
    from ecclesia.skills import get_skill
    from ecclesia.skills.base import SkillRequest

    result = get_skill(case.skill).run(SkillRequest(text=case.query, data={}))
    data = result.parts[0].data
    return "not_found" if "error" in data else data[ID_FIELDS[case.skill]]


def evaluate(cases: list[Case] | None = None) -> Report:
    report = Report()
    for case in cases if cases is not None else read_cases():
        got = answer(case)
        report.cases += 1
        if got != "not_found":
            report.answered += 1
            report.answered_right += got == case.expected
        if case.expected != "not_found":
            report.held += 1
            report.held_found += got == case.expected
        if got != case.expected:
            report.misses.append((case, got))
    return report
