"""Tiled object templates (.tx, or .tj beside JSON maps) resolved into the map's own objects.

An object made from a template stores only what differs from it and names the template file;
Tiled fills in the rest when it opens the map. The guard (game/maps/tmx_guard.py) does the same
before anything reads the map, so a templated spawn keeps its name, shape and properties
(``order`` among them): the instance's attributes and properties win over the template's, the
template's other properties follow in the template's order. A template's tileset is added to
the map (and embedded with the map's own tilesets, under the same limits) unless the map already
uses it. Template files are read with the same size and nesting limits as maps and tilesets.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from xml.etree.ElementTree import Element

from game.maps.map_errors import MapError
from game.maps.map_limits import MAX_TEMPLATES

GID_FLAGS = 0xF0000000
SHAPES = ("point", "ellipse", "polygon", "polyline", "text")
TEMPLATE_FIX = ("open the map in Tiled, fix or replace the template (Template Editor), or "
                "detach the objects from it (right-click > Detach)")
Parse = Callable[[Path, str], Element]
AddTileset = Callable[[Element], None]
EMBEDDED_FROM = "embedded_from"
"""Attribute the guard leaves on an embedded tileset: the resolved path of its file."""


def resolve_templates(path: Path, root: Element, parse: Parse, add_tileset: AddTileset
                      ) -> None:
    """Merge every templated object of the map at ``path`` with its template file.

    ``parse`` reads a file within the limits, ``add_tileset`` embeds and checks a tileset
    element added to the map (both from game/maps/tmx_guard.py).
    """
    templates: dict[Path, Element] = {}
    for obj in root.iter("object"):
        source = obj.get("template")
        if source is None:
            continue
        file = (path.parent / source).resolve()
        if file not in templates:
            if len(templates) >= MAX_TEMPLATES:
                raise MapError(path, f"template {source}", f"the map uses more than "
                               f"{MAX_TEMPLATES} template files", "detach objects from "
                               "some templates (right-click > Detach)")
            templates[file] = _read_template(path, root, file, source, (parse, add_tileset))
        _merge(obj, templates[file])
        del obj.attrib["template"]


def _read_template(path: Path, root: Element, file: Path, source: str,
                   readers: tuple[Parse, AddTileset]) -> Element:
    """The template's <object>, its tile number (if any) in the map's numbering."""
    where = f"template {source}"
    if not source.strip() or not file.is_file():
        raise MapError(path, where, "the template file is missing", "keep the template "
                       "where the map points (beside the map, as saved) or " + TEMPLATE_FIX)
    element = readers[0](file, where)
    template = element.find("object")
    if element.tag != "template" or template is None:
        raise MapError(path, where, f"the file holds <{element.tag}>, not an object template",
                       TEMPLATE_FIX)
    template = _copy(template)
    tileset = element.find("tileset")
    if tileset is None or template.get("gid") is None:
        return template
    if not tileset.get("source"):
        raise MapError(path, where, "the template's tileset names no file", TEMPLATE_FIX)
    tileset_file = (file.parent / tileset.get("source", "")).resolve()
    firstgid = _map_firstgid(path, root, tileset_file, readers[1], where)
    gid = _whole(template.get("gid", "0"), path, where)
    local = (gid & ~GID_FLAGS) - _whole(tileset.get("firstgid", "1"), path, where)
    template.set("gid", str((gid & GID_FLAGS) | (firstgid + max(0, local))))
    return template


def _map_firstgid(path: Path, root: Element, tileset_file: Path, add_tileset: AddTileset,
                  where: str) -> int:
    """The map's first tile number for ``tileset_file``, adding the tileset if it is new."""
    after = 1
    for used in root.findall("tileset"):
        firstgid = _whole(used.get("firstgid", "1"), path, where)
        if used.get(EMBEDDED_FROM) == str(tileset_file):
            return firstgid
        count = max(len(used.findall("tile")), _whole(used.get("tilecount", "0"), path, where))
        after = max(after, firstgid + max(1, count))
    position = max((i for i, child in enumerate(root) if child.tag == "tileset"), default=-1)
    added = Element("tileset", {"firstgid": str(after), "source": str(tileset_file)})
    root.insert(position + 1, added)
    add_tileset(added)
    return after


def _whole(text: str, path: Path, where: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise MapError(path, where, f"'{text[:20]}' is not a whole number",
                       "open and re-save the map in Tiled") from None


def _merge(obj: Element, template: Element) -> None:
    """Fill ``obj`` in from ``template``: attributes, shape and properties it lacks."""
    for name, value in template.attrib.items():
        if name not in ("id", "x", "y") and name not in obj.attrib:
            obj.set(name, value)
    if not any(obj.find(shape) is not None for shape in SHAPES):
        for shape in SHAPES:
            found = template.find(shape)
            if found is not None:
                obj.append(_copy(found))
    _merge_properties(obj, template)


def _merge_properties(obj: Element, template: Element) -> None:
    inherited = template.find("properties")
    if inherited is None:
        return
    own = obj.find("properties")
    if own is None:
        own = Element("properties")
        obj.insert(0, own)
    mine = {prop.get("name"): prop for prop in own.findall("property")}
    merged = [_copy(prop) if mine.get(prop.get("name")) is None else mine.pop(prop.get("name"))
              for prop in inherited.findall("property")]
    merged += list(mine.values())
    own[:] = merged


def _copy(element: Element) -> Element:
    clone = Element(element.tag, dict(element.attrib))
    clone.text, clone.tail = element.text, None
    clone.extend(_copy(child) for child in element)
    return clone
