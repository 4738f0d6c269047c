"""Behaviour of the calendar engine on days whose answer is known from the Roman Missal and
the Holy See's decrees (independent of the romcal golden comparison)."""

import datetime as dt

import pytest

from ecclesia.data.calendar import calendars, date_of, liturgical_day, liturgical_year


def day(iso, calendar="general"):
    return liturgical_day(dt.date.fromisoformat(iso), calendar)


@pytest.mark.parametrize(
    "year,easter",
    [(1970, "1970-03-29"), (2000, "2000-04-23"), (2008, "2008-03-23"), (2011, "2011-04-24"), (2026, "2026-04-05"), (2038, "2038-04-25"), (2100, "2100-03-28")],
)
def test_easter_dates(year, easter):
    assert date_of("easter_sunday", year) == dt.date.fromisoformat(easter)


def test_a_year_has_every_day_once():
    days = liturgical_year(2024)
    assert len(days) == 366 and days[0].date == dt.date(2024, 1, 1) and days[-1].date == dt.date(2024, 12, 31)


def test_cycles_and_psalter_2026():
    assert (day("2026-01-27").sunday_cycle, day("2026-01-27").weekday_cycle) == ("A", "II")
    advent = day("2026-11-29")
    assert advent.celebration.key == "advent_1_sunday" and advent.sunday_cycle == "B" and advent.weekday_cycle == "I"
    assert advent.psalter_week == 1 and day("2026-01-27").psalter_week == 3


def test_rose_sundays():
    assert day("2026-12-13").celebration.color == "rose"  # Gaudete
    assert day("2026-03-15").celebration.color == "rose"  # Laetare


def test_joseph_moves_before_palm_sunday_in_holy_week_2008():
    assert day("2008-03-15").celebration.key == "joseph_spouse_of_mary"
    assert day("2008-03-19").celebration.key == "holy_wednesday"
    assert date_of("annunciation_of_the_lord", 2008) == dt.date(2008, 3, 31)  # after the Easter octave


def test_immaculate_conception_on_advent_sunday_moves_to_monday():
    assert day("2019-12-08").celebration.key == "advent_2_sunday"
    assert day("2019-12-09").celebration.key == "immaculate_conception_of_the_blessed_virgin_mary"


def test_john_the_baptist_anticipated_when_sacred_heart_2022():
    assert day("2022-06-24").celebration.key == "most_sacred_heart_of_jesus"
    assert day("2022-06-23").celebration.key == "nativity_of_john_the_baptist"


@pytest.mark.parametrize(
    "key,first_year",
    [("mary_mother_of_the_church", 2018), ("paul_vi_pope", 2019), ("faustina_kowalska_virgin", 2020),
     ("martha_of_bethany_mary_of_bethany_and_lazarus_of_bethany", 2021), ("john_paul_ii_pope", 2014),
     ("gregory_of_narek_abbot", 2021), ("hildegard_of_bingen_abbess", 2021), ("teresa_of_calcutta_virgin", 2025)],
)
def test_celebrations_only_from_their_entry_year(key, first_year):
    # Search a few years either side (a given year may impede the celebration).
    before = [date_of(key, y) for y in range(first_year - 3, first_year)]
    after = [date_of(key, y) for y in range(first_year, first_year + 4)]
    assert before == [None, None, None]
    assert any(after)


def test_martha_alone_before_2021_and_magdalene_a_feast_from_2016():
    assert day("2019-07-29").celebration.key == "martha_of_bethany"
    assert day("2015-07-22").celebration.rank == "memorial"
    assert day("2016-07-22").celebration.rank == "feast"


def test_memorials_in_lent_become_optional():
    friday = day("2026-03-06")  # no saint
    saturday = day("2026-03-07")  # Perpetua and Felicity, an obligatory memorial, in Lent
    assert friday.optional_memorials == ()
    assert saturday.celebration.key == "lent_2_saturday"
    assert [c.key for c in saturday.optional_memorials] == ["perpetua_of_carthage_and_felicity_of_carthage_martyrs"]
    assert saturday.temporal_key == "lent_2_saturday"


def test_temporal_key_under_a_memorial():
    d = day("2026-01-28")
    assert d.celebration.key == "thomas_aquinas_priest" and d.temporal_key == "ordinary_time_3_wednesday"


def test_united_states_moves_epiphany_ascension_corpus_christi_to_sunday():
    assert date_of("epiphany_of_the_lord", 2026, "united_states") == dt.date(2026, 1, 4)
    assert date_of("ascension_of_the_lord", 2026, "united_states") == dt.date(2026, 5, 17)
    assert date_of("most_holy_body_and_blood_of_christ", 2026, "united_states") == dt.date(2026, 6, 7)
    assert date_of("ascension_of_the_lord", 2026) == dt.date(2026, 5, 14)
    assert day("2026-01-04", "united_states").celebration.key == "epiphany_of_the_lord"
    assert day("2026-01-05", "united_states").celebration.key == "john_nepomucene_neumann_bishop"



