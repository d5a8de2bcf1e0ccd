"""What a choice would do, computed by the core itself on a throw-away copy of the match.

While a player aims, the screen shows the exact hexes touched and, for every bot inside, hit or
miss and the damage. Rather than re-implementing the rules, ``preview`` clones the state, lets
every other die of the same allocation step pass (their owners' secret choices are never
looked at), applies the choice with the die's known value and reads the events that come out.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.core import areas
from game.core.events import Event
from game.core.hexes import Hex
from game.core.match import Choice
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.attacks import explode
from game.games.meatbot.rules.choices import Blast, Pass
from game.games.meatbot.rules.devourables import UP_DOWN
from game.games.meatbot.rules.rounds import SHELL_DAMAGE

STOP_AT = (ev.MoveOrderSet, ev.GrandstandRolled, ev.RoundEnded)


@dataclass(frozen=True)
class Preview:
    """The outcome of one choice: hexes touched, damage per seat, seats missed, knock-back
    paths, plain-English notes, and whether it only shows where a shell will land."""

    hexes: frozenset[Hex] = frozenset()
    damage: dict[int, int] = field(default_factory=dict)
    missed: tuple[int, ...] = ()
    pushes: tuple[tuple[int, tuple[Hex, ...]], ...] = ()
    notes: tuple[str, ...] = ()
    collapses: tuple[int, ...] = ()
    delayed: bool = False

    def outcome(self, seat: int) -> str:
        """"-3", "miss" or "" for a bot."""
        if seat in self.damage:
            return f"-{self.damage[seat]}"
        return "miss" if seat in self.missed else ""


def preview(match: Any, player: int, choice: Choice) -> Preview:
    """The exact result of ``player`` answering the pending attack/grandstand with ``choice``."""
    state = match.state.clone()
    if isinstance(choice, Blast) and choice.weapon == UP_DOWN:
        return _shell_preview(state, choice.at)
    _blind_others(state, player)
    step = getattr(state, "step", None)
    events = list(state.apply(player, choice))
    while getattr(state, "phase", "") == "step" and state.step is step and state.pending():
        for request in state.pending():
            events += state.apply(request.player, Pass())
    if not isinstance(choice, Pass):  # the passes filled in above were never chosen
        events = [e for e in events if not (isinstance(e, ev.DieLost) and e.reason == "passed")]
    positions = {bot.seat: bot.hex for bot in match.state.bots}
    return summarise(_until_next_step(events), player, match.state.names, positions)


def as_known(shot: Preview, seat: int, shown_meat: dict[int, int]) -> Preview:
    """``shot`` as ``seat`` may foresee it: a bot whose build ``seat`` cannot read (its Meat
    as shown in ``shown_meat``) collapses when the damage reaches the Meat shown, whatever
    unused Extra Meat it may really carry."""
    if not shown_meat:
        return shot
    falls = [s for s in shot.collapses if s == seat or s not in shown_meat]
    falls += [s for s, meat in shown_meat.items()
              if s != seat and shot.damage.get(s, 0) >= meat > 0 and s not in falls]
    return replace(shot, collapses=tuple(sorted(falls)))


def known_meat(match: Any, seat: int | None) -> dict[int, int]:
    """The Meat ``seat`` (None: a spectator) sees, in its view of ``match``, on each bot in
    the fight whose build it cannot read."""
    view = match.view_for(seat)
    if view.phase == "shop":
        return {}
    return {b.seat: b.meat for b in view.bots
            if b.build_hidden and b.standing and not b.ejected}


def _blind_others(state: object, player: int) -> None:
    """Every other die already allocated in this step counts as a pass: other players' choices
    are secret, and the player's own earlier die would blur what this one does."""
    choices = getattr(state, "step_choices", None)
    if choices is None:
        return
    for index in list(choices):
        choices[index] = Pass()


def _until_next_step(events: list[Event]) -> list[Event]:
    for index, event in enumerate(events):
        if isinstance(event, STOP_AT):
            return events[:index]
    return events


def summarise(events: list[Event], player: int, names: tuple[str, ...] | list[str],
              positions: dict[int, Hex]) -> Preview:
    """Fold the events of one resolved choice into a ``Preview`` (``positions``: where each
    seat stood before, to mark a single target's hex)."""
    hexes: set[Hex] = set()
    damage: dict[int, int] = {}
    missed: list[int] = []
    pushes, notes, collapses = [], [], []
    for event in events:
        if isinstance(event, ev.AttackResolved) and event.player == player:
            hexes.update(event.hexes)
            if not event.hexes and event.target is not None:
                hexes.add(positions[event.target])
            missed += [s for s in event.missed if s not in missed]
        elif isinstance(event, ev.BotDamaged):
            damage[event.player] = damage.get(event.player, 0) + event.amount
        elif isinstance(event, ev.BotKnockedBack):
            pushes.append((event.player, event.path))
        elif isinstance(event, ev.BotCollapsed):
            collapses.append(event.player)
        elif isinstance(event, ev.DieLost) and event.player == player:
            notes.append(f"The die is lost: {event.reason}.")
        elif not isinstance(event, ev.DieLost | ev.AttackResolved):
            notes.append(event.log_line(names))
    return Preview(frozenset(hexes), damage, tuple(missed), tuple(pushes), tuple(notes),
                   tuple(collapses))


def _shell_preview(state: object, at: Hex) -> Preview:
    """Where an Up Down shell will land next round and who it would hit if nobody moved."""
    hexes = areas.explosion(state.arena, at)  # type: ignore[attr-defined]
    hits = explode(state, at, SHELL_DAMAGE, None)  # type: ignore[arg-type]
    return Preview(hexes, dict(hits), notes=("The shell lands next round, after Defense; "
                                             "Defend does not stop it.",), delayed=True)
