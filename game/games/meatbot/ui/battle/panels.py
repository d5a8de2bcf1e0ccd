"""The bottom panel of the battle screen: whatever the current moment needs.

Picking: the dice picker. Aiming: the attack order, one button per action, the choices sharing
a hex, and the previewed outcome in words. Moving: how to move and the Stop / Let go / Rip free
buttons. Otherwise: the dice tray (the attack order and every bot's dice, tumbling as they are
revealed).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.devourables import NERVE_LACE
from game.games.meatbot.ui.battle.board import ShownBot
from game.games.meatbot.ui.battle.choices_ui import describe
from game.games.meatbot.ui.battle.letgo_ui import release_words
from game.games.meatbot.ui.battle.preview import Preview
from game.games.meatbot.ui.battle.prompts import (
    AimPrompt,
    ListPrompt,
    MovePrompt,
    PickPrompt,
    Prompt,
)
from game.games.meatbot.ui.battle.seen import seen_match
from game.games.meatbot.ui.render.dice_tray import draw_bot_dice, draw_order_strip
from game.games.meatbot.ui.render.pick_panel import draw_pick_panel, pick_buttons
from game.ui import theme
from game.ui.anim import Animation
from game.ui.battle.bindings import KeyMap
from game.ui.battle.controller import BattleFlow
from game.ui.palette import TeamStyle
from game.ui.render.buttons import Button, label_width, paged_rects
from game.ui.render.units import draw_badge
from game.ui.text import text, wrap
from game.ui.widget_base import fit_text

Tips = list[tuple[pygame.Rect, str]]
STRIP = 50


def laced(flow: BattleFlow) -> set[int]:
    """Seats with Nerve Lace (they act first within a tie), as the screen's viewer may know
    it: a secret build's unseen Nerve Lace is not marked."""
    from game.games.meatbot.ui.battle.privacy import public_kinds, secret_builds

    viewer = flow.viewer()
    match = seen_match(flow.session, viewer)
    hidden = secret_builds(match)
    return {b.seat for b in match.state.bots
            if (public_kinds(match, b.seat)[NERVE_LACE] if hidden and b.seat != viewer
                else b.has(NERVE_LACE))}


def current_dice(flow: BattleFlow) -> set[tuple[int, int]]:
    """(seat, value) of the dice being allocated now (none while events still play)."""
    step = getattr(seen_match(flow.session, flow.viewer()).state, "step", None) or []
    return {(seat, value) for seat, value in step} if flow.settled else set()


def item_kind_of(flow: BattleFlow) -> Callable[[int], str]:
    """A lookup of the kind of devourable ``uid`` wherever it is in ``flow``'s match."""
    state: Any = seen_match(flow.session, flow.viewer()).state

    def kind(uid: int) -> str:
        for bot in state.bots:
            for item in (*bot.items, *bot.digesting, *bot.arriving):
                if item.uid == uid:
                    return str(item.kind)
        entry = state.floor.get(uid)
        return str(entry[0].kind) if entry else f"item {uid}"

    return kind


def option_tip(keys: KeyMap) -> str:
    """The tooltip of a button in a list of options."""
    return ("Click, press its number, or walk with the arrow keys and press "
            f"{keys.label('confirm')}.")


def fitted(words: str, size: int, colour: theme.Colour, width: int) -> pygame.Surface:
    """``words`` drawn to fit ``width`` pixels: a smaller size first, then cut short."""
    return fit_text(words, size, colour, width, smallest=size - 4)


def panel_buttons(flow: BattleFlow, area: pygame.Rect) -> list[Button]:
    """The clickable parts of the bottom panel right now: the open prompt's own."""
    return flow.prompt.buttons(flow, area) if flow.prompt is not None else []


def list_buttons(flow: BattleFlow, prompt: ListPrompt, area: pygame.Rect,
                 top: int = 56) -> list[Button]:
    """One button per option of a plain list prompt, ``top`` pixels below the panel's top."""
    return option_buttons(prompt, [(label, lambda c=c: prompt.send(c), "")
                                    for label, c in prompt.options(flow.session.names)],
                           pygame.Rect(area.x + 12, area.y + top, area.width - 24, 90),
                           flow.keys)


def pick_panel_buttons(flow: BattleFlow, prompt: PickPrompt, area: pygame.Rect) -> list[Button]:
    """The dice steppers, Undo, Reset, Eat and Ready."""
    return pick_buttons(prompt, area, item_kind_of(flow), flow.keys)


