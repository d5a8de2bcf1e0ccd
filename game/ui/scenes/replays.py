"""The Replays screen: the match history (newest first, by game), to watch, share or delete.

Import takes a shared replay file from the "shared replays" folder in the user folder (the
Import list shows what is there, and the player's Downloads), or any file dropped on the
window (``drop_file``). A refused file is named with its reason and changes nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.plain_words import plain_reason
from game.ui import history, replay_file, storage
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.list_screen import Action, ListScreen
from game.ui.scenes.replay_import import ImportScene
from game.ui.scenes.replay_viewer import open_viewer
from game.ui.widget_lists import Row

HINTS = [("Up Down", "choose"), ("Left Right", "game"), ("Enter", "watch"),
         ("E", "export"), ("I", "import"), ("Delete", "delete"), ("Esc", "back")]


def entry_row(entry: history.HistoryEntry) -> Row:
    """One history entry as a list row."""
    when = entry.date.replace("T", " ")[:16]
    names = " v ".join(entry.names)
    ended = entry.result if entry.finished else f"left at {entry.progress or 'the start'}"
    where = f"  ({entry.arena})" if entry.arena != "-" else ""
    return Row(f"{entry.title}: {names}{where}", f"{ended}  \u00b7  {when}",
               tooltip=entry.line())


class ReplaysScene(ListScreen):
    """Every recorded match; Watch opens the replay viewer on it."""

    heading = "Replays"
    empty_text = ("No matches yet: every finished or left match is kept here. Drop a shared "
                  "replay file on the window to add one.")
    hints = HINTS

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[history.HistoryEntry] = []

    def rows(self) -> list[Row]:
        """The history of the game shown, newest first."""
        self.entries = history.entries(self.game)
        return [entry_row(entry) for entry in self.entries]

    @property
    def chosen(self) -> history.HistoryEntry | None:
        """The selected entry (None with an empty list)."""
        return self.entries[self.list.selected] if self.entries else None

    def actions(self) -> list[Action]:
        """Watch, Export, Import, Delete."""
        some = self.chosen is not None
        return [("Watch", "Return", self.activate, some),
                ("Export", "E", self.export, some),
                ("Import", "I", self.open_import, True),
                ("Delete", "Delete", self.ask_delete, some)]

    def activate(self) -> None:
        """Open the selected match in the replay viewer."""
        entry = self.chosen
        if entry is None:
            return

        try:
            open_viewer(self.app, history.entry_data(entry.path))
        except (storage.StoredFileError, ValueError) as error:
            self.say(f"This replay cannot be watched: {plain_reason(str(error))}", error=True)

    def export(self) -> None:
        """Write the selected match as a shareable file in the shared replays folder."""
        entry = self.chosen
        if entry is None:
            return
        try:
            data = history.entry_data(entry.path)
            target = replay_file.exports_dir() / replay_file.export_name(data)
            replay_file.export_entry(data, target)
        except storage.StoredFileError as error:
            self.say(f"It could not be exported: {error.reason}.", error=True)
            return
        except OSError as error:
            self.say(f"It could not be exported: {storage.reason_for(error)}.", error=True)
            return
        self.say(f"Exported as {target.name} in {target.parent}: send that file to a friend.")

    def ask_delete(self) -> None:
        """Ask before deleting the selected match."""
        entry = self.chosen
        if entry is None:
            return

        self.app.push(ConfirmScene("Delete this replay?", entry.line()[:90],
                                   lambda: self.delete(entry), behind=self, yes="Delete",
                                   no="Keep it"))

    def delete(self, entry: history.HistoryEntry) -> None:
        """Delete ``entry`` from the history."""
        history.delete(entry.path)
        self.reload()
        self.say("The replay was deleted.")

    def open_import(self) -> None:
        """The list of files that can be imported."""
        self.app.push(ImportScene(self))

    def drop_file(self, path: str) -> None:
        """A file dropped on the window: import it."""
        self.import_path(Path(path))

    def import_path(self, path: Path) -> bool:
        """Import one shared replay file into the history; True if it was."""
        try:
            replay_file.import_file(path)
        except replay_file.ImportRefused as refused:
            self.say(str(refused), error=True)
            return False
        self.filter = 0
        self.reload(0)
        self.say(f"{path.name} was imported: it is at the top of the list.")
        return True


def file_dropped(app: Any, path: str) -> None:
    """A file dropped on the window: the screen on top takes it if it can (the Replays
    screen imports it), else it is imported into the history and the player told how it
    went."""
    take = getattr(app.top, "drop_file", None)
    if take is not None:
        take(path)
        return
    try:
        replay_file.import_file(path)
    except replay_file.ImportRefused as refused:
        storage.notices.tell(str(refused))
        return
    storage.notices.tell(f"{Path(path).name} was imported: Replays on the title lists it.")
