"""Meatbot's battle declares a look whose parts are its regions (header, field, bottom panel,
sidebar, the hovered hex), so a frame where nothing changed is not drawn and a hover redraws
only the hexes it left and reached; the canvas must always be what a whole draw by a painter
that keeps nothing makes: through the shop, moves and aims with the pointer over bots, hexes
and buttons, clicks, AI turns, tooltips, at 1280x720 and 800x600."""

from __future__ import annotations

import pygame
import pytest

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.ui.battle.aim_prompt import AimPrompt
from game.games.meatbot.ui.battle.field_look import PointerPart
from game.games.meatbot.ui.battle.screen import BattlePainter
from game.games.meatbot.ui.battle.staging import stage
from game.ui.app import App
from game.ui.games import game_ui
from game.ui.present import Look
from game.ui.scenes.battle import BattleScene
from tests.ui.conftest import headless_app, let_ai_think, move_mouse, press
from tests.ui.look_check import LookChecker
from tests.ui.look_play import on_window, play_and_check
from tests.ui.test_replay_viewer import viewer_of

SIZES = [(1280, 720), (800, 600)]
IDS = ["1280x720", "800x600"]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_battle_drawn_by_its_look_is_never_stale(size: tuple[int, int]) -> None:
    # given a battle played with the pointer wandering, resting and clicking
    drawn, kinds = play_and_check("meatbot", size, seed=3, moves=60, fresh=True)
    # then every frame showed what a whole fresh draw shows (checked each frame), frames were
    # skipped, drawn in parts and whole, with the human asked more than one thing
    assert drawn["skipped"] and drawn["parts"] and drawn["whole"], drawn
    assert len(kinds) >= 2, kinds


def waiting_battle(size: tuple[int, int]) -> tuple[App, BattleScene, LookChecker]:
    """A demo battle at ``size`` whose human is asked something, nothing being shown and no
    AI seat thinking, every frame checked against a fresh whole draw."""
    app = headless_app(size)
    ui = game_ui("meatbot")
    session = ui.demo_session(3, humans=1)
    session.autosave_enabled = False
    scene = ui.battle_scene(session)
    app.push(scene)
    checker = LookChecker(app, scene, fresh=True)
    for _ in range(3000):
        if scene.flow.prompt is not None and scene.look() is not None \
                and not session.thinking():
            return app, scene, checker
        checker.frame()
        let_ai_think(app)
    raise AssertionError("the human was never asked anything")


