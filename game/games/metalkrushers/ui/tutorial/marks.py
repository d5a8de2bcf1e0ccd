"""Where MetalKrushers' tutorial points and what it lights: the Krushers as callout anchors
(kept clear of callouts), and the expected action's buttons and hex from the open prompt and
the script's answer."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexes import neighbour
from game.games.metalkrushers.rules.build import Build
from game.games.metalkrushers.rules.choices import Move
from game.games.metalkrushers.rules.combat_example import NAMES
from game.games.metalkrushers.ui.build_prompt import FIELDS, BuildPrompt
from game.games.metalkrushers.ui.prompts import PER_PAGE
from game.ui.render.buttons import Button
from game.ui.tutorial.lesson import Marks

MOVE_BUTTONS = {"forward": "Forward (1 MP)", "stop": "Stop, turn left (Q)"}
"""The panel button that gives each expected movement answer (a stop: the one that also
takes the free turn the lesson asks for next)."""
FIELD_ROWS = len(FIELDS)
IM_LINE = 34
"""How far below the fields' last arrows the design sheet's initiative line ends (pixels)."""
FREE_BUTTONS = {"left": "Turn left (free, A)", "right": "Turn right (free, D)",
                "stop": "Done (Enter)"}


def marks(scene: Any) -> Marks:
    """The expected answer of the player's open prompt, as buttons and a hex to light."""
    prompt = scene.player_prompt
    out = Marks()
    if prompt is None:
        return out
    expected = scene.session.expected(prompt.request)
    if not expected:
        return out
    want = expected[0]
    if isinstance(want, Build):
        out.buttons = _build_buttons(scene.buttons, prompt, want)
    elif isinstance(want, Move):
        out.buttons, out.hexes = _move_marks(scene, prompt.request, want)
    elif hasattr(prompt, "choices") and want in prompt.choices:
        out.buttons = _choice_buttons(scene, prompt, prompt.choices.index(want))
    return out


def _build_buttons(buttons: list[Button], prompt: Any, want: Build) -> list[Button]:
    if prompt.build == want:
        return [b for b in buttons if b.label == "Build"]
    name = next((n for n, b in prompt.templates.items() if b == want), "")
    return [b for b in buttons if b.label == name]


def _move_marks(scene: Any, request: Any, want: Move) -> tuple[list[Button], list[Any]]:
    table = FREE_BUTTONS if request.free else MOVE_BUTTONS
    lit = [b for b in scene.buttons if b.label == table.get(want.action)]
    if want.action != "forward":
        return lit, []
    k = scene.flow.board.view.krusher(request.krusher)
    return lit, [neighbour(k.hex, k.facing)]


def _choice_buttons(scene: Any, prompt: Any, index: int) -> list[Button]:
    """The expected option's button, or Confirm once it is selected (or More when it is on
    another page)."""
    if prompt.selected == index:
        return [b for b in scene.buttons if b.label == "Confirm"]
    if index // PER_PAGE != prompt.page:
        return [b for b in scene.buttons if b.label.startswith("More")]
    label = prompt.label(scene.flow.board.view, index)
    return [b for b in scene.buttons if b.label == label]


def anchor_rect(scene: Any, anchor: str) -> pygame.Rect | None:
    """The screen rect of a Krusher by name ("A", "B", "C") or of the Build button
    ("build"); None for the shell's anchors."""
    if anchor == "build":
        return next((b.rect for b in scene.buttons if b.label == "Build"), None)
    if anchor not in NAMES or scene.camera is None:
        return None
    unit = scene.flow.board.units.get(NAMES.index(anchor) + 1)
    if unit is None:
        return None
    x, y = scene.screen_of(unit.hex)
    radius = max(12, int(40 * scene.camera.zoom))
    return pygame.Rect(int(x) - radius, int(y) - radius, 2 * radius, 2 * radius)


def krusher_rects(scene: Any) -> list[pygame.Rect]:
    """Where the Krushers are drawn (the anchor rects less their air)."""
    return [rect.inflate(-8, -8) for rect in
            (anchor_rect(scene, name) for name in NAMES) if rect is not None]


def keep_clear(scene: Any) -> list[pygame.Rect]:
    """What a callout must leave in sight: the design sheet's fields and armour while B is
    designed (the lesson talks about them), else the Krushers and the open declaration's
    card (its to-hit terms and chances)."""
    prompt = scene.player_prompt
    if isinstance(prompt, BuildPrompt) and prompt.hits:
        return sheet_rects(prompt.hits)
    card = getattr(prompt, "card_rect", None)
    return krusher_rects(scene) + ([card] if card is not None else [])


def sheet_rects(hits: list[tuple[pygame.Rect, Any]]) -> list[pygame.Rect]:
    """The design sheet's two blocks, from its buttons as last drawn: the fields (the four
    rows of arrows, down to the initiative line under them) and the armour hexagon."""
    fields, armour = hits[:2 * FIELD_ROWS], hits[2 * FIELD_ROWS:]
    out = []
    if fields:
        block = fields[0][0].unionall([rect for rect, _ in fields])
        out.append(block.inflate(8, 8).union(block.move(0, IM_LINE)))
    if armour:
        out.append(armour[0][0].unionall([rect for rect, _ in armour]).inflate(8, 8))
    return out
