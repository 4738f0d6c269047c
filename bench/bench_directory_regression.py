"""Precision and recall of the directory lookups on the regression set; prints every miss.

    .venv/bin/python bench/bench_directory_regression.py
"""

from __future__ import annotations

from collections import Counter

from ecclesia_tools.directory.regression import evaluate, read_cases


def main() -> None:
    cases = read_cases()
    report = evaluate(cases)
    per_skill = Counter(c.skill for c in cases)
    print(f"queries: {report.cases} ({', '.join(f'{k} {v}' for k, v in sorted(per_skill.items()))})")
    print(f"precision when a profile is returned: {report.precision:.1%} ({report.answered_right}/{report.answered})")
    print(f"recall on held records: {report.recall:.1%} ({report.held_found}/{report.held})")
    for case, got in report.misses:
        print(f"  miss  {case.skill:26} {case.query!r:45} expected {case.expected}, got {got}")


if __name__ == "__main__":
    main()
