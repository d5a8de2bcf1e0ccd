"""Import from the Replays screen: the replay files in the shared replays folder and in the
player's Downloads, newest first; Enter imports the chosen one."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.ui import replay_file
from game.ui.scenes.list_screen import Action, ListScreen
from game.ui.user_maps import open_folder
from game.ui.widget_lists import Row

if TYPE_CHECKING:
    from game.ui.scenes.replays import ReplaysScene

HINTS = [("Up Down", "choose"), ("Enter", "import"), ("O", "open the folder"),
         ("Esc", "back")]


def import_folders() -> list[Path]:
    """Where files to import are looked for: the shared replays folder, then Downloads."""
    return [replay_file.exports_dir(), Path.home() / "Downloads"]


def candidates(folders: list[Path] | None = None) -> list[Path]:
    """JSON files in the import folders, newest first."""
    found: list[Path] = []
    for folder in folders or import_folders():
        if folder.is_dir():
            found += [path for path in folder.glob("*.json") if path.is_file()]
    return sorted(found, key=lambda path: path.stat().st_mtime, reverse=True)[:200]


class ImportScene(ListScreen):
    """The files that may be shared replays; importing one goes back to the Replays list."""

    heading = "Import a replay"
    hints = HINTS

    def __init__(self, replays: ReplaysScene) -> None:
        super().__init__()
        self.games = [(None, "Replay files")]
        self.replays = replays
        self.files: list[Path] = []
        self.empty_text = (f"No replay files found. Put one in {replay_file.exports_dir()}, "
                           "or drop it on the window.")

    def rows(self) -> list[Row]:
        """One row per file, with its folder."""
        self.files = candidates()
        return [Row(path.name, str(path.parent), tooltip=str(path)) for path in self.files]

    def actions(self) -> list[Action]:
        """Import and Open folder."""
        return [("Import", "Return", self.activate, bool(self.files)),
                ("Open folder", "O", self.open_folder, True)]

    def activate(self) -> None:
        """Import the chosen file; back to the list if it worked, else say why here."""
        if not self.files:
            return
        path = self.files[self.list.selected]
        if self.replays.import_path(path):
            self.app.pop()
        else:
            self.say(self.replays.message, error=True)

    def drop_file(self, path: str) -> None:
        """A file dropped here is imported like a chosen one."""
        if self.replays.import_path(Path(path)):
            self.app.pop()
        else:
            self.say(self.replays.message, error=True)

    def open_folder(self) -> None:
        """Show the shared replays folder in the file manager."""
        folder = replay_file.exports_dir()
        folder.mkdir(parents=True, exist_ok=True)
        self.say(open_folder(folder) or f"Opened {folder}.")
