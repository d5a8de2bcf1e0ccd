"""After Continue the battle screen shows what it showed before saving: the movement order
and the dice already spent; the tray tells who still picks; the move header and the Eat
buttons say what the player can do."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core.hexes import Hex
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Pass, Pick
from game.games.meatbot.rules.devourables import BOOM
from game.games.meatbot.ui.battle.panels import still_choosing
from game.games.meatbot.ui.battle.prompts import PickPrompt
from game.games.meatbot.ui.battle.screen import move_header
from game.games.meatbot.ui.render.pick_panel import eat_label, pick_buttons
from game.games.meatbot.ui.session_setup import new_session
from game.ui.battle.controller import BattleFlow
from game.ui.session import MatchSession, SeatConfig
from game.ui.text import text
from game.ui.theme import TEXT
from tests.games.meatbot.rules.helpers import build, make_match

ARENA = "maps/duel_pit.tmx"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


def hot_seat(seed: int = 8) -> MatchSession:
    seats = [SeatConfig("Nina", "human", colour=0, build=(BOOM,)),
             SeatConfig("Red", "human", colour=1, build=(BOOM,))]
    session = new_session(ARENA, seats, 4, 6, seed=seed)
    session.autosave_enabled = False
    return session


def answer_until(session: MatchSession, kind: str, passes: int = 0) -> None:
    """Pick one d4 and three d10s for both, pass ``passes`` attack dice, stop at ``kind``."""
    for _ in range(100):
        request = session.pending()[0]
        if request.kind == kind and passes <= 0:
            return
        if request.kind == "pick":
            for each in session.pending():
                session.submit(each.player, Pick(d4=1, d10=3))
        elif request.kind == "attack":
            session.submit(request.player, Pass())
            passes -= 1
        else:
            session.submit(request.player, request.legal_choices()[-1])
    raise AssertionError(f"no {kind} request came")


def resumed(session: MatchSession) -> BattleFlow:
    """The battle's flow for the save of ``session`` loaded back (as Continue does)."""
    path = session.save()
    loaded = MatchSession.load(path)
    return BattleFlow(loaded, lambda *args: None)


def test_continue_in_the_movement_shows_the_same_order():
    # given a match saved while Nina moves
    session = hot_seat()
    answer_until(session, "move")
    orders = [e.groups for e in session.match.events if isinstance(e, ev.MoveOrderSet)]
    # when it is loaded again, then the board holds this round's movement order
    flow = resumed(session)
    assert flow.board.phase == "move"
    assert flow.board.move_order == orders[-1] != ()
    flow.session.close()
    session.close()


def test_continue_in_the_attack_phase_keeps_the_spent_dice_greyed():
    # given a match saved after two attack dice were passed
    session = hot_seat()
    answer_until(session, "attack", passes=2)
    start = max(i for i, e in enumerate(session.match.events)
                if isinstance(e, ev.RoundStarted))
    lost = [(e.player, e.die) for e in session.match.events[start:]
            if isinstance(e, ev.DieLost | ev.AttackResolved)]
    # when it is loaded again, then exactly those dice count as spent
    flow = resumed(session)
    assert len(lost) >= 2
    assert sorted(flow.board.spent.elements()) == sorted(lost)
    flow.session.close()
    session.close()


def test_a_new_round_forgets_last_rounds_order_and_dice():
    session = hot_seat()
    answer_until(session, "pick")
    answer_until(session, "attack")  # round 1's picks made; nothing spent yet this round
    flow = resumed(session)
    assert flow.board.move_order == () and not flow.board.spent
    flow.session.close()
    session.close()


def test_the_tray_counts_a_human_as_picking_until_they_have():
    # given a human and an AI in the pick, neither having picked
    seats = [SeatConfig("Nina", "human", colour=0, build=(BOOM,)),
             SeatConfig("Bot", "ai", "easy", 1, (BOOM,))]
    session = new_session(ARENA, seats, 4, 6, seed=3)
    flow = BattleFlow(session, lambda *args: None)
    nina, bot = flow.board.bots
    assert flow.board.phase == "pick"
    # then both are still choosing, whoever is thinking on a thread
    assert still_choosing(flow, nina) is True and still_choosing(flow, bot) is True
    # when Nina's pick is in, then she shows as picked and the AI does not
    flow.board.apply(ev.PickMade(0))
    assert still_choosing(flow, nina) is False and still_choosing(flow, bot) is True
    session.close()


def test_the_move_header_speaks_of_clicking_a_hex():
    session = hot_seat()
    answer_until(session, "move")
    flow = BattleFlow(session, lambda *args: None)
    seat = session.pending()[0].player
    left = session.match.state.move_left[seat]
    words = move_header(flow, seat)
    assert "click a highlighted hex to walk there" in words and f"({left} moves left)" in words
    assert "neighbouring" not in words
    session.close()


@pytest.mark.parametrize("width", [950, 720, 550])
def test_eat_buttons_show_whole_names_with_the_full_name_in_the_tooltip(app, width):
    # given two items in reach
    kinds = {1: "Endurance Pump", 2: "Bonespear Flinger"}
    match = make_match((Hex(0, 0), Hex(3, 0)), builds=[build("Nina"), build("Red")])
    request = dataclasses.replace(match.pending()[0], edible=(1, 2))
    prompt = PickPrompt(request, lambda choice: None, match.state.bots[0], match)
    area = pygame.Rect(0, 570, width, 150)
    # when the picker lays out its buttons
    eats = [b for b in pick_buttons(prompt, area, kinds.__getitem__) if "Eat " in b.tooltip]
    # then each names its item whole, fits its box, and the tooltip says what eating means
    assert len(eats) == 2
    for button, name in zip(eats, kinds.values(), strict=True):
        assert button.label.endswith(name)
        assert text(button.label, button.size, TEXT).get_width() <= button.rect.width - 12
        assert button.tooltip.startswith(f"Eat {name}.")
        assert button.rect.right <= area.right - 150


def test_a_name_too_long_for_any_size_is_cut_and_the_words_fit(app):
    label, size = eat_label("Explosive Leg Muscle Enhancement", 100, (16, 14))
    assert label.startswith("Explosive") and label.endswith(".")
    assert text(label, size, TEXT).get_width() <= 100

