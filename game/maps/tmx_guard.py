"""A Tiled map's XML, read within the limits and cleaned so pytmx can load it.

Runs before pytmx sees anything, so every refusal names the true reason: the file's size, the
map's declared size, broken XML or JSON. It also smooths over what Tiled writes
every day and pytmx chokes on: external tilesets are read here (within the same limits) and
embedded, class-typed custom properties are dropped (we use none), image layers are dropped
(the game draws none), fractional layer offsets are kept exactly beside a whole-pixel copy for
pytmx, and layer data is decoded with a byte ceiling (game/maps/tmx_layers.py). Tiled's JSON
maps and tilesets (.tmj, .tsj) are translated into the same tree (game/maps/tmj.py) and checked the
same way.
"""

from __future__ import annotations

import math
from pathlib import Path
from xml.etree import ElementTree

from game.maps import tmj
from game.maps.map_errors import MapError
from game.maps.map_limits import (
    MAX_FILE_BYTES,
    MAX_LAYERS,
    MAX_MAP_SIDE,
    MAX_OBJECTS,
    MAX_TILE_SIDE,
    MAX_TILES_PER_TILESET,
    MAX_TILESETS,
    MAX_XML_DEPTH,
    summary,
)
from game.maps.tmx_layers import decode_layer

JSON_SUFFIXES = (".tmj", ".tsj", ".json")
LAYER_TAGS = ("layer", "objectgroup", "imagelayer", "group")
EXACT_OFFSET = "exact_offset"
"""Attribute prefix where the exact (maybe fractional) total offset of a layer is kept."""
NUMBER_TYPES = {"int": int, "object": int, "float": float}
WHOLE_ATTRIBUTES = ("id", "firstgid", "columns", "margin", "spacing", "tilecount", "gid",
                    "tilewidth", "tileheight", "tileid", "duration", "nextobjectid",
                    "nextlayerid")
REAL_ATTRIBUTES = ("x", "y", "width", "height", "rotation", "opacity")
"""Attributes pytmx turns into numbers: checked first so a bad one is named as such."""
PROPERTY_TYPES = {"string", "int", "float", "bool", "color", "file", "object"}
CHUNK = 64 * 1024


def read_map_tree(path: Path, keep_image_layers: bool = False) -> ElementTree.Element:
    """The checked, cleaned <map> element of the file at ``path``; MapError if unusable.

    A Tiled JSON map (.tmj) is translated into the same tree first (game/maps/tmj.py). Image
    layers are dropped (pytmx cannot read an empty one) unless ``keep_image_layers``: the
    map's look (game/maps/map_look.py) draws them and reads no tree with pytmx.
    """
    root = parse_file(path, "map")
    check_map_element(path, root)
    embed_tilesets(path, root)
    _check_counts(path, root)
    _check_numbers(path, root)
    _clean_properties(path, root)
    if not keep_image_layers:
        _drop_image_layers(root)
    _settle_offsets(path, root, (0.0, 0.0))
    size = (int(root.get("width", 0)), int(root.get("height", 0)))
    for layer in root.iter("layer"):
        decode_layer(path, layer, size)
    return root


def parse_file(path: Path, what: str) -> ElementTree.Element:
    """Parse a map or tileset no bigger than MAX_FILE_BYTES: XML nested no deeper than the
    limit, or Tiled JSON (by its suffix or its first character) translated to the same."""
    raw = _read_capped(path, what)
    if path.suffix.lower() in JSON_SUFFIXES or raw.lstrip()[:1] in (b"{", b"["):
        data = tmj.decode(path, raw, what)
        if what == "map":
            return tmj.map_element(path, data)
        return _json_tileset(path, data, what)
    if b"<!ENTITY" in raw:
        raise MapError(path, what, "the XML declares entities, which Tiled never writes",
                       "open and re-save it in Tiled")
    return _parse_bytes(path, raw)


