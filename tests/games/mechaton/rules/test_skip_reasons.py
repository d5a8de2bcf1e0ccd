"""A go that skips naming a target or a spot target says why in the log (issue 29)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.frames import Frame
from game.games.mechaton.rules.go import STEPS

from .helpers import FULL, bare_state, field, of_type, put


def _named(state, mech, step: str, kind: type):
    frame = Frame(mech.uid, step=step)
    state.frames.append(frame)
    STEPS[step](state, frame, mech)
    return of_type(state.out, kind)[-1]


def test_a_mech_with_only_fists_says_no_enemy_is_in_reach() -> None:
    # given a mech with no gun, an enemy 5 hexes away in the open
    state = bare_state()
    brawler = put(state, 0, "Brawler", ["move", "defence"], Hex(0, 0))
    put(state, 1, "Gunner", FULL, Hex(5, 0))
    # when its go comes to naming a target
    named = _named(state, brawler, "target", ev.TargetNamed)
    # then it names none, and the log says its weapons reach only the next hex
    assert named.victim is None
    line = named.log_line(["Me", "You"])
    assert "cannot attack" in line and "the next hex" in line and "5 hexes away" in line
    assert state.ask is None


def test_a_mech_behind_walls_says_it_cannot_see_an_enemy() -> None:
    # given a wall between my gunner and the only enemy
    walls = [Hex(3, r) for r in range(-4, 5)] + [Hex(3 + k, -k - 1) for k in range(1, 4)]
    state = bare_state(field(walls=walls))
    gunner = put(state, 0, "Gunner", FULL, Hex(0, 0))
    put(state, 1, "Hidden", FULL, Hex(6, 0))
    assert not state.sees(Hex(0, 0), Hex(6, 0))
    # when its go comes to naming a target and a spot target
    named = _named(state, gunner, "target", ev.TargetNamed)
    spotted = _named(state, gunner, "spot", ev.SpotNamed)
    # then both say why nobody could be named
    assert "line of sight" in named.log_line(["Me", "You"])
    assert spotted.spotted is None and "cannot spot" in spotted.log_line(["Me", "You"])


def test_a_mech_that_chooses_no_target_holds_its_fire() -> None:
    # given a target in reach, when the player answers "no target"
    event = ev.TargetNamed(0, 0, "Gunner", None, "", "", False)
    # then the log does not claim it could not attack
    assert event.log_line(["Me"]) == "Gunner holds its fire."
