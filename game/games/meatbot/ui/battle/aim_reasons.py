"""Why a hex cannot be aimed at: the words shown when the player points at (or clicks) a bot
the chosen weapon cannot reach — the wall that blocks the line, or the distance."""

from __future__ import annotations

from typing import Any

from game.core.hexes import Hex, distance
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.attacks import weapon_range
from game.games.meatbot.rules.reach import blocking_wall


def action_range(bot: Any, key: str) -> int | None:
    """How far the aimed action ``key`` ("Attack:plib", "Blast:Boom Launcher", "Spray")
    reaches for ``bot`` (None: not a plain range)."""
    kind, _, weapon = key.partition(":")
    if kind == "Attack":
        return weapon_range(bot, weapon)
    if kind == "Blast" and weapon == dv.BOOM:
        return dv.DEVOURABLES[dv.BOOM].range
    if kind == "Spray":
        return dv.DEVOURABLES[dv.ACID_SPRAY].range
    return None


def why_not(state: Any, seat: int, key: str, label: str, h: Hex) -> str:
    """Why ``seat``'s action (``key``, shown as ``label``) cannot be aimed at the bot on
    ``h``: a wall blocking the line, or the distance; "" when there is no bot there or the
    reason is neither."""
    target = next((b for b in state.bots if b.hex == h and b.seat != seat and b.standing
                   and not b.ejected), None)
    if target is None:
        return ""
    shooter = state.bots[seat]
    wall = blocking_wall(state.arena, shooter.hex, h)
    if wall is not None and not key.startswith("Blast"):
        return (f"Wall at ({wall.q},{wall.r}) blocks the line from {shooter.name} to "
                f"{target.name}: {label} needs sight.")
    reach = action_range(shooter, key)
    away = distance(shooter.hex, h)
    if reach is not None and away > reach:
        return (f"{target.name} is {away} hexes away; {label} reaches "
                f"{reach} hex{'es' if reach != 1 else ''}.")
    if wall is not None:
        return (f"Wall at ({wall.q},{wall.r}) blocks the line to {target.name}, and no hex "
                f"beside it is in sight to aim the blast at.")
    return ""
