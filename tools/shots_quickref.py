"""Screenshots of every game's quick reference (F3 in a match) for the README.

    python tools/shots_quickref.py [OUT_DIR]   (default docs/screenshots)

Opens each game's demo battle headless at 1280x720, opens the quick reference over it and saves
``quickref_<game>.png``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("HEXBRAWL_HOME", tempfile.mkdtemp(prefix="hexbrawl-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ui.app import App, init_pygame  # noqa: E402
from game.ui.games import game_ui, game_ui_names  # noqa: E402


def shoot(out: Path) -> None:
    """Save the quick reference of every game into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    init_pygame()
    for game in game_ui_names():
        app = App(pygame.display.set_mode((1280, 720)))
        session = game_ui(game).demo_session(3, humans=1)
        session.autosave_enabled = False
        scene = game_ui(game).battle_scene(session)
        app.push(scene)
        app.frame()
        scene.open_quick_ref()
        app.frame()
        pygame.image.save(app.screen, str(out / f"quickref_{game}.png"))
        session.close()


if __name__ == "__main__":
    shoot(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots"))
