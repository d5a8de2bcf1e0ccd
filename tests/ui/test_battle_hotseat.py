"""A hot-seat match (two humans) played through the real battle screen with synthetic input:
hand-offs, picking, aiming a single target, an explosion, a cone and a ray (each preview checked
against what then happens), moving, and on to the results."""

from __future__ import annotations

import pygame
import pytest

from game.core.hexes import distance, nearest_direction, neighbour
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.devourables import ACID_SPRAY, AGGRO_PUMP, BOOM
from game.games.meatbot.ui.battle.aim_panel import PRIVATE_LABEL
from game.games.meatbot.ui.battle.prompts import AimPrompt, ListPrompt, MovePrompt, PickPrompt
from game.games.meatbot.ui.scenes.results import ResultsScene
from game.games.meatbot.ui.session_setup import new_session
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.handoff import HandOffScene
from game.ui.session import SeatConfig
from tests.ui.conftest import move_mouse, post, press

BUILD = (BOOM, ACID_SPRAY, AGGRO_PUMP)
SEED = 4
MAX_FRAMES = 20_000


@pytest.fixture
def hot_seat(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    seats = [SeatConfig("Nina", "human", colour=0, build=BUILD),
             SeatConfig("Red", "human", colour=1, build=BUILD)]
    session = new_session("maps/duel_pit.tmx", seats, massacre=10, stomachs=10, seed=SEED)
    scene = BattleScene(session)
    app.push(scene)
    return scene


def click(pos) -> None:
    move_mouse(pos)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(pos[0]), round(pos[1])), button=1)


def click_button(scene: BattleScene, label: str) -> None:
    button = next(b for b in scene.buttons if b.label == label)
    click(button.rect.center)


def same_shot(event: ev.AttackResolved, choice) -> bool:
    """True if ``event`` is the resolution of ``choice``."""
    for name in ("target", "at", "direction"):
        if hasattr(choice, name) and getattr(event, name) != getattr(choice, name):
            return False
    return True