def option_buttons(prompt: Prompt, options: Sequence[tuple[str, object, str]],
                   area: pygame.Rect, keys: KeyMap, size: int = 21) -> list[Button]:
    """One button per option, a page at a time (with a More button when they do not fit);
    the keyboard's focus is lit and numbered."""
    widths = [label_width(label, size) for label, _, _ in options]
    placed, pages = paged_rects(area, widths, prompt.page)
    prompt.page = min(prompt.page, pages - 1)
    prompt.focus = max(0, min(prompt.focus, len(placed) - 1))
    buttons = []
    for number, (index, rect) in enumerate(placed):
        label, action, tip = options[index]
        buttons.append(Button(rect, label, action, tip or option_tip(keys),  # type: ignore[arg-type]
                              selected=number == prompt.focus, size=size, kind="option",
                              hotkey=keys.label(f"number_{number + 1}") if number < 9 else ""))
    if pages > 1:
        more = pygame.Rect(area.right - 88, area.y, 88, 34)
        buttons.append(Button(more, f"More {prompt.page + 1}/{pages}",
                              lambda: prompt.turn_page(1, pages),
                              f"Page {prompt.page + 1} of {pages}: show the next options "
                              "(PageDown; PageUp goes back).", hotkey="PgDn", size=19))
    return buttons


def move_buttons(flow: BattleFlow, prompt: MovePrompt, area: pygame.Rect) -> list[Button]:
    """Stop here, End turn, and any other move choice."""
    right = area.right - 12
    stop, end = flow.keys.label("stop_moving"), flow.keys.label("end_turn")
    buttons = [Button(pygame.Rect(right - 160, area.bottom - 54, 160, 42), "Stop here",
                      prompt.stop, f"End your movement for this round ({stop} or {end}).",
                      primary=True, hotkey=stop, size=26)]
    x = right - 170
    for choice in prompt.others:
        label = describe(choice, flow.session.names, item_kind_of(flow))
        width = label_width(label, 21)
        x -= width
        seen = seen_match(flow.session, prompt.seat)
        tip = (release_words(seen, prompt.seat) if label == "Let go" else
               "Tear loose from the pin: 3 damage to every bot pinned together.")
        buttons.append(Button(pygame.Rect(x, area.bottom - 50, width, 36), label,
                              lambda c=choice: prompt.send(c), tip, size=21))
        x -= 10
    return buttons


def draw_panel(surface: pygame.Surface, flow: BattleFlow, area: pygame.Rect,
               styles: Sequence[TeamStyle], anim: Animation | None) -> Tips:
    """The panel's words and pictures (buttons are drawn by the scene); returns tooltips:
    the open prompt's panel, else an AI's shown answer, else the dice tray."""
    if flow.prompt is not None:
        return flow.prompt.draw_panel(surface, flow, area, styles)
    if flow.watching is not None:
        return _watch_words(surface, flow, area, styles)
    if flow.board.phase == "shop":
        return _shop_words(surface, flow, area)
    return _tray(surface, flow, area, styles, anim)


def _shop_words(surface: pygame.Surface, flow: BattleFlow, area: pygame.Rect) -> Tips:
    """Before round 1: who is still buying their bot, and who has bought."""
    names = flow.session.names
    buying = [names[seat] for seat, kind in flow.session.waiting() if kind == "build"]
    lines = ["The shop before round 1: bots left unbuilt are bought now, in secret.",
             f"Still buying: {', '.join(buying)}." if buying else "Every bot is bought."]
    for row, line in enumerate(lines):
        colour = theme.TEXT if row else theme.TEXT_DIM
        surface.blit(fitted(line, 22 if row else 18, colour, area.width - 28),
                     (area.x + 14, area.y + 16 + 34 * row))
    return []


def draw_pick(surface: pygame.Surface, flow: BattleFlow, prompt: PickPrompt,
              area: pygame.Rect, styles: Sequence[TeamStyle]) -> Tips:
    """The pick panel's words and dice."""
    shown = prompt.reach_seat
    title = ("Your reach" if shown == prompt.seat
             else f"{flow.session.names[shown]}'s reach")
    return draw_pick_panel(surface, prompt, area, styles[prompt.seat], flow.keys,
                           item_kind_of(flow), (title, styles[shown].colour))


def draw_list(surface: pygame.Surface, prompt: ListPrompt, area: pygame.Rect) -> Tips:
    """A plain list prompt's question."""
    words = fitted(prompt.request.prompt, 22, theme.TEXT, area.width - 28)
    surface.blit(words, (area.x + 14, area.y + 18))
    return []


