"""The standalone build (`make dist`): built, unzipped as a friend would, run headless.

Slow (a PyInstaller build): excluded from `make test`, run by `make test-dist` and CI. A data
file missing from the bundle fails here: every shipped map, asset and rules page must be in
the unzipped game with the same bytes, and the unzipped game must draw an arena and a
battle frame pixel for pixel like the game run from source.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pygame
import pytest

from game.paths import DATA_FOLDERS
from tools import build_dist

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow
RUN_TIMEOUT = 120
AIM_FLAGS = ["--autoplay", "--seed", "3", "--until", "aim"]
BOARD_WIDTH = 900
"""Of a 1280 px battle screenshot, the part left of the sidebar: the sidebar's log lists the
AIs' "has picked" lines in the order their threads finished, which varies from run to run."""


@pytest.fixture(scope="module")
def unzipped(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build into a temporary folder, then unzip the zip elsewhere; the unzip folder."""
    work = tmp_path_factory.mktemp("build")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "build_dist.py"),
                           "--dist", str(work / "dist"), "--work", str(work / "work")],
                          capture_output=True, text=True, timeout=1800, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-4000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    friend = tmp_path_factory.mktemp("friend")
    unzip(Path(summary["zip"]), friend)
    return friend


def unzip(archive: Path, folder: Path) -> None:
    """Unpack as unzip(1) or a file manager does: the modes and symlinks the zip records."""
    with zipfile.ZipFile(archive) as packed:
        for info in packed.infolist():
            mode = info.external_attr >> 16
            target = folder / info.filename
            target.parent.mkdir(parents=True, exist_ok=True)
            if stat.S_ISLNK(mode):
                os.symlink(packed.read(info).decode(), target)
            else:
                packed.extract(info, folder)
                if mode and sys.platform != "win32":
                    target.chmod(stat.S_IMODE(mode))


def game_env(home: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HEXBRAWL_HOME=str(home))
    return env


def run_game(command: list[str], home: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, timeout=RUN_TIMEOUT,
                          env=game_env(home), cwd=cwd)


def resources(unzipped: Path) -> Path:
    """The bundle folder (sys._MEIPASS) of the unzipped game."""
    if sys.platform == "darwin":
        return unzipped / "Hexbrawl.app" / "Contents" / "Frameworks"
    return unzipped / "Hexbrawl" / "_internal"


def test_every_shipped_data_file_is_in_the_zip_unchanged(unzipped):
    inside = resources(unzipped)
    shipped = [path for folder in DATA_FOLDERS for path in (ROOT / folder).rglob("*")
               if path.is_file() and "__pycache__" not in path.parts]
    assert len(shipped) > 60  # maps, tiles, sprites, sounds, icon and rules pages
    for path in shipped:
        copy = inside / path.relative_to(ROOT)
        assert copy.is_file(), f"{path.relative_to(ROOT)} is missing from the build"
        assert copy.read_bytes() == path.read_bytes(), path.relative_to(ROOT)


def pixels(path: Path, width: int | None = None) -> bytes:
    image = pygame.image.load(str(path))
    if width is not None:
        image = image.subsurface((0, 0, width, image.get_height()))
    return pygame.image.tobytes(image, "RGB")


def screenshots(unzipped: Path, frozen_flags: list[str], source_flags: list[str],
                tmp_path: Path) -> tuple[Path, Path]:
    """A run of the unzipped game and one of the source; their screenshots."""
    frozen_shot, source_shot = tmp_path / "frozen.png", tmp_path / "source.png"
    # the build runs from an unrelated folder, so nothing can come from the repository
    frozen = run_game([str(build_dist.executable(unzipped)), *frozen_flags, "--screenshot",
                       str(frozen_shot)], tmp_path / "home-frozen", tmp_path)
    assert frozen.returncode == 0, frozen.stderr[-4000:]
    source = run_game([sys.executable, str(ROOT / "main.py"), *source_flags, "--screenshot",
                       str(source_shot)], tmp_path / "home-source", ROOT)
    assert source.returncode == 0, source.stderr[-4000:]
    return frozen_shot, source_shot


def test_the_unzipped_game_draws_an_arena_exactly_like_the_source(unzipped, tmp_path):
    arena = Path("maps") / "standard_arena.tmx"  # every terrain kind, spawns, pick-ups
    frames = ["--frames", "5"]
    frozen, source = screenshots(unzipped, ["--map", str(resources(unzipped) / arena), *frames],
                                 ["--map", str(ROOT / arena), *frames], tmp_path)
    assert pixels(frozen) == pixels(source)


def test_the_unzipped_game_draws_the_same_battle_as_the_source(unzipped, tmp_path):
    assert os.access(build_dist.executable(unzipped), os.X_OK)
    frozen, source = screenshots(unzipped, AIM_FLAGS, AIM_FLAGS, tmp_path)
    assert pixels(frozen, BOARD_WIDTH) == pixels(source, BOARD_WIDTH)


def test_the_unzipped_game_starts_at_the_title(unzipped, tmp_path):
    program = str(build_dist.executable(unzipped))
    title = run_game([program, "--frames", "30", "--screenshot", str(tmp_path / "t.png")],
                     tmp_path / "home", tmp_path)
    assert title.returncode == 0, title.stderr[-4000:]
    assert (tmp_path / "t.png").stat().st_size > 50_000  # a drawn title, not a blank frame


def test_the_zips_own_installer_adds_a_menu_launcher_on_linux(unzipped, tmp_path):
    folder = unzipped / "Hexbrawl"
    if not sys.platform.startswith("linux"):  # menus of other systems find the app by itself
        assert not (folder / "install-desktop.sh").exists()
        return
    env = {"HOME": str(tmp_path), "PATH": os.environ["PATH"]}
    done = subprocess.run(["sh", str(folder / "install-desktop.sh")], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    launcher = tmp_path / ".local" / "share" / "applications" / "hexbrawl.desktop"
    assert f'Exec="{folder / "Hexbrawl"}"' in launcher.read_text(encoding="utf-8")
    assert (tmp_path / ".local" / "share" / "icons" / "hicolor" / "256x256" / "apps"
            / "hexbrawl.png").read_bytes() == (ROOT / "assets/icon/hexbrawl.png").read_bytes()


def test_the_unzipped_game_carries_online_play(unzipped):
    # the Online screens import the network code only when opened, so nothing at start-up
    # would show it missing: look into the bundle's module archive instead
    from PyInstaller.archive.readers import CArchiveReader

    bundle = CArchiveReader(str(build_dist.executable(unzipped)))
    modules: set[str] = set()
    for name in bundle.toc:
        if "PYZ" in name:
            modules |= set(bundle.open_embedded_archive(name).toc)
    wanted = {"websockets.asyncio.client", "websockets.asyncio.server", "game.net.server",
              "game.net.remote", "game.ui.online.scenes", "game.ui.online.host_scenes"}
    assert wanted <= modules, sorted(wanted - modules)
