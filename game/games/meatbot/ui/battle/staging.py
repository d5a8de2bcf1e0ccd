"""Setting up battle moments on purpose, for the benchmark and the README screenshots.

``stage`` starts a match with one human seat among AI seats, puts the battle screen on the
app and plays on (animations skipped, the human answering plainly) until the human is asked
for a request of the wanted kind. ``play_frames`` runs the app with a clock that moves one
update per frame, so a headless run shows the same frames however fast the machine is.
"""

from __future__ import annotations

import time
from pathlib import Path

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.choices import Pick, Stop
from game.games.meatbot.ui.battle.prompts import (
    AimPrompt,
    ListPrompt,
    MovePrompt,
    PickPrompt,
    Prompt,
)
from game.games.meatbot.ui.session_setup import new_session
from game.ui.scenes.battle import BattleScene
from game.ui.session import SeatConfig

HUMAN_BUILD = (dv.BOOM, dv.ACID_SPRAY, dv.AGGRO_PUMP, dv.EXTRA_MEAT)
NAMES = ("Nina", "Red", "Jet", "Oz", "Vex", "Mo", "Kit", "Zed")


def seats_for(count: int, human: bool = True) -> list[SeatConfig]:
    """Seat 0 a human with a Boom Launcher and Acid Spray (unless ``human`` is False), the
    rest normal AIs."""
    seats = [SeatConfig(NAMES[i], "ai", "normal", i) for i in range(count)]
    if human:
        seats[0] = SeatConfig(NAMES[0], "human", "normal", 0, HUMAN_BUILD)
    return seats


def stage(app: object, arena_path: str | Path, bots: int, until: str, seed: int = 11,
          max_frames: int = 20_000) -> BattleScene:
    """A battle on ``app`` paused where the human (seat 0) is asked a ``until`` request
    ("pick", "attack" or "move")."""
    session = new_session(arena_path, seats_for(bots), massacre=6, stomachs=10,
                               seed=seed)
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)  # type: ignore[attr-defined]
    for _ in range(max_frames):
        prompt = scene.flow.prompt
        if prompt is not None and _wanted(prompt, until, scene):
            return scene
        if prompt is not None:
            _answer(prompt)
        scene.flow.skip()
        app.frame()  # type: ignore[attr-defined]
        _let_ai_think(scene)
    raise RuntimeError(f"no {until} request for the human within {max_frames} frames")


def _let_ai_think(scene: BattleScene) -> None:
    """Give a thinking AI seat the processor for a moment: frames with a stepping clock
    never sleep, and a loop that never sleeps starves the AI's thread of the GIL (a Meatbot
    move decision of 10 ms took seconds so), where the real window waits for its frame."""
    if any(worker.busy for worker in scene.session.workers.values()):
        time.sleep(0.002)


def _wanted(prompt: Prompt, until: str, scene: BattleScene) -> bool:
    if until == "attack":
        return isinstance(prompt, AimPrompt) and prompt.request.kind == "attack" and any(
            a.key == f"Blast:{dv.BOOM}" for a in prompt.actions)
    if until == "move":
        return isinstance(prompt, MovePrompt) and len(prompt.destinations) > 4
    return prompt.request.kind == until and scene.flow.board.round > 1


def _answer(prompt: Prompt) -> None:
    """Answer plainly: many attack dice and a move die, Boom at someone, walk nowhere."""
    if isinstance(prompt, PickPrompt):
        prompt.send(Pick(1, 0, max(0, prompt.massacre - 1), 0))
    elif isinstance(prompt, AimPrompt):
        booms = [c for c in prompt.request.legal_choices() if getattr(c, "weapon", "") == dv.BOOM]
        prompt.send(booms[0] if booms else prompt.request.legal_choices()[0])
    elif isinstance(prompt, MovePrompt):
        prompt.send(Stop())
    elif isinstance(prompt, ListPrompt):
        prompt.send(prompt.request.legal_choices()[0])


def play_frames(app: object, frames: int) -> None:
    """Run ``frames`` frames of the app (one fixed update each with a stepping clock)."""
    for _ in range(frames):
        app.frame()  # type: ignore[attr-defined]


def save_screenshots(folder: str | Path, arena_path: str = "maps/standard_arena.tmx",
                     seed: int = 11) -> list[Path]:
    """pick.png, aim.png and move.png of a human's turn (4 bots), into ``folder``.

    Needs pygame's display started with a window of the wanted size.
    """
    import pygame

    from game.core.hexes import distance
    from game.ui.app import App

    class Ticks:
        now = 0

        def __call__(self) -> int:
            self.now += 16_666_667
            return self.now

    saved = []
    for kind, name in (("pick", "pick"), ("attack", "aim"), ("move", "move")):
        app = App(pygame.display.get_surface(), clock=Ticks())
        scene = stage(app, arena_path, 4, kind, seed)
        prompt = scene.flow.prompt
        point = _point_at(scene, prompt, distance)
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0),
                                              buttons=(0, 0, 0)))
        play_frames(app, 40)
        path = Path(folder) / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        scene.session.close()
        saved.append(path)
    return saved


def _point_at(scene: BattleScene, prompt: Prompt | None, distance: object) -> tuple[int, int]:
    """Set the prompt up as a player would and return where the mouse should rest."""
    if isinstance(prompt, PickPrompt):
        for index, count in ((0, 1), (1, 1), (2, 3), (3, 1)):
            for _ in range(count):
                prompt.change(index, 1)
        scene._buttons_key = None
        scene._refresh_buttons()
        plus = [b for b in scene.buttons if b.label == "+"]
        return plus[2].rect.center
    if isinstance(prompt, AimPrompt):
        prompt.choose_action(next(a for a in prompt.actions if a.key == f"Blast:{dv.BOOM}"))
        foes = [b.hex for b in scene.session.match.state.bots[1:] if b.active]
        best = max(prompt.targets(), key=lambda h: (
            sum(distance(f, h) <= 1 for f in foes), -distance(h, foes[0])))  # type: ignore
        x, y = scene.screen_of(best)
        return round(x), round(y)
    if isinstance(prompt, MovePrompt):
        far = max(prompt.destinations, key=lambda h: len(prompt.destinations[h]))
        x, y = scene.screen_of(far)
        return round(x), round(y)
    return 0, 0


if __name__ == "__main__":
    import os
    import sys

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame as _pygame

    from game.ui.app import init_pygame

    init_pygame()
    _pygame.display.set_mode((1280, 720))
    for written in save_screenshots(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"):
        print(written)
