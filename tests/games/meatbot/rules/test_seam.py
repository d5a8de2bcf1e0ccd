"""Meatbot behind the seam: secret flags on its requests and units in its view."""

from __future__ import annotations

from game.core.hexes import Hex
from game.core.ruleset import units_of
from game.games.meatbot.rules.choices import Pick
from tests.games.meatbot.rules.helpers import build, duel


def test_picks_are_secret_and_the_view_lists_one_unit_per_bot() -> None:
    # given a duel in the pick phase
    m = duel([Hex(0, 0), Hex(1, 0)], [], {}, [build("Red"), build("Nina")])
    # then both pick requests are secret, none real time
    pending = m.pending()
    assert {r.kind for r in pending} == {"pick"}
    assert all(r.secret and not r.real_time for r in pending)
    # and the view lists both bots as units owned by their seats, with no facing
    units = units_of(m.view_for(0))
    assert [(u.uid, u.owner, u.hex, u.facing, u.label) for u in units] == [
        (0, 0, Hex(0, 0), None, "Red"), (1, 1, Hex(1, 0), None, "Nina")]
    assert all(u.alive and u.health == u.health_max for u in units)


def test_a_lone_attack_die_is_not_secret() -> None:
    # given a duel where only Red picks a d10 (scripted 7)
    m = duel([Hex(0, 0), Hex(1, 0)], [(10, 7)], {0: Pick(d10=1), 1: Pick()},
             [build("Red"), build("Nina")])
    # then Red's attack die is asked in the open
    request = m.pending()[0]
    assert request.kind == "attack" and not request.secret
