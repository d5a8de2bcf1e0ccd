"""Where Meatbot's tutorial points and what it lights: the bots as callout anchors (kept
clear of callouts), the data sheet and the log, and the expected action's buttons and hexes
from the open prompt and the script's answer.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexes import Hex
from game.core.match import Choice
from game.rulesets.meatbot.choices import Attack, Build, Eat, OrganPeel, Pick, Step, Stop
from game.ui.games.meatbot.battle.hud_panels import sidebar_rects
from game.ui.render.buttons import Button
from game.ui.tutorial.lesson import Marks

SEAT_ANCHORS = ("red", "nina")
"""Anchor names of seat 0's and seat 1's bot."""


def marks(scene: Any) -> Marks:
    """The expected action of the player's open prompt, as buttons and hexes to light."""
    flow = scene.flow
    prompt = flow.prompt
    out = Marks()
    if prompt is None or prompt.seat != scene.session.player:
        return out
    expected = scene.session.expected(prompt.request)
    if not expected:
        return out
    want = expected[0]
    if isinstance(want, Pick):
        out.buttons = _pick_buttons(scene.buttons, prompt.counts, want)
    elif isinstance(want, Build):
        out.buttons = _shop_buttons(scene.buttons, list(prompt.shop.items), want)
    elif isinstance(want, Eat):
        kind = flow.session.match.state.floor[want.item][0].kind
        out.buttons = [b for b in scene.buttons if b.tooltip.startswith(f"Eat {kind}.")]
    elif isinstance(want, Attack | OrganPeel):
        out.buttons = _aim_buttons(scene.buttons, prompt, expected)
        landing = isinstance(want, OrganPeel) and prompt.pool is not None
        out.hexes = [want.to] if landing else [flow.board.bots[want.target].hex]
    elif isinstance(want, Stop):
        out.buttons = [b for b in scene.buttons if b.label == "Stop here"]
    elif isinstance(want, Step):
        out.hexes = expected_walk(flow)[-1:]
    return out


def _pick_buttons(buttons: list[Button], counts: list[int], want: Pick) -> list[Button]:
    target = [want.d4, want.d6, want.d10, want.d12]
    if list(counts) == target:
        return [b for b in buttons if b.label == "Ready"]
    lit = []
    for sides, have, need in zip((4, 6, 10, 12), counts, target, strict=True):
        if have != need:
            verb = "Add" if have < need else "Remove"
            lit += [b for b in buttons if b.tooltip.startswith(f"{verb} a d{sides} ")]
    return lit


def _shop_buttons(buttons: list[Button], bought: list[str], want: Build) -> list[Button]:
    """The devourables still to buy (or the next page's button), Undo for one too many,
    else Ready."""
    missing = list(want.devourables)
    extra = []
    for kind in bought:
        if kind in missing:
            missing.remove(kind)
        else:
            extra.append(kind)
    if extra:
        return [b for b in buttons if b.label == "Undo"]
    if not missing:
        return [b for b in buttons if b.label == "Ready"]
    lit = [b for b in buttons if any(b.label.startswith(f"{kind} (") for kind in missing)]
    return lit or [b for b in buttons if b.label.startswith("More ")]


def _aim_buttons(buttons: list[Button], prompt: Any, expected: tuple[Any, ...]) -> list[Button]:
    labels = {label for _, label, action in prompt.slots
              if action is not None and any(c in expected for c in action.choices)}
    chosen = prompt.action is not None and any(c in expected for c in prompt.action.choices)
    if chosen:
        return []
    return [b for b in buttons if b.label in labels]


def expected_walk(flow: Any) -> list[Hex]:
    """The hexes the player's bot is expected to walk through from here in this turn
    (empty: it stops), found on a copy of the match."""
    session = flow.session
    twin = session.match.clone()
    path: list[Hex] = []
    while len(path) < 12:
        request = next((r for r in twin.pending()
                        if r.player == session.player and r.kind == "move"), None)
        if request is None:
            break
        choices: tuple[Choice, ...] = session.script.expected(twin.state, request)
        if not choices or not isinstance(choices[0], Step):
            break
        twin.submit(session.player, choices[0])
        path.append(choices[0].to)
    return path


def anchor_rect(scene: Any, anchor: str) -> pygame.Rect | None:
    """The screen rect of a bot ("red", "nina"), the data sheet or the log; None for the
    shell's own anchors."""
    if anchor in SEAT_ANCHORS and scene.camera is not None:
        x, y = scene.screen_of(scene.flow.board.bots[SEAT_ANCHORS.index(anchor)].hex)
        radius = max(12, int(40 * scene.camera.zoom))
        return pygame.Rect(int(x) - radius, int(y) - radius, 2 * radius, 2 * radius)
    if anchor in ("sheet", "log"):
        sheet, log = sidebar_rects(scene.sidebar_area(), scene.show_log)
        return log if anchor == "log" and log is not None else sheet
    return None


def bot_rects(scene: Any) -> list[pygame.Rect]:
    """Where the bots are drawn, badge to Meat bar (the anchor rects less their air)."""
    if scene.camera is None:
        return []
    return [rect.inflate(-8, -8) for rect in
            (anchor_rect(scene, name) for name in SEAT_ANCHORS) if rect is not None]
