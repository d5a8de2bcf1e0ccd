"""Attacks: starting one (or switching to combat order), hit or miss, damage dice, cover,
and the hits each mech takes (the owner picks which attachment goes)."""

from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING

from game.core.match import Choice
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import ChooseCover, LosePart, UseSpot
from game.games.mechaton.rules.frames import Attack, Frame
from game.games.mechaton.rules.mechs import Mech
from game.games.mechaton.rules.terrain import BRICKS_PER_HIT, band, covers

if TYPE_CHECKING:
    from game.games.mechaton.rules.state import MechatonState


def hit_odds(dice: int, in_cover: bool) -> tuple[float, ...]:
    """The chance of exactly 0, 1, ... ``dice`` hits from that many damage dice (a hit is a
    5 or 6 against an exposed target, a 6 against one in cover)."""
    p = 1 / 6 if in_cover else 2 / 6
    return tuple(comb(dice, k) * p ** k * (1 - p) ** (dice - k) for k in range(dice + 1))


def attack_problem(state: MechatonState, mech: Mech, victim: Mech, wanted: str) -> str:
    """Why ``mech`` cannot attack ``victim`` at band ``wanted`` now ("" when it can)."""
    if not victim.alive:
        return f"{victim.name} is already rubble"
    assert mech.hex is not None and victim.hex is not None
    if band(mech.hex, victim.hex, state.options.direct_range) != wanted:
        return f"{victim.name} is no longer at the range it was named at"
    if not state.sees(mech.hex, victim.hex):
        return f"a wall blocks the line to {victim.name}"
    return ""


def begin_attack(state: MechatonState, frame: Frame) -> None:
    """Step g's attack: resolve it now if the target has a defence number, else switch to
    combat order (the target's go comes forward to its step f)."""
    mech = state.mechs[frame.uid]
    assert frame.aim is not None and frame.attack is not None
    victim = state.mechs[frame.aim]
    problem = attack_problem(state, mech, victim, frame.band)
    if problem:
        state.emit(ev.AttackLost(mech.owner, mech.uid, mech.name, problem))
    elif victim.defence is None:
        state.frames.append(Frame(victim.uid, attacker=mech.uid))
    else:
        state.attack = Attack(mech.uid, victim.uid, frame.attack, victim.defence)


def step(state: MechatonState) -> bool:
    """Move the attack under resolution on; False while waiting for a decision."""
    attack = state.attack
    assert attack is not None
    if attack.stage == "spot":
        return _compare(state, attack)
    if attack.stage == "roll":
        return _roll(state, attack)
    if attack.stage == "apply":
        _apply(state, attack)
        return True
    return False


def _compare(state: MechatonState, attack: Attack) -> bool:
    mech, victim = state.mechs[attack.attacker], state.mechs[attack.victim]
    hit = attack.attack > attack.defence
    state.emit(ev.AttackResolved(mech.owner, mech.uid, mech.name, victim.uid, victim.name,
                                 attack.attack, attack.defence, hit))
    if not hit:
        state.attack = None
    elif victim.spots:
        state.ask = ("use_spot", mech.owner, mech.uid)
        return False
    else:
        state.attack = attack.at("roll")
    return True


def _roll(state: MechatonState, attack: Attack) -> bool:
    victim = state.mechs[attack.victim]
    count = attack.spot if attack.spot is not None else attack.attack - attack.defence
    dice = tuple(state.dice.roll(6) for _ in range(count))
    attacker_hex, victim_hex = state.mechs[attack.attacker].hex, victim.hex
    assert attacker_hex is not None and victim_hex is not None
    found = covers(state, victim_hex, attacker_hex)
    attack = attack.at("apply", dice=dice, covers=found, cover=found[0] if found else None)
    state.attack = attack
    if len(found) > 1 and 5 in dice:
        state.attack = attack.at("cover")
        state.ask = ("cover", victim.owner, victim.uid)
        return False
    return True


