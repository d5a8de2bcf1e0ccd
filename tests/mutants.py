"""Damaged JSON, made systematically: text-level breakage and structural replacements.

Shared by the corpus tests of saves, settings, tournaments and Tiled JSON maps.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

HOSTILE: list[Any] = [None, True, -1, 0, 10**30, 1.5, -1e308, "", "x" * 300, [], {}, [[[[]]]],
                      {"a": {"b": 1}}, "maps/none.tmx", 2**63]


def text_mutants(doc: dict[str, Any]) -> Iterator[tuple[str, bytes]]:
    text = json.dumps(doc, indent=1)
    raw = text.encode("utf-8")
    for cut in (0, 1, 2, len(raw) // 4, len(raw) // 2, len(raw) - 2):
        yield f"cut at {cut}", raw[:cut]
    rng = random.Random(5)
    for n in range(12):
        at = rng.randrange(len(raw))
        yield f"byte {at} flipped ({n})", raw[:at] + bytes([raw[at] ^ 0x5A]) + raw[at + 1:]
    yield "deep arrays", b"[" * 100_000 + b"]" * 100_000
    yield "deep objects", b'{"a":' * 50_000 + b"1" + b"}" * 50_000
    yield "deep but parseable", b'{"version": 1, "x": ' + b"[" * 500 + b"]" * 500 + b"}"
    yield "5000-digit version", b'{"version": ' + b"9" * 5000 + b"}"
    yield "5000-digit value", text.replace('"version": 1', '"version": 1, "seed": '
                                           + "7" * 5000, 1).encode()
    yield "huge float", text.replace('"version": 1', '"version": 1e999', 1).encode()
    yield "NaN", text.replace('"version": 1', '"version": NaN', 1).encode()
    yield "Infinity value", text.replace('"version": 1', '"version": 1, "z": -Infinity').encode()
    yield "lone surrogate", text.replace('"version": 1', '"version": 1, "s": "\\ud800"').encode()
    yield "latin-1", text.encode("utf-8") + b"\xe9\xff"
    yield "utf-16", text.encode("utf-16")
    yield "BOM", b"\xef\xbb\xbf" + raw
    for other in ("null", "[]", "42", '"text"', "true", ""):
        yield f"not an object: {other!r}", other.encode()


def paths_in(doc: Any, depth: int = 4, prefix: tuple[Any, ...] = ()) -> Iterator[tuple]:
    if depth == 0:
        return
    items = doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(
        doc, list) else ()
    for key, value in items:
        yield (*prefix, key)
        yield from paths_in(value, depth - 1, (*prefix, key))


def structural_mutants(doc: dict[str, Any], limit: int) -> Iterator[tuple[str, bytes]]:
    paths = list(paths_in(doc))
    chosen = random.Random(9).sample(paths, min(limit, len(paths)))
    for path in chosen:
        for value in [*HOSTILE, "<delete>"]:
            copy = json.loads(json.dumps(doc))
            parent = copy
            for key in path[:-1]:
                parent = parent[key]
            if value == "<delete>":
                del parent[path[-1]]
            else:
                parent[path[-1]] = value
            yield f"{'/'.join(map(str, path))} = {value!r}"[:120], json.dumps(copy).encode()
