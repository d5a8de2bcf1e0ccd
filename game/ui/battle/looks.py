"""What a battle screen's picture depends on, for drawing only what changed (``Scene.look``).

The battle scene asks the game's painter: a painter with a ``look()`` method returns a value
(or a ``game.ui.present.Look`` with parts) naming everything its ``draw`` shows, or None while
that is not known (an animation running); a painter without one is redrawn every frame.
``battle_look`` gives what the shell knows about a battle (camera, hover, selection, the board,
the prompt, the log, the buttons, whether anything is animating), so a painter's look is that
plus what only it draws: its own pulses, timers, dice.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from game.ui.battle import presence
from game.ui.present import Look, Slide


def painter_look_of(painter: Any) -> Hashable | None:
    """The painter's ``look()`` (None when it has none or says none)."""
    look = getattr(painter, "look", None)  # optional: painters are duck-typed
    return look() if callable(look) else None


def scene_look(scene: Any) -> Hashable | None:
    """The battle ``scene``'s look: its painter's, with what the shell draws over it (the
    tooltip, the online presence banner); None while the painter gives none: only it knows
    what its picture depends on (pulses, dice...)."""
    painter_look = painter_look_of(scene.painter)
    if painter_look is None:
        return None
    tip = scene.tooltips.look()
    words = presence.words(scene.session)
    shell = (scene.app.screen.get_size(), tip, words)
    if isinstance(painter_look, Look):
        slide = None if tip[0] is not None or words else \
            field_slide(scene, painter_look.whole)
        return Look((painter_look.whole, shell), painter_look.parts, slide)
    return painter_look, shell


def field_slide(scene: Any, whole: Hashable) -> Slide | None:
    """The battle's field as a ``Slide`` while its painter says it moves with the camera as
    one piece (its ``slide()``; nothing the shell draws lies over it). Its key holds the
    painter's ``whole`` too: whatever redraws the whole screen paints the field again."""
    slide = getattr(scene.painter, "slide", None)  # optional: painters are duck-typed
    said = slide() if callable(slide) and scene.camera is not None else None
    if said is None:
        return None
    key, origin = said
    return Slide(tuple(scene.viewport()), (whole, key), origin)


def battle_look(scene: Any) -> Hashable | None:
    """What the shell knows the battle ``scene`` shows, as a value; None while an animation
    plays or events wait to be shown (a moving picture: redraw every frame)."""
    still = settled_look(scene)
    return None if still is None else (still, scene.hover, scene.mouse)


def settled_look(scene: Any, map_shown: bool = True, with_view: bool = True
                 ) -> Hashable | None:
    """``battle_look`` without the pointer (the hovered hex and the mouse): for a painter
    that puts what follows the pointer in the parts of its ``Look``. ``map_shown``: False
    while the painter covers the whole map (a map still scaling is then no reason to draw).
    ``with_view`` False leaves the camera out, for a painter that names it in its field's part
    (``drawn_view``), so a pan redraws only the field."""
    flow = scene.flow
    if not flow.settled or flow.watching is not None:
        return None
    layer = getattr(scene, "layer", None)
    if map_shown and layer is not None and not layer.settled:
        return None                 # a zoom level still being scaled, chunk by chunk
    prompt = flow.prompt
    view = drawn_view(scene) if with_view else None
    return (view, scene.selected, scene.show_log, id(flow.board), flow.board.version,
            id(prompt), prompt.state() if prompt is not None else (), len(flow.log.lines),
            flow.log.scroll, scene._buttons_key, scene.session.is_over)


def drawn_view(scene: Any) -> Hashable:
    """Where the map is drawn this frame and at what zoom (None: the battle has no map)."""
    camera = scene.camera
    return None if camera is None else (_drawn_origin(scene), camera.zoom)


def _drawn_origin(scene: Any) -> tuple[int, int]:
    """Where the map is drawn this frame (the camera between the last two updates)."""
    origin, prev = scene.camera.origin, scene._previous_origin
    alpha = scene.app.step.alpha
    return (round(prev[0] + (origin[0] - prev[0]) * alpha),
            round(prev[1] + (origin[1] - prev[1]) * alpha))
