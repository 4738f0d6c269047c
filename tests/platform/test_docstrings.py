"""Every public interface of transport/, protocol/, services/ and skills/ (and of the
settings, observability and SnapStart modules) says what it is."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "functions" / "a2a" / "ecclesia"


def undocumented(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    missing = [] if ast.get_docstring(tree) else ["<module>"]

    def visit(node: ast.AST, prefix: str) -> None:
        for child in getattr(node, "body", []):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and not child.name.startswith("_"):
                if not ast.get_docstring(child):
                    missing.append(prefix + child.name)
                if isinstance(child, ast.ClassDef):
                    visit(child, f"{prefix}{child.name}.")

    visit(tree, "")
    return missing


def test_public_functions_and_classes_have_docstrings():
    paths = [*sorted(PACKAGE.glob("*.py")), *sorted((PACKAGE / "transport").glob("*.py")),
             *sorted((PACKAGE / "protocol").glob("*.py")), *sorted((PACKAGE / "services").glob("*.py")),
             *sorted((PACKAGE / "skills").glob("*.py")),
             PACKAGE.parent / "app.py"]
    found = {str(p.relative_to(PACKAGE.parent)): undocumented(p) for p in paths}
    assert {k: v for k, v in found.items() if v} == {}
