"""Rematch after an online match, from the results screen.

The host's Rematch asks the server for a new room of the same set-up and seats (new dice);
the server sends every player still connected the tokens of their own seats in it. The host
goes straight into it; a joined player's Rematch button becomes "Join rematch" and a line
says the host opened one. Nothing here runs for a local match, and nothing of the network
is imported for one.
"""

from __future__ import annotations

import sys
from typing import Any

GUEST_WAIT = "Only the host can open a rematch; you will be asked here when they do."
OFFERED = "The host opened a rematch: press Join rematch (R) to play it."


def online_session(session: Any) -> Any | None:
    """``session`` if it is an online one, else None (the network code is never imported
    for a local match: an online session has already loaded it)."""
    module = sys.modules.get("game.net.remote")
    return session if module is not None and isinstance(session, module.RemoteSession) \
        else None


class OnlineRematch:
    """The results screen's Rematch for an online match: ask (the host), or join (anyone,
    once the host has opened it)."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.asked = False
        self.joining: Any = None
        """The rematch being joined (a ``connect.Task``), or None."""
        self.note = ""
        """What the screen says about the rematch now ("" when nothing)."""

    @property
    def offer(self) -> tuple[str, list[str]] | None:
        """The open rematch's room code and this client's tokens in it (None before)."""
        offer: tuple[str, list[str]] | None = self.session.rematch_offer
        return offer

    def label(self) -> str:
        """The Rematch button's words now."""
        if self.joining is not None:
            return "Joining..."
        return "Join rematch" if self.offer is not None and not self.asked else "Rematch"

    def press(self) -> None:
        """Rematch pressed: join an open rematch, or (the host) ask for one."""
        if self.joining is not None:
            return
        if self.offer is not None:
            self._join()
        elif not self.session.hosts:
            self.note = GUEST_WAIT
        elif not self.asked:
            self.asked = True
            self.note = "Opening the rematch..."
            try:
                self.session.offer_rematch()
            except Exception as error:  # the connection is gone: said in player words
                # lazy: the network screens load only for an online match, never with a local one
                from game.ui.online.connect import player_words

                self.asked, self.note = False, player_words(error)

    def _join(self) -> None:
        # lazy: the network screens load only for an online match, never with a local one
        from game.ui.online.connect import Task

        room, tokens = self.offer  # type: ignore[misc]
        address = self.session.address

        def work() -> Any:
            # lazy: the network code loads only for an online match, never with a local one
            from game.ui.online import memory
            from game.ui.online.session import open_online

            fresh = open_online(address, room, tokens)
            memory.load().remember(address, room, tokens)
            return fresh

        self.note = "Joining the rematch..."
        self.joining = Task(work)

    def poll(self) -> Any | None:
        """The rematch's session once this client has joined it (None until then); the
        host, who asked, joins as soon as the rematch is open."""
        if self.joining is None:
            self.session.poll()
            if self.offer is not None:
                if self.asked:
                    self._join()
                elif not self.note or self.note == GUEST_WAIT:
                    self.note = OFFERED
            elif self.asked and self.session.refusal and "rematch" in self.session.refusal:
                refusal = self.session.refusal
                self.asked, self.note = False, f"The server said no: {refusal}."
            return None
        if not self.joining.done:
            return None
        task, self.joining = self.joining, None
        if task.error is not None:
            # lazy: the network screens load only for an online match, never with a local one
            from game.ui.online.connect import player_words

            self.note = player_words(task.error)
            return None
        return task.result
