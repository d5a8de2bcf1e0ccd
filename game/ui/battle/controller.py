"""The battle's flow, without drawing: the shown board, the animator, and whose turn it is.

``BattleFlow`` pulls events from the session into the animator, keeps the shown board and the
log in step with them, lets the AI seats think, and decides when a local player must be asked
(through a hand-off screen first when several humans share the window and the request is
secret). It opens a prompt for that player; answers go back through ``send``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.events import Event
from game.core.hexes import Hex
from game.core.match import Choice, IllegalChoice, Match, Request
from game.rulesets.meatbot import devourables as dv
from game.rulesets.meatbot.choices import Step
from game.ui.anim import LANDS_AT_END, Animator
from game.ui.battle.bindings import KeyMap
from game.ui.battle.board import Board
from game.ui.battle.letgo_ui import LetGoPrompt
from game.ui.battle.preview import Preview, preview
from game.ui.battle.prompts import AimPrompt, ListPrompt, MovePrompt, PickPrompt, Prompt
from game.ui.battle.watch import Showing
from game.ui.render.log_panel import LogPanel
from game.ui.session import MatchSession

HandOff = Callable[[int, str, Callable[[], None]], None]
AIM_BEAT, MOVE_BEAT = 1.1, 0.8
"""Seconds (at 1x) an AI's aim or walk stays on screen before it happens."""
PURPOSES = {"pick": "pick your dice", "attack": "allocate your attack die",
            "grandstand": "choose your grandstand", "move": "move your bot"}


@dataclass
class Watching:
    """An AI answer on screen before it is submitted: its exact preview (an aim) or its
    path and reachable hexes (a walk), shown for ``beat`` seconds at 1x."""

    showing: Showing
    preview: Preview | None = None
    reach: tuple[Hex, ...] = ()
    elapsed: float = 0.0

    @property
    def beat(self) -> float:
        """How long it stays up at 1x."""
        if self.showing.kind == "move":  # a one-step turn in a tie need not linger
            return min(MOVE_BEAT, 0.35 + 0.15 * len(self.showing.path))
        return AIM_BEAT

    @property
    def path(self) -> list[Hex]:
        """The walk (empty for an aim)."""
        return self.showing.path

    @classmethod
    def of(cls, showing: Showing, match: Match) -> Watching:
        """What to draw for ``showing``."""
        if showing.kind == "move":
            reach = match.state.destinations(showing.seat)
            return cls(showing, reach=tuple(h for h in reach if h != showing.path[0]))
        return cls(showing, preview(match, showing.seat, showing.choices[0]))


