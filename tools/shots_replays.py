"""Screenshots of the Replays screen, the replay viewer, the Load screen and Save as...

    python tools/shots_replays.py docs/screenshots 1280x720
    python tools/shots_replays.py docs/screenshots 800x600

Headless, in a fresh temporary user folder: records a few matches of every game (random legal
choices), saves four slots, and writes replays_<screen>_<width>.png for each screen, as the
window shows it (an 800x600 window shows the whole canvas scaled down).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["HEXBRAWL_HOME"] = tempfile.mkdtemp(prefix="hexbrawl-shots-")

import pygame  # noqa: E402

from game.ui import history, slots  # noqa: E402
from game.ui.navigator import battle_scene  # noqa: E402
from game.ui.scenes.load_slots import LoadScene  # noqa: E402
from game.ui.scenes.replay_viewer import open_viewer  # noqa: E402
from game.ui.scenes.replays import ReplaysScene  # noqa: E402
from game.ui.scenes.save_as import LeaveQuestion  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from tests.ui.conftest import headless_app  # noqa: E402
from tests.ui.history_helpers import played_session  # noqa: E402

MATCHES = [("meatbot", 3, None), ("mechaton", 2, 150), ("metalkrushers", 4, None),
           ("dicebot", 5, None), ("meatbot", 7, 40)]
SLOTS = [("meatbot", "Before the charge", 20), ("meatbot", "Round 3 gamble", 30),
         ("mechaton", "Hill fight", 60), ("dicebot", "Melee two", 30)]


def fill_user_folder() -> list[Path]:
    """Record the matches and save the slots; returns the history entries, oldest first."""
    paths = []
    for number, (game, seed, decisions) in enumerate(MATCHES):
        path = history.record_session(played_session(game, seed, decisions=decisions))
        assert path is not None
        os.utime(path, (1000 + number, 1000 + number))
        paths.append(path)
    for game, name, decisions in SLOTS:
        slots.save_slot(played_session(game, 3, decisions=decisions), name)
    return paths


def shoot(app, out: Path, name: str, frames: int = 3) -> None:
    """Run a few frames and save the window."""
    for _ in range(frames):
        app.frame()
    pygame.image.save(app.window, str(out / f"replays_{name}_{app.window.get_width()}.png"))


def main(argv: list[str]) -> int:
    """Write every screenshot for one window size."""
    out = Path(argv[0])
    size = tuple(int(side) for side in argv[1].split("x"))
    paths = fill_user_folder()
    app = headless_app(size)  # type: ignore[arg-type]
    app.push(TitleScene())
    shoot(app, out, "title")
    app.push(ReplaysScene())
    shoot(app, out, "list")
    viewer = open_viewer(app, history.entry_data(paths[0]))
    viewer.seek(viewer.session.cursor.marks[3].index)
    viewer.set_perspective(0)
    viewer.step(1)
    shoot(app, out, "viewer", 20)
    viewer.leave()
    app.pop()
    app.push(LoadScene())
    shoot(app, out, "load")
    app.pop()
    battle = battle_scene(played_session("meatbot", 3, decisions=10, humans=1))
    app.push(battle)
    app.frame()
    app.push(LeaveQuestion("Leave the match?", "It is saved first: Continue on the title "
                           "picks it up again.", battle.leave, behind=battle,
                           yes="Save and leave", no="Keep playing"))
    shoot(app, out, "leave", 1)
    app.top.save_as()
    shoot(app, out, "save_as", 1)
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
