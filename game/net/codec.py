"""Views, requests and events as plain JSON, and back, without executing anything.

The rules core's views, requests and events are frozen dataclasses of a few shapes (ints,
strs, tuples, dicts, frozensets, enums, other dataclasses). ``encode`` writes them as JSON
values with small tags; ``decode`` rebuilds them, but only classes that live in the rules
core (``game.core``) or the match's own ruleset package, and only dataclasses or enums: a
name from the wire never reaches anything else (no pickle, no eval, no arbitrary import).
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import json
import math
import sys
from types import MappingProxyType
from typing import Any

from game.core.arena import Arena
from game.core.ruleset import RULESETS

ALLOWED_ROOTS = ("game.core.",)
"""Packages any match's classes may come from (besides the ruleset's own package)."""

MAX_DEPTH = 64
"""Nesting deeper than this is refused (a hostile message cannot exhaust the stack)."""


class CodecError(ValueError):
    """A value that cannot be written to, or read from, the wire."""


def class_tag(cls: type) -> str:
    """How a class is named on the wire: "module:QualName"."""
    return f"{cls.__module__}:{cls.__qualname__}"


_PLAIN = (type(None), bool, int, str)
"""Types written as they are (exactly these: an int enum is not one of them)."""

_RECORDS: dict[type, tuple[str, tuple[str, ...]] | None] = {}
"""Per class: its wire tag and field names if it is a dataclass, else None (looked up once:
``dataclasses.fields`` on every value was most of the cost of a message)."""


def _record(kind: type) -> tuple[str, tuple[str, ...]] | None:
    known = _RECORDS.get(kind, False)
    if known is False:
        known = ((class_tag(kind), tuple(f.name for f in dataclasses.fields(kind)))
                 if dataclasses.is_dataclass(kind) else None)
        _RECORDS[kind] = known
    return known  # type: ignore[return-value]


_KEPT: dict[int, tuple[Any, Any]] = {}
"""Encodings of arenas by identity (an arena is immutable and shared by every view of a
match; MetalKrushers' view carries it, so it was encoded again for every message)."""
KEEP_AT_MOST = 256


def encode(value: Any, depth: int = 0) -> Any:
    """A JSON-able form of a view, request, event or choice (tags: $c class, $t tuple,
    $n named tuple, $d dict, $m read-only dict, $f frozenset, $e enum)."""
    if depth > MAX_DEPTH:
        raise CodecError("value nested too deeply")
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is Arena:
        return _kept(value, depth)
    record = _record(kind)
    if record is not None:
        tag, names = record
        return {"$c": tag, "f": {name: encode(getattr(value, name), depth + 1)
                                 for name in names}}
    if kind is tuple:
        return {"$t": [encode(v, depth + 1) for v in value]}
    if kind is list:
        return [encode(v, depth + 1) for v in value]
    return _encode_other(value, depth)


def _kept(value: Any, depth: int) -> Any:
    """``value``'s encoding, made once while the object lives (it is kept with it, so its
    identity cannot be taken by another)."""
    kept = _KEPT.get(id(value))
    if kept is not None and kept[0] is value:
        return kept[1]
    tag, names = _record(type(value))  # type: ignore[misc]
    made = {"$c": tag, "f": {n: encode(getattr(value, n), depth + 1) for n in names}}
    if len(_KEPT) >= KEEP_AT_MOST:
        _KEPT.clear()
    _KEPT[id(value)] = (value, made)
    return made


def _encode_other(value: Any, depth: int) -> Any:
    """The rarer shapes: subclasses of plain types, floats, enums, named tuples, sets and
    dicts."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise CodecError(f"cannot send the number {value!r}")
        return value
    if isinstance(value, enum.Enum):
        return {"$e": class_tag(type(value)), "n": value.name}
    if isinstance(value, tuple):
        items = [encode(v, depth + 1) for v in value]
        if hasattr(type(value), "_fields"):          # a NamedTuple (Hex)
            return {"$n": class_tag(type(value)), "v": items}
        return {"$t": items}
    if isinstance(value, list):
        return [encode(v, depth + 1) for v in value]
    if isinstance(value, (frozenset, set)):
        items = [encode(v, depth + 1) for v in value]
        return {"$f": sorted(items, key=repr)}
    if isinstance(value, (dict, MappingProxyType)):
        pairs = [[encode(k, depth + 1), encode(v, depth + 1)] for k, v in value.items()]
        return {"$m": pairs} if isinstance(value, MappingProxyType) else {"$d": pairs}
    raise CodecError(f"cannot send a {type(value).__name__}")


class Decoder:
    """Rebuilds encoded values, allowing classes of ``game.core`` and one ruleset package."""

    def __init__(self, ruleset_package: str) -> None:
        self.roots = (*ALLOWED_ROOTS, ruleset_package + ".")
        self._classes: dict[str, type] = {}
        self._arenas: dict[str, Any] = {}
        """Arenas already rebuilt, by their JSON text: every view of a MetalKrushers match
        carries the whole arena, which was most of the time a client spent reading."""

    @classmethod
    def for_game(cls, name: str) -> Decoder:
        """The decoder for a match of the registered game ``name``: the wire names the game,
        never a package, and the package is found here (CodecError for an unknown game)."""
        if not isinstance(name, str) or name not in RULESETS:
            raise CodecError(f"unknown game {name!r}")
        return cls(RULESETS[name])

    def decode(self, data: Any) -> Any:
        """The value ``encode`` wrote; CodecError for anything else."""
        try:
            return self._value(data, 0)
        except CodecError:
            raise
        except (TypeError, ValueError, AttributeError, RecursionError) as error:
            raise CodecError(f"malformed value ({type(error).__name__})") from None

    def _value(self, data: Any, depth: int) -> Any:
        if depth > MAX_DEPTH:
            raise CodecError("value nested too deeply")
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        if isinstance(data, list):
            return [self._value(v, depth + 1) for v in data]
        if not isinstance(data, dict) or len(data) not in (1, 2):
            raise CodecError("malformed value")
        if "$t" in data:
            return tuple(self._value(v, depth + 1) for v in self._items(data["$t"]))
        if "$n" in data:
            return self._named(data, depth)
        if "$f" in data:
            return frozenset(self._value(v, depth + 1) for v in self._items(data["$f"]))
        if "$d" in data or "$m" in data:
            pairs = (self._pair(p) for p in self._items(data.get("$d", data.get("$m"))))
            made = {self._value(k, depth + 1): self._value(v, depth + 1) for k, v in pairs}
            return made if "$d" in data else MappingProxyType(made)
        if "$e" in data:
            cls = self.lookup(data["$e"])
            if not issubclass(cls, enum.Enum) or not isinstance(data.get("n"), str):
                raise CodecError("malformed enum value")
            try:
                return cls[data["n"]]
            except KeyError:
                raise CodecError(f"no such value {data['n']!r}") from None
        if "$c" in data:
            return self._instance(data, depth)
        raise CodecError("malformed value")

    def _instance(self, data: dict[str, Any], depth: int) -> Any:
        cls = self.lookup(data["$c"])
        if not dataclasses.is_dataclass(cls) or not isinstance(data.get("f"), dict):
            raise CodecError(f"{data['$c']!r} is not a record")
        if cls is Arena:
            text = json.dumps(data, separators=(",", ":"))
            known = self._arenas.get(text)
            if known is None:
                if len(self._arenas) >= 4:
                    self._arenas.clear()
                known = self._arenas[text] = self._made(cls, data, depth)
            return known
        return self._made(cls, data, depth)

    def _made(self, cls: type, data: dict[str, Any], depth: int) -> Any:
        given = data["f"]
        values = {f.name: self._value(given[f.name], depth + 1)
                  for f in dataclasses.fields(cls) if f.name in given}
        init = {k: v for k, v in values.items() if _field(cls, k).init}
        try:
            made = cls(**init)
        except (TypeError, ValueError) as error:
            raise CodecError(f"bad fields for {cls.__name__}: {error}") from None
        for name, value in values.items():
            if name not in init:
                object.__setattr__(made, name, value)
        return made

    def _named(self, data: dict[str, Any], depth: int) -> Any:
        cls = self.lookup(data["$n"])
        items = [self._value(v, depth + 1) for v in self._items(data.get("v"))]
        if len(items) != len(cls._fields):  # type: ignore[attr-defined]
            raise CodecError(f"{cls.__name__} needs {len(cls._fields)} values")  # type: ignore[attr-defined]
        return cls(*items)

    def lookup(self, tag: Any) -> type:
        """The class a tag names, if it is one this decoder allows."""
        if not isinstance(tag, str) or tag.count(":") != 1 or len(tag) > 200:
            raise CodecError("malformed class name")
        known = self._classes.get(tag)
        if known is not None:
            return known
        module_name, _, qualname = tag.partition(":")
        if not module_name.startswith(self.roots) or not _plain_path(module_name) \
                or not qualname.isidentifier():
            raise CodecError(f"class {tag!r} is not allowed")
        module = sys.modules.get(module_name) or _import(module_name)
        cls = getattr(module, qualname, None)
        if not isinstance(cls, type) or cls.__module__ != module_name or not (
                dataclasses.is_dataclass(cls) or issubclass(cls, enum.Enum) or _named_tuple(cls)):
            raise CodecError(f"class {tag!r} is not allowed")
        self._classes[tag] = cls
        return cls

    @staticmethod
    def _items(value: Any) -> list[Any]:
        if not isinstance(value, list):
            raise CodecError("malformed collection")
        return value

    @staticmethod
    def _pair(value: Any) -> list[Any]:
        if not isinstance(value, list) or len(value) != 2:
            raise CodecError("malformed dict entry")
        return value


def _field(cls: type, name: str) -> dataclasses.Field[Any]:
    return next(f for f in dataclasses.fields(cls) if f.name == name)


def _named_tuple(cls: type) -> bool:
    return issubclass(cls, tuple) and hasattr(cls, "_fields")


def _plain_path(module_name: str) -> bool:
    return all(part.isidentifier() for part in module_name.split("."))


def _import(module_name: str) -> Any:
    try:
        return importlib.import_module(module_name)
    except ImportError:
        raise CodecError(f"no module {module_name!r}") from None
