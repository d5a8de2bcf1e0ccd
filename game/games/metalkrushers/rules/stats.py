"""Match statistics per Krusher, worked out from the events alone (results screen, tools).

- damage dealt and taken: every point a blow or a critical put on a shield, on armour or on
  Internal Linkage;
- criticals: critical hits landed (attack rolls in the weapon's critical range that hit);
- ousts: successful ousts made;
- kills: Krushers this one finished. The kill goes to the blow that took the victim's
  Internal Linkage to 0 (the victim falls at the end of that turn, so the first blow to
  empty it is the one that settled it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.core.match import Event
from game.games.metalkrushers.rules.combat_events import AttackRolled, DamageDealt
from game.games.metalkrushers.rules.events import KrusherBuilt, KrusherRevealed, OustRolled


@dataclass
class KrusherStats:
    """What one Krusher did over the match."""

    uid: int
    name: str
    dealt: int = 0
    taken: int = 0
    criticals: int = 0
    ousts: int = 0
    kills: int = 0
    victims: list[str] = field(default_factory=list)


def match_stats(events: Iterable[Event]) -> dict[int, KrusherStats]:
    """Statistics for every Krusher met in ``events``, by uid, in the order first met."""
    found: dict[int, KrusherStats] = {}
    emptied: set[int] = set()

    def of(uid: int, name: str) -> KrusherStats:
        return found.setdefault(uid, KrusherStats(uid, name))

    for event in events:
        if isinstance(event, KrusherBuilt | KrusherRevealed):
            of(event.krusher, event.name)
        elif isinstance(event, DamageDealt):
            _damage(of(event.krusher, event.name), of(event.victim, event.victim_name),
                    event, emptied)
        elif isinstance(event, AttackRolled) and event.hit and event.critical:
            of(event.krusher, event.name).criticals += 1
        elif isinstance(event, OustRolled) and event.success:
            of(event.krusher, event.name).ousts += 1
    return found


def _damage(attacker: KrusherStats, victim: KrusherStats, event: DamageDealt,
            emptied: set[int]) -> None:
    points = event.to_shield + event.to_armour + event.to_linkage
    attacker.dealt += points
    victim.taken += points
    if event.to_linkage > 0 and event.linkage_left <= 0 and event.victim not in emptied:
        emptied.add(event.victim)
        attacker.kills += 1
        attacker.victims.append(event.victim_name)
