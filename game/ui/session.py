"""A match being played in the window: seats, AI thinking, the event queue, saving and loading.

``MatchSession`` wraps the core's ``Match``. Every submitted choice's events go into a queue
that the battle screen's animator drains one at a time. AI seats think on background threads
(``poll`` starts and collects them and never blocks); their answers are submitted only once
the queue is empty, so what the screen shows and the match state never drift apart while a
player is asked anything. After every round the match is saved (the core's replay plus the seat
configs); ``load`` replays the recorded choices and resumes exactly where it was.
"""

from __future__ import annotations

import threading
from collections import deque
from pathlib import Path
from typing import Any

from game import paths
from game.ai import make_agent, observe
from game.ai.worker import AIWorker
from game.core.events import Event
from game.core.match import Choice, IllegalChoice, Match, Request, start_match
from game.core.replay import ReplayError, from_json, play, record
from game.rulesets.meatbot import events as ev
from game.ui import storage
from game.ui.battle.seats import (
    AgentFactory,
    SeatConfig,
    agent_seed,
    check_build,
    make_seat_agent,
    reason_of,
    seat_from_json,
    seat_to_json,
    share_the_gil,
    with_build,
)
from game.ui.battle.watch import MovePlanner, Showing, may_show, worth_showing

__all__ = ["MatchSession", "SeatConfig", "autosave_path", "load_arena_file"]

SAVE_FORMAT = "hexbrawl-save"
SAVE_VERSION = 1
AUTOSAVE_NAME = "autosave.json"
ROOT = paths.resource_root()
SAVE_FAILED_CONSEQUENCE = "the match goes on but will not be resumable."
SECRET_KINDS = ("pick",)
"""Request kinds that are always secret (tied attack steps are secret when simultaneous)."""


def autosave_path() -> Path:
    """Where the match is saved after every round."""
    return storage.user_data_dir() / AUTOSAVE_NAME


def load_arena_file(path: str) -> Any:
    """Load a .tmx arena; a relative path missing from the working folder is tried from the
    game's own folder (saves name shipped maps relative to it)."""
    from game.tiled import load_arena

    candidate = Path(path)
    if not candidate.is_absolute() and not candidate.exists():
        candidate = ROOT / candidate
    return load_arena(candidate)


def _portable(path: str | Path) -> str:
    """A shipped map as 'maps/x.tmx' (relative to the game), anything else absolute."""
    full = Path(path).resolve()
    try:
        return full.relative_to(ROOT).as_posix()
    except ValueError:
        return str(full)


