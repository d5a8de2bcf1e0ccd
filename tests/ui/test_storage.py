"""User data folder, atomic writes and careful reading of stored JSON."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame.system
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.safe_json import clean_text
from game.ui import storage
from game.ui.storage import (
    StoredFileError,
    StoredFileMissing,
    atomic_write_text,
    read_json,
    user_data_dir,
    write_json,
)


def folder_listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def crash(*args, **kwargs):
    raise OSError("disk fell off")


# --- the data folder ------------------------------------------------------------------------

def test_hexbrawl_home_overrides_the_preference_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path / "home"))
    assert user_data_dir() == tmp_path / "home"
    assert (tmp_path / "home").is_dir()


def test_without_the_override_the_sdl_preference_folder_is_used(tmp_path, monkeypatch):
    monkeypatch.delenv("HEXBRAWL_HOME", raising=False)
    asked: list[tuple[str, str]] = []

    def pref_path(org: str, app: str) -> str:
        asked.append((org, app))
        return str(tmp_path / "pref") + os.sep

    monkeypatch.setattr(pygame.system, "get_pref_path", pref_path)
    assert user_data_dir() == tmp_path / "pref"
    assert asked == [("Hexbrawl", "Hexbrawl")]


def test_if_sdl_has_no_preference_folder_a_home_folder_is_used(tmp_path, monkeypatch):
    monkeypatch.delenv("HEXBRAWL_HOME", raising=False)

    def broken(org: str, app: str) -> str:
        raise pygame.error("no pref path")

    monkeypatch.setattr(pygame.system, "get_pref_path", broken)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    assert user_data_dir() == tmp_path / ".hexbrawl"


# --- atomic writes --------------------------------------------------------------------------

def test_atomic_write_creates_and_replaces(tmp_path):
    target = tmp_path / "deep" / "file.txt"
    atomic_write_text(target, "first")
    atomic_write_text(target, "second ✓")
    assert target.read_text(encoding="utf-8") == "second ✓"
    assert folder_listing(target.parent) == ["file.txt"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failure_mid_write_leaves_the_old_file_and_no_litter(tmp_path, monkeypatch, failing):
    # given a file with old content
    target = tmp_path / "save.json"
    target.write_text("old", encoding="utf-8")
    # when writing the new content fails part way
    monkeypatch.setattr(os, failing, crash)
    with pytest.raises(OSError, match="disk fell off"):
        atomic_write_text(target, "new")
    monkeypatch.undo()
    # then the old file is intact and no temporary file is left behind
    assert target.read_text(encoding="utf-8") == "old"
    assert folder_listing(tmp_path) == ["save.json"]


def test_a_failure_mid_write_with_no_old_file_leaves_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        atomic_write_text(tmp_path / "new.json", "data")
    monkeypatch.undo()
    assert folder_listing(tmp_path) == []


# --- reading --------------------------------------------------------------------------------

def test_a_missing_file_is_its_own_error(tmp_path):
    with pytest.raises(StoredFileMissing) as caught:
        read_json(tmp_path / "nothing.json")
    assert caught.value.path.name == "nothing.json"


@pytest.mark.parametrize(("content", "reason"), [
    (b'{"version": 1, "a": ', "broken JSON at line 1"),
    (b"[1, 2, 3]", "expected a JSON object"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    (b'{"a": 1}', "no format version"),
    (b'{"version": 9}', "newer Hexbrawl"),
    (b'{"version": 0}', "old format"),
])
def test_a_bad_file_is_reported_by_name_and_reason_and_kept(tmp_path, content, reason):
    # given a broken file
    target = tmp_path / "settings.json"
    target.write_bytes(content)
    # when it is read as version 1
    with pytest.raises(StoredFileError) as caught:
        read_json(target, version=1)
    # then the error names the file and the reason, and the file is untouched
    assert not isinstance(caught.value, StoredFileMissing)
    assert "settings.json" in str(caught.value) and reason in str(caught.value)
    assert reason in caught.value.reason
    assert target.read_bytes() == content


def test_a_good_file_reads_back(tmp_path):
    target = tmp_path / "ok.json"
    write_json(target, {"name": "Red", "meats": 14}, version=1)
    assert read_json(target, version=1) == {"version": 1, "name": "Red", "meats": 14}
    assert json.loads(target.read_text(encoding="utf-8"))["version"] == 1


@settings(max_examples=40, deadline=None)
@given(st.dictionaries(st.text(min_size=1, max_size=8),
                       st.none() | st.booleans() | st.integers() | st.text(max_size=10)))
def test_any_json_object_round_trips(tmp_path_factory, data):
    target = tmp_path_factory.mktemp("round") / "data.json"
    write_json(target, data)
    # control characters come back as U+FFFD (a NUL could not be drawn)
    assert read_json(target) == {clean_text(key): clean_text(value) if isinstance(value, str)
                                 else value for key, value in data.items()}


# --- never losing a broken file -------------------------------------------------------------

def test_writing_over_a_broken_file_first_copies_it_aside(tmp_path):
    # given a broken file
    target = tmp_path / "settings.json"
    target.write_bytes(b"{oops")
    # when new data is written there, twice with a broken file in between
    write_json(target, {"a": 1}, version=1)
    target.write_bytes(b"{oops again")
    write_json(target, {"a": 2}, version=1)
    # then both broken versions are kept under numbered names
    assert (tmp_path / "settings.json.corrupt-1").read_bytes() == b"{oops"
    assert (tmp_path / "settings.json.corrupt-2").read_bytes() == b"{oops again"
    assert read_json(target, version=1) == {"version": 1, "a": 2}


def test_writing_over_a_good_file_makes_no_copy(tmp_path):
    target = tmp_path / "settings.json"
    write_json(target, {"a": 1}, version=1)
    write_json(target, {"a": 2}, version=1)
    assert folder_listing(tmp_path) == ["settings.json"]


def test_keep_unreadable_reports_the_copy(tmp_path):
    target = tmp_path / "save.json"
    assert storage.keep_unreadable(target) is None
    target.write_text("not json", encoding="utf-8")
    copy = storage.keep_unreadable(target)
    assert copy == tmp_path / "save.json.corrupt-1"
    assert target.exists() and copy.read_text(encoding="utf-8") == "not json"
