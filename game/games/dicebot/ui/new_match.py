"""Dice Bot Mega Fun's part of the shared New match screen: 2-6 players, the scavenge style
(real-time grab or snake draft), the melee limit and how fast the computer grabs (relaxed until
the player has started a first game; the frame remembers the last choice). Dice Bot is played
without a map, so the left-hand panel says which controls each human grabs with."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.games.dicebot.ai.pace import FIRST_GAME_PACE, GRAB_PACES, RELAXED, SETUP_KEY
from game.games.dicebot.rules.setup import (
    DEFAULT_MELEE_LIMIT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    REAL_TIME,
    SNAKE,
)
from game.games.dicebot.ui.scavenge.controls import device_label, input_devices
from game.games.dicebot.ui.session_setup import DRAFTS, MELEE_LIMITS, MatchPlan, new_session
from game.ui import navigator
from game.ui.battle.controller import connected_pads
from game.ui.match_setup import Choice, GameSetup, MatchSetup, seat_configs
from game.ui.scenes.new_match import NewMatchScene

if TYPE_CHECKING:
    from game.ui.app import App

DRAFT_NOTES = {
    "real_time": "Real-time grab: after a 3-2-1 countdown everybody grabs at once; first "
                 "come, first served.",
    "snake": "Snake draft: one die at a time in turns, first seat to last, then back.",
}
PADS_NOTE = ("Plug in game controllers before starting: they come after the mouse. "
             "Everyone may grab at once.")


def grab_controls(setup: MatchSetup) -> list[tuple[int, str]]:
    """(seat, the device its human grabs with) for every human, in seat order."""
    humans = [i for i, seat in enumerate(setup.seats) if not seat.is_ai]
    devices = input_devices(connected_pads())
    return [(seat, device_label(devices[n] if n < len(devices) else None))
            for n, seat in enumerate(humans)]


class DicebotSetup(GameSetup):
    """Dice Bot's options and start.

    A new option is one more spec in ``options`` and one more field read in ``start``."""

    game = "dicebot"
    title = "Dice Bot Mega Fun"
    seat_bounds = (MIN_PLAYERS, MAX_PLAYERS)
    uses_arena = False
    options = (
        Choice("draft", "Scavenge", "Grab in real time, or take turns in a snake draft",
               DRAFTS, REAL_TIME),
        Choice("melee_limit", "Melee limit", "A game nobody has won after this many melees "
               "ends in a draw", tuple((n, str(n)) for n in MELEE_LIMITS), DEFAULT_MELEE_LIMIT),
        Choice(SETUP_KEY, "Grab pace", "How fast the computer players grab parts: relaxed "
               "for a first game, frantic for a scramble",
               tuple((key, name) for key, name, _ in GRAB_PACES), FIRST_GAME_PACE),
    )
    level_tip = "How well the computer plays: easy grabs slowly and carelessly, normal plays " \
                "sound cards, hard grabs fastest and looks ahead"

    def note(self, setup: MatchSetup) -> str:
        """How the chosen scavenge goes, and what the chosen grab pace means."""
        draft = setup.options["draft"]
        pace = setup.options[SETUP_KEY]
        name, tip = next((name, tip) for key, name, tip in GRAB_PACES if key == pace)
        if pace == RELAXED and draft == SNAKE:
            tip = "a snake draft is no race, so the computer picks at its normal pace"
        return f"{DRAFT_NOTES.get(draft, DRAFT_NOTES[REAL_TIME])} {name} pace: {tip}."

    def side_panel(self, setup: MatchSetup) -> tuple[str, list[str]]:
        """Which controls each human grabs with."""
        lines = [f"{setup.seats[seat].name or 'Seat ' + str(seat + 1)}: {label}"
                 for seat, label in grab_controls(setup)] or ["No humans: watch the AIs."]
        return "GRAB CONTROLS", [*lines, PADS_NOTE]

    def start_label(self, setup: MatchSetup) -> tuple[str, str]:
        """Start deals the first melee."""
        return "Start", "Deal the first melee"

    def start(self, app: App, setup: MatchSetup) -> str:
        """The table, or why the match cannot start."""
        plan = MatchPlan(seats=seat_configs(setup), draft=setup.options["draft"],
                         melee_limit=setup.options["melee_limit"],
                         grab_pace=setup.options[SETUP_KEY])
        try:
            session = new_session(plan, random.SystemRandom().randrange(1, 2**31))
        except ValueError as error:
            return str(error)
        navigator.go_to_battle(app, navigator.battle_scene(session))
        return ""


def new_match_scene(entries: list[Any] | None = None) -> NewMatchScene:
    """Dice Bot's New match screen (``entries`` is ignored: Dice Bot uses no arena)."""
    return NewMatchScene(DicebotSetup())
