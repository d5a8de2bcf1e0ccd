"""Time and memory for the worst inputs a player can hand the game (tools/bench.py "limits").

Each case builds a hostile file in a temporary folder, hands it to the loader the game uses,
and reports wall time, the peak of Python allocations (tracemalloc) and the outcome. The
largest legal map is also drawn, with the bytes of its map surfaces. These are figures to
read, not assertions: the corpus tests check behaviour, this checks cost.
"""

from __future__ import annotations

import base64
import re
import tempfile
import time
import tracemalloc
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "maps" / "duel_pit.tmx"


def _map_text(width: int, height: int, data: str, encoding: str) -> str:
    text = SOURCE.read_text(encoding="utf-8").replace("../assets", str(ROOT / "assets"))
    text = text.replace('width="11" height="11"', f'width="{width}" height="{height}"')
    return re.sub(r'<data encoding="csv">.*?</data>',
                  f"<data {encoding}>{data}</data>", text, count=1, flags=re.S)


def hostile_maps(folder: Path) -> dict[str, Path]:
    """The map cases: declared sizes past the limit, a zlib bomb, and the largest legal map."""
    cases = {
        "map 450x450 (csv)": _map_text(450, 450, ",".join(["1"] * 450 * 450),
                                       'encoding="csv"'),
        "map 1000x1000 (zlib)": _map_text(1000, 1000, base64.b64encode(zlib.compress(
            b"\1\0\0\0" * 1_000_000, 9)).decode(), 'encoding="base64" compression="zlib"'),
        "map 11x11, layer inflating to 1 GB (1.4 MB zlib)": _map_text(11, 11, base64.b64encode(
            zlib.compress(b"\0" * (1 << 30), 9)).decode(),
            'encoding="base64" compression="zlib"'),
        "map 40x40, the largest legal": _map_text(40, 40, ",".join(["1"] * 1600),
                                                  'encoding="csv"'),
    }
    paths = {}
    for index, (name, text) in enumerate(cases.items()):
        paths[name] = folder / f"case{index}.tmx"
        paths[name].write_text(text, encoding="utf-8")
    return paths


def hostile_json(folder: Path) -> dict[str, Path]:
    """The user-file cases: deep nesting, endless digits, a file at the size limit."""
    cases = {
        "autosave nested 1 000 000 deep": b"[" * 1_000_000 + b"]" * 1_000_000,
        "autosave with a 100 000-digit number": b'{"version": ' + b"9" * 100_000 + b"}",
        "autosave of 40 MB (over the limit)": b'{"version": 1, "x": "' + b"a" * (40 << 20)
        + b'"}',
    }
    paths = {}
    for index, (name, raw) in enumerate(cases.items()):
        paths[name] = folder / f"case{index}.json"
        paths[name].write_bytes(raw)
    return paths


def measured(action: Callable[[], Any]) -> dict[str, Any]:
    """Run ``action``; its seconds, Python allocation peak in MB and outcome."""
    tracemalloc.start()
    start = time.perf_counter()
    try:
        outcome = f"ok: {type(action()).__name__}"
    except Exception as error:  # the figure to report is which error, not a crash
        outcome = f"{type(error).__name__}: {str(error)[:90]}"
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return {"seconds": round(seconds, 4), "python_peak_mb": round(peak / 2**20, 2),
            "outcome": outcome}


def drawn_figures(path: Path) -> dict[str, Any]:
    """Draw a map as the viewer does (zoom 1 and the largest zoom): time and surface bytes."""
    from game.maps.tiled import load_arena
    from game.ui.camera import ZOOM_LEVELS
    from game.ui.render.hexmap import MapLayer
    from game.ui.render.tiles import TileImages

    arena = load_arena(path)
    start = time.perf_counter()
    layer = MapLayer(arena, TileImages())
    zoomed = layer.at_zoom(max(ZOOM_LEVELS))
    seconds = time.perf_counter() - start
    surfaces = [layer.base, zoomed]
    return {"seconds": round(seconds, 4), "cells": len(arena.cells),
            "base_px": list(layer.base.get_size()), "max_zoom_px": list(zoomed.get_size()),
            "surface_mb": round(sum(s.get_width() * s.get_height() * 4 for s in surfaces)
                                / 2**20, 1)}


def limits_figures() -> dict[str, Any]:
    """Every case's figures, keyed by a description of the case."""
    from game.maps.map_limits import summary
    from game.maps.tiled import load_arena
    from game.ui.storage import read_json

    out: dict[str, Any] = {"limits": summary()}
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        maps = hostile_maps(folder)
        for name, path in maps.items():
            out[name] = measured(lambda p=path: load_arena(p))
        out["draw 40x40 (viewer, zoom 1 and 2)"] = drawn_figures(
            maps["map 40x40, the largest legal"])
        for name, path in hostile_json(folder).items():
            out[name] = measured(lambda p=path: read_json(p, 1))
    return out
