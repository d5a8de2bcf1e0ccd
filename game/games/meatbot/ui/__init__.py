"""Meatbot Massacre's UI package: everything on screen that is Meatbot's own.

This module defines the game's ``GameUI``, ``UI``: the shared shell finds it by the game's
name "meatbot" (``game.ui.games``) and calls only its methods. The heavy modules (battle
painter, prompts, scenes) are imported when first needed, so the title's game chooser stays
quick.

- ``battle/``: prompts for each request kind (pick, aim, move, list), the shown board, the
  painter and panels, exact previews, keyboard play, AI aims and walks shown before they
  happen (``watch.py``, ``watching.py``).
- ``render/``: the data sheet, dice tray, pick panel and event effects.
- ``scenes/``: New match and its flows (Measures, builds), the build shop, results, the
  rules reference's text, and the tournament screens.
- ``hooks.py``: the battle-time hooks with a body of their own (declared below with
  ``loaded_from``).
- ``presenters.py``: how long each event animates and when its board change lands.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from game import paths
from game.games.meatbot.ui.tutorial.cards import CARDS
from game.ui.game_ui import GameUI, loaded_from

if TYPE_CHECKING:
    from game.core.events import Event
    from game.core.match import Request
    from game.core.session import Session
    from game.ui.scene import Scene
    from game.ui.tutorial.card import LessonCard

NAME = "meatbot"
TITLE = "Meatbot Massacre"
TAGLINE = "Pick dice in secret, eat the arena, be the last bot standing."
RULES_PAGE = paths.rules_docs_dir() / "meatbot.md"
RESULT_COLUMNS = (("Bot", 0), ("Seat", 230), ("State", 370), ("Meat", 500), ("Dealt", 580),
                  ("Taken", 660), ("Grandstands", 740), ("Kills", 870))
"""The results table's columns: (heading, x offset)."""
REQUEST_KINDS = ("build", "pick", "attack", "grandstand", "move", "letgo", "onco", "hyperheal",
                 "timing")
"""Every request kind the ruleset asks (build: the shop before round 1 for a bot left unbuilt
in the set-up; letgo and the last three: a list of options)."""
TERRAIN = {
    "floor": ("Floor", "open ground: bots walk on it and shoot across it."),
    "wall": ("Wall", "blocks movement and line of sight; rays and cones stop at it, and a bot "
                     "knocked back into it stays put."),
    "cover": None, "null": None, "pickup": None, "station": None,
}
"""What each terrain does in Meatbot Massacre: only walls matter (the rest is drawn muted)."""
KEY_ACTIONS: tuple[tuple[str, str, str], ...] = (
    ("stop_moving", "Stop moving", "x"),
    ("eat", "Eat", "e"),
    ("massacre_down", "Massacre down (Single Measure shop)", "["),
    ("massacre_up", "Massacre up (Single Measure shop)", "]"),
    ("number_1", "d4 die / weapon 1", "1"),
    ("number_2", "d6 die / weapon 2", "2"),
    ("number_3", "d10 die / weapon 3", "3"),
    ("number_4", "d12 die / weapon 4", "4"),
    *((f"number_{n}", f"Weapon {n}", str(n)) for n in range(5, 10)),
)
"""Meatbot's own keys (id, words on the Settings screen, default key): the number keys add a
die while picking (with Shift: take one away) and choose a weapon or option while aiming."""
HAND_OFF_PURPOSES = {"build": "buy your bot's devourables", "pick": "pick your dice",
                     "attack": "allocate your attack die",
                     "grandstand": "choose your grandstand", "move": "move your bot",
                     "letgo": "keep or let go of your Lock"}


