"""What Meatbot's battle frame shows, as a ``Look`` whose parts are the regions a change
redraws alone (``Scene.look``): the header, the bottom panel, the sidebar, the field (the
map, its marks, the bots and the outcome tags, which may stick out of the map by up to
``TAG_MARGIN``) and the hovered hex's outline. A mouse move that only moves the hover redraws
(and at a UI scale below 1 stretches) the old and the new hex, not the whole screen; while the
prompt draws marks that follow the pointer (a path, a previewed blast) it redraws the field.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.games.meatbot.ui.battle.hud_panels import HEADER_HEIGHT
from game.games.meatbot.ui.battle.panels import live_line_key
from game.ui.battle.looks import drawn_view, settled_look
from game.ui.battle.prompt import Prompt
from game.ui.present import Look, RectLike
from game.ui.render.projection import Projection
from game.ui.render.tooltips import DELAY as TIP_DELAY

if TYPE_CHECKING:
    from game.ui.scenes.battle import BattleScene

TAG_MARGIN = 64
"""Canvas pixels round the map where an outcome tag over a bot near its edge may still show."""
HOVER_MARGIN = 6
"""Canvas pixels round a hex's corners that its outline (and halo) may touch."""


def field_rect(scene: BattleScene) -> pygame.Rect:
    """The map, and the margin round it where outcome tags may show while they do (a frame
    that pans the map then redraws, and stretches, no more than the map)."""
    margin = TAG_MARGIN if shows_tags(scene) else 0
    return scene.viewport().inflate(2 * margin, 2 * margin).clip(scene.app.screen.get_rect())


def shows_tags(scene: BattleScene) -> bool:
    """Whether an attack is previewed, so outcome tags may show over the bots."""
    watching = scene.flow.watching
    preview = watching.preview if watching is not None else \
        getattr(scene.flow.prompt, "current_preview", None)
    return preview is not None


def drawn_origin(scene: BattleScene, alpha: float) -> tuple[int, int]:
    """Where the map is drawn this frame (the camera between the last two updates)."""
    assert scene.camera is not None
    origin, prev = scene.camera.origin, scene._previous_origin
    return (round(prev[0] + (origin[0] - prev[0]) * alpha),
            round(prev[1] + (origin[1] - prev[1]) * alpha))


def drawn_projection(scene: BattleScene, drawn: tuple[int, int]) -> Projection:
    """The projection of the map drawn at ``drawn`` (``drawn_origin``)."""
    assert scene.camera is not None
    origin = scene.camera.origin
    return Projection(scene.arena.layout, scene.camera,
                      (drawn[0] - origin[0], drawn[1] - origin[1]))


def hex_box(proj: Projection, h: Any) -> pygame.Rect:
    """The canvas box a hex's outline is drawn in."""
    corners = proj.corners(h)
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    left, top = int(min(xs)), int(min(ys))
    box = pygame.Rect(left, top, int(max(xs)) - left + 1, int(max(ys)) - top + 1)
    return box.inflate(2 * HOVER_MARGIN, 2 * HOVER_MARGIN)


def follows_pointer(prompt: Prompt | None) -> bool:
    """Whether the prompt draws marks on the map that follow the pointer."""
    return prompt is not None and type(prompt).pointer_marks is not Prompt.pointer_marks


class PointerPart:
    """The part that follows the hovered hex: its outline's box, kept where the last hovered
    hex was while none is (so leaving the map redraws that hex); the field's box while the
    prompt's marks follow the pointer too."""

    def __init__(self) -> None:
        self.box: pygame.Rect | None = None

    def part(self, scene: BattleScene) -> tuple[RectLike, Hashable]:
        """``(rect, signature)`` for the hover now."""
        hover = scene.hover
        if follows_pointer(scene.flow.prompt):
            return tuple(field_rect(scene)), ("field", hover)
        if hover is not None:
            drawn = drawn_origin(scene, scene.app.step.alpha)
            self.box = hex_box(drawn_projection(scene, drawn), hover)
        box = self.box if self.box is not None else field_rect(scene)
        return tuple(box), hover


def painter_look(painter: Any) -> Look | None:
    """The Meatbot battle painter's look: the shell's battle without the pointer as the
    whole, with whether the map's tooltip is due; the regions as parts. None while something
    is being shown."""
    scene = painter.scene
    settled = settled_look(scene, with_view=False)
    if settled is None:
        return None
    flow = scene.flow
    prompt = flow.prompt
    hud = painter.hud
    tip_due = scene.hover is not None and scene.tooltips.rest >= TIP_DELAY
    marks = (prompt.look(), prompt.marks_state()) if prompt is not None else ()
    width = scene.app.screen.get_width()
    bottom = scene.bottom_area()
    return Look((settled, tip_due, scene.app.settings.colour_blind_palette), (
        ((0, 0, width, HEADER_HEIGHT), hud.header_key()),
        (tuple(field_rect(scene)), (marks, drawn_view(scene))),
        (tuple(bottom), (hud.bottom_key(), live_line_key(flow, bottom))),
        (tuple(scene.sidebar_area()), hud.sidebar_key()),
        painter.pointer.part(scene),
    ))
