"""The tutorial's scripted match (game/games/mechaton/rules/example_turn.py) plays the
rulebook's example turn exactly: Arty, Bashy and Carver with the book's numbers, then a mech
and a station falling, the doomsday clock and the end of the match."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.core.dice import DiceError
from game.core.match import ListRequest, Match
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules import example_turn as book
from game.games.mechaton.rules.choices import Assign

from .helpers import of_type, state_of, uid


def play(match: Match, until: Callable[[Match], bool] = lambda m: False) -> list:
    """Answer every request with the example's first choice (each one checked legal) until
    ``until`` holds or the match is over; returns the events."""
    out: list = []
    while not match.is_over and not until(match):
        request = match.pending()[0]
        choices = book.book_choices(match.state, request)
        assert choices, f"the example says nothing about {request}"
        assert all(c in request.legal_choices() for c in choices), (request, choices)
        out += match.submit(request.player, choices[0])
    return out


def go_of(events: list, name: str, kind: type) -> list:
    """The events of one type belonging to the mech called ``name``."""
    return [e for e in of_type(events, kind) if getattr(e, "name", None) == name]


@pytest.fixture(scope="module")
def whole() -> tuple[Match, list]:
    """The example played from the set-up to doomsday."""
    match = book.new_match()
    return match, list(match.events) + play(match)


def test_armies_give_the_defender_the_best_points_per(whole: tuple[Match, list]) -> None:
    _, events = whole
    # given three armies of three mechs: Vince's with 10 attachments, the others with 12
    points = of_type(events, ev.PointsPerSet)[0]
    # then Vince (fewest attachments) scores 6 per asset and Sam and Mitch 4: 30, 20, 20
    assert points.points_per == (4, 6, 4) and points.scores == (20, 30, 20)
    # and Vince defends while Sam wins the roll-off for primary attacker
    assert (points.defender, points.primary) == (book.VINCE, book.YOU)


def test_initiative_is_arty_1_bashy_4_carver_8(whole: tuple[Match, list]) -> None:
    _, events = whole
    # given Arty's three initiative dice (two empty slots) show 1, 7 and 9
    assert go_of(events, "Arty", ev.InitiativeRolled)[0].dice == (1, 7, 9)
    # when Vince goes on the 1, then the three mechs of the example go on 1, 4 and 8
    order = {name: value for _, name, value in of_type(events, ev.InitiativeRevealed)[0].order}
    assert (order["Arty"], order["Bashy"], order["Carver"]) == (1, 4, 8)


def test_arty_attacks_carver_who_goes_early_in_combat_order(whole: tuple[Match, list]) -> None:
    match, events = whole
    # when Arty keeps a 4 for defence (3), a 6 to attack and a 1 to move
    assigned = go_of(events, "Arty", ev.DiceAssigned)[0]
    assert (assigned.defence, assigned.attack, assigned.move, assigned.spot) == (3, 6, 1, None)
    # then Carver, who has no defence yet, starts her go out of turn
    started = [(e.name, e.interrupt) for e in of_type(events, ev.GoStarted)]
    assert started[:2] == [("Arty", False), ("Carver", True)]
    carver = go_of(events, "Carver", ev.DiceAssigned)[0]
    assert (carver.defence, carver.attack, carver.move, carver.spot) == (4, 2, 6, 3)
    # and at her step f Arty's 6 beats her 4: two damage dice, 1 and 4, no hit
    shot = go_of(events, "Arty", ev.AttackResolved)[0]
    assert (shot.victim, shot.attack, shot.defence, shot.hit) == (uid(match, "Carver"), 6, 4,
                                                                   True)
    assert of_type(events, ev.DamageRolled)[0].dice == (1, 4)
    assert of_type(events, ev.DamageRolled)[0].hits == 0


def test_carver_finishes_after_arty_then_spots_and_seizes(whole: tuple[Match, list]) -> None:
    match, events = whole
    # then Arty moves his one hex and ends his go before Carver picks hers up
    kinds = [(type(e).__name__, e.name) for e in events
             if isinstance(e, ev.GoPaused | ev.GoEnded | ev.GoResumed)][:3]
    assert kinds == [("GoPaused", "Carver"), ("GoEnded", "Arty"), ("GoResumed", "Carver")]
    assert go_of(events, "Arty", ev.MechMoved)[0].path == (book.ARTY_START, book.ARTY_END)
    # and Carver walks 6 hexes first, then misses (2 against 3)
    assert len(go_of(events, "Carver", ev.MechMoved)[0].path) == 7
    miss = go_of(events, "Carver", ev.AttackResolved)[0]
    assert (miss.attack, miss.defence, miss.hit) == (2, 3, False)
    # and puts a spot die showing 3 by Arty and seizes Vince's station: 24 all for two
    spot = go_of(events, "Carver", ev.SpotPlaced)[0]
    assert (spot.spotted, spot.number) == (uid(match, "Arty"), 3)
    seized = go_of(events, "Carver", ev.StationSeized)[0]
    assert (seized.at, seized.owner, seized.player) == (book.SEIZED, book.VINCE, book.YOU)
    assert of_type(events, ev.ScoresChanged)[0].scores == (24, 24, 20)


def test_bashy_uses_the_spot_die_against_arty_in_cover(whole: tuple[Match, list]) -> None:
    _, events = whole
    # when Bashy keeps a 2 for defence (1), a 5 to move and a 5 to attack, attacking first
    assigned = go_of(events, "Bashy", ev.DiceAssigned)[0]
    assert (assigned.defence, assigned.attack, assigned.move) == (1, 5, 5)
    # then 5 beats Arty's 3; the spot die gives 3 damage dice instead of 2: 2, 3, 6
    damage = [e for e in of_type(events, ev.DamageRolled) if e.spot is not None][0]
    assert (damage.dice, damage.spot, damage.in_cover, damage.cover) == ((2, 3, 6), 3, True,
                                                                          book.BRICKS)
    # and behind the bricks only the 6 hits: Arty pops off his ECM pack
    assert (damage.hits, damage.cover_hits) == (1, 0)
    lost = go_of(events, "Arty", ev.PartLost)[0]
    assert (lost.part, lost.label) == ("defence", "ECM pack")
    assert len(go_of(events, "Bashy", ev.MechMoved)[0].path) == 6


def test_dozer_wrecks_arty_in_the_open_and_vince_loses_his_points(
        whole: tuple[Match, list]) -> None:
    _, events = whole
    # when Dozer's 6 beats Arty's 3 from a side with no cover: 5, 6, 6 are three hits
    damage = go_of(events, "Dozer", ev.AttackResolved)[0]
    assert (damage.attack, damage.defence, damage.hit) == (6, 3, True)
    rolled = of_type(events, ev.DamageRolled)[-1]
    assert (rolled.dice, rolled.in_cover, rolled.hits) == ((5, 6, 6), False, 3)
    # then Arty loses his rocket pods and both white dice, and is rubble
    assert [e.part for e in go_of(events, "Arty", ev.PartLost)][1:] == ["direct", "white",
                                                                        "white"]
    assert go_of(events, "Arty", ev.MechWrecked)[0].at == book.ARTY_END
    # and Vince's score drops by his points per: 24 -> 18
    assert of_type(events, ev.ScoresChanged)[-1].scores == (24, 18, 20)


def test_the_leader_ticks_the_clock_to_doomsday_and_wins(whole: tuple[Match, list]) -> None:
    match, events = whole
    # given the clock starts at 2 and ticks to 1 at the end of the turn
    ticks = of_type(events, ev.ClockTicked)
    assert [(t.clock, t.player) for t in ticks] == [(1, None), (0, book.YOU)]
    # then Sam, highest on 24, ticks it to 0: doomsday, and Sam wins
    ended = of_type(events, ev.GameEnded)[0]
    assert (ended.winner, ended.scores) == (book.YOU, (24, 18, 20))
    assert state_of(match).turn == 1


def test_bystanders_hold_still_on_their_blue_die(whole: tuple[Match, list]) -> None:
    _, events = whole
    for name in book.BYSTANDERS:
        assert go_of(events, name, ev.TargetNamed)[0].victim is None
        assert go_of(events, name, ev.DiceAssigned)[0].attack is None
        assert not go_of(events, name, ev.MechMoved)


def test_other_legal_choices_are_not_the_examples_and_turn_2_is_not_scripted() -> None:
    # given the example played to Carver's dice
    match = book.new_match()
    play(match, until=lambda m: m.pending()[0].kind == "assign"
         and state_of(m).mechs[m.pending()[0].mech].name == "Carver")
    # when Carver keeps a white 1 for defence instead of her blue 5
    request = match.pending()[0]
    other = Assign(defence=0, attack=5, move=2, spot=4)
    assert other in request.legal_choices()
    assert other not in book.book_choices(match.state, request)
    match.submit(request.player, other)
    # then the rules take it (defence 0), though it is not the example's
    assert state_of(match).mechs[uid(match, "Carver")].defence == 0
    # and asked about a later turn, the example has nothing to say
    state_of(match).turn = 2
    assert book.book_choices(match.state, match.pending()[0]) == ()
    assert book.book_choices(match.state, ListRequest(0, 0, "tick", "")) == ()


def test_the_scripted_dice_end_with_the_example() -> None:
    # given the whole example played
    match = book.new_match()
    play(match)
    # then not one die is left over, and asking for another fails
    assert state_of(match).dice.remaining == 0
    with pytest.raises(DiceError):
        state_of(match).dice.roll(6)