def empty_hexes(scene: BattleScene, count: int) -> list[tuple[int, int]]:
    """Canvas points over ``count`` different hexes of the map with no bot on them."""
    viewport = scene.viewport().inflate(-80, -80)
    points, seen = [], set()
    for y in range(viewport.top, viewport.bottom, 37):
        for x in range(viewport.left, viewport.right, 41):
            h = scene.hex_at((x, y))
            if h is not None and h not in seen and scene.flow.board.bot_at(h) is None:
                seen.add(h)
                points.append((x, y))
    assert len(points) >= count
    return points[:: max(1, len(points) // count)][:count]


def wander_over_hexes(app: App, scene: BattleScene, checker: LookChecker) -> None:
    """The pointer from empty hex to empty hex, a few frames on each."""
    for point in empty_hexes(scene, 8):
        move_mouse(on_window(app, point))
        for _ in range(2):
            checker.frame()


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_hover_over_the_map_redraws_only_the_hexes_it_left_and_reached(size) -> None:
    # given a battle waiting for its human
    app, scene, checker = waiting_battle(size)
    try:
        look = scene.look()
        assert isinstance(look, Look) and len(look.parts) == 5
        # when the pointer moves from one empty hex to another
        wander_over_hexes(app, scene, checker)
        # then only the hover's part changed, and its boxes (the old hex's and the new's,
        # much smaller than the map) were drawn, the canvas always right
        after = scene.look()
        assert isinstance(after, Look) and after.whole == look.whole
        assert [h for h in checker.history if h.startswith("parts")], checker.history
        assert all(h.endswith("[4]") for h in checker.history if h.startswith("parts"))
        box = pygame.Rect(after.parts[4][0])
        assert box.width * box.height * 20 < scene.viewport().width * scene.viewport().height
    finally:
        scene.session.close()
        pygame.quit()


def shrunk_hover_box(real):
    """A deliberately wrong look: the hover's box a few pixels round the hex's centre."""
    def part(self, scene):
        rect, signature = real(self, scene)
        return tuple(pygame.Rect(rect).inflate(-60, -60)), signature
    return part


def shrunk_map_redraw(real):
    """A deliberately wrong painter: the map on its kept backdrop recomposed short of the
    area the frame draws."""
    def recompose(self, surface, viewport, drawn, proj, force, moving, area):
        real(self, surface, viewport, drawn, proj, force, moving, area.inflate(-30, -30))
    return recompose


@pytest.mark.parametrize(("target", "name", "breaking"), [
    (PointerPart, "part", shrunk_hover_box),
    (BattlePainter, "_map", shrunk_map_redraw),
], ids=["look", "painter"])
def test_a_deliberately_broken_look_or_painter_is_caught(monkeypatch, target, name,
                                                         breaking) -> None:
    # given a battle waiting for its human, with a look that misses part of the hover's
    # outline or a painter that leaves part of the map it should redraw stale
    app, scene, checker = waiting_battle((800, 600))
    monkeypatch.setattr(target, name, breaking(getattr(target, name)))
    try:
        # when the pointer moves over the map, then the stale picture is caught
        with pytest.raises(AssertionError, match="stale picture"):
            wander_over_hexes(app, scene, checker)
    finally:
        scene.session.close()
        pygame.quit()


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_replay_viewer_drawn_by_its_look_is_never_stale(size) -> None:
    # given Meatbot's replay viewer, every frame checked against a fresh whole draw
    app = headless_app(size)
    try:
        viewer = viewer_of(app, "meatbot", decisions=60)
        checker = LookChecker(app, viewer, fresh=True)
        scene = viewer.battle
        # when the pointer wanders over the map, bots and buttons while the match steps on
        for step in range(6):
            wander_over_hexes(app, scene, checker)
            for bot in scene.flow.board.bots:
                move_mouse(on_window(app, scene.screen_of(bot.hex)))
                checker.frame()
            press(pygame.K_RIGHT)
            for _ in range(12 if step % 2 else 40):
                checker.frame()
        # then every frame showed what a fresh whole draw shows, hovers drawn in parts
        assert checker.drawn["parts"] and checker.drawn["whole"], checker.drawn
    finally:
        pygame.quit()


def aim_a_boom(scene: BattleScene) -> None:
    """At an attack prompt: the Boom Launcher chosen, so pointing previews a blast."""
    prompt = scene.flow.prompt
    assert isinstance(prompt, AimPrompt)
    prompt.choose_action(next(a for a in prompt.actions if a.key == f"Blast:{dv.BOOM}"))


def outcome_tags(scene: BattleScene) -> int:
    """How many outcome tags the previewed blast puts over bots now."""
    preview = getattr(scene.flow.prompt, "current_preview", None)
    if preview is None:
        return 0
    return sum(1 for bot in scene.flow.board.bots if preview.outcome(bot.seat))


@pytest.mark.parametrize("until", ["attack", "move"])
@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_aiming_and_walking_with_the_pointer_over_the_map_is_never_stale(size, until) -> None:
    # given a battle where the human aims a Boom Launcher (its blast and the outcome tags
    # over the bots follow the pointer) or walks (the path follows it)
    app = headless_app(size)
    scene = stage(app, "maps/standard_arena.tmx", 4, until)
    try:
        if until == "attack":
            aim_a_boom(scene)
        checker = LookChecker(app, scene, fresh=True)
        targets = list(getattr(scene.flow.prompt, "destinations", ())) or \
            scene.flow.prompt.targets()
        # when the pointer goes over the hexes it can aim or walk at, over the bots and over
        # empty hexes, now and then resting (a tooltip)
        tags = 0
        for index, h in enumerate(sorted(targets)[::3][:12]):
            move_mouse(on_window(app, scene.screen_of(h)))
            for _ in range(26 if index % 4 == 3 else 2):
                checker.frame()
            tags += outcome_tags(scene)
        for bot in scene.flow.board.bots:
            move_mouse(on_window(app, scene.screen_of(bot.hex)))
            checker.frame()
        wander_over_hexes(app, scene, checker)
        # then every frame showed what a fresh whole draw shows, the prompt still open
        assert scene.flow.prompt is not None and checker.drawn["parts"], checker.drawn
        assert tags or until == "move"  # blasts previewed with their outcome over bots
    finally:
        scene.session.close()
        pygame.quit()
