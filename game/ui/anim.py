"""Event animations: one event at a time, in the order the core resolved them.

The ``Animator`` takes events from a queue, gives each the duration its game's presenter
says (scaled by the 1x/2x/4x speed), and calls back when one starts and when it finishes,
so the shown board changes at the right moment: units slide first and arrive at the end,
damage and dice show from the start. A presenter ``on_wall_clock`` (the countdown before a
real-time grab) lasts its seconds of the players' time whatever the speed, and Tab does not
cut it short: skipping stops at it. Drawing the animation itself is the game UI's job
(Meatbot: ``games/meatbot/render/effects.py``); this module only keeps time.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from game.core.events import Event

SPEEDS = (1, 2, 4)


@dataclass(frozen=True)
class Presenter:
    """How one event is shown: for ``duration`` seconds at 1x; with ``lands_at_end`` its
    board change shows when the animation ends (a unit slides there first), else at once."""

    duration: float
    lands_at_end: bool = False
    on_wall_clock: bool = False
    """Its ``duration`` is seconds of the players' own time: the animation speed does not
    shorten it and skipping does not end it (a countdown everybody must get in full)."""


NO_ANIMATION = Presenter(0.0)
"""The explicit "none": the event reaches the log and the board and takes no time."""

PresenterOf = Callable[[Event], Presenter]


class PresenterTable:
    """A game's decision for every event class: animated (with its presenter) or explicitly
    not; a class in neither is a mistake the contract tests catch."""

    def __init__(self, animated: Mapping[type[Event], Presenter],
                 silent: frozenset[type[Event]]) -> None:
        self.animated, self.silent = animated, silent

    def presenter(self, event: Event) -> Presenter:
        """The presenter of ``event`` (KeyError for an event type nobody decided on)."""
        kind = type(event)
        if kind in self.animated:
            return self.animated[kind]
        if kind in self.silent:
            return NO_ANIMATION
        raise KeyError(f"no presenter decided for {kind.__name__}")

    def presents(self, event_type: type) -> bool:
        """True if events of ``event_type`` are animated or explicitly not."""
        return event_type in self.animated or event_type in self.silent


def no_animation(event: Event) -> Presenter:
    """The presenter of a game without animations: none for every event."""
    return NO_ANIMATION


@dataclass
class Animation:
    """One event being played: ``elapsed`` seconds of ``duration``."""

    event: Event
    duration: float
    elapsed: float = 0.0
    on_wall_clock: bool = False
    """Played at 1x whatever the speed, and not skipped (see ``Presenter``)."""

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
                 speed: int = 1, presenter: PresenterOf = no_animation) -> None:
        self.on_start = on_start
        self.presenter = presenter
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
        """Start ``event`` (its start callback runs now; zero-length events finish at once).
        Skipping ends at an animation on the wall clock: it plays in full."""
        self.on_start(event)
        shown = self.presenter(event)
        if shown.on_wall_clock:
            self.skipping = False
        length = 0.0 if self.skipping else shown.duration
        self.current = Animation(event, length, on_wall_clock=shown.on_wall_clock)
        if length <= 0:
            self._finish()

    def update(self, dt: float) -> None:
        """Advance the current animation by ``dt`` real seconds (times the speed, unless it
        runs on the wall clock)."""
        if self.current is None:
            return
        self.current.elapsed += dt * (1 if self.current.on_wall_clock else self.speed)
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
        queue runs dry or an animation on the wall clock starts (Tab); during one, nothing."""
        if self.current is not None and self.current.on_wall_clock:
            return
        self.skipping = True
        if self.current is not None:
            self._finish()

    def _finish(self) -> None:
        current, self.current = self.current, None
        if current is not None:
            self.on_finish(current.event)
