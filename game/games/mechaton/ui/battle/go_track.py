"""The go shown while events play: whose go it is, and how far it has got.

The board's view comes from the core when the flow settles, so its ``go`` is the go the
match has reached, which can be several gos ahead of the events still animating. These
handlers move the shown go along with the events (a go starting, naming its target and spot,
rolling and assigning, pausing under combat order, picking up again, ending), so the panel
and the lines on the field name the mech that is acting on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.view import GoView, MatchView

STEP_WORDS = {"start": "naming a target", "target": "naming a target",
              "spot": "choosing a mech to spot", "roll": "rolling its dice",
              "assign": "assigning its dice", "defence": "setting its defence",
              "under_attack": "taking the attack", "pause": "waiting for its attacker",
              "resume": "picking up its go", "order": "choosing to attack or move first",
              "act": "attacking and moving", "spot_place": "placing its spot die",
              "seize": "seizing stations next to it", "end": "finishing its go"}
"""What a mech is doing at each step of its go, in plain words."""


@dataclass
class GoTrack:
    """The gos set aside while events play: attackers under the go their attack brought
    forward (``under``), and interrupted gos waiting to be picked up (``paused``)."""

    under: list[GoView] = field(default_factory=list)
    paused: dict[int, GoView] = field(default_factory=dict)

    def apply(self, view: MatchView, event: object) -> MatchView:
        """The view with its go moved on by ``event`` (unchanged for other events)."""
        handler = _HANDLERS.get(type(event))
        return handler(self, view, event) if handler is not None else view


def fresh_go(uid: int, waiting: tuple[int, ...] = (), stack: tuple[int, ...] = ()) -> GoView:
    """A go just started: nothing named, rolled or assigned yet."""
    return GoView(uid, "target", None, "", False, None, (), 0, None, None, None, waiting,
                  stack or (uid,))


def _started(track: GoTrack, view: MatchView, event: ev.GoStarted) -> MatchView:
    go = view.go
    if event.interrupt and go is not None:
        track.under.append(go)
        return replace(view, go=fresh_go(event.mech, go.waiting, (*go.stack, event.mech)))
    track.under.clear()
    return replace(view, go=fresh_go(event.mech))


def _below(track: GoTrack, go: GoView | None) -> GoView | None:
    if track.under:
        return track.under.pop()
    if go is not None and len(go.stack) > 1:
        return replace(fresh_go(go.stack[-2], go.waiting, go.stack[:-1]), step="act")
    return None


def _paused(track: GoTrack, view: MatchView, event: ev.GoPaused) -> MatchView:
    go = view.go
    if go is not None and go.mech == event.mech:
        track.paused[event.mech] = replace(go, step="resume")
    below = _below(track, go)
    if below is not None:
        below = replace(below, waiting=(*below.waiting, event.mech))
    return replace(view, go=below)


def _resumed(track: GoTrack, view: MatchView, event: ev.GoResumed) -> MatchView:
    go = track.paused.pop(event.mech, None) or fresh_go(event.mech)
    return replace(view, go=replace(go, step="resume", stack=(event.mech,), waiting=()))


def _ended(track: GoTrack, view: MatchView, event: ev.GoEnded) -> MatchView:
    return replace(view, go=_below(track, view.go))


def _own(view: MatchView, event: Any, **changes: Any) -> MatchView:
    """The go changed, if it is the event's mech's go."""
    go = view.go
    if go is None or go.mech != event.mech:
        return view
    return replace(view, go=replace(go, **changes))


def _target(track: GoTrack, view: MatchView, event: ev.TargetNamed) -> MatchView:
    return _own(view, event, aim=event.victim, band=event.band, rocket=event.rocket,
                step="spot")


def _spot(track: GoTrack, view: MatchView, event: ev.SpotNamed) -> MatchView:
    return _own(view, event, spotted=event.spotted, step="roll")


def _rolled(track: GoTrack, view: MatchView, event: ev.DiceRolled) -> MatchView:
    return _own(view, event, dice=tuple(event.dice), step="assign")


def _assigned(track: GoTrack, view: MatchView, event: ev.DiceAssigned) -> MatchView:
    return _own(view, event, defence=event.defence or 0, attack=event.attack,
                move=event.move, spot=event.spot, step="order")


_HANDLERS: dict[type, Callable[[GoTrack, MatchView, Any], MatchView]] = {
    ev.GoStarted: _started, ev.GoPaused: _paused, ev.GoResumed: _resumed,
    ev.GoEnded: _ended, ev.TargetNamed: _target, ev.SpotNamed: _spot,
    ev.DiceRolled: _rolled, ev.DiceAssigned: _assigned}


def half_go_line(view: Any) -> str:
    """Whose go is running and what it is doing, combat-order interrupts included."""
    if view is None or view.go is None:
        return ""
    go = view.go
    name = view.mechs[go.mech].name
    if len(go.stack) > 1:
        below = ", ".join(view.mechs[uid].name for uid in go.stack[:-1])
        return (f"{name}'s go comes first: it is under attack before its turn "
                f"({below} waits)")
    return f"{name}'s go: {STEP_WORDS.get(go.step, 'acting')}"
