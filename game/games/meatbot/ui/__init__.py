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
- ``presenters.py``: how long each event animates and when its board change lands.
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
    from game.ui.battle.prompt import Prompt
    from game.ui.scene import Scene
    from game.ui.session import MatchSession
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


    # -- the title ------------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Two bots squaring up on a hex: Meatbot's picture on the game chooser."""
        from game.games.meatbot.ui.card import draw_card as draw

        draw(surface, rect)

    def new_match_scene(self) -> Scene:
        """Meatbot's New match form."""
        from game.games.meatbot.ui.scenes.new_match import new_match_scene as scene

        return scene()

    def extra_modes(self) -> list[tuple[str, str, Any]]:
        """More ways to play from the title: (label, tooltip, scene factory)."""
        return [("Tournament", "The same jocks over a series of matches, with Fan Points.",
                 tournament_menu)]

    def lesson_cards(self) -> Sequence[LessonCard]:
        """The tutorial's lessons, in order (``game.ui.tutorial.card``)."""
        from game.games.meatbot.ui.tutorial.cards import CARDS

        return CARDS

    def rules_sections(self, key_lines: Sequence[str] = ()) -> Iterable[Any]:
        """The rules reference's pages, the player's own keys included."""
        from game.games.meatbot.ui.scenes.rules_text import sections

        return sections(tuple(key_lines))

    # -- the battle -----------------------------------------------------------------------------
    def prompt_for(self, request: Request, flow: Any) -> Prompt:
        """The prompt for ``request``: dice pick, aim, move, or a list of options."""
        from game.games.meatbot.ui.battle.prompts import prompt_for as make

        return make(request, flow)

    def presenter(self, event: Event) -> Presenter:
        """How ``event`` is shown (its animation's length, or ``NO_ANIMATION``)."""
        from game.games.meatbot.ui.presenters import presenter as of

        return of(event)

    def presents(self, event_type: type) -> bool:
        """True if ``event_type`` is animated or explicitly not (the contract test's check)."""
        from game.games.meatbot.ui.presenters import presents as known

        return known(event_type)

    def new_board(self, session: Any, viewer: int | None) -> Any:
        """The shown board as ``viewer`` sees the match now (an unused Extra Meat of a build
        hidden from ``viewer`` never shows in its Meat)."""
        from game.games.meatbot.ui.battle.board import Board
        from game.games.meatbot.ui.battle.shown_meat import hidden_builds

        match = session.match
        return Board.from_view(match.view_for(viewer), hidden_builds(match.state, viewer))

    def log_line(self, event: Event, session: Any) -> str:
        """``event``'s line in the shared log, as everyone at the screen may read it."""
        from game.games.meatbot.ui.battle.shown_meat import log_line as shown_line

        match = session.match
        return shown_line(event, match.state, match.state.names)

    def prompts_private(self, session: Any) -> bool:
        """True with secret builds: a prompt may show its bot's unused devourables (which ones
        do: ``request_private``)."""
        setup = getattr(session.match.state, "setup", None)
        return bool(getattr(setup, "secret_builds", False))

    def request_private(self, session: Any, request: Request) -> bool:
        """True if ``request`` must be answered in private when humans share the screen: a
        secret one, or one whose options would show an unused devourable of a secret build."""
        from game.games.meatbot.ui.battle.privacy import request_private as private

        return private(session.match, request)

    def hand_off_purpose(self, request: Request) -> str:
        """The hand-off screen's words for what the player is about to do."""
        return HAND_OFF_PURPOSES.get(request.kind, "choose")

    def forced_answer(self, request: Request, names: Sequence[str]) -> tuple[Any, str] | None:
        """(Pass, a log note) for a die whose only legal use is passing (nothing in reach, no
        other use), so its player is not asked; None when there is a real choice."""
        from game.games.meatbot.rules.choices import Pass

        if request.kind not in ("attack", "grandstand"):
            return None
        if request.legal_choices() != [Pass()]:
            return None
        die = getattr(request, "die", 0)
        return Pass(), f"{names[request.player]}'s {die} has no use: passed without asking."

    def watching_of(self, showing: Any, session: Any) -> Any:
        """What to draw while an AI's held aim or walk is shown."""
        from game.games.meatbot.ui.battle.watching import Watching

        return Watching.of(showing, session.match)

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

    def painter(self, scene: Any, styles: Sequence[Any], tiles: Any) -> Any:
        """The battle painter: map, bots, overlays, effects, panels and sidebar."""
        from game.games.meatbot.ui.battle.screen import BattlePainter

        return BattlePainter(scene, styles, tiles)

    def panel_buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """The bottom panel's buttons for the open prompt."""
        from game.games.meatbot.ui.battle.panels import panel_buttons as buttons

        return buttons(flow, area)

    def results_scene(self, session: MatchSession) -> Scene:
        """The results table after a match."""
        from game.games.meatbot.ui.scenes.results import ResultsScene

        return ResultsScene(session)

    def autoplay_scene(self, map_path: Path, count: int, seed: int | None) -> Scene:
        """``count`` normal AIs fighting on ``map_path`` (the map error screen if it is broken)."""
        from game.games.meatbot.ui.scenes.setup_flow import autoplay_seats, start_battle_scene

        return start_battle_scene(str(map_path), autoplay_seats(count), seed=seed)

    def demo_session(self, seed: int, humans: int = 0) -> MatchSession:
        """A small match for tests and screenshots: ``humans`` local humans, then easy AIs, on
        the duel pit (two seats) with the default Massacre and Stomachs."""
        from game.games.meatbot.ui.session_setup import new_session
        from game.ui.battle.seats import SeatConfig

        seats = [SeatConfig(name, "human" if index < humans else "ai", "easy", index)
                 for index, name in enumerate(("Nina", "Red"))]
        return new_session("maps/duel_pit.tmx", seats, massacre=4, stomachs=10, seed=seed)

    def sound_for(self, event: Event) -> str | None:
        """The sound an event plays (None: silent)."""
        from game.games.meatbot.ui.sounds import sound_for_event

        return sound_for_event(event)

    def save_point(self, event: Event) -> str | None:
        """"now" after the match's last event (the final save is written at once), "later"
        after a round (autosave in the background), None otherwise."""
        from game.games.meatbot.rules.board_events import MatchEnded, RoundEnded

        return {MatchEnded: "now", RoundEnded: "later"}.get(type(event))

    def pacing(self) -> Any:
        """The module holding back AI answers to show them (``Showing``, ``MovePlanner``,
        ``worth_showing``, ``may_show``)."""
        from game.games.meatbot.ui.battle import watch

        return watch

    def quick_reference(self) -> Sequence[tuple[str, Sequence[str]]]:
        """The quick reference's blocks (F3)."""
        from game.games.meatbot.ui.quick_ref import quick_reference as blocks

        return blocks()


def tournament_menu() -> Scene:
    """The tournament menu, imported when opened: it loads the whole ruleset, which the
    title (it lists this mode) should not wait for."""
    from game.games.meatbot.ui.scenes.tournament_menu import TournamentMenuScene

    return TournamentMenuScene()


UI = MeatbotUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
