"""What a Tiled map looks like: its visible tile and image layers, in Tiled's drawing order.

The arena (game/maps/tiled.py) keeps only what the rules need: the terrain layer. The look of the
map, its decoration layers (trees, rocks, decals) with their opacity, tint, offsets and tile
flips, is read here from the same checked map tree (game/maps/tmx_guard.py), as plain data for the
renderer. Nothing here draws, and nothing here changes the arena.

A group passes its visibility, opacity, tint and offset on to the layers inside it, as in
Tiled. A layer (or group) with the bool property ``over_units`` set is drawn over the units.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from xml.etree import ElementTree

from game.maps.map_errors import MapError
from game.maps.tile_refs import TileRef
from game.maps.tmx_guard import EXACT_OFFSET, read_map_tree
from game.maps.tmx_layers import TURNED_120_ATTRIBUTE

TERRAIN_LAYER = "terrain"
OVER_UNITS = "over_units"
FLIP_H, FLIP_V, FLIP_D = 0x80000000, 0x40000000, 0x20000000
"""Tiled's flag bits; on a hexagonal map FLIP_D turns the tile by 60 degrees."""
GID_MASK = 0x0FFFFFFF
Colour = tuple[int, int, int, int]


@dataclass(frozen=True)
class PlacedTile:
    """One tile of a layer: its cell, its picture, Tiled's flips and its tileset's offset."""

    col: int
    row: int
    picture: TileRef
    flip_h: bool = False
    flip_v: bool = False
    turns: int = 0
    """Clockwise turns by 60 degrees about the tile's centre, done after the flips (on a
    hexagonal map Tiled's diagonal-flip flag means one turn and its hex flag two)."""
    tile_offset: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class PlacedObject:
    """A tile object: its picture stretched to its size, its bottom-left corner at ``x, y``
    (author pixels), turned clockwise by ``rotation`` degrees about that corner."""

    picture: TileRef
    x: float
    y: float
    width: float
    height: float
    rotation: float = 0.0
    flip_h: bool = False
    flip_v: bool = False


@dataclass(frozen=True)
class LookLayer:
    """A visible tile layer as Tiled draws it (group settings already folded in)."""

    name: str
    tiles: tuple[PlacedTile, ...]
    opacity: float = 1.0
    tint: Colour | None = None
    """Multiplied into every pixel (its alpha says how strongly), None for none."""
    offset: tuple[float, float] = (0.0, 0.0)
    over_units: bool = False
    is_terrain: bool = False
    """The arena's own terrain layer: the renderer draws the arena's cells in its place."""
    image: str | None = None
    """An image layer's picture (its top-left corner at the offset); None for a tile layer."""
    repeat: tuple[bool, bool] = (False, False)
    """An image layer repeated across the map sideways, downwards."""
    objects: tuple[PlacedObject, ...] = ()
    """An object layer's tile objects, in drawing order."""
    parallax: tuple[float, float] = (1.0, 1.0)
    """Tiled's parallax factor (its groups' multiplied in): 1 moves with the arena."""


@dataclass(frozen=True)
class MapLook:
    """Every visible tile layer of a map, bottom first, and the author's tile size."""

    layers: tuple[LookLayer, ...]
    tile_size: tuple[int, int]
    terrain_hidden: bool = False
    """The terrain layer is hidden in Tiled (then other layers show the arena)."""
    parallax_origin: tuple[float, float] = (0.0, 0.0)
    """The map's parallax origin (author pixels), as Tiled keeps it."""


@dataclass(frozen=True)
class _Inherited:
    visible: bool = True
    opacity: float = 1.0
    tint: Colour | None = None
    over_units: bool = False
    parallax: tuple[float, float] = (1.0, 1.0)


