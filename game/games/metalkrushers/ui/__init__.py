"""MetalKrushers' UI package: everything on screen that is MetalKrushers' own.

This module defines the game's ``GameUI``, ``UI`` (found by ``game.ui.games``); heavy
modules load when needed.

- ``new_match.py`` / ``session_setup.py``: the New match form and starting a session (AI
  seats use the shared random agent).
- ``build_prompt.py``: construction (templates, chassis, program, hands, armour, live IM).
- ``move_prompt.py``: steps and turns with MP left, one-press stops; ``prompts.py``:
  declarations and the attack plan with its to-hit terms and chances, opened on the
  suggested choice (``declare_odds.py``: that suggestion and the enemy's chances to hit you).
- ``board.py``, ``battle_painter.py``: the shown board, noses, arcs on hover and effects;
  ``side_panel.py``, ``order.py``: the order (who moves after you), data sheet and log.
- ``hooks.py``: the battle-time hooks with a body of their own (declared below with
  ``loaded_from``).
- ``presenters.py``, ``results.py``, ``rules_text.py`` (F1: How to play first), ``card.py``.
- ``tutorial/``: the guided first match (the rulebook's combat example, played as B).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from game import paths
from game.games.metalkrushers.ui.tutorial.cards import CARDS
from game.ui.game_ui import GameUI, loaded_from

if TYPE_CHECKING:
    from game.core.match import Request
    from game.core.session import Session
    from game.ui.tutorial.card import LessonCard

NAME = "metalkrushers"
TITLE = "MetalKrushers"
TAGLINE = "Build a Krusher, mind your facing, parry, block and crit."
RULES_PAGE = paths.rules_docs_dir() / "metalkrushers.md"
RESULT_COLUMNS = (("Krusher", 0), ("Seat", 200), ("Linkage", 320), ("Armour", 430),
                  ("Dealt", 540), ("Taken", 640), ("Crits", 740), ("Ousts", 830),
                  ("Kills", 920), ("State", 1010))
REQUEST_KINDS = ("build", "move", "plan", "reflex", "shield", "parry", "take", "tie", "save")
TERRAIN = {
    "floor": ("Floor", "open ground."),
    "wall": ("Wall", "blocks movement and shots."),
    "null": ("Null field", "a Krusher standing in it takes 1 off every roll it makes "
                           "(initiative, attacks, damage, criticals, Reflex, ousts)."),
    "pickup": ("Pick-up hex", "in the Pick-Up scenario a Krusher that starts its move here "
                              "may arm an empty hand instead of moving; nothing otherwise."),
    "cover": None, "station": None,
}
"""What each terrain does in MetalKrushers (cover and stations: nothing)."""
HAND_OFF_PURPOSES = {"build": "design your Krusher in secret", "move": "move your Krusher",
                     "plan": "choose your attacks"}


class MetalKrushersUI(GameUI):
    """MetalKrushers' screens: construction, the walk, declarations, the board and results."""

    NAME = NAME
    TITLE = TITLE
    TAGLINE = TAGLINE
    RULES_PAGE = RULES_PAGE
    RESULT_COLUMNS = RESULT_COLUMNS
    REQUEST_KINDS = REQUEST_KINDS
    TERRAIN = TERRAIN

    draw_card = loaded_from(".card:draw_card")
    new_match_scene = loaded_from(".new_match:new_match_scene")
    quick_reference = loaded_from(".quick_ref:quick_reference")
    presenter = loaded_from(".presenters:presenter")
    presents = loaded_from(".presenters:presents")
    painter = loaded_from(".battle_painter:KrusherPainter")
    results_scene = loaded_from(".results:ResultsScene")
    demo_session = loaded_from(".session_setup:demo_session")
    prompt_for = loaded_from(".hooks:prompt_for")
    new_board = loaded_from(".hooks:new_board")
    sound_for = loaded_from(".hooks:sound_for")
    save_point = loaded_from(".hooks:save_point")

    def lesson_cards(self) -> Sequence[LessonCard]:
        """The tutorial's lessons, in order (``game.ui.tutorial.card``)."""
        return CARDS

    def rules_sections(self, key_lines: Sequence[str] = ()) -> Iterable[Any]:
        """docs/rules/metalkrushers.md as pages, the keys last."""
        # lazy: F1's pages load when the rules are opened, not with the title (start-up)
        from game.games.metalkrushers.ui.rules_text import sections

        return sections(RULES_PAGE, tuple(key_lines))

    def prompts_private(self, session: Session) -> bool:
        """True during construction: designs stay secret until every Krusher is built, and the
        core marks only builds asked at the same time secret (the last one left is not), so
        every build prompt is private; afterwards everything is public."""
        return getattr(session.view_for(None), "phase", "") == "build"

    def hand_off_purpose(self, request: Request) -> str:
        """The hand-off screen's words."""
        return HAND_OFF_PURPOSES.get(request.kind, "declare")

    def thinking_shows(self, board: Any) -> bool:
        """AI seats think with the board settled during construction."""
        return board.phase == "build"

    def progress(self, state: Any) -> str | None:
        """How far a match has got, for the title's Continue line: its turn, or the building."""
        turn = getattr(state, "turn", 0)
        return f"turn {turn}" if turn else "the design of the Krushers"


UI = MetalKrushersUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
