"""Where Mechaton's tutorial points and what it lights: mechs by name as callout anchors
(kept clear of callouts), and the expected action of the open prompt:
the target's hex and button, the hex to walk to or to place a piece on, the dice still to
move and their boxes (then Commit), the builder's empty slots (then Add mech), or the
button to press.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexes import Hex
from game.games.mechaton.rules.choices import (
    Assign,
    BuildMech,
    FinishArmy,
    MoveTo,
    PlaceMech,
    PlaceStation,
    SpotTarget,
    Target,
)
from game.games.mechaton.ui.battle.builder import BuildPrompt
from game.ui.tutorial.lesson import Marks


def marks(scene: Any) -> Marks:
    """The expected action of the player's open prompt, as buttons, hexes and rects."""
    prompt = scene.flow.prompt
    if prompt is None or prompt.seat != scene.session.player:
        return Marks()
    expected = scene.session.expected(prompt.request)
    if not expected:
        return Marks()
    want = expected[0]
    if isinstance(want, Assign):
        return _assign_marks(scene, prompt, want)
    if isinstance(want, MoveTo | PlaceMech | PlaceStation):
        return Marks(hexes=[want.at])
    if isinstance(want, BuildMech | FinishArmy):
        return _builder_marks(scene, prompt, expected)
    out = Marks(buttons=_buttons_for(scene, prompt, want))
    if isinstance(want, Target | SpotTarget) and want.mech is not None:
        out.hexes = [h for h in [_mech_hex(scene, want.mech)] if h is not None]
    return out


def _buttons_for(scene: Any, prompt: Any, want: Any) -> list[Any]:
    """The option buttons that send ``want`` (their labels carry a number key first)."""
    label = prompt.label(want)
    return [b for b in scene.buttons if b.label.split("  ", 1)[-1].startswith(label)]


def _assign_marks(scene: Any, prompt: Any, want: Assign) -> Marks:
    """The dice still to move and the boxes they go to (or a box to empty); Commit once
    all are in place."""
    area = scene.bottom_area()
    wanted = {use: getattr(want, use) for use in prompt.slots}
    if all(prompt.slots[use] == index for use, index in wanted.items()):
        return Marks(buttons=[b for b in scene.buttons if b.label.startswith("Commit")])
    dice, boxes = prompt.die_rects(area), prompt.slot_rects(area)
    rects = []
    for use, index in wanted.items():
        if prompt.slots[use] == index:
            continue
        if index is None:  # a die the player must take back out of this box
            rects += [r for r in [boxes.get(use)] if r is not None]
        else:
            rects += [r for r in (dice.get(index), boxes.get(use)) if r is not None]
    return Marks(rects=rects)


def _builder_marks(scene: Any, prompt: Any, expected: Any) -> Marks:
    """The empty slots until the mech on the bench is one the lesson takes, then Add mech;
    Finish army once the army is complete."""
    if isinstance(expected[0], FinishArmy):
        return Marks(buttons=[b for b in scene.buttons if b.label.startswith("Finish army")])
    if scene.script.accepts(scene.session.match.state, prompt.request, prompt.choice()):
        return Marks(buttons=[b for b in scene.buttons if b.label.startswith("Add mech")])
    return Marks(buttons=[b for b in scene.buttons if b.label.endswith("(empty)")])


def _mech_hex(scene: Any, uid: int) -> Hex | None:
    view = scene.flow.board.view
    return view.mechs[uid].hex if view is not None and uid < len(view.mechs) else None


def anchor_rect(scene: Any, anchor: str) -> pygame.Rect | None:
    """The screen rect of a mech named ``anchor`` (None: not a mech, or off the field)."""
    view = scene.flow.board.view
    if scene.camera is None or view is None:
        return None
    mech = next((m for m in view.mechs if m.name == anchor), None)
    if mech is None or mech.hex is None:
        return None
    x, y = scene.screen_of(mech.hex)
    radius = max(12, int(40 * scene.camera.zoom))
    return pygame.Rect(int(x) - radius, int(y) - radius, 2 * radius, 2 * radius)


def keep_clear(scene: Any) -> list[pygame.Rect]:
    """The mech the lesson on screen points at, the lit buttons and hexes (the builder's
    slots, the target to click, the hex to walk to) and the dice's preview above the
    panel."""
    lesson = scene.lesson
    mech = anchor_rect(scene, lesson.anchor) if lesson is not None else None
    kept = [] if mech is None else [mech.inflate(-8, -8)]
    preview = getattr(scene.flow.prompt, "preview_box", None)
    box = preview(scene.bottom_area()) if preview is not None else None
    if box is not None:  # what the dice on the boxes would buy
        kept.append(box)
    lit = marks(scene)
    kept += [pygame.Rect(b.rect).inflate(8, 8) for b in lit.buttons]
    if scene.camera is not None:
        radius = max(10, int(44 * scene.camera.zoom))
        for h in lit.hexes:
            x, y = scene.screen_of(h)
            kept.append(pygame.Rect(int(x) - radius, int(y) - radius, 2 * radius, 2 * radius))
    return kept


def builder_words(scene: Any) -> list[pygame.Rect]:
    """The army builder's area while it is open (its slots explain themselves): empty
    otherwise."""
    prompt = scene.flow.prompt
    return [prompt.area(scene.bottom_area())] if isinstance(prompt, BuildPrompt) else []


SCORES_TOP, SCORE_ROW = 44, 22
"""Where the sidebar's scores end (battle/sidebar.py: the clock's line, then a row a seat)."""


def empty_log(scene: Any) -> pygame.Rect:
    """The sidebar's log area under the clock and scores (empty before the first turn)."""
    side = scene.sidebar_area()
    view = scene.flow.board.view
    seats = len(view.players) if view is not None else 0
    top = side.y + SCORES_TOP + SCORE_ROW * seats + 4
    return pygame.Rect(side.x + 4, top, side.width - 8, side.bottom - top - 4)
