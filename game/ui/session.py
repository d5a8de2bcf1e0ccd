"""A match being played in the window: seats, AI thinking, the event queue, saving and loading.

``MatchSession`` wraps the core's ``Match``. Every submitted choice's events go into a queue
that the battle screen's animator drains one at a time. AI seats think on background threads
(``poll`` starts and collects them and never blocks); their answers are submitted only once
the queue is empty, so what the screen shows and the match state never drift apart while a
player is asked anything. After every round the match is saved (the core's replay plus the seat
configs); ``load`` replays the recorded choices and resumes exactly where it was.
"""

from __future__ import annotations

import sys
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal

from game.ai import Agent, make_agent, observe
from game.ai.worker import AIWorker
from game.core.events import Event
from game.core.match import Choice, IllegalChoice, Match, Request, start_match
from game.core.replay import ReplayError, from_json, play, record
from game.rulesets.meatbot import events as ev
from game.rulesets.meatbot.devourables import DEVOURABLES, stomachs_used
from game.ui import storage

AgentFactory = Callable[[str, int], Agent]

SAVE_FORMAT = "hexbrawl-save"
SAVE_VERSION = 1
AUTOSAVE_NAME = "autosave.json"
ROOT = Path(__file__).resolve().parents[2]
SECRET_KINDS = ("pick",)
"""Request kinds that are always secret (tied attack steps are secret when simultaneous)."""


