"""Resolution rules of the directory lookups, run through the skills on the shipped data."""

from __future__ import annotations

import pytest

from ecclesia.skills import get_skill
from ecclesia.skills.base import DataOutput, SkillInputError, SkillRequest

POPE_HINT = "Top match looks like a pope; try get_pope."
NON_POPE_HINT = "Top match looks like a non-pope clergy member; try get_person."


def ask(skill_id: str, text: str | None = None, **data) -> dict:
    result = get_skill(skill_id).run(SkillRequest(text=text, data=data))
    assert len(result.parts) == 1 and isinstance(result.parts[0], DataOutput)
    return result.parts[0].data


@pytest.mark.parametrize(
    ("query", "saint_id"),
    [
        ("Therese of Lisieux", "therese-of-lisieux"),  # accents
        ("THÉRÈSE OF LISIEUX", "therese-of-lisieux"),  # case
        ("St. Jerome", "jerome"),  # honorific
        ("Saint Catherine of Siena", "catherine-of-siena"),
        ("Padre Pio", "padre-pio"),  # common name
        ("Mother Teresa", "teresa-of-calcutta"),
        ("San Giovanni Bosco", "john-bosco"),  # other language
        ("Saint Fransis of Asisi", "francis-of-assisi"),  # typos
    ],
)
def test_saint_queries_resolve(query, saint_id):
    assert ask("saint_lookup", query)["saint_id"] == saint_id


@pytest.mark.parametrize(
    ("query", "pope_id"),
    [
        ("Pope Francis", "francis"),
        ("John Paul II", "john-paul-ii"),
        ("John Paul 2", "john-paul-ii"),  # Arabic ordinal
        ("Benedict 16", "benedict-xvi"),
        ("Pius the Tenth", "pius-x"),  # ordinal word
        ("Karol Wojtyła", "john-paul-ii"),  # birth name, special letter
        ("Robert Prevost", "leo-xiv"),
        ("Papa Francesco", "francis"),  # other language
        ("Benedikt XVI", "benedict-xvi"),
        ("Gregory the Great", "gregory-i"),
        ("Pope Bendict XVI", "benedict-xvi"),  # typo
    ],
)
def test_pope_queries_resolve(query, pope_id):
    assert ask("pope_lookup", query)["pope_id"] == pope_id


def test_person_queries_resolve_through_titles_and_typos():
    assert ask("person_lookup", "Cardinal Tagle")["person_id"] == "luis-antonio-tagle"
    assert ask("person_lookup", "cardinal parolinn")["person_id"] == "pietro-parolin"


@pytest.mark.parametrize("query", ["Archdiocese of Manila", "Arquidiócesis de Manila", "manila"])
def test_diocese_queries_resolve(query):
    assert ask("diocese_lookup", query)["source_code"] == "dmaml"


def test_ambiguous_saint_query_is_not_found_with_ranked_alternates():
    result = ask("saint_lookup", "Catherine")
    assert result["error"] == "not_found" and "Several saints" in result["hint"]
    ids = {a["id"] for a in result["alternates"]}
    assert {"catherine-of-siena", "catherine-of-alexandria"} <= ids
    scores = [a["score"] for a in result["alternates"]]
    assert scores == sorted(scores, reverse=True)


def test_ambiguous_pope_query_is_not_found_with_alternates():
    result = ask("pope_lookup", "John")
    assert result["error"] == "not_found"
    ids = [a["id"] for a in result["alternates"]]
    assert len(ids) >= 2 and ids[0] == "john-xxiii" and sum(i.startswith("john-") for i in ids) >= 3


def test_unambiguous_query_has_no_alternates():
    assert ask("pope_lookup", "Leo XIV")["alternates"] == []


def test_id_lookups_are_exact():
    assert ask("saint_lookup", saint_id="jerome")["primary_name"] == "Jerome"
    assert ask("pope_lookup", pope_id="benedict-xvi")["birth_name"] == "Joseph Aloisius Ratzinger"
    assert ask("person_lookup", person_id="pietro-parolin")["cardinal_elevation_date"] == "2014-02-22"
    assert ask("diocese_lookup", source_code="dmaml")["primary_name"] == "Archdiocese of Manila"


def test_unknown_id_is_not_found():
    result = ask("pope_lookup", pope_id="no-such-pope")
    assert result["error"] == "not_found" and result["query"] == "no-such-pope"


