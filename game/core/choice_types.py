"""Whether a choice's fields hold the kinds of value its dataclass declares.

A choice travels as a small frozen dataclass whose fields are ints, strs, bools, Hexes,
tuples of those, or None where the type allows it. A value of another kind (a list, a dict,
a float, a string for a number) can never be legal: ``type_problem`` names the first such
field, so a request refuses it with ``IllegalChoice`` before any rule looks at it (a list
would not even hash, and a float would compare equal to a legal int).
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from functools import lru_cache
from typing import Any

from game.core.hexes import Hex

__all__ = ["type_problem"]


def type_problem(choice: object) -> str:
    """Why ``choice`` has a field of the wrong kind ("" when every field fits)."""
    if not is_dataclass(choice) or isinstance(choice, type):
        return f"a choice must be one of the game's choice types, not {choice!r}"
    for name, hint, check in _checks(type(choice)):
        value = getattr(choice, name)
        if not check(value):
            return f"{name}={value!r} is not {_words(hint)}"
    return ""


@lru_cache(maxsize=256)
def _checks(cls: type) -> tuple[tuple[str, Any, Callable[[object], bool]], ...]:
    """Each field's name, declared type and a test of a value against it, made once per
    choice class: every submitted choice is checked (twice per decision in a headless match),
    and reading the type hints afresh each time was a tenth of a random match's time."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name], checker(hints[f.name])) for f in fields(cls))


@lru_cache(maxsize=256)
def checker(hint: Any) -> Callable[[object], bool]:
    """A test of whether a value is of the kind ``hint`` declares, as ``fits`` decides; the
    common plain kinds get a direct test."""
    if hint is int:
        return _is_int
    if hint in (str, bool):
        return lambda value: type(value) is hint
    if hint is type(None):
        return lambda value: value is None
    if hint is Hex:
        return lambda value: isinstance(value, Hex) and all(_is_int(c) for c in value)
    return lambda value: fits(value, hint)


def fits(value: object, hint: Any) -> bool:
    """True if ``value`` is of the kind ``hint`` declares (a bool is not an int here)."""
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        return any(fits(value, option) for option in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if typing.get_origin(hint) is tuple:
        inner = typing.get_args(hint)
        if not isinstance(value, tuple) or isinstance(value, Hex):
            return False
        if len(inner) == 2 and inner[1] is Ellipsis:
            return all(fits(v, inner[0]) for v in value)
        return len(value) == len(inner) and all(map(fits, value, inner))
    if hint is Hex:
        return isinstance(value, Hex) and all(_is_int(c) for c in value)
    if hint is int:
        return _is_int(value)
    if hint in (str, bool):
        return type(value) is hint
    return isinstance(hint, type) and isinstance(value, hint)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _words(hint: Any) -> str:
    """A declared type in words: "a whole number or nothing"."""
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        return " or ".join(_words(option) for option in typing.get_args(hint))
    if typing.get_origin(hint) is tuple:
        return f"a tuple of {_words(typing.get_args(hint)[0])}"
    known = {int: "a whole number", str: "a string", bool: "True or False", Hex: "a hex",
             type(None): "nothing"}
    return known.get(hint, getattr(hint, "__name__", str(hint)))