def _json_tileset(path: Path, data: dict[str, object], where: str) -> ElementTree.Element:
    if data.get("type", "tileset") != "tileset":
        raise MapError(path, where, "the JSON file is not a tileset", "point the map at a "
                       ".tsx or .tsj tileset with Replace Tileset")
    try:
        return tmj.tileset_element(data)
    except (TypeError, ValueError, AttributeError) as error:
        raise MapError(path, where, f"the JSON tileset holds something unexpected ({error})",
                       tmj.RESAVE) from None


def _read_capped(path: Path, what: str) -> bytes:
    try:
        size = path.stat().st_size
    except OSError:
        raise MapError(path, what, "file not found",
                       "check the path; arenas are .tmx files saved by Tiled, kept in maps/"
                       ) from None
    if size > MAX_FILE_BYTES:
        raise MapError(path, what, f"the file is {size // 1024} KB, over the "
                       f"{MAX_FILE_BYTES // 1024} KB limit ({summary()})",
                       "make the map smaller, or save its layers as Base64 (zlib compressed)")
    return path.read_bytes()


def _parse_bytes(path: Path, raw: bytes) -> ElementTree.Element:
    parser: ElementTree.XMLPullParser[ElementTree.Element] = ElementTree.XMLPullParser(
        ("start", "end"))
    depth = 0
    root: ElementTree.Element | None = None
    try:
        for start in range(0, len(raw) + CHUNK, CHUNK):
            if start < len(raw):
                parser.feed(raw[start:start + CHUNK])
            else:
                parser.close()
            # only "start" and "end" are asked for: each comes with its element
            for event, element in parser.read_events():  # type: ignore[misc]
                depth += 1 if event == "start" else -1
                if root is None and isinstance(element, ElementTree.Element):
                    root = element
                if depth > MAX_XML_DEPTH:
                    raise MapError(path, "map", f"elements nest more than {MAX_XML_DEPTH} deep",
                                   "open and re-save it in Tiled")
    except LookupError:
        raise MapError(path, "line 1", "the XML declaration names an unknown text encoding",
                       "save it again in Tiled (it writes UTF-8)") from None
    except ElementTree.ParseError as exc:
        line, column = exc.position
        raise MapError(path, f"line {line}, column {column}", "the XML is broken or cut short",
                       "open and re-save it in Tiled, or restore it from version control"
                       ) from None
    if root is None:
        raise MapError(path, "map", "the file is empty", "restore it from version control")
    return root


def _whole(path: Path, element: ElementTree.Element, name: str, where: str, low: int,
           high: int, default: str = "0") -> int:
    text = element.get(name, default)
    try:
        value = int(text)
    except ValueError:
        raise MapError(path, where, f"{name} is '{text[:20]}', not a whole number",
                       "open and re-save it in Tiled") from None
    if not low <= value <= high:
        raise MapError(path, where, f"{name} is {value}, outside {low}..{high} "
                       f"(limits: {summary()})", _fix_for(name))
    return value


def _fix_for(name: str) -> str:
    if name in ("width", "height"):
        return "make the map smaller with Map > Resize Map"
    if name.startswith("offset"):
        return "set the layer's Offset in the Layers panel's properties to a number"
    return ("set Tile Width, Tile Height and Hex Side Length in Map Properties (ours: 56, 64, "
            "32)")


