"""The build round: the shop keeps to the Stomachs budget, undoes, and hands over in turn."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.devourables import DEVOURABLES, stomachs_used
from game.games.meatbot.ui.scenes import setup_flow as flow
from game.games.meatbot.ui.scenes.build import BuildScene, Shop, bot_numbers
from game.games.meatbot.ui.scenes.setup_flow import BuildFlow, SeatDraft
from game.ui.scene import Scene
from game.ui.scenes.handoff import HandOffScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import post, press

KINDS = sorted(DEVOURABLES)


def test_the_shop_refuses_what_does_not_fit():
    # given a budget of 5 with a Boom Launcher (3) bought
    shop = Shop(5)
    assert shop.add(dv.BOOM)
    # when a Bonespear Flinger (5) is tried, then it is refused with the numbers
    assert shop.add(dv.BONESPEAR) is False
    assert "needs 5 Stomachs; 2 of 5 left" in shop.why_not_add(dv.BONESPEAR)
    # and two one-Stomach items still fit, a third does not
    assert shop.add(dv.GOUGERS) and shop.add(dv.NERVE_LACE)
    assert shop.add(dv.ELME) is False
    assert shop.used == 5 and shop.left == 0


def test_a_zero_budget_buys_nothing():
    shop = Shop(0)
    assert not any(shop.add(kind) for kind in KINDS)
    assert shop.build() == ()


def test_undo_takes_back_adds_removes_and_clears_in_order():
    shop = Shop(10)
    shop.add(dv.CHITIN)
    shop.add(dv.CHITIN)
    shop.add(dv.LOCKJAW)
    shop.remove(dv.CHITIN)
    shop.clear()
    assert shop.build() == ()
    assert shop.undo() and shop.build() == (dv.CHITIN, dv.LOCKJAW)
    assert shop.undo() and shop.build() == (dv.CHITIN, dv.CHITIN, dv.LOCKJAW)
    assert shop.undo() and shop.undo() and shop.undo()
    assert shop.build() == () and shop.undo() is False


@settings(max_examples=60, deadline=None)
@given(budget=st.integers(0, 10),
       moves=st.lists(st.tuples(st.sampled_from(("add", "remove", "undo")),
                                st.sampled_from(KINDS)), max_size=30))
def test_the_shop_never_goes_over_budget(budget, moves):
    shop = Shop(budget)
    for move, kind in moves:
        if move == "add":
            shop.add(kind)
        elif move == "remove":
            shop.remove(kind)
        else:
            shop.undo()
        assert stomachs_used(shop.build()) <= budget


def test_stacking_items_change_the_bot_numbers():
    numbers = dict(bot_numbers([dv.ELME, dv.ELME, dv.CHITIN, dv.EXTRA_MEAT]))
    assert numbers == {"Move": str(dv.BASIC_MOVE + 2), "Defend": str(dv.BASIC_DEFEND + 1),
                       "Attack": str(dv.BASIC_ATTACK), "Meat": str(dv.BASIC_MEAT + 2)}


def open_shop(app, budget: int, done: list) -> BuildScene:
    app.push(TitleScene())
    scene = BuildScene(SeatDraft("Nina"), 0, 5, budget, done.append)
    app.push(scene)
    app.frame()
    return scene


def select(scene: BuildScene, kind: str) -> None:
    scene.items.choose(scene.kinds.index(kind))


def test_keys_buy_until_the_budget_is_full_then_refuse(app):
    done: list = []
    shop = open_shop(app, 3, done)
    select(shop, dv.GOUGERS)
    # when + is pressed four times with 3 Stomachs
    for _ in range(4):
        press(pygame.K_PLUS)
    app.frame()
    # then three were bought, the Add button is greyed with the reason
    assert shop.shop.build() == (dv.GOUGERS,) * 3
    assert shop.add_button.enabled is False and "0 of 3 left" in shop.add_button.tooltip
    assert shop.items.rows[shop.kinds.index(dv.GOUGERS)].badge == "x3"
    # when Backspace (undo) is pressed, then one comes back
    press(pygame.K_BACKSPACE)
    app.frame()
    assert shop.shop.build() == (dv.GOUGERS,) * 2
    # when - is pressed, then another goes
    press(pygame.K_MINUS)
    app.frame()
    assert shop.shop.build() == (dv.GOUGERS,)


def test_mouse_add_remove_and_ready(app):
    done: list = []
    shop = open_shop(app, 5, done)
    # given the Boom Launcher scrolled into view but the first row selected
    select(shop, dv.BOOM)
    shop.items.selected = 0
    row = shop.items.row_rect(shop.kinds.index(dv.BOOM))
    # when its row is clicked, then it is the selected item
    post(pygame.MOUSEBUTTONDOWN, pos=row.center, button=1)
    app.frame()
    assert shop.selected_kind == dv.BOOM
    post(pygame.MOUSEBUTTONDOWN, pos=shop.add_button.rect.center, button=1)
    post(pygame.MOUSEBUTTONDOWN, pos=shop.add_button.rect.center, button=1)
    app.frame()
    assert shop.shop.build() == (dv.BOOM,)  # the second launcher would not fit
    post(pygame.MOUSEBUTTONDOWN, pos=shop.ready_button.rect.center, button=1)
    app.frame()
    assert done == [(dv.BOOM,)]


class FakeShop(Scene):
    """Stands in for the shop: records who it was opened for."""

    opened: list[str] = []

    def __init__(self, seat, index, massacre, budget, on_done) -> None:
        FakeShop.opened.append(seat.name)
        self.on_done = on_done


@pytest.fixture
def started(monkeypatch):
    calls: list = []

    def fake_start(arena_path, seats, massacre, stomachs, seed=None):
        calls.append((arena_path, seats, massacre, stomachs))
        return Scene()

    monkeypatch.setattr(flow, "start_battle_scene", fake_start)
    FakeShop.opened = []
    return calls


def test_two_humans_build_behind_hand_off_screens(app, started):
    # given a title and two humans and an AI
    app.push(TitleScene())
    seats = [SeatDraft("Nina", "human", colour=0), SeatDraft("Red", "ai", colour=1),
             SeatDraft("Jet", "human", colour=2)]
    build_flow = BuildFlow(app, "maps/duel_pit.tmx", seats, 5, 3, seed=9,
                           make_build_scene=FakeShop)
    # when the flow starts, then Nina gets the hand-off first and nothing else is open
    build_flow.start()
    assert isinstance(app.top, HandOffScene) and app.top.player_name == "Nina"
    assert FakeShop.opened == []
    press(pygame.K_RETURN)
    app.frame()
    assert FakeShop.opened == ["Nina"]
    # when Nina is done, then Jet gets his own hand-off
    app.top.on_done((dv.GOUGERS,))
    assert isinstance(app.top, HandOffScene) and app.top.player_name == "Jet"
    press(pygame.K_RETURN)
    app.frame()
    app.top.on_done((dv.CHITIN,))
    # then the match starts with both builds and an empty one for the AI, over the title
    (arena, configs, massacre, stomachs), = started
    assert [c.build for c in configs] == [(dv.GOUGERS,), (), (dv.CHITIN,)]
    assert [c.kind for c in configs] == ["human", "ai", "human"]
    assert (massacre, stomachs) == (5, 3)
    assert [type(s) for s in app.stack] == [TitleScene, Scene]


def test_one_human_builds_without_a_hand_off(app, started):
    app.push(TitleScene())
    seats = [SeatDraft("Nina", "human", colour=0), SeatDraft("Red", "ai", colour=1)]
    BuildFlow(app, "maps/duel_pit.tmx", seats, 5, 3, make_build_scene=FakeShop).start()
    assert FakeShop.opened == ["Nina"]
