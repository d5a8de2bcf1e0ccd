"""Views, requests and events as plain JSON, and back, without executing anything.

The rules core's views, requests and events are frozen dataclasses of a few shapes (ints,
strs, tuples, dicts, frozensets, enums, other dataclasses). ``encode`` writes them as JSON
values with small tags; ``decode`` rebuilds them, but only classes that live in the rules
core (``game.core``) or the match's own ruleset package, and only dataclasses or enums: a
name from the wire never reaches anything else (no pickle, no eval, no arbitrary import).

Two shortcuts keep updates small: a match's fixed parts (``Encoder.fixed``: what every view
carries unchanged, MetalKrushers' arena) are written once and then named, ``{"$r": name}``;
and ``Encoder.encode_since`` writes a view as its change from the copy the reader already
holds, ``{"$k": 1}`` standing for each part that stayed the same. ``Decoder`` puts both back
together, so a reader always gets whole values.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import math
import sys
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

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


KEEP = {"$k": 1}
"""Written in an update's view in place of a part that is the same as in the last update
of that seat (``encode_since``)."""


class Encoder:
    """Writes values with the match's fixed parts (``fixed``: name -> object, things every
    view of a match carries unchanged, such as MetalKrushers' arena) named by reference,
    ``{"$r": name}``, instead of written out: the client got them once, in ``welcome``."""

    def __init__(self, fixed: Mapping[str, Any] | None = None) -> None:
        self.fixed = dict(fixed or {})
        self.refs = {id(value): name for name, value in self.fixed.items()}

    def encode(self, value: Any, depth: int = 0) -> Any:
        """``value`` as JSON (see the module ``encode``), fixed parts by reference."""
        if depth > MAX_DEPTH:
            raise CodecError("value nested too deeply")
        kind = type(value)
        if kind in _PLAIN:
            return value
        record = _record(kind)
        if record is not None:
            name = self.refs.get(id(value)) if self.refs else None
            if name is not None:
                return {"$r": name}
            tag, names = record
            return {"$c": tag, "f": {name: self.encode(getattr(value, name), depth + 1)
                                     for name in names}}
        if kind is tuple:
            return {"$t": [self.encode(v, depth + 1) for v in value]}
        if kind is list:
            return [self.encode(v, depth + 1) for v in value]
        return _encode_other(value, depth, self.encode)

    def encode_since(self, old: Any, new: Any, depth: int = 0) -> Any:
        """``new`` written as a change from ``old`` (the copy the reader holds already):
        each record field and tuple item equal in both is written ``KEEP`` (plain numbers
        and words are written as they are: as short), so an update carries only what
        changed. With ``old`` None or of another type, all of ``new``."""
        kind = type(new)
        if kind in _PLAIN:
            return new
        if old is new:
            return KEEP
        if kind is not type(old):
            return self.encode(new, depth)
        if depth > MAX_DEPTH:
            raise CodecError("value nested too deeply")
        record = _record(kind)
        if record is not None and id(new) not in self.refs:
            if depth and _same(old, new):     # (a whole view has nearly always changed)
                return KEEP
            return self._record_since(old, new, record, depth)
        if _same(old, new):
            return KEEP
        if kind is tuple and len(old) == len(new):
            return {"$t": [self.encode_since(a, b, depth + 1)
                           for a, b in zip(old, new, strict=True)]}
        return self.encode(new, depth)


    def _record_since(self, old: Any, new: Any, record: tuple[str, tuple[str, ...]],
                      depth: int) -> Any:
        """A record written field by field as its change from ``old`` (of its class), or
        ``KEEP`` if no field changed (not compared whole first: a record that changed would
        be compared twice)."""
        tag, names = record
        fields: dict[str, Any] = {}
        kept = True
        for name in names:
            before, now = getattr(old, name), getattr(new, name)
            if type(now) in _PLAIN:
                fields[name] = now
                kept = kept and type(before) is type(now) and before == now
            else:
                fields[name] = written = self.encode_since(before, now, depth + 1)
                kept = kept and written is KEEP
        return KEEP if kept else {"$c": tag, "f": fields}


def _same(old: Any, new: Any) -> bool:
    """True if ``old`` equals ``new`` (False for values that cannot be compared)."""
    try:
        return bool(old == new)
    except (TypeError, ValueError):
        return False


PLAIN_ENCODER = Encoder()
"""The encoder of a match without fixed parts."""


def encode(value: Any, depth: int = 0) -> Any:
    """A JSON-able form of a view, request, event or choice (tags: $c class, $t tuple,
    $n named tuple, $d dict, $m read-only dict, $f frozenset, $e enum)."""
    return PLAIN_ENCODER.encode(value, depth)


def _encode_other(value: Any, depth: int, encode: Callable[[Any, int], Any]) -> Any:
    """The rarer shapes: subclasses of plain types, floats, enums, named tuples, sets and
    dicts (their parts written by ``encode``)."""
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


NO_BASE: Any = object()
"""No earlier copy to keep parts of (a ``KEEP`` read against it is malformed)."""


class Decoder:
    """Rebuilds encoded values, allowing classes of ``game.core`` and one ruleset package.
    ``fixed`` holds the match's fixed parts (from ``welcome``) that values name by
    reference."""

    def __init__(self, ruleset_package: str) -> None:
        self.roots = (*ALLOWED_ROOTS, ruleset_package + ".")
        self._classes: dict[str, type] = {}
        self.fixed: dict[str, Any] = {}

    @classmethod
    def for_game(cls, name: str) -> Decoder:
        """The decoder for a match of the registered game ``name``: the wire names the game,
        never a package, and the package is found here (CodecError for an unknown game)."""
        if not isinstance(name, str) or name not in RULESETS:
            raise CodecError(f"unknown game {name!r}")
        return cls(RULESETS[name])

    def take_fixed(self, data: Any) -> None:
        """Rebuild the match's fixed parts as ``welcome`` sends them (name -> value)."""
        if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
            raise CodecError("malformed fixed parts")
        self.fixed = {name: self.decode(value) for name, value in data.items()}

    def decode(self, data: Any, base: Any = NO_BASE) -> Any:
        """The value ``encode`` wrote, or ``encode_since`` wrote from ``base`` (the copy
        held from before, whose parts a ``KEEP`` stands for); CodecError for anything
        else."""
        try:
            return self._value(data, 0, base)
        except CodecError:
            raise
        except (TypeError, ValueError, AttributeError, RecursionError) as error:
            raise CodecError(f"malformed value ({type(error).__name__})") from None

    def _value(self, data: Any, depth: int, base: Any = NO_BASE) -> Any:
        if depth > MAX_DEPTH:
            raise CodecError("value nested too deeply")
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        if isinstance(data, list):
            return [self._value(v, depth + 1) for v in data]
        if not isinstance(data, dict) or len(data) not in (1, 2):
            raise CodecError("malformed value")
        if "$c" in data:
            return self._instance(data, depth, base)
        if "$t" in data:
            items = self._items(data["$t"])
            bases = base if type(base) is tuple and len(base) == len(items) else None
            return tuple(self._value(v, depth + 1, bases[i] if bases else NO_BASE)
                         for i, v in enumerate(items))
        if "$k" in data:
            if base is NO_BASE:
                raise CodecError("a part kept from an earlier copy that is not there")
            return base
        if "$r" in data:
            if data["$r"] not in self.fixed:
                raise CodecError(f"no fixed part {data['$r']!r}")
            return self.fixed[data["$r"]]
        if "$n" in data:
            return self._named(data, depth)
        if "$f" in data:
            return frozenset(self._value(v, depth + 1) for v in self._items(data["$f"]))
        if "$d" in data or "$m" in data:
            pairs = (self._pair(p) for p in self._items(data.get("$d", data.get("$m"))))
            made = {self._value(k, depth + 1): self._value(v, depth + 1) for k, v in pairs}
            return made if "$d" in data else MappingProxyType(made)
        if "$e" in data:
            return self._enum(data)
        raise CodecError("malformed value")

    def _enum(self, data: dict[str, Any]) -> Any:
        cls = self.lookup(data["$e"])
        if not issubclass(cls, enum.Enum) or not isinstance(data.get("n"), str):
            raise CodecError("malformed enum value")
        try:
            return cls[data["n"]]
        except KeyError:
            raise CodecError(f"no such value {data['n']!r}") from None

    def _instance(self, data: dict[str, Any], depth: int, base: Any) -> Any:
        cls = self.lookup(data["$c"])
        given = data.get("f")
        if not dataclasses.is_dataclass(cls) or not isinstance(given, dict):
            raise CodecError(f"{data['$c']!r} is not a record")
        same = type(base) is cls
        init: dict[str, Any] = {}
        late: dict[str, Any] = {}
        for name, in_init in _fields_of(cls):
            if name in given:
                held = getattr(base, name) if same else NO_BASE
                (init if in_init else late)[name] = self._value(given[name], depth + 1, held)
        try:
            made = cls(**init)
        except (TypeError, ValueError) as error:
            raise CodecError(f"bad fields for {cls.__name__}: {error}") from None
        for name, value in late.items():
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


_FIELDS: dict[type, tuple[tuple[str, bool], ...]] = {}


def _fields_of(cls: type) -> tuple[tuple[str, bool], ...]:
    """A record class's fields: each name and whether ``__init__`` takes it (looked up
    once per class)."""
    known = _FIELDS.get(cls)
    if known is None:
        known = _FIELDS[cls] = tuple((f.name, f.init) for f in dataclasses.fields(cls))
    return known


def _named_tuple(cls: type) -> bool:
    return issubclass(cls, tuple) and hasattr(cls, "_fields")


def _plain_path(module_name: str) -> bool:
    return all(part.isidentifier() for part in module_name.split("."))


def _import(module_name: str) -> Any:
    try:
        return importlib.import_module(module_name)
    except ImportError:
        raise CodecError(f"no module {module_name!r}") from None
