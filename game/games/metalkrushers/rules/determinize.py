"""Information states for MetalKrushers: what an AI in one seat may search.

The only secrets are other seats' designs while construction is still going on (every
declaration afterwards is made openly) and the dice still to be rolled.
"""

from __future__ import annotations

from game.games.metalkrushers.rules.data import INTERNAL_LINKAGE
from game.games.metalkrushers.rules.state import KrusherState


class HiddenDice:
    """Dice nobody may look into: an information state cannot roll the future."""

    def roll(self, sides: int) -> int:
        """Always refuses; give the state fresh dice (``clone(dice=...)``) to play it on."""
        raise RuntimeError("the dice of an information state are hidden")


def information_state(state: KrusherState, seat: int) -> KrusherState:
    """A copy of ``state`` holding only what ``seat`` may know: other seats' designs made
    during construction are taken back (those Krushers are unbuilt again) and the dice
    are hidden."""
    info = state.clone(dice=HiddenDice())
    if info.phase == "build":
        for k in info.krushers:
            if k.seat != seat and k.build is not None:
                k.build, k.hands, k.armour = None, [None, None], [0] * 6
                k.shield_ap = k.turn_shield_ap = 0
                k.il = INTERNAL_LINKAGE
    info._pending = None
    return info
