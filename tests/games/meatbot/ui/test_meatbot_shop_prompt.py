"""A human buying their bot in the battle (a set-up that leaves a human's bot unbuilt): the
shop in the bottom panel, by mouse and keys, undo until Ready, laid out at both sizes."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.match import start_match
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Build
from game.games.meatbot.ui.battle.shop_prompt import ShopPrompt
from game.games.meatbot.ui.render.datasheet import known_bot
from game.ui.games import game_ui
from game.ui.saves import load_arena_file
from game.ui.session import MatchSession, SeatConfig
from tests.ui.conftest import frames_until_bought, headless_app, press
from tests.ui.test_game_ui_contract import assert_laid_out

ARENA = "maps/duel_pit.tmx"


def shop_battle(app, stomachs: int = 5, points: int | None = None):
    """A battle whose human (Nina) and AI (Red) both buy their bots in the match (with a
    Single Measure's ``points`` when given)."""
    seats = [SeatConfig("Nina", "human", colour=0), SeatConfig("Red", "ai", "normal", 1)]
    measure = {"stomachs": stomachs} if points is None else {"points": points}
    setup = {"arena": {"path": ARENA}, "secret_builds": False,
             "bots": [{"name": name, "massacre": 4, "devourables": None, **measure}
                      for name in ("Nina", "Red")]}
    match = start_match("meatbot", setup, 3, arena_loader=load_arena_file)
    session = MatchSession(match, seats, ARENA, {"massacre": 4, "stomachs": stomachs})
    session.autosave_enabled = False
    battle = game_ui("meatbot").battle_scene(session)
    app.push(battle)
    for _ in range(300):
        app.frame()
        if isinstance(battle.flow.prompt, ShopPrompt):
            break
        time.sleep(0.0005)
    return battle


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))


def test_the_human_fills_the_bot_with_keys_and_takes_a_purchase_back(home):
    # given Nina asked to fill 5 Stomachs in the battle's shop
    app = headless_app()
    battle = shop_battle(app)
    prompt = battle.flow.prompt
    assert isinstance(prompt, ShopPrompt) and prompt.shop.budget == 5
    # when she presses 1 (the first affordable devourable) and then Backspace
    first = prompt.affordable()[0]
    press(pygame.K_1)
    app.frame()
    assert prompt.shop.items == [first]
    press(pygame.K_BACKSPACE)
    app.frame()
    # then the purchase is taken back
    assert prompt.shop.items == []
    # when she turns to the page with the Bonespear Flinger, buys it and presses Enter
    for _ in range(4):
        if any(b.label.startswith(dv.BONESPEAR) for b in battle.buttons):
            break
        press(pygame.K_PAGEDOWN)
        app.frame()
    button = next(b for b in battle.buttons if b.label.startswith(dv.BONESPEAR))
    button.action()
    app.frame()
    press(pygame.K_RETURN)
    frames_until_bought(app, battle)
    # then her build went in and, once Red's is in too, the bots are built
    built = [e for e in battle.session.match.events if isinstance(e, ev.BotBuilt)]
    assert built[0] == ev.BotBuilt(0, (dv.BONESPEAR,))
    assert [i.kind for i in battle.session.match.state.bots[0].items] == [dv.BONESPEAR]
    battle.session.close()
    pygame.quit()


def test_only_what_still_fits_is_offered(home):
    # given Nina with 5 Stomachs who bought the Bonespear Flinger (5)
    app = headless_app()
    battle = shop_battle(app)
    prompt = battle.flow.prompt
    prompt.buy(dv.BONESPEAR)
    app.frame()
    # then nothing more is offered, and the panel says the bot is full
    assert prompt.affordable() == []
    assert not [b for b in battle.buttons if b.kind == "option"]
    assert "5 of 5 Stomachs" in prompt.summary()
    battle.session.close()
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_shop_panel_fits_without_overlap(home, size):
    app = headless_app(size)
    battle = shop_battle(app, stomachs=10)
    assert isinstance(battle.flow.prompt, ShopPrompt)
    assert_laid_out(app, battle)
    battle.session.close()
    pygame.quit()


def test_the_data_sheet_shows_a_built_bot_as_basic_while_the_shop_is_open():
    # given Nina built in the open with Chitin, Red still buying
    setup = {"arena": {"path": ARENA}, "secret_builds": False,
             "bots": [{"name": "Red", "massacre": 3, "devourables": None, "stomachs": 4},
                      {"name": "Nina", "massacre": 3, "devourables": [dv.CHITIN]}]}
    match = start_match("meatbot", setup, 3, arena_loader=load_arena_file)
    # then Red's data sheet reads Nina as a basic bot, Nina's own as she is
    assert known_bot(match.state, 1, 0).base_defend == dv.BASIC_DEFEND
    assert known_bot(match.state, 1, 1).base_defend == dv.BASIC_DEFEND + 1
    # and once the shop closes, the open build shows to Red too
    match.submit(0, Build(()))
    assert known_bot(match.state, 1, 0).base_defend == dv.BASIC_DEFEND + 1


def test_under_a_single_measure_the_human_sets_massacre_beside_the_shop(home):
    # given Nina splitting 8 points in the battle's shop, starting where the build screen
    # starts (Massacre 5, 3 Stomachs)
    app = headless_app()
    battle = shop_battle(app, points=8)
    prompt = battle.flow.prompt
    assert isinstance(prompt, ShopPrompt) and (prompt.massacre, prompt.shop.budget) == (5, 3)
    # when she lowers Massacre to 3 with its key, buys the Bonespear Flinger (5) and tries to
    # raise Massacre again
    for _ in range(2):
        press(pygame.K_LEFTBRACKET)
        app.frame()
    assert (prompt.massacre, prompt.shop.budget) == (3, 5)
    prompt.buy(dv.BONESPEAR)
    app.frame()
    plus = next(b for b in battle.buttons if b.label == "M +")
    # then Massacre may not rise (3 + 5 Stomachs spend the 8 points), the data sheet shows
    # the basket and the split, and Ready sends both
    assert not plus.enabled and "Massacre 3" in prompt.summary()
    live, view = prompt.sheet_preview(battle.session.match.state.bots[0],
                                      battle.session.match.view_for(0))
    assert live.massacre == 3 and [k for _, k, _ in view.bots[0].devourables] == [dv.BONESPEAR]
    assert_laid_out(app, battle)
    press(pygame.K_RETURN)
    frames_until_bought(app, battle)
    assert battle.session.match.state.bots[0].massacre == 3
    assert [i.kind for i in battle.session.match.state.bots[0].items] == [dv.BONESPEAR]
    battle.session.close()
    pygame.quit()

