"""Packaging without a build: resource paths frozen or not, the icon files, the desktop
launcher installer, the zip and the PyInstaller command line (the build itself: test_dist)."""

from __future__ import annotations

import io
import os
import shutil
import stat
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pygame
import pytest

from game import paths
from tools import art_icon, build_dist

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icon"


# -- resource paths -----------------------------------------------------------------------
def test_from_source_the_resources_are_the_repository_folders():
    assert not paths.is_frozen()
    assert paths.resource_root() == ROOT
    assert (paths.maps_dir() / "duel_pit.tmx").is_file()
    assert (paths.assets_dir() / "tiles" / "hexbrawl.tsx").is_file()
    assert (paths.rules_docs_dir() / "meatbot.md").is_file()
    assert paths.icon_path() == ICONS / "hexbrawl.png"


def test_frozen_the_resources_are_in_the_bundle_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.is_frozen()
    assert paths.maps_dir() == tmp_path.resolve() / "maps"
    assert paths.rules_docs_dir() == tmp_path.resolve() / "docs" / "rules"
    assert paths.icon_path() == tmp_path.resolve() / "assets" / "icon" / "hexbrawl.png"


def test_no_game_module_finds_shipped_data_by_its_own_file_location():
    # game.paths is the one place that locates shipped data from a file's own location
    allowed = {ROOT / "game" / "paths.py"}
    offenders = [path.relative_to(ROOT) for path in (ROOT / "game").rglob("*.py")
                 if path not in allowed and "__file__" in path.read_text(encoding="utf-8")]
    assert offenders == []


# -- the icon -----------------------------------------------------------------------------
def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(io.BytesIO(data), "icon.png")
    return image.get_size()


def test_the_ico_holds_every_windows_size_as_png():
    data = (ICONS / "hexbrawl.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(art_icon.ICO_SIZES))
    for index, size in enumerate(art_icon.ICO_SIZES):
        side, _, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index)
        assert (side or 256, planes, bits) == (size, 1, 32)
        assert png_size(data[offset:offset + length]) == (size, size)


def test_the_icns_holds_every_macos_size_as_png():
    data = (ICONS / "hexbrawl.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4].decode(), struct.unpack_from(">I", data, at + 4)[0]
        found[kind] = png_size(data[at + 8:at + length])
        at += length
    assert found == {kind: (size, size) for kind, size in art_icon.ICNS_TYPES}


def test_the_icon_is_a_hexagon_badge_with_clear_corners():
    image = pygame.image.load(str(ICONS / "hexbrawl.png"))
    assert image.get_size() == (256, 256)
    assert image.get_at((2, 2)).a == 0 and image.get_at((253, 2)).a == 0  # outside the hex
    assert image.get_at((128, 128)).a == 255
    opaque = sum(image.get_at((x, y)).a > 200 for x in range(0, 256, 8) for y in range(0, 256, 8))
    assert 0.5 < opaque / 1024 < 0.85  # a hexagon covers about 65% of its square


def test_the_window_icon_is_the_drawn_icon():
    from game.ui.app import window_icon

    pygame.display.init()
    try:
        icon = window_icon()
        drawn = pygame.image.load(str(paths.icon_path()))
        assert icon.get_size() == drawn.get_size() == (256, 256)
        assert pygame.image.tobytes(icon, "RGBA") == pygame.image.tobytes(drawn, "RGBA")
    finally:
        pygame.display.quit()


# -- the Linux desktop launcher -------------------------------------------------------------
@pytest.fixture
def game_folder(tmp_path):
    """A fake unzipped game (in a folder whose name needs quoting) with the real scripts."""
    folder = tmp_path / "my games" / "Hexbrawl"
    (folder / "_internal" / "assets" / "icon").mkdir(parents=True)
    for name in build_dist.LINUX_EXTRAS:
        shutil.copy(ROOT / "packaging" / name, folder / name)
    shutil.copy(ICONS / "hexbrawl.png", folder / "_internal" / "assets" / "icon")
    program = folder / "Hexbrawl"
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    return folder


def install(folder: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return subprocess.run(["sh", str(folder / "install-desktop.sh"), *args], env=env,
                          capture_output=True, text=True, timeout=60)


def test_install_desktop_writes_a_launcher_and_the_icon_under_home(game_folder, tmp_path):
    home = tmp_path / "home"
    done = install(game_folder, home)
    assert done.returncode == 0, done.stderr
    launcher = home / ".local/share/applications/hexbrawl.desktop"
    icon = home / ".local/share/icons/hicolor/256x256/apps/hexbrawl.png"
    assert icon.read_bytes() == (ICONS / "hexbrawl.png").read_bytes()
    lines = launcher.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    entries = dict(line.split("=", 1) for line in lines[1:])
    assert entries == {
        "Type": "Application", "Version": "1.0", "Name": "Hexbrawl",
        "GenericName": "Robot arena game", "Comment": "Giant robots fight in a hex arena",
        "Exec": f'"{game_folder / "Hexbrawl"}"', "Path": str(game_folder), "Icon": str(icon),
        "Terminal": "false", "Categories": "Game;StrategyGame;",
        "Keywords": "robots;hex;tabletop;arena;dice;", "StartupWMClass": "Hexbrawl"}
    assert str(launcher) in done.stdout


def desktop_string(value: str) -> str:
    """A desktop-entry string value as a reader unescapes it (\\s, \\n, \\t, \\r, \\\\)."""
    out, chars = [], iter(value)
    for char in chars:
        if char == "\\":
            nxt = next(chars)
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(nxt, nxt))
        else:
            out.append(char)
    return "".join(out)


def exec_argument(value: str) -> str:
    """The one quoted argument of an Exec value, unescaped as the spec says."""
    unescaped = desktop_string(value)
    assert unescaped[0] == unescaped[-1] == '"'
    inner, out, at = unescaped[1:-1], [], 0
    while at < len(inner):
        if inner[at] == "\\" and inner[at + 1] in '"`$\\':
            at += 1
        out.append(inner[at])
        at += 1
    return "".join(out).replace("%%", "%")


def test_install_desktop_escapes_awkward_folder_names(tmp_path, game_folder):
    awkward = tmp_path / 'it\'s "50%" $HOME `x` back\\slash' / "Hexbrawl"
    awkward.parent.mkdir()
    game_folder.rename(awkward)
    done = install(awkward, tmp_path / "home")
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "home/.local/share/applications/hexbrawl.desktop").read_text()
    entries = dict(line.split("=", 1) for line in text.splitlines()[1:])
    assert exec_argument(entries["Exec"]) == str(awkward / "Hexbrawl")
    assert desktop_string(entries["Path"]) == str(awkward)
    assert "%%" in entries["Exec"] and "\\\\slash" in entries["Path"]


