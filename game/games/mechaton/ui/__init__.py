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
- ``hooks.py``: the battle-time hooks with a body of their own (declared below with
  ``loaded_from``).
- ``scenes/``: New match and results. ``rules_text.py``: the F1 reference.
- ``tutorial/``: the guided first match (the rulebook's example turn).
- ``agents.py``: the AI seats' agent until Mechaton's own agents are registered.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from game import paths
from game.games.mechaton.ui.tutorial.cards import CARDS
from game.ui.game_ui import GameUI, loaded_from

if TYPE_CHECKING:
    from game.core.match import Request
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

    draw_card = loaded_from(".card:draw_card")
    new_match_scene = loaded_from(".scenes.new_match:new_match_scene")
    quick_reference = loaded_from(".quick_ref:quick_reference")
    presenter = loaded_from(".presenters:presenter")
    presents = loaded_from(".presenters:presents")
    sound_for = loaded_from(".presenters:sound_for")
    painter = loaded_from(".battle.painter:MechatonPainter")
    results_scene = loaded_from(".scenes.results:ResultsScene")
    prompt_for = loaded_from(".hooks:prompt_for")
    new_board = loaded_from(".hooks:new_board")
    autoplay_scene = loaded_from(".hooks:autoplay_scene")
    demo_session = loaded_from(".hooks:demo_session")
    save_point = loaded_from(".hooks:save_point")

    # -- the title ------------------------------------------------------------------------------
    def rules_sections(self, key_lines: Sequence[str] = ()) -> Iterable[Any]:
        """The rules reference's pages: an overview, our rulings, the player's keys."""
        # lazy: F1's pages load when the rules are opened, not with the title (start-up)
        from game.games.mechaton.ui.rules_text import sections

        return sections(RULES_PAGE, tuple(key_lines))

    def lesson_cards(self) -> Sequence[LessonCard]:
        """The tutorial's lessons, in order (``game.ui.tutorial.card``): building and
        deploying an army, then the rulebook's example turn."""
        return CARDS

    # -- the battle -----------------------------------------------------------------------------
    def hand_off_purpose(self, request: Request) -> str:
        """The hand-off screen's words for what the player is about to do."""
        return HAND_OFF_PURPOSES.get(request.kind, "play your go")

    def thinking_shows(self, board: Any) -> bool:
        """AI seats think in front of the players."""
        return True

    def progress(self, state: Any) -> str | None:
        """How far a match has got, for the title's Continue line: its turn, or the set-up."""
        turn = getattr(state, "turn", 0)
        return f"turn {turn}" if turn else "the set-up"


UI = MechatonUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
