"""The turn's machinery: nested combat order, the doomsday clock and its extra ticks,
seizing stations, rockets, and the short game."""

from __future__ import annotations

from game.core.hexes import Hex
from game.core.match import Match
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import (
    Assign,
    MoveTo,
    SpotTarget,
    Target,
    TickClock,
)
from game.games.mechaton.rules.dicepool import dice_to_roll, target_choices
from game.games.mechaton.rules.frames import Frame
from game.games.mechaton.rules.go import STEPS
from game.games.mechaton.rules.state import Station

from .helpers import (
    FULL,
    bare_state,
    fixed_json,
    of_type,
    put,
    request,
    start,
    state_of,
    take_off_field,
    uid,
)

ROLES = [1, 2, 3, 1, 2]
SPARES = ["Me 2", "Me 3", "You 2", "You 3", "Mitch 2", "Mitch 3"]


def _three(a: Hex, b: Hex, c: Hex, **options: object) -> dict:
    def army(player: str, hero: str, at: Hex, k: int) -> list:
        return [(hero, ["defence", "move", "spot", "direct"], at),
                (f"{player} 2", FULL, Hex(k, 10)), (f"{player} 3", FULL, Hex(k + 1, 10))]

    return fixed_json([army("Me", "A", a, -6), army("You", "B", b, -2), army("Mitch", "C", c, 2)],
                      [[Hex(-12, 0), Hex(-12, 2)], [Hex(12, -6), Hex(10, -10)],
                       [Hex(-12, 6), Hex(-10, 10)]], **options)


def _go_kinds(match: Match) -> list[tuple[str, str]]:
    names = {m.uid: m.name for m in state_of(match).mechs}
    return [(type(e).__name__, names[e.mech]) for e in match.events
            if isinstance(e, ev.GoStarted | ev.GoEnded | ev.GoPaused | ev.GoResumed)]


def test_combat_order_nests_when_an_interrupted_mech_attacks_one_that_has_not_gone() -> None:
    # given A on 1, B on 4, C on 8, all in direct fire range of each other
    initiative = [1, 2, 3, 4, 5, 6, 8, 7, 9]
    a_roll, c_roll, a_damage = [1, 1, 1, 1, 6, 1], [1, 1, 1, 1, 2, 1], [1] * 6
    b_roll, c_damage = [1, 1, 1, 1], [1, 1]
    match = start(_three(Hex(0, 0), Hex(0, 5), Hex(5, 0)),
                  ROLES + initiative + a_roll + c_roll + a_damage + b_roll + c_damage)
    take_off_field(match, SPARES)
    a, b, c = (uid(match, n) for n in "ABC")
    # when A attacks C (C's go comes forward), and C in turn attacks B
    match.submit(0, Target(c))
    match.submit(0, SpotTarget(None))
    match.submit(0, Assign(attack=4))
    match.submit(2, Target(b))
    match.submit(2, SpotTarget(None))
    match.submit(2, Assign(attack=4))
    # then B's go comes forward too, inside C's
    assert request(match).mech == b
    match.submit(1, Target(None))
    match.submit(1, SpotTarget(None))
    out = match.submit(1, Assign())
    # and each attack resolved at its target's step f
    assert [(e.mech, e.victim) for e in of_type(match.events, ev.AttackResolved)] == [(a, c),
                                                                                      (c, b)]
    assert of_type(out, ev.FieldTidied)
    assert _go_kinds(match) == [
        ("GoStarted", "A"), ("GoStarted", "C"), ("GoPaused", "C"), ("GoEnded", "A"),
        ("GoResumed", "C"), ("GoStarted", "B"), ("GoPaused", "B"), ("GoEnded", "C"),
        ("GoResumed", "B"), ("GoEnded", "B")]


def _idle_turn(match: Match) -> None:
    """Every mech names nothing and keeps no dice."""
    passive = {"target": Target(None), "spot": SpotTarget(None), "assign": Assign()}
    while match.pending() and request(match).kind in passive:
        match.submit(request(match).player, passive[request(match).kind])


