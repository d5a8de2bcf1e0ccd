"""Build a standalone Hexbrawl for this machine with PyInstaller, and zip it for a friend.

Usage: .venv/bin/python tools/build_dist.py [--dist DIR] [--work DIR]   (or `make dist`)

A one-folder, windowed build of main.py with the maps, assets (the icon included) and the
rules docs (game.paths.DATA_FOLDERS) inside, for the platform it runs on:

* Linux: DIR/Hexbrawl/Hexbrawl, plus install-desktop.sh (adds a menu launcher) and a README;
* macOS: DIR/Hexbrawl.app (its icon from assets/icon/hexbrawl.icns);
* Windows: DIR/Hexbrawl/Hexbrawl.exe (its icon from assets/icon/hexbrawl.ico).

Then DIR/Hexbrawl-<version>-<platform>.zip holds that folder or app (file modes and symlinks
kept) ready to hand over: the player unzips it and runs it, no Python needed. Prints one JSON
line: the zip, the executable and how long the build took.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import stat
import subprocess
import sys
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.paths import DATA_FOLDERS  # noqa: E402

NAME = "Hexbrawl"
PACKAGING = ROOT / "packaging"
LINUX_EXTRAS = ("install-desktop.sh", "hexbrawl.desktop.in", "README.txt")
EXCLUDED_MODULES = ("tkinter", "pytest", "hypothesis", "_pytest", "IPython", "matplotlib")


def platform_tag() -> str:
    """'linux-x86_64', 'macos-arm64', 'windows-amd64', ... for the zip's name."""
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def version() -> str:
    """The project's version from pyproject.toml."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def app_folder(dist: Path) -> Path:
    """What the zip holds: the .app on macOS, the one-folder build elsewhere."""
    return dist / f"{NAME}.app" if sys.platform == "darwin" else dist / NAME


def executable(dist: Path) -> Path:
    """The built game's executable under ``dist``."""
    if sys.platform == "darwin":
        return dist / f"{NAME}.app" / "Contents" / "MacOS" / NAME
    return dist / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def pyinstaller_args(dist: Path, work: Path) -> list[str]:
    """The PyInstaller command line (without the program name)."""
    args = [str(ROOT / "main.py"), "--name", NAME, "--onedir", "--windowed", "--noconfirm",
            "--clean", "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work),
            "--specpath", str(work), "--collect-submodules", "game",
            "--collect-submodules", "websockets",  # online play (imported from its screens)
            "--osx-bundle-identifier", "org.hexbrawl.Hexbrawl"]
    for folder in DATA_FOLDERS:
        args += ["--add-data", f"{ROOT / folder}{os.pathsep}{folder}"]
    icon = {"darwin": "hexbrawl.icns", "win32": "hexbrawl.ico"}.get(sys.platform)
    if icon:
        args += ["--icon", str(ROOT / "assets" / "icon" / icon)]
    for module in EXCLUDED_MODULES:
        args += ["--exclude-module", module]
    return args


def add_extras(dist: Path) -> None:
    """Beside the Linux executable: the launcher installer, its template and a README."""
    if sys.platform in ("darwin", "win32"):
        return
    for name in LINUX_EXTRAS:
        target = dist / NAME / name
        shutil.copyfile(PACKAGING / name, target)
        if name.endswith(".sh"):
            target.chmod(0o755)


def zip_folder(folder: Path, archive: Path) -> Path:
    """Zip ``folder`` (as its own top-level folder) keeping file modes and symlinks."""
    archive.unlink(missing_ok=True)
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as out:
        for path in sorted(folder.rglob("*")):
            name = path.relative_to(folder.parent).as_posix()
            mode = path.lstat().st_mode
            if path.is_symlink():
                info = zipfile.ZipInfo(name)
                info.create_system = 3  # Unix, so unzip honours the mode bits below
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                out.writestr(info, os.readlink(path))
            elif path.is_dir():
                continue
            else:
                info = zipfile.ZipInfo.from_file(path, name)
                info.create_system = 3
                info.external_attr = (stat.S_IFREG | stat.S_IMODE(mode)) << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                with path.open("rb") as source, out.open(info, "w") as target:
                    shutil.copyfileobj(source, target, 1 << 20)
    return archive


def build(dist: Path, work: Path) -> dict[str, object]:
    """Run PyInstaller, add the extras and zip; returns what was made."""
    import PyInstaller.__main__

    started = time.perf_counter()
    PyInstaller.__main__.run(pyinstaller_args(dist, work))
    add_extras(dist)
    built = time.perf_counter()
    archive = dist / f"{NAME}-{version()}-{platform_tag()}.zip"
    if sys.platform == "darwin" and shutil.which("ditto"):  # keeps the app's signature intact
        archive.unlink(missing_ok=True)
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(app_folder(dist)),
                        str(archive)], check=True)
    else:
        zip_folder(app_folder(dist), archive)
    return {"zip": str(archive), "executable": str(executable(dist)),
            "zip_mb": round(archive.stat().st_size / 2**20, 1),
            "build_seconds": round(built - started, 1),
            "zip_seconds": round(time.perf_counter() - built, 1)}


def main(argv: list[str] | None = None) -> int:
    """Build, zip and print the summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the build and the zip go (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's working folder (default: build/pyinstaller/)")
    args = parser.parse_args(argv)
    print(json.dumps(build(args.dist.resolve(), args.work.resolve())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
