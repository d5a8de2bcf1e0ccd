"""The Onco-Cannon: lodged rounds, their effects each round, BiRP and pilot ejection."""

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Attack, BiRP, OncoOrder, Pick
from tests.games.meatbot.rules.helpers import build, duel, meat, of_type, pick_all, stop_all_moves

A, B, C = Hex(0, 0), Hex(3, 0), Hex(-3, 0)


def _slugged(builds=None, extra=None):
    builds = builds or [build("Red", dv.ONCO), build("Nina", dv.CHITIN), build("Jet")]
    flips = [(3, 1), (2, 1)]      # who starts among three tied Moves
    picks = {0: Pick(d10=1), 1: Pick(), 2: Pick()}
    match = duel([A, B, C], [(10, 9), *flips, *(extra or [])], picks, builds)
    match.submit(0, Attack(dv.ONCO, 1))
    stop_all_moves(match)
    return match


def test_an_onco_round_does_one_and_stays_in():
    match = _slugged()
    assert meat(match)[1] == 19 and match.state.bots[1].slugs == [0]
    request = match.pending()[0]
    assert request.kind == "onco" and request.player == 0
    assert {c.effect for c in request.legal_choices()} == {"damage", "move", "defend", "birp"}


def test_onco_effects_are_cumulative_and_never_below_one():
    match = _slugged()
    for expected in (2, 1):
        match.submit(0, OncoOrder("defend"))
        assert match.state.bots[1].base_defend == expected
        pick_all(match, {0: Pick(), 1: Pick(), 2: Pick()})
        stop_all_moves(match)
    options = {c.effect for c in match.pending()[0].legal_choices()}
    assert "defend" not in options and "move" in options


def test_birp_drops_a_devourable_next_to_the_victim():
    match = _slugged(extra=[(12, 12)])
    match.submit(0, OncoOrder("birp"))
    pick_all(match, {0: Pick(d12=1), 1: Pick(), 2: Pick()})
    chitin = match.state.bots[1].items[0].uid
    match.submit(0, BiRP(1, chitin, Hex(4, 0)))
    assert match.state.bots[1].items == [] and chitin in match.state.floor


def test_birp_needs_a_declared_round():
    match = _slugged(extra=[(12, 12)])
    match.submit(0, OncoOrder("damage"))
    pick_all(match, {0: Pick(d12=1), 1: Pick(), 2: Pick()})
    assert not any(isinstance(c, BiRP) for c in match.pending()[0].legal_choices())


def test_birp_on_a_bot_with_no_devourables_ejects_the_pilot_and_restarts():
    builds = [build("Red", dv.ONCO), build("Nina"), build("Jet")]
    match = _slugged(builds, extra=[(12, 12), (10, 7)])
    match.submit(0, OncoOrder("birp"))
    match.state.bots[2].hex = Hex(-4, 1)             # given: Jet had wandered off
    pick_all(match, {0: Pick(d12=1), 1: Pick(), 2: Pick(d10=1)})
    assert BiRP(1) in match.pending()[0].legal_choices()
    match.submit(0, BiRP(1))
    names = [type(e).__name__ for e in match.events]
    assert "PilotEjected" in names and "MatchRestarted" in names
    assert not match.state.bots[1].active and not match.is_over
    assert match.state.bots[2].hex == C                # back to the start
    assert of_type(match.events, ev.AttackResolved)[-1].action == "a Bio-Rejection Protocol"
    assert not [r for r in match.pending() if r.kind == "attack"]   # Jet's 7 is lost
    assert match.pending()[0].kind == "pick"


def test_ejection_with_one_bot_left_ends_the_match():
    builds = [build("Red", dv.ONCO), build("Nina")]
    match = duel([A, B], [(10, 9), (2, 1), (12, 12)], {0: Pick(d10=1), 1: Pick()}, builds)
    match.submit(0, Attack(dv.ONCO, 1))
    stop_all_moves(match)
    match.submit(0, OncoOrder("birp"))
    pick_all(match, {0: Pick(d12=1), 1: Pick()})
    match.submit(0, BiRP(1))
    assert match.is_over and match.result.winner == 0
