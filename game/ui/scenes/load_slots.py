"""The Load screen: matches saved under a name, by game, newest first; Enter resumes one."""

from __future__ import annotations

from game.ui import navigator, slots, storage
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.list_screen import Action, ListScreen
from game.ui.widget_lists import Row

HINTS = [("Up Down", "choose"), ("Left Right", "game"), ("Enter", "load"),
         ("Delete", "delete"), ("Esc", "back")]


class LoadScene(ListScreen):
    """Every save slot; Load resumes the match in its battle."""

    heading = "Load a saved match"
    empty_text = ("No saved matches yet: in a match, press Esc and choose Save as... to keep "
                  "it under a name.")
    hints = HINTS

    def __init__(self) -> None:
        super().__init__()
        self.found: list[slots.Slot] = []

    def rows(self) -> list[Row]:
        """The slots of the game shown."""
        self.found = slots.slots(self.game)
        return [Row(f"{slot.title}: {slot.name}",
                    slot.broken and "cannot be loaded" or
                    f"{slot.progress}  \u00b7  {slot.date.replace('T', ' ')[:16]}",
                    enabled=not slot.broken, tooltip=slot.broken or str(slot.path))
                for slot in self.found]

    @property
    def chosen(self) -> slots.Slot | None:
        """The selected slot."""
        return self.found[self.list.selected] if self.found else None

    def actions(self) -> list[Action]:
        """Load and Delete."""
        chosen = self.chosen
        return [("Load", "Return", self.activate, chosen is not None and not chosen.broken),
                ("Delete", "Delete", self.ask_delete, chosen is not None)]

    def activate(self) -> None:
        """Resume the chosen match."""
        slot = self.chosen
        if slot is None:
            return
        if slot.broken:
            self.say(f"{slot.name} cannot be loaded: {slot.broken}", error=True)
            return
        try:
            session = slots.load_slot(slot.path)
        except storage.StoredFileError as error:
            self.say(f"{slot.name} cannot be loaded: {error.reason}.", error=True)
            self.reload()
            return
        navigator.go_to_battle(self.app, navigator.battle_scene(session))

    def ask_delete(self) -> None:
        """Ask before deleting the chosen slot."""
        slot = self.chosen
        if slot is None:
            return

        def delete() -> None:
            slots.delete_slot(slot.path)
            self.reload()
            self.say(f"{slot.name} was deleted.")

        self.app.push(ConfirmScene("Delete this saved match?", f"{slot.title}: {slot.name}",
                                   delete, behind=self, yes="Delete", no="Keep it"))
