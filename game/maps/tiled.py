"""Load Tiled hexagonal maps (.tmx, or .tmj / .json JSON) into core Arenas, with clear errors.

A map is first measured against the limits of game/maps/map_limits.py and cleaned of what
pytmx cannot read (game/maps/tmx_guard.py), then read with pytmx (data only: its default
image loader touches no display) and checked against our conventions, which
docs/making-arenas.md explains to map authors:

* orientation hexagonal, not infinite; any stagger axis and index;
* a tile layer named ``terrain``: every non-empty cell's tile carries a ``terrain``
  property naming a known terrain kind; empty cells are outside the arena;
* an object layer named ``spawns`` with one object per starting hex (optional int
  property ``order``), and an optional object layer ``stations``;
* map properties ``name``, ``players`` (int) and ``rulesets`` (comma separated).

Anything wrong becomes one :class:`MapError` naming the file, the place, the
problem and the fix, so a menu can list the map as broken and carry on. The arena
is drawn at our tile size (``drawn_layout``); each cell keeps a reference to the
author's tile picture (game/maps/tile_refs.py) for the renderer.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from game import paths
from game.core.arena import TERRAIN_KINDS, Arena, Cell
from game.core.hexes import Hex, HexLayout
from game.maps.drawn_scale import drawn_layout
from game.maps.map_errors import MapError
from game.maps.map_files import map_files
from game.maps.tile_refs import TileRef, to_text
from game.maps.tile_terrain import check_some_terrain_named, is_old_corners, old_corners_error
from game.maps.tmx_guard import EXACT_OFFSET, read_map_tree
from game.safe_json import clean_text

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytmx imports pygame if present

import pytmx  # noqa: E402  (must follow the environment tweak above)

MAPS_DIR = paths.maps_dir()
TERRAIN_LAYER = "terrain"
SPAWNS_LAYER = "spawns"
STATIONS_LAYER = "stations"
MIN_SPAWNS = 2
__all__ = ["MAPS_DIR", "ArenaEntry", "MapError", "list_arenas", "load_arena", "object_hex"]


@dataclass(frozen=True)
class ArenaEntry:
    """One map file found by :func:`list_arenas`: its arena, or why it is broken."""

    path: Path
    arena: Arena | None
    error: MapError | None

    @property
    def name(self) -> str:
        """The arena's own name, or the file name for a broken map."""
        return self.arena.name if self.arena else self.path.stem

    @property
    def ok(self) -> bool:
        """True if the map loaded."""
        return self.arena is not None


def list_arenas(folder: str | Path = MAPS_DIR) -> list[ArenaEntry]:
    """Every map in ``folder`` (.tmx, .tmj or .json, any case), loaded or with its error, by
    name."""
    entries = []
    for path in map_files(folder):
        try:
            entries.append(ArenaEntry(path, load_arena(path), None))
        except MapError as error:
            entries.append(ArenaEntry(path, None, error))
    return sorted(entries, key=lambda e: (e.name.casefold(), str(e.path)))


def load_arena(path: str | Path) -> Arena:
    """Read a Tiled hexagonal map into an Arena; raise MapError if it is unusable.

    Nothing else ever escapes: a map we did not foresee still fails politely.
    """
    path = Path(path)
    try:
        tmx = _read_with_pytmx(path, read_map_tree(path))
        return _build_arena(path, tmx)
    except MapError:
        raise
    except Exception as exc:
        raise MapError(path, "map", f"unexpected content ({str(exc)[:200]})",
                       "open the map in Tiled, compare it with "
                       "maps/duel_pit.tmx and save it again") from exc


# -- reading ------------------------------------------------------------------

def _read_with_pytmx(path: Path, root: ElementTree.Element) -> pytmx.TiledMap:
    """pytmx over the checked tree (tilesets already embedded, so it opens no file)."""
    tmx = pytmx.TiledMap(allow_duplicate_names=True)
    tmx.filename = str(path)
    try:
        tmx.parse_xml(root)
    except Exception as exc:  # pytmx raises bare Exceptions, ValueErrors, KeyErrors...
        reason = str(exc)[:200] or type(exc).__name__
        raise MapError(path, "map", f"Tiled data could not be read ({reason})",
                       "open it in Tiled, save it again, and check it with tools/check_map.py"
                       ) from exc
    return tmx


# -- building -----------------------------------------------------------------

