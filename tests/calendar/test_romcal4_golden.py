"""Every calendar compared with romcal 4 (golden4/, tools/romcal/romcal4_golden.py) day by day:
every difference falls in a class explained in KNOWN_DIFFERENCES.md ("romcal 4").

The golden files cover 1970-2100, like the romcal 3 ones; the test walks 2024-2027 of every
calendar to stay fast, `romcal4_compare.py` the whole span for the report.
"""

import pytest

from tests.calendar import romcal4_compare as rc

CALENDARS = [c for c in rc.golden_calendars() if c != "general"] + ["general"]


def test_golden_files_cover_at_least_25_national_calendars():
    national = [c for c in CALENDARS if c not in ("general", "africa", "americas", "asia", "europe")]
    assert len(national) >= 25
    assert {"brazil", "mexico", "philippines", "united_states", "italy", "france", "spain", "poland", "argentina",
            "germany", "india", "peru", "venezuela", "ireland", "scotland", "new_zealand", "malta", "portugal"} <= set(national)


@pytest.mark.parametrize("calendar", CALENDARS)
def test_every_difference_with_romcal4_is_classified(calendar):
    compared, differing, classes, unexplained = rc.classified(calendar, range(2024, 2028))
    assert compared == 1461
    # the main celebration is the same on most days; the rest is romcal 4's (classified) choices
    assert classes["days-with-another-celebration"] < compared * 0.06
    assert not unexplained, f"{len(unexplained)} unexplained, e.g. {unexplained[:5]} (classes: {classes})"


@pytest.mark.parametrize("calendar", CALENDARS)
def test_the_ends_of_the_span_are_classified_too(calendar):
    # 1970-1972: before most entry years and the 2000/2002 Missal changes; 2098-2100: a century
    # year that is not a leap year. Every difference must still fall in a class.
    for years in (range(1970, 1973), range(2098, 2101)):
        compared, _, classes, unexplained = rc.classified(calendar, years)
        assert compared == 1096 if years.start == 1970 else compared == 1095
        assert not unexplained, f"{len(unexplained)} unexplained, e.g. {unexplained[:5]} (classes: {classes})"
