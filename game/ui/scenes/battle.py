"""The battle screen: the board with its units, the HUD, and every local player's input.

Layout: a header (round, whose turn, speed), the board, a bottom panel (the open prompt's
controls) and a sidebar (the selected unit's data sheet over the log). The flow itself
(events, AI, prompts) lives in ``game.ui.battle.controller``; this scene turns mouse and keys
into prompt actions (each prompt handles its own) and has the game's painter draw. The hex
board is one optional layer: a game whose state has no ``arena`` (a card table) gets no map
layer and no camera, and its painter draws the table.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game.core.hexes import Hex
from game.ui import history, navigator, theme
from game.ui.battle import presence
from game.ui.battle.bindings import ARROW_PAN, PAN_ACTIONS, KeyMap
from game.ui.battle.controller import BattleFlow
from game.ui.battle.looks import scene_look
from game.ui.camera import ZOOM_LEVELS, Camera
from game.ui.palette import team_style
from game.ui.render.buttons import Button, button_at
from game.ui.render.hexmap import MapLayer
from game.ui.render.markers import draw_station
from game.ui.render.slide import SlidePicture
from game.ui.render.tooltips import Tooltips, draw_board_tips
from game.ui.scene import Scene
from game.ui.scenes.quick_ref import QuickRefScene
from game.ui.scenes.save_as import LeaveQuestion
from game.ui.session import MatchSession
from game.ui.terrain import muted_kinds

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.present import Slide

HEADER, SIDEBAR, BOTTOM = 44, 330, 150
NARROW_SIDEBAR, NARROW_BELOW = 250, 1000
"""Windows narrower than NARROW_BELOW get the slimmer sidebar, leaving the map room."""
JOYSTICK_EVENTS = (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION,
                   pygame.JOYAXISMOTION)
"""Game-controller input: it goes to the real-time prompt of the controller's player."""
RESULTS_DELAY = 1.2  # seconds the final board stays up before the results
PAN_SPEED = 720
BATTLE_ZOOMS = (0.25, 0.3125, 0.375, 0.4375, *ZOOM_LEVELS)
"""The viewer's zoom levels plus smaller ones, so the largest arena fits whole even in an
800x600 window."""


class BattleMap(MapLayer):
    """The arena without numbered spawn rings (units stand there; stations stay marked)."""

    def _draw_markers(self, surface: pygame.Surface, zoom: float,
                      top_left: tuple[int, int] = (0, 0)) -> None:
        for h in self.arena.stations:
            draw_station(surface, self._at(self.local_centre(h, zoom), top_left), zoom)