def _build_arena(path: Path, tmx: pytmx.TiledMap) -> Arena:
    layout = _layout(path, tmx)
    cells = _terrain_cells(path, tmx, layout)
    spawns, spawn_properties = _spawns(path, tmx, layout, cells)
    stations = _stations(path, tmx, layout, cells)
    props = tmx.properties
    players = _players(path, props, len(spawns))
    return Arena(
        name=clean_text(str(props.get("name") or path.stem.replace("_", " ").title())),
        cols=tmx.width, rows=tmx.height, cells=cells, spawns=spawns, stations=stations,
        layout=drawn_layout(layout), rulesets=_rulesets(props.get("rulesets", "")),
        max_players=players,
        source=str(path.resolve()), spawn_properties=spawn_properties,
    )


def _layout(path: Path, tmx: pytmx.TiledMap) -> HexLayout:
    side = round(float(tmx.hexsidelength or 0))
    if side <= 0 or tmx.tilewidth <= 0 or tmx.tileheight <= 0:
        raise MapError(path, "map", "tile size or hex side length is missing or zero",
                       "set Tile Width, Tile Height and Hex Side Length in Map Properties "
                       "(ours: 56, 64, 32)")
    try:
        return HexLayout(tmx.tilewidth, tmx.tileheight, side,
                         tmx.staggeraxis or "y", tmx.staggerindex or "odd")
    except ValueError as exc:
        raise MapError(path, "map", str(exc),
                       "set Stagger Axis to X or Y and Stagger Index to Odd or Even") from exc


def _tile_layer(path: Path, tmx: pytmx.TiledMap) -> pytmx.TiledTileLayer:
    layer = tmx.layernames.get(TERRAIN_LAYER)
    if not isinstance(layer, pytmx.TiledTileLayer):
        found = ", ".join(sorted(str(n) for n in tmx.layernames)) or "none"
        raise MapError(path, f"layer {TERRAIN_LAYER}",
                       f"no tile layer named '{TERRAIN_LAYER}' (layers: {found})",
                       f"draw the arena on a tile layer named '{TERRAIN_LAYER}'")
    return layer


def _terrain_cells(path: Path, tmx: pytmx.TiledMap, layout: HexLayout) -> dict[Hex, Cell]:
    layer = _tile_layer(path, tmx)
    _check_some_terrain_named(path, tmx, layer)
    cell_for_gid: dict[int, Cell] = {}
    cells: dict[Hex, Cell] = {}
    for col, row, gid in layer.iter_data():
        if not gid:
            continue
        if gid not in cell_for_gid:
            cell_for_gid[gid] = _cell_for_tile(path, tmx, gid, f"layer {TERRAIN_LAYER}, "
                                               f"cell ({col},{row})")
        cells[layout.offset_to_hex(col, row)] = cell_for_gid[gid]
    if not cells:
        raise MapError(path, f"layer {TERRAIN_LAYER}", "the layer is empty",
                       "paint the arena's hexes with tiles from hexbrawl.tsx")
    return cells


def _check_some_terrain_named(path: Path, tmx: pytmx.TiledMap,
                              layer: pytmx.TiledTileLayer) -> None:
    """One message for a map whose painted tiles (in known tilesets) name no terrain."""
    gids = {gid for _, _, gid in layer.iter_data() if gid and _has_tileset(tmx, gid)}
    tiles = [(str(tmx.get_tileset_from_gid(gid).name or "(unnamed)"),
              tmx.get_tile_properties_by_gid(gid) or {}) for gid in sorted(gids)]
    check_some_terrain_named(path, f"layer {TERRAIN_LAYER}", tiles)


def _cell_for_tile(path: Path, tmx: pytmx.TiledMap, gid: int, where: str) -> Cell:
    props: Mapping[str, Any] = tmx.get_tile_properties_by_gid(gid) or {}
    if not props and not _has_tileset(tmx, gid):
        raise MapError(path, where, f"tile number {tmx.tiledgidmap.get(gid, gid)} belongs to no "
                       "tileset", "add the tileset back (Map > Add External Tileset...) or "
                       "repaint these cells with tiles from hexbrawl.tsx")
    tile = f"tile {props.get('id', '?')} ({Path(str(props.get('source', 'no image'))).name})"
    terrain = props.get("terrain")
    known = ", ".join(TERRAIN_KINDS)
    if not terrain and props.get("decoration"):
        raise MapError(path, where, f"{tile} is a decoration, not terrain",
                       f"paint decorations on a tile layer of their own above "
                       f"'{TERRAIN_LAYER}' (Layer > New > Tile Layer)")
    if not terrain:
        raise MapError(path, where, f"{tile} has no 'terrain' property",
                       f"give the tile a 'terrain' property in the tileset ({known}), or "
                       "paint with tiles from hexbrawl.tsx")
    if is_old_corners(terrain):
        raise old_corners_error(path, where, tile, terrain,
                                f"'{tmx.get_tileset_from_gid(gid).name}'")
    if terrain not in TERRAIN_KINDS:
        raise MapError(path, where, f"{tile} has unknown terrain '{terrain}'",
                       f"use one of: {known} (new kinds must be registered in the game first)")
    return Cell(str(terrain), _tile_picture(path, tmx, gid, props))


