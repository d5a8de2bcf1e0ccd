"""Why a mech has nobody to name: the words the log gives when a go skips naming a target
or a mech to spot because there is no one it could name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.hexes import distance
from game.games.mechaton.rules.dicepool import can_reach

if TYPE_CHECKING:
    from game.games.mechaton.rules.mechs import Mech
    from game.games.mechaton.rules.state import MechatonState


def reach_words(state: MechatonState, mech: Mech) -> str:
    """How far the mech can attack, in hexes: "the next hex and 2-10 hexes"."""
    direct = state.options.direct_range
    found = ["the next hex"]
    if can_reach(state, mech, "direct")[0]:
        found.append(f"2-{direct} hexes")
    if can_reach(state, mech, "artillery")[0]:
        found.append(f"{direct + 1} or more hexes")
    return " and ".join(found) if len(found) < 3 else "any distance"


def no_target_reason(state: MechatonState, mech: Mech) -> str:
    """Why the mech can name no target (every enemy hidden, or out of its weapons' reach)."""
    assert mech.hex is not None
    enemies = [m for m in state.live() if m.owner != mech.owner and m.hex is not None]
    if not enemies:
        return "no enemy mech is left on the field"
    seen = [m for m in enemies if state.sees(mech.hex, m.hex)]  # type: ignore[arg-type]
    if not seen:
        return "walls block its line of sight to every enemy"
    nearest = min(distance(mech.hex, m.hex) for m in seen)  # type: ignore[arg-type]
    return (f"no enemy in sight is in range of its weapons (they reach "
            f"{reach_words(state, mech)}; the nearest enemy in sight is {nearest} hexes away)")


def no_spot_reason(state: MechatonState, mech: Mech) -> str:
    """Why the mech can spot nobody (no other mech near enough and in sight)."""
    return (f"no other mech is within {state.options.direct_range} hexes and in line of "
            "sight")
