"""The go named under the board follows the events as they play, not the go the match has
already reached (issue 29: "Comet's go" showed while Anvil was acting)."""

from __future__ import annotations

import random

from game.core.match import start_match
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.sample import sample_setup_json
from game.games.mechaton.ui.battle.board import MechatonBoard
from game.games.mechaton.ui.battle.go_track import half_go_line

ACTING = (ev.GoStarted, ev.TargetNamed, ev.SpotNamed, ev.DiceRolled, ev.DiceAssigned,
          ev.GoResumed)


def test_the_panel_names_the_mech_whose_events_are_playing():
    # given a board shown at some go, while the match runs on through many more gos
    match = start_match("mechaton", sample_setup_json(2, 4), 4)
    rng = random.Random(4)
    while match.view_for(None).go is None:
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    board = MechatonBoard.of(match.view_for(None))
    first = board.view.go.mech
    seen = len(match.events)
    while len({e.mech for e in match.events[seen:] if isinstance(e, ev.GoStarted)}) < 4:
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    # when those gos' events play on the board one by one
    others = 0
    for event in match.events[seen:]:
        board.apply(event)
        # then whenever a mech acts, the panel names that mech and no other
        if isinstance(event, ACTING):
            name = board.view.mechs[event.mech].name
            assert half_go_line(board.view).startswith(f"{name}'s go"), (event, name)
            others += event.mech != first
    assert others > 0


def test_the_go_line_is_plain_words():
    match = start_match("mechaton", sample_setup_json(2, 4), 4)
    rng = random.Random(1)
    lines = set()
    while not match.is_over:
        line = half_go_line(match.view_for(None))
        if line:
            lines.add(line)
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    assert lines and not any("step" in line for line in lines)