class BattleScene(Scene):
    """One match on screen until it ends, then the results."""

    def __init__(self, session: MatchSession,
                 on_over: Callable[[MatchSession], None] | None = None) -> None:
        self.session = session
        self.on_over = on_over
        self.flow = BattleFlow(session, self._hand_off, on_event=self._sound)
        self.arena = session.arena
        """The hex arena, or None for a game played off the hex board."""
        self.layer: MapLayer | None = None
        self.camera: Camera | None = None
        self.painter: Any = None
        """The game's painter (``painter(scene, styles, tiles)`` of its UI package)."""
        self.tooltips = Tooltips()
        self.slide_picture = SlidePicture()
        """The field kept round the view while the camera pans (``show_slide``)."""
        self.buttons: list[Button] = []
        self._buttons_key: object = None
        self.hover: Hex | None = None
        self.mouse: tuple[int, int] | None = None
        self.selected = session.human_seats[0] if session.human_seats else 0
        self.show_log = True
        self.ended_for = 0.0
        self._held: dict[int, tuple[int, int]] = {}
        """Pan keys held down, by key code, with the way each slides the map."""
        self._drag: tuple[int, int] | None = None
        self._previous_origin = (0, 0)
        self._logged_save_error = ""
        self.presence_box: pygame.Rect | None = None
        """Where the banner of an online match's missing player is (None: not shown)."""

    # -- set-up ------------------------------------------------------------------------------
    def attach(self, app: App) -> None:
        """Build the map layer and camera for the window once on the stack."""
        super().attach(app)
        settings = getattr(app, "settings", None)
        colour_blind = bool(getattr(settings, "colour_blind_palette", False))
        styles = [team_style(seat.colour, colour_blind) for seat in self.session.seats]
        self.flow.animator.speed = int(getattr(settings, "animation_speed", 1))
        self._sync_keys()
        if self.painter is None:
            if self.arena is not None:
                self.layer = BattleMap(self.arena, app.tiles, muted=muted_kinds(self.flow.ui))
                self.camera = Camera(self.layer.rect, app.screen.get_size(), BATTLE_ZOOMS)
                self.layer.levels = BATTLE_ZOOMS
            self.painter = self.flow.ui.painter(self, styles, app.tiles)
        self.fit_view()

    def fit_view(self) -> None:
        """Show the whole arena, as large as it goes, in the free area between the panels."""
        if self.camera is None:
            return
        size = self.app.screen.get_size()
        self.camera.view = size
        self.camera.insets = (0, HEADER, self.sidebar_width(), BOTTOM)
        self.camera.fit()
        self._previous_origin = self.camera.origin

    def _hand_off(self, seat: int, purpose: str, ready: object) -> None:
        assert self.painter is not None
        navigator.hand_off(self.app, self.session.names[seat], purpose, ready,
                           self.painter.styles[seat].colour)

    def _sound(self, event: object) -> None:
        audio = getattr(getattr(self, "app", None), "audio", None)
        if audio is None or self.flow.animator.skipping:
            return  # a skipped stretch would otherwise play all its sounds at once
        name = self.flow.ui.sound_for(event)
        if name is not None:
            audio.play(name)

    # -- geometry ----------------------------------------------------------------------------
    def sidebar_width(self) -> int:
        """How wide the right-hand column is for the window's width."""
        return SIDEBAR if self.app.screen.get_width() >= NARROW_BELOW else NARROW_SIDEBAR

    def viewport(self) -> pygame.Rect:
        """The window area the map shows through."""
        width, height = self.app.screen.get_size()
        return pygame.Rect(0, HEADER, width - self.sidebar_width(),
                           max(0, height - HEADER - BOTTOM))

    def bottom_area(self) -> pygame.Rect:
        """The bottom panel."""
        width, height = self.app.screen.get_size()
        return pygame.Rect(0, height - BOTTOM, width - self.sidebar_width(), BOTTOM)

    def sidebar_area(self) -> pygame.Rect:
        """The right-hand column (data sheet over log)."""
        width, height = self.app.screen.get_size()
        side = self.sidebar_width()
        return pygame.Rect(width - side, HEADER, side, height - HEADER)

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        """The arena hex under a screen position (None off the map or under a panel)."""
        if self.camera is None or self.arena is None or not self.viewport().collidepoint(pos):
            return None
        h = self.arena.layout.pixel_to_hex(*self.camera.screen_to_world(*pos))
        return h if h in self.arena.cells else None

    def screen_of(self, h: Hex) -> tuple[float, float]:
        """Where the centre of ``h`` is on screen now (for tests and tooltips)."""
        assert self.camera is not None and self.arena is not None
        return self.camera.world_to_screen(*self.arena.layout.hex_to_pixel(h))

    # -- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Keys, clicks, hovering, dragging and the wheel."""
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.KEYUP:
            self._held.pop(event.key, None)
        elif event.type == pygame.MOUSEMOTION:
            self._moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            prompt = self.flow.prompt_of("mouse")
            if prompt is not None and prompt.release_at(self, event.pos):
                self._refresh_buttons()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            self._drag = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3):
            self._drag = None
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self._wheel(event.y)
        elif event.type in JOYSTICK_EVENTS:
            prompt = self.flow.prompt_of(f"joystick:{event.instance_id}")
            if prompt is not None and prompt.device_event(self, event):
                self._refresh_buttons()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and self.camera:
            self.fit_view()
            self._rehover()

    @property
    def keys(self) -> KeyMap:
        """The key bindings in force (the app's settings, read afresh when they change)."""
        return self.flow.keys

    def _sync_keys(self) -> None:
        settings = getattr(getattr(self, "app", None), "settings", None)
        if settings is not None and settings is not self.flow.keys.settings:
            self.flow.keys = KeyMap(settings, self.flow.keys.game)

    def _key(self, event: pygame.event.Event) -> None:
        self._sync_keys()
        action = self.keys.action(event)
        if action == "quick_ref":
            self.open_quick_ref()
            return
        prompt = self.flow.prompt_of(self.flow.key_device(event.key))
        if prompt is not None and prompt.key(self, event, action):
            self._refresh_buttons()
            return
        if action in PAN_ACTIONS:
            self._held[event.key] = PAN_ACTIONS[action]
        elif action is None and event.key in ARROW_PAN:
            self._held[event.key] = ARROW_PAN[event.key]
        elif action == "skip_animation":
            self.flow.skip()
        elif action == "speed_cycle":
            self._cycle_speed()
        elif action == "toggle_log":
            self.show_log = not self.show_log
        elif action in ("zoom_in", "zoom_out"):
            self._zoom(1 if action == "zoom_in" else -1)
        elif action == "cancel":
            self._cancel()
        self._refresh_buttons()

    def open_quick_ref(self) -> None:
        """The game's one-screen quick reference over the battle (closing it returns here)."""
        self.app.play("ui_confirm")
        self.app.push(QuickRefScene(self.session.ruleset))

    def _cycle_speed(self) -> None:
        """1x -> 2x -> 4x, remembered in the settings for next time."""
        speed = self.flow.animator.cycle_speed()
        settings = getattr(self.app, "settings", None)
        apply = getattr(self.app, "apply_settings", None)
        if settings is not None and apply is not None:
            apply(replace(settings, animation_speed=speed))

    def _cancel(self) -> None:
        """Cancel: the prompt closes a stage of its own (a list of options), else ask
        before saving and leaving the match."""
        prompt = self.flow.prompt
        if prompt is not None and prompt.cancel():
            self._buttons_key = None
            return
        if self.session.is_over:
            self.leave()
            return

        self._held.clear()
        detail = "It is saved first: Continue on the title picks it up again."
        self.app.push(LeaveQuestion("Leave the match?", detail, self.leave, behind=self,
                                    yes="Save and leave", no="Keep playing"))

    def leave(self) -> None:
        """Save the match as it stands (if the folder allows) and go back to the previous
        screen."""
        if not self.session.is_over:
            self.session.save()
        self.session.close()
        history.record_session(self.session)
        self.app.pop()

    def _moved(self, pos: tuple[int, int]) -> None:
        if self._drag is not None and self.camera is not None:
            self.camera.pan(pos[0] - self._drag[0], pos[1] - self._drag[1])
            self._drag = pos
            self._previous_origin = self.camera.origin
        self.mouse = pos
        self.tooltips.moved(pos)
        self._rehover()

    def _rehover(self) -> None:
        self.hover = self.hex_at(self.mouse) if self.mouse is not None else None
        prompt = self.flow.prompt_of("mouse")
        if prompt is not None:
            prompt.hover(self.hover)

    def _click(self, pos: tuple[int, int]) -> None:
        if presence.click(self.session, self.presence_box, pos):
            return
        button = button_at(self.buttons, pos)
        if button is not None:
            play = getattr(self.app, "play", None)
            if play is not None:
                play("ui_click")
            button.action()
            self._buttons_key = None
            self._refresh_buttons()
            return
        prompt = self.flow.prompt_of("mouse")
        if prompt is not None and prompt.click_at(self, pos):
            self._refresh_buttons()
            return
        h = self.hex_at(pos)
        if h is None:
            return
        if prompt is not None and prompt.click_hex(self, h):
            self._refresh_buttons()
            return
        seat = self.flow.board.seat_at(h)
        if seat is not None:
            self.selected = seat
        self._refresh_buttons()

    def _wheel(self, y: int) -> None:
        if self.mouse is not None and self.sidebar_area().collidepoint(self.mouse):
            self.flow.log.scroll_by(3 * y)
        else:
            self._zoom(1 if y > 0 else -1)

    def _zoom(self, steps: int) -> None:
        if self.camera is None:
            return
        view = self.viewport()
        anchor = self.mouse if self.mouse is not None else view.center
        if self.camera.zoom_at(anchor, steps):
            self._previous_origin = self.camera.origin
            self._rehover()

    # -- update ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Run the flow; pan; go to the results once the match is over and shown."""
        if self.camera is not None:
            self._previous_origin = self.camera.origin
            self._sync_keys()
            dx = sum(way[0] for way in self._held.values())
            dy = sum(way[1] for way in self._held.values())
            if dx or dy:
                self.camera.pan(dx * PAN_SPEED * dt, dy * PAN_SPEED * dt)
                self._rehover()  # the map slid under a resting pointer
        self.tooltips.update(dt)
        self._log_save_error()
        had_prompt, had_watching = self.flow.prompt, self.flow.watching
        self.flow.update(dt)
        if self.flow.prompt is not had_prompt:
            self._on_new_prompt()
        watching = self.flow.watching
        if watching is not None and watching is not had_watching and \
                not self.session.human_seats:
            self.selected = watching.showing.seat  # an all-AI match follows whoever acts
        self._refresh_buttons()
        if self.session.is_over and self.flow.settled:
            self.ended_for += dt
            if self.ended_for >= RESULTS_DELAY:
                self._to_results()

    def _log_save_error(self) -> None:
        """A failed save goes into the log once (the window's banner shows it too)."""
        error = self.session.save_error
        if error and error != self._logged_save_error:
            self._logged_save_error = error
            self.flow.log.add(error)

    def _on_new_prompt(self) -> None:
        prompt = self.flow.prompt
        if prompt is not None:
            self.selected = prompt.seat
        self._rehover()

    def _to_results(self) -> None:
        self.session.close()
        history.record_session(self.session)
        if self.on_over is not None:
            self.on_over(self.session)
            return
        navigator.show_results(self.app, self.session)

    def _refresh_buttons(self) -> None:
        """Rebuild the panel's buttons when what they depend on changed."""
        if getattr(self, "app", None) is None:
            return
        self._sync_keys()
        flow = self.flow
        state = flow.prompt.state() if flow.prompt is not None else ()
        key = (id(flow.prompt), state, id(flow.board), flow.board.version,
               self.bottom_area().size, flow.keys.signature())
        if key != self._buttons_key:
            self._buttons_key = key
            self.buttons = flow.ui.panel_buttons(flow, self.bottom_area())

    def shown_view(self) -> str | None:
        """Which README view is on screen now: "aim" (an AI's aim), "move" (an AI's walk),
        "pick" (the pick phase from round 2 on, AI seats thinking) or None."""
        flow = self.flow
        if flow.watching is not None:
            return flow.watching.showing.kind
        board = flow.board
        if flow.ui.thinking_shows(board) and board.round >= 2 and self.session.thinking():
            return "pick"
        return None

    # -- drawing -----------------------------------------------------------------------------
    def look(self) -> Hashable | None:
        """The game painter's look with the shell's tooltip and the online presence banner
        (game/ui/battle/looks.py); None, redrawn every frame, while the painter gives none or
        a screen built on this one draws more (the tutorial's callouts) without a look of its
        own."""
        if type(self).draw is not BattleScene.draw:
            return None
        return scene_look(self)

    def show_slide(self, target: pygame.Surface, canvas_size: tuple[int, int] | None,
                   slide: Slide) -> pygame.Rect | None:
        """The field kept by ``slide_picture`` (painted by the painter's ``slide_paint``),
        shifted to where the map is now (``Scene.show_slide``)."""
        return self.slide_picture.present(target, canvas_size, slide, self.painter.slide_paint)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The game's painter draws the frame (map, units, overlays, panels, tooltips)."""
        if self.painter is None:
            surface.fill(theme.BACKGROUND)
            return
        self.painter.draw(surface, alpha)
        if not getattr(self.painter, "draws_tooltips", False):
            draw_board_tips(self, surface)
        self.presence_box = presence.draw(surface, self.session)
