"""The battle painter keeps its frame between frames and paints a region again only when what
it shows changes; what it shows must always equal the whole frame painted afresh: through the
builder, deployment, aiming (the line of fire following the pointer), the dice, the animations,
a mech hovered (its name on a plate), a button lit and the log growing."""

from __future__ import annotations

import random
from collections import Counter

import pygame

from game.ui.app import App
from game.ui.scenes.battle import BattleScene
from tests.games.mechaton.ui.driver import answer_randomly, battle, make_app, prompt_kind
from tests.ui.conftest import let_ai_think, move_mouse, post, press
from tests.ui.look_check import box_of_difference

FRAMES_PER_PROMPT = 6


class Checker:
    """Paints the battle both ways after each frame and counts what was on screen."""

    def __init__(self, app: App, scene: BattleScene) -> None:
        self.app, self.scene = app, scene
        size = app.screen.get_size()
        self.kept, self.fresh = pygame.Surface(size), pygame.Surface(size)
        self.seen: Counter[str] = Counter()

    def frame(self) -> None:
        """One app frame, then both paintings compared (once more if they differ: an AI
        thread or a suggestion may finish between the two; a stale kept picture stays)."""
        self.app.frame()
        if self.app.top is not self.scene:
            return
        suggestion = getattr(self.scene.flow.prompt, "suggestion", None)
        if suggestion is not None:
            suggestion.wait()  # the default arrives after the frame that showed none
        if not self.same() and not self.same():
            raise AssertionError(self.describe())
        self.count()

    def same(self) -> bool:
        """True when the kept frame equals a fresh painting now."""
        painter = self.scene.painter
        painter.draw(self.kept, 0.0)
        painter.draw_fresh(self.fresh)
        return pygame.image.tobytes(self.kept, "RGB") == pygame.image.tobytes(self.fresh, "RGB")

    def describe(self) -> str:
        """What was on screen when the two paintings differed."""
        flow = self.scene.flow
        current = flow.animator.current
        return (f"kept frame differs from a fresh one: prompt {prompt_kind(self.scene)!r}, "
                f"animation {type(current.event).__name__ if current else None}, "
                f"hover {self.scene.hover}, mouse {self.scene.mouse}, "
                f"where {box_of_difference(self.kept, self.fresh)}")

    def count(self) -> None:
        scene = self.scene
        flow = scene.flow
        kind = prompt_kind(scene)
        self.seen[kind or "no prompt"] += 1
        if flow.animator.current is not None:
            self.seen["animation"] += 1
        view = flow.board.view
        if view is not None and any(m.alive and m.hex == scene.hover for m in view.mechs):
            self.seen["mech hovered" + (" aiming" if kind in ("target", "spot") else "")] += 1
        if any(b.rect.collidepoint(scene.mouse) for b in scene.buttons if scene.mouse):
            self.seen["button lit"] += 1
        if getattr(flow.prompt, "dragging", False):
            self.seen["die carried"] += 1
        self.seen[f"log {flow.log.added}"] = 1


def point_around(scene: BattleScene, rng: random.Random) -> tuple[int, int]:
    """Somewhere to point: a mech (often), a button, or anywhere on the window."""
    view = scene.flow.board.view
    mechs = [m.hex for m in view.mechs if m.hex is not None] if view is not None else []
    roll = rng.random()
    if mechs and roll < 0.5:
        x, y = scene.screen_of(rng.choice(mechs))
        return round(x), round(y)
    if scene.buttons and roll < 0.7:
        return rng.choice(scene.buttons).rect.center
    width, height = scene.app.screen.get_size()
    return rng.randrange(width), rng.randrange(height)


def carry_a_die(checker: Checker) -> None:
    """Pick a die up with the button held and carry it over the board."""
    scene = checker.scene
    rects = scene.flow.prompt.die_rects(scene.bottom_area())
    if not rects:
        return
    start = next(iter(rects.values())).center
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    checker.frame()
    for k in range(1, 5):
        at = (start[0] + 60 * k, start[1] - 90 * k)
        post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0))
        checker.frame()
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    checker.frame()


def play_and_compare(size: tuple[int, int], seed: int, prompts: int,
                     wanted: tuple[str, ...]) -> Counter[str]:
    """A battle with one human (deploying piece by piece) answered at random while the
    pointer wanders, every frame compared, until all ``wanted`` were seen (or ``prompts``
    were answered). What was seen, counted."""
    rng = random.Random(seed)
    app = make_app(size)
    scene = battle(app, 1, seed=seed, quick=False)
    scene.flow.animator.speed = 4  # fewer frames per event; each still compared
    checker = Checker(app, scene)
    try:
        for _ in range(prompts):
            if all(checker.seen[name] for name in wanted) or not run_to_prompt(checker):
                break
            if prompt_kind(scene) == "assign" and checker.seen["die carried"] < 3:
                carry_a_die(checker)
            for _ in range(FRAMES_PER_PROMPT):
                move_mouse(point_around(scene, rng))
                checker.frame()
            if prompt_kind(scene):
                answer_randomly(scene, rng)
    finally:
        scene.session.close()
        pygame.quit()
    return checker.seen


def run_to_prompt(checker: Checker, frames: int = 400) -> bool:
    """Frames (every one compared) until the human is asked something; False if the match
    ends or nothing is asked."""
    scene = checker.scene
    for _ in range(frames):
        if prompt_kind(scene):
            return True
        if scene.session.is_over or checker.app.top is not scene and \
                type(checker.app.top).__name__ != "HandOffScene":
            return False
        if type(checker.app.top).__name__ == "HandOffScene":
            press(pygame.K_RETURN)
        let_ai_think(checker.app)
        checker.frame()
    return bool(prompt_kind(scene))


def test_the_kept_frame_always_equals_a_fresh_painting() -> None:
    # given a battle played through its builder, deployment and first turns at random,
    # the pointer over mechs, buttons and anywhere
    wanted = ("build", "deploy", "initiative", "target", "mech hovered aiming", "assign",
              "die carried", "animation", "mech hovered", "button lit", "no prompt")
    seen = play_and_compare((1280, 720), seed=5, prompts=70, wanted=wanted)
    # then every frame equalled a fresh painting (checked in Checker.frame), through all of:
    assert all(seen[name] for name in wanted), seen
    assert sum(1 for key in seen if key.startswith("log ")) > 10


def test_a_small_window_keeps_no_stale_picture_either() -> None:
    wanted = ("build", "deploy", "animation", "mech hovered")
    seen = play_and_compare((800, 600), seed=8, prompts=40, wanted=wanted)
    assert all(seen[name] for name in wanted), seen



def test_the_results_screen_keeps_its_table_and_still_lights_buttons_and_tooltips(app) -> None:
    from game.games.mechaton.ui.scenes.results import ResultsScene
    from tests.games.mechaton.ui.test_screens import played_out

    # given the results of a finished match on screen
    session = played_out(5)
    scene = ResultsScene(session)
    app.push(scene)
    size = app.screen.get_size()
    kept, fresh = pygame.Surface(size), pygame.Surface(size)
    shown = []
    try:
        # when the pointer goes off the buttons, then rests on Rematch until its tooltip shows
        for pos, frames in (((5, 5), 3), (scene.rematch_button.rect.center, 90)):
            move_mouse(pos)
            for _ in range(frames):
                app.frame()
                scene.draw(kept, 0.0)
                scene.draw_fresh(fresh)
                # then every frame equals the screen painted afresh
                assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
                shown.append(pygame.image.tobytes(kept, "RGB"))
    finally:
        session.close()
    # and the lit button and its tooltip did show: three different pictures in all
    assert len(set(shown)) == 3