def check_map_element(path: Path, root: ElementTree.Element) -> None:
    """The <map> itself: hexagonal, finite, and within the size limits."""
    if root.tag != "map":
        raise MapError(path, "map", f"the file holds <{root.tag}>, not a Tiled <map>",
                       "pick the .tmx map file, not a tileset or another XML file")
    orientation = root.get("orientation", "orthogonal")
    if orientation != "hexagonal":
        raise MapError(path, "map", f"orientation is {orientation}, not hexagonal",
                       "set Orientation to Hexagonal under Map > Map Properties (tiles 56x64, "
                       "hex side 32), or start from a copy of a map in maps/")
    if root.get("infinite", "0") == "1":
        raise MapError(path, "map", "the map is infinite",
                       "untick Infinite under Map > Map Properties so it has a fixed size")
    width, height = (_whole(path, root, name, "map", 0, 1 << 30) for name in ("width", "height"))
    if not (0 < width <= MAX_MAP_SIDE and 0 < height <= MAX_MAP_SIDE):
        raise MapError(path, "map", f"the map is {width}x{height} hexes; the game takes at most "
                       f"{MAX_MAP_SIDE}x{MAX_MAP_SIDE} (limits: {summary()})",
                       "set its size with Map > Resize Map")
    for name in ("tilewidth", "tileheight"):
        _whole(path, root, name, "map", 1, MAX_TILE_SIDE)
    _number(path, root, "hexsidelength", "map", 0, MAX_TILE_SIDE)


def _number(path: Path, element: ElementTree.Element, name: str, where: str, low: float,
            high: float) -> float:
    text = element.get(name, "0")
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not low <= value <= high:  # also false for NaN
        raise MapError(path, where, f"{name} is '{text[:20]}', not a number in {low}..{high}",
                       _fix_for(name))
    return value


# -- tilesets -----------------------------------------------------------------

def embed_tilesets(path: Path, root: ElementTree.Element) -> None:
    """Read each external tileset (within the limits) into the map, image paths made absolute."""
    tilesets = root.findall("tileset")
    if len(tilesets) > MAX_TILESETS:
        raise MapError(path, "map", f"{len(tilesets)} tilesets, over the limit of "
                       f"{MAX_TILESETS}", "merge or remove unused tilesets (Map > Remove "
                       "Unused Tilesets... in newer Tiled)")
    for tileset in tilesets:
        source = tileset.get("source")
        folder = path.parent
        if source is not None and not source.strip():
            raise MapError(path, "tileset", "a tileset names no file (source is empty)",
                           "point it at hexbrawl.tsx with Replace Tileset in the Tilesets panel")
        if source:
            folder = _embed(path, tileset, source)
        _check_tileset(path, tileset, source or str(tileset.get("name", "(unnamed)")))
        for image in tileset.iter("image"):
            if image.get("source"):
                image.set("source", str((folder / image.get("source", "")).absolute()))


def _embed(path: Path, tileset: ElementTree.Element, source: str) -> Path:
    where = f"tileset {source}"
    file = path.parent / source
    if not file.is_file():
        raise MapError(path, where, "the tileset file is missing",
                       "keep the map in maps/ so ../assets/tiles/hexbrawl.tsx is found, or "
                       "point it there with Replace Tileset in Tiled's Tilesets panel")
    external = parse_file(file, where)
    if external.tag != "tileset":
        raise MapError(path, where, f"the file holds <{external.tag}>, not a <tileset>",
                       "point the map at a .tsx tileset with Replace Tileset")
    firstgid = tileset.get("firstgid", "1")
    tileset.attrib = {**external.attrib, "firstgid": firstgid}
    tileset[:] = list(external)
    return file.parent


def _check_tileset(path: Path, tileset: ElementTree.Element, label: str) -> None:
    where = f"tileset {label}"
    _whole(path, tileset, "firstgid", where, 1, 1 << 28, "1")
    smallest = 1 if tileset.find("image") is not None else 0  # a sheet is cut by tile size
    for name in ("tilewidth", "tileheight"):
        _whole(path, tileset, name, where, smallest, MAX_TILE_SIDE)
    tiles = tileset.findall("tile")
    if len(tiles) > MAX_TILES_PER_TILESET:
        raise MapError(path, where, f"{len(tiles)} tiles, over the limit of "
                       f"{MAX_TILES_PER_TILESET}", "split the tileset or remove unused tiles")
    for tile in tiles:
        _whole(path, tile, "id", where, 0, 1 << 28)


# -- counts, properties, layers -----------------------------------------------

