"""Every public interface of the Lambda package says what it is.

Exempt: the one-line property stubs of a ``Protocol`` (``def title(self) -> str: ...``),
which the protocol's own docstring describes."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "functions" / "a2a" / "ecclesia"


def is_protocol_property_stub(owner: ast.AST, node: ast.AST) -> bool:
    is_protocol = isinstance(owner, ast.ClassDef) and any(
        getattr(base, "id", None) == "Protocol" for base in owner.bases)
    is_property = isinstance(node, ast.FunctionDef) and any(
        getattr(d, "id", None) == "property" for d in node.decorator_list)
    return is_protocol and is_property and isinstance(node, ast.FunctionDef) and (
        len(node.body) == 1 and isinstance(node.body[0], ast.Expr)
        and getattr(node.body[0].value, "value", None) is Ellipsis)


def undocumented(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    missing = [] if ast.get_docstring(tree) else ["<module>"]

    def visit(node: ast.AST, prefix: str) -> None:
        for child in getattr(node, "body", []):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and not child.name.startswith("_"):
                if not ast.get_docstring(child) and not is_protocol_property_stub(node, child):
                    missing.append(prefix + child.name)
                if isinstance(child, ast.ClassDef):
                    visit(child, f"{prefix}{child.name}.")

    visit(tree, "")
    return missing


def test_public_functions_and_classes_have_docstrings():
    paths = [*sorted(PACKAGE.rglob("*.py")), PACKAGE.parent / "app.py"]
    found = {str(p.relative_to(PACKAGE.parent)): undocumented(p) for p in paths}
    assert {k: v for k, v in found.items() if v} == {}
