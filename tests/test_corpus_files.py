"""Saves, settings and tournaments damaged in every way we could think of, made in the test.

Each damaged file is given to the loader the game uses. The outcome is the loaded thing or a
StoredFileError naming the file and why; nothing else escapes (no RecursionError, ValueError,
OverflowError, ...), and the file's bytes are still on disk afterwards. When the game then
writes over a file it could not load, the old bytes are kept in a copy first and the player is
told where. The damage: text-level (cut short, bytes flipped, deep nesting, numbers with
thousands of digits, 1e999, NaN, lone surrogates, not UTF-8, not an object) and structural
(every value down to a few levels replaced by hostile values, or deleted), plus hypothesis.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.measure import SingleMeasure
from game.games.meatbot.rules.tournament import VERSION as TOURNAMENT_VERSION
from game.games.meatbot.rules.tournament import new_tournament
from game.games.meatbot.rules.tournament_fighters import Fighter, Seat
from game.games.meatbot.rules.tournament_json import tournament_to_json
from game.games.meatbot.ui.scenes import tournament_store as store
from game.games.meatbot.ui.session_setup import new_session
from game.ui import storage
from game.ui.scenes.title import autosave_status
from game.ui.session import SAVE_VERSION, MatchSession, SeatConfig
from game.ui.settings import Settings
from game.ui.settings_stored import SETTINGS_VERSION, load_settings, save_settings
from tests.mutants import structural_mutants, text_mutants

Loader = Callable[[Path], Any]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path / "home"))
    storage.notices.clear()
    return tmp_path / "home"


# -- good documents to damage ---------------------------------------------------------------

def good_save(tmp: Path) -> dict[str, Any]:
    session = new_session("maps/duel_pit.tmx", [SeatConfig(f"B{i}", "ai", "easy", i)
                                                     for i in range(2)], 3, 5, seed=4)
    rng = random.Random(2)
    for _ in range(12):
        if session.is_over:
            break
        request = session.pending()[0]
        session.submit(request.player, rng.choice(request.legal_choices()))
    path = session.save(tmp / "good_save.json")
    session.close()
    assert path is not None
    return json.loads(path.read_text(encoding="utf-8"))


def good_tournament() -> dict[str, Any]:
    fighters = [Fighter("Oz", 2, (), seat=Seat("ai", "easy"), colour=2),
                Fighter("Red", 5, (dv.GOUGERS,), seat=Seat("ai", "easy"), colour=0),
                Fighter("Nina", 2, (dv.BOOM, dv.ELME), seat=Seat("ai", "easy"), colour=1)]
    t = new_tournament("Duel", "grudge", SingleMeasure(6), fighters, "maps/duel_pit.tmx", 11,
                       shuffle=False)
    return {"version": TOURNAMENT_VERSION, **tournament_to_json(t)}


def good_settings() -> dict[str, Any]:
    return {"version": SETTINGS_VERSION, **Settings().to_dict()}


# -- damage ---------------------------------------------------------------------------------

def check_loader(tmp: Path, name: str, mutants: Iterator[tuple[str, bytes]], load: Loader,
                 write_over: Callable[[Path], None] | None = None) -> dict[str, int]:
    """Every mutant: a result or StoredFileError, bytes intact; a refused file survives the
    next write as a copy. Returns how many loaded and how many were refused."""
    counts = {"loaded": 0, "refused": 0}
    for number, (label, raw) in enumerate(mutants):
        folder = tmp / f"case{number}"
        folder.mkdir(parents=True)
        path = folder / name
        path.write_bytes(raw)
        try:
            load(path)
            counts["loaded"] += 1
            refused = False
        except storage.StoredFileMissing:
            raise AssertionError(f"{label}: an existing file reported missing") from None
        except storage.StoredFileError as error:
            assert error.path == path and error.reason, label
            counts["refused"] += 1
            refused = True
        assert path.read_bytes() == raw, label
        if write_over is not None and refused:
            write_over(path)
            copies = list(folder.glob(f"{name}.corrupt-*"))
            assert [c.read_bytes() for c in copies] == [raw], label
    return counts


# -- saves ----------------------------------------------------------------------------------

def load_save(path: Path) -> None:
    MatchSession.load(path).close()


def write_save_over(path: Path) -> None:
    storage.write_json(path, {"format": "hexbrawl-save"}, SAVE_VERSION)


def test_every_damaged_save_loads_or_is_refused_by_name_and_kept(tmp_path):
    doc = good_save(tmp_path)
    counts = check_loader(tmp_path, "autosave.json", text_mutants(doc), load_save,
                          write_save_over)
    assert counts["refused"] >= 30
    structural = check_loader(tmp_path / "s", "autosave.json", structural_mutants(doc, 25),
                              load_save, write_save_over)
    assert structural["refused"] > 100 and structural["loaded"] > 5


def test_the_title_looks_at_any_damaged_save_without_failing(tmp_path):
    doc = good_save(tmp_path)
    for label, raw in [*text_mutants(doc), *structural_mutants(doc, 5)]:
        path = tmp_path / "autosave.json"
        path.write_bytes(raw)
        assert autosave_status(path).state in ("ok", "broken"), label
        assert path.read_bytes() == raw


# -- settings -------------------------------------------------------------------------------

def load_settings_strictly(path: Path) -> None:
    """load_settings never raises: defaults and a message stand for a refusal here."""
    settings_, message = load_settings(path)
    assert isinstance(settings_, Settings)
    if message and "Default settings are in use" in message:
        raise storage.StoredFileError(path, message)


def test_every_damaged_settings_file_gives_settings_and_is_kept(tmp_path):
    doc = good_settings()
    mutants = [*text_mutants(doc), *structural_mutants(doc, 40)]
    counts = check_loader(tmp_path, "settings.json", iter(mutants), load_settings_strictly,
                          lambda path: save_settings(Settings(), path))
    assert counts["refused"] >= 30 and counts["loaded"] > 100


# -- tournaments ----------------------------------------------------------------------------

def test_every_damaged_tournament_loads_or_is_refused_by_name_and_kept(tmp_path):
    doc = good_tournament()
    mutants = [*text_mutants(doc), *structural_mutants(doc, 40)]
    counts = check_loader(tmp_path, "tournament.json", iter(mutants),
                          lambda path: store.load_tournament(path),
                          lambda path: storage.write_json(path, {}, TOURNAMENT_VERSION))
    assert counts["refused"] > 100


# -- anything at all ------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=20)


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.dictionaries(st.sampled_from(["version", "format", "seats", "replay", "fighters",
                                             "master_volume", "key_bindings", "arena_path",
                                             "phase", "history", "round"]), JSON_VALUES),
       version=st.sampled_from([1, 2, 3, None]))
def test_any_json_object_is_loaded_or_refused_by_every_loader(tmp_path, data, version):
    if version is not None:
        data["version"] = version
    raw = json.dumps(data).encode()
    for name, load in (("autosave.json", load_save), ("settings.json", load_settings_strictly),
                       ("tournament.json", lambda p: store.load_tournament(p))):
        path = tmp_path / name
        path.write_bytes(raw)
        try:
            load(path)
        except storage.StoredFileError as error:
            assert error.path == path
        assert path.read_bytes() == raw


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=200))
def test_any_bytes_at_all_are_refused_by_name(tmp_path, raw):
    path = tmp_path / "autosave.json"
    path.write_bytes(raw)
    try:
        storage.read_json(path, SAVE_VERSION)
    except storage.StoredFileError as error:
        assert error.path == path
    assert path.read_bytes() == raw


# -- every game's saves, and what the player is shown (issue 30 items 1, 2, 5, 8) -----------

INTERNALS = re.compile(r"Error\(|<class|KeyError|TypeError|ValueError|Traceback|NoneType|"
                       r"object at 0x|<\w+ object|\[\[|\{'|'\}|__\w+__")
"""What a message in the player's words never holds: exceptions, types, values' reprs."""
CONTROL_VALUES = ["\u0000", "a\u0000b", "\u0007\u001b[31m", "\r\n", "\u0085"]


def shown(messages: list[str], label: str) -> None:
    for message in messages:
        assert not INTERNALS.search(message), f"{label}: {message}"
        assert "\x00" not in message, label


def game_save(game: str, tmp: Path) -> dict[str, Any]:
    from game.ui.games import game_ui

    session = game_ui(game).demo_session(3, humans=1)
    session.autosave_enabled = False
    rng = random.Random(4)
    for _ in range(6):
        if session.is_over or not session.pending():
            break
        request = session.pending()[0]
        session.submit(request.player, rng.choice(request.legal_choices()))
    path = session.save(tmp / f"{game}.json")
    session.close()
    assert path is not None
    return json.loads(path.read_text(encoding="utf-8"))


def control_mutants(doc: dict[str, Any], limit: int) -> Iterator[tuple[str, bytes]]:
    """``doc`` with text values (names above all) swapped for control characters."""
    from tests.mutants import paths_in

    paths = [p for p in paths_in(doc, 6) if isinstance(_at(doc, p), str)]
    for path in random.Random(3).sample(paths, min(limit, len(paths))):
        for value in CONTROL_VALUES:
            copy = json.loads(json.dumps(doc))
            _at(copy, path[:-1])[path[-1]] = _at(copy, path).replace(
                _at(copy, path)[:1], value, 1) if _at(copy, path) else value
            yield f"{'/'.join(map(str, path))} ~ {value!r}", json.dumps(copy).encode()


def _at(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


@pytest.mark.parametrize("game", ["meatbot", "mechaton", "metalkrushers", "dicebot"])
def test_every_games_damaged_saves_are_refused_in_player_words_and_kept(tmp_path, game):
    # given a save of the game damaged every way, one at a time, as the only autosave
    doc = game_save(game, tmp_path)
    mutants = [*text_mutants(doc), *structural_mutants(doc, 30), *control_mutants(doc, 12)]
    refused = 0
    for number, (label, raw) in enumerate(mutants):
        folder = tmp_path / f"c{number}"
        folder.mkdir()
        path = folder / "autosave.json"
        path.write_bytes(raw)
        storage.notices.clear()
        # when the title looks at it and Continue tries it
        messages = [autosave_status(path).message]
        try:
            session = MatchSession.load(path)
        except storage.StoredFileError as error:
            refused += 1
            messages += [str(error), autosave_status(path).message]
            assert autosave_status(path).state == "broken", label
        else:
            assert all("\x00" not in name for name in session.names), label
            session.close()
        # and a new match is then saved over it
        storage.write_json(path, {"format": "hexbrawl-save"}, SAVE_VERSION)
        messages += storage.notices.take()
        # then every message is in plain words, and the old bytes are kept when refused
        shown(messages, label)
        copies = [p.read_bytes() for p in folder.iterdir() if p.name != "autosave.json"]
        assert copies in ([], [raw]), label
    assert refused > 50


def test_damaged_settings_and_tournaments_are_described_in_player_words(tmp_path):
    settings_doc, tournament_doc = good_settings(), good_tournament()
    cases = [("settings.json", m) for m in [*text_mutants(settings_doc),
                                             *structural_mutants(settings_doc, 40)]]
    cases += [("tournament.json", m) for m in [*text_mutants(tournament_doc),
                                               *structural_mutants(tournament_doc, 40),
                                               *control_mutants(tournament_doc, 10)]]
    for number, (name, (label, raw)) in enumerate(cases):
        path = tmp_path / f"c{number}" / name
        path.parent.mkdir()
        path.write_bytes(raw)
        if name == "settings.json":
            messages = [load_settings(path)[1] or ""]
        else:
            try:
                store.load_tournament(path)
                messages = []
            except storage.StoredFileError as error:
                messages = [str(error)]
        shown(messages, f"{name}: {label}")


def test_every_save_kind_left_by_an_earlier_run_survives_the_first_write(tmp_path):
    # given good files of every kind this run has not opened
    files = {"autosave.json": (good_save(tmp_path), SAVE_VERSION),
             "tournament.json": (good_tournament(), TOURNAMENT_VERSION),
             "settings.json": (good_settings(), SETTINGS_VERSION)}
    for name, (doc, _) in files.items():
        (tmp_path / name).write_text(json.dumps(doc), encoding="utf-8")
    # when each is written over, then its old content is kept beside it and the player told
    for name, (_, version) in files.items():
        before = (tmp_path / name).read_bytes()
        storage.write_json(tmp_path / name, {}, version)
        assert (tmp_path / f"{name}.kept-1").read_bytes() == before
        assert any(f"{name}.kept-1" in m for m in storage.notices.take())