def _apply(state: MechatonState, attack: Attack) -> None:
    mech, victim = state.mechs[attack.attacker], state.mechs[attack.victim]
    in_cover = bool(attack.covers)
    sixes, fives = attack.dice.count(6), attack.dice.count(5)
    hits = sixes if in_cover else sixes + fives
    cover_hits = fives if in_cover else 0
    state.emit(ev.DamageRolled(mech.owner, mech.uid, victim.uid, victim.name, attack.dice,
                               attack.spot, in_cover, attack.cover, hits, cover_hits))
    state.attack = None
    if hits:
        state.losses.append((victim.uid, hits, mech.owner))
    if cover_hits and attack.cover is not None:
        _hit_cover(state, attack, cover_hits)


def _hit_cover(state: MechatonState, attack: Attack, hits: int) -> None:
    """5s against a target in cover: a mech there takes hits, bricks break three a hit."""
    assert attack.cover is not None
    sheltering = state.mech_at(attack.cover)
    if sheltering is not None:
        if sheltering.alive:
            state.losses.append((sheltering.uid, hits, state.mechs[attack.attacker].owner))
        return
    before = state.bricks.get(attack.cover, 0)
    if before:
        after = max(0, before - BRICKS_PER_HIT * hits)
        state.bricks[attack.cover] = after
        state.emit(ev.BricksBroken(attack.cover, before, after))


def take(state: MechatonState, choice: Choice) -> None:
    """Apply a UseSpot (attacker) or ChooseCover (target) choice."""
    attack = state.attack
    assert attack is not None
    if isinstance(choice, UseSpot):
        spot = None
        if choice.spot is not None:
            spot = state.mechs[attack.victim].spots.pop(choice.spot)[1]
        state.attack = attack.at("roll", spot=spot)
    elif isinstance(choice, ChooseCover):
        state.attack = attack.at("apply", cover=choice.at)


def spot_choices(state: MechatonState) -> list[Choice]:
    """The attacker's damage sources after a hit: the difference or any spot die."""
    assert state.attack is not None
    spots = state.mechs[state.attack.victim].spots
    return [UseSpot(None), *(UseSpot(i) for i in range(len(spots)))]


def cover_choices(state: MechatonState) -> list[Choice]:
    """The covers the target may name to take the 5s."""
    assert state.attack is not None
    return [ChooseCover(h) for h in state.attack.covers]


# -- taking hits ----------------------------------------------------------------------------

def next_loss(state: MechatonState) -> bool:
    """Take the next hit in the queue; False while the owner must pick an attachment."""
    uid, hits, _ = state.losses[0]
    mech = state.mechs[uid]
    if hits <= 0 or not mech.alive:
        state.losses.pop(0)
        return True
    kinds = sorted(set(mech.attachments()))
    if len(kinds) > 1:
        state.ask = ("lose", mech.owner, uid)
        return False
    lose(state, mech, *(kinds[0] if kinds else ("white", "")))
    return True


def lose(state: MechatonState, mech: Mech, part: str, label: str = "") -> None:
    """One hit on ``mech``: an attachment (code ``part``, name ``label``) goes, or (with
    none left) a white die."""
    uid, hits, by = state.losses[0]
    state.losses[0] = (uid, hits - 1, by)
    _count_hit(state, mech.owner, by, wrecked=mech.white == 1 and part == "white")
    if part == "white":
        mech.white -= 1
    else:
        mech.lose(part, label)
    state.emit(ev.PartLost(mech.owner, mech.uid, mech.name, part, mech.white, label))
    if not mech.alive:
        state.emit(ev.MechWrecked(mech.owner, mech.uid, mech.name, mech.hex))
        state.emit(ev.ScoresChanged(state.scores()))


def _count_hit(state: MechatonState, owner: int, by: int, wrecked: bool) -> None:
    """Statistics: a hit taken by ``owner`` from ``by`` (friendly hits count as taken only)."""
    state.stats[owner].hits_taken += 1
    state.stats[owner].mechs_lost += wrecked
    if by != owner:
        state.stats[by].hits_dealt += 1
        state.stats[by].mechs_destroyed += wrecked


def loss_choices(state: MechatonState) -> list[Choice]:
    """The kinds of attachment the mech taking the hit may give up."""
    mech = state.mechs[state.losses[0][0]]
    return [LosePart(p, x) for p, x in sorted(set(mech.attachments()))]


