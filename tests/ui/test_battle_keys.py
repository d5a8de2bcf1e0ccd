"""Keyboard-only battle play (synthetic key events only), long option lists, and the zoom that
fits every arena whole."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from game.core.match import Request
from game.games.meatbot.rules.choices import Pick
from game.games.meatbot.rules.devourables import BOOM
from game.games.meatbot.ui.battle.preview import preview
from game.games.meatbot.ui.battle.prompts import AimPrompt, ListPrompt, MovePrompt, PickPrompt
from game.games.meatbot.ui.battle.staging import stage
from game.games.meatbot.ui.session_setup import new_session
from game.ui.scenes.battle import BattleScene
from game.ui.session import SeatConfig


def key(scene: BattleScene, code: int, shift: bool = False) -> None:
    """One key press straight into the scene."""
    mod = pygame.KMOD_LSHIFT if shift else 0
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                          scancode=0))
    scene.handle_event(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="",
                                          scancode=0))


@pytest.fixture
def staged(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    scenes: list[BattleScene] = []

    def make(kind: str) -> BattleScene:
        scene = stage(app, "maps/standard_arena.tmx", 4, kind)
        scenes.append(scene)
        return scene

    yield make
    for scene in scenes:
        scene.session.close()


def choose_action_by_number(scene: BattleScene, weapon: str) -> AimPrompt:
    prompt = scene.flow.prompt
    assert isinstance(prompt, AimPrompt)
    number = next(i for i, (k, _, _) in enumerate(prompt.slots, 1) if k.endswith(weapon))
    key(scene, pygame.K_0 + number)
    assert prompt.action is not None and prompt.action.key.endswith(weapon)
    return prompt


def test_picking_by_keys_adds_removes_undoes_and_readies(staged):
    scene = staged("pick")
    prompt = scene.flow.prompt
    assert isinstance(prompt, PickPrompt)
    # when 3 is pressed twice, Shift+3 once, 1 once and Backspace once
    for code, shift in ((pygame.K_3, False), (pygame.K_3, False), (pygame.K_3, True),
                        (pygame.K_1, False), (pygame.K_BACKSPACE, False)):
        key(scene, code, shift)
    # then one attack die is left, and Enter sends exactly that pick
    assert prompt.counts == [0, 0, 1, 0]
    made = len(scene.session.match.choices)
    key(scene, pygame.K_RETURN)
    assert scene.session.match.choices[made] == (0, Pick(0, 0, 1, 0))


def test_tab_visits_every_explosion_target_with_its_exact_preview_and_enter_fires(staged):
    scene = staged("attack")
    prompt = choose_action_by_number(scene, BOOM)
    targets = set(prompt.targets())
    best = prompt.aim
    visited = []
    for _ in range(len(targets)):
        key(scene, pygame.K_TAB)
        visited.append(scene.hover)
        assert prompt.current_preview == preview(scene.session.match, 0, prompt.hovered[0])
    # then every legal hex came up exactly once, and the arrows step back the same way
    assert set(visited) == targets and len(visited) == len(targets)
    key(scene, pygame.K_LEFT)
    assert scene.hover == visited[-2]
    # and Tab comes back round to the aim offered first (the best one), which Enter fires
    key(scene, pygame.K_TAB)
    assert scene.hover == visited[-1] == best
    chosen = prompt.hovered[0]
    made = len(scene.session.match.choices)
    key(scene, pygame.K_RETURN)
    assert scene.session.match.choices[made] == (0, chosen)


def test_arrows_turn_a_cone_through_its_directions(staged):
    scene = staged("attack")
    prompt = choose_action_by_number(scene, "Spray")
    directions = set()
    for _ in range(len(prompt.targets())):
        key(scene, pygame.K_RIGHT)
        directions.add(prompt.hovered[0].direction)
    assert directions == {c.direction for c in prompt.action.choices}
    chosen = prompt.hovered[0]
    key(scene, pygame.K_RETURN)
    assert scene.session.match.choices[-1] == (0, chosen)


def test_the_move_cursor_walks_among_reachable_hexes_and_enter_walks_there(app, staged):
    scene = staged("move")
    prompt = scene.flow.prompt
    assert isinstance(prompt, MovePrompt)
    start = scene.session.match.state.bots[0].hex
    for code in (pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT):
        key(scene, code)
        assert scene.hover in prompt.destinations and prompt.path
    goal = scene.hover
    key(scene, pygame.K_RETURN)
    for _ in range(600):
        if scene.session.match.state.bots[0].hex == goal:
            break
        scene.flow.skip()
        app.frame()
    assert goal != start and scene.session.match.state.bots[0].hex == goal


def test_the_stop_moving_key_stops_and_does_not_pan(staged):
    # given a human asked to move, with the default keys (X stops moving)
    scene = staged("move")
    made = len(scene.session.match.choices)
    origin = scene.camera.origin
    # when X is pressed (and the frames run on)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x",
                                          scancode=0))
    scene.update(0.2)
    # then the bot stopped and the map did not slide
    assert type(scene.session.match.choices[made][1]).__name__ == "Stop"
    assert scene.camera.origin == origin


@dataclass(frozen=True)
class Shout:
    """A stand-in choice with a long label."""

    target: int


class ManyOptions(Request):
    """A request with 36 choices, like a Lawyer Noise."""

    def legal_choices(self) -> list:
        return [Shout(i) for i in range(36)]


def test_every_one_of_36_options_is_reachable_by_pages_and_by_keys(staged):
    scene = staged("pick")
    sent: list = []
    scene.session.match.state.names = tuple(f"Contestant{i:02d}" for i in range(36))
    prompt = ListPrompt(ManyOptions(99, 0, "lawyer", "Which claim?"), sent.append)
    scene.flow.prompt = prompt
    scene._refresh_buttons()
    labels = {b.label for b in scene.buttons if b.kind == "option"}
    more = [b for b in scene.buttons if b.label.startswith("More")]
    assert more and len(labels) < 36  # they do not all fit on one page
    pages = int(more[0].label.rsplit("/", 1)[1])
    seen: set[str] = set()
    for _ in range(pages):  # the More button turns every page
        seen |= {b.label for b in scene.buttons if b.kind == "option"}
        next(b for b in scene.buttons if b.label.startswith("More")).action()
        scene._refresh_buttons()
    assert len(seen) == 36 and all(b.rect.bottom <= scene.bottom_area().bottom
                                   for b in scene.buttons)
    # and the arrow keys walk through all 36 in turn; Enter sends the one in focus
    focused = []
    for _ in range(36):
        focused.append(next(b.label for b in scene.buttons if b.kind == "option"
                            and b.selected))
        key(scene, pygame.K_RIGHT)
    assert len(set(focused)) == 36
    key(scene, pygame.K_PAGEDOWN)
    key(scene, pygame.K_2)
    assert len(sent) == 1 and isinstance(sent[0], Shout)


def test_the_largest_arena_fits_whole_on_first_view(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    seats = [SeatConfig(f"Bot{i}", "ai", "easy", i) for i in range(4)]
    session = new_session("maps/royale.tmx", seats, massacre=4, stomachs=5, seed=1)
    scene = BattleScene(session)
    app.push(scene)
    try:
        view = scene.viewport()
        half_w, half_h = 28 * scene.camera.zoom, 32 * scene.camera.zoom
        for h in scene.arena.cells:
            x, y = scene.screen_of(h)
            assert view.left <= x - half_w and x + half_w <= view.right, h
            assert view.top <= y - half_h and y + half_h <= view.bottom, h
    finally:
        session.close()
