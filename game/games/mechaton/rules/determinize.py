"""Information states: what an AI in one seat may search (others' secrets taken out).

Removed: other players' armies while they are still being built in secret (each mech is
replaced by an empty placeholder, so the count seen in the log stays right), other players'
initiative choices before the reveal, and the future dice (``HiddenDice`` refuses to roll).
``determinize`` puts plausible guesses back so a search can play forward.
"""

from __future__ import annotations

import random

from game.core.dice import SeededDice
from game.games.mechaton.rules.build import legal_part_sets
from game.games.mechaton.rules.parts import MAX_ATTACHMENTS, MechBuild
from game.games.mechaton.rules.state import MechatonState


class HiddenDice:
    """Dice nobody may look into: an information state cannot roll the future."""

    def roll(self, sides: int) -> int:
        """Always refuses; give the state fresh dice (``clone(dice=...)``) first."""
        raise RuntimeError("the dice of an information state are hidden; clone it with dice")


def information_state(state: MechatonState, player: int) -> MechatonState:
    """A copy of ``state`` holding only what ``player`` may know."""
    info = state.clone(dice=HiddenDice())
    if info.phase == "build":
        info.builds = [b if s == player else [MechBuild("?", ()) for _ in b]
                       for s, b in enumerate(info.builds)]
    if info.phase == "initiative":
        for mech in info.mechs:
            if mech.owner != player and len(mech.initiative) > 1:
                mech.chosen = None
    info._pending = None
    return info


def determinize(info: MechatonState, player: int, rng: random.Random) -> MechatonState:
    """A full state consistent with ``info`` (from ``information_state(..., player)``):
    other armies still hidden get random legal mechs in place of their placeholders, other
    mechs' hidden initiative choices a random die of those they rolled, and the dice are
    fresh, seeded from ``rng``."""
    full = info.clone(dice=SeededDice(rng.getrandbits(64)))
    _guess_armies(full, player, rng)
    if full.phase == "initiative":
        for mech in full.mechs:
            if mech.owner != player and mech.chosen is None and mech.initiative:
                mech.chosen = rng.choice(mech.initiative)
    full._pending = None
    return full


def sample_world(info: MechatonState, player: int, rng: random.Random) -> MechatonState:
    """The seam's optional ``sample_world``: the other armies still hidden in the secret
    build get random legal mechs in place of their placeholders, drawn from ``rng`` (their
    hidden initiative choices are still pending requests, which a search answers itself).
    ``info`` is a fresh copy of ``player``'s information state, changed in place."""
    _guess_armies(info, player, rng)
    info._pending = None
    return info


def _guess_armies(full: MechatonState, player: int, rng: random.Random) -> None:
    """Random legal part sets for the other players' placeholder mechs (the build only)."""
    if full.phase != "build":
        return
    options = full.options
    exact = MAX_ATTACHMENTS if options.short_game else None
    sets = legal_part_sets(options.split_weapons, options.double_weapons, exact)
    full.builds = [b if s == player else
                   [MechBuild(m.name, rng.choice(sets), m.rockets) if m.name == "?" else m
                    for m in b] for s, b in enumerate(full.builds)]