def draw_move(surface: pygame.Surface, flow: BattleFlow, prompt: MovePrompt,
              area: pygame.Rect, styles: Sequence[TeamStyle]) -> Tips:
    """The move panel's words."""
    _move_words(surface, flow, prompt, area, styles)
    return []


def draw_aim(surface: pygame.Surface, flow: BattleFlow, area: pygame.Rect,
             styles: Sequence[TeamStyle]) -> Tips:
    """The aim panel: the order strip (its live line follows the mouse separately)."""
    return _strip(surface, flow, area, styles)


def watch_line(flow: BattleFlow) -> str:
    """What the AI on screen is about to do, in words (its aim and outcome, or its walk)."""
    watching = flow.watching
    if watching is None:
        return ""
    shown = watching.showing
    names = flow.session.names
    if shown.kind == "move":
        steps = len(watching.path) - 1
        end = watching.path[-1]
        return (f"{names[shown.seat]} walks {steps} hex{'es' if steps != 1 else ''} "
                f"to {end.q},{end.r}.")
    choice = describe(shown.choices[0], names, item_kind_of(flow))
    outcome = outcome_words(watching.preview, names, shown.seat, you=False)
    return f"{names[shown.seat]}: {choice}  =>  {outcome}"


def outcome_words(preview: Preview | None, names: Sequence[str], attacker: int,
                  you: bool = True) -> str:
    """Who does what to whom, the attacker named first: "you hit Jet for 3, you miss Oz;
    Jet COLLAPSES" (``you``: the attacker is the player reading it, else their name)."""
    subject = "you" if you else names[attacker]
    hit, miss = ("hit", "miss") if you else ("hits", "misses")

    def whom(seat: int) -> str:
        return ("yourself" if you else "itself") if seat == attacker else names[seat]

    damage = sorted((preview.damage if preview else {}).items())
    parts = [f"{subject} {hit} {whom(s)} for {d}" for s, d in damage]
    parts += [f"{subject} {miss} {whom(s)}" for s in (preview.missed if preview else ())]
    words = ", ".join(parts) if parts else f"{subject} {hit} nobody"
    falls = [f"{names[s]} COLLAPSES" for s in (preview.collapses if preview else ())]
    return "; ".join([words, *falls])


def _watch_words(surface: pygame.Surface, flow: BattleFlow, area: pygame.Rect,
                 styles: Sequence[TeamStyle]) -> Tips:
    """An AI's aim or walk about to happen: the attack order, then what it will do."""
    tips = _strip(surface, flow, area, styles) if flow.watching and \
        flow.watching.showing.kind == "aim" else []
    seat = flow.watching.showing.seat if flow.watching else 0
    y = area.y + STRIP + 14
    draw_badge(surface, styles[seat], (area.x + 26, y + 14), 11)
    surface.blit(text(watch_line(flow), 24, theme.ACCENT), (area.x + 46, y))
    keys = flow.keys
    hint = f"{keys.label('skip_animation')}: go on now   {keys.label('speed_cycle')}: faster"
    surface.blit(text(hint, 19, theme.TEXT_DIM), (area.x + 46, y + 36))
    return tips


def _strip(surface: pygame.Surface, flow: BattleFlow, area: pygame.Rect,
           styles: Sequence[TeamStyle]) -> Tips:
    strip = pygame.Rect(area.x, area.y + 2, area.width, STRIP)
    current = current_dice(flow)
    if isinstance(flow.prompt, AimPrompt):
        current = {(flow.prompt.seat, flow.prompt.die)}
    return draw_order_strip(surface, strip, flow.board, styles, flow.board.spent, current,
                            laced(flow))


def draw_live_line(surface: pygame.Surface, flow: BattleFlow, area: pygame.Rect) -> None:
    """The line that follows the mouse while aiming: what the pointed-at choice would do."""
    prompt = flow.prompt
    key = live_line_key(flow, area)
    if key is None or not isinstance(prompt, AimPrompt):
        return
    if _LIVE.get("key") != key:
        _LIVE["key"], _LIVE["line"] = key, _live_words(flow, prompt)
    colour = theme.DANGER if prompt.refusal else theme.ACCENT
    surface.blit(text(str(_LIVE["line"]), 21, colour), (area.x + 14, area.bottom - 34))


def live_line_key(flow: BattleFlow, area: pygame.Rect) -> tuple[object, ...] | None:
    """What the live line shows (None: no line)."""
    prompt = flow.prompt
    if not isinstance(prompt, AimPrompt) or prompt.options:
        return None
    return (id(prompt), prompt.action, prompt.pool is not None,
            prompt.hovered[0] if prompt.hovered else None, flow.keys.signature(), area.width,
            prompt.refusal)


