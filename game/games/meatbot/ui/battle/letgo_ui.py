"""The "let go?" prompt: a biter may open its jaws before the movement order is set.

The prompt shows what letting go would do before it is chosen: every bot the Lock frees gets
its Move back, and the map fills the hexes the biter could then reach and outlines those its
victim could reach. The outcome is worked out by the rules core on a throw-away copy of the
match (as ``preview`` does for attacks), so the screen never guesses at the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.hexes import Hex
from game.core.match import Choice, Request
from game.games.meatbot.rules import letgo as rules
from game.games.meatbot.rules import movement as mo
from game.games.meatbot.rules.choices import Hold, Release
from game.games.meatbot.ui.battle.prompts import ListPrompt, Send
from game.ui import theme
from game.ui.palette import TeamStyle
from game.ui.render import overlays as ov
from game.ui.render.projection import Projection
from game.ui.text import text, wrap

if TYPE_CHECKING:
    from game.games.meatbot.ui.battle.seen import KnownMatch

LABELS = {Hold(): "Keep the Lock", Release(): "Let go"}


@dataclass(frozen=True)
class LetGoPreview:
    """What letting go would change: each freed bot's Move (holding, then free) and the hexes
    it could then reach this round."""

    biter: int
    freed: tuple[int, ...]
    moves: dict[int, tuple[int, int]] = field(default_factory=dict)
    reach: dict[int, frozenset[Hex]] = field(default_factory=dict)

    def words(self, names: Sequence[str]) -> str:
        """The effect in a sentence, e.g. "Letting go: Red Move 0 -> 2, Nina Move 0 -> 2"."""
        parts = [f"{names[s]} Move {self.moves[s][0]} -> {self.moves[s][1]}"
                 for s in (self.biter, *self.freed)]
        victims = " and ".join(names[s] for s in self.freed)
        return (f"Letting go: {', '.join(parts)}; {victims} may walk away. Holding on keeps "
                f"{victims} slowed and at your jaws. Filled: where {names[self.biter]} could "
                f"go; outlined: where {victims} could go.")


def letgo_preview(match: KnownMatch, seat: int) -> LetGoPreview:
    """The outcome of ``seat`` letting go now, played by the core on a copy of the match."""
    state = match.state
    freed = tuple(b.b for b in state.bonds
                  if b.kind == "lock" and b.a == seat and b.b is not None)
    after = state.clone()
    after.apply(seat, Release())
    moves, reach = {}, {}
    for s in (seat, *freed):
        here = state.bots[s].hex
        moves[s] = (_move(state, s), _move(after, s))
        reach[s] = frozenset(h for h in after.destinations(s) if h != here)
    return LetGoPreview(seat, freed, moves, reach)


def _move(state: object, seat: int) -> int:
    """The Move ``seat`` has to go this round in ``state`` (Movement left, or its Move)."""
    if getattr(state, "phase", "") == "move":
        return int(state.move_left.get(seat, 0))  # type: ignore[attr-defined]
    return mo.current_move(state, state.bots[seat])  # type: ignore[attr-defined, arg-type]


class LetGoPrompt(ListPrompt):
    """Keep the Lock or let go, with the preview of what letting go does."""

    def __init__(self, request: Request, send: Send, match: KnownMatch) -> None:
        super().__init__(request, send)
        self.preview = letgo_preview(match, self.seat)

    def options(self, names: tuple[str, ...]) -> list[tuple[str, Choice]]:
        """(label, choice): "Keep the Lock" and "Let go"."""
        return [(LABELS.get(c, str(c)), c) for c in self.request.legal_choices()]

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """The two options, below the question and its preview in words."""
        from game.games.meatbot.ui.battle import panels

        return panels.list_buttons(flow, self, area, top=76)

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """The question and what letting go would do."""
        return draw_letgo_words(surface, self, area, flow.session.names)

    def board_marks(self, painter: Any, surface: pygame.Surface, proj: Any) -> None:
        """Where the biter (filled) and its victims (outlined) could go after letting go."""
        draw_letgo_reach(surface, proj, painter.stamps, self, painter.styles)


def release_words(match: KnownMatch, seat: int) -> str:
    """A tooltip for a "Let go" button: what it would do, in words."""
    if not rules.holds_lock(match.state, seat):
        return "Let go of the bot you hold in your jaws."
    return letgo_preview(match, seat).words(match.state.names)


def draw_letgo_reach(surface: pygame.Surface, proj: Projection, stamps: ov.HexStamps,
                     prompt: LetGoPrompt, styles: Sequence[TeamStyle]) -> None:
    """Fill where the biter could go after letting go; outline where each victim could."""
    preview = prompt.preview
    stamps.fill(surface, proj, preview.reach.get(preview.biter, ()),
                styles[preview.biter].colour, 80)
    for seat in preview.freed:
        ov.outline(surface, proj, preview.reach.get(seat, ()), styles[seat].colour, 3)


def draw_letgo_words(surface: pygame.Surface, prompt: LetGoPrompt, area: pygame.Rect,
                     names: Sequence[str]) -> list[tuple[pygame.Rect, str]]:
    """The question and, under it, what letting go would do (above the two buttons)."""
    surface.blit(text(prompt.request.prompt, 22, theme.TEXT), (area.x + 14, area.y + 8))
    lines = wrap(prompt.preview.words(names), 18, area.width - 28)
    for row, line in enumerate(lines[:2]):
        surface.blit(text(line, 18, theme.ACCENT), (area.x + 14, area.y + 34 + row * 17))
    return []
