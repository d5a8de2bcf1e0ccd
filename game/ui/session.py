"""A match being played in the window: seats, AI thinking, the event queue, saving and loading.

``MatchSession`` wraps the core's ``Match``. Every submitted choice's events go into a queue
that the battle screen's animator drains one at a time. AI seats think on background threads
(``poll`` starts and collects them and never blocks); their answers are submitted only once
the queue is empty, so what the screen shows and the match state never drift apart while a
player is asked anything. After every round the match is saved (the core's replay plus the seat
configs, in ``game.ui.saves``); ``load`` replays the recorded choices and resumes exactly
where it was. Nothing here knows the game: what is game-specific (when to autosave, which
AI answers are held back to be shown) comes from the game's UI package.
"""

from __future__ import annotations

import threading
from collections import deque
from pathlib import Path
from typing import Any

from game.ai import observe
from game.ai.registry import make_agent as registry_agent
from game.ai.worker import AIWorker
from game.core.events import Event
from game.core.match import Choice, IllegalChoice, Match, Request
from game.core.replay import record
from game.core.ruleset import public_setup
from game.ui import saves, storage
from game.ui.battle.seats import (
    AgentFactory,
    SeatConfig,
    agent_seed,
    make_seat_agent,
    seat_to_json,
    share_the_gil,
)
from game.ui.games import game_ui
from game.ui.saves import SAVE_FORMAT, SAVE_VERSION, autosave_path, load_arena_file

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "MatchSession", "SeatConfig", "autosave_path",
           "load_arena_file"]

SAVE_FAILED_CONSEQUENCE = "the match goes on but will not be resumable."


def agents_for(ruleset: str) -> AgentFactory:
    """The AI levels of ``ruleset`` as a ``(level, seed) -> agent`` factory: the AI registry's,
    so a resumed save of any game gets that game's own agents."""
    return lambda level, seed: registry_agent(ruleset, level, seed)


