"""Shared code knows no game's words: the seat fields of one game's events, one game's request
kinds and helpers copied into every ruleset live in the game (issue 31)."""

from __future__ import annotations

import re
from pathlib import Path

from game.core.dice import SeededDice, copy_dice
from game.core.events import SEAT_FIELDS
from game.core.hexes import Hex
from game.games.meatbot.rules.board_events import BondBroken, BotMoved, LockFormed

ROOT = Path(__file__).resolve().parent.parent
SHARED = [path for path in (ROOT / "game").rglob("*.py")
          if "games" not in path.relative_to(ROOT / "game").parts[:2]
          or path.relative_to(ROOT / "game").parts[:2] == ("ui", "games")]
GAME_WORDS = re.compile(r'"(biter|bitten|dragged)"|kind == "move"')


def test_no_shared_module_names_a_games_seat_fields_or_request_kinds():
    # given every shared module (core, maps, shared AI, the UI shell)
    found = [f"{path.relative_to(ROOT)}: {match.group(0)}" for path in SHARED
             for match in GAME_WORDS.finditer(path.read_text(encoding="utf-8"))]
    # then none of them knows a game's own words
    assert found == []
    assert not {"biter", "bitten", "dragged", "partner"} & set(SEAT_FIELDS)


def test_a_games_own_seat_fields_still_name_the_seats_an_event_concerns():
    # given Meatbot events whose seats sit under Meatbot's own words
    lock = LockFormed(biter=2, bitten=0)
    drag = BotMoved(player=1, path=(Hex(0, 0), Hex(1, 0)), dragged=3)
    pin = BondBroken(player=4, partner=1, kind="lock", reason="let go")
    # then each lists them, in the order they always had
    assert lock.players() == (2, 0)
    assert drag.players() == (1, 3)
    assert pin.players() == (4, 1)


def test_copy_dice_lives_once_in_the_core():
    # given the rules of every game
    copies = [path.relative_to(ROOT) for path in (ROOT / "game" / "games").rglob("*.py")
              if "def copy_dice" in path.read_text(encoding="utf-8")]
    # then none keeps its own copy of the dice-copying helper
    assert copies == []


def test_copied_dice_roll_on_independently_from_the_same_point():
    # given seeded dice part-way through their rolls
    dice = SeededDice(5)
    dice.roll(6)
    # when they are copied and both roll on
    twin = copy_dice(dice)
    # then the copy rolls what the original rolls, without moving it
    assert [twin.roll(6) for _ in range(20)] == [dice.roll(6) for _ in range(20)]
    assert twin is not dice