class MatchSession:
    """A match with its seats, AI workers, event queue and save file."""

    def __init__(self, match: Match, seats: list[SeatConfig], arena_path: str, massacre: int,
                 stomachs: int, agent_factory: AgentFactory = make_agent) -> None:
        self.match = match
        self.seats = list(seats)
        self.arena_path = arena_path
        self.massacre = massacre
        self.stomachs = stomachs
        self.events: deque[Event] = deque()
        self.save_path: Path | None = None
        self.autosave_enabled = True
        self.workers: dict[int, AIWorker] = {
            seat: AIWorker(make_seat_agent(agent_factory, config.level, match.seed, seat),
                           agent_seed(match.seed, seat))
            for seat, config in enumerate(self.seats) if config.is_ai}
        self._asked: set[int] = set()
        self._parked: dict[int, Choice] = {}
        self._humans: tuple[tuple[SeatConfig, ...], list[int]] | None = None
        self._still_waiting: tuple[int, tuple[int, ...]] | None = None
        self.watch = False
        """True while a screen wants AI aims and walks held back to be shown (``showing``)."""
        self.showing: Showing | None = None
        self._plans: dict[int, MovePlanner] = {}
        self._walks: dict[int, list[Choice]] = {}
        self._saver: threading.Thread | None = None
        self.save_error = ""
        if self.workers:
            share_the_gil()

    # -- making and restoring --------------------------------------------------------------
    @classmethod
    def new(cls, arena_path: str | Path, seats: list[SeatConfig], massacre: int, stomachs: int,
            seed: int, agent_factory: AgentFactory = make_agent,
            secret_builds: bool | None = None) -> MatchSession:
        """Start a match; AI seats without a build get one from their agent.

        Builds stay secret during the battle (each bot's devourables unknown to the others
        until used) when ``secret_builds`` says so; by default exactly when two or more
        humans share the screen, since one human alone may read every build as the
        rulebook's open table would show it.
        """
        if secret_builds is None:
            secret_builds = sum(not seat.is_ai for seat in seats) >= 2
        plans = [seat.plan(massacre, stomachs) for seat in seats]
        seats = [with_build(seat, index, budget, own_massacre, seed, agent_factory)
                 for index, (seat, (own_massacre, budget)) in enumerate(zip(seats, plans,
                                                                            strict=True))]
        for seat, (_, budget) in zip(seats, plans, strict=True):
            check_build(seat, budget)
        path = _portable(arena_path)
        setup = {"arena": {"path": path},
                 "bots": [{"name": s.name, "massacre": own, "devourables": list(s.build)}
                          for s, (own, _) in zip(seats, plans, strict=True)],
                 "secret_builds": secret_builds}
        match = start_match("meatbot", setup, seed, arena_loader=load_arena_file)
        session = cls(match, seats, path, massacre, stomachs, agent_factory)
        session.events.extend(match.events)
        return session

    @classmethod
    def load(cls, path: str | Path, agent_factory: AgentFactory = make_agent) -> MatchSession:
        """Resume a saved match; StoredFileError(path, reason) if it is corrupt or too old."""
        def decode(data: dict[str, Any]) -> MatchSession:
            try:
                return cls._from_json(path, data, agent_factory)
            except (ReplayError, ValueError, KeyError, TypeError) as error:
                raise storage.unusable(path, reason_of(error)) from None

        # storage.load turns anything else the content provokes into StoredFileError too.
        session = storage.load(path, SAVE_VERSION, decode)
        session.save_path = Path(path)
        return session

    @classmethod
    def _from_json(cls, path: str | Path, data: dict[str, Any],
                   agent_factory: AgentFactory) -> MatchSession:
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(f"it is not a Hexbrawl save (no \"format\": \"{SAVE_FORMAT}\")")
        seats = [seat_from_json(item) for item in data["seats"]]
        replay = from_json(data["replay"], str(path))
        match = play(replay, arena_loader=load_arena_file)
        session = cls(match, seats, str(data["arena_path"]), int(data["massacre"]),
                      int(data["stomachs"]), agent_factory)
        if len(session.seats) != len(match.state.names):
            session.close()
            raise ValueError("the seats do not match the bots in the replay")
        return session

    def to_json(self) -> dict[str, Any]:
        """The save file's content (without its version, which ``save`` adds)."""
        return {"format": SAVE_FORMAT, "arena_path": self.arena_path,
                "massacre": self.massacre, "stomachs": self.stomachs,
                "round": self.match.state.round, "over": self.is_over,
                "seats": [seat_to_json(seat) for seat in self.seats],
                "replay": record(self.match).to_json()}

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the match atomically (default: the autosave file); returns where, or None
        if it could not be written (the reason is in ``save_error``, the player is told)."""
        self.wait_for_saves()
        target = Path(path) if path is not None else (self.save_path or autosave_path())
        try:
            storage.write_json(target, self.to_json(), SAVE_VERSION)
        except OSError as error:
            self._save_failed(target, error)
            return None
        return target

    def autosave(self) -> None:
        """Save in the background: the snapshot is taken now, the writing (tens of ms of JSON
        and disk syncing) happens on another thread so no frame waits for it."""
        self.wait_for_saves()
        target = self.save_path or autosave_path()
        data = self.to_json()

        def write() -> None:
            try:
                storage.write_json(target, data, SAVE_VERSION)
            except OSError as error:
                self._save_failed(target, error)

        self._saver = threading.Thread(target=write, name="autosave", daemon=True)
        self._saver.start()

    def _save_failed(self, target: Path, error: OSError) -> None:
        """Remember why the save failed and queue the message for the screen; play on."""
        self.save_error = storage.notices.report(target, error, SAVE_FAILED_CONSEQUENCE)

    def wait_for_saves(self) -> None:
        """Block until a background autosave has been written."""
        if self._saver is not None:
            self._saver.join()
            self._saver = None

    # -- the match -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        return self.match.is_over

    @property
    def names(self) -> tuple[str, ...]:
        """Every seat's name, by seat."""
        return tuple(self.match.state.names)

    @property
    def generation(self) -> int:
        """How many choices have been made (changes whenever the match moves on)."""
        return len(self.match.choices)

    def is_human(self, seat: int) -> bool:
        """True if a local player answers for ``seat``."""
        return not self.seats[seat].is_ai

    @property
    def human_seats(self) -> list[int]:
        """Seats played by local humans."""
        seats = tuple(self.seats)
        if self._humans is None or self._humans[0] != seats:
            self._humans = (seats, [s for s in range(len(seats)) if not seats[s].is_ai])
        return list(self._humans[1])

    def pending(self) -> list[Request]:
        """Every request waiting now."""
        return [] if self.is_over else self.match.pending()

    def human_requests(self) -> list[Request]:
        """Pending requests a local human must answer (in seat order)."""
        return [r for r in self.pending() if self.is_human(r.player)]

    def is_secret(self, request: Request) -> bool:
        """True if answering ``request`` must not be seen by the other humans."""
        if request.kind in SECRET_KINDS:
            return True
        if request.kind not in ("attack", "grandstand"):
            return False
        step = getattr(self.match.state, "step", None) or []
        return len({seat for seat, _ in step}) > 1  # tied dice of several bots: blind

    def needs_hand_off(self, request: Request) -> bool:
        """True if the screen must be passed to this player privately first."""
        return len(self.human_seats) > 1 and self.is_secret(request)

    def submit(self, player: int, choice: Choice) -> list[Event]:
        """Submit a choice; its events join the queue; autosave when a round ends."""
        new = self.match.submit(player, choice)
        self.events.extend(new)
        if self.autosave_enabled and any(isinstance(e, ev.MatchEnded) for e in new):
            self.save()  # the last save is written at once: callers may move or delete it
        elif self.autosave_enabled and any(isinstance(e, ev.RoundEnded) for e in new):
            self.autosave()
        return new

    def next_event(self) -> Event | None:
        """The oldest event not yet shown, taken off the queue (None when it is empty)."""
        return self.events.popleft() if self.events else None

    # -- AI seats --------------------------------------------------------------------------
    def poll(self) -> list[Event]:
        """Start AI seats thinking and submit finished answers; returns at once.

        Answers wait while events are still queued for the screen (``flush_parked``); one
        that no longer fits the match is dropped and the seat asked again. With ``watch`` on,
        an aimed attack or a walk is held as ``showing`` until ``release``.
        """
        submitted = self.flush_parked()
        for seat, worker in self.workers.items():
            choice = worker.poll()
            if choice is not None and seat in self._asked:
                self._asked.discard(seat)
                submitted += self._answered(seat, choice)
        if self.is_over:
            return submitted
        for request in self.pending():
            seat = request.player
            if self.is_human(seat) or seat in self._asked or seat in self._parked:
                continue
            if seat in self._walks:
                submitted += self._walk_on(request)
                continue
            self._ask(request)
        return submitted

    def _ask(self, request: Request) -> None:
        seat = request.player
        self._asked.add(seat)
        if self.watch and request.kind == "move":
            planner = self._plans.get(seat)
            if planner is None or planner.first != request or planner.request is None:
                planner = self._plans[seat] = MovePlanner(self.match, request)
            assert planner.request is not None
            self.workers[seat].start(observe(planner.match, seat), planner.request)
            return
        self.workers[seat].start(observe(self.match, seat), request)

    def _answered(self, seat: int, choice: Choice) -> list[Event]:
        planner = self._plans.get(seat)
        if planner is None:
            return self._take_answer(seat, choice)
        if not planner.take(choice):
            return []  # asked again for the next step on the copy
        del self._plans[seat]
        plan = planner.showing()
        if len(plan.path) < 2:
            return self._take_answer(seat, plan.choices[0])
        self._walks[seat] = list(plan.choices)
        self._parked[seat] = plan
        return self.flush_parked()

    def _walk_on(self, request: Request) -> list[Event]:
        """Submit the next step of a shown walk (a step that no longer fits ends it)."""
        if self.events or self.showing is not None:
            return []
        walk = self._walks[request.player]
        choice = walk.pop(0)
        if not walk:
            del self._walks[request.player]
        try:
            request.validate(choice)
        except IllegalChoice:
            self._walks.pop(request.player, None)
            return []
        return self.submit(request.player, choice)

    def thinking(self) -> list[int]:
        """AI seats working on an answer right now."""
        return sorted(self._asked)

    def _take_answer(self, seat: int, choice: Choice) -> list[Event]:
        current = next((r for r in self.pending() if r.player == seat), None)
        if current is None:
            return []
        try:
            current.validate(choice)
        except IllegalChoice:
            return []
        if self.events or self._held(current, choice):
            self._parked[seat] = choice
            return []
        return self.submit(seat, choice)

    def _held(self, request: Request, choice: Choice) -> bool:
        return self.watch and (self.showing is not None or worth_showing(request, choice))

    def flush_parked(self) -> list[Event]:
        """Submit AI answers that waited for the screen to catch up (or hold the next one
        to be shown, when watching)."""
        out: list[Event] = []
        if self.events or self.showing is not None or not self._parked:
            return out
        if self._still_waiting == (self.generation, tuple(sorted(self._parked))):
            return out  # nothing has moved since every parked answer was found waiting
        humans = self.human_seats
        for seat, parked in sorted(self._parked.items()):
            pending = self.pending()
            current = next((r for r in pending if r.player == seat), None)
            if current is None:
                del self._parked[seat]
                continue
            if isinstance(parked, Showing) or (self.watch and worth_showing(current, parked)):
                if not may_show(pending, humans, current):
                    continue
                del self._parked[seat]
                self.showing = parked if isinstance(parked, Showing) else \
                    Showing(seat, current, [parked])
                return out
            del self._parked[seat]
            try:
                out += self.submit(seat, parked)
            except IllegalChoice:
                continue
        self._still_waiting = (self.generation, tuple(sorted(self._parked)))
        return out

    def release(self) -> list[Event]:
        """The shown AI answer has been seen: submit it (a walk's first step; the rest follow
        as the seat is asked again)."""
        shown, self.showing = self.showing, None
        if shown is None:
            return []
        current = next((r for r in self.pending() if r.player == shown.seat), None)
        if current is None:
            self._walks.pop(shown.seat, None)
            return []
        if shown.kind == "move":
            return self._walk_on(current)
        try:
            return self.submit(shown.seat, shown.choices[0])
        except IllegalChoice:
            return []

    def close(self) -> None:
        """Stop the AI threads and finish any autosave (call when leaving the match)."""
        for worker in self.workers.values():
            worker.close()
        self.wait_for_saves()
