"""Time Meatbot's heaviest battle frame against a floor (one blit + flip): eight bots, a human
aiming a Boom Launcher, an attack animation always playing.

    python tools/meatbot/bench_aim.py               # one JSON line
    python tools/meatbot/bench_aim.py --frames 30   # fewer timed frames

Runs headless at 1280x720 on the largest shipped map (by cell count). The battle is staged
(``game.games.meatbot.ui.battle.staging``) with eight bots until the human (seat 0) is asked
to attack; the human picks the Boom Launcher, and the cursor rests a few frames on each hex it
can hit in turn (so the exact explosion preview is always showing and keeps changing) while a
Boom Launcher blast animation is kept playing. It prints frame_ms_median, frame_ms_p95,
floor_ms_median and ratio (frame median over floor median; the target is ratio <= 3), as
tools/bench.py does for every game's plainer battle frame, whose helpers it shares.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.core import areas  # noqa: E402
from game.core.arena import Arena  # noqa: E402
from game.core.hexes import Hex  # noqa: E402
from game.games.meatbot.rules import events as ev  # noqa: E402
from game.games.meatbot.rules.devourables import BOOM  # noqa: E402
from game.games.meatbot.ui.battle.prompts import AimPrompt  # noqa: E402
from game.games.meatbot.ui.battle.staging import stage  # noqa: E402
from game.ui.anim import Animation  # noqa: E402
from game.ui.app import App, init_pygame  # noqa: E402
from game.ui.scenes.battle import BattleScene  # noqa: E402
from tools.bench import (  # noqa: E402
    FRAMES,
    SIZE,
    SteppingClock,
    figures,
    interleaved,
    largest_map,
    mouse_moved_to,
)

BOTS = 8
THINK_SECONDS = 5
"""How long AI seats with tied dice may take to answer before the timing starts."""


def looping_blast(scene: BattleScene) -> ev.AttackResolved:
    """A Boom Launcher shot from bot 1 at bot 0 (with its real explosion hexes)."""
    bots = scene.session.match.state.bots
    at: Hex = bots[0].hex
    hexes = tuple(sorted(areas.explosion(scene.arena, at)))
    return ev.AttackResolved(1, 7, BOOM, at=at, hexes=hexes, hits=((0, 2),))


def aim_cursor(scene: BattleScene, targets: list[Hex], frame: int) -> tuple[int, int]:
    """The cursor resting a few frames on each hex the Boom Launcher can hit, in turn, with a
    little hand jitter: the explosion preview is always showing and keeps changing."""
    x, y = scene.screen_of(targets[(frame // 4) % len(targets)])
    return round(x + 3 * math.sin(frame)), round(y + 3 * math.cos(frame))


def aim_frame(app: App, scene: BattleScene, blast: ev.AttackResolved, targets: list[Hex],
              frame: int) -> float:
    """Milliseconds for one battle frame: a mouse move (a new aim preview), an update with
    the blast animation kept playing, the draw and the flip."""
    start = time.perf_counter_ns()
    scene.handle_event(mouse_moved_to(aim_cursor(scene, targets, frame)))
    animator = scene.flow.animator
    if animator.current is None:
        animator.current = Animation(blast, 0.7)
    scene.update(app.step.dt)
    scene.draw(app.screen, 0.5)
    pygame.display.flip()
    return (time.perf_counter_ns() - start) / 1e6


def staged_aim(app: App, arena: Arena) -> tuple[BattleScene, AimPrompt]:
    """Up to eight bots on ``arena`` with the human aiming a Boom Launcher, the AI seats done
    thinking."""
    scene = stage(app, arena.source, min(BOTS, len(arena.spawns)), "attack")
    prompt = scene.flow.prompt
    assert isinstance(prompt, AimPrompt)
    prompt.choose_action(next(a for a in prompt.actions if a.key == f"Blast:{BOOM}"))
    deadline = time.monotonic() + THINK_SECONDS
    while scene.session.thinking() and time.monotonic() < deadline:
        scene.session.poll()  # let AI seats with tied dice answer before timing
        time.sleep(0.01)
    return scene, prompt


def aim_figures(screen: pygame.Surface, arena: Arena, frames: int) -> dict[str, Any]:
    """The staged aim on ``arena`` timed, with the bots counted and the frames showing the
    explosion preview (of the warm-up and timed frames)."""
    app = App(screen, clock=SteppingClock())
    scene, prompt = staged_aim(app, arena)
    blast = looping_blast(scene)
    viewport = scene.viewport()
    targets = [h for h in prompt.targets() if viewport.collidepoint(scene.screen_of(h))]
    previews = 0

    def frame_at(i: int) -> float:
        nonlocal previews
        frame_ms = aim_frame(app, scene, blast, targets, i)
        previews += prompt.current_preview is not None
        return frame_ms

    try:
        timed, floors = interleaved(screen, frame_at, frames)
    finally:
        scene.session.close()
    return {**figures(timed, floors), "bots": len(scene.session.seats),
            "frames_with_area_overlay": previews,
            "animation": "Boom Launcher blast, looping"}


def main(argv: list[str] | None = None) -> int:
    """Print the figures as one JSON line; 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=FRAMES,
                        help=f"timed frames (default {FRAMES})")
    args = parser.parse_args(argv)
    if args.frames < 1:
        parser.error("--frames must be at least 1")
    init_pygame()
    screen = pygame.display.set_mode(SIZE)
    arena = largest_map()
    out = {**aim_figures(screen, arena, args.frames), "map": arena.name,
           "frames": args.frames, "size": f"{SIZE[0]}x{SIZE[1]}",
           "video_driver": pygame.display.get_driver()}
    print(json.dumps(out))
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
