"""A celebration is named by its saint's title in that year: "Blessed ..." between beatification
and canonization, "Saint ..." from the first feast on or after the canonization - only where a
canonization date is sourced (datasets/calendar/sources/entry_years.json, "canonized")."""

import json
from pathlib import Path

import pytest

from ecclesia.data.calendar import liturgical_year
from ecclesia.data.calendar.data import blessed_name, saint_name

DATASETS = Path(__file__).resolve().parents[2] / "datasets"


def names_by_year(key: str, calendar: str, years: range) -> dict[int, str]:
    """The name the calendar gives ``key`` in each year it is celebrated or offered."""
    found = {}
    for year in years:
        for day in liturgical_year(year, calendar):
            for celebration in (day.celebration, *day.optional_memorials):
                if celebration.key == key:
                    found[year] = celebration.name
    return found


@pytest.mark.parametrize(("key", "calendar", "blessed", "saint", "name"), [
    # beatified 5 March 2000, canonized 21 October 2012; his day (2 April) in 2012 came before it
    ("pedro_calungsod_martyr", "philippines", range(2000, 2013), range(2013, 2031), "Pedro Calungsod, Martyr"),
    # beatified 1 May 2011, canonized 27 April 2014; 22 October
    ("john_paul_ii_pope", "poland", range(2011, 2014), range(2014, 2031), "John Paul II, Pope"),
    # beatified 6 May 1990, canonized 31 July 2002; 9 December
    ("juan_diego_cuauhtlatoatzin", "mexico", range(1990, 2002), range(2002, 2031), "Juan Diego Cuauhtlatoatzin"),
    # beatified 1994, canonized 23 October 2005; 18 August
    ("alberto_hurtado_priest", "chile", range(1994, 2006), range(2006, 2031), "Alberto Hurtado, Priest"),
    # canonized on her day, 8 June 1997, at Kraków
    ("hedwig_of_poland", "poland", range(1979, 1997), range(1997, 2031), "Hedwig of Poland"),
    # beatified 18 April 1993, canonized 30 April 2000; 5 October (the name comes from the general calendar)
    ("faustina_kowalska_virgin", "poland", range(1993, 2000), range(2000, 2031), "Faustina Kowalska, Virgin"),
    # the United States (hand-compiled entry years): canonized 21 October 2012, 1 October 2000, 23 September 2015
    ("kateri_tekakwitha_virgin", "united_states", range(1980, 2013), range(2013, 2031), "Kateri Tekakwitha, Virgin"),
    ("katharine_drexel_virgin", "united_states", range(1989, 2001), range(2001, 2031), "Katharine Drexel, Virgin"),
    ("junipero_serra_priest", "mexico", range(1989, 2016), range(2016, 2031), "Junípero Serra, Priest"),
    # canonized 17 October 2010 and 13 October 2019, after their days (8 August, 9 October) that year
    ("mary_of_the_cross_mackillop_virgin", "australia", range(1995, 2011), range(2011, 2031), "Mary of the Cross MacKillop, Virgin"),
    ("john_henry_newman_priest", "england", range(2010, 2020), range(2020, 2031), "John Henry Newman, Priest"),
    # Brazil and India: 11 May 2007, 19 May 2002, 3 April 2014 (equipollent), 12 October 2008, 23 November 2014
    ("anthony_of_saint_anne_galvao_priest", "brazil", range(1998, 2007), range(2007, 2031), "Anthony of Saint Anne Galvão, Priest"),
    ("joseph_de_anchieta_priest", "brazil", range(1980, 2014), range(2014, 2031), "Joseph de Anchieta, Priest"),
    ("alphonsa_of_the_immaculate_conception_muttathupadathu_virgin", "india", range(1986, 2009), range(2009, 2031),
     "Alphonsa of the Immaculate Conception Muttathupadathu, Virgin"),
    # canonizations sourced this round: 12 November 1989, 11 October 1992 (Santo Domingo), 15 October 2006,
    # 3 June 2007, 14 January 2015 (Colombo), 14 October 2018
    ("albert_chmielowski_religious", "poland", range(1984, 1990), range(1990, 2031), "Albert Chmielowski, Religious"),
    ("ezequiel_moreno_bishop", "philippines", range(1976, 1993), range(1993, 2031), "Ezequiel Moreno, Bishop"),
    ("raphael_guizar_y_valencia_bishop", "mexico", range(1995, 2006), range(2006, 2031), "Raphael Guízar y Valencia, Bishop"),
    ("george_preca_priest", "malta", range(2001, 2008), range(2008, 2031), "George Preca, Priest"),
    ("joseph_vaz_priest", "sri_lanka", range(1995, 2015), range(2015, 2031), "Joseph Vaz, Priest"),
    ("nazaria_ignacia_of_saint_teresa_of_jesus_march_mesa_virgin", "bolivia", range(1993, 2019), range(2019, 2031),
     "Nazaria Ignacia of Saint Teresa of Jesus March Mesa, Virgin"),
    # Canada: beatified 23 May 1982 (now sourced, so the Canadian entry starts in 1983), canonized 17 October 2010
    ("andre_bessette_religious", "canada", range(1983, 2011), range(2011, 2031), "André Bessette, Religious"),
    # the reverse: compiled as "Blessed", canonized 19 October 2025
    ("peter_to_rot_martyr", "australia", range(1995, 2026), range(2026, 2031), "Peter To Rot, Martyr"),
])
def test_blessed_before_canonization_saint_after(key, calendar, blessed, saint, name):
    found = names_by_year(key, calendar, range(1970, 2031))
    assert blessed.start <= min(found) <= blessed.start + 2  # not before the beatification (some years impeded)
    before = {y: n for y, n in found.items() if y in blessed}
    after = {y: n for y, n in found.items() if y in saint}
    assert len(before) >= len(blessed) // 2 and len(after) >= min(5, len(saint) - 1)  # kept most years (not impeded)
    assert set(before.values()) == {f"Blessed {name}"}, before
    assert set(after.values()) == {f"Saint {name}"}, after