class MatchSession:
    """A match with its seats, AI workers, event queue and save file."""

    def __init__(self, match: Match, seats: list[SeatConfig], arena_path: str,
                 options: dict[str, Any] | None = None,
                 agent_factory: AgentFactory | None = None) -> None:
        self.match = match
        if agent_factory is None:
            agent_factory = agents_for(match.ruleset)
        self.ui = game_ui(match.ruleset)
        """The game's UI (save points, pacing of AI answers)."""
        self.pacing = self.ui.pacing()
        self.seats = list(seats)
        self.arena_path = arena_path
        self.options: dict[str, Any] = dict(options or {})
        """The game's own match options, kept in the save (Meatbot: Massacre, Stomachs)."""
        self.events: deque[Event] = deque()
        self.save_path: Path | None = None
        self.autosave_enabled = True
        self.workers: dict[int, AIWorker] = {
            seat: AIWorker(make_seat_agent(agent_factory, config.level, match.seed, seat),
                           agent_seed(match.seed, seat))
            for seat, config in enumerate(self.seats) if config.is_ai}
        self._asked: set[int] = set()
        self.clock = 0.0
        """Seconds of play the screen has shown with nothing left to animate (``tick``):
        what AI reaction times are counted in."""
        self._due: dict[int, tuple[str, float]] = {}
        """An AI seat waiting out its reaction time: the request kind and when it may be
        asked."""
        self._parked: dict[int, Choice] = {}
        self._humans: tuple[tuple[SeatConfig, ...], list[int]] | None = None
        self._still_waiting: tuple[int, tuple[int, ...]] | None = None
        self.watch = False
        """True while a screen wants AI aims and walks held back to be shown (``showing``)."""
        self.showing: Any = None
        """An AI answer held back to be shown (the game pacing's ``Showing``)."""
        self._plans: dict[int, Any] = {}
        self._walks: dict[int, list[Choice]] = {}
        self._saver: threading.Thread | None = None
        self.save_error = ""
        if self.workers:
            share_the_gil()

    # -- saving and restoring (formats in game.ui.saves) -------------------------------------
    @classmethod
    def load(cls, path: str | Path, agent_factory: AgentFactory | None = None) -> MatchSession:
        """Resume a saved match of any game; StoredFileError(path, reason) if it is corrupt,
        too old, or of a game this version cannot play."""

        def open_session(saved: saves.SavedMatch) -> MatchSession:
            return cls(saved.match, saved.seats, saved.arena_path, saved.options,
                       agent_factory)

        session = saves.load_saved(path, open_session)
        session.save_path = Path(path)
        return session

    def to_json(self) -> dict[str, Any]:
        """The save file's content (without its version, which ``save`` adds)."""
        return {"format": SAVE_FORMAT, "ruleset": self.match.ruleset,
                "arena_path": self.arena_path, "options": dict(self.options),
                "round": getattr(self.match.state, "round", None), "over": self.is_over,
                "progress": progress_of(self.match),
                "seats": [seat_to_json(seat) for seat in self.seats],
                "replay": record(self.match).to_json()}

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the match atomically (default: the autosave file); returns where, or None
        if it could not be written (the reason is in ``save_error``, the player is told)."""
        self.wait_for_saves()
        target = Path(path) if path is not None else (self.save_path or autosave_path())
        try:
            storage.write_json(target, self.to_json(), SAVE_VERSION, saves.finished_match)
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
                storage.write_json(target, data, SAVE_VERSION, saves.finished_match)
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
    def ruleset(self) -> str:
        """The game's ruleset name."""
        return self.match.ruleset

    @property
    def arena(self) -> Any:
        """The hex arena (None for a game off the hex board)."""
        return getattr(self.match.state, "arena", None)

    @property
    def log(self) -> list[Event]:
        """Every event so far, shown or not."""
        return self.match.events

    @property
    def result(self) -> Any:
        """The outcome once over, else None."""
        return self.match.result

    @property
    def setup(self) -> dict[str, Any]:
        """The match's set-up JSON."""
        return self.match.setup

    @property
    def public_setup(self) -> dict[str, Any]:
        """The parts of the set-up everyone may know (a game's open options)."""
        return public_setup(self.match.ruleset, self.match.setup)

    def knowledge(self, seat: int) -> Any:
        """The rules state as ``seat`` may know it (the AI's information state)."""
        return observe(self.match, seat).info

    def waiting(self) -> list[tuple[int, str]]:
        """Every seat being waited for now, with its request's kind."""
        return [(r.player, r.kind) for r in self.pending()]

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

    def view_for(self, seat: int | None) -> Any:
        """What ``seat`` may see now (the game.core.session interface)."""
        return self.match.view_for(seat)

    def submit(self, player: int, choice: Choice) -> list[Event]:
        """Submit a choice; its events join the queue; autosave when a round ends."""
        new = self.match.submit(player, choice)
        self._due.pop(player, None)
        self.events.extend(new)
        points = {self.ui.save_point(event) for event in new} if self.autosave_enabled else ()
        if "now" in points:
            self.save()  # the last save is written at once: callers may move or delete it
        elif "later" in points:
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
            if self._reacted(request):
                self._ask(request)
        return submitted

    def tick(self, dt: float) -> None:
        """``dt`` seconds of play went by on screen with everything shown (the battle flow
        calls this; AI reaction times run only then, so an animation or a countdown
        holds them)."""
        self.clock += dt

    def _reacted(self, request: Request) -> bool:
        """True once an AI seat's reaction time for ``request`` has passed (the game UI's
        optional ``reaction_time(request, seat, setup)``: Dice Bot's grabs), counted from
        when the seat first faced a request of that kind since its last answer."""
        delay = self.ui.reaction_time(request, self.seats[request.player], self.match.setup)
        if delay <= 0:
            return True
        seat = request.player
        kind, due = self._due.get(seat, ("", 0.0))
        if kind != request.kind:
            due = self.clock + delay
            self._due[seat] = (request.kind, due)
        return self.clock >= due

    def _ask(self, request: Request) -> None:
        seat = request.player
        self._asked.add(seat)
        if self.watch and self.pacing.plans_walk(request):
            planner = self._plans.get(seat)
            if planner is None or planner.first != request or planner.request is None:
                planner = self._plans[seat] = self.pacing.MovePlanner(self.match, request)
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
        return self.watch and (self.showing is not None or
                               self.pacing.worth_showing(request, choice))

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
            showing = self.pacing.Showing
            if isinstance(parked, showing) or (
                    self.watch and self.pacing.worth_showing(current, parked)):
                if not self.pacing.may_show(pending, humans, current):
                    continue
                del self._parked[seat]
                self.showing = parked if isinstance(parked, showing) else \
                    showing(seat, current, [parked])
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
        if shown.is_walk:
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


def progress_of(match: Match) -> str | None:
    """How far ``match`` has got, in its game's words ("turn 3", "melee 2, round 1"): the
    game UI's optional ``progress(state)``, else "round N" for a state that counts rounds."""
    return game_ui(match.ruleset).progress(match.state) or None
