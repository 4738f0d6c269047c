"""Documents asked for by description: author + kind + topic, in other languages, by nickname.

"Pope Francis's encyclical on the environment" must find Laudato Si' first in
``document_search`` even though the Bible commentary matches some of its words, and a
description that fits several entries prefers the one people cite (an abbreviation).
"""

from __future__ import annotations

import pytest

from ecclesia.data.documents.catalogue import Catalogue, CatalogueEntry


def _entry(id: str, title: str, author: str, keywords: str, abbreviation: str | None = None) -> CatalogueEntry:
    return CatalogueEntry(id=id, title=title, url=None, author=author, date="1960-01-01", kind="encyclical",
                          abbreviation=abbreviation, incipit=None, text_loaded=False, keywords=keywords)


@pytest.mark.parametrize("query,expected", [
    ("Pope Francis's encyclical on the environment", "laudato-si"),
    ("JPII's encyclical on work", "laborem-exercens"),
    ("encíclica del papa Francisco sobre el medio ambiente", "laudato-si"),
    ("enciclica di Giovanni Paolo II sul lavoro", "laborem-exercens"),
    ("encíclica de Bento XVI sobre a esperança", "spe-salvi"),
    ("Leo 13 on the rights of workers", "rerum-novarum"),
    ("John XXIII encyclical on peace", "pacem-in-terris"),
    ("Francis motu proprio restricting the Latin Mass", "traditionis-custodes"),
    ("Litterae encyclicae de Spiritu Sancto Leonis XIII", "divinum-illud-munus"),
])
def test_a_described_document_comes_first_in_document_search(use_catalogue_bundle, query, expected):
    from ecclesia.data.documents.combined import search_documents

    hits = search_documents(query, limit=5)
    assert hits and hits[0].id == expected, [h.id for h in hits]


def test_a_bible_question_is_not_read_as_asking_for_a_church_document(use_catalogue_bundle):
    from ecclesia.data.documents.catalogue import default_catalogue

    catalogue = default_catalogue()
    assert catalogue.describes_document("JPII's encyclical on work")
    assert catalogue.describes_document("Leo XIII on the rosary")
    assert not catalogue.describes_document("Paul's letter to the Romans on faith")
    assert not catalogue.describes_document("the gospel of John on the bread of life")


def test_a_word_no_entry_holds_counts_half_against_coverage():
    catalogue = Catalogue([_entry("a", "On Peace", "Pope John XXIII", "peace")])
    (_, _, coverage), = catalogue.topical("peace zzyzx")
    assert coverage == pytest.approx(1 / 1.5)
    (_, _, coverage), = catalogue.topical("peace war")  # "war" is not in this catalogue either
    assert coverage == pytest.approx(1 / 1.5)


def test_the_possessive_s_is_not_a_word_of_the_query():
    catalogue = Catalogue([_entry("a", "On Work", "Pope John Paul II", "work labor")])
    (_, _, coverage), = catalogue.topical("jpii s encyclical on work")
    assert coverage == 1.0


def test_a_cited_document_wins_a_tie_of_descriptions():
    later_but_cited = _entry("cited", "On Peace", "Pope John XXIII", "peace", abbreviation="PT")
    plain = _entry("plain", "On Peace", "Pope John XXIII", "peace")
    catalogue = Catalogue([plain, later_but_cited])  # catalogue order would put "plain" first
    ranked = catalogue.topical("john xxiii encyclical on peace")
    assert [catalogue.entries[n].id for n, _, _ in ranked] == ["cited", "plain"]


@pytest.mark.parametrize("name", ["Francisco", "Francesco", "Franziskus", "B16", "Giovanni Paolo II", "Leone XIII"])
def test_popes_are_known_by_their_names_in_other_languages(use_catalogue_bundle, name):
    from ecclesia.data.documents.catalogue import default_catalogue

    assert default_catalogue().describes_document(f"{name} encíclica")
