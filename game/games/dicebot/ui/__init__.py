"""Dice Bot Mega Fun's UI package: everything on screen that is Dice Bot's own.

This module defines the game's ``GameUI`` (``UI``, found by ``game.ui.games``). It joins
two halves, each imported only when needed:

- the scavenge (this package): ``new_match.py`` / ``session_setup.py`` (the New match form),
  ``scavenge/`` (getting ready, the countdown, the real-time grab with every human on their
  own input device at once, the snake draft, the junkyard painter, its sounds),
  ``dice_art.py`` (the parts dice), ``card.py``, ``rules_text.py``;
- the card battle (``table/``): the shown board for every event, the ring of robots, the
  battle's prompts, presenters and sounds, and the results.

Requests of the scavenge kinds go to the scavenge's prompts, every other kind to the
table's; likewise events and sounds (``hooks.py``) and the painter (the junkyard is drawn
while the shown match is scavenging, the card table otherwise).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from game import paths
from game.games.dicebot.ui.tutorial.cards import CARDS
from game.ui.game_ui import GameUI, loaded_from

if TYPE_CHECKING:
    from game.ui.tutorial.card import LessonCard

NAME = "dicebot"
TITLE = "Dice Bot Mega Fun"
TAGLINE = "Grab parts from the junkyard, build a bot, blast the ring."
RULES_PAGE = paths.rules_docs_dir() / "dicebot.md"
SCAVENGE_KINDS = ("ready", "grab")
"""Request kinds the scavenge answers (the snake draft's grabs are "grab" too)."""
SHARED_KEYS = ("cancel", "help", "quick_ref", "skip_animation", "speed_cycle", "toggle_log",
               "settings")
"""The shared keys Dice Bot uses (no map to pan or zoom, no turn to end): F1 lists only
these; its own fixed keys (the grab clusters, the table's) are written by ``rules_text``."""


def _table() -> Any:
    """The card battle's half of the package (imported on first use)."""
    # lazy: the card battle loads when a match does, not with the title (start-up)
    from game.games.dicebot.ui import table

    return table


class DicebotUI(GameUI):
    """Dice Bot Mega Fun's screens: the scavenge here, the card battle at the table."""

    NAME = NAME
    TITLE = TITLE
    TAGLINE = TAGLINE
    RULES_PAGE = RULES_PAGE
    SHARED_KEYS = SHARED_KEYS

    draw_card = loaded_from(".card:draw_card")
    new_match_scene = loaded_from(".new_match:new_match_scene")
    quick_reference = loaded_from(".quick_ref:quick_reference")
    input_devices = loaded_from(".scavenge.controls:input_devices")
    key_device = loaded_from(".scavenge.controls:key_device")
    painter = loaded_from(".scavenge.painter:DicebotPainter")
    demo_session = loaded_from(".session_setup:demo_session")
    prompt_for = loaded_from(".hooks:prompt_for")
    reaction_time = loaded_from(".hooks:reaction_time")
    panel_buttons = loaded_from(".hooks:panel_buttons")
    prompts_private = loaded_from(".hooks:prompts_private")
    hand_off_purpose = loaded_from(".hooks:hand_off_purpose")
    presenter = loaded_from(".hooks:presenter")
    presents = loaded_from(".hooks:presents")
    sound_for = loaded_from(".hooks:sound_for")
    save_point = loaded_from(".hooks:save_point")
    new_board = loaded_from(".table:new_board")
    results_scene = loaded_from(".table:results_scene")

    @property  # type: ignore[override]
    def REQUEST_KINDS(self) -> tuple[str, ...]:
        """The scavenge's kinds, then the table's (the table is loaded when asked)."""
        kinds = _table().REQUEST_KINDS
        return SCAVENGE_KINDS + tuple(k for k in kinds if k not in SCAVENGE_KINDS)

    @property  # type: ignore[override]
    def RESULT_COLUMNS(self) -> tuple[tuple[str, int], ...]:
        """The table's results columns (loaded when asked)."""
        columns: tuple[tuple[str, int], ...] = _table().RESULT_COLUMNS
        return columns

    def lesson_cards(self) -> Sequence[LessonCard]:
        """The tutorial's lessons, in order (``game.ui.tutorial.card``): the first melee."""
        return CARDS

    def rules_sections(self, key_lines: Sequence[str] = ()) -> Iterable[Any]:
        """How to play on screen, docs/rules/dicebot.md as pages, the keys last."""
        # lazy: F1's pages load when the rules are opened, not with the title (start-up)
        from game.games.dicebot.ui.rules_text import sections

        return sections(RULES_PAGE, tuple(key_lines))

    def progress(self, state: Any) -> str | None:
        """How far a match has got, for the title's Continue line: the melee and its round."""
        if getattr(state, "sudden", False):
            return "sudden death"
        melee, round_number = getattr(state, "melee", 0), getattr(state, "round", 0)
        if not melee:
            return "the deal"
        return f"melee {melee}, round {round_number}" if round_number else f"melee {melee}"

    def thinking_shows(self, board: Any) -> bool:
        """AI seats think in the open (nothing of the board moves while they do)."""
        return True


UI = DicebotUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
