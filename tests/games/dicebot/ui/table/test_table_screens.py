"""The card table lays out and paints at 1280x720 and 800x600: robots round the ring never
touch each other, the fanned hand or the deck; the battle screen's prompt buttons fit; and
every event of a whole game paints mid-animation."""

from __future__ import annotations

from itertools import combinations
from types import SimpleNamespace

import pygame
import pytest

from game.core.match import start_match
from game.games.dicebot.ai.play import play_game
from game.games.dicebot.ui import table
from game.games.dicebot.ui.table.layout import geometry_for, shown_hand, table_geometry
from game.ui.anim import Animation
from game.ui.battle.seats import SeatConfig
from game.ui.session import MatchSession
from tests.games.dicebot.ui.table import driver


def table_ui():
    from game.ui.games import game_ui

    return game_ui("dicebot")


VIEWPORTS = {(1280, 720): pygame.Rect(0, 44, 950, 526),
             (800, 600): pygame.Rect(0, 44, 550, 406)}
"""The table's area in the battle screen on a canvas of each size (the sidebar is slimmer
below 1000 pixels wide)."""


@pytest.mark.parametrize("size", list(VIEWPORTS))
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("hand", [0, 5, 9])
def test_ring_hand_and_deck_never_overlap(size, seats, hand):
    area = VIEWPORTS[size]
    for anchor in range(seats):
        geo = table_geometry(area, seats, anchor, hand)
        boxes = [geo.robots[s].union(geo.cards[s]) for s in range(seats)]
        for a, b in combinations(boxes, 2):
            assert not a.colliderect(b), (seats, anchor, a, b)
        ring = pygame.Rect(area.x, area.y, area.width, geo.hand_area.y - area.y)
        assert all(ring.contains(box) for box in boxes)
        for card in geo.hand + [geo.deck]:
            assert area.contains(card) and not card.colliderect(ring)
        assert not any(card.colliderect(geo.deck) for card in geo.hand)
        # the anchor (the local player) sits at the bottom of the ring
        assert geo.robots[anchor].centery == max(r.centery for r in geo.robots.values())


def test_the_next_seat_sits_on_the_anchors_left():
    geo = table_geometry(VIEWPORTS[(1280, 720)], 4, 0, 6)
    assert geo.robots[1].centerx < geo.robots[0].centerx < geo.robots[3].centerx
    assert geo.robots[2].centery < geo.robots[1].centery


@pytest.fixture(params=list(VIEWPORTS), ids=lambda s: f"{s[0]}x{s[1]}")
def sized(request):
    app = driver.make_app(request.param)
    yield app
    pygame.quit()


def test_card_choice_screen_fits(sized):
    app = sized
    scene = driver.open_battle(app, 7)
    try:
        assert driver.run_until(app, scene, driver.prompt_kind("card"))
        app.frame()
        geo = geometry_for(scene)
        screen = app.screen.get_rect()
        assert len(geo.hand) == 6
        for a, b in combinations([b.rect for b in scene.buttons], 2):
            assert not a.colliderect(b)
        assert all(screen.contains(b.rect) and scene.bottom_area().contains(b.rect)
                   for b in scene.buttons)
        for card in geo.hand:
            assert not any(card.colliderect(r) for r in geo.robots.values())
            assert scene.viewport().contains(card)
    finally:
        scene.session.close()


def _game_with_a_sudden_death():
    """The first seeded four-player game of easy robots (from seed 5) that goes to a sudden
    death: which seeds do depends on how the easy level plays, which may change."""
    for seed in range(5, 60):
        match = play_game(("easy",) * 4, seed, melee_limit=8).match
        if any(type(event).__name__ == "SuddenDeathBegan" for event in match.events):
            return match
    raise AssertionError("no seeded four-player game of easy robots went to a sudden death")


def test_every_event_of_a_game_paints_mid_animation(sized):
    # given a whole four-player game (a sudden death match included) on the table
    app = sized
    match = _game_with_a_sudden_death()
    seats = [SeatConfig(name, "ai", "easy", k) for k, name in enumerate(match.state.names)]
    session = MatchSession(match, seats, "")
    battle = table_ui().battle_scene(session)
    app.push(battle)
    try:
        board = battle.flow.board
        board.replay([])
        names = set()
        for event in match.events:
            # when each event plays, half way through its animation
            board.apply(event)
            duration = table.presenter(event).duration or 1.0
            battle.flow.animator.current = Animation(event, duration, duration * 0.6)
            battle.draw(app.screen, 0.0)
            names.add(type(event).__name__)
        # then every kind of moment was drawn, the sudden death among them
        assert {"CardsRevealed", "AttackResolved", "RobotDestroyed", "SuddenDeathBegan",
                "GameEnded", "MedalAwarded", "PaymentMade"} <= names
        assert type(battle.painter.table()).__name__ == "TablePainter"
    finally:
        battle.flow.animator.current = None
        session.close()


def hot_seat(kind):
    prompt = None if kind is None else SimpleNamespace(request=SimpleNamespace(kind=kind))
    board = SimpleNamespace(hand=lambda: ("Left Hook", "Zap Prod"))
    return SimpleNamespace(session=SimpleNamespace(human_seats=[0, 1]),
                           flow=SimpleNamespace(prompt=prompt, board=board))


@pytest.mark.parametrize(("kind", "shown"), [("card", True), ("discard", True), ("chip", True),
                                             ("ready", True), ("ability", False),
                                             ("pay", False), ("target", False), (None, False)])
def test_with_several_humans_a_hand_shows_only_after_its_hand_off(kind, shown):
    assert bool(shown_hand(hot_seat(kind))) == shown


def test_hand_prompts_come_after_a_hand_off():
    # given a match whose players are getting ready (their hands dealt)
    match = play_game(("easy",) * 2, 1, melee_limit=1).match
    fresh = start_match("dicebot", match.setup, match.seed)
    session = MatchSession(fresh, [SeatConfig("A"), SeatConfig("B")], "")
    # then every prompt is private (a hand-off between humans), but not in the battle's window
    assert table.prompts_private(session)
    windows = 0
    for seat, choice in match.choices:
        fresh.submit(seat, choice)
        if fresh.state.phase == "window":
            windows += 1
            assert not table.prompts_private(session)
    assert windows
