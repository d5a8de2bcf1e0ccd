"""The sensible default for a question: what the normal AI would answer in the player's seat,
judged only from what that player may know (their information state). Prompts preselect it
and show it before anything is sent, so Enter (or one click) accepts it.

Working it out can take a tenth of a second or two (the dice assignment weighs every walk),
so it is thought out in a background thread, like an AI seat's decisions: the copy of what the
player knows is taken at once, and the prompt shows the default as soon as it is ready.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.core.match import Choice, Request
from game.games.mechaton.rules.state import MechatonState

_POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="suggest")


def _think(info: MechatonState, request: Request) -> Choice | None:
    from game.games.mechaton.ai.normal import heuristic_choice

    choice = heuristic_choice(info, request.player, request)
    return choice if choice in request.legal_choices() else None


class Suggestion:
    """The default answer to one request, worked out off the UI thread (none for the army
    builder, or when the match state is out of reach, as in a bare test flow)."""

    def __init__(self, flow: Any, request: Request) -> None:
        self._future: Future[Choice | None] | None = None
        session = getattr(flow, "session", None)
        knowledge = getattr(session, "knowledge", None)
        if request.kind == "build" or knowledge is None or request not in session.pending():
            return
        info = knowledge(request.player)
        if not isinstance(info, MechatonState):
            return  # no rules state at this screen (online)
        self._future = _POOL.submit(_think, info, request)

    @property
    def pending(self) -> bool:
        """True while the default is still being worked out."""
        return self._future is not None and not self._future.done()

    def get(self) -> Choice | None:
        """The default once it is ready (None until then, or when there is none)."""
        if self._future is None or not self._future.done():
            return None
        return self._future.result()

    def wait(self, seconds: float = 5.0) -> Choice | None:
        """The default, waiting up to ``seconds`` for it (tests and screenshots)."""
        if self._future is None:
            return None
        return self._future.result(timeout=seconds)
