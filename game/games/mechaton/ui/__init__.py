"""Mechaton's UI package: everything on screen that is Mechaton's own.

This module defines the game's ``GameUI``, ``UI`` (found by ``game.ui.games``); heavy
modules load when needed.

- ``battle/``: the shown board (``board.py``, with ``go_track.py`` keeping the shown go in
  step with the events), the painter and sidebar (initiative track, scoreboard, doomsday
  clock), tooltips over mechs (``mech_tip.py``), prompts for every request kind
  (``prompts.py`` for lists of options and board clicks, ``assign.py`` for the dice,
  ``builder.py`` and ``builder_info.py`` for secret armies, ``part_words.py`` for what each
  part gives), each with a default answer worked out in the background (``suggest.py``).
- ``render/``: mech sprites assembled from part layers (drawn from shapes when the sprite
  files are missing: ``drawn_mech.py``), event effects.
- ``scenes/``: New match and results. ``rules_text.py``: the F1 reference.
- ``tutorial/``: the guided first match (the rulebook's example turn).
- ``agents.py``: the AI seats' agent until Mechaton's own agents are registered.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
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

NAME = "mechaton"
TITLE = "Mechaton"
TAGLINE = "Build mechs in secret, roll and assign dice, hold stations until doomsday."
RULES_PAGE = paths.rules_docs_dir() / "mechaton.md"
RESULT_COLUMNS = (("Player", 0), ("Seat", 200), ("Score", 330), ("Per asset", 420),
                  ("Mechs left", 530), ("Hits dealt", 650), ("Taken", 770), ("Kills", 860),
                  ("Seized", 940))
"""The results table's columns: (heading, x offset)."""
REQUEST_KINDS = ("build", "initiative", "deploy", "target", "spot", "assign", "order",
                 "move", "use_spot", "cover", "lose", "tick")
"""Every request kind the ruleset asks."""
TERRAIN = {
    "floor": ("Floor", "open ground."),
    "wall": ("Wall", "blocks movement and line of sight; a mech right behind it is in cover "
                     "from the far side."),
    "cover": ("Cover (bricks)", "holds bricks (6 unless the map says). With 2 or more it "
                                "shelters a mech behind it from fire, each 5 rolled against "
                                "that mech breaks 3, and only a mech that rolled a green die "
                                "may enter it."),
    "station": ("Station site", "where the map's stations stand when they are dealt out "
                                "(the short game's satellite lands on the first); no mech may "
                                "enter a station's hex."),
    "null": None, "pickup": None,
}
"""What each terrain does in Mechaton (null fields and pick-up hexes: nothing)."""
HAND_OFF_PURPOSES = {"build": "build your army in secret",
                     "initiative": "choose your initiative dice in secret"}