def test_the_clock_ticks_then_each_player_may_tick_again_in_descending_score_order() -> None:
    match = start(_three(Hex(0, 0), Hex(0, 5), Hex(5, 0), clock=3),
                  ROLES + [1, 2, 3, 4, 5, 6, 8, 7, 9] + [1] * 12)
    take_off_field(match, SPARES)
    state = state_of(match)
    # given points per that put You first, Mitch second, Me last
    state.points_per = (3, 7, 5)
    # when the turn ends
    _idle_turn(match)
    # then the clock went from 3 to 2 and You are asked first, then Mitch, then Me
    assert of_type(match.events, ev.ClockTicked)[-1] == ev.ClockTicked(2, None)
    assert request(match).kind == "tick" and request(match).player == 1
    match.submit(1, TickClock(False))
    assert request(match).player == 2
    # when Mitch ticks it again and I do too, then the clock hits 0: doomsday
    match.submit(2, TickClock(True))
    out = match.submit(0, TickClock(True))
    assert [e.clock for e in of_type(out, ev.ClockTicked)] == [0]
    assert match.is_over
    assert match.result.winner == 1 and match.result.scores == (9, 21, 15)
    assert of_type(out, ev.GameEnded)[0].winner == 1


def test_a_station_is_seized_only_by_the_one_mech_next_to_it() -> None:
    state = bare_state()
    state.points_per = (5, 5)
    state.stations.append(Station(0, Hex(0, 0), 0))
    mine = put(state, 0, "Keeper", [], Hex(1, 0))
    raider = put(state, 1, "Raider", [], Hex(-1, 0))
    # when the raider ends its go next to the station with my mech there too: nothing
    STEPS["seize"](state, Frame(raider.uid, step="seize"), raider)
    assert state.stations[0].owner == 0
    # when my mech has left, the raider seizes it
    mine.hex = Hex(5, 0)
    STEPS["seize"](state, Frame(raider.uid, step="seize"), raider)
    assert state.stations[0].owner == 1
    assert of_type(state.out, ev.StationSeized)[0].owner == 0
    # and it stays the raider's after the raider walks away
    raider.hex = Hex(-6, 0)
    assert state.assets(1) == 2 and state.assets(0) == 1


def test_a_one_shot_rocket_lets_a_mech_fire_at_direct_range_with_a_red_d8() -> None:
    state = bare_state()
    brawler = put(state, 0, "Brawler", ["hth", "defence"], Hex(0, 0))
    foe = put(state, 1, "Foe", [], Hex(4, 0))
    # given no direct-fire weapon: no target at 4 hexes without a rocket
    assert [c.mech for c in target_choices(state, brawler)] == [None]
    # when it carries a 1-shot rocket, then it may fire it at 4 hexes
    brawler.rockets = 1
    choices = target_choices(state, brawler)
    assert [(c.mech, c.rocket) for c in choices] == [(None, False), (foe.uid, True)]
    # and the rocket adds a red d8 to the roll; a rocket is no weapon attachment, so the
    # mech keeps its green d8
    dice = dice_to_roll(brawler, "direct", spotting=False, rocket=True, double=False)
    assert dice == [("white", 6), ("white", 6), ("green", 8), ("blue", 6), ("red", 8)]


def test_the_short_game_is_won_by_whoever_holds_the_satellite() -> None:
    loaded = ["defence", "move", "spot", "direct"]
    satellite = Hex(0, 0)
    setup = fixed_json(
        [[("Grabby", loaded, Hex(3, 0)), ("Me 2", loaded, Hex(-12, 0))],
         [("You 1", loaded, Hex(0, 10)), ("You 2", loaded, Hex(1, 10))],
         [("Mitch 1", loaded, Hex(10, -10)), ("Mitch 2", loaded, Hex(11, -10))]],
        [[], [], []], short_game=True, clock=1)
    setup["satellite"] = [satellite.q, satellite.r]
    grabby_roll = [1, 1, 3, 1]                      # white, white, green 3, blue
    match = start(setup, ROLES + [1, 2, 3, 4, 5, 6] + grabby_roll + [1] * 20)
    state = state_of(match)
    assert [s.satellite for s in state.stations] == [True]
    assert state.points_per == (5, 5, 5)
    # when Grabby moves next to the satellite and nobody else is there
    match.submit(0, Target(None))
    match.submit(0, SpotTarget(None))
    match.submit(0, Assign(move=2))
    out = match.submit(0, MoveTo(Hex(1, 0)))
    assert of_type(out, ev.StationSeized)[0].at == satellite
    # and everyone else idles to doomsday, with my other mech lost and my points per low
    take_off_field(match, ["Me 2"])
    state.points_per = (3, 5, 5)
    _idle_turn(match)
    # then I win on the satellite though my score is the lowest
    assert match.is_over
    assert match.result.scores == (6, 10, 10)
    assert match.result.winner == 0 and "satellite" in match.result.reason
