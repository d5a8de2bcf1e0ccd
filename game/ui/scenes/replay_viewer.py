"""The replay viewer: a recorded match on the game's own battle screen, read-only.

The game's battle scene draws the match as in play; this scene holds it, moves its
``ReplaySession`` along the record and lays the controls over its bottom panel: play / pause;
one event back or forward (paused, the queue lets events go one at a time; a step back
rebuilds the choice's start and shows all but the last event at once); the start of the
previous or next round or turn; a slider with the round marks (a click jumps to the start of
the round there); speed 1x to 8x; whose view is shown (everyone's public view, or one seat's,
secrets as that seat knew them); and "Play from here", which starts a new match at this point
with the same seats.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.replay import ReplayError, from_json
from game.core.replay_seek import ReplayCursor
from game.ui import navigator
from game.ui.battle.bindings import PAN_ACTIONS
from game.ui.battle.controller import BattleFlow
from game.ui.battle.seats import SeatConfig, seat_from_json
from game.ui.games import game_ui
from game.ui.present import Look, Slide
from game.ui.replay_session import ReplaySession
from game.ui.saves import load_arena_file
from game.ui.scene import Scene
from game.ui.scenes import replay_controls as controls
from game.ui.session import MatchSession

if TYPE_CHECKING:
    from game.ui.app import App

SPEEDS = (1, 2, 4, 8)
STEP_PAUSE = 0.6
"""Seconds between two recorded choices at 1x once their events have been shown."""
FORWARDED_ACTIONS = {*PAN_ACTIONS, "zoom_in", "zoom_out", "toggle_log", "skip_animation"}


def viewer_session(data: dict[str, Any]) -> ReplaySession:
    """A read-only session over a history entry's content; ValueError (or ReplayError) if
    its replay cannot be played back."""
    replay = from_json(data["replay"], "the replay")
    ui = game_ui(replay.ruleset)
    cursor = ReplayCursor(replay, load_arena_file, ui.progress)
    seats = [seat_from_json(seat) for seat in data.get("seats") or []]
    if len(seats) != len(cursor.final.state.names):
        seats = [SeatConfig(str(name), colour=index)
                 for index, name in enumerate(cursor.final.state.names)]
    return ReplaySession(cursor, seats, str(data.get("arena_path", "")),
                         dict(data.get("options") or {}))


def open_viewer(app: App, data: dict[str, Any]) -> ReplayViewerScene:
    """Open the viewer on a history entry's content (ValueError if it cannot be played)."""
    try:
        session = viewer_session(data)
    except (ReplayError, KeyError, TypeError) as error:
        raise ValueError(str(error)) from None
    scene = ReplayViewerScene(session)
    app.push(scene)
    return scene


class ReplayFlow(BattleFlow):
    """The battle flow drawing one chosen view: a seat's, or everyone's public one."""

    def __init__(self, session: ReplaySession, perspective: int | None, **kwargs: Any) -> None:
        self.perspective = perspective
        super().__init__(session, **kwargs)

    def viewer(self) -> int | None:
        """Whose view the board shows: the viewer's choice, never anyone else's."""
        return self.perspective


