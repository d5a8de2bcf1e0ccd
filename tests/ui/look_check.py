"""Checking a screen that draws only what changed against a whole draw, frame by frame: after
each app frame (which may have drawn nothing, or only some parts) the canvas must be what a
whole draw of the top scene makes now."""

from __future__ import annotations

from collections import Counter

import pygame

from game.ui.app import App
from game.ui.present import Look
from game.ui.scene import Scene


def whole_draw(app: App) -> pygame.Surface:
    """What an explicit draw of the top scene makes now, on a fresh surface."""
    fresh = pygame.Surface(app.screen.get_size()).convert()
    assert app.top is not None
    app.top.draw(fresh, app.step.alpha)
    app.notice.draw(fresh)
    return fresh


def fresh_whole_draw(app: App, scene: Scene) -> pygame.Surface:
    """A whole draw of ``scene`` (or of the battle a replay viewer shows) by a copy of its
    painter that keeps nothing (its ``fresh_copy``, else a new painter from the game): the
    pictures the painter keeps between frames cannot make it stale."""
    holder = getattr(scene, "battle", scene)
    painter = holder.painter
    copy = getattr(painter, "fresh_copy", None)
    holder.painter = copy() if copy is not None else \
        holder.flow.ui.painter(holder, painter.styles, app.tiles)
    try:
        return whole_draw(app)
    finally:
        holder.painter = painter


def box_of_difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The smallest box holding every pixel where ``a`` and ``b`` differ (None: equal)."""
    ab, ba = a.copy(), b.copy()
    ab.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    ba.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    ab.blit(ba, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(ab, (0, 0, 0, 255), (1, 1, 1, 255))
    same.invert()
    boxes = same.get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else None


class LookChecker:
    """Runs app frames and compares the canvas with a whole draw after each, counting how
    each frame was drawn ("skipped", "parts", "whole"). ``fresh``: compare with a whole draw
    by a painter that keeps nothing (``fresh_whole_draw``; the painter has ``fresh_copy``)."""

    def __init__(self, app: App, scene: Scene, fresh: bool = False) -> None:
        self.app, self.scene = app, scene
        self.fresh = fresh
        self.drawn: Counter[str] = Counter()
        self.history: list[str] = []
        """How the last frames were drawn, with the parts of the look that changed."""
        self._last_look: object = None
        self.draws: list[str] = []
        real = scene.draw

        def counted(surface: pygame.Surface, alpha: float) -> None:
            self.draws.append("parts" if app.presenter.redrawing_parts else "whole")
            real(surface, alpha)

        scene.draw = counted  # type: ignore[method-assign]

    def frame(self) -> None:
        """One app frame, then the canvas compared with a whole draw (AssertionError with
        where they differ). A frame whose look changed between the app's draw and the check
        (an AI thread landing in between) is not judged."""
        self.draws.clear()
        self.app.frame()
        if self.app.top is not self.scene:
            return
        look = self.app.presenter.shown_look
        how = self.draws[0] if self.draws else "skipped"
        self.drawn[how] += 1
        self.history = [*self.history[-5:], f"{how} {changed_parts(self._last_look, look)}"]
        self._last_look = look
        shown = self.app.screen.copy()
        fresh = fresh_whole_draw(self.app, self.scene) if self.fresh else whole_draw(self.app)
        if pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB"):
            return
        if self.scene.look() != look or look is None:
            return  # the scene changed after its draw (a thread landed): judged next frame
        raise AssertionError(f"the canvas shows a stale picture at "
                             f"{box_of_difference(shown, fresh)}; last frames: {self.history}")


def changed_parts(before: object, now: object) -> str:
    """Which parts of a ``Look`` changed between two frames ("whole" when more did)."""
    if not isinstance(before, Look) or not isinstance(now, Look):
        return "same" if before == now else "whole"
    if before.whole != now.whole or len(before.parts) != len(now.parts):
        return "whole"
    return str([i for i, (a, b) in enumerate(zip(before.parts, now.parts, strict=True))
                if a != b])
