"""The fixed-timestep accumulator: whole nanoseconds, exact update rate, clamped frames."""

from __future__ import annotations

import time
from collections.abc import Callable

NS_PER_SECOND = 1_000_000_000
UPDATES_PER_SECOND = 60
MAX_FRAME_NS = 250_000_000

Clock = Callable[[], int]


class FixedStep:
    """Turns wall-clock frames into a whole number of fixed updates.

    The accumulator counts nanoseconds multiplied by the update rate, so one
    update costs exactly ``NS_PER_SECOND`` units and 60 updates a second stay
    exact (1/60 s is not a whole number of nanoseconds). A frame longer than
    ``max_frame_ns`` (a breakpoint, a dragged window) counts as that long, so the
    game never tries to catch up with a burst of hundreds of updates.
    """

    def __init__(self, clock: Clock = time.perf_counter_ns, rate: int = UPDATES_PER_SECOND,
                 max_frame_ns: int = MAX_FRAME_NS) -> None:
        self.clock = clock
        self.rate = rate
        self.max_frame_ns = max_frame_ns
        self.dt = 1.0 / rate
        self._accumulator = 0
        self._last: int | None = None

    def reset(self) -> None:
        """Forget the previous frame time (next ``advance`` starts fresh)."""
        self._last = None
        self._accumulator = 0

    def advance(self) -> int:
        """Read the clock and return how many updates this frame should run."""
        now = self.clock()
        if self._last is None:
            self._last = now
            return 0
        frame_ns = min(max(now - self._last, 0), self.max_frame_ns)
        self._last = now
        self._accumulator += frame_ns * self.rate
        steps, self._accumulator = divmod(self._accumulator, NS_PER_SECOND)
        return steps

    @property
    def alpha(self) -> float:
        """How far (0..1) the present lies between the last update and the next."""
        return self._accumulator / NS_PER_SECOND