class ReplayViewerScene(Scene):
    """The game's battle screen over a ``ReplaySession``, with the replay controls."""

    def __init__(self, session: ReplaySession) -> None:
        self.session = session
        self.battle = navigator.battle_scene(session)
        self.battle.flow = ReplayFlow(session, None, hand_off=self.battle._hand_off,
                                      on_event=self.battle._sound)
        self.battle.on_over = lambda _session: None  # the viewer stays on the last state
        self.playing = False
        session.held = True  # paused: a step shows one event
        self.speed = 1
        self.perspective: int | None = None
        """Whose view is drawn: None for everyone's public view, else a seat."""
        self.wait = 0.0
        self.controls = controls.ControlBar(self)
        self.mouse: tuple[int, int] | None = None
        """The mouse on the canvas (the controls light the button under it)."""

    def attach(self, app: App) -> None:
        """Attach the battle screen too (its map layer and painter)."""
        super().attach(app)
        self.battle.attach(app)
        self._fresh_flow()

    # -- moving ---------------------------------------------------------------------------
    @property
    def flow(self) -> BattleFlow:
        """The battle screen's flow (its board, animator and log)."""
        return self.battle.flow

    def toggle_play(self) -> None:
        """Play or pause."""
        self.playing = not self.playing and not self.session.at_end
        self.session.held = not self.playing
        self.wait = 0.0

    def pause(self) -> None:
        """Stop playing; events then leave the queue one step at a time."""
        self.playing = False
        self.session.held = True

    def step(self, way: int) -> None:
        """One event forward (the next recorded choice when its events are all shown) or
        back; pauses."""
        self.pause()
        self._finish_showing()
        session = self.session
        if way > 0:
            if not session.events:
                session.step()
            session.let_go = 1
            return
        shown = session.shown_of_step
        if shown is None or (shown == session.step_events and shown > 0):
            self.show(session.position, -1)  # the last event of the choice reached, undone
        elif shown > 0:
            self.show(session.position, shown - 1)
        else:
            self.seek(session.position - 1)

    def show(self, position: int, events: int) -> None:
        """The board after choice ``position`` with only ``events`` of its events shown
        (negative: all but that many); the rest wait in the queue."""
        if position <= 0:
            self.seek(0)
            return
        self.seek(position - 1)
        made = len(self.session.step())
        count = min(made, made + events if events < 0 else events)
        if count <= 0:
            self.seek(position - 1)  # none of its events shown: the choice before, whole
            return
        self._apply_now(count)

    def _apply_now(self, count: int) -> None:
        """Show the next ``count`` queued events at once, with no animation or sound."""
        animator = self.flow.animator
        animator.skipping = True
        for _ in range(count):
            event = self.session.events.popleft() if self.session.events else None
            if event is None:
                break
            animator.play(event)
            if animator.current is not None:
                animator._finish()
        animator.skipping = False

    def _finish_showing(self) -> None:
        """End the event on screen at once (a step does not wait for it)."""
        animator = self.flow.animator
        if animator.current is not None:
            animator._finish()

    def jump_round(self, way: int) -> None:
        """To the start of the next round or turn, or of this one (the one before when
        already at its start)."""
        self.seek(self.session.cursor.next_mark(self.session.position, way))

    def seek(self, index: int) -> None:
        """Show the match as it stood after ``index`` recorded choices (pauses)."""
        self.pause()
        self.session.seek(index)
        self._fresh_flow()

    def _fresh_flow(self) -> None:
        """A new flow over the session's match, keeping the speed and the perspective."""
        battle = self.battle
        battle.flow = ReplayFlow(self.session, self.perspective, hand_off=battle._hand_off,
                                 on_event=battle._sound)
        battle.flow.animator.speed = self.speed

    def set_speed(self, speed: int) -> None:
        """Play at ``speed`` (1, 2, 4 or 8 times)."""
        self.speed = speed
        self.flow.animator.speed = speed

    def next_speed(self) -> None:
        """1x -> 2x -> 4x -> 8x -> 1x."""
        self.set_speed(SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)])

    def set_perspective(self, seat: int | None) -> None:
        """Draw the board as ``seat`` saw it (None: everyone's public view)."""
        self.perspective = seat
        flow = self.flow
        if isinstance(flow, ReplayFlow):
            flow.perspective = seat
            flow._refresh_board()
        if seat is not None:
            self.battle.selected = seat

    def next_perspective(self) -> None:
        """Everyone -> seat 1 -> seat 2 -> ... -> everyone."""
        seats = [None, *range(len(self.session.names))]
        self.set_perspective(seats[(seats.index(self.perspective) + 1) % len(seats)])

    def play_from_here(self) -> None:
        """A new match from this point with the same seats, kept as its own history entry."""
        self.flow.skip()
        match = self.session.match.clone()
        fresh = MatchSession(match, list(self.session.seats), self.session.arena_path,
                             dict(self.session.options))
        fresh.history_fresh = True  # type: ignore[attr-defined]
        navigator.go_to_battle(self.app, navigator.battle_scene(fresh))

    def leave(self) -> None:
        """Back to where the viewer was opened from."""
        self.session.close()
        self.app.pop()

    # -- the loop -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """The viewer's keys and controls; the map's own (pan, zoom, log) go to the board."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and self.controls.key(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.controls.click(event.pos):
            return
        if event.type == pygame.KEYDOWN:
            action = self.battle.keys.action(event)
            if action == "speed_cycle":
                self.next_speed()  # the battle's own speed key, up to 8x here
                return
            if action not in FORWARDED_ACTIONS and event.key not in controls.ARROWS:
                return
        self.battle.handle_event(event)

    def update(self, dt: float) -> None:
        """Show events; while playing, play the next choice once everything is shown."""
        self.battle.update(dt)
        self.battle.ended_for = 0.0  # the viewer never moves on to the results
        if not self.playing or not self.flow.settled:
            return
        self.wait += dt * self.speed
        if self.wait < STEP_PAUSE:
            return
        self.wait = 0.0
        if self.session.at_end:
            self.pause()
        else:
            self.session.step()

    def look(self) -> Hashable | None:
        """The battle screen's look (None while its game declares none) and the controls'."""
        battle = self.battle.look()
        if battle is None:
            return None
        bar = self.controls.look()
        if isinstance(battle, Look):
            return Look(battle.whole, (*battle.parts, (tuple(self.controls.area()), bar)),
                        battle.slide)
        return battle, bar

    def show_slide(self, target: pygame.Surface, canvas_size: tuple[int, int] | None,
                   slide: Slide) -> pygame.Rect | None:
        """The battle's field shown shifted while its map pans (``Scene.show_slide``: the
        controls lie over the bottom panel, not over the field)."""
        return self.battle.show_slide(target, canvas_size, slide)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The battle screen, then the controls over its bottom panel."""
        self.battle.draw(surface, alpha)
        self.controls.draw(surface)