@dataclass
class _Tileset:
    firstgid: int
    sheet: TileRef | None
    tile_size: tuple[int, int]
    columns: int
    margin: int
    spacing: int
    offset: tuple[int, int]
    images: dict[int, str] = field(default_factory=dict)
    first_frames: dict[int, int] = field(default_factory=dict)
    """An animated tile's first frame: animations are shown still, as Tiled exports them."""

    def picture(self, local: int) -> TileRef | None:
        """The picture of tile ``local`` of this tileset, or None if it has none."""
        local = self.first_frames.get(local, local)
        if local in self.images:
            return TileRef(self.images[local])
        if self.sheet is None or local < 0:
            return None
        width, height = self.tile_size
        x = self.margin + (local % self.columns) * (width + self.spacing)
        y = self.margin + (local // self.columns) * (height + self.spacing)
        return TileRef(self.sheet.path, (x, y, width, height))


def read_look(path: str | Path) -> MapLook:
    """The look of the map at ``path``; MapError if it cannot be read (as for loading)."""
    path = Path(path)
    root = read_map_tree(path, keep_image_layers=True)
    tilesets = sorted((_tileset(t) for t in root.findall("tileset")),
                      key=lambda t: t.firstgid, reverse=True)
    width = int(root.get("width", 0))
    layers: list[LookLayer] = []
    hidden = [False]
    terrain = _terrain_offset(root)
    for element, inherited in _walk(root, _Inherited()):
        is_terrain = element.get("name") == TERRAIN_LAYER and not any(
            layer.is_terrain for layer in layers)
        if not inherited.visible:
            hidden[0] = hidden[0] or is_terrain
            continue
        if element.tag == "imagelayer":
            layer = _image_layer(path, element, inherited)
        elif element.tag == "objectgroup":
            layer = _object_layer(element, inherited, tilesets)
        else:
            layer = _look_layer(element, inherited, tilesets, width, is_terrain)
        layers.append(replace(  # the terrain never moves: every layer keeps its place by it
            layer, offset=(layer.offset[0] - terrain[0], layer.offset[1] - terrain[1]),
            parallax=(1.0, 1.0) if is_terrain else inherited.parallax))
    size = (int(root.get("tilewidth", 1)), int(root.get("tileheight", 1)))
    if hidden[0] and not any(layer.tiles or layer.image or layer.objects for layer in layers):
        hidden[0] = False  # nothing else would show the arena: draw the terrain after all
    origin = (_number(root, "parallaxoriginx"), _number(root, "parallaxoriginy"))
    return MapLook(tuple(layers), size, hidden[0], origin)


def _terrain_offset(root: ElementTree.Element) -> tuple[float, float]:
    """The total offset of the map's first tile layer named ``terrain`` (the arena's)."""
    for element in root.iter("layer"):
        if element.get("name") == TERRAIN_LAYER:
            return (float(element.get(f"{EXACT_OFFSET}x", 0)),
                    float(element.get(f"{EXACT_OFFSET}y", 0)))
    return 0.0, 0.0


def safe_look(path: str | Path) -> MapLook | None:
    """:func:`read_look`, or None when the file is gone or no longer readable."""
    try:
        return read_look(path)
    except (MapError, OSError):
        return None


def _walk(element: ElementTree.Element, inherited: _Inherited
          ) -> Iterator[tuple[ElementTree.Element, _Inherited]]:
    """Every tile layer under ``element`` in document (Tiled's drawing) order, with the
    settings its groups pass on folded into its own."""
    for child in element:
        if child.tag not in ("layer", "group", "imagelayer", "objectgroup"):
            continue
        own = _Inherited(
            visible=inherited.visible and child.get("visible", "1") not in ("0", "false"),
            opacity=inherited.opacity * _opacity(child),
            tint=_combine_tints(inherited.tint, _colour(child.get("tintcolor"))),
            over_units=inherited.over_units or _bool_property(child, OVER_UNITS),
            parallax=(inherited.parallax[0] * _factor(child, "parallaxx"),
                      inherited.parallax[1] * _factor(child, "parallaxy")))
        if child.tag == "group":
            yield from _walk(child, own)
        else:
            yield child, own


def _look_layer(element: ElementTree.Element, inherited: _Inherited,
                tilesets: list[_Tileset], map_width: int, is_terrain: bool) -> LookLayer:
    width = int(element.get("width", map_width)) or 1
    data = element.find("data")
    gids = [int(g) for g in (data.text or "").split(",") if g.strip()] if data is not None else []
    turned = {int(i) for i in element.get(TURNED_120_ATTRIBUTE, "").split(",") if i.strip()}
    tiles = tuple(tile for index, gid in enumerate(gids) if gid & GID_MASK
                  for tile in [_placed(index % width, index // width, gid, tilesets,
                                       index in turned)] if tile)
    offset = (float(element.get(f"{EXACT_OFFSET}x", 0)),
              float(element.get(f"{EXACT_OFFSET}y", 0)))
    return LookLayer(str(element.get("name", "")), tiles, inherited.opacity, inherited.tint,
                     offset, inherited.over_units, is_terrain)


def _image_layer(path: Path, element: ElementTree.Element, inherited: _Inherited
                 ) -> LookLayer:
    image = element.find("image")
    source = image.get("source") if image is not None else None
    offset = (float(element.get(f"{EXACT_OFFSET}x", 0)),
              float(element.get(f"{EXACT_OFFSET}y", 0)))
    repeat = tuple(element.get(f"repeat{axis}", "0") in ("1", "true") for axis in "xy")
    return LookLayer(str(element.get("name", "")), (), inherited.opacity, inherited.tint,
                     offset, inherited.over_units, False,
                     str((path.parent / source).absolute()) if source else None,
                     repeat)  # type: ignore[arg-type]


def _object_layer(element: ElementTree.Element, inherited: _Inherited,
                  tilesets: list[_Tileset]) -> LookLayer:
    """An object layer's visible tile objects (other objects are not pictures)."""
    found = [obj for obj in element.findall("object")
             if obj.get("gid") and obj.get("visible", "1") not in ("0", "false")]
    if element.get("draworder", "topdown") != "index":
        found.sort(key=lambda obj: _number(obj, "y"))
    objects = tuple(placed for obj in found for placed in [_tile_object(obj, tilesets)]
                    if placed)
    offset = (float(element.get(f"{EXACT_OFFSET}x", 0)),
              float(element.get(f"{EXACT_OFFSET}y", 0)))
    return LookLayer(str(element.get("name", "")), (), inherited.opacity, inherited.tint,
                     offset, inherited.over_units, objects=objects)


def _tile_object(obj: ElementTree.Element, tilesets: list[_Tileset]) -> PlacedObject | None:
    gid = int(_number(obj, "gid"))
    tile = _placed(0, 0, gid, tilesets, False)
    if tile is None:
        return None
    tileset = next(t for t in tilesets if t.firstgid <= gid & GID_MASK)
    width = _number(obj, "width") or tileset.tile_size[0]
    height = _number(obj, "height") or tileset.tile_size[1]
    return PlacedObject(tile.picture, _number(obj, "x"), _number(obj, "y"), width, height,
                        _number(obj, "rotation"), tile.flip_h, tile.flip_v)


def _number(element: ElementTree.Element, name: str) -> float:
    try:
        return float(element.get(name, 0))
    except ValueError:
        return 0.0


def _placed(col: int, row: int, gid: int, tilesets: list[_Tileset],
            turned_120: bool) -> PlacedTile | None:
    plain = gid & GID_MASK
    tileset = next((t for t in tilesets if t.firstgid <= plain), None)
    picture = tileset.picture(plain - tileset.firstgid) if tileset else None
    if tileset is None or picture is None:
        return None
    turns = (1 if gid & FLIP_D else 0) + (2 if turned_120 else 0)
    return PlacedTile(col, row, picture, bool(gid & FLIP_H), bool(gid & FLIP_V), turns,
                      tileset.offset)


def _tileset(element: ElementTree.Element) -> _Tileset:
    image = element.find("image")
    size = (int(element.get("tilewidth", 1)) or 1, int(element.get("tileheight", 1)) or 1)
    margin, spacing = int(element.get("margin", 0)), int(element.get("spacing", 0))
    columns = int(element.get("columns", 0) or 0)
    if image is not None and columns <= 0:
        columns = (int(image.get("width", 0) or 0) - 2 * margin + spacing) // (size[0] + spacing)
    offset_element = element.find("tileoffset")
    offset = (0, 0) if offset_element is None else (
        round(float(offset_element.get("x", 0))), round(float(offset_element.get("y", 0))))
    tileset = _Tileset(int(element.get("firstgid", 1)),
                       TileRef(image.get("source", "")) if image is not None else None,
                       size, max(1, columns), margin, spacing, offset)
    for tile in element.findall("tile"):
        frame = tile.find("animation/frame")
        if frame is not None:
            tileset.first_frames[int(tile.get("id", -1))] = int(frame.get("tileid", 0))
        tile_image = tile.find("image")
        if tile_image is not None and tile_image.get("source"):
            tileset.images[int(tile.get("id", -1))] = str(tile_image.get("source"))
    return tileset


def _factor(element: ElementTree.Element, name: str) -> float:
    """A parallax factor (1 when absent or not a finite number)."""
    try:
        value = float(element.get(name, 1))
    except ValueError:
        return 1.0
    return value if math.isfinite(value) else 1.0


def _opacity(element: ElementTree.Element) -> float:
    try:
        return min(1.0, max(0.0, float(element.get("opacity", 1))))
    except ValueError:
        return 1.0


def _colour(text: str | None) -> Colour | None:
    """Tiled's ``#RRGGBB`` or ``#AARRGGBB``; None if absent or not a colour."""
    digits = (text or "").strip().lstrip("#")
    if len(digits) not in (6, 8):
        return None
    try:
        value = int(digits, 16)
    except ValueError:
        return None
    alpha = (value >> 24) & 0xFF if len(digits) == 8 else 255
    return (value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF, alpha


def _combine_tints(outer: Colour | None, inner: Colour | None) -> Colour | None:
    if outer is None or inner is None:
        return outer or inner
    return tuple(a * b // 255 for a, b in zip(outer, inner, strict=True))  # type: ignore[return-value]


def _bool_property(element: ElementTree.Element, name: str) -> bool:
    for prop in element.findall("properties/property"):
        if prop.get("name") == name:
            return str(prop.get("value", "")).strip().lower() in ("true", "1")
    return False