def test_person_lookup_of_a_pope_gives_the_contract_hint():
    for query in ("Pope Francis", "Robert Prevost", "Cardinal Bergoglio"):
        assert ask("person_lookup", query) == {"error": "not_found", "query": query, "hint": POPE_HINT}


def test_pope_lookup_of_other_clergy_gives_the_contract_hint():
    assert ask("pope_lookup", "Cardinal Tagle") == {"error": "not_found", "query": "Cardinal Tagle", "hint": NON_POPE_HINT}


def test_unresolved_query_is_a_normal_not_found_result():
    result = ask("diocese_lookup", "Archdiocese of Xyzzyqwv")
    assert result["error"] == "not_found" and result["query"] == "Archdiocese of Xyzzyqwv"


@pytest.mark.parametrize(
    ("skill_id", "field"),
    [("saint_lookup", "saint_id"), ("person_lookup", "person_id"), ("pope_lookup", "pope_id"), ("diocese_lookup", "source_code"), ("diocese_statistics_lookup", "source_code")],
)
def test_neither_query_nor_id_is_invalid_params(skill_id, field):
    with pytest.raises(SkillInputError, match=f"data.query or data.{field} is required"):
        get_skill(skill_id).run(SkillRequest(text="   ", data={}))


def test_non_string_id_is_invalid_params():
    with pytest.raises(SkillInputError, match="data.pope_id"):
        get_skill("pope_lookup").run(SkillRequest(text=None, data={"pope_id": 16}))


def test_profiles_carry_every_contract_field_with_nulls_for_unknowns():
    saint = ask("saint_lookup", saint_id="jerome")
    for name in ("saint_id", "primary_name", "canonical_status", "vocation", "image_url", "learn_more_url", "birth", "death", "feast_day", "reason_for_canonization", "patronages", "iconography", "biography", "alternates"):
        assert name in saint
    assert saint["image_url"] is None and saint["feast_day"]["label"] == "September 30"
    pope = ask("pope_lookup", pope_id="leo-xiv")
    for name in ("pope_id", "primary_name", "papal_name", "ordinal", "pope_title", "image_url", "coat_of_arms_url", "birth_name", "origin", "pontificate", "canonization_status", "alternates"):
        assert name in pope
    assert pope["pontificate"] == {"start": "2025-05-08", "end": None, "start_approximate": False, "end_approximate": False, "ongoing": True}
    person = ask("person_lookup", person_id="pietro-parolin")
    for name in ("person_id", "source_table", "primary_name", "current_position", "image_url", "coat_of_arms_url", "ordination_date", "consecration_date", "cardinal_elevation_date", "episcopal_lineage", "education", "motto", "alternates"):
        assert name in person
    diocese = ask("diocese_lookup", source_code="dmaml")
    assert diocese["recent_statistics"] == [] and diocese["latest_financials"] is None
    assert any("No statistics" in note for note in diocese["notes"])


def test_the_shipped_popes_directory_is_complete():
    from ecclesia.data.directory.store import get_store

    popes = get_store().directory("popes")
    assert len(popes) == 267
    numbers = [popes.profile_at(i)["succession_number"] for i in range(len(popes))]
    assert numbers == list(range(1, 268))


def test_saints_on_day_lists_the_general_calendar_first():
    from ecclesia.data.directory import saints_on_day

    names = [p["saint_id"] for p in saints_on_day(10, 1)]
    assert names[0] == "therese-of-lisieux"
    with pytest.raises(ValueError):
        saints_on_day(13, 1)


def test_bare_papal_name_is_not_found_with_the_recent_pope_first():
    result = ask("pope_lookup", "Benedict")
    assert result["error"] == "not_found"
    ids = [a["id"] for a in result["alternates"]]
    assert ids[0] == "benedict-xvi" and "benedict-xv" in ids


def test_a_priests_title_never_resolves_to_a_pope():
    assert ask("pope_lookup", "Padre Pio")["error"] == "not_found"
    assert ask("pope_lookup", "Cardinal Ratzinger")["pope_id"] == "benedict-xvi"  # an exact alias still does


def test_curated_common_names_of_saints():
    assert ask("saint_lookup", "Edith Stein")["saint_id"] == "teresa-benedicta-of-the-cross-stein"
    assert ask("saint_lookup", "Don Bosco")["saint_id"] == "john-bosco"
