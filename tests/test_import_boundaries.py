"""The layers stay apart: the rules core and every game's rules are free of pygame, pytmx and
numpy, shared code imports no game, and no game imports another."""

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


def _rules_folders() -> list[Path]:
    return sorted(ROOT.glob("game/games/*/rules"))


def test_core_and_rulesets_import_no_pygame_pytmx_or_numpy():
    offenders = []
    folders = [ROOT / "game/core", *_rules_folders()]
    assert len(folders) == 1 + len(GAME_NAMES)
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            bad = _imported_roots(path) & FORBIDDEN
            if bad:
                offenders.append(f"{path.relative_to(ROOT)} imports {sorted(bad)}")
    assert offenders == []


def test_importing_core_at_runtime_loads_no_pygame():
    import subprocess
    import sys

    code = (
        "import sys, pkgutil, importlib, game.core, game.games\n"
        "packages = [game.core] + [importlib.import_module(f'game.games.{g}.rules')\n"
        "                          for g in game.games.GAMES]\n"
        "for pkg in packages:\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "bad = [m for m in ('pygame', 'pytmx', 'numpy') if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == ""


MAP_FILE_READERS = ("game.maps.tmx_guard", "game.maps.map_errors")
"""Map-file readers a game's rules may use (Mechaton reads its ``bricks`` layer through the
guard, so templates, offsets and the file limits hold there too): plain standard library."""


def test_the_map_readers_rules_may_use_import_only_the_standard_library_and_each_other():
    import sys

    offenders = []
    for name in MAP_FILE_READERS:
        path = ROOT / (name.replace(".", "/") + ".py")
        for module in sorted(_imported_modules(path)):
            root = module.split(".")[0]
            if root in sys.stdlib_module_names or root == "__future__":
                continue
            if module == "game.maps" or module.startswith(
                    ("game.maps.", "game.plain_words", "game.safe_json")):
                continue
            offenders.append(f"{name} imports {module}")
    assert offenders == []


def test_a_games_rules_import_only_the_standard_library_the_core_and_themselves():
    import sys

    offenders = []
    for folder in _rules_folders():
        own = f"game.games.{folder.parent.name}"
        for path in sorted(folder.rglob("*.py")):
            for module in sorted(_imported_modules(path)):
                root = module.split(".")[0]
                if root in sys.stdlib_module_names or root == "__future__":
                    continue
                if module == "game.core" or module.startswith(("game.core.", own + ".")):
                    continue
                if module == own or module in MAP_FILE_READERS or module.startswith(
                        tuple(reader + "." for reader in MAP_FILE_READERS)):
                    continue
                offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert offenders == []


def test_boundary_check_catches_a_forbidden_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("import pygame.display\nfrom numpy import array\n")
    assert _imported_roots(sample) >= {"pygame", "numpy"}


# -- the game seam: shared code names no game, no game names another ---------------------
GAME_NAMES = ("meatbot", "mechaton", "metalkrushers", "dicebot")
"""Every game Hexbrawl plays or will play (registered or still being written)."""
SHARED_AI = ("__init__.py", "base.py", "safe.py", "worker.py", "registry.py", "play_any.py",
             "generic")
"""game/ai modules (and packages) that serve every game; each game's own agents live in
game/games/<game>/ai/."""


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


def _game_imports(path: Path, own: str = "") -> list[str]:
    """The game packages (other than ``own``'s) ``path`` imports."""
    return [module for module in sorted(_imported_modules(path))
            for game in GAME_NAMES
            if game != own and (module == f"game.games.{game}"
                                or module.startswith(f"game.games.{game}."))]


def _owner(path: Path) -> str:
    """The game whose package holds ``path`` ("" for shared code)."""
    parts = path.relative_to(ROOT / "game").parts
    return parts[1] if len(parts) > 2 and parts[0] == "games" else ""


def test_every_game_package_is_registered():
    from game.games import GAMES

    found = {p.name for p in (ROOT / "game/games").iterdir() if p.is_dir()
             and p.name != "__pycache__"}
    assert found == set(GAMES) == set(GAME_NAMES)


def test_shared_code_imports_no_game_package():
    offenders = [f"{p.relative_to(ROOT)} imports {_game_imports(p)}"
                 for p in sorted((ROOT / "game").rglob("*.py"))
                 if not _owner(p) and _game_imports(p)]
    assert offenders == []


def test_no_game_imports_another_game():
    offenders = [f"{p.relative_to(ROOT)} imports {_game_imports(p, _owner(p))}"
                 for p in sorted((ROOT / "game" / "games").rglob("*.py"))
                 if _owner(p) and _game_imports(p, _owner(p))]
    assert offenders == []


def test_game_ai_holds_only_shared_modules():
    own = {p.name for p in (ROOT / "game" / "ai").iterdir() if p.name != "__pycache__"}
    assert own == set(SHARED_AI)


def test_the_registries_resolve_games_by_string_only():
    from game.ai.registry import BY_RULESET
    from game.core.ruleset import RULESETS
    from game.ui.games import GAME_UIS

    for registry in ("game/ui/games/__init__.py", "game/core/ruleset.py",
                     "game/ai/registry.py", "game/games/__init__.py"):
        assert _game_imports(ROOT / registry) == []
    assert all(path == f"game.games.{name}.ui" for name, path in GAME_UIS.items())
    assert all(path == f"game.games.{name}.rules" for name, path in RULESETS.items())
    assert all(target.startswith(f"game.games.{name}.ai.")
               for name, levels in BY_RULESET.items() for target in levels.values())


def test_the_seam_check_catches_a_game_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("def f():\n    from game.games.meatbot.rules import events\n"
                      "from game.games.meatbot import ui as meatbot\n"
                      "from game.games import dicebot\n")
    found = set(_game_imports(sample))
    assert {"game.games.meatbot.rules.events", "game.games.meatbot.ui",
            "game.games.dicebot"} <= found
    assert set(_game_imports(sample, "meatbot")) == {"game.games.dicebot"}
    clean = tmp_path / "y.py"
    clean.write_text("from game.ui.games import game_ui\nimport game.games\n"
                     "from game.games import spec\n")
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
    found = [str(p.relative_to(ROOT)) for p in sorted(ROOT.glob("game/games/*/ui/**/*.py"))
             if "game.ui.scenes.handoff" in p.read_text()]
    assert found == []