def test_the_fatima_children_are_blesseds_until_their_canonization_on_13_may_2017():
    # beatified 13 May 2000 (first kept on 20 February 2001), canonized at Fatima 13 May 2017
    found = names_by_year("jacinta_marto_and_francisco_marto", "portugal", range(1999, 2020))
    assert min(found) == 2001
    assert found[2017] == "Blessed Jacinta and Francisco Marto"
    assert found[2018] == "Saints Jacinta and Francisco Marto"


def test_the_general_calendar_keeps_saint_john_paul_ii_from_2014_only():
    assert names_by_year("john_paul_ii_pope", "general", range(2010, 2016)) == {2014: "Saint John Paul II, Pope",
                                                                                2015: "Saint John Paul II, Pope"}


def test_canonization_dates_agree_with_the_directory_where_it_has_one():
    facts = json.loads((DATASETS / "calendar" / "sources" / "entry_years.json").read_text(encoding="utf-8"))
    canonized = {b["key"]: b["canonized"] for b in facts["beatified"] if "canonized" in b}
    canonized.update({c["key"]: c for c in facts["canonized"]})
    assert len(canonized) >= 23 and all(c["sources"] for c in canonized.values())
    directory = {}
    for line in (DATASETS / "directory" / "saints.jsonl").read_text(encoding="utf-8").splitlines():
        saint = json.loads(line)
        directory[saint["saint_id"]] = saint.get("canonization_date")
    assert canonized["john_paul_ii_pope"]["date"] == directory["john-paul-ii"]


def test_saint_name():
    assert saint_name("Blessed Peter To Rot, Martyr") == "Saint Peter To Rot, Martyr"
    assert saint_name("Saint Joseph") == "Saint Joseph"


def test_blessed_name():
    assert blessed_name("Saint Pedro Calungsod, Martyr") == "Blessed Pedro Calungsod, Martyr"
    assert blessed_name("Saints Cyril and Methodius") == "Blessed Cyril and Methodius"
    assert blessed_name("Our Lady of Fatima") == "Our Lady of Fatima"


def test_the_readings_name_the_title_of_that_year():
    from ecclesia.skills import liturgical_readings
    from ecclesia.skills.base import SkillRequest

    def heading(date: str, calendar: str) -> str:
        return liturgical_readings.run(SkillRequest(text=None, data={"date": date, "calendar": calendar})).parts[0].text.splitlines()[2]

    assert heading("2012-10-22", "poland") == "Blessed John Paul II, Pope"
    assert heading("2014-10-22", "poland") == "Saint John Paul II, Pope"
    assert heading("1992-12-09", "mexico") == "Blessed Juan Diego Cuauhtlatoatzin"
