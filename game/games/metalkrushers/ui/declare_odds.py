"""What a declaration does to the enemy blows aimed at you, in chances to hit: the rules' own
odds (``odds.py``) read on the seat's view as it stands and on the same view with the
declaration made (a parry set, a shield used, a Reflex Facing that succeeds).

And the suggested declaration: the normal AI's pick for this seat, from what this seat may
see, so Enter takes the best legal choice rather than doing nothing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.match import Choice, Request
from game.games.metalkrushers.ai.normal import heuristic_choice
from game.games.metalkrushers.rules import odds as od
from game.games.metalkrushers.rules.facing import attack_item

HANDS = ("left", "right")


def suggested(session: Any, request: Request) -> Choice:
    """The best choice for ``request`` as the normal AI judges it from the asking seat's
    knowledge (always one of the listed choices); the first listed one where this screen
    has no rules state to judge from (online)."""
    info = session.knowledge(request.player)
    choice = heuristic_choice(info, request) if info is not None else None
    return choice if choice in request.legal_choices() else request.legal_choices()[0]


def with_krusher(view: Any, uid: int, **changes: Any) -> Any:
    """``view`` with Krusher ``uid`` changed (a declaration tried out, nothing real)."""
    krushers = list(view.krushers)
    krushers[uid - 1] = replace(krushers[uid - 1], **changes)
    return replace(view, krushers=tuple(krushers))


def threats(view: Any, me: int) -> list[tuple[int, int]]:
    """Every (enemy, hand) that can strike Krusher ``me`` from where it stands now."""
    target = view.krusher(me)
    return [(e.uid, hand) for e in view.krushers if e.active and e.team != target.team
            for hand in (0, 1) if od.in_reach(view, e, hand, target)]


def blow_name(view: Any, enemy: int, hand: int) -> str:
    """"Red's right medium impact"."""
    item = attack_item(view.krusher(enemy), hand)
    return f"{view.krusher(enemy).name}'s {HANDS[hand]} {item.code if item else 'hand'}"


def chance_line(view: Any, tried: Any, me: int, enemy: int, hand: int, change: str) -> str:
    """"Red's right medium impact hits you 58% now, 31% <change>" (the same chance twice when the
    declaration does not touch that blow)."""
    now = od.odds(view, view.krusher(enemy), hand, view.krusher(me))[0]
    after = od.odds(tried, tried.krusher(enemy), hand, tried.krusher(me))[0]
    head = f"{blow_name(view, enemy, hand)} hits you {now:.0%}"
    if round(now * 100) == round(after * 100):
        return f"{head} (no change {change})"
    return f"{head} now, {after:.0%} {change}"


def parry_lines(view: Any, me: int, own_hand: int, enemy: int, enemy_hand: int) -> list[str]:
    """A weapon parry's effect on the parried blow."""
    k = view.krusher(me)
    tried = with_krusher(view, me, parries={**k.parries, own_hand: (enemy, enemy_hand)})
    return [chance_line(view, tried, me, enemy, enemy_hand, "with this parry")]


def shield_lines(view: Any, me: int, use: str, enemy: int, enemy_hand: int) -> list[str]:
    """A shield parry's effect on the parried blow (a block changes no chance: it takes the
    damage, so it says what hits it would take)."""
    if use == "block":
        return [chance_line(view, view, me, e, h, "- the shield takes the damage")
                for e, h in threats(view, me) if e == enemy]
    tried = with_krusher(view, me, shield_use=(use, enemy, enemy_hand))
    return [chance_line(view, tried, me, enemy, enemy_hand, "with this shield parry")]


def reflex_lines(view: Any, me: int, facing: int) -> list[str]:
    """Each blow that can reach you, now and if the Reflex Facing succeeds."""
    tried = with_krusher(view, me, facing=facing)
    return [chance_line(view, tried, me, e, h, "if the turn succeeds")
            for e, h in threats(view, me)]


def standing_lines(view: Any, me: int) -> list[str]:
    """Each blow that can reach you as things stand."""
    return [f"{blow_name(view, e, h)} hits you "
            f"{od.odds(view, view.krusher(e), h, view.krusher(me))[0]:.0%}"
            for e, h in threats(view, me)]
