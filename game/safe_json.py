"""JSON from a user's file, decoded so that no content at all can crash the game.

Python's own decoder stops at nothing: ten thousand nested brackets raise RecursionError, a
number with five thousand digits raises ValueError, ``1e999`` becomes infinity (an
OverflowError later, in ``int()``), and ``NaN`` is accepted. Here every such case is one
:class:`BadJson` with a plain reason, and what is returned is bounded: at most MAX_DEPTH deep,
numbers of at most MAX_DIGITS digits and finite, strings that are valid Unicode text with no
control characters but tab and line feed (a NUL in a name would stop the game drawing it: each
such character becomes U+FFFD, the usual mark of a character that could not be read).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

MAX_BYTES = 32 * 1024 * 1024
"""A stored file bigger than this is not read (a long match's save is a few hundred KB)."""
MAX_DEPTH = 64
"""Arrays and objects nested deeper than this are refused (ours nest under ten)."""
MAX_DIGITS = 40
"""Whole numbers longer than this are refused (seeds are 20 digits at most)."""


CONTROL_CHARACTERS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
"""Characters no text of ours holds and pygame may refuse to draw (NUL above all)."""
REPLACEMENT = "\ufffd"


def clean_text(text: str) -> str:
    """``text`` with every control character but tab and line feed replaced by U+FFFD."""
    return CONTROL_CHARACTERS.sub(REPLACEMENT, text)


class BadJson(ValueError):
    """The text is not JSON this game will use; the message says why in plain words."""


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise BadJson(f"a number with {len(text)} digits (at most {MAX_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    if len(text) > 4 * MAX_DIGITS:
        raise BadJson(f"a number written with {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise BadJson(f"the number {text[:20]} is too large")
    return value


def _constant(name: str) -> float:
    raise BadJson(f"{name} is not a number JSON allows")


def parse(raw: bytes) -> Any:
    """Decode UTF-8 JSON text within the limits above; BadJson says what is wrong."""
    if len(raw) > MAX_BYTES:
        raise BadJson(f"the file is {len(raw) // 1024} KB, over the {MAX_BYTES // 1024} KB "
                      "limit")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadJson("the file is not UTF-8 text") from None
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except RecursionError:
        raise BadJson(f"it nests deeper than {MAX_DEPTH} levels") from None
    except json.JSONDecodeError as error:
        raise BadJson(f"broken JSON at line {error.lineno}, column {error.colno}: "
                      f"{error.msg}") from None
    except (ValueError, OverflowError) as error:  # a number Python cannot hold
        raise BadJson(str(error)[:120]) from None
    check_bounded(data)
    return _cleaned(data) if CONTROL_ESCAPE.search(text) else data


CONTROL_ESCAPE = re.compile(r"\\[bfr]|\\u00[01][0-9a-fA-F]|\\u007[fF]|\\u00[89][0-9a-fA-F]")
"""How a control character is written inside a JSON string (raw ones are not JSON)."""


def _cleaned(data: Any) -> Any:
    """``data`` with every string (keys too) passed through :func:`clean_text`; called after
    check_bounded, so the depth is at most MAX_DEPTH."""
    if isinstance(data, str):
        return clean_text(data)
    if isinstance(data, list):
        return [_cleaned(item) for item in data]
    if isinstance(data, dict):
        return {clean_text(key): _cleaned(value) for key, value in data.items()}
    return data


def check_bounded(data: Any) -> None:
    """Refuse nesting deeper than MAX_DEPTH and strings that are not valid text (walked
    without recursion, so no depth can overflow the stack)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            _check_text(item)
            continue
        if not isinstance(item, dict | list):
            continue
        if depth > MAX_DEPTH:
            raise BadJson(f"it nests deeper than {MAX_DEPTH} levels")
        if isinstance(item, dict):
            for key, value in item.items():
                _check_text(key)
                stack.append((value, depth + 1))
        else:
            stack.extend((value, depth + 1) for value in item)


def _check_text(text: str) -> None:
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise BadJson("a string holds a lone surrogate (\\ud800-\\udfff), not text") from None
