"""The battle's flow, without drawing: the shown board, the animator, and whose turn it is.

``BattleFlow`` pulls events from the session into the animator, keeps the shown board and the
log in step with them, lets the AI seats think, and decides when a local player must be asked
(through a hand-off screen first when several humans share the window, the request is
secret and someone else is at the screen). It opens the game's prompt for that player;
answers go back through ``send``. Everything game-specific comes from the game's UI package
(``game.ui.games``): its board, prompts, presenters and AI-watching.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.events import Event
from game.core.match import Choice, IllegalChoice, Request
from game.core.session import Session
from game.ui.anim import Animator
from game.ui.battle.bindings import KeyMap
from game.ui.battle.prompt import Prompt
from game.ui.games import game_ui
from game.ui.render.log_panel import LogPanel

HandOff = Callable[[int, str, Callable[[], None]], None]


def connected_pads() -> list[str]:
    """The game controllers plugged in now, as input device names ("joystick:<id>")."""
    if not pygame.joystick.get_init():
        return []
    return [f"joystick:{pygame.joystick.Joystick(index).get_instance_id()}"
            for index in range(pygame.joystick.get_count())]


class BattleFlow:
    """Session + animator + board + log + the open prompt."""

    def __init__(self, session: Session, hand_off: HandOff, speed: int = 1,
                 on_event: Callable[[Event], None] | None = None) -> None:
        self.session = session
        self.ui = game_ui(session.ruleset)
        """The game's UI (its board, prompts, presenters)."""
        session.watch = True
        self.watching: Any = None
        """An AI answer being shown before it happens (the game's ``watching_of``)."""
        self.hand_off = hand_off
        self.on_event = on_event
        self.animator = Animator(self._started, self._finished, speed, self.ui.presenter)
        self.log = LogPanel()
        self.keys = KeyMap(game=self.ui.NAME)
        """The key bindings the screen uses (its words name the bound keys)."""
        self.prompt: Prompt | None = None
        self.device_prompts: dict[str, Prompt] = {}
        """Real-time prompts open at once, by the input device that answers each."""
        self._seat_devices: dict[int, str] = {}
        """Which input device each human answers real-time requests with (kept)."""
        self.at_screen: int | None = None
        """Whose private view may be drawn while no prompt is open: the human the screen
        was handed to (None after a private answer, so nothing private lingers)."""
        self.holder: int | None = None
        """The human holding the screen: the last one handed to or prompted. A hand-off
        goes up only when a private prompt is for someone else."""
        self._synced_at = len(session.log) - len(session.events)
        self.board = self._fresh_board()
        self.board.recall_round(session.log[: self._synced_at])
        for event in session.log[: self._synced_at]:
            self.log.add(self.log_line(event))
        self.planned: dict[int, tuple[str, list[Choice]]] = {}
        """A human's answers queued ahead (a walk's steps), by seat, with the request kind
        they answer."""
        self.error = ""
        self._handing_off = False
        self._asked_private: set[int] = set()
        """Requests whose player chose to answer them in private (``answer_in_private``)."""
        self.hand_offs = 0
        """How many hand-off screens this battle has put up."""
        self.forced = 0
        self.memo: dict[str, Any] = {}
        """What a game's prompts remember between requests for this battle (Meatbot: the
        weapon each seat last aimed)."""
        """How many requests were answered without asking (no choice but one)."""

    # -- the shown board ---------------------------------------------------------------------
    def viewer(self) -> int | None:
        """Whose secrets may be drawn now: the only human; else the prompted player; else,
        with secret builds, the human at the screen; else nobody."""
        humans = self.session.human_seats
        if len(humans) == 1:
            return humans[0]
        if self.prompt is not None:
            open_to_all = self.private_prompts and not self.is_private(self.prompt.request)
            return None if open_to_all else self.prompt.seat
        return self.at_screen if self.private_prompts else None

    @property
    def private_prompts(self) -> bool:
        """True if every prompt shows its player something private (Meatbot's secret
        builds), so changing the human at the screen always needs a hand-off."""
        return bool(self.ui.prompts_private(self.session))

    def is_private(self, request: Request) -> bool:
        """True if answering ``request`` must not be seen by the other humans: it is secret,
        or its prompt shows its player something private (the game UI's
        ``request_private(session, request)`` says which: by default every prompt does when
        ``private_prompts``). An open one is answered in front of everyone, with the board
        drawn as everyone sees it."""
        if len(self.session.human_seats) <= 1:
            return False
        if request.secret or request.id in self._asked_private:
            return True
        return self.ui.request_private(self.session, request)

    def needs_hand_off(self, request: Request) -> bool:
        """True if the screen must be passed to ``request``'s player privately first: the
        request is private and someone else holds the screen."""
        return self.is_private(request) and request.player != self.holder

    def _fresh_board(self) -> Any:
        return self.ui.new_board(self.session, self.viewer())

    def _sync(self) -> None:
        """Rebuild the board from the core once everything has been shown."""
        self._refresh_board()
        self._synced_at = len(self.session.log)

    def _refresh_board(self) -> None:
        """A fresh board for the current viewer, keeping what only events tell (spent dice,
        the movement order) within the same round."""
        old = self.board
        self.board = self._fresh_board()
        self.board.carry_over(old, self.session.log)

    def _started(self, event: Event) -> None:
        if not self.ui.presenter(event).lands_at_end:
            self.board.apply(event)
        self.log.add(self.log_line(event))
        if self.on_event is not None:
            self.on_event(event)

    def _finished(self, event: Event) -> None:
        if self.ui.presenter(event).lands_at_end:
            self.board.apply(event)

    def log_line(self, event: Event) -> str:
        """``event`` in words for the shared log: the game's own wording when it has one
        (``log_line(event, session)``: a number only some seats may know is given as everyone
        knows it), else the event's."""
        return self.ui.log_line(event, self.session)

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
        if len(self.session.log) != self._synced_at:
            self._sync()
        if self.session.is_over or self._handing_off or self._watch(dt):
            return
        self.session.tick(dt)
        if self.session.poll() or self._watch(0.0):
            return
        if self._real_time():
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
            self.watching = self.ui.watching_of(shown, self.session)
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
        if self._answer_forced(request):
            return
        if self.needs_hand_off(request):
            self._handing_off = True
            self.at_screen = None
            self._refresh_board()  # nothing private stays drawn behind the hand-off
            self.hand_offs += 1

            def ready() -> None:
                self._handing_off = False
                self.at_screen = self.holder = request.player
                self._refresh_board()

            self.hand_off(request.player, self.ui.hand_off_purpose(request), ready)
            return
        self.open(request)

    def _answer_forced(self, request: Request) -> bool:
        """Answer ``request`` without asking when the game says its only sensible answer is
        forced (Meatbot: a die with no use but passing), saying so in the log; True if it
        was answered."""
        forced = self.ui.forced_answer(request, self.session.names)
        if forced is None:
            return False
        choice, note = forced
        try:
            self.session.submit(request.player, choice)
        except IllegalChoice as error:
            self.error = error.reason
            return False
        self.log.add(note)
        self.forced += 1
        return True

    def open(self, request: Request) -> None:
        """Open the game's prompt for ``request`` (its player now holds the screen; an open
        one is answered in front of everyone, so nobody's private view stays up)."""
        self.holder = request.player
        if not self.is_private(request):
            self.at_screen = None
        self.prompt = self.ui.prompt_for(request, self)
        self._refresh_board()

    def answer_in_private(self) -> None:
        """The open prompt's player asks to answer out of the others' sight (a game's open
        prompt may offer its private options this way): the prompt closes, the screen is
        handed to them, and the request is asked again in private."""
        prompt = self.prompt
        if prompt is None:
            return
        self._asked_private.add(prompt.request.id)
        self.prompt = None
        self.holder = self.at_screen = None

    # -- real time: several local humans answer at once, one input device each ------------
    def _real_time(self) -> bool:
        """Open a prompt per pending real-time request of a local human, each on its
        player's own input device (``device_of``); True while any are pending. Answers are
        submitted as they arrive, so the match records the order they came in."""
        live = [r for r in self.session.human_requests() if r.real_time]
        if not live:
            self.device_prompts.clear()
            return False
        live_seats = {r.player for r in live}
        for request in live:
            device = self.device_of(request.player, live_seats)
            if device is None:
                continue  # more players than devices: this one waits for a free one
            open_now = self.device_prompts.get(device)
            if open_now is None or open_now.request != request:
                self.device_prompts[device] = self.ui.prompt_for(request, self)
        for device, prompt in list(self.device_prompts.items()):
            if self._seat_devices.get(prompt.seat) != device or prompt.seat not in live_seats:
                del self.device_prompts[device]
        self.prompt = None
        return True

    def devices(self) -> list[str]:
        """The input devices local players can answer with at once, in the order they are
        given out: the game's own order (its ``input_devices(pads)``), else the keyboard,
        the mouse, then each game controller."""
        pads = connected_pads()
        return list(self.ui.input_devices(pads))

    def device_of(self, seat: int, live: set[int] | None = None) -> str | None:
        """The input device ``seat``'s human answers real-time requests with. A seat keeps
        its device from one request to the next; one without a device takes the first that
        no seat in ``live`` (default: every human) holds. None: none is free."""
        devices = self.devices()
        held = self._seat_devices.get(seat)
        if held in devices:
            return held
        live = set(self.session.human_seats) if live is None else live
        busy = {d for s, d in self._seat_devices.items() if s in live and s != seat}
        free = next((d for d in devices if d not in busy), None)
        if free is not None:
            self._seat_devices = {s: d for s, d in self._seat_devices.items() if d != free}
            self._seat_devices[seat] = free
        return free

    def key_device(self, key: int) -> str:
        """The input device a key belongs to: a game may split the keyboard into clusters,
        one player each (its ``key_device``); else "keyboard"."""
        return self.ui.key_device(key)

    def prompt_of(self, device: str) -> Prompt | None:
        """The prompt that input from ``device`` goes to: its own real-time prompt, else the
        one open prompt (any device answers that)."""
        return self.device_prompts.get(device, self.prompt)

    def send(self, choice: Choice, player: int | None = None) -> None:
        """Submit an answer of the open prompt (or, in real time, of ``player``'s own prompt:
        the first legal answer to arrive is applied first). An illegal one is reported and
        the prompt stays."""
        if player is not None:
            self._send_real_time(choice, player)
            return
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
        if self.is_private(prompt.request):
            self.at_screen = None  # nothing private stays drawn once the answer is in
            self._refresh_board()

    def sender(self, request: Request) -> Callable[[Choice], None]:
        """Where a prompt for ``request`` sends its answer (a real-time prompt names its
        player, since several are open at once)."""
        if not request.real_time:
            return self.send
        return lambda choice: self.send(choice, request.player)

    def _send_real_time(self, choice: Choice, player: int) -> None:
        device = next((d for d, p in self.device_prompts.items() if p.seat == player), None)
        if device is None:
            return
        try:
            self.session.submit(player, choice)
        except IllegalChoice as error:
            self.error = error.reason
            return
        self.error = ""
        del self.device_prompts[device]

    def plan_walk(self, choices: list[Choice]) -> None:
        """Submit ``choices`` for the open prompt's player one at a time, each when that
        player is next asked the same kind of request (a walk waits for other units'
        turns in between); a choice that no longer fits drops the rest."""
        if self.prompt is None or not choices:
            return
        self.planned[self.prompt.seat] = (self.prompt.request.kind, list(choices))
        self.prompt = None
        self._walk_planned()

    def _walk_planned(self) -> bool:
        """Submit the next planned answer of a human whose turn it is; True if one was sent."""
        for request in self.session.human_requests():
            kind, queued = self.planned.get(request.player, ("", []))
            if request.kind != kind or not queued:
                continue
            try:
                self.session.submit(request.player, queued.pop(0))
            except IllegalChoice:
                self.planned.pop(request.player, None)
                return False
            return True
        return False

    # -- facts for the screen ----------------------------------------------------------------
    def status(self) -> str:
        """A few words on what is going on when nobody local is being asked."""
        if self.session.is_over:
            return "The match is over."
        thinking = self.session.thinking()
        if not self.settled and not (thinking and self.ui.thinking_shows(self.board)):
            return "Resolving..."
        if self.watching is not None:
            name = self.session.names[self.watching.showing.seat]
            verb = self.ui.watching_verb(self.watching)
            return f"{name} {verb}...  ({self.keys.label('skip_animation')}: go on)"
        if thinking:
            names = ", ".join(self.session.names[s] for s in thinking)
            return f"{names} {'is' if len(thinking) == 1 else 'are'} thinking..."
        return ""
