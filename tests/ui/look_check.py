"""Checking a screen that draws only what changed against a whole draw, frame by frame: after
each app frame (which may have drawn nothing, or only some parts) the canvas must be what a
whole draw of the top scene makes now."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pygame

from game.ui.app import App
from game.ui.present import Look
from game.ui.render.slide import inner_rect
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
        real_slide = scene.show_slide

        def slid(target: pygame.Surface, canvas_size: tuple[int, int] | None,
                 slide: object) -> pygame.Rect | None:
            self.draws.append("slide")
            return real_slide(target, canvas_size, slide)  # type: ignore[arg-type]

        scene.show_slide = slid  # type: ignore[method-assign]

    def frame(self) -> None:
        """One app frame, then the canvas compared with a whole draw (AssertionError with
        where they differ). A frame whose look changed between the app's draw and the check
        (an AI thread landing in between), or says nothing (a map still scaling: the fresh
        draw would scale more of it than the frame showed), is not judged."""
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
        settled = self.scene.look() == look and look is not None  # before the fresh draw
        fresh = fresh_whole_draw(self.app, self.scene) if self.fresh else whole_draw(self.app)
        owed = self.app.presenter.owed
        if owed is not None:  # the field went straight onto the window: judge the window
            wrong = window_wrong(self.app, fresh, owed, exact_slide(self.scene))
        elif pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB"):
            return
        else:
            wrong = box_of_difference(shown, fresh)
        if wrong is None:
            return
        if not settled or self.scene.look() != look:
            return  # the scene changed after its draw (a thread landed): judged next frame
        raise AssertionError(f"the {'window' if owed is not None else 'canvas'} shows a "
                             f"stale picture at {wrong}; last frames: {self.history}")


def exact_slide(scene: Scene) -> bool:
    """Whether the kept field last shown on the window moved by whole window pixels (then it
    must equal a full stretch exactly)."""
    holder = getattr(scene, "battle", scene)  # a replay viewer shows its battle's field
    picture = getattr(holder, "slide_picture", None)
    return picture is not None and picture.last_exact


def inner_window_rect(app: App, area: pygame.Rect) -> pygame.Rect:
    """The window pixels wholly inside the canvas ``area``."""
    return inner_rect(area, (app.screen.get_size(), app.window.get_size()))


ROUNDING = 2
"""Colour levels a piece of the canvas stretched alone may differ from the same pixels of a
whole stretch (smoothscale's fixed-point steps start at the piece's edge; measured: at most
2)."""
NEAR = 96
"""A window pixel of a field shown shifted by a fraction of a pixel is near the full
stretch's when some pixel next to it differs by no more than this in any colour."""
FAR_SHARE = 0.003
"""The share of a field's window pixels that may be further off (edges crossed by the
fraction of a pixel)."""


def window_wrong(app: App, fresh: pygame.Surface, owed: pygame.Rect,
                 exact: bool) -> pygame.Rect | None:
    """Where the window differs from the full stretch of ``fresh`` (None: nowhere): exactly
    everywhere but the pixels straddling the edge of the field shown straight onto the
    window (``owed``), and within the field exactly too when it moved by whole window
    pixels (``exact``), else each pixel near one of its neighbours'. Exactly: up to the
    stretch's ``ROUNDING``."""
    expected = pygame.surfarray.array3d(
        pygame.transform.smoothscale(fresh, app.window.get_size())).astype(np.int16)
    shown = pygame.surfarray.array3d(app.window).astype(np.int16)
    inner = inner_window_rect(app, owed)
    judged = np.ones(shown.shape[:2], dtype=bool)
    ring = inner.inflate(2, 2).clip(app.window.get_rect())
    judged[ring.left:ring.right, ring.top:ring.bottom] = False
    if exact:
        judged[inner.left:inner.right, inner.top:inner.bottom] = True
    off = judged & (np.abs(shown - expected).max(axis=2) > ROUNDING)
    if not exact and _far_share(shown, expected, inner) > FAR_SHARE:
        off[inner.left:inner.right, inner.top:inner.bottom] = True
    if not off.any():
        return None
    xs, ys = np.nonzero(off)
    return pygame.Rect(int(xs.min()), int(ys.min()), int(xs.max() - xs.min() + 1),
                       int(ys.max() - ys.min() + 1))


def _far_share(shown: np.ndarray, expected: np.ndarray, inner: pygame.Rect) -> float:
    """The share of ``inner``'s pixels of ``shown`` with no pixel next to them (or under
    them) in ``expected`` within ``NEAR``."""
    x0, x1, y0, y1 = inner.left, inner.right, inner.top, inner.bottom
    part = shown[x0 + 1:x1 - 1, y0 + 1:y1 - 1]
    nearest = None
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            other = expected[x0 + 1 + dx:x1 - 1 + dx, y0 + 1 + dy:y1 - 1 + dy]
            gap = np.abs(part - other).max(axis=2)
            nearest = gap if nearest is None else np.minimum(nearest, gap)
    assert nearest is not None
    return float((nearest > NEAR).mean())


def changed_parts(before: object, now: object) -> str:
    """Which parts of a ``Look`` changed between two frames ("whole" when more did)."""
    if not isinstance(before, Look) or not isinstance(now, Look):
        return "same" if before == now else "whole"
    if before.whole != now.whole or len(before.parts) != len(now.parts):
        return "whole"
    return str([i for i, (a, b) in enumerate(zip(before.parts, now.parts, strict=True))
                if a != b])
