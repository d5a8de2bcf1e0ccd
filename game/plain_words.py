"""Why a file could not be used, in the player's words: no Python internals reach the screen.

Reasons are put together deep down (a ruleset's set-up check, the replay reader, pytmx) and
may quote an exception's repr, a type, or a value's repr. :func:`plain_reason` is applied
where a refusal is made for the player (StoredFileError, MapError): it keeps what a player can
act on (a missing entry's name, a map's own message) and puts anything else in plain words.
"""

from __future__ import annotations

import re

GENERIC = "part of it is damaged, or was written by another version of Hexbrawl"
LONGEST_QUOTE = 40
"""A quoted value longer than this many characters is cut."""

_INTERNALS = re.compile(
    r"Error\b|Exception\b|<class|<\w+ object|Traceback|NoneType|object is not|__\w+__|"
    r"\bindices must\b|\bdictionary update\b|\bkeyword argument\b|\bpositional argument|"
    r"\bunhashable\b|\bnot subscriptable\b|\battribute\b|\bunpack\b|\biterable\b|\bcallable\b")
_WRAPPED = re.compile(r"\b(\w*(?:Error|Exception))\((['\"])(.*?)\2\)", re.S)
_JSON_PATH_PREFIX = re.compile(r"(?:[A-Za-z]:)?\S*[/\\][^/\\\s]+\.json: ")
_QUOTED = re.compile(rf"(?<!\w)'([^']{{{LONGEST_QUOTE + 1},}})'(?!\w)")
_ERRNO = re.compile(r"\[(?:Errno|WinError) \d+\] ")
_MALFORMED = re.compile(r"(?:the replay's setup cannot start a match: )?malformed \w+ setup: |"
                        r"the replay's setup cannot start a match: ")
_MAP_ERROR = re.compile(r"^(.*?) \[[^\]]*\]: (.*?)\. Fix: .*$", re.S)
"""A MapError's own text: path [where]: problem. Fix: fix."""
_PY_WORDS = {"None": "null", "True": "true", "False": "false"}
TYPE_WORDS = {"dict": "an object", "list": "a list", "str": "text", "int": "a number",
              "float": "a number", "bool": "true or false", "NoneType": "null"}
"""JSON's names for the Python types a file's values are read as."""


def plain_reason(reason: str, generic: str = GENERIC) -> str:
    """``reason`` without Python internals: wrapped exceptions unwrapped (a missing entry
    named), values' reprs shortened or named by kind, and anything still technical replaced
    by ``generic``."""
    text = _JSON_PATH_PREFIX.sub("", reason)
    text = _ERRNO.sub("", text)
    text = _MALFORMED.sub("the match cannot be set up: ", text)
    text = _WRAPPED.sub(lambda match: _unwrapped(match, generic), text)
    text = _QUOTED.sub(lambda m: f"'{m.group(1)[:LONGEST_QUOTE - 1]}\u2026'", text)
    text = _containers_named(text)
    text = re.sub(r"\b(None|True|False)\b", lambda m: _PY_WORDS[m.group(1)], text)
    if _INTERNALS.search(text):
        return generic
    return text


def _unwrapped(match: re.Match[str], generic: str) -> str:
    kind, inner = match.group(1), match.group(3)
    if kind == "KeyError":
        return f"the entry '{inner}' is missing"
    if kind == "MapError":
        parts = _MAP_ERROR.match(inner)
        return (f"its arena {parts.group(1)} cannot be loaded ({parts.group(2)})" if parts
                else f"its arena cannot be loaded ({inner})")
    return inner if not _INTERNALS.search(inner) else generic


_REPR_START = re.compile(r"\bnot (?=[\[{])|(?<![\w/\\])(?=\[\[|\[\]|\['|\{\}|\{'|\{\")")
"""Where a value's repr starts: after "not ", or at brackets only a repr opens with."""


def _containers_named(text: str) -> str:
    """Every value's repr (``not [..]``, ``[[..]]``, ``{'a': ..}``) as "a list" or "an object";
    other brackets (a description such as "[player, {...}]") stay."""
    out, at = [], 0
    for match in _REPR_START.finditer(text):
        if match.start() < at:
            continue
        end = _closing(text, match.end())
        if end is None:
            continue
        out.append(text[at:match.end()])
        out.append("a list" if text[match.end()] == "[" else "an object")
        at = end + 1
    out.append(text[at:])
    return "".join(out)


def _closing(text: str, start: int) -> int | None:
    """Where the bracket opened at ``start`` closes (None if it never does)."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] in "[{":
            depth += 1
        elif text[index] in "]}":
            depth -= 1
            if depth == 0:
                return index
    return None
