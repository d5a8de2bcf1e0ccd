"""Walking a tutorial lesson through the real screens, for every game's tests.

A game's test supplies ``answer(app, scene, expected)``: the keys and clicks a player
following the callout posts for the open prompt (``expected`` is the script's accepted
choices, the first being the one the marks show). Then:

- ``start(app, script)`` opens the lesson on the app (animations at top speed);
- ``walk(app, scene, answer)`` reads every info lesson (Enter) and answers every prompt
  until the lesson ends, checking every callout's text is readable and nothing was refused;
- ``walk_until(app, scene, answer, done)`` stops where ``done(scene)`` first holds;
- ``check_refused(app, scene, wrong)`` posts a wrong input and checks it is refused with a
  hint while nothing changes;
- ``readable_at(app, scene)`` checks the callout on screen draws no text under 9 window
  pixels (open the app at 800x600 with ``headless_app((800, 600))``); ``walk`` checks it
  for every callout.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui import text as text_module
from game.ui.text import SMALLEST_PX
from game.ui.tutorial import progress
from game.ui.tutorial.scene import TutorialScene
from tests.ui.conftest import press

Answer = Callable[[Any, TutorialScene, tuple[Any, ...]], None]
MAX_FRAMES = 8000


@dataclass
class Walked:
    """What a walk met: the lessons' titles in order, frames run, and the smallest text
    size (window pixels) any callout drew."""

    seen: list[str] = field(default_factory=list)
    frames: int = 0
    smallest_px: float = 999.0


def start(app: Any, script: Any, speed: int = 4) -> TutorialScene:
    """Open ``script``'s lesson (a ``LessonScript`` instance) on ``app``."""
    scene = TutorialScene(script)
    app.push(scene)
    app.frame()
    scene.flow.animator.speed = speed
    return scene


def player_prompt_ready(scene: TutorialScene) -> bool:
    """True when the player's prompt is open and the board has caught up."""
    return (scene.player_prompt is not None and scene.flow.settled
            and not scene.guide.blocking)


def step(app: Any, scene: TutorialScene, answer: Answer, walked: Walked) -> None:
    """One frame of a walk: read on, or answer the open prompt as the script expects."""
    if scene.guide.blocking:
        press(pygame.K_RETURN)
    elif player_prompt_ready(scene):
        expected = scene.session.expected(scene.player_prompt.request)
        assert expected, f"the script expects nothing at {scene.guide.seen[-2:]}"
        answer(app, scene, expected)
    app.frame()
    walked.frames += 1
    if scene.callout_box is not None:
        walked.smallest_px = min(walked.smallest_px, smallest_px(app, scene))


def walk(app: Any, scene: TutorialScene, answer: Answer,
         max_frames: int = MAX_FRAMES) -> Walked:
    """Play the lesson to its end with the expected inputs; then checks it ended on its
    finale, was marked done, refused nothing and drew no text under 9 window pixels."""
    walked = Walked()
    while scene in app.stack:
        assert walked.frames < max_frames, \
            f"the lesson did not end in {max_frames} frames: {scene.guide.seen[-3:]}"
        step(app, scene, answer, walked)
    walked.seen = list(scene.guide.seen)
    assert walked.seen and walked.seen[-1] == scene.script.finale.title, walked.seen[-3:]
    assert progress.status(scene.script.key) == "done"
    assert scene.session.refused == 0, scene.session.hint
    assert walked.smallest_px >= SMALLEST_PX, walked.smallest_px
    return walked


def walk_until(app: Any, scene: TutorialScene, answer: Answer,
               done: Callable[[TutorialScene], bool], max_frames: int = MAX_FRAMES) -> Walked:
    """Play on with the expected inputs until ``done(scene)`` holds (checked each frame)."""
    walked = Walked()
    while not done(scene):
        assert scene in app.stack, f"the lesson ended first: {scene.guide.seen[-3:]}"
        assert walked.frames < max_frames, f"not reached in {max_frames} frames"
        step(app, scene, answer, walked)
    walked.seen = list(scene.guide.seen)
    return walked


def snapshot(scene: TutorialScene) -> tuple[Any, ...]:
    """What a refused answer must leave alone: the player's answers so far, the scripted
    dice used, and the kind of the player's open request (a scripted seat may answer
    meanwhile, so the match's other parts may move on)."""
    match, player = scene.session.match, scene.session.player
    dice = getattr(match.state, "dice", None)
    answers = [choice for seat, choice in match.choices if seat == player]
    request = next((r.kind for r in match.pending() if r.player == player), None)
    return answers, getattr(dice, "used", None), request


def check_refused(app: Any, scene: TutorialScene, wrong: Callable[[], None],
                  frames: int = 5) -> str:
    """Post a wrong input (``wrong()``) at the open prompt and run a few frames: the hint
    appears, one refusal is counted, nothing of the match changes and the prompt stays
    open. Returns the hint."""
    assert player_prompt_ready(scene), "open the player's prompt first (walk_until)"
    before, refused = snapshot(scene), scene.session.refused
    wrong()
    for _ in range(frames):
        app.frame()
    assert scene.session.refused == refused + 1, "the wrong input was not refused"
    assert scene.session.hint, "a refused input shows a hint"
    assert snapshot(scene) == before, "a refused input changed the match"
    assert scene.player_prompt is not None, "the prompt stays open after a refusal"
    return scene.session.hint


def smallest_px(app: Any, scene: TutorialScene) -> float:
    """The smallest text size the last callout drew, in window pixels (the font size as
    drawn, after the app's floor for a scaled-down canvas, times the scale; as
    tests/ui/test_text_size.py measures)."""
    floor = text_module._state["min_size"]
    return min(max(size, floor) for size in scene.callout_sizes) * app.scale


def readable_at(app: Any, scene: TutorialScene) -> None:
    """Draw the scene and check the callout's text is 9 window pixels or more."""
    app.frame()
    assert scene.callout_box is not None, "no callout on screen"
    assert smallest_px(app, scene) >= SMALLEST_PX