def _has_tileset(tmx: pytmx.TiledMap, gid: int) -> bool:
    try:
        tmx.get_tileset_from_gid(gid)
    except (ValueError, KeyError):
        return False
    return True


def _tile_picture(path: Path, tmx: pytmx.TiledMap, gid: int,
                  props: Mapping[str, Any]) -> str | None:
    """The tile's own image, or its rectangle of the tileset image, with its flips.

    A missing file is not an error: the renderer falls back to our tile for the terrain.
    """
    flips = _flags_of(tmx, gid)
    source = props.get("source")
    if source:
        return to_text(TileRef(str((path.parent / str(source)).resolve()), None,
                               flips.flipped_horizontally, flips.flipped_vertically))
    tileset = tmx.get_tileset_from_gid(gid)
    image = getattr(tileset, "source", None)
    if not image:
        return None
    width, height = int(tileset.tilewidth), int(tileset.tileheight)
    spacing, margin = int(tileset.spacing or 0), int(tileset.margin or 0)
    columns = int(getattr(tileset, "columns", 0) or 0) or max(
        1, (int(getattr(tileset, "width", 0) or 0) - 2 * margin + spacing) // (width + spacing))
    local = tmx.tiledgidmap[gid] - int(tileset.firstgid)
    x = margin + (local % columns) * (width + spacing)
    y = margin + (local // columns) * (height + spacing)
    return to_text(TileRef(str((path.parent / str(image)).resolve()), (x, y, width, height),
                           flips.flipped_horizontally, flips.flipped_vertically))


def _flags_of(tmx: pytmx.TiledMap, gid: int) -> Any:
    """The flip flags pytmx registered for one of its gids."""
    for value in tmx.imagemap.values():
        if isinstance(value, tuple) and value[0] == gid and value[1] is not None:
            return value[1]
    return pytmx.TileFlags(False, False, False)


# -- objects ------------------------------------------------------------------

def _object_layer(tmx: pytmx.TiledMap, name: str) -> pytmx.TiledObjectGroup | None:
    layer = tmx.layernames.get(name)
    return layer if isinstance(layer, pytmx.TiledObjectGroup) else None


def _describe(obj: Any, layer_name: str) -> str:
    label = f"'{obj.name}'" if obj.name else "(unnamed)"
    return f"object {label} (id {obj.id}) in layer {layer_name}"


def object_hex(obj: Any, layout: HexLayout, offset: tuple[float, float] = (0, 0)) -> Hex:
    """The hex under a pytmx object's centre.

    pytmx has already moved tile objects from Tiled's bottom-left anchor to their
    top-left corner, so the centre of the bounding box works for points, tiles,
    rectangles and ellipses alike.
    """
    x = float(obj.x) + float(obj.width or 0) / 2 + offset[0]
    y = float(obj.y) + float(obj.height or 0) / 2 + offset[1]
    return layout.pixel_to_hex(x, y)


def _exact_offset(layer: Any) -> tuple[float, float]:
    """A layer's total offset (its groups' added), exact (game/maps/tmx_guard.py keeps it)."""
    return (float(getattr(layer, f"{EXACT_OFFSET}x", 0)),
            float(getattr(layer, f"{EXACT_OFFSET}y", 0)))


def object_shift(tmx: pytmx.TiledMap, layer: Any) -> tuple[float, float]:
    """What to add to an object's position in ``layer`` to read it on the arena's hexes.

    The hexes stay where the terrain layer's cells are, whatever that layer's offset; an
    object is read on the hex it is seen on in Tiled: moved by its own layer's (and groups')
    offsets, less the terrain layer's.
    """
    own, terrain = _exact_offset(layer), _exact_offset(tmx.layernames.get(TERRAIN_LAYER))
    return own[0] - terrain[0], own[1] - terrain[1]


def _placed_hexes(path: Path, tmx: pytmx.TiledMap, layer: pytmx.TiledObjectGroup,
                  layout: HexLayout, cells: Mapping[Hex, Cell]) -> list[tuple[Any, Hex]]:
    """Each object of a layer with its hex, checked to be an open hex of the arena."""
    offset = object_shift(tmx, layer)
    placed: list[tuple[Any, Hex]] = []
    used: dict[Hex, Any] = {}
    for obj in layer:
        h = object_hex(obj, layout, offset)
        where = _describe(obj, layer.name)
        if h not in cells:
            raise MapError(path, where, f"it is off the map (hex {h}, outside the arena)",
                           "drag it onto an open hex inside the arena")
        if TERRAIN_KINDS[cells[h].terrain].blocks_movement:
            raise MapError(path, where, f"it stands on a {cells[h].terrain} hex {h}",
                           "move it onto an open hex (floor, cover, ...)")
        if h in used:
            raise MapError(path, where, f"it shares hex {h} with {_describe(used[h], layer.name)}",
                           "give every object in this layer its own hex")
        used[h] = obj
        placed.append((obj, h))
    return placed


SortKey = tuple[bool, int, str, int, int]


def _spawn_order(path: Path, layer_name: str) -> Callable[[tuple[Any, Hex]], SortKey]:
    """Sort key: objects with an int ``order`` first (by it), then by name, then by place."""
    def key(item: tuple[Any, Hex]) -> SortKey:
        obj, h = item
        order = obj.properties.get("order")
        if order is not None:
            try:
                order = int(order)
            except (TypeError, ValueError) as exc:
                raise MapError(path, _describe(obj, layer_name),
                               f"property 'order' is {order!r}, not a whole number",
                               "make 'order' an int property (1, 2, 3, ...)") from exc
        return (order is None, order or 0, str(obj.name or ""), h.r, h.q)
    return key


def _spawns(path: Path, tmx: pytmx.TiledMap, layout: HexLayout, cells: Mapping[Hex, Cell]
            ) -> tuple[tuple[Hex, ...], tuple[Mapping[str, object], ...]]:
    """The spawn hexes in spawn order, and each one's properties besides ``order`` (an empty
    tuple when no spawn has any)."""
    layer = _object_layer(tmx, SPAWNS_LAYER)
    if layer is None:
        raise MapError(path, f"layer {SPAWNS_LAYER}", f"no object layer named '{SPAWNS_LAYER}'",
                       f"add an object layer called '{SPAWNS_LAYER}' with one point per "
                       "starting hex")
    placed = sorted(_placed_hexes(path, tmx, layer, layout, cells),
                    key=_spawn_order(path, layer.name))
    if len(placed) < MIN_SPAWNS:
        raise MapError(path, f"layer {SPAWNS_LAYER}",
                       f"{len(placed)} spawn point(s); a match needs at least {MIN_SPAWNS}",
                       f"add point objects to the '{SPAWNS_LAYER}' layer, one per bot")
    extra = tuple({k: v for k, v in (obj.properties or {}).items() if k != "order"}
                  for obj, _ in placed)
    return tuple(h for _, h in placed), extra if any(extra) else ()


def _stations(path: Path, tmx: pytmx.TiledMap, layout: HexLayout,
              cells: Mapping[Hex, Cell]) -> tuple[Hex, ...]:
    """Station objects if the map has a stations layer, else every station tile."""
    layer = _object_layer(tmx, STATIONS_LAYER)
    if layer is None:
        return tuple(sorted((h for h, c in cells.items() if c.terrain == "station"),
                            key=lambda h: (h.r, h.q)))
    placed = sorted(_placed_hexes(path, tmx, layer, layout, cells),
                    key=_spawn_order(path, layer.name))
    return tuple(h for _, h in placed)


# -- map properties -----------------------------------------------------------

def _players(path: Path, props: Mapping[str, Any], spawn_count: int) -> int:
    raw = props.get("players")
    if raw is None:
        return spawn_count
    try:
        players = int(raw)
    except (TypeError, ValueError) as exc:
        raise MapError(path, "map property players", f"'{raw}' is not a whole number",
                       "set players to the most bots this arena holds, e.g. 4") from exc
    if players < MIN_SPAWNS:
        raise MapError(path, "map property players", f"players is {players}",
                       f"set it to at least {MIN_SPAWNS}")
    if players > spawn_count:
        raise MapError(path, f"layer {SPAWNS_LAYER}",
                       f"players is {players} but there are only {spawn_count} spawn points",
                       f"add spawn points to the '{SPAWNS_LAYER}' layer or lower 'players'")
    return players


def _rulesets(raw: object) -> tuple[str, ...]:
    parts: Iterable[str] = str(raw or "").replace(";", ",").split(",")
    return tuple(p.strip().lower() for p in parts if p.strip())
