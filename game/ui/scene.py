"""The scene protocol: one screen of the game, living on the app's scene stack."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.present import Slide


class Scene:
    """One screen. The app feeds it events, fixed updates and draws.

    ``draw`` must not change game state: it may run zero, one or many times
    between updates, and ``alpha`` (0..1) says how far the present lies between
    the last update and the next, for smooth motion. An explicit ``draw`` always
    draws the whole picture.

    Drawing only what changed: each frame the app asks ``look()`` for a cheap
    signature of everything the picture depends on (hover target, selection,
    prompt, a running animation's frame, a clock's shown second...). The same
    look as last frame: nothing is drawn, stretched or flipped. A ``Look`` whose
    ``whole`` is unchanged but some ``parts`` changed: only those parts' rects
    are drawn (``draw`` runs clipped to them) and stretched. Anything else, and
    any input but a mouse move, any window event, a new scene on top, and a
    safety redraw 4 times a second: the whole screen. While only parts are
    redrawn, ``redrawing_parts()`` is true and ``draw`` may reuse a picture kept
    from its last whole draw (the title and the New match forms do). The default look is None
    (always redraw), so a scene that declares nothing never shows a stale
    picture. A look must be made of values (numbers, strings, tuples), never of
    objects that change in place.

    Panning: a look may name a ``Slide`` (a region moving with the camera as one piece); a
    frame where only its place changed calls ``show_slide`` instead of ``draw``.
    """

    app: App
    game: str | None = None
    """The game this screen belongs to (a ruleset name; F1 shows its rules) when that is not
    already plain from its session or from the game UI package defining it; None: shared."""

    def attach(self, app: App) -> None:
        """Called by the app when the scene joins the stack."""
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input or window event."""

    def update(self, dt: float) -> None:
        """Advance animations and logic by one fixed step of ``dt`` seconds."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw the scene onto ``surface``."""

    def redrawing_parts(self) -> bool:
        """True while the app redraws only the changed parts of this scene's look: ``draw``
        may then reuse what it kept from its last whole draw for everything else (its look
        says nothing else changed). Never true in an explicit ``draw``."""
        app = getattr(self, "app", None)
        return app is not None and app.presenter.redrawing_parts

    def look(self) -> Hashable | None:
        """A cheap signature of the picture ``draw`` would make now (a value, or a
        ``game.ui.present.Look`` to name parts that change alone); None: unknown, so the
        app redraws every frame."""
        return None

    def show_slide(self, target: pygame.Surface, canvas_size: tuple[int, int] | None,
                   slide: Slide) -> pygame.Rect | None:
        """Show the region ``slide`` names, kept from before, shifted to its place now: on
        the canvas ``target`` (``canvas_size`` None), or on the window ``target`` a canvas of
        ``canvas_size`` is stretched onto. Returns the target rectangle drawn (None: nothing
        drawn, draw the region the usual way). Only a scene whose look names a slide is
        asked."""
        raise NotImplementedError(f"{type(self).__name__} names a slide it cannot show")
