"""What each kind of terrain does in the game on screen, for tooltips, legends and F1.

A game UI may declare ``TERRAIN: dict[kind, (label, what it does) | None]`` (see
``game.ui.games``): None says the kind has no effect in that game, so the map draws it muted
and the words say so. A kind the game does not declare (or a game that declares nothing)
falls back to the core's own description (``game.core.arena.TERRAIN_KINDS``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.core.arena import TERRAIN_KINDS
from game.core.hexes import Hex
from game.ui import theme
from game.ui.game_ui import GameUI

Meaning = tuple[str, str]
"""(label, what the terrain does)."""
READING_ORDER = ("floor", "wall", "cover", "station", "null", "pickup")


@dataclass(frozen=True)
class TerrainSection:
    """The rules reference's page listing what each terrain does in a game."""

    title: str
    paragraphs: tuple[str, ...]


def declared(ui: GameUI | None) -> dict[str, Meaning | None] | None:
    """The game's own terrain table, or None if it declares none."""
    table = ui.TERRAIN if ui is not None else None
    return dict(table) if table is not None else None


def meaning(ui: GameUI | None, kind: str) -> Meaning | None:
    """What ``kind`` does in the game of ``ui``: (label, words), or None for no effect."""
    table = declared(ui) or {}
    if kind in table:
        return table[kind]
    core = TERRAIN_KINDS.get(kind)
    return theme.terrain_label(kind), core.description if core else "Unknown terrain."


def muted_kinds(ui: GameUI | None) -> frozenset[str]:
    """The kinds the game says have no effect (drawn muted on its map)."""
    return frozenset(kind for kind, said in (declared(ui) or {}).items() if said is None)


def title_of(ui: GameUI | None) -> str:
    """The game's name ("this game" without one)."""
    return ui.TITLE if ui is not None and ui.TITLE else "this game"


def terrain_words(ui: GameUI | None, kind: str) -> str:
    """One sentence for a tooltip: "Wall: blocks ..." or "Cover: no effect in <game>"."""
    said = meaning(ui, kind)
    if said is None:
        return f"{theme.terrain_label(kind)}: no effect in {title_of(ui)}."
    label, words = said
    return f"{label}: {words}"


def hex_tip(ui: GameUI | None, kind: str, h: Hex) -> str:
    """A map tooltip's terrain part for hex ``h``."""
    return f"{terrain_words(ui, kind)} ({h.q},{h.r})"


def ordered(kinds: Iterable[str]) -> list[str]:
    """``kinds`` in a fixed reading order, unknown ones last (alphabetically)."""
    present = set(kinds)
    known = [kind for kind in READING_ORDER if kind in present]
    return known + sorted(present - set(READING_ORDER))


def terrain_section(ui: GameUI | None) -> TerrainSection | None:
    """The F1 page "Terrain" for a game that declares its terrain (None otherwise): what each
    kind does, then the kinds without effect, which the map draws muted."""
    table = declared(ui)
    if table is None:
        return None
    kinds = ordered(table)
    lines = [terrain_words(ui, kind) for kind in kinds if table[kind] is not None]
    idle = [theme.terrain_label(kind) for kind in kinds if table[kind] is None]
    if idle:
        lines.append(f"No effect in {title_of(ui)}: {', '.join(idle)}. Maps made for other "
                     "games may have them; the map draws them muted (greyed) here.")
    return TerrainSection("Terrain", tuple(lines))
