"""Information states: what an AI in one seat may search (others' secrets taken out).

Removed: other players' armies while they are still being built in secret (each mech is
replaced by an empty placeholder, so the count seen in the log stays right), other players'
initiative choices before the reveal, and the future dice (``HiddenDice`` refuses to roll).
"""

from __future__ import annotations

from game.rulesets.mechaton.parts import MechBuild
from game.rulesets.mechaton.state import MechatonState


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