class Driver:
    """Plays both seats like a person would, noting what it covered."""

    def __init__(self, app, scene: BattleScene) -> None:
        self.app, self.scene = app, scene
        self.session = scene.session
        self.covered: set[str] = set()
        self.checked_previews = 0
        self.hand_offs = 0
        self.moves = 0

    def foe_hex(self, seat: int):
        return self.session.match.state.bots[1 - seat].hex

    def act(self) -> None:
        top = self.app.top
        if isinstance(top, HandOffScene):
            self.hand_offs += 1
            press(pygame.K_RETURN)
            return
        prompt = self.scene.flow.prompt
        if isinstance(prompt, PickPrompt):
            self.pick(prompt)
        elif isinstance(prompt, AimPrompt):
            self.aim(prompt)
        elif isinstance(prompt, MovePrompt):
            self.move(prompt)
        elif isinstance(prompt, ListPrompt):
            click(self.scene.buttons[0].rect.center)
        else:
            press(pygame.K_TAB)

    def pick(self, prompt: PickPrompt) -> None:
        # Nothing of the other player's pick may be in this panel.
        assert prompt.counts == [0, 0, 0, 0]
        far = distance(self.session.match.state.bots[prompt.seat].hex, self.foe_hex(prompt.seat))
        plus = [b for b in self.scene.buttons if b.label == "+"]
        if far > 2:
            click(plus[0].rect.center)   # a d4 with the mouse
            click(plus[0].rect.center)
        for _ in range(4):
            press(pygame.K_3)            # d10s by key
        self.app.frame()
        assert prompt.counts[2] == 4 and prompt.counts[0] == (2 if far > 2 else 0)
        while prompt.left > 0 and prompt.can_change(3, 1):
            prompt.change(3, 1)          # the rest as grandstand d12s
        press(pygame.K_RETURN)

    def aim(self, prompt: AimPrompt) -> None:
        labels = {a.label: a for a in prompt.actions}
        want = self.wanted(prompt, labels)
        if prompt.in_private is not None and (want is None or want in self.covered):
            # the open prompt offers nothing new: ask for the screen to see the unseen
            click_button(self.scene, PRIVATE_LABEL)
            return
        if want is None:
            click_button(self.scene, "Pass")
            return
        click_button(self.scene, want)
        self.app.frame()
        target = self.target_hex(prompt, want)
        move_mouse(self.scene.screen_of(target))
        self.app.frame()
        assert prompt.current_preview is not None, f"no preview for {want}"
        expected, choice = prompt.current_preview, prompt.hovered[0]
        before = len(self.session.match.events)
        click(self.scene.screen_of(target))
        self.finish_step(prompt)
        self.compare(expected, choice, prompt.seat, self.session.match.events[before:])
        self.covered.add(want)

    def wanted(self, prompt: AimPrompt, labels) -> str | None:
        foe = self.foe_hex(prompt.seat)
        me = self.session.match.state.bots[prompt.seat].hex
        order = ["Acid Stream", "Plib Gun", "Boom Launcher", "Acid Spray"]
        if distance(me, foe) > 3:
            order.remove("Acid Spray")
        fresh = [w for w in order if w in labels and w not in self.covered]
        usable = [w for w in ("Boom Launcher", "Plib Gun") if w in labels]
        return (fresh or usable or [None])[0]

    def target_hex(self, prompt: AimPrompt, want: str):
        foe = self.foe_hex(prompt.seat)
        if want in ("Acid Spray", "Acid Stream"):
            return neighbour(prompt.origin, nearest_direction(prompt.origin, foe))
        return foe

    def finish_step(self, answered: AimPrompt) -> None:
        """Play on until the answered die has resolved (or another decision is due)."""
        for _ in range(400):
            press(pygame.K_TAB)
            self.app.frame()
            flow = self.scene.flow
            if flow.settled and flow.prompt is not answered and flow.prompt is not None:
                return
            if isinstance(self.app.top, HandOffScene | ResultsScene):
                return

    def compare(self, expected, choice, seat, events) -> None:
        mine = [e for e in events if isinstance(e, ev.AttackResolved) and e.player == seat
                and same_shot(e, choice)]
        if not mine:
            return  # still waiting for a tied die
        shown = mine[0]
        assert set(shown.missed) == set(expected.missed)
        for hit_seat, amount in shown.hits:
            assert expected.damage.get(hit_seat) == amount
        if shown.hexes:
            assert set(shown.hexes) == set(expected.hexes)
        self.checked_previews += 1

    def move(self, prompt: MovePrompt) -> None:
        foe = self.foe_hex(prompt.seat)
        goals = [h for h in prompt.destinations if prompt.plan(h)]
        if not goals:
            press(pygame.K_SPACE)
            return
        best = min(goals, key=lambda h: (distance(h, foe), h))
        me = self.session.match.state.bots[prompt.seat].hex
        if distance(best, foe) >= distance(me, foe):
            press(pygame.K_SPACE)
            return
        self.moves += 1
        click(self.scene.screen_of(best))


def test_hot_seat_match_through_pick_aim_move_to_results(app, hot_seat):
    driver = Driver(app, hot_seat)
    for _ in range(MAX_FRAMES):
        if isinstance(app.top, ResultsScene):
            break
        driver.act()
        app.frame()
    assert isinstance(app.top, ResultsScene), f"match did not end; covered {driver.covered}"
    assert {"Plib Gun", "Boom Launcher", "Acid Spray", "Acid Stream"} <= driver.covered
    assert driver.checked_previews >= 4
    assert driver.hand_offs >= 4          # every secret pick went behind a hand-off screen
    assert driver.moves >= 1
    moved = [e for e in hot_seat.session.match.events if isinstance(e, ev.BotMoved)]
    assert moved

