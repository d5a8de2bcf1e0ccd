"""Hundreds of damaged maps made here: each loads, or is refused with one MapError; nothing else
ever escapes, the files on disk are never changed, and whatever loads can be drawn.

The damage is systematic: every attribute of a few good maps (ours, and Tiled's own hex
examples adopted) replaced by hostile values, every kind of element removed, the file cut
short at many points, layer data swapped for garbage or a decompression bomb, external
tilesets damaged the same way, and hypothesis splicing random bytes in. Time and memory for
the worst cases are measured in tools/bench.py (section "limits"), not here.
"""

from __future__ import annotations

import base64
import json
import random
import re
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.arena import Arena
from game.maps.tiled import MapError, list_arenas, load_arena
from tests.mutants import structural_mutants, text_mutants
from tests.tiled_adopt import adopt
from tests.tiled_json import tmx_to_tmj
from tools import check_map

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
FOREIGN = ROOT / "tests" / "fixtures" / "tiled"
ASSETS = str(ROOT / "assets")
INTERNALS = re.compile(r"Error\(|<class|KeyError|TypeError|ValueError|Traceback|NoneType|"
                       r"object at 0x|<\w+ object|__\w+__")
"""What a map error never shows: exceptions, types, objects (issue 30 item 8)."""
HOSTILE = ["", "-1", "0", "0.5", "1e999", "nan", "99999999999", "abc", "450", "\u00e9\u0000"]
ATTRIBUTE = re.compile(r'(\s[\w:-]+=")([^"]*)(")')
ELEMENT = re.compile(r"<(data|tileset|layer|objectgroup|object|properties|property|image|"
                     r"point|tile)\b[^>]*?(/>|>.*?</\1>)", re.S)


def base_maps(tmp: Path) -> dict[str, str]:
    """Good maps as text: our stagger fixtures, a shipped arena, two adopted Tiled examples."""
    texts = {p.name: p.read_text(encoding="utf-8").replace("../../assets", ASSETS)
             for p in sorted(DATA.glob("stagger_*.tmx"))[:2]}
    texts["duel_pit.tmx"] = (ROOT / "maps" / "duel_pit.tmx").read_text(
        encoding="utf-8").replace("../assets", ASSETS)
    texts["mini.tmx"] = adopt(FOREIGN / "hexagonal-mini.tmx", tmp / "mini.tmx",
                              ((2, 2), (5, 5))).read_text(encoding="utf-8")
    texts["flat.tmx"] = adopt(FOREIGN / "test_hexagonal_tile_60x60x30.tmx", tmp / "flat.tmx",
                              ((0, 0), (3, 3))).read_text(encoding="utf-8")
    return texts


def attribute_mutants(name: str, text: str) -> Iterator[tuple[str, str]]:
    for index, match in enumerate(ATTRIBUTE.finditer(text)):
        for value in HOSTILE:
            yield (f"{name}: attribute {index} {match.group(1).strip()} = {value!r}",
                   text[:match.start(2)] + value + text[match.end(2):])


def element_mutants(name: str, text: str) -> Iterator[tuple[str, str]]:
    for index, match in enumerate(ELEMENT.finditer(text)):
        yield f"{name}: element {index} <{match.group(1)}> removed", (
            text[:match.start()] + text[match.end():])
        yield f"{name}: element {index} <{match.group(1)}> doubled", (
            text[:match.end()] + match.group(0) + text[match.end():])


BOMB = base64.b64encode(zlib.compress(b"\0" * (16 << 20), 9)).decode()
"""16 MB of zeros in a few KB: a layer that would inflate far past its declared size."""


def data_mutants(name: str, text: str) -> Iterator[tuple[str, str]]:
    bomb = BOMB
    wrong_size = base64.b64encode(zlib.compress(b"\1\0\0\0" * 7)).decode()
    payloads = {
        "zlib bomb": ('encoding="base64" compression="zlib"', bomb),
        "gzip garbage": ('encoding="base64" compression="gzip"', "H4sIAAAAAAAA/wMAAAAAAAAAAAA="),
        "zstd": ('encoding="base64" compression="zstd"', "KLUv/QBYAQAA"),
        "wrong size": ('encoding="base64" compression="zlib"', wrong_size),
        "bad base64": ('encoding="base64"', "!!!!"),
        "huge gid": ('encoding="csv"', ",".join(["99999999999"] * 20)),
        "negative gids": ('encoding="csv"', ",".join(["-1"] * 20)),
        "too many cells": ('encoding="csv"', ",".join(["1"] * 5000)),
        "xml tiles": ("", '<tile gid="1"/>' * 20),
        "unknown encoding": ('encoding="rot13"', "abc"),
    }
    for label, (attributes, body) in payloads.items():
        yield f"{name}: layer data {label}", re.sub(
            r"<data[^>]*>.*?</data>", lambda _m, a=attributes, b=body: f"<data {a}>{b}</data>",
            text, count=1, flags=re.S)


