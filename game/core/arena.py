"""Arena: the battlefield as pure data (terrain per hex, spawns, stations)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType

from game.core.hexes import Hex, HexLayout, between, neighbours


@dataclass(frozen=True, slots=True)
class TerrainKind:
    """What a kind of terrain does to movement and sight."""

    name: str
    blocks_movement: bool
    blocks_sight: bool
    description: str


TERRAIN_KINDS: dict[str, TerrainKind] = {
    kind.name: kind
    for kind in (
        TerrainKind("floor", False, False, "Open arena floor."),
        TerrainKind("wall", True, True, "Solid wall: blocks movement and line of sight."),
        TerrainKind("cover", False, False, "Debris and barricades: bots can stand in it."),
        TerrainKind("null", False, False, "Null field: a dampening zone near the walls."),
        TerrainKind("pickup", False, False, "A pick-up point where items appear."),
        TerrainKind("station", False, False, "A station bots can claim."),
    )
}


@dataclass(frozen=True, slots=True)
class Cell:
    """One hex of the arena: its terrain and, if known, the tile image drawn there."""

    terrain: str
    image: str | None = None


_PLAIN_CELLS: dict[str, Cell] = {}


def plain_cell(terrain: str) -> Cell:
    """The ``Cell`` of ``terrain`` with no tile image: immutable, so one is shared by every
    hex and arena (an arena read from JSON makes dozens at a time)."""
    found = _PLAIN_CELLS.get(terrain)
    if found is None:
        found = _PLAIN_CELLS[terrain] = Cell(terrain)
    return found


@dataclass(frozen=True)
class Arena:
    """A hex battlefield. Hexes not in ``cells`` are outside the arena."""

    name: str
    cols: int
    rows: int
    cells: Mapping[Hex, Cell]
    spawns: tuple[Hex, ...]
    stations: tuple[Hex, ...] = ()
    layout: HexLayout = field(default_factory=HexLayout)
    rulesets: tuple[str, ...] = ()
    max_players: int = 0
    source: str = ""
    spawn_properties: tuple[Mapping[str, object], ...] = ()
    """Each spawn's own properties from the map besides ``order``, in spawn order (empty
    when the map gives none); a game reads the ones it knows (MetalKrushers: facing, team)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", MappingProxyType(dict(self.cells)))

    def __contains__(self, h: object) -> bool:
        return h in self.cells

    def terrain(self, h: Hex) -> str:
        """Terrain name at ``h``; outside the arena counts as wall."""
        cell = self.cells.get(h)
        return cell.terrain if cell else "wall"

    def blocks_movement(self, h: Hex) -> bool:
        """True if nothing may enter ``h`` (a wall or off the map)."""
        cell = self.cells.get(h)
        return cell is None or TERRAIN_KINDS[cell.terrain].blocks_movement

    def blocks_sight(self, h: Hex) -> bool:
        """True if ``h`` stops line of sight (a wall or off the map)."""
        cell = self.cells.get(h)
        return cell is None or TERRAIN_KINDS[cell.terrain].blocks_sight

    def is_open(self, h: Hex) -> bool:
        """True if a bot could stand on ``h``."""
        return not self.blocks_movement(h)

    def open_neighbours(self, h: Hex) -> list[Hex]:
        """Neighbours of ``h`` a bot could step onto (ignoring other bots)."""
        return [n for n in neighbours(h) if not self.blocks_movement(n)]

    def has_line_of_sight(self, a: Hex, b: Hex) -> bool:
        """True if ``a`` and ``b`` can see each other: walls between them block, bots never do.

        Only hexes strictly between the two count. A line running exactly along
        hex edges is clear if either side of it is clear. The ends are put in a
        fixed order first, so the answer never depends on who looks at whom.
        """
        if b < a:
            a, b = b, a
        blocks = self.blocks_sight
        return not any(map(blocks, between(a, b, 1))) or not any(map(blocks, between(a, b, -1)))

    def open_hexes(self) -> list[Hex]:
        """Every hex a bot could stand on, in a stable order."""
        return list(self._open_hexes)

    @cached_property
    def _open_hexes(self) -> tuple[Hex, ...]:
        """``open_hexes``, worked out once (an arena never changes; a Mechaton deployment
        asks for them once per piece placed)."""
        return tuple(sorted((h for h in self.cells if self.is_open(h)),
                            key=lambda h: (h.r, h.q)))

    def hexes_with(self, terrain: str) -> list[Hex]:
        """Every hex of a given terrain, in a stable order."""
        return sorted((h for h, c in self.cells.items() if c.terrain == terrain),
                      key=lambda h: (h.r, h.q))


def open_arena(radius: int, walls: Iterable[Hex] = (), spawns: Iterable[Hex] = (),
               name: str = "Test arena") -> Arena:
    """A hexagon-shaped arena of floor (for tests and quick matches)."""
    from game.core.hexes import spiral

    wall_set = set(walls)
    wall, floor = plain_cell("wall"), plain_cell("floor")
    cells = {h: wall if h in wall_set else floor for h in spiral(Hex(0, 0), radius)}
    return Arena(name=name, cols=2 * radius + 1, rows=2 * radius + 1, cells=cells,
                 spawns=tuple(spawns))
