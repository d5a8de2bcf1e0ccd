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


# -- the ruleset seam: shared code names no game --------------------------------------------
GAME_NAMES = ("meatbot", "mechaton", "metalkrushers", "dicebot")
"""Every game Hexbrawl plays or will play (registered or still being written)."""
SHARED_AI = ("__init__.py", "base.py", "safe.py", "worker.py", "registry.py", "play_any.py",
             "generic")
"""game/ai modules (and packages) that serve every game; they name a game only in strings
(game/ai/registry.py). Each game's own agents live in game/ai/<game>/."""


def _imported_modules(path: Path) -> set[str]:
    """Every module path ``path`` imports (absolute imports, at any depth, lazy ones too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _game_imports(path: Path) -> list[str]:
    """The game packages ``path`` imports (a ruleset's or a game UI's)."""
    bad = []
    for module in sorted(_imported_modules(path)):
        for game in GAME_NAMES:
            if module.startswith((f"game.rulesets.{game}", f"game.ui.games.{game}",
                                  f"game.ai.{game}")):
                bad.append(module)
    return bad


def _shared_ui_files() -> list[Path]:
    games = ROOT / "game" / "ui" / "games"
    return [p for p in sorted((ROOT / "game" / "ui").rglob("*.py"))
            if games not in p.parents]


def test_shared_ui_modules_import_no_game_package():
    offenders = [f"{p.relative_to(ROOT)} imports {_game_imports(p)}"
                 for p in _shared_ui_files() if _game_imports(p)]
    assert offenders == []


def _shared_ai_files() -> list[Path]:
    files = []
    for name in SHARED_AI:
        target = ROOT / "game" / "ai" / name
        assert target.exists(), f"game/ai/{name} is listed as shared but missing"
        files += sorted(target.rglob("*.py")) if target.is_dir() else [target]
    return files


def test_game_ai_holds_only_shared_modules_and_game_packages():
    own = {p.name for p in (ROOT / "game" / "ai").iterdir()
           if p.name != "__pycache__" and p.name not in GAME_NAMES}
    assert own == set(SHARED_AI)


def test_shared_ai_modules_import_no_game_package():
    offenders = [f"{p.relative_to(ROOT)} imports {_game_imports(p)}"
                 for p in _shared_ai_files() if _game_imports(p)]
    assert offenders == []


def test_the_game_ui_registry_resolves_games_by_string_only():
    registry = ROOT / "game" / "ui" / "games" / "__init__.py"
    assert _game_imports(registry) == []
    from game.ui.games import GAME_UIS

    assert all(path == f"game.ui.games.{name}" for name, path in GAME_UIS.items())


def test_the_seam_check_catches_a_game_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("def f():\n    from game.rulesets.meatbot import events\n"
                      "from game.ui.games import meatbot\n")
    found = set(_game_imports(sample))
    assert {"game.rulesets.meatbot.events", "game.ui.games.meatbot"} <= found
    clean = tmp_path / "y.py"
    clean.write_text("from game.ui.games import game_ui\nimport game.rulesets\n")
    assert _game_imports(clean) == []


SHARED_TOOLS_NAMING_A_GAME: set[str] = set()
"""Shared tools that still import a game: none. A game's own tools live in tools/<game>/
(simulate.py finds tools/<game>/simulate.py by the ruleset's name: Meatbot's own simulator,
Dice Bot's deck report; bench.py times every game's demo battle through the seam, and
Meatbot's aiming frame is tools/meatbot/bench_aim.py)."""


def test_shared_tools_import_no_game_package():
    offenders = {p.name for p in sorted((ROOT / "tools").glob("*.py")) if _game_imports(p)}
    assert offenders == SHARED_TOOLS_NAMING_A_GAME


def test_a_game_ui_opens_the_hand_off_through_the_navigator():
    # the hand-off is shared navigation: a game's screens ask game.ui.navigator for it
    # instead of pushing the shared scene themselves
    games = ROOT / "game" / "ui" / "games"
    found = [str(p.relative_to(ROOT)) for p in sorted(games.rglob("*.py"))
             if "game.ui.scenes.handoff" in p.read_text()]
    assert found == []