def test_install_desktop_honours_xdg_data_home_and_uninstalls(game_folder, tmp_path):
    data = tmp_path / "data"
    env = {"HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(data),
           "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    script = str(game_folder / "install-desktop.sh")
    subprocess.run(["sh", script], env=env, check=True, capture_output=True, timeout=60)
    assert (data / "applications" / "hexbrawl.desktop").is_file()
    subprocess.run(["sh", script, "--uninstall"], env=env, check=True, capture_output=True,
                   timeout=60)
    assert not (data / "applications" / "hexbrawl.desktop").exists()
    assert not (data / "icons/hicolor/256x256/apps/hexbrawl.png").exists()


def test_install_desktop_refuses_a_folder_without_the_game(game_folder, tmp_path):
    (game_folder / "Hexbrawl").unlink()
    done = install(game_folder, tmp_path / "home")
    assert done.returncode == 1 and "no Hexbrawl program" in done.stderr
    assert not (tmp_path / "home" / ".local").exists()


# -- the build's command line and the zip ---------------------------------------------------
def test_pyinstaller_gets_every_data_folder_windowed_in_one_folder(tmp_path):
    args = build_dist.pyinstaller_args(tmp_path / "dist", tmp_path / "work")
    assert {"--onedir", "--windowed", "--noconfirm"} <= set(args)
    data = [args[i + 1] for i, arg in enumerate(args) if arg == "--add-data"]
    assert data == [f"{ROOT / folder}{os.pathsep}{folder}" for folder in paths.DATA_FOLDERS]
    assert args[0] == str(ROOT / "main.py")


def test_the_zip_keeps_the_top_folder_file_modes_and_symlinks(tmp_path):
    folder = tmp_path / "Hexbrawl"
    (folder / "_internal").mkdir(parents=True)
    (folder / "Hexbrawl").write_bytes(b"\x7fELF program")
    (folder / "Hexbrawl").chmod(0o755)
    (folder / "_internal" / "data.txt").write_text("data")
    os.symlink("data.txt", folder / "_internal" / "link.txt")
    archive = build_dist.zip_folder(folder, tmp_path / "game.zip")
    with zipfile.ZipFile(archive) as packed:
        infos = {info.filename: info for info in packed.infolist()}
        assert sorted(infos) == ["Hexbrawl/Hexbrawl", "Hexbrawl/_internal/data.txt",
                                 "Hexbrawl/_internal/link.txt"]
        assert stat.S_IMODE(infos["Hexbrawl/Hexbrawl"].external_attr >> 16) == 0o755
        link = infos["Hexbrawl/_internal/link.txt"]
        assert stat.S_ISLNK(link.external_attr >> 16)
        assert packed.read(link) == b"data.txt"
        assert packed.read("Hexbrawl/Hexbrawl") == b"\x7fELF program"


def test_the_zip_is_named_for_version_and_platform():
    assert build_dist.version() == "0.1.0"
    system, machine = build_dist.platform_tag().split("-", 1)
    assert system in ("linux", "macos", "windows") and machine
