"""A read-only session for the replay viewer: the battle screen shows it, nobody answers.

``ReplaySession`` is a ``MatchSession`` whose seats are all only watched: no prompts open, no
AI thinks, nothing is saved or recorded. The viewer moves it along the recorded choices with
``step`` and jumps with ``seek`` (through the core's ``ReplayCursor``, so a jump replays at
most one round).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.events import Event
from game.core.replay_seek import ReplayCursor
from game.ui.battle.seats import SeatConfig
from game.ui.session import MatchSession


class ReplaySession(MatchSession):
    """A recorded match on the battle screen, moved by the viewer only."""

    records_history = False

    def __init__(self, cursor: ReplayCursor, seats: list[SeatConfig], arena_path: str,
                 options: dict[str, Any] | None = None, at: int = 0) -> None:
        watched = [dataclasses.replace(seat, kind="human") for seat in seats]  # no AI threads
        super().__init__(cursor.seek(at), watched, arena_path, options)
        self.seats = list(seats)
        self.cursor = cursor
        self.autosave_enabled = False
        self.held = False
        """True while paused: events leave the queue only as they are let go (``let_go``),
        so stepping shows one event at a time."""
        self.let_go = 0
        self.step_events: int | None = None
        """How many events the last choice played by ``step`` made (None after a seek: the
        choice reached is shown whole)."""

    # -- nobody plays -------------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        """Nobody answers in a replay."""
        return False

    @property
    def human_seats(self) -> list[int]:
        """Nobody answers in a replay."""
        return []

    def poll(self) -> list[Event]:
        """No AI thinks in a replay."""
        return []

    def save(self, path: object = None) -> None:
        """A replay is never saved over anything."""
        return None

    def autosave(self) -> None:
        """A replay is never saved over anything."""

    # -- moving along the record ----------------------------------------------------------------
    @property
    def position(self) -> int:
        """How many recorded choices have been played."""
        return len(self.match.choices)

    @property
    def at_end(self) -> bool:
        """True once every recorded choice has been played."""
        return self.position >= self.cursor.length

    def next_event(self) -> Event | None:
        """The next event to show: while held, only one that was let go."""
        if self.held:
            if self.let_go <= 0 or not self.events:
                return None
            self.let_go -= 1
        return super().next_event()

    @property
    def shown_of_step(self) -> int | None:
        """How many events of the last stepped choice have left the queue (None after a
        seek, when the choice reached is shown whole)."""
        if self.step_events is None:
            return None
        return self.step_events - len(self.events)

    def step(self) -> list[Event]:
        """Play the next recorded choice; its events join the queue to be shown."""
        if self.at_end:
            return []
        player, choice = self.cursor.choices[self.position]
        new = self.match.submit(player, choice)
        self.events.extend(new)
        self.step_events = len(new)
        self.let_go = 0
        return new

    def seek(self, index: int) -> None:
        """Jump to the match as it stood after ``index`` choices (nothing left to show)."""
        self.match = self.cursor.seek(index)
        self.events.clear()
        self.step_events = None
        self.let_go = 0
