"""The Reina-Valera 1909 as a finder of the verse a Spanish question quotes
(``ecclesia_tools.bible.spanish_finder``): read out of Debian's SWORD module, renumbered as the
Douay-Rheims, kept only as a word index, never quoted."""

import io
import json
import struct
import tarfile
import time
import zlib

import pytest

from ecclesia.answering.pipeline import answer_question
from ecclesia.answering.extractive import ExtractiveAnswerer
from ecclesia.answering.relevance import quoted_reference
from ecclesia.answering.language import PARALLEL_BIBLE_LANGUAGES, QUOTED_VERSE_LANGUAGES
from ecclesia.data.bible import parallel
from ecclesia.data.bundle import area_dir
from ecclesia_tools.bible import spanish_finder, sword
from ecclesia_tools.bible.finders import douay_keyed
from ecclesia_tools.bible.bundle_build import DOWNLOADS


def _module(entries: list[str]) -> dict[str, bytes]:
    """One testament's three files, every entry in one compressed block, as SWORD stores them."""
    block, index = b"", b""
    for entry in entries:
        data = entry.encode()
        index += struct.pack("<IIH", 0, len(block), len(data))
        block += data
    packed = zlib.compress(block)
    return {"bzs": struct.pack("<III", 0, len(packed), len(block)), "bzv": index, "bzz": packed}


def _files(ot: list[str], nt: list[str]) -> dict[str, bytes]:
    files = {}
    for testament, entries in (("ot", ot), ("nt", nt)):
        files |= {f"{testament}.{kind}": data for kind, data in _module(entries).items()}
    return files


HEADINGS = ["", '<milestone type="x-importer"/>']
GENESIS = HEADINGS + ['<div osisID="Gen" sID="gen1" type="book"/> <title>Génesis</title>',
                      '<chapter n="1" osisID="Gen.1" sID="Gen.1"/>',
                      '<w lemma="strong:H7225">EN el principio</w> <w>crió</w> Dios los cielos.',
                      "",  # an empty verse keeps its place
                      'Y dijo Dios<note type="x-footnote">una nota</note>: Sea la luz. <div eID="gen1" osisID="Gen" type="book"/>']


def test_the_entries_of_a_module_are_read_in_order_as_stored():
    assert sword.entries(_files(GENESIS, HEADINGS), "ot")[4] == \
        '<w lemma="strong:H7225">EN el principio</w> <w>crió</w> Dios los cielos.'


def test_a_module_without_the_sixty_six_books_in_order_is_refused():
    with pytest.raises(ValueError, match="1 books, not 66"):
        spanish_finder.english_verses(_files(GENESIS, HEADINGS))
    skipped = GENESIS[:3] + ['<chapter n="2" osisID="Gen.2" sID="Gen.2"/>'] + GENESIS[4:]
    with pytest.raises(ValueError, match="chapter 2 after chapter 0"):
        spanish_finder.english_verses(_files(skipped, HEADINGS))


def test_a_deb_is_opened_without_dpkg():
    payload = io.BytesIO()
    with tarfile.open(fileobj=payload, mode="w:xz") as archive:
        for name, data in (("ot.bzv", b"index"), ("ot.bzz", b"blocks")):
            member = tarfile.TarInfo(f"./{spanish_finder.MODULE}/{name}")
            member.size = len(data)
            archive.addfile(member, io.BytesIO(data))
    body = payload.getvalue()
    header = f"{'data.tar.xz':<16}{0:<12}{0:<6}{0:<6}{100644:<8}{len(body):<10}`\n".encode()
    deb = b"!<arch>\n" + header + body + (b"\n" if len(body) % 2 else b"")
    assert sword.module_files(deb, spanish_finder.MODULE) == {"ot.bzv": b"index", "ot.bzz": b"blocks"}
    with pytest.raises(ValueError, match="not a Debian package"):
        sword.module_files(b"PK\x03\x04", spanish_finder.MODULE)


