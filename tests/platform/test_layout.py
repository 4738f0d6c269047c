"""The Lambda package holds runtime code only: build-time tools live in tools/ and are never imported by it."""

import ast
from pathlib import Path

FUNCTION_ROOT = Path(__file__).resolve().parents[2] / "functions" / "a2a"


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_runtime_package_never_imports_build_tools():
    offenders = {
        str(path.relative_to(FUNCTION_ROOT)): sorted(m for m in imported_modules(path) if m.split(".")[0] == "ecclesia_tools")
        for path in FUNCTION_ROOT.rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_no_bundle_builder_or_importer_ships_in_the_function():
    shipped = {p.name for p in FUNCTION_ROOT.rglob("*.py")}
    assert not shipped & {"bundle_build.py", "import_files.py", "import_wikidata.py", "importer.py", "ingest.py", "distill.py"}


def test_answering_sits_between_skills_and_data():
    """skills -> answering -> data: the data layer never reaches up into answering, and
    answering never reaches up into skills."""
    def offenders(folder: str, forbidden: str) -> dict[str, list[str]]:
        found = {
            str(path.relative_to(FUNCTION_ROOT)): sorted(m for m in imported_modules(path) if m.startswith(forbidden))
            for path in (FUNCTION_ROOT / "ecclesia" / folder).rglob("*.py")
        }
        return {k: v for k, v in found.items() if v}

    assert offenders("data", "ecclesia.answering") == {}
    assert offenders("answering", "ecclesia.skills") == {}
