"""The catalogue compiler (tools/compile/documents/compile_catalogue.py) against a tiny git
snapshot the test writes: index-page entries, and the home-page link that gives a curated
entry its URL."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

COMPILER = Path(__file__).resolve().parents[2] / "tools" / "compile" / "documents" / "compile_catalogue.py"
CSDC_URL = ("https://www.vatican.va/roman_curia/pontifical_councils/justpeace/documents/"
            "rc_pc_justpeace_doc_20060526_compendio-dott-soc_en.html")
HOME_PAGE = f"""<html><body><ul>
<li><a href="https://www.vatican.va/archive/ccc/index.htm">Catechism of the Catholic Church</a></li>
<li><a href="{CSDC_URL}">
   <span>Social Doctrine of the Church</span></a></li>
<li><a href="https://www.vatican.va/content/vatican/en/not-a-document.html">Something else</a></li>
</ul></body></html>"""
INDEX_PAGE = """<div class="item"><h1><a href="/content/francesco/en/encyclicals/documents/papa-francesco_20990101_enciclica-test-invented.html">“Testum Inventum” (1 January 2099)</a></h1>
<a href="/content/francesco/it/encyclicals/documents/x.html">Italian</a></div>"""


def _compiler():
    spec = importlib.util.spec_from_file_location("compile_catalogue_under_test", COMPILER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _snapshot(tmp_path: Path) -> Path:
    work = tmp_path / "work"
    (work / "documents").mkdir(parents=True)
    (work / "documents" / "abc_vatican_en.html").write_text(HOME_PAGE, encoding="utf-8")
    (work / "documents" / "def_francesco_en_encyclicals.index.html").write_text(INDEX_PAGE, encoding="utf-8")
    git = ["git", "-C", str(work), "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"]
    subprocess.run(git[:3] + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "."], check=True)
    subprocess.run(git + ["commit", "-qm", "pages"], check=True)
    return work / ".git"


def test_the_home_page_link_gives_the_compendium_of_the_social_doctrine_its_url(tmp_path):
    compiler = _compiler()
    rows = {row["id"]: row for row in compiler.compile_catalogue(_snapshot(tmp_path))}
    assert rows["csdc"]["url"] == CSDC_URL and rows["csdc"]["url_status"] == "publisher index page"
    assert "English home page" in rows["csdc"]["source"]
    invented = rows["francesco-papa-francesco-20990101-enciclica-test-invented"]
    assert (invented["incipit"], invented["date"], invented["kind"]) == ("Testum Inventum", "2099-01-01", "encyclical")
    assert invented["languages"] == ["en", "it"]


def test_without_a_snapshot_the_curated_entry_keeps_no_url(tmp_path):
    rows = {row["id"]: row for row in _compiler().compile_catalogue(None)}
    assert rows["csdc"]["url"] is None and rows["csdc"]["url_status"] == "not established"
    assert rows["magnifica-humanitas"]["url_status"] == "cross-checked"