def test_a_download_that_is_not_the_pinned_file_is_not_used(monkeypatch, tmp_path, capsys):
    class Response:
        content = b"something else"

        def raise_for_status(self):
            return self

    import httpx

    monkeypatch.setattr(httpx, "get", lambda *args, **kwargs: Response())
    assert spanish_finder.download(tmp_path) is None
    assert "not the pinned file" in capsys.readouterr().out and not list(tmp_path.iterdir())


@pytest.fixture(scope="module")
def reina_valera():
    deb = spanish_finder.download(DOWNLOADS)
    assert deb is not None, "the pinned sword-text-sparv package could not be downloaded"
    return spanish_finder.english_verses(sword.module_files(deb.read_bytes(), spanish_finder.MODULE))


def test_the_whole_reina_valera_is_read_by_its_kjv_addresses(reina_valera):
    assert len(reina_valera) > 31_000
    assert reina_valera["GEN.1.1"].startswith("EN el principio crió Dios")
    assert reina_valera["PSA.23.1"].endswith("Señor es mi pastor ; nada me faltará .")  # "JEHOVÁ es mi pastor"
    assert "<" not in reina_valera["1TI.5.8"] and "peor que un infiel" in reina_valera["1TI.5.8"]
    assert "gracia de nuestro Señor Jesucristo" in reina_valera["REV.22.21"]


def test_its_verses_are_renumbered_as_the_douay_rheims(reina_valera):
    keyed = douay_keyed(reina_valera)
    assert "piedad de mí" in keyed["PSA.50.3"]  # Psalm 51:1 in today's Bibles
    assert "mi pastor" in keyed["PSA.22.1"]  # Psalm 23
    assert "Elías" in keyed["MAL.3.23"]  # Malachi 4:5
    assert "ROM.16.27" in keyed and len(keyed) < len(reina_valera)  # a few verses are one in the Douay


def test_the_bundle_holds_its_word_index_and_not_its_text():
    folder = area_dir("bible") / "parallel"
    listed = json.loads((folder / "es-words.json").read_text(encoding="utf-8"))
    assert "Reina-Valera 1909" in listed["meta"]["translation"] and "not held" in listed["meta"]["use"]
    assert not (folder / "es.json").exists()
    assert parallel.parallel_verses("Isaias 9:6-10", "es") is None
    assert "es" in QUOTED_VERSE_LANGUAGES and "es" not in PARALLEL_BIBLE_LANGUAGES


@pytest.mark.parametrize(("question", "found"), [
    ("¿en qué carta dice que el diablo como león rugiente anda alrededor buscando a quién devorar?",
     "1 Peter 5:8"),
    ("un niño nos es nacido, hijo nos es dado, y el principado sobre su hombro: ¿qué profeta lo anunció?",
     "Isaias 9:6"),
    # Today's Psalm 27:1; the Reina-Valera's "Jehová" is read as the questions' "Señor".
    ("¿quién dijo: el Señor es mi luz y mi salvación, a quién temeré?", "Psalms 26:1"),
])
def test_a_verse_quoted_back_in_spanish_is_found_in_the_douay_numbering(question, found):
    assert [str(r) for r in quoted_reference(question, "es")] == [found]


def test_a_spanish_question_that_quotes_no_verse_finds_none():
    # Read as the answer reads it, without Spanish's function words ("que", "los", "sobre"): with
    # them, "el perdón de los pecados" alone would be Acts 2:38.
    assert quoted_reference("¿qué dice la biblia sobre el perdón de los pecados y la misericordia de dios?",
                            "es") == ()


def test_a_spanish_question_quoting_a_verse_is_answered_from_the_douay_verse_not_the_reina_valera():
    answer = answer_question("¿dónde dice que el diablo anda como león rugiente buscando a quién devorar?",
                             deadline=time.monotonic() + 20, answerer=ExtractiveAnswerer())
    assert answer.citations and answer.citations[0].cited_text_heading.startswith("1 Peter 5:")
    assert "roaring lion" in answer.citations[0].cited_text
    assert "Reina" not in answer.text and "rugiente" not in answer.citations[0].cited_text
