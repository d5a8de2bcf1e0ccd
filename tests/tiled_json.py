"""Write a .tmx map (and a .tsx tileset) as Tiled's JSON formats, the way Tiled lays them out,
so tests can check a .tmj loads to the same arena as its .tmx."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.etree import ElementTree

NUMBERS = {"width", "height", "tilewidth", "tileheight", "hexsidelength", "id", "firstgid",
           "tilecount", "columns", "margin", "spacing", "x", "y", "gid", "imagewidth",
           "imageheight", "offsetx", "offsety"}


def _value(key: str, text: str) -> Any:
    if key not in NUMBERS:
        return text
    number = float(text)
    return int(number) if number.is_integer() else number


def _properties(element: ElementTree.Element) -> list[dict[str, Any]]:
    out = []
    for prop in element.findall("properties/property"):
        kind = prop.get("type", "string")
        value: Any = prop.get("value", "")
        value = int(value) if kind == "int" else value
        out.append({"name": prop.get("name"), "type": kind, "value": value})
    return out


def tmx_to_tmj(path: Path, tileset_source: str | None = None) -> dict[str, Any]:
    """The JSON document Tiled would write for the map at ``path``."""
    root = ElementTree.parse(path).getroot()
    doc: dict[str, Any] = {"type": "map", "infinite": root.get("infinite") == "1",
                           **{k: _value(k, v) for k, v in root.attrib.items()
                              if k not in ("infinite", "version", "tiledversion")}}
    doc["properties"] = _properties(root)
    doc["tilesets"] = [{"firstgid": int(t.get("firstgid", "1")),
                        "source": tileset_source or t.get("source")}
                       for t in root.findall("tileset")]
    doc["layers"] = []
    for layer in root.findall("layer"):
        data = layer.find("data")
        assert data is not None and data.text is not None
        doc["layers"].append({"type": "tilelayer", "name": layer.get("name"),
                              "width": int(layer.get("width", 0)),
                              "height": int(layer.get("height", 0)),
                              "data": [int(v) for v in data.text.replace("\n", "").split(",")
                                       if v.strip()]})
    for group in root.findall("objectgroup"):
        objects = []
        for obj in group.findall("object"):
            item = {k: _value(k, v) for k, v in obj.attrib.items()}
            item["point"] = obj.find("point") is not None
            item["properties"] = _properties(obj)
            objects.append(item)
        doc["layers"].append({"type": "objectgroup", "name": group.get("name"),
                              "objects": objects})
    return doc


def tsx_to_tsj(path: Path) -> dict[str, Any]:
    """The JSON document Tiled would write for the tileset at ``path`` (image collection)."""
    root = ElementTree.parse(path).getroot()
    doc: dict[str, Any] = {"type": "tileset", **{k: _value(k, v) for k, v in root.attrib.items()
                                                 if k not in ("version", "tiledversion")}}
    doc["tiles"] = []
    for tile in root.findall("tile"):
        image = tile.find("image")
        assert image is not None
        doc["tiles"].append({"id": int(tile.get("id", 0)), "properties": _properties(tile),
                             "image": str((path.parent / image.get("source", "")).resolve()),
                             "imagewidth": int(image.get("width", 0)),
                             "imageheight": int(image.get("height", 0))})
    return doc