class MechatonUI(GameUI):
    """Mechaton's screens: the builder, deployment, the dice, the board and results."""

    NAME = NAME
    TITLE = TITLE
    TAGLINE = TAGLINE
    RULES_PAGE = RULES_PAGE
    RESULT_COLUMNS = RESULT_COLUMNS
    REQUEST_KINDS = REQUEST_KINDS
    TERRAIN = TERRAIN


    # -- the title ------------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Three part-built mechs on a hex field."""
        from game.games.mechaton.ui.card import draw_card as draw

        draw(surface, rect)

    def new_match_scene(self) -> Scene:
        """Mechaton's New match form."""
        from game.games.mechaton.ui.scenes.new_match import new_match_scene as scene

        return scene()

    def rules_sections(self, key_lines: Sequence[str] = ()) -> Iterable[Any]:
        """The rules reference's pages: an overview, our rulings, the player's keys."""
        from game.games.mechaton.ui.rules_text import sections

        return sections(RULES_PAGE, tuple(key_lines))

    def lesson_cards(self) -> Sequence[LessonCard]:
        """The tutorial's lessons, in order (``game.ui.tutorial.card``): building and
        deploying an army, then the rulebook's example turn."""
        from game.games.mechaton.ui.tutorial.cards import CARDS

        return CARDS

    # -- the battle -----------------------------------------------------------------------------
    def prompt_for(self, request: Request, flow: Any) -> Prompt:
        """The prompt for ``request``: the builder, the dice, or a list of options."""
        from game.games.mechaton.ui.battle.assign import AssignPrompt
        from game.games.mechaton.ui.battle.builder import BuildPrompt
        from game.games.mechaton.ui.battle.prompts import ChoicePrompt

        kinds = {"build": BuildPrompt, "assign": AssignPrompt}
        return kinds.get(request.kind, ChoicePrompt)(request, flow.sender(request), flow)

    def presenter(self, event: Event) -> Presenter:
        """How ``event`` is shown (its animation's length, or ``NO_ANIMATION``)."""
        from game.games.mechaton.ui.presenters import presenter as of

        return of(event)

    def presents(self, event_type: type) -> bool:
        """True if ``event_type`` is animated or explicitly not (the contract test's check)."""
        from game.games.mechaton.ui.presenters import presents as known

        return known(event_type)

    def new_board(self, session: Session, viewer: int | None) -> Any:
        """The shown board as ``viewer`` sees the match now."""
        from game.games.mechaton.ui.battle.board import MechatonBoard

        return MechatonBoard.of(session.view_for(viewer))

    def prompts_private(self, session: Session) -> bool:
        """False: only the secret requests (builds, initiative picks) need a hand-off."""
        return False

    def hand_off_purpose(self, request: Request) -> str:
        """The hand-off screen's words for what the player is about to do."""
        return HAND_OFF_PURPOSES.get(request.kind, "play your go")

    def thinking_shows(self, board: Any) -> bool:
        """AI seats think in front of the players."""
        return True

    def painter(self, scene: Any, styles: Sequence[Any], tiles: Any) -> Any:
        """The battle painter: field, mechs, effects, panels and sidebar."""
        from game.games.mechaton.ui.battle.painter import MechatonPainter

        return MechatonPainter(scene, styles, tiles)

    def results_scene(self, session: MatchSession) -> Scene:
        """The results table after a match."""
        from game.games.mechaton.ui.scenes.results import ResultsScene

        return ResultsScene(session)

    def autoplay_scene(self, map_path: Path, count: int, seed: int | None) -> Scene:
        """``count`` AI seats fighting on ``map_path``."""
        from game.games.mechaton.ui.session_setup import MatchOptions, new_session
        from game.ui.battle.seats import SeatConfig

        seats = [SeatConfig(f"AI {i + 1}", "ai", "random", i) for i in range(count)]
        return self.battle_scene(new_session(map_path, seats, MatchOptions(quick_deploy=True),
                                             seed or 1))

    def demo_session(self, seed: int, humans: int = 0) -> MatchSession:
        """A small match for tests and screenshots: two seats (``humans`` of them local humans,
        then random AIs) on the 2-player field, armies built in the match."""
        from game.games.mechaton.ui.session_setup import DEFAULT_ARENA, MatchOptions, new_session
        from game.ui.battle.seats import SeatConfig

        seats = [SeatConfig(name, "human" if index < humans else "ai", "random", index)
                 for index, name in enumerate(("Nina", "Red"))]
        return new_session(DEFAULT_ARENA, seats, MatchOptions(quick_deploy=True), seed)

    def sound_for(self, event: Event) -> str | None:
        """The sound an event plays (None: silent)."""
        from game.games.mechaton.ui.presenters import sound_for as of

        return of(event)

    def progress(self, state: Any) -> str | None:
        """How far a match has got, for the title's Continue line: its turn, or the set-up."""
        turn = getattr(state, "turn", 0)
        return f"turn {turn}" if turn else "the set-up"

    def save_point(self, event: Event) -> str | None:
        """"now" after the match's last event, "later" when a turn starts, else None."""
        from game.games.mechaton.rules.events import GameEnded, TurnStarted

        return {GameEnded: "now", TurnStarted: "later"}.get(type(event))

    def quick_reference(self) -> Sequence[tuple[str, Sequence[str]]]:
        """The quick reference's blocks (F3)."""
        from game.games.mechaton.ui.quick_ref import quick_reference as blocks

        return blocks()


UI = MechatonUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
