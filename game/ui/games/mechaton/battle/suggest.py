"""The sensible default for a question: what the normal AI would answer in the player's seat,
judged only from what that player may know (their information state). Prompts preselect it
and show it before anything is sent, so Enter (or one click) accepts it."""

from __future__ import annotations

from typing import Any

from game.core.match import Choice, Request
from game.rulesets.mechaton.determinize import information_state
from game.rulesets.mechaton.state import MechatonState


def suggestion(flow: Any, request: Request) -> Choice | None:
    """The default answer to ``request`` (None when the match state is out of reach, as in a
    bare test flow, or for the army builder)."""
    if request.kind == "build":
        return None
    state = getattr(getattr(getattr(flow, "session", None), "match", None), "state", None)
    if not isinstance(state, MechatonState) or \
            request not in state.pending():
        return None
    from game.ai.mechaton.normal import heuristic_choice

    info = information_state(state, request.player)
    choice = heuristic_choice(info, request.player, request)
    return choice if choice in request.legal_choices() else None
