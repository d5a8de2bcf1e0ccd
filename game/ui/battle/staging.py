"""Setting up battle moments on purpose, for the benchmark and the README screenshots.

``stage`` starts a match with one human seat among AI seats, puts the battle screen on the
app and plays on (animations skipped, the human answering plainly) until the human is asked
for a request of the wanted kind. ``play_frames`` runs the app with a clock that moves one
update per frame, so a headless run shows the same frames however fast the machine is.
"""

from __future__ import annotations

from pathlib import Path

from game.rulesets.meatbot import devourables as dv
from game.rulesets.meatbot.choices import Pick, Stop
from game.ui.battle.prompts import AimPrompt, ListPrompt, MovePrompt, PickPrompt, Prompt
from game.ui.scenes.battle import BattleScene
from game.ui.session import MatchSession, SeatConfig

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
    session = MatchSession.new(arena_path, seats_for(bots), massacre=6, stomachs=10,
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
    raise RuntimeError(f"no {until} request for the human within {max_frames} frames")


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