class BattleFlow:
    """Session + animator + board + log + the open prompt."""

    def __init__(self, session: MatchSession, hand_off: HandOff, speed: int = 1,
                 on_event: Callable[[Event], None] | None = None) -> None:
        self.session = session
        session.watch = True
        self.watching: Watching | None = None
        self.hand_off = hand_off
        self.on_event = on_event
        self.animator = Animator(self._started, self._finished, speed)
        self.log = LogPanel()
        self.keys = KeyMap()
        """The key bindings the screen uses (its words name the bound keys)."""
        self.prompt: Prompt | None = None
        self.at_screen: int | None = None
        """The human the screen was last handed to (None: nobody in particular, as after a
        secret answer). With secret builds, only this human's build may be drawn."""
        self._synced_at = len(session.match.events) - len(session.events)
        self.board = self._fresh_board()
        self.board.recall_round(session.match.events[: self._synced_at])
        for line in session.match.log()[: self._synced_at]:
            self.log.add(line)
        self.planned: dict[int, list[Hex]] = {}
        self.error = ""
        self._cleared: tuple[int, str, int] | None = None
        self._handing_off = False

    # -- the shown board ---------------------------------------------------------------------
    def viewer(self) -> int | None:
        """Whose secrets may be drawn now: the only human; else the prompted player; else,
        with secret builds, the human at the screen; else nobody."""
        humans = self.session.human_seats
        if len(humans) == 1:
            return humans[0]
        if self.prompt is not None:
            return self.prompt.seat
        return self.at_screen if self.secret_builds else None

    @property
    def secret_builds(self) -> bool:
        """True if the match hides each bot's unused devourables from the other players."""
        setup = getattr(self.session.match.state, "setup", None)
        return bool(getattr(setup, "secret_builds", False))

    def needs_hand_off(self, request: Request) -> bool:
        """True if the screen must be passed to ``request``'s player privately first: a
        secret request, or (secret builds) a human other than the one at the screen, whose
        build the prompt would show."""
        if self.session.needs_hand_off(request):
            return True
        return self.secret_builds and len(self.session.human_seats) > 1 and \
            request.player != self.at_screen

    def _fresh_board(self) -> Board:
        view = self.session.match.view_for(self.viewer())
        max_meat = [bot.max_meat for bot in self.session.match.state.bots]
        return Board.from_view(view, max_meat)

    def _sync(self) -> None:
        """Rebuild the board from the core once everything has been shown."""
        self._refresh_board()
        self._synced_at = len(self.session.match.events)

    def _refresh_board(self) -> None:
        """A fresh board for the current viewer, keeping what only events tell (spent dice,
        the movement order) within the same round."""
        old = self.board
        self.board = self._fresh_board()
        if self.board.round == old.round:
            self.board.spent, self.board.move_order = old.spent, old.move_order
        else:
            self.board.recall_round(self.session.match.events)

    def _started(self, event: Event) -> None:
        if not isinstance(event, LANDS_AT_END):
            self.board.apply(event)
        self.log.add(event.log_line(self.session.names))
        if self.on_event is not None:
            self.on_event(event)

    def _finished(self, event: Event) -> None:
        if isinstance(event, LANDS_AT_END):
            self.board.apply(event)

    @property
    def settled(self) -> bool:
        """True when nothing is queued or playing (the board equals the core's state)."""
        return not self.animator.busy and not self.session.events

    # -- each update -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Play events, let the AI think, and ask a local player when it is their turn."""
        self.animator.update(dt)
        self.animator.feed(self.session.next_event)
        if not self.settled:
            self.session.poll()
            return
        if len(self.session.match.events) != self._synced_at:
            self._sync()
        if self.session.is_over or self._handing_off or self._watch(dt):
            return
        if self.session.poll() or self._watch(0.0):
            return
        if self.prompt is None and not self._walk_planned():
            self._ask_next()

    def _watch(self, dt: float) -> bool:
        """Show an AI's held aim or walk for its beat, then let it happen; True while one is
        up."""
        shown = self.session.showing
        if shown is None:
            self.watching = None
            return False
        if self.watching is None or self.watching.showing is not shown:
            self.watching = Watching.of(shown, self.session.match)
        self.watching.elapsed += dt * self.animator.speed
        if self.watching.elapsed >= self.watching.beat:
            self.watching = None
            self.session.release()
        return True

    def skip(self) -> None:
        """Play everything queued instantly, an AI's shown aim or walk included (Tab)."""
        if self.session.showing is not None:
            self.watching = None
            self.session.release()
        self.animator.skip()
        self.animator.feed(self.session.next_event, budget=100_000)

    # -- asking players ----------------------------------------------------------------------
    def _ask_next(self) -> None:
        requests = self.session.human_requests()
        if not requests:
            return
        request = requests[0]
        key = (request.player, request.kind, self._answers(request.player))
        if self.needs_hand_off(request) and self._cleared != key:
            self._handing_off = True
            self.at_screen = None
            self._refresh_board()  # nothing private stays drawn behind the hand-off
            purpose = PURPOSES.get(request.kind, "choose")

            def ready() -> None:
                self._cleared, self._handing_off = key, False
                self.at_screen = request.player
                self._refresh_board()

            self.hand_off(request.player, purpose, ready)
            return
        self.open(request)

    def _answers(self, seat: int) -> int:
        return sum(1 for player, _ in self.session.match.choices if player == seat)

    def open(self, request: Request) -> None:
        """Open the prompt for ``request``."""
        match = self.session.match
        live = match.state.bots[request.player]
        if request.kind == "pick":
            self.prompt = PickPrompt(request, self.send, live, match)
        elif request.kind in ("attack", "grandstand"):
            self.prompt = AimPrompt(request, self.send, match, live.hex,
                                    lambda seat: match.state.bots[seat].hex)
        elif request.kind == "move":
            self.prompt = MovePrompt(request, self.send, match)
        elif request.kind == "letgo":
            self.prompt = LetGoPrompt(request, self.send, match)
        else:
            self.prompt = ListPrompt(request, self.send)
        self._refresh_board()

    def send(self, choice: Choice) -> None:
        """Submit the open prompt's answer (an illegal one is reported and the prompt stays)."""
        prompt = self.prompt
        if prompt is None:
            return
        try:
            self.session.submit(prompt.seat, choice)
        except IllegalChoice as error:
            self.error = error.reason
            return
        self.error = ""
        self.prompt = None
        if self.session.needs_hand_off(prompt.request):
            self.at_screen = None  # the next player must not find this one's secrets up
            self._refresh_board()

    def plan_move(self, path: list[Hex]) -> None:
        """Walk ``path`` one step at a time (waiting for other bots' turns in between)."""
        if self.prompt is None or not path:
            return
        seat = self.prompt.seat
        self.planned[seat] = list(path)
        self.prompt = None
        self._walk_planned()

    def _walk_planned(self) -> bool:
        """Submit the next planned step of a human whose move it is; True if one was sent."""
        for request in self.session.human_requests():
            path = self.planned.get(request.player)
            if request.kind != "move" or not path:
                continue
            step = Step(path.pop(0))
            try:
                self.session.submit(request.player, step)
            except IllegalChoice:
                self.planned.pop(request.player, None)
                return False
            return True
        return False

    # -- facts for the screen ----------------------------------------------------------------
    def laced(self) -> set[int]:
        """Seats with Nerve Lace (they act first within a tie)."""
        return {b.seat for b in self.session.match.state.bots if b.has(dv.NERVE_LACE)}

    def current_dice(self) -> set[tuple[int, int]]:
        """(seat, value) of the dice being allocated now."""
        step = getattr(self.session.match.state, "step", None) or []
        return {(seat, value) for seat, value in step} if self.settled else set()

    def status(self) -> str:
        """A few words on what is going on when nobody local is being asked."""
        if self.session.is_over:
            return "The match is over."
        thinking = self.session.thinking()
        if not self.settled and not (thinking and self.board.phase == "pick"):
            return "Resolving..."
        if self.watching is not None:
            name = self.session.names[self.watching.showing.seat]
            verb = "walks" if self.watching.showing.kind == "move" else "takes aim"
            return f"{name} {verb}...  ({self.keys.label('skip_animation')}: go on)"
        if thinking:
            names = ", ".join(self.session.names[s] for s in thinking)
            return f"{names} {'is' if len(thinking) == 1 else 'are'} thinking..."
        return ""

    def item_kind(self, uid: int) -> str:
        """The kind of devourable ``uid`` wherever it is."""
        state: Any = self.session.match.state
        for bot in state.bots:
            for item in (*bot.items, *bot.digesting, *bot.arriving):
                if item.uid == uid:
                    return str(item.kind)
        entry = state.floor.get(uid)
        return str(entry[0].kind) if entry else f"item {uid}"