_LIVE: dict[str, object] = {}
"""The last live line and what it was made for (it is rebuilt only when that changes)."""


def _live_words(flow: BattleFlow, prompt: AimPrompt) -> str:
    confirm, cancel = flow.keys.label("confirm"), flow.keys.label("cancel")
    if prompt.pool is not None and not prompt.hovered:
        return (f"Point at the hex where it should land (arrows + {confirm} work too; "
                f"{cancel}: back).")
    names = flow.session.names
    preview = prompt.current_preview
    if prompt.action is None or not prompt.action.aimed:
        return "Choose what to do with this die (keys 1-9)."
    if prompt.refusal:
        return prompt.refusal
    if preview is None:
        return (f"{prompt.action.label} (die {prompt.die}): point at a highlighted hex, or "
                f"step through them with the arrows/Tab; click or {confirm} fires.")
    choice = describe(prompt.hovered[0], names, item_kind_of(flow))
    note = f"  ({preview.notes[0]})" if preview.notes else ""
    return f"{choice}: {outcome_words(preview, names, prompt.seat)}{note}"


def _move_words(surface: pygame.Surface, flow: BattleFlow, prompt: MovePrompt,
                area: pygame.Rect, styles: Sequence[TeamStyle]) -> None:
    left = seen_match(flow.session, prompt.seat).state.move_left.get(prompt.seat, 0)
    name = flow.session.names[prompt.seat]
    keys = flow.keys
    line = (f"{name}: {left} move{'s' if left != 1 else ''} left. Click a highlighted hex (or "
            f"arrows + {keys.label('confirm')}) to walk there; {keys.label('stop_moving')} "
            "stops. Equal Moves alternate.")
    lines = wrap(line, 21, area.width - 28)
    for row, words in enumerate(lines[:2]):
        surface.blit(text(words, 21, theme.TEXT), (area.x + 14, area.y + 10 + row * 20))
    top = area.y + (48 if len(lines) == 1 else 56)
    _order_row(surface, flow, pygame.Rect(area.x + 14, top, area.width - 200, 40),
               styles, prompt.seat)


def _order_row(surface: pygame.Surface, flow: BattleFlow, rect: pygame.Rect,
               styles: Sequence[TeamStyle], current: int) -> None:
    """The movement order: slowest first, ties side by side, the mover underlined."""
    surface.blit(text("Order", 19, theme.TEXT_DIM), (rect.x, rect.y + 8))
    x = rect.x + 60
    names = flow.session.names
    for number, group in enumerate(flow.board.move_order):
        if number:
            surface.blit(text(">", 22, theme.TEXT_DIM), (x, rect.y + 6))
            x += 20
        for index, seat in enumerate(group):
            if index:
                surface.blit(text("/", 22, theme.TEXT_DIM), (x, rect.y + 6))
                x += 14
            draw_badge(surface, styles[seat], (x + 9, rect.y + 16), 8)
            label = text(names[seat], 20, theme.ACCENT if seat == current else theme.TEXT)
            surface.blit(label, (x + 22, rect.y + 7))
            if seat == current:
                pygame.draw.line(surface, theme.ACCENT, (x + 22, rect.y + 27),
                                 (x + 22 + label.get_width(), rect.y + 27), 2)
            x += 30 + label.get_width()


def _tray(surface: pygame.Surface, flow: BattleFlow, area: pygame.Rect,
          styles: Sequence[TeamStyle], anim: Animation | None) -> Tips:
    tips = _strip(surface, flow, area, styles)
    bots = flow.board.bots
    width = max(90, (area.width - 16) // max(1, len(bots)))
    tumbling = anim.event if anim is not None and isinstance(anim.event, ev.DiceRevealed) \
        else None
    for index, bot in enumerate(bots):
        cell = pygame.Rect(area.x + 8 + index * width, area.y + STRIP + 8, width - 8,
                           area.height - STRIP - 14)
        pygame.draw.rect(surface, (32, 36, 48), cell, border_radius=8)
        tumble = anim.progress if tumbling is not None and tumbling.player == bot.seat \
            else None
        tips += draw_bot_dice(surface, cell, bot, styles[bot.seat], tumble,
                              flow.board.round, still_choosing(flow, bot))
    return tips


def still_choosing(flow: BattleFlow, bot: ShownBot) -> bool | None:
    """During the pick: True while ``bot`` (human or AI) has not locked in its dice, False
    once it has; None outside the pick."""
    if flow.board.phase != "pick":
        return None
    return not bot.picked
