"""Seeking in a replay: the match as it stood after any number of its recorded choices.

A ``ReplayCursor`` plays the replay through once, keeping a clone of the match at the start
of every round or turn (the *marks*) and at least every ``SNAPSHOT_GAP`` choices. A seek
clones the nearest snapshot at or before the target and plays on from there, so a jump
anywhere replays at most one round. Clones carry their dice, so the state reached equals the
state a straight replay reaches (tests/core/test_replay_seek.py compares them).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.match import ArenaLoader, Match, decode_choice, ruleset_module
from game.core.replay import Replay, play

SNAPSHOT_GAP = 40
"""Most choices between two snapshots, for games whose rounds are long."""

Progress = Callable[[Any], "str | None"]
"""How far a state has got in its game's words ("round 3"); a change starts a new mark."""


def counted_progress(state: Any) -> str | None:
    """The default progress: the state's round or turn number, when it counts them."""
    for name in ("round", "turn"):
        number = getattr(state, name, None)
        if isinstance(number, int) and not isinstance(number, bool) and number > 0:
            return f"{name} {number}"
    return None


@dataclass(frozen=True)
class Mark:
    """The start of a round or turn: after ``index`` choices, ``label`` began."""

    index: int
    label: str


class ReplayCursor:
    """A replay played through once, with snapshots to seek anywhere in it quickly."""

    def __init__(self, replay: Replay, arena_loader: ArenaLoader | None = None,
                 progress: Progress = counted_progress) -> None:
        self.replay = replay
        self.progress = progress
        start = play(Replay(replay.ruleset, replay.setup, replay.seed, (),
                            replay.rules_version), arena_loader)
        types = ruleset_module(replay.ruleset).CHOICE_TYPES
        self.choices = [(player, decode_choice(data, types)) for player, data in replay.choices]
        self.marks: list[Mark] = []
        self._snapshots: dict[int, Match] = {0: start.clone()}
        self._walk(start)

    def _walk(self, match: Match) -> None:
        """Play every choice once, keeping the marks and snapshots."""
        shown = self.progress(match.state)
        if shown:
            self.marks.append(Mark(0, shown))
        last = 0
        for index, (player, choice) in enumerate(self.choices, start=1):
            match.submit(player, choice)
            now = self.progress(match.state)
            if now and now != shown:
                self.marks.append(Mark(index, now))
                self._snapshots[index] = match.clone()
                last = index
            elif index - last >= SNAPSHOT_GAP:
                self._snapshots[index] = match.clone()
                last = index
            shown = now or shown
        self.final = match
        self._keys = sorted(self._snapshots)

    @property
    def length(self) -> int:
        """How many choices the replay holds."""
        return len(self.choices)

    def seek(self, index: int) -> Match:
        """A fresh match as it stood after the first ``index`` choices (clamped)."""
        index = max(0, min(index, self.length))
        base = self._keys[bisect.bisect_right(self._keys, index) - 1]
        match = self._snapshots[base].clone()
        for player, choice in self.choices[base:index]:
            match.submit(player, choice)
        return match

    def mark_at(self, index: int) -> Mark | None:
        """The round or turn that ``index`` lies in (None before the first)."""
        starts = [mark.index for mark in self.marks]
        found = bisect.bisect_right(starts, index) - 1
        return self.marks[found] if found >= 0 else None

    def next_mark(self, index: int, step: int) -> int:
        """The start of the round after (``step`` 1) or of the one before or this one's own
        start (``step`` -1) seen from ``index``."""
        starts = [mark.index for mark in self.marks]
        if step > 0:
            later = [start for start in starts if start > index]
            return later[0] if later else self.length
        earlier = [start for start in starts if start < index]
        return earlier[-1] if earlier else 0
