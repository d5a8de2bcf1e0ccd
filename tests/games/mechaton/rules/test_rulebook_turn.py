"""The rulebook's example turn (Arty, Bashy, Carver: initiative order against combat order)
and its example attack (Bashy on Arty: the spot die, cover, one hit, the ECM lost)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.core.match import Match
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import (
    Assign,
    LosePart,
    MoveTo,
    Order,
    SpotTarget,
    Target,
    UseSpot,
)

from .helpers import field, fixed_json, of_type, request, start, state_of, take_off_field, uid

ARTY_START, ARTY_END = Hex(0, 0), Hex(1, 0)
CARVER_START, CARVER_END = Hex(-8, 0), Hex(-4, 2)
BASHY_START, BASHY_END = Hex(6, 0), Hex(6, 5)
WALL_OF_BRICKS = Hex(2, 0)          # right next to Arty's end hex, on the line to Bashy
MY_STATION = Hex(-4, 3)             # next to where Carver ends her move
BYSTANDERS = ["Me 2", "Me 3", "You 2", "You 3", "Mitch 2", "Mitch 3"]

ROLES = [1, 2, 3, 1, 2]             # the all-equal armies roll off for defender and primary
INITIATIVE = [1, 2, 3, 4, 5, 6, 8, 7, 9]   # Arty 1, Bashy 4, Carver 8; bystanders between
ARTY_ROLL = [2, 3, 1, 4, 6, 2]      # white, white, green, blue, red, red
CARVER_ROLL = [1, 1, 6, 5, 4, 2, 1]  # white, white, green, blue, yellow, red, red
ARTY_DAMAGE = [1, 4]                # Arty's 6 against Carver's 4: two dice, no hits
BASHY_ROLL = [1, 1, 5, 2, 5, 3]     # white, white, green, blue, red, red
BASHY_DAMAGE = [2, 3, 6]            # the spot die's three damage dice


def _example(dice: list[int]) -> Match:
    """Given three armies of three fully loaded mechs, with only Arty, Bashy and Carver
    left on the field, and Arty's owner holding a station next to Carver's destination."""
    def army(player: str, hero: str, at: Hex, spare: list[Hex]) -> list:
        return [(hero, ["defence=ECM pod", "move=legs", "spot=radar", "direct=rocket pods"],
                 at),
                *((f"{player} {k + 2}", ["defence", "move", "hth", "direct"], h)
                  for k, h in enumerate(spare))]

    setup = fixed_json(
        [army("Me", "Arty", ARTY_START, [Hex(0, 12), Hex(1, 12)]),
         army("You", "Bashy", BASHY_START, [Hex(2, 11), Hex(3, 11)]),
         army("Mitch", "Carver", CARVER_START, [Hex(4, 10), Hex(5, 9)])],
        [[MY_STATION, Hex(0, -12)], [Hex(12, -6), Hex(10, -10)],
         [Hex(-12, 6), Hex(-10, 10)]],
        arena=field(cover=[WALL_OF_BRICKS]))
    match = start(setup, dice)
    take_off_field(match, BYSTANDERS)
    return match


def _arty_attacks_carver(match: Match) -> list:
    arty, carver = uid(match, "Arty"), uid(match, "Carver")
    out = match.submit(0, Target(carver))                  # b
    out += match.submit(0, SpotTarget(None))               # c
    out += match.submit(0, Assign(defence=3, attack=4, move=2))   # d: blue 4, red 6, green 1
    out += match.submit(0, Order(attack_first=True))       # g
    assert request(match).kind == "target" and request(match).mech == carver
    assert state_of(match).mechs[arty].defence == 3
    return out


def test_initiative_order_then_combat_order_step_by_step() -> None:
    match = _example(ROLES + INITIATIVE + ARTY_ROLL + CARVER_ROLL + ARTY_DAMAGE + BASHY_ROLL
                     + BASHY_DAMAGE)
    arty, bashy, carver = (uid(match, n) for n in ("Arty", "Bashy", "Carver"))
    # given initiative 1, 4 and 8: Arty goes first
    order = of_type(match.events, ev.InitiativeRevealed)[-1].order
    heroes = [(name, value) for _, name, value in order if name in ("Arty", "Bashy", "Carver")]
    assert heroes == [("Arty", 1), ("Bashy", 4), ("Carver", 8)]
    # when Arty targets Carver, keeps defence 3 (a 4 less 1), attack 6, move 1, attacks first
    _arty_attacks_carver(match)
    # then Carver has no defence number yet: combat order brings her go forward
    started = of_type(match.events, ev.GoStarted)
    assert (started[-1].mech, started[-1].interrupt) == (carver, True)
    # when Carver targets and spots Arty and keeps defence 4, attack 2, move 6, spot 3
    match.submit(2, Target(arty))
    match.submit(2, SpotTarget(arty))
    out = match.submit(2, Assign(defence=3, attack=5, move=2, spot=4))
    # then at her step f Arty's attack resolves: 6 beats 4, two damage dice, no hits
    assert of_type(out, ev.DefenceSet)[0].defence == 4
    resolved = of_type(out, ev.AttackResolved)[0]
    assert (resolved.mech, resolved.victim, resolved.attack, resolved.defence, resolved.hit) \
        == (arty, carver, 6, 4, True)
    assert of_type(out, ev.DamageRolled)[0].dice == (1, 4)
    assert of_type(out, ev.GoPaused)[0].mech == carver
    # when Arty finishes his go: he moves 1 hex
    out = match.submit(0, MoveTo(ARTY_END))
    assert of_type(out, ev.MechMoved)[0].path == (ARTY_START, ARTY_END)
    assert [e.mech for e in of_type(out, ev.GoEnded)] == [arty]
    # then Carver picks up her go; she moves 6 hexes first, then attacks and misses
    assert of_type(out, ev.GoResumed)[0].mech == carver
    match.submit(2, Order(attack_first=False))
    out = match.submit(2, MoveTo(CARVER_END))
    assert len(of_type(out, ev.MechMoved)[0].path) == 7
    miss = of_type(out, ev.AttackResolved)[0]
    assert (miss.attack, miss.defence, miss.hit) == (2, 3, False)
    # then she puts a spot die showing 3 next to Arty and seizes my station
    spot = of_type(out, ev.SpotPlaced)[0]
    assert (spot.spotted, spot.number) == (arty, 3)
    seized = of_type(out, ev.StationSeized)[0]
    assert (seized.player, seized.at, seized.owner) == (2, MY_STATION, 0)
    # and then we revert to initiative order: Bashy goes on 4
    assert of_type(out, ev.GoStarted)[-1].mech == bashy
    kinds = [type(e).__name__ for e in match.events if isinstance(e, ev.GoStarted | ev.GoEnded
                                                                   | ev.GoPaused | ev.GoResumed)]
    assert kinds == ["GoStarted", "GoStarted", "GoPaused", "GoEnded", "GoResumed", "GoEnded",
                     "GoStarted"]


def _until_bashy_hits(damage: list[int]) -> tuple[Match, list]:
    """The example turn up to Bashy's hit on Arty (defence 3, Carver's spot die 3 on him,
    behind a wall of bricks); returns the match and the events of the hit."""
    match = _example(ROLES + INITIATIVE + ARTY_ROLL + CARVER_ROLL + ARTY_DAMAGE + BASHY_ROLL
                     + damage)
    arty = uid(match, "Arty")
    _arty_attacks_carver(match)
    match.submit(2, Target(arty))
    match.submit(2, SpotTarget(arty))
    match.submit(2, Assign(defence=3, attack=5, move=2, spot=4))
    match.submit(0, MoveTo(ARTY_END))
    match.submit(2, Order(attack_first=False))
    match.submit(2, MoveTo(CARVER_END))
    assert state_of(match).mechs[arty].spots == [(uid(match, "Carver"), 3)]
    # when Bashy attacks Arty with a 5, attack first, then move
    match.submit(1, Target(arty))
    match.submit(1, SpotTarget(None))
    match.submit(1, Assign(defence=3, attack=4, move=2))      # blue 2 -> 1, red 5, green 5
    return match, match.submit(1, Order(attack_first=True))


def test_bashy_uses_the_spot_die_on_arty_in_cover_and_arty_loses_his_ecm() -> None:
    match, out = _until_bashy_hits(BASHY_DAMAGE)
    arty = uid(match, "Arty")
    # then he hits (5 beats 3) and may roll 2 (the difference) or the spot die's 3
    assert of_type(out, ev.AttackResolved)[0].hit
    assert request(match).kind == "use_spot"
    assert request(match).legal_choices() == [UseSpot(None), UseSpot(0)]
    # when he uses the spot die: it is discarded and he rolls 3 damage dice: 2, 3, 6
    out = match.submit(1, UseSpot(0))
    damage = of_type(out, ev.DamageRolled)[0]
    assert (damage.dice, damage.spot, damage.in_cover, damage.cover) == ((2, 3, 6), 3, True,
                                                                          WALL_OF_BRICKS)
    # then Arty, in cover, takes 1 hit (the 6) and chooses to pop off his ECM
    assert damage.hits == 1 and damage.cover_hits == 0
    assert state_of(match).mechs[arty].spots == []
    assert request(match).kind == "lose" and request(match).player == 0
    assert LosePart("defence", "ECM pod") in request(match).legal_choices()
    out = match.submit(0, LosePart("defence", "ECM pod"))
    lost = of_type(out, ev.PartLost)[0]
    assert (lost.part, lost.label) == ("defence", "ECM pod")
    assert "loses its ECM pod" in lost.log_line(("Me", "You", "Mitch"))
    assert state_of(match).mechs[arty].parts == ["move", "spot", "direct"]
    # and Bashy moves 5 hexes; his go is done, the turn is done
    out = match.submit(1, MoveTo(BASHY_END))
    assert len(of_type(out, ev.MechMoved)[0].path) == 6
    assert of_type(out, ev.FieldTidied) and of_type(out, ev.ClockTicked)[0].clock == 10
    assert all(m.defence is None and not m.spots for m in state_of(match).mechs)


def test_bashy_may_leave_the_spot_die_and_roll_the_difference() -> None:
    match, _ = _until_bashy_hits([6, 5])
    arty = uid(match, "Arty")
    # when he leaves the spot where it is, then he rolls 5 - 3 = 2 damage dice
    out = match.submit(1, UseSpot(None))
    damage = of_type(out, ev.DamageRolled)[0]
    assert (damage.dice, damage.spot) == ((6, 5), None)
    # and the spot die stays by Arty for a later attacker; the 5 knocks 3 bricks off his cover
    assert state_of(match).mechs[arty].spots == [(uid(match, "Carver"), 3)]
    assert of_type(out, ev.BricksBroken)[0] == ev.BricksBroken(WALL_OF_BRICKS, 6, 3)
