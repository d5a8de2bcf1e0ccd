"""Event animations: one event at a time, in the order the core resolved them.

The ``Animator`` takes events from a queue, gives each a duration (scaled by the 1x/2x/4x
speed), and calls back when one starts and when it finishes, so the shown board changes at
the right moment: bots slide first and arrive at the end, damage and dice show from the start.
Drawing the animation itself is ``game.ui.render.effects``' job; this module only keeps time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.events import Event
from game.rulesets.meatbot import events as ev

SPEEDS = (1, 2, 4)

# Seconds at 1x. Events left out take no time (they still reach the board and the log).
DURATIONS: dict[type, float] = {
    ev.RoundStarted: 0.7, ev.OncoTriggered: 0.5, ev.DiceRevealed: 0.55,
    ev.DefenseRaised: 0.2, ev.Healed: 0.45, ev.OncoExpelled: 0.45, ev.ShellPlaced: 0.6,
    ev.ShellLanded: 0.8, ev.GrandstandRolled: 0.35, ev.AttackResolved: 0.7,
    ev.DieLost: 0.3, ev.BotDamaged: 0.45, ev.StatLowered: 0.4, ev.BotKnockedBack: 0.4,
    ev.LockFormed: 0.5, ev.BondBroken: 0.35, ev.BotPinned: 0.5, ev.DevourableDropped: 0.55,
    ev.DevourableEaten: 0.55, ev.EatingFailed: 0.45, ev.DevourableArrived: 0.35,
    ev.MoveOrderSet: 0.8, ev.MoveRegained: 0.45,
    ev.BotMoved: 0.24, ev.BotCollapsed: 0.9, ev.PilotEjected: 0.9,
    ev.MatchRestarted: 0.8, ev.MatchEnded: 1.4,
}
LANDS_AT_END = (ev.BotMoved, ev.BotKnockedBack, ev.MatchRestarted)
"""Events whose board change shows when the animation ends (the bot slides there first)."""


def duration_of(event: Event) -> float:
    """How long ``event`` plays at 1x."""
    if isinstance(event, ev.GrandstandRolled) and event.success:
        return 1.0
    if isinstance(event, ev.AttackResolved) and not (event.hits or event.missed or event.hexes):
        return 0.45
    if isinstance(event, ev.BotKnockedBack):
        return 0.15 + 0.15 * max(1, len(event.path) - 1)
    return DURATIONS.get(type(event), 0.0)


@dataclass
class Animation:
    """One event being played: ``elapsed`` seconds of ``duration``."""

    event: Event
    duration: float
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        """0 at the start, 1 at the end."""
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    @property
    def done(self) -> bool:
        """True once the whole duration has passed."""
        return self.elapsed >= self.duration


class Animator:
    """Plays events one at a time; ``feed`` pulls the next when the current one is over."""

    def __init__(self, on_start: Callable[[Event], None], on_finish: Callable[[Event], None],
                 speed: int = 1) -> None:
        self.on_start = on_start
        self.on_finish = on_finish
        self.speed = speed if speed in SPEEDS else 1
        self.current: Animation | None = None
        self.skipping = False

    @property
    def busy(self) -> bool:
        """True while an event is playing."""
        return self.current is not None

    def cycle_speed(self) -> int:
        """1x -> 2x -> 4x -> 1x; returns the new speed."""
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        return self.speed

    def play(self, event: Event) -> None:
        """Start ``event`` (its start callback runs now; zero-length events finish at once)."""
        self.on_start(event)
        length = 0.0 if self.skipping else duration_of(event)
        self.current = Animation(event, length)
        if length <= 0:
            self._finish()

    def update(self, dt: float) -> None:
        """Advance the current animation by ``dt`` real seconds."""
        if self.current is None:
            return
        self.current.elapsed += dt * self.speed
        if self.current.done:
            self._finish()

    def feed(self, next_event: Callable[[], Event | None], budget: int = 64) -> None:
        """While idle, start queued events (instant ones run through, up to ``budget``)."""
        for _ in range(budget):
            if self.current is not None:
                return
            event = next_event()
            if event is None:
                self.skipping = False
                return
            self.play(event)

    def skip(self) -> None:
        """Finish the current animation and play everything queued instantly until the
        queue runs dry (Tab)."""
        self.skipping = True
        if self.current is not None:
            self._finish()

    def _finish(self) -> None:
        current, self.current = self.current, None
        if current is not None:
            self.on_finish(current.event)
