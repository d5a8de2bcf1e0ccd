"""Mechaton's shown board during the opening: the armies appear when revealed (the view made
during the secret build has no mechs) and each placement then shows its mech arriving; a new
turn moves the header's turn and clock on with its banner."""

from __future__ import annotations

import random

from game.core.match import Match, start_match
from game.core.ruleset import ruleset_module
from game.games.mechaton.rules import events as ev
from game.games.mechaton.ui.battle.board import MechatonBoard


def built_in_match(seed: int) -> Match:
    """A two-seat Mechaton match with its armies built in play, quick deployment."""
    data = ruleset_module("mechaton").sample_setup_json(2, seed)
    return start_match("mechaton", dict(data, armies=[None, None]), seed)


def test_the_opening_events_bring_every_mech_onto_the_shown_board():
    # given the board as it was shown while the armies were built in secret
    match = built_in_match(3)
    board = MechatonBoard.of(match.view_for(None))
    assert board.view.mechs == ()
    rng = random.Random(3)
    start = len(match.events)
    # when the armies are finished and the opening events are applied one by one
    while not any(isinstance(e, ev.TurnStarted) for e in match.events[start:]):
        request = match.pending()[0]
        choices = request.legal_choices()
        finish = [c for c in choices if type(c).__name__ == "FinishArmy"]
        match.submit(request.player, finish[0] if finish else rng.choice(choices))
    for event in match.events[start:]:
        board.apply(event)
    # then the shown board holds every mech where the core has it, and the new turn
    live = match.view_for(None)
    assert [(m.uid, m.name, m.hex, m.parts) for m in board.view.mechs] == \
        [(m.uid, m.name, m.hex, m.parts) for m in live.mechs]
    assert (board.view.turn, board.view.clock) == (live.turn, live.clock)


def test_the_initiative_reveal_shows_every_mechs_number_and_the_order():
    # given the board shown when the example turn's initiative dice are rolled
    from game.games.mechaton.rules import example_turn

    match = example_turn.new_match()
    start = next(i for i, e in enumerate(match.events) if isinstance(e, ev.TurnStarted))
    board = MechatonBoard.of(match.view_for(None))
    for event in match.events[start:]:
        board.apply(event)
    # when Arty's owner picks his die and the reveal is applied to the shown board
    out = match.submit(1, example_turn.book_choices(match.state, match.pending()[0])[0])
    for event in out:
        board.apply(event)
    # then the initiative track has every number and the turn's order, as the core has them
    live = match.view_for(None)
    assert [m.chosen for m in board.view.mechs] == [m.chosen for m in live.mechs]
    assert board.view.turn_order == live.turn_order
