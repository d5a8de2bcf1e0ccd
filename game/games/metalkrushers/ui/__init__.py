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
- ``presenters.py``, ``results.py``, ``rules_text.py`` (F1: How to play first), ``card.py``.
- ``tutorial/``: the guided first match (the rulebook's combat example, played as B).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from game import paths
from game.ui.anim import Presenter
from game.ui.game_ui import GameUI

if TYPE_CHECKING:
    import pygame

    from game.core.events import Event
    from game.core.match import Request
    from game.core.session import Session
    from game.ui.battle.prompt import Prompt
    from game.ui.scene import Scene
    from game.ui.session import MatchSession
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

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Two Krushers squaring up: the chooser's picture."""
        from game.games.metalkrushers.ui.card import draw_card as draw

        draw(surface, rect)

    def lesson_cards(self) -> Sequence[LessonCard]:
        """The tutorial's lessons, in order (``game.ui.tutorial.card``)."""
        from game.games.metalkrushers.ui.tutorial.cards import CARDS

        return CARDS

    def new_match_scene(self) -> Scene:
        """The New match form."""
        from game.games.metalkrushers.ui.new_match import new_match_scene as scene

        return scene()

    def rules_sections(self, key_lines: Sequence[str] = ()) -> Iterable[Any]:
        """docs/rules/metalkrushers.md as pages, the keys last."""
        from game.games.metalkrushers.ui.rules_text import sections

        return sections(RULES_PAGE, tuple(key_lines))

    def prompt_for(self, request: Request, flow: Any) -> Prompt:
        """Construction, movement, or a list of declarations (opened on the suggested one: in
        a tutorial, the lesson's answer)."""
        send = flow.sender(request)
        if request.kind == "build":
            from game.games.metalkrushers.ui.build_prompt import BuildPrompt

            return BuildPrompt(request, send)
        if request.kind == "move":
            from game.games.metalkrushers.ui.move_prompt import MovePrompt

            return MovePrompt(request, send, flow.plan_walk)
        from game.games.metalkrushers.ui.declare_odds import suggested
        from game.games.metalkrushers.ui.prompts import ChoicePrompt

        lesson = getattr(flow.session, "expected", None)  # a tutorial's session: its answer
        wanted = lesson(request) if lesson is not None else ()
        return ChoicePrompt(request, send, wanted[0] if wanted else
                            suggested(flow.session, request))

    def presenter(self, event: Event) -> Presenter:
        """How ``event`` is shown."""
        from game.games.metalkrushers.ui.presenters import presenter as of

        return of(event)

    def presents(self, event_type: type) -> bool:
        """True if ``event_type`` is animated or explicitly not."""
        from game.games.metalkrushers.ui.presenters import presents as known

        return known(event_type)

    def new_board(self, session: Session, viewer: int | None) -> Any:
        """The shown board as ``viewer`` sees the match now."""
        from game.games.metalkrushers.ui.board import KrusherBoard

        return KrusherBoard.of(session, viewer)

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

    def painter(self, scene: Any, styles: Sequence[Any], tiles: Any) -> Any:
        """The battle painter."""
        from game.games.metalkrushers.ui.battle_painter import KrusherPainter

        return KrusherPainter(scene, styles, tiles)

    def results_scene(self, session: MatchSession) -> Scene:
        """The results table."""
        from game.games.metalkrushers.ui.results import ResultsScene

        return ResultsScene(session)

    def demo_session(self, seed: int, humans: int = 0) -> MatchSession:
        """An Arena Rules duel on the standard arena for tests and screenshots."""
        from game.games.metalkrushers.ui.session_setup import demo_session as make

        return make(seed, humans)

    def sound_for(self, event: Event) -> str | None:
        """Steps, rolls, hits, ousts and defeats make a sound (the shared sound set)."""
        return sounds().get(type(event))

    def progress(self, state: Any) -> str | None:
        """How far a match has got, for the title's Continue line: its turn, or the building."""
        turn = getattr(state, "turn", 0)
        return f"turn {turn}" if turn else "the design of the Krushers"

    def save_point(self, event: Event) -> str | None:
        """Save at the match's end at once, after each turn in the background."""
        from game.games.metalkrushers.rules.combat_events import MatchEnded
        from game.games.metalkrushers.rules.events import TurnStarted

        return {MatchEnded: "now", TurnStarted: "later"}.get(type(event))

    def quick_reference(self) -> Sequence[tuple[str, Sequence[str]]]:
        """The quick reference's blocks (F3)."""
        from game.games.metalkrushers.ui.quick_ref import quick_reference as blocks

        return blocks()


@cache
def sounds() -> dict[type, str]:
    """Rules event class -> sound effect (built when first asked: it loads the rules, which
    the title should not)."""
    from game.games.metalkrushers.rules.combat_events import (
        AttackRolled,
        DamageDealt,
        KrusherDefeated,
        MatchEnded,
        ReflexRolled,
    )
    from game.games.metalkrushers.rules.events import KrusherMoved, OustRolled

    return {KrusherMoved: "footstep_heavy", AttackRolled: "dice_roll",
            DamageDealt: "claw_hit", OustRolled: "knockback_thud",
            KrusherDefeated: "collapse", MatchEnded: "victory", ReflexRolled: "dice_land"}


UI = MetalKrushersUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