def _check_counts(path: Path, root: ElementTree.Element) -> None:
    layers = sum(1 for e in root.iter() if e.tag in LAYER_TAGS)
    if layers > MAX_LAYERS:
        raise MapError(path, "map", f"{layers} layers, over the limit of {MAX_LAYERS}",
                       "merge or delete layers")
    objects = sum(1 for _ in root.iter("object"))
    if objects > MAX_OBJECTS:
        raise MapError(path, "map", f"{objects} objects, over the limit of {MAX_OBJECTS}",
                       "delete objects the arena does not need")


def _check_numbers(path: Path, root: ElementTree.Element) -> None:
    """Every attribute pytmx casts to a number holds one (finite; whole where it must be)."""
    for element in root.iter():
        for name, text in element.attrib.items():
            whole = name in WHOLE_ATTRIBUTES or (element.tag == "image" and name in
                                                 ("width", "height"))
            if not whole and name not in REAL_ATTRIBUTES:
                continue
            try:
                value = int(text) if whole else float(text)
                ok = math.isfinite(value) and abs(value) < 1 << 40
            except ValueError:
                ok = False
            if not ok:
                label = element.get("name") or element.get("id") or ""
                kind = "a whole number" if whole else "a number"
                raise MapError(path, f"<{element.tag}> {label}".strip(),
                               f"its {name} is '{text[:20]}', not {kind}",
                               "open and re-save it in Tiled, or restore it from version "
                               "control")


def _clean_properties(path: Path, root: ElementTree.Element) -> None:
    """Drop class-typed properties; check typed values so pytmx's casts cannot fail."""
    for group in list(root.iter("properties")):
        for prop in list(group.findall("property")):
            kind = prop.get("type", "string")
            if kind == "class":
                group.remove(prop)
            elif kind not in PROPERTY_TYPES:
                prop.attrib.pop("type")
            else:
                _check_value(path, prop, kind)


def _check_value(path: Path, prop: ElementTree.Element, kind: str) -> None:
    value = prop.get("value")
    name = prop.get("name", "?")
    if kind == "bool":
        if value not in (None, "true", "false", "0", "1"):
            prop.set("value", "false")
        return
    cast = NUMBER_TYPES.get(kind)
    if cast is None:
        return
    try:
        number = cast(value)  # None fails here, as in pytmx
        ok = math.isfinite(number)
    except (TypeError, ValueError, OverflowError):
        ok = False
    if not ok:
        raise MapError(path, f"property {name}", f"it is a {kind} property holding "
                       f"'{str(value)[:20]}'", f"give it a {kind} value in Tiled")


def _drop_image_layers(root: ElementTree.Element) -> None:
    """The game draws no image layers; Tiled writes one without an image before one is
    chosen, which pytmx cannot read."""
    for parent in list(root.iter()):
        for child in list(parent):
            if child.tag == "imagelayer":
                parent.remove(child)


def _settle_offsets(path: Path, element: ElementTree.Element,
                    base: tuple[float, float]) -> None:
    """Give pytmx whole-pixel offsets; keep each layer's exact total offset (its groups'
    offsets added) in ``exact_offsetx`` / ``exact_offsety``."""
    for child in element:
        if child.tag not in LAYER_TAGS:
            continue
        where = f"layer {child.get('name', '(unnamed)')}"
        total = (base[0] + _offset(path, child, "offsetx", where),
                 base[1] + _offset(path, child, "offsety", where))
        child.set(f"{EXACT_OFFSET}x", repr(total[0]))
        child.set(f"{EXACT_OFFSET}y", repr(total[1]))
        if child.tag == "group":
            _settle_offsets(path, child, total)


def _offset(path: Path, element: ElementTree.Element, name: str, where: str) -> float:
    limit = float(MAX_MAP_SIDE * MAX_TILE_SIDE)
    value = _number(path, element, name, where, -limit, limit) if name in element.attrib else 0.0
    if name in element.attrib:
        element.set(name, str(round(value)))
    return value