@dataclass(frozen=True)
class SeatConfig:
    """One seat: who plays it (a local human or an AI of ``level``), name, colour and build.

    ``colour`` indexes the team styles of ``game.ui.palette`` (colour, shape and label).
    """

    name: str
    kind: Literal["human", "ai"] = "human"
    level: str = "normal"
    colour: int = 0
    build: tuple[str, ...] = ()

    @property
    def is_ai(self) -> bool:
        """True for a seat the computer plays."""
        return self.kind == "ai"


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
            seat: AIWorker(_agent(agent_factory, config.level, match.seed, seat),
                           _agent_seed(match.seed, seat))
            for seat, config in enumerate(self.seats) if config.is_ai}
        self._asked: set[int] = set()
        self._parked: dict[int, Choice] = {}
        self._saver: threading.Thread | None = None
        self.save_error = ""
        if self.workers:
            _share_the_gil()

    # -- making and restoring --------------------------------------------------------------
    @classmethod
    def new(cls, arena_path: str | Path, seats: list[SeatConfig], massacre: int, stomachs: int,
            seed: int, agent_factory: AgentFactory = make_agent) -> MatchSession:
        """Start a match; AI seats without a build get one from their agent."""
        seats = [_with_build(seat, index, stomachs, massacre, seed, agent_factory)
                 for index, seat in enumerate(seats)]
        for seat in seats:
            _check_build(seat, stomachs)
        path = _portable(arena_path)
        setup = {"arena": {"path": path},
                 "bots": [{"name": s.name, "massacre": massacre, "devourables": list(s.build)}
                          for s in seats]}
        match = start_match("meatbot", setup, seed, arena_loader=load_arena_file)
        session = cls(match, seats, path, massacre, stomachs, agent_factory)
        session.events.extend(match.events)
        return session

    @classmethod
    def load(cls, path: str | Path, agent_factory: AgentFactory = make_agent) -> MatchSession:
        """Resume a saved match; StoredFileError(path, reason) if it is corrupt or too old."""
        data = storage.read_json(path, SAVE_VERSION)
        try:
            if data.get("format") != SAVE_FORMAT:
                raise ValueError(f"it is not a Hexbrawl save (no \"format\": \"{SAVE_FORMAT}\")")
            seats = [_seat_from_json(item) for item in data["seats"]]
            replay = from_json(data["replay"], str(path))
            match = play(replay, arena_loader=load_arena_file)
            session = cls(match, seats, str(data["arena_path"]), int(data["massacre"]),
                          int(data["stomachs"]), agent_factory)
        except (ReplayError, ValueError, KeyError, TypeError) as error:
            raise storage.StoredFileError(path, _reason(error)) from None
        if len(session.seats) != len(match.state.names):
            raise storage.StoredFileError(path, "the seats do not match the bots in the replay")
        session.save_path = Path(path)
        return session

    def to_json(self) -> dict[str, Any]:
        """The save file's content (without its version, which ``save`` adds)."""
        return {"format": SAVE_FORMAT, "arena_path": self.arena_path,
                "massacre": self.massacre, "stomachs": self.stomachs,
                "round": self.match.state.round, "over": self.is_over,
                "seats": [_seat_to_json(seat) for seat in self.seats],
                "replay": record(self.match).to_json()}

    def save(self, path: str | Path | None = None) -> Path:
        """Write the match atomically (default: the autosave file); returns where."""
        self.wait_for_saves()
        target = Path(path) if path is not None else (self.save_path or autosave_path())
        storage.write_json(target, self.to_json(), SAVE_VERSION)
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
            except (OSError, ValueError) as error:
                self.save_error = f"autosave failed: {error}"

        self._saver = threading.Thread(target=write, name="autosave", daemon=True)
        self._saver.start()

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
        return [seat for seat in range(len(self.seats)) if self.is_human(seat)]

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
        that no longer fits the match is dropped and the seat asked again.
        """
        submitted = self.flush_parked()
        for seat, worker in self.workers.items():
            choice = worker.poll()
            if choice is not None and seat in self._asked:
                self._asked.discard(seat)
                submitted += self._take_answer(seat, choice)
        if self.is_over:
            return submitted
        for request in self.pending():
            seat = request.player
            if self.is_human(seat) or seat in self._asked or seat in self._parked:
                continue
            self._asked.add(seat)
            self.workers[seat].start(observe(self.match, seat), request)
        return submitted

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
        if self.events:
            self._parked[seat] = choice
            return []
        return self.submit(seat, choice)

    def flush_parked(self) -> list[Event]:
        """Submit AI answers that waited for the screen to catch up."""
        out: list[Event] = []
        if self.events:
            return out
        for seat, choice in sorted(self._parked.items()):
            del self._parked[seat]
            current = next((r for r in self.pending() if r.player == seat), None)
            if current is None:
                continue
            try:
                out += self.submit(seat, choice)
            except IllegalChoice:
                continue
        return out

    def close(self) -> None:
        """Stop the AI threads and finish any autosave (call when leaving the match)."""
        for worker in self.workers.values():
            worker.close()
        self.wait_for_saves()


SWITCH_INTERVAL = 0.001
"""Seconds a thread may hold the GIL while others wait: short, so the window's thread gets
it back quickly while AI seats think."""


def _share_the_gil() -> None:
    """Shorten the GIL switch interval so the window's thread gets it back quickly while AI
    seats think (each AIWorker starts its own thread when it is made)."""
    sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))


def _agent(factory: AgentFactory, level: str, seed: int | None, seat: int) -> Agent:
    try:
        return factory(level, _agent_seed(seed, seat))
    except ValueError:  # an unknown level plays as the normal AI
        return factory("normal", _agent_seed(seed, seat))


def _agent_seed(seed: int | None, seat: int) -> int:
    return (seed or 0) * 1009 + seat * 7919 + 17


def _with_build(seat: SeatConfig, index: int, stomachs: int, massacre: int, seed: int,
                factory: AgentFactory) -> SeatConfig:
    if not seat.is_ai or seat.build:
        return seat
    worker = AIWorker(_agent(factory, seat.level, seed, index), _agent_seed(seed, index))
    build = tuple(worker.build(stomachs, massacre, DEVOURABLES))
    worker.close()
    return SeatConfig(seat.name, seat.kind, seat.level, seat.colour, build)


def _check_build(seat: SeatConfig, stomachs: int) -> None:
    unknown = [k for k in seat.build if k not in DEVOURABLES]
    if unknown:
        raise ValueError(f"{seat.name}: unknown devourables {unknown}")
    if stomachs_used(seat.build) > stomachs:
        raise ValueError(f"{seat.name}'s devourables fill {stomachs_used(seat.build)} "
                         f"Stomachs; this match allows {stomachs}")


def _seat_to_json(seat: SeatConfig) -> dict[str, Any]:
    data = asdict(seat)
    data["build"] = list(seat.build)
    return data


def _seat_from_json(data: Any) -> SeatConfig:
    if not isinstance(data, dict):
        raise ValueError(f"a seat must be an object, not {data!r}")
    kind = data.get("kind")
    if kind not in ("human", "ai"):
        raise ValueError(f"seat kind must be 'human' or 'ai', not {kind!r}")
    return SeatConfig(str(data["name"]), kind, str(data.get("level", "normal")),
                      int(data.get("colour", 0)), tuple(str(k) for k in data.get("build", ())))


def _reason(error: BaseException) -> str:
    if isinstance(error, KeyError):
        return f"the field {error.args[0]!r} is missing"
    return str(error)
