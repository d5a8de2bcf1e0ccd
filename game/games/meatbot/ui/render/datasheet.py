"""A bot's data sheet: Massacre, Move, Defend, Attack, Meat, Stomachs, devourables with ammo,
onco-rounds and bonds, as the viewing player may know them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.games.meatbot.rules.determinize import information_state
from game.games.meatbot.rules.devourables import BASIC_STOMACHS, DEVOURABLES
from game.games.meatbot.ui.battle.board import Board
from game.ui import theme
from game.ui.palette import TeamStyle
from game.ui.render.buttons import panel_surface
from game.ui.render.units import draw_badge, draw_meat_bar
from game.ui.text import text, wrap

ROW = 20
OPEN_BUILDS_TIP = ("Builds are open in this match (at most one human at the screen): every "
                   "bot's devourables show, as they would lie on the table.")
SECRET_BUILDS_TIP = ("Builds are secret in this match (several humans share the screen): "
                     "another bot's devourables show once it has used them.")


@dataclass(frozen=True)
class SheetRow:
    """One line of the sheet: a label, its value and a tooltip explaining it."""

    label: str
    value: str
    tip: str = ""


def known_bot(state: Any, seat: int, viewer: int | None) -> Any:
    """The core's bot ``seat`` as ``viewer`` may know it: with a hidden build (secret builds,
    or anybody else's while the shop before round 1 is open), a copy holding only its
    devourables seen so far, so base Move, base Defend and the dice limits shown do not give
    away an unused Chitin, leg graft or pump."""
    live = state.bots[seat]
    hidden = getattr(state.setup, "secret_builds", False) or state.phase == "shop"
    if seat == viewer or not hidden:
        return live
    return information_state(state, -1 if viewer is None else viewer).bots[seat]


def sheet_rows(board: Board, live: Any, view: Any, seat: int) -> list[SheetRow]:
    """The rows for ``seat``: shown values from ``board``, rules numbers from the core's bot
    ``live``, devourables from ``view`` (so hidden builds stay hidden)."""
    shown = board.bots[seat]
    bot_view = view.bots[seat]
    d4s = sum(shown.dice[0])
    bonded = any(seat in (a, b) and b is not None for _, a, b, _ in board.bonds)
    base_now = max(0, live.base_move - (2 if bonded else 0))  # a Lock or pin: -2 while it lasts
    move_now = max(0, base_now + d4s - live.move_drop)
    defend_now = shown.defend if shown.defend is not None else live.base_defend
    limits = live.limits()
    rows = [
        SheetRow("Massacre", str(live.massacre), "Most dice this jock can pick in a round."),
        SheetRow("Move", f"{live.base_move} base, {move_now} now",
                 "Hexes it may move: base Move (-2 while Locked or pinned to a bot) plus the d4s "
                 "rolled this round."),
        SheetRow("Defend", f"{live.base_defend} base, {defend_now} now",
                 "An attack hits when its die is at least this: base plus the best d6."),
        SheetRow("Attack", f"up to {limits[2]} d10",
                 "How many attack dice it may pick (Aggro Pump lifts the limit)."),
        SheetRow("Meat", f"{shown.meat} / {shown.max_meat}", "It collapses at 0 Meat."),
    ]
    kinds = [kind for _, kind, _ in bot_view.devourables]
    used = sum(DEVOURABLES[k].stomachs for k in kinds)
    hidden = " (some hidden)" if bot_view.build_hidden else ""
    rows.append(SheetRow("Stomachs", f"{used} of {BASIC_STOMACHS} filled{hidden}",
                         "Devourables fill Stomachs; a bot can only eat what still fits."))
    slugs = bot_view.onco_rounds
    if slugs:
        owners = ", ".join(sorted({board.bots[o].name for o in slugs}))
        rows.append(SheetRow("Onco-rounds", f"{len(slugs)} lodged ({owners})",
                             "Each works for its owner at the start of every round."))
    for kind, a, b, wall in board.bonds:
        if seat in (a, b):
            rows.append(SheetRow(kind.capitalize(), _bond_words(board, seat, kind, a, b, wall),
                                 "Bonded bots drag each other and lose 2 Move."))
    return rows


def _bond_words(board: Board, seat: int, kind: str, a: int, b: int | None,
                wall: Any) -> str:
    if b is None:
        return "pinned to a wall"
    other = board.bots[b if a == seat else a].name
    if kind == "lock":
        return f"biting {other}" if a == seat else f"bitten by {other}"
    return f"pinned to {other}"


def item_lines(view: Any, seat: int) -> list[tuple[str, str]]:
    """(label, tooltip) per devourable the viewer knows about, with ammo left."""
    lines = []
    for _, kind, ammo in view.bots[seat].devourables:
        info = DEVOURABLES[kind]
        label = kind if ammo is None else f"{kind} ({ammo} left)"
        lines.append((label, f"{kind}: {info.summary} Fills {info.stomachs} Stomachs."))
    return lines


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, board: Board, live: Any,
               view: Any, seat: int, style: TeamStyle,
               secret_builds: bool = False) -> list[tuple[pygame.Rect, str]]:
    """The sheet inside ``rect``, devourables as ``view``'s player knows them (so draw it
    with the view of the human at the screen); returns tooltip areas."""
    surface.blit(panel_surface(rect.size, 230), rect)
    shown = board.bots[seat]
    draw_badge(surface, style, (rect.x + 20, rect.y + 20), 11)
    status = "" if shown.active else ("  - ejected" if shown.ejected else "  - collapsed")
    surface.blit(text(shown.name + status, 26, theme.TEXT, True), (rect.x + 38, rect.y + 8))
    bar = pygame.Rect(rect.x + 12, rect.y + 38, rect.width - 24, 14)
    draw_meat_bar(surface, bar, shown.meat, shown.max_meat)
    tips: list[tuple[pygame.Rect, str]] = [(bar, f"Meat {shown.meat} of {shown.max_meat}")]
    y = rect.y + 60
    for row in sheet_rows(board, live, view, seat):
        surface.blit(text(row.label, 18, theme.TEXT_DIM), (rect.x + 12, y))
        surface.blit(text(row.value, 18, theme.TEXT), (rect.x + 104, y))
        tips.append((pygame.Rect(rect.x + 8, y, rect.width - 16, ROW), row.tip))
        y += ROW
    items = item_lines(view, seat)
    heading = "Devourables" if items else "No devourables"
    if view.bots[seat].build_hidden:
        heading = "Devourables seen" if items else "No devourables seen yet"
    surface.blit(text(heading, 18, theme.ACCENT), (rect.x + 12, y + 4))
    tips.append((pygame.Rect(rect.x + 8, y + 2, rect.width - 16, ROW),
                 SECRET_BUILDS_TIP if secret_builds else OPEN_BUILDS_TIP))
    y += ROW + 6
    for label, tip in items:
        if y > rect.bottom - ROW:
            break
        for part in wrap(label, 18, rect.width - 32)[:1]:
            surface.blit(text(part, 18, theme.TEXT), (rect.x + 22, y))
        tips.append((pygame.Rect(rect.x + 8, y, rect.width - 16, ROW), tip))
        y += ROW
    return tips
