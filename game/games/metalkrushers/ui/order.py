"""Who moves (and strikes) in what order, in words for the side panel, with the warning a new
player needs: an enemy that moves after you can walk round to your rear.

"Can reach your rear" is read with the same pose search the AI uses (every hex and facing a
Krusher can end its movement in with the movement points it has), on the seat's view: an
enemy can reach your rear if it can end next to one of your rear sides (left-rear, rear,
right-rear) facing you with its front or a front side.
"""

from __future__ import annotations

from typing import Any

from game.core.hexes import direction_between, neighbour
from game.games.metalkrushers.ai.positions import reachable
from game.ui import theme

REAR_SIDES = (2, 3, 4)
FACING_YOU = (0, 1, 5)
"""The sides of an attacker that strike you when you are on them (front, front sides)."""
Line = tuple[str, Any]


def can_reach_rear(view: Any, mover: Any, target: Any) -> bool:
    """True if ``mover`` can end its movement next to a rear side of ``target`` (as it
    stands now), facing it."""
    rear = {neighbour(target.hex, (target.facing + side) % 6) for side in REAR_SIDES}
    for pose in reachable(view, mover):
        if pose.hex not in rear:
            continue
        way = direction_between(pose.hex, target.hex)
        if way is not None and (way - pose.facing) % 6 in FACING_YOU:
            return True
    return False


def later_enemies(view: Any, me: Any, mover: int) -> list[Any]:
    """The active enemies of ``me`` still to move after it this turn (``mover``: whose
    movement it is now, 0 once everybody has moved)."""
    order = list(view.move_order)
    if me.uid not in order:
        return []
    now = order.index(mover) if mover in order else len(order)
    return [view.krusher(uid) for place, uid in enumerate(order)
            if place > order.index(me.uid) and place >= now
            and view.krusher(uid).active and view.krusher(uid).team != me.team]


def then_line(view: Any, me: Any, enemy: Any, you: bool = True) -> str:
    """"Then: Red (moves after you, can reach your rear)" (``you`` False: the Krusher is
    named instead, for a seat with several)."""
    who, whose = ("you", "your") if you else (me.name, "its")
    reach = f", can reach {whose} rear" if can_reach_rear(view, enemy, me) else ""
    return f"Then: {enemy.name} (moves after {who}{reach})"


def after_you(view: Any, me: Any, mover: int) -> str:
    """The ``then_line`` of the first enemy still to move after ``me``; "Nobody moves after
    you." when none is left."""
    later = later_enemies(view, me, mover)
    return then_line(view, me, later[0]) if later else "Nobody moves after you."


def movement_lines(view: Any, seat: int | None, mover: int) -> list[Line]:
    """The Movement order panel: each Krusher in order (yours marked, done and moving said),
    then for each of yours the enemies that move after it, and whether they can reach its
    rear."""
    order = [uid for uid in view.move_order if view.krusher(uid).active]
    now = order.index(mover) if mover in order else len(order)
    mine = [view.krusher(uid) for uid in order if view.krusher(uid).seat == seat]
    lines: list[Line] = [("Movement order", theme.ACCENT)]
    for place, uid in enumerate(order):
        k = view.krusher(uid)
        state = " - done" if place < now else " - moving" if place == now else ""
        colour = theme.TEXT if k in mine or place == now else theme.TEXT_DIM
        lines.append((f"{place + 1}. {k.name}{' (you)' if k in mine else ''}{state}", colour))
    for k in mine:
        for enemy in later_enemies(view, k, mover):
            words = then_line(view, k, enemy, you=len(mine) == 1)
            lines.append((words, theme.DANGER if "rear" in words else theme.TEXT_DIM))
    return lines


def combat_lines(view: Any, seat: int | None) -> list[Line]:
    """The Combat order panel: each Krusher in striking order, yours marked, the one
    striking now and those done said."""
    order = [uid for uid in view.combat_order if view.krusher(uid).active]
    now = order.index(view.attacker) if view.attacker in order else -1
    lines: list[Line] = [("Combat order", theme.ACCENT)]
    for place, uid in enumerate(order):
        k = view.krusher(uid)
        mine = k.seat == seat
        state = " - done" if place < now else " - striking" if place == now else ""
        lines.append((f"{place + 1}. {k.name}{' (you)' if mine else ''}{state}",
                      theme.TEXT if mine or place == now else theme.TEXT_DIM))
    return lines