def whole_file_mutants(name: str, text: str) -> Iterator[tuple[str, str | bytes]]:
    for cut in (0, 1, 10, 40, 100, 200, len(text) // 3, len(text) // 2, len(text) - 10):
        yield f"{name}: cut at {cut}", text[:cut]
    yield f"{name}: json", '{"type": "map", "orientation": "hexagonal"}'
    yield f"{name}: binary", bytes(range(256)) * 4
    yield f"{name}: utf-16", text.encode("utf-16")
    yield f"{name}: entities", text.replace(
        "<map", '<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><map', 1)
    yield f"{name}: deep", text.replace("</map>", "<g>" * 5000 + "</g>" * 5000 + "</map>")
    yield f"{name}: 450x450", re.sub(r'(<map[^>]*?) width="\d+" height="\d+"',
                                     r'\1 width="450" height="450"', text, count=1)
    yield f"{name}: many objects", text.replace(
        "</objectgroup>", '<object id="9" x="1" y="1"><point/></object>' * 2500
        + "</objectgroup>", 1)


def corpus(tmp: Path) -> list[tuple[str, str | bytes]]:
    rng = random.Random(11)
    out: list[tuple[str, str | bytes]] = []
    for name, text in base_maps(tmp).items():
        attributes = list(attribute_mutants(name, text))
        out += rng.sample(attributes, min(len(attributes), 120))
        out += list(element_mutants(name, text))
        out += list(data_mutants(name, text))
        out += list(whole_file_mutants(name, text))
    return out


def check_one(path: Path, content: str | bytes) -> Arena | MapError:
    """Load ``path``; the outcome must be an Arena or a MapError, and the bytes unchanged."""
    raw = content.encode("utf-8") if isinstance(content, str) else content
    path.write_bytes(raw)
    try:
        outcome: Arena | MapError = load_arena(path)
    except MapError as error:
        assert error.problem and error.fix and error.where
        assert not INTERNALS.search(str(error)), str(error)  # in the map maker's words
        outcome = error
    assert path.read_bytes() == raw
    return outcome


@pytest.fixture(scope="module")
def mutants(tmp_path_factory) -> list[tuple[str, str | bytes]]:
    return corpus(tmp_path_factory.mktemp("bases"))


def test_the_corpus_is_large_and_each_base_map_loads(tmp_path, mutants):
    assert len(mutants) > 700
    for name, text in base_maps(tmp_path).items():
        assert isinstance(check_one(tmp_path / name, text), Arena), name


def test_every_damaged_map_loads_or_gives_one_map_error(tmp_path, mutants):
    outcomes = {"loaded": 0, "refused": 0}
    for label, content in mutants:
        outcome = check_one(tmp_path / "damaged.tmx", content)
        outcomes["loaded" if isinstance(outcome, Arena) else "refused"] += 1
        assert isinstance(outcome, Arena | MapError), label
    # Both happen: many hostile values are ignored by design (a name, an unused attribute).
    assert outcomes["loaded"] > 50 and outcomes["refused"] > 300


def test_what_loads_from_the_corpus_can_be_drawn(tmp_path, mutants):
    import pygame

    from game.ui.render.hexmap import MapLayer
    from game.ui.render.tiles import TileImages

    pygame.init()
    tiles = TileImages()
    drawn = 0
    for label, content in mutants[::7]:
        outcome = check_one(tmp_path / "drawn.tmx", content)
        if isinstance(outcome, Arena):
            layer = MapLayer(outcome, tiles)
            assert layer.at_zoom(0.5).get_width() > 0, label
            drawn += 1
    assert drawn > 5


def test_a_folder_of_damaged_maps_lists_every_file(tmp_path, mutants):
    # given a maps folder holding damaged maps under every accepted name
    for index, (_, content) in enumerate(mutants[::25]):
        suffix = (".tmx", ".TMX", ".tmj", ".Tmx")[index % 4]
        raw = content.encode("utf-8") if isinstance(content, str) else content
        (tmp_path / f"m{index}{suffix}").write_bytes(raw)
    (tmp_path / "notes.txt").write_text("not a map")
    # when the arena list is built
    entries = list_arenas(tmp_path)
    # then every map file is there, loaded or with its error, and nothing else
    assert sorted(e.path.name for e in entries) == sorted(
        p.name for p in tmp_path.iterdir() if p.suffix.lower() in (".tmx", ".tmj"))
    assert all(e.ok != (e.error is not None) for e in entries)


def test_check_map_reports_damaged_maps_without_a_traceback(tmp_path, mutants, capsys):
    paths = []
    for index, (_, content) in enumerate(mutants[::40]):
        path = tmp_path / f"m{index}.tmx"
        path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
        paths.append(str(path))
    code = check_map.main(["check_map.py", *paths])
    out = capsys.readouterr().out
    assert code in (0, 1) and len(out.splitlines()) >= len(paths)
    assert "Traceback" not in out


@pytest.mark.parametrize("suffix,problem", [
    (".tsj", "not a tileset"), (".tsx", "not a <tileset>"), (".tsx", "over the"),
    (".tsx", "missing"), (".tsx", "tiles, over the limit")])
def test_a_damaged_external_tileset_is_named_in_the_error(tmp_path, suffix, problem):
    # given a map whose tileset file is JSON, another XML file, too big, missing or too long
    tileset = tmp_path / f"set{suffix}"
    if problem == "not a tileset":
        tileset.write_text('{"type": "map"}')
    elif problem == "not a <tileset>":
        tileset.write_text("<map/>")
    elif problem == "over the":
        tileset.write_bytes(b"<tileset>" + b" " * (5 << 20) + b"</tileset>")
    elif problem == "tiles, over the limit":
        tileset.write_text('<tileset tilewidth="56" tileheight="64">'
                           + '<tile id="0"/>' * 5000 + "</tileset>")
    text = (DATA / "stagger_y_odd.tmx").read_text(encoding="utf-8").replace(
        "../../assets/tiles/hexbrawl.tsx", tileset.name)
    before = tileset.read_bytes() if tileset.exists() else None
    # when it loads, then one MapError names the tileset and the true reason
    outcome = check_one(tmp_path / "map.tmx", text)
    assert isinstance(outcome, MapError)
    assert tileset.name in outcome.where and problem in outcome.problem
    assert (tileset.read_bytes() if tileset.exists() else None) == before


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(position=st.floats(0, 1), junk=st.binary(max_size=40), drop=st.integers(0, 30))
def test_random_bytes_spliced_into_a_map_never_escape_as_anything_but_map_error(
        tmp_path, position, junk, drop):
    text = (DATA / "stagger_y_odd.tmx").read_text(encoding="utf-8").replace("../../assets",
                                                                           ASSETS)
    raw = text.encode("utf-8")
    at = int(position * len(raw))
    outcome = check_one(tmp_path / "spliced.tmx", raw[:at] + junk + raw[at + drop:])
    assert isinstance(outcome, Arena | MapError)


def test_every_damaged_json_map_loads_or_gives_one_map_error(tmp_path):
    # given duel_pit as a Tiled JSON map, damaged as text and value by value
    source = tmp_path / "duel.tmx"
    source.write_text((ROOT / "maps" / "duel_pit.tmx").read_text(encoding="utf-8").replace(
        "../assets", ASSETS), encoding="utf-8")
    doc = tmx_to_tmj(source)
    assert isinstance(check_one(tmp_path / "good.tmj", json.dumps(doc)), Arena)
    outcomes = {"loaded": 0, "refused": 0}
    for label, raw in [*text_mutants(doc), *structural_mutants(doc, 40)]:
        outcome = check_one(tmp_path / "damaged.tmj", raw)
        assert isinstance(outcome, Arena | MapError), label
        outcomes["loaded" if isinstance(outcome, Arena) else "refused"] += 1
    assert outcomes["refused"] > 200 and outcomes["loaded"] > 20
