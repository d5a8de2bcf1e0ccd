"""Scores: assets held times points per, at every moment (the rulebook's scoring example)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import (
    Assign,
    MoveTo,
    Order,
    SpotTarget,
    Target,
)

from .helpers import fixed_json, of_type, start, state_of, uid

LOADED = ["defence", "move", "hth", "direct"]
MY_STATION = Hex(3, 0)


def _example_armies() -> dict:
    """My 3 mechs (10 attachments), your 4 and Mitch's 3 fully loaded, 2 stations each."""
    me = [("Arty", ["defence", "move", "spot", "direct"], Hex(0, 0)),
          ("Me 2", ["defence", "move", "direct"], Hex(-5, 0)),
          ("Me 3", ["defence", "move", "direct"], Hex(-5, 1))]
    you = [("You 1", LOADED, Hex(1, 0)), ("You 2", LOADED, Hex(8, 2)),
           ("You 3", LOADED, Hex(9, 2)), ("You 4", LOADED, Hex(10, 2))]
    mitch = [(f"Mitch {k}", LOADED, Hex(k - 4, 8)) for k in (1, 2, 3)]
    return fixed_json([me, you, mitch], [[MY_STATION, Hex(0, -12)],
                                         [Hex(12, -6), Hex(10, -10)],
                                         [Hex(-12, 6), Hex(-10, 10)]])


INITIATIVE = [1, 3, 3, 4, 4, 2, 5, 6, 7, 8, 9, 10]   # Arty 1, You 1 on 2, the rest later
# (Me 2 rolls 3 3 and Me 3 4 4: each goes on its only number without being asked)
ARTY_ROLL = [1, 1]                                    # his last white die and the green d8
YOU_ROLL = [1, 1, 3, 1, 6, 1]                         # white, white, green, blue, red, red
DAMAGE = [6, 1, 1, 1, 1, 1]


def test_starting_scores_follow_points_per() -> None:
    match = start(_example_armies(), INITIATIVE)
    points = of_type(match.events, ev.PointsPerSet)[0]
    assert points.points_per == (7, 3, 6)
    assert points.scores == (35, 18, 30)
    # the highest score defends, the lowest is the primary attacker
    assert (points.defender, points.primary) == (0, 1)


def test_blowing_up_arty_then_seizing_my_station() -> None:
    match = start(_example_armies(), INITIATIVE + ARTY_ROLL + YOU_ROLL + DAMAGE)
    state = state_of(match)
    arty = state.mechs[uid(match, "Arty")]
    # given Arty has lost every attachment and one white die
    arty.parts, arty.labels, arty.white = [], [], 1
    # and he spends his go doing nothing (defence 0)
    match.submit(0, Target(None))
    match.submit(0, SpotTarget(None))
    match.submit(0, Assign())
    # when your mech smashes him hand to hand: 6 against 0, six damage dice, one 6
    match.submit(1, Target(arty.uid))
    match.submit(1, SpotTarget(None))
    match.submit(1, Assign(attack=4, move=2))
    out = match.submit(1, Order(attack_first=True))
    # then Arty is rubble and my score goes from 35 to 28
    assert of_type(out, ev.MechWrecked)[0].mech == arty.uid
    assert of_type(out, ev.ScoresChanged)[-1].scores == (28, 18, 30)
    assert state.scores() == (28, 18, 30)
    # when your mech then steps up to my station, alone there
    out = match.submit(1, MoveTo(Hex(2, 0)))
    # then you seize it: I go from 28 to 21, you from 18 to 21
    seized = of_type(out, ev.StationSeized)[0]
    assert (seized.player, seized.owner, seized.at) == (1, 0, MY_STATION)
    assert of_type(out, ev.ScoresChanged)[-1].scores == (21, 21, 30)
    # and the statistics agree: you dealt the hit, destroyed Arty and seized a station
    you, me = state.stats[1].frozen(), state.stats[0].frozen()
    assert (you.hits_dealt, you.mechs_destroyed, you.seized) == (1, 1, 1)
    assert (me.hits_taken, me.mechs_lost) == (1, 1)
    # and every score is simply assets held times points per
    assert state.scores() == tuple(state.assets(s) * p
                                   for s, p in enumerate(state.points_per))
