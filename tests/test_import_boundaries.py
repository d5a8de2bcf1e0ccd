"""The rules core must stay free of pygame, pytmx and numpy."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {"pygame", "pytmx", "numpy"}


def _imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_core_and_rulesets_import_no_pygame_pytmx_or_numpy():
    offenders = []
    for package in ("game/core", "game/rulesets"):
        for path in sorted((ROOT / package).rglob("*.py")):
            bad = _imported_roots(path) & FORBIDDEN
            if bad:
                offenders.append(f"{path.relative_to(ROOT)} imports {sorted(bad)}")
    assert offenders == []


def test_importing_core_at_runtime_loads_no_pygame():
    import subprocess
    import sys

    code = (
        "import sys, pkgutil, importlib, game.core, game.rulesets\n"
        "for pkg in (game.core, game.rulesets):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "bad = [m for m in ('pygame', 'pytmx', 'numpy') if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == ""


def test_boundary_check_catches_a_forbidden_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("import pygame.display\nfrom numpy import array\n")
    assert _imported_roots(sample) >= {"pygame", "numpy"}


SHARED_AI = ("game/ai/base.py", "game/ai/safe.py", "game/ai/worker.py", "game/ai/registry.py",
             "game/ai/play_any.py", "game/ai/generic")
"""AI code every game shares: it may name a game only in strings (game/ai/registry.py)."""


def _all_imports(path: Path) -> set[str]:
    """Every module ``path`` imports, at any depth (function-local imports included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def test_shared_ai_code_imports_no_game():
    offenders = []
    for entry in SHARED_AI:
        target = ROOT / entry
        for path in sorted(target.rglob("*.py")) if target.is_dir() else [target]:
            games = sorted(m for m in _all_imports(path) if m.startswith("game.rulesets"))
            if games:
                offenders.append(f"{path.relative_to(ROOT)} imports {games}")
    assert offenders == []


def test_the_shared_ai_check_sees_a_function_local_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("def f():\n    from game.rulesets.meatbot import state\n")
    assert "game.rulesets.meatbot" in _all_imports(sample)
