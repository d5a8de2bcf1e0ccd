"""Take the MetalKrushers screenshots of the README at 1280x720 and 800x600.

Usage: SDL_VIDEODRIVER=dummy .venv/bin/python tools/metalkrushers/shots.py [OUT_DIR]

Shows F1 (its How to play page), then plays a seeded duel through the battle screen (a
human seat against a seat that stands still, the two face to face in the standard arena's
middle) and saves: the rules reference, the New match form, construction, movement with the
arcs of the hovered Krusher, attack planning with the to-hit breakdown, a declaration, a blow
being animated, and the results of a three-way Open Combat between normal agents
(``metalkrushers_<screen>[_small].png`` and ``new_match_metalkrushers[_small].png``,
default docs/screenshots).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.match import start_match  # noqa: E402
from game.games.metalkrushers.rules.choices import Move, Strike  # noqa: E402
from game.games.metalkrushers.ui.session_setup import MatchPlan  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.games import game_ui  # noqa: E402
from game.ui.launch import SteppingClock  # noqa: E402
from game.ui.render.projection import Projection  # noqa: E402
from game.ui.saves import load_arena_file  # noqa: E402
from game.ui.session import MatchSession, SeatConfig  # noqa: E402

SIZES = {"": (1280, 720), "_small": (800, 600)}
ANSWERED: list[int] = []
"""The declaration open at each frame (Enter is pressed once it has settled)."""


class Dummy:
    """The other seat: builds the Bulwark template, never moves, attacks whatever it can."""

    level = "test"

    def choose(self, view: object, request: object) -> object:
        """Stop; strike with every hand that may; else the first listed choice."""
        choices = request.legal_choices()  # type: ignore[attr-defined]
        if Move("stop") in choices:
            return Move("stop")
        strikes = [c for c in choices if isinstance(c, Strike)]
        if strikes:
            return max(strikes, key=lambda c: sum(1 for t in c.targets if t))
        return choices[min(1, len(choices) - 1)]


def session() -> MatchSession:
    """The duel, face to face."""
    seats = [SeatConfig("Nina", "human", "normal", 0), SeatConfig("Red", "ai", "normal", 1)]
    plan = MatchPlan(seats=seats, starts=[(4, 8), (5, 8)], facings=[0, 3])
    match = start_match("metalkrushers", plan.setup_json(), 11, arena_loader=load_arena_file)
    found = MatchSession(match, seats, plan.arena_path,
                         agent_factory=lambda level, seed: Dummy())
    found.autosave_enabled = False
    return found


def finished_session() -> MatchSession:
    """A normal-agent Open Combat for three played to its end (for the results)."""
    from game.games.metalkrushers.ai import AGENTS, observe

    seats = [SeatConfig(name, "ai", "normal", i) for i, name in enumerate(("Nina", "Red", "Kai"))]
    plan = MatchPlan(scenario="open", seats=seats)
    match = start_match("metalkrushers", plan.setup_json(), 5, arena_loader=load_arena_file)
    agents = [AGENTS["normal"](seat) for seat in range(len(seats))]
    while not match.is_over:
        request = match.pending()[0]
        match.submit(request.player, agents[request.player].choose(
            observe(match, request.player), request))
    found = MatchSession(match, seats, plan.arena_path)
    found.autosave_enabled = False
    return found


def run_until(app: App, ready: Callable[[], object], frames: int = 30000) -> None:
    """Frames until ``ready()``."""
    for _ in range(frames):
        app.frame()
        if ready():
            return
    prompt = getattr(getattr(app.top, "flow", None), "prompt", None)
    raise SystemExit(f"the screen never got there (open: {prompt and prompt.request})")


def kind(scene: object, wanted: str) -> bool:
    """True if the open prompt asks for ``wanted``."""
    prompt = scene.flow.prompt  # type: ignore[attr-defined]
    return prompt is not None and prompt.request.kind == wanted


def declare(scene: object) -> bool:
    """Answer a Reflex Facing, shield or parry question with its first option (False)."""
    prompt = scene.flow.prompt  # type: ignore[attr-defined]
    if prompt is not None and prompt.request.kind in ("reflex", "shield", "parry"):
        ANSWERED.append(prompt.request.id)
        if ANSWERED.count(prompt.request.id) == 10:
            prompt.confirm()
    return False


def press(key: int) -> None:
    """Queue a key press and release."""
    for kind_of in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind_of, key=key, mod=0, unicode="", scancode=0))


def hover(app: App, scene: object, uid: int) -> None:
    """Put the mouse over Krusher ``uid``."""
    k = scene.flow.board.view.krusher(uid)  # type: ignore[attr-defined]
    x, y = Projection(scene.arena.layout, scene.camera).centre(k.hex)  # type: ignore
    scale = app.window.get_width() / app.screen.get_width()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x * scale),
                                         round(y * scale)), rel=(0, 0), buttons=(0, 0, 0)))


def zoom_in(scene: object) -> None:
    """Zoom the camera in on the two Krushers (they stand in the middle)."""
    k = scene.flow.board.view.krusher(1)  # type: ignore[attr-defined]
    point = Projection(scene.arena.layout, scene.camera).centre(k.hex)  # type: ignore
    scene.camera.zoom_at(point, 3)  # type: ignore[attr-defined]


def shoot(out: Path, suffix: str, size: tuple[int, int]) -> None:
    """Every screen at one window size."""
    pygame.init()
    window = pygame.display.set_mode(size)
    app = App(window, clock=SteppingClock())
    ui = game_ui("metalkrushers")

    def save(name: str) -> None:
        app.frame()
        pygame.image.save(app.window, str(out / f"metalkrushers_{name}{suffix}.png"))

    from game.ui.scenes.rules_help import RulesHelpScene

    app.push(RulesHelpScene("metalkrushers"))
    save("rules")
    app.pop()
    form = ui.new_match_scene()
    app.push(form)
    app.frame()
    form.add_seat()
    form.seat_rows[1][3].nudge(1)
    app.frame()
    pygame.image.save(app.window, str(out / f"new_match_metalkrushers{suffix}.png"))
    app.pop()
    s = session()
    scene = ui.battle_scene(s)
    app.push(scene)
    run_until(app, lambda: kind(scene, "build"))
    press(pygame.K_2)
    save("build")
    press(pygame.K_RETURN)
    run_until(app, lambda: kind(scene, "move"))
    zoom_in(scene)
    mp = scene.flow.prompt.request.mp_left
    press(pygame.K_d)
    run_until(app, lambda: kind(scene, "move") and scene.flow.prompt.request.mp_left < mp)
    press(pygame.K_a)
    run_until(app, lambda: kind(scene, "move") and scene.flow.prompt.request.mp_left < mp - 1)
    hover(app, scene, 2)
    for _ in range(5):
        app.frame()
    save("move")
    press(pygame.K_RETURN)
    run_until(app, lambda: any(kind(scene, k) for k in ("plan", "reflex", "shield", "parry")))
    for _ in range(10):
        app.frame()
    save("declare")
    ANSWERED.clear()
    run_until(app, lambda: kind(scene, "plan") or declare(scene))
    prompt = scene.flow.prompt
    prompt.select(prompt.choices.index(Strike((0, 2))))
    save("attack")
    prompt.confirm()
    ANSWERED.clear()
    run_until(app, lambda: declare(scene) or (
        scene.flow.animator.current is not None and type(
            scene.flow.animator.current.event).__name__ == "AttackRolled"
        and scene.flow.animator.current.progress > 0.45))
    save("blow")
    s.close()
    app.pop()
    done = finished_session()
    app.push(ui.results_scene(done))
    save("results")
    done.close()
    pygame.quit()


def main(argv: list[str]) -> int:
    """Write every screenshot at both sizes (``--help``: say how, write nothing)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir", nargs="?", default=str(ROOT / "docs" / "screenshots"),
                        help="where the PNGs go (default: docs/screenshots)")
    out = Path(parser.parse_args(argv[1:]).out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for suffix, size in SIZES.items():
        shoot(out, suffix, size)
    print(f"wrote the MetalKrushers screenshots to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
