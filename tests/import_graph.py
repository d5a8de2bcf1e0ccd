"""Reading a package's imports without running it: which of its modules each one needs, at
load time or also inside functions, and the circles they make (the layering tests)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

Import = ast.Import | ast.ImportFrom

LAZY_NOTE = re.compile(r"#\s*lazy:\s*\S.{9,}")
"""The comment a deliberate function-level import carries: "# lazy: " and why."""


def modules(folder: Path, package: str) -> dict[str, Path]:
    """Every module of the package in ``folder``, by dotted name."""
    found = {}
    for path in folder.rglob("*.py"):
        parts = list(path.relative_to(folder).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join([package, *parts])] = path
    return found


def runs(node: ast.AST, in_functions: bool = True) -> list[Import]:
    """The import statements under ``node`` that run (TYPE_CHECKING blocks skipped), those
    inside functions too unless ``in_functions`` is False."""
    found: list[Import] = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            found += [i for branch in child.orelse for i in runs(branch, in_functions)]
            continue
        if isinstance(child, ast.Import | ast.ImportFrom):
            found.append(child)
        if in_functions or not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef
                                          | ast.Lambda):
            found += runs(child, in_functions)
    return found


def function_level(tree: ast.AST) -> list[Import]:
    """The import statements that run inside a function body."""
    at_load = {id(statement) for statement in runs(tree, in_functions=False)}
    return [statement for statement in runs(tree) if id(statement) not in at_load]


def imported(statement: Import, known: dict[str, Path]) -> set[str]:
    """The package's modules an import statement needs loaded: ``from p import m`` of a
    submodule ``m`` needs ``p.m`` (its package is loaded first anyway, not imported from)."""
    if isinstance(statement, ast.Import):
        return {alias.name for alias in statement.names if alias.name in known}
    base = statement.module or ""
    needed = set()
    for alias in statement.names:
        sub = f"{base}.{alias.name}"
        needed.add(sub if sub in known else base)
    return needed & set(known)


def import_graph(folder: Path, package: str, in_functions: bool = True) -> dict[str, set[str]]:
    """Module -> the package's modules it imports when run (at load time only if
    ``in_functions`` is False)."""
    known = modules(folder, package)
    graph = {}
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[name] = {target for statement in runs(tree, in_functions)
                       for target in imported(statement, known)} - {name}
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


def unexplained_lazy_imports(folder: Path) -> list[str]:
    """"path:line" of each function-level import under ``folder`` without a "# lazy: why"
    comment on its line, or on the line just above it or above the imports it follows."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        tree = ast.parse("\n".join(lines))
        import_lines = {line for node in ast.walk(tree) if isinstance(node, Import)
                        for line in range(node.lineno, (node.end_lineno or node.lineno) + 1)}
        for statement in function_level(tree):
            if not _explained(lines, import_lines, statement.lineno):
                found.append(f"{path.as_posix()}:{statement.lineno}")
    return found


def _explained(lines: list[str], import_lines: set[int], lineno: int) -> bool:
    """True if the import at ``lineno`` carries a "# lazy: why" comment, or the comment line
    just above it or above the run of imports it ends says it."""
    if LAZY_NOTE.search(lines[lineno - 1]):
        return True
    above = lineno - 1
    while above in import_lines:
        above -= 1
    return above >= 1 and LAZY_NOTE.fullmatch(lines[above - 1].strip()) is not None