class MeatbotUI(GameUI):
    """Meatbot Massacre's screens: the shop, dice picks, aims and walks, the tournament."""

    NAME = NAME
    TITLE = TITLE
    TAGLINE = TAGLINE
    RULES_PAGE = RULES_PAGE
    RESULT_COLUMNS = RESULT_COLUMNS
    REQUEST_KINDS = REQUEST_KINDS
    TERRAIN = TERRAIN
    KEY_ACTIONS = KEY_ACTIONS

    draw_card = loaded_from(".card:draw_card")
    new_match_scene = loaded_from(".scenes.new_match:new_match_scene")
    quick_reference = loaded_from(".quick_ref:quick_reference")
    prompt_for = loaded_from(".battle.prompts:prompt_for")
    panel_buttons = loaded_from(".battle.panels:panel_buttons")
    presenter = loaded_from(".presenters:presenter")
    presents = loaded_from(".presenters:presents")
    sound_for = loaded_from(".sounds:sound_for_event")
    painter = loaded_from(".battle.screen:BattlePainter")
    results_scene = loaded_from(".scenes.results:ResultsScene")
    forced_answer = loaded_from(".hooks:forced_answer")
    autoplay_scene = loaded_from(".hooks:autoplay_scene")
    demo_session = loaded_from(".hooks:demo_session")
    save_point = loaded_from(".hooks:save_point")
    pacing = loaded_from(".hooks:pacing")

    # -- the title ------------------------------------------------------------------------------
    def extra_modes(self) -> list[tuple[str, str, Any]]:
        """More ways to play from the title: (label, tooltip, scene factory)."""
        return [("Tournament", "The same jocks over a series of matches, with Fan Points.",
                 tournament_menu)]

    def lesson_cards(self) -> Sequence[LessonCard]:
        """The tutorial's lessons, in order (``game.ui.tutorial.card``)."""
        return CARDS

    def rules_sections(self, key_lines: Sequence[str] = ()) -> Iterable[Any]:
        """The rules reference's pages, the player's own keys included."""
        # lazy: F1's pages load when the rules are opened, not with the title (start-up)
        from game.games.meatbot.ui.scenes.rules_text import sections

        return sections(tuple(key_lines))

    # -- the battle -----------------------------------------------------------------------------
    def new_board(self, session: Session, viewer: int | None) -> Any:
        """The shown board as ``viewer`` sees the match now (an unused Extra Meat of a build
        hidden from ``viewer`` never shows in its Meat)."""
        from game.games.meatbot.ui.battle.board import Board
        from game.games.meatbot.ui.battle.seen import SeenMatch, seen_match
        from game.games.meatbot.ui.battle.shown_meat import hidden_builds

        seen = seen_match(session, viewer)
        known = hidden_builds(seen.state, viewer)
        return Board.from_view(session.view_for(viewer), known, isinstance(seen, SeenMatch))

    def log_line(self, event: Event, session: Session) -> str:
        """``event``'s line in the shared log, as everyone at the screen may read it."""
        from game.games.meatbot.ui.battle.seen import SeenMatch, seen_match
        from game.games.meatbot.ui.battle.shown_meat import log_line as shown_line

        seen = seen_match(session, None)
        log = session.log if isinstance(seen, SeenMatch) else None
        return shown_line(event, seen.state, session.names, log)

    def prompts_private(self, session: Session) -> bool:
        """True with secret builds: a prompt may show its bot's unused devourables (which ones
        do: ``request_private``)."""
        from game.games.meatbot.ui.battle.privacy import secret_builds
        from game.games.meatbot.ui.battle.seen import seen_match

        return secret_builds(seen_match(session, None))

    def request_private(self, session: Session, request: Request) -> bool:
        """True if ``request`` must be answered in private when humans share the screen: a
        secret one, or one whose options would show an unused devourable of a secret build."""
        from game.games.meatbot.ui.battle.privacy import request_private as private
        from game.games.meatbot.ui.battle.seen import seen_match

        return private(seen_match(session, request.player), request)

    def hand_off_purpose(self, request: Request) -> str:
        """The hand-off screen's words for what the player is about to do."""
        return HAND_OFF_PURPOSES.get(request.kind, "choose")

    def watching_of(self, showing: Any, session: Session) -> Any:
        """What to draw while an AI's held aim or walk is shown."""
        from game.games.meatbot.ui.battle.seen import seen_match
        from game.games.meatbot.ui.battle.watching import Watching

        return Watching.of(showing, seen_match(session, None))

    def watching_verb(self, watching: Any) -> str:
        """The status line's verb for a shown AI answer."""
        return "walks" if watching.showing.kind == "move" else "takes aim"

    def progress(self, state: Any) -> str:
        """How far a match has got, for Continue: "the shop" before round 1, else the round."""
        return "the shop" if state.phase == "shop" else f"round {state.round}"

    def thinking_shows(self, board: Any) -> bool:
        """True while AI seats may think with the board settled in front of the players (the
        shop and the pick phase), so "thinking" is said rather than "Resolving"."""
        return board.phase in ("shop", "pick")


def tournament_menu() -> Scene:
    """The tournament menu, imported when opened: it loads the whole ruleset, which the
    title (it lists this mode) should not wait for."""
    # lazy: the tournament loads the whole ruleset when opened (start-up)
    from game.games.meatbot.ui.scenes.tournament_menu import TournamentMenuScene

    return TournamentMenuScene()


UI = MeatbotUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
