"""Tiled's JSON formats (.tmj maps, .tsj tilesets) turned into the XML elements of .tmx/.tsx.

The game reads maps through one path (game/maps/tmx_guard.py then pytmx), so a JSON map is
translated, element for element, into the tree Tiled would have written as XML; every check
and limit then applies to it exactly as to a .tmx. The JSON itself is decoded by
game/safe_json.py (bounded depth and numbers) after the file-size check.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, SubElement

from game.maps.map_errors import MapError
from game.safe_json import BadJson, parse

MAP_KEYS = ("orientation", "width", "height", "tilewidth", "tileheight", "hexsidelength",
            "staggeraxis", "staggerindex", "infinite", "renderorder", "parallaxoriginx",
            "parallaxoriginy")
TILESET_KEYS = ("firstgid", "source", "name", "tilewidth", "tileheight", "tilecount",
                "columns", "margin", "spacing")
LAYER_KEYS = ("id", "name", "width", "height", "offsetx", "offsety", "visible", "opacity",
              "tintcolor", "parallaxx", "parallaxy")
OBJECT_KEYS = ("id", "name", "x", "y", "width", "height", "rotation", "gid", "visible",
               "template")
RESAVE = "open it in Tiled and save it again, or export it as .tmx (File > Export As...)"


def decode(path: Path, raw: bytes, where: str) -> dict[str, Any]:
    """The JSON object in ``raw`` (a map or tileset file), or MapError saying why not."""
    try:
        data = parse(raw)
    except BadJson as error:
        raise MapError(path, where, f"the JSON cannot be read ({error})", RESAVE) from None
    if not isinstance(data, dict):
        raise MapError(path, where, "the JSON holds no object", RESAVE)
    return data


def map_element(path: Path, data: dict[str, Any]) -> Element:
    """The <map> element a .tmj map stands for."""
    if data.get("type", "map") != "map":
        raise MapError(path, "map", f"the JSON file is a Tiled {data.get('type')!s:.20}, "
                       "not a map", "pick the .tmj map file")
    try:
        root = Element("map", _attributes(data, MAP_KEYS))
        _properties(root, data.get("properties"))
        for tileset in _items(data.get("tilesets")):
            root.append(tileset_element(tileset))
        for layer in _items(data.get("layers")):
            _layer(root, layer)
    except (TypeError, ValueError, AttributeError) as error:
        raise MapError(path, "map", f"the JSON map holds something unexpected ({error})",
                       RESAVE) from None
    return root


def template_element(path: Path, data: dict[str, Any], where: str) -> Element:
    """The <template> element a .tj object template stands for."""
    try:
        template = Element("template")
        tileset = data.get("tileset")
        if isinstance(tileset, dict):
            SubElement(template, "tileset", _attributes(tileset, ("firstgid", "source")))
        obj = data.get("object")
        if isinstance(obj, dict):
            _object(template, obj)
    except (TypeError, ValueError, AttributeError, KeyError) as error:
        raise MapError(path, where, f"the JSON template holds something unexpected ({error})",
                       RESAVE) from None
    return template


def tileset_element(data: dict[str, Any]) -> Element:
    """The <tileset> element an embedded or .tsj tileset stands for."""
    tileset = Element("tileset", _attributes(data, TILESET_KEYS))
    offset = data.get("tileoffset")
    if isinstance(offset, dict):
        SubElement(tileset, "tileoffset", _attributes(offset, ("x", "y")))
    _image(tileset, data)
    _properties(tileset, data.get("properties"))
    for tile in _items(data.get("tiles")):
        element = SubElement(tileset, "tile", _attributes(tile, ("id",)))
        _properties(element, tile.get("properties"))
        _image(element, tile)
    return tileset


def _image(parent: Element, data: dict[str, Any]) -> None:
    if data.get("image"):
        SubElement(parent, "image", {"source": str(data["image"]),
                                     **_attributes(data, ("imagewidth", "imageheight"),
                                                   rename={"imagewidth": "width",
                                                           "imageheight": "height"})})


def _layer(parent: Element, data: dict[str, Any]) -> None:
    kind = data.get("type")
    attributes = _attributes(data, LAYER_KEYS)
    if kind == "tilelayer":
        layer = SubElement(parent, "layer", attributes)
        _properties(layer, data.get("properties"))
        _tile_data(layer, data)
    elif kind == "objectgroup":
        group = SubElement(parent, "objectgroup", attributes)
        _properties(group, data.get("properties"))
        for obj in _items(data.get("objects")):
            _object(group, obj)
    elif kind == "group":
        group = SubElement(parent, "group", attributes)
        _properties(group, data.get("properties"))
        for child in _items(data.get("layers")):
            _layer(group, child)
    elif kind == "imagelayer":
        layer = SubElement(parent, "imagelayer", {
            **attributes, **_attributes(data, ("repeatx", "repeaty", "tintcolor"))})
        _properties(layer, data.get("properties"))
        _image(layer, data)
    # other kinds are unknown to the game


def _tile_data(layer: Element, data: dict[str, Any]) -> None:
    if data.get("chunks") is not None:
        SubElement(SubElement(layer, "data", {"encoding": "csv"}), "chunk")
        return
    cells = data.get("data")
    if isinstance(cells, str):
        attributes = {"encoding": "base64"}
        if data.get("compression"):
            attributes["compression"] = str(data["compression"])
        SubElement(layer, "data", attributes).text = cells
    else:
        SubElement(layer, "data", {"encoding": "csv"}).text = ",".join(
            str(int(gid)) for gid in _items(cells, of=int))


def _object(group: Element, data: dict[str, Any]) -> None:
    obj = SubElement(group, "object", _attributes(data, OBJECT_KEYS))
    _properties(obj, data.get("properties"))
    if data.get("point"):
        SubElement(obj, "point")
    elif data.get("ellipse"):
        SubElement(obj, "ellipse")
    for shape in ("polygon", "polyline"):
        if isinstance(data.get(shape), list):
            points = " ".join(f"{float(p['x'])},{float(p['y'])}" for p in data[shape])
            SubElement(obj, shape, {"points": points})


def _properties(parent: Element, items: Any) -> None:
    props = [p for p in _items(items) if p.get("type") != "class"]  # ignored, as in .tmx
    if not props:
        return
    holder = SubElement(parent, "properties")
    for prop in props:
        value = prop.get("value")
        text = str(value).lower() if isinstance(value, bool) else str(value)
        attributes = {"name": str(prop.get("name", "")), "value": text}
        if prop.get("type"):
            attributes["type"] = str(prop["type"])
        SubElement(holder, "property", attributes)


def _attributes(data: dict[str, Any], keys: tuple[str, ...],
                rename: dict[str, str] | None = None) -> dict[str, str]:
    out = {}
    for key in keys:
        value = data.get(key)
        if value is None or isinstance(value, dict | list):
            continue
        text = ("1" if value else "0") if isinstance(value, bool) else str(value)
        out[(rename or {}).get(key, key)] = text
    return out


def _items(value: Any, of: type = dict) -> list[Any]:
    """A JSON list whose items are all ``of`` (None counts as empty); TypeError otherwise."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, of) for v in value):
        raise TypeError(f"expected a list of {'objects' if of is dict else 'numbers'}")
    return value
