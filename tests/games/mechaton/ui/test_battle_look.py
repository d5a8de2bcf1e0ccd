"""Mechaton's battle declares a look (its kept regions as parts), so a frame where nothing
changed is not drawn and a hover redraws only its region; the canvas must always be what a
whole draw makes: through the builder, deployment, aiming, the dice, animations, hovers, lit
buttons, tooltips and the log growing, at 1280x720 and at 800x600 (the canvas stretched)."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from game.ui.present import Look
from tests.games.mechaton.ui.driver import answer_randomly, battle, make_app, prompt_kind
from tests.games.mechaton.ui.test_kept_frame import carry_a_die, point_around, run_to_prompt
from tests.ui.conftest import move_mouse
from tests.ui.look_check import LookChecker

RESTING_FRAMES = 26
"""Frames the pointer rests, long enough for a tooltip to show."""


MORE_PROMPTS = 16
"""Prompts past the asked number a battle may run on until every wanted kind was seen (how
many prompts come before the first aiming depends on when the AI's answers land)."""


def play_and_check(size: tuple[int, int], seed: int, prompts: int,
                   wanted: frozenset[str] = frozenset()) -> tuple[Counter[str], set[str]]:
    """A battle with one human answered at random while the pointer wanders and now and then
    rests, every frame checked, for ``prompts`` prompts (more, up to MORE_PROMPTS, until the
    ``wanted`` kinds were seen); how frames were drawn and which prompts were seen."""
    rng = random.Random(seed)
    app = make_app(size)
    scene = battle(app, 1, seed=seed, quick=False)
    scene.flow.animator.speed = 4
    checker = LookChecker(app, scene)
    kinds: set[str] = set()
    try:
        for turn in range(prompts + MORE_PROMPTS):
            if turn >= prompts and wanted <= kinds or not run_to_prompt(checker):
                break
            kinds.add(prompt_kind(scene))
            if prompt_kind(scene) == "assign":
                carry_a_die(checker)
            for step in range(5):
                move_mouse(point_around(scene, rng))
                for _ in range(RESTING_FRAMES if (turn + step) % 4 == 0 else 2):
                    checker.frame()
            if prompt_kind(scene):
                answer_randomly(scene, rng)
    finally:
        scene.session.close()
        pygame.quit()
    return checker.drawn, kinds


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
def test_the_battle_drawn_by_its_look_is_never_stale(size: tuple[int, int]) -> None:
    # given a battle played at random with the pointer wandering and resting
    wanted = frozenset({"build", "deploy", "target"})
    drawn, kinds = play_and_check(size, seed=5 if size[0] == 1280 else 8, prompts=24,
                                  wanted=wanted)
    # then every frame showed what a whole draw shows (checked each frame), through the
    # builder, deployment and the fight, and frames were skipped, drawn in parts and whole
    assert wanted <= kinds, kinds
    assert drawn["skipped"] and drawn["parts"] and drawn["whole"], drawn


def test_the_painters_look_has_its_regions_as_parts_and_follows_a_hover() -> None:
    # given a Mechaton battle waiting for its human
    app = make_app((1280, 720))
    scene = battle(app, 1, seed=5)
    checker = LookChecker(app, scene)
    try:
        assert run_to_prompt(checker)
        for _ in range(200):  # until what was shown has played out
            if scene.look() is not None and not scene.session.thinking():
                break
            checker.frame()
        look = scene.look()
        assert isinstance(look, Look) and len(look.parts) == 4
        # when the pointer moves onto a button
        button = scene.buttons[0].rect
        move_mouse(button.center)
        checker.frame()
        # then only the bottom panel's part changed and was drawn
        after = scene.look()
        assert isinstance(after, Look) and after.whole == look.whole
        changed = [i for i, (a, b) in enumerate(zip(look.parts, after.parts, strict=True))
                   if a != b]
        assert changed == [2]
        assert checker.history[-1].endswith(" [2]")
    finally:
        scene.session.close()
        pygame.quit()