def test_philippines_moves_epiphany_ascension_corpus_christi_to_sunday():
    # CBCP norms (confirmed 1985) and the CBCP-ECBA 2026 readings guide; see datasets/calendar/PROVENANCE.md.
    assert date_of("epiphany_of_the_lord", 2026, "philippines") == dt.date(2026, 1, 4)
    assert date_of("ascension_of_the_lord", 2026, "philippines") == dt.date(2026, 5, 17)
    assert date_of("most_holy_body_and_blood_of_christ", 2026, "philippines") == dt.date(2026, 6, 7)
    assert date_of("epiphany_of_the_lord", 2026) == dt.date(2026, 1, 6)
    assert date_of("ascension_of_the_lord", 2026) == dt.date(2026, 5, 14)
    assert date_of("most_holy_body_and_blood_of_christ", 2026) == dt.date(2026, 6, 4)
    # Knock-on days: the weekdays after Epiphany, the vacated Thursdays, the Baptism on Monday
    # when Epiphany takes 7 January (UNLYC 38).
    assert day("2026-01-06", "philippines").celebration.key == "tuesday_after_epiphany"
    assert day("2026-05-14", "philippines").celebration.key == "matthias_apostle"
    assert day("2026-06-04", "philippines").celebration.key == "ordinary_time_9_thursday"
    assert date_of("baptism_of_the_lord", 2029, "philippines") == dt.date(2029, 1, 8)
    assert date_of("baptism_of_the_lord", 2029) == dt.date(2029, 1, 7)


def test_philippine_transfer_class_explains_only_philippine_transfer_days():
    from tests.calendar.romcal_compare import Difference, explain

    moved = Difference("philippines", dt.date(2026, 5, 17), "key", "ascension_of_the_lord", "easter_time_7_sunday", "ascension_of_the_lord")
    assert explain(moved, {}) == "philippines-sunday-transfers"
    assert explain(Difference("general", moved.date, "key", moved.ours, moved.romcal, moved.key), {}) is None
    wrong_day = Difference("philippines", dt.date(2026, 5, 24), "key", "ascension_of_the_lord", "pentecost_sunday", "ascension_of_the_lord")
    assert explain(wrong_day, {}) is None
    other_field = Difference("philippines", dt.date(2026, 1, 4), "color", "white", "green", "epiphany_of_the_lord")
    assert explain(other_field, {}) is None

def test_santo_nino_replaces_the_third_sunday_of_january_only_in_the_philippines():
    # Holy See indult (datasets/calendar/PROVENANCE.md): the feast takes the Sunday's place.
    santo_nino = day("2026-01-18", "philippines")
    assert santo_nino.celebration.key == "holy_child_of_cebu"
    assert santo_nino.temporal_key == "ordinary_time_2_sunday" and santo_nino.celebration.color == "white"
    assert day("2026-01-18").celebration.key == "ordinary_time_2_sunday"
    # Also over the Sunday of the Word of God when the third Sunday is the 3rd in Ordinary Time.
    assert day("2024-01-21", "philippines").celebration.key == "holy_child_of_cebu"
    assert day("2024-01-21").celebration.key == "sunday_of_the_word_of_god"
    assert date_of("holy_child_of_cebu", 2027, "philippines") == dt.date(2027, 1, 17)
    assert date_of("holy_child_of_cebu", 2026) is None


def test_the_santo_nino_sunday_takes_the_santo_nino_readings():
    from ecclesia.data.lectionary import readings_for

    philippines, general = (readings_for(day("2026-01-18", c)) for c in ("philippines", "general"))
    assert philippines.entry_key == "holy_child_of_cebu"
    assert philippines.masses[0].readings[0].citation == "Isa 9:1-6"
    assert general.entry_key != "holy_child_of_cebu"


def test_santo_nino_class_explains_only_the_philippine_third_sunday_of_january():
    from tests.calendar.romcal_compare import Difference, explain

    kept = Difference("philippines", dt.date(2026, 1, 18), "key", "holy_child_of_cebu", "ordinary_time_2_sunday", "holy_child_of_cebu")
    assert explain(kept, {}) == "philippines-santo-nino-indult"
    assert explain(Difference("general", kept.date, "key", kept.ours, kept.romcal, kept.key), {}) is None
    fourth_sunday = Difference("philippines", dt.date(2026, 1, 25), "key", "holy_child_of_cebu", "ordinary_time_3_sunday", "holy_child_of_cebu")
    assert explain(fourth_sunday, {}) is None
    other_field = Difference("philippines", kept.date, "color", "white", "GREEN", "holy_child_of_cebu")
    assert explain(other_field, {}) is None


def test_seasons_and_triduum():
    assert day("2026-04-02").season == "lent"
    assert day("2026-04-03").season == "paschal_triduum" and day("2026-04-03").celebration.rank == "triduum"
    assert day("2026-04-05").season == "easter"
    assert day("2026-05-25").season == "ordinary_time" and day("2026-05-25").season_week == 8


def test_calendars_and_bad_input():
    assert {"general", "united_states", "canada", "england", "wales", "philippines", "australia"} <= set(calendars())
    with pytest.raises(ValueError, match="unknown calendar"):
        liturgical_day(dt.date(2026, 1, 1), "atlantis")
    with pytest.raises(ValueError, match="1970"):
        liturgical_day(dt.date(1960, 1, 1))


def test_date_of_finds_a_temporal_day_under_a_celebration():
    # 19 March 2026 is Thursday of the 4th week of Lent, celebrated as Saint Joseph.
    assert date_of("lent_4_thursday", 2026) == dt.date(2026, 3, 19)
    assert date_of("no_such_celebration", 2026) is None
