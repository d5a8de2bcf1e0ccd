"""Each game's rules package is layered without import circles: data and model modules at the
bottom, the phases above them, the state on top. Imports inside functions count (they are
how a circle used to be hidden); imports under ``if TYPE_CHECKING:`` do not run, so they do
not (issue 31)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.games import GAMES

ROOT = Path(__file__).resolve().parent.parent


def _modules(folder: Path, package: str) -> dict[str, Path]:
    """Every module of the package in ``folder``, by dotted name."""
    found = {}
    for path in folder.rglob("*.py"):
        parts = list(path.relative_to(folder).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join([package, *parts])] = path
    return found


def _runs(node: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """The import statements under ``node`` that run (any depth, TYPE_CHECKING skipped)."""
    found: list[ast.Import | ast.ImportFrom] = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            found += [i for branch in child.orelse for i in _runs(branch)]
            continue
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            found.append(child)
        found += _runs(child)
    return found


def _imported(statement: ast.Import | ast.ImportFrom, modules: dict[str, Path]) -> set[str]:
    """The package's modules an import statement needs loaded: ``from p import m`` of a
    submodule ``m`` needs ``p.m`` (its package is loaded first anyway, not imported from)."""
    if isinstance(statement, ast.Import):
        return {alias.name for alias in statement.names if alias.name in modules}
    base = statement.module or ""
    needed = set()
    for alias in statement.names:
        sub = f"{base}.{alias.name}"
        needed.add(sub if sub in modules else base)
    return needed & set(modules)


def import_graph(folder: Path, package: str) -> dict[str, set[str]]:
    """Module -> the package's modules it imports when run."""
    modules = _modules(folder, package)
    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[name] = {target for statement in _runs(tree)
                       for target in _imported(statement, modules)} - {name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every group of two or more modules that import one another (strongly connected)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for target in sorted(graph[module]):
            if target not in order:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], order[target])
        if low[module] == order[module]:
            group = []
            while not group or group[-1] != module:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_a_games_rules_import_one_another_without_circles(game):
    # given the game's rules package, function-level imports included
    graph = import_graph(ROOT / "game" / "games" / game / "rules", f"game.games.{game}.rules")
    # then no module needs, even indirectly, a module that needs it
    assert graph and circles(graph) == []


def test_the_circle_check_finds_a_circle_hidden_in_a_function(tmp_path):
    # given a package whose state imports a phase that imports the state inside a function
    package = tmp_path / "toyrules"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "state.py").write_text("from toyrules.phase import step\n", encoding="utf-8")
    (package / "phase.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from toyrules.data import Thing\n"
        "def step():\n    from toyrules.state import State\n", encoding="utf-8")
    (package / "data.py").write_text("from toyrules import phase\n", encoding="utf-8")
    # then the check names the two modules in the circle, and not the type-only import
    assert circles(import_graph(package, "toyrules")) == [["toyrules.phase", "toyrules.state"]]
