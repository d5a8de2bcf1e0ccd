"""Fighting one tournament bout in the real battle screen, and reading its outcome back.

Each fighter brings its own Massacre and devourables, so the bout's set-up is written here
(per bot) rather than through ``new_session``'s one-Massacre-for-all. The bout autosaves
to its own file; quitting mid-bout and resuming the tournament picks the bout up again.
When the match is over the battle screen is taken off and ``on_over`` gets the outcome.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.match import start_match
from game.games.meatbot.rules.setup import fresh_setup
from game.games.meatbot.rules.tournament import Fixture, Tournament
from game.games.meatbot.rules.tournament_fans import MatchOutcome, outcome_from_state
from game.games.meatbot.ui.scenes import tournament_store as store
from game.ui import storage

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.session import MatchSession

log = logging.getLogger(__name__)

MatchRunner = Callable[["App", Tournament, Fixture, Callable[[MatchOutcome], None]], None]
"""Starts the fixture's match on ``app`` and later calls back with its outcome."""


def bout_session(tournament: Tournament, fixture: Fixture) -> MatchSession:
    """The bout's session: the autosave of this very fixture if there is one (possibly already
    finished), else a new match."""
    resumed = _resumable(tournament, fixture)
    if resumed is not None:
        return resumed
    from game.ui.session import MatchSession, SeatConfig, load_arena_file

    fighters = [tournament.fighters[i] for i in fixture.fighters]
    seats = [SeatConfig(f.name, "ai" if f.seat.is_ai else "human", f.seat.level, f.colour,
                        f.devourables) for f in fighters]
    path = _portable(tournament.arena_path)
    # Builds are secret when two or more humans share the screen, as in a single match.
    setup = fresh_setup({
        "arena": {"path": path},
        "bots": [{"name": f.name, "massacre": f.massacre, "devourables": list(f.devourables)}
                 for f in fighters],
        "secret_builds": sum(not seat.is_ai for seat in seats) >= 2})
    match = start_match("meatbot", setup, fixture.seed, arena_loader=load_arena_file)
    session = MatchSession(match, seats, path,
                           {"massacre": max(f.massacre for f in fighters), "stomachs": 10})
    session.events.extend(match.events)
    session.save_path = store.match_path()
    return session


def _portable(path: str) -> str:
    """A shipped map relative to the game folder (as the battle's saves write it)."""
    from game.ui.saves import ROOT

    full = Path(path) if Path(path).is_absolute() else ROOT / path
    try:
        return full.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return str(full.resolve())


def _resumable(tournament: Tournament, fixture: Fixture) -> MatchSession | None:
    if not store.match_path().exists():
        return None
    from game.ui.session import MatchSession

    try:
        session = MatchSession.load(store.match_path())
    except storage.StoredFileError as error:
        storage.notices.tell(f"The saved tournament bout {error.path.name} could not be "
                             f"resumed ({error.reason}); it starts again from round 1, and "
                             "the old file is kept as a copy.")
        return None
    if not _is_this_bout(session, tournament, fixture):
        session.close()
        return None
    return session


def _is_this_bout(session: MatchSession, tournament: Tournament, fixture: Fixture) -> bool:
    """True if the saved match is this fixture's own: a Meatbot match with its seed, and its
    fighters with their Massacre and devourables (a file saved by another game, or another
    bout, is not resumed)."""
    if session.match.ruleset != "meatbot" or session.match.seed != fixture.seed:
        return False
    fighters = [tournament.fighters[i] for i in fixture.fighters]
    wanted = [{"name": f.name, "massacre": f.massacre, "devourables": list(f.devourables)}
              for f in fighters]
    bots = session.match.setup.get("bots")
    return session.names == tuple(f.name for f in fighters) and isinstance(bots, list) and [
        {key: bot.get(key) for key in ("name", "massacre", "devourables")}
        if isinstance(bot, dict) else bot for bot in bots] == wanted


def battle_runner(app: App, tournament: Tournament, fixture: Fixture,
                  on_over: Callable[[MatchOutcome], None]) -> None:
    """The real thing: push the battle screen for the fixture; call back when it is over.

    Raises MapError (and starts nothing) if the tournament's arena can no longer be loaded.
    """
    from game.ui.session import load_arena_file

    load_arena_file(_portable(tournament.arena_path))
    session = bout_session(tournament, fixture)
    if session.is_over:  # the bout ended but the tournament was not saved after it
        on_over(outcome_from_state(session.match.state))
        return
    session.save()
    _push_battle(app, session, lambda done: on_over(outcome_from_state(done.match.state)))


def _push_battle(app: App, session: MatchSession, finished: Callable[[Any], None]) -> None:
    from game.ui.scenes.battle import BattleScene

    def over(done: Any) -> None:
        if app.top is not None and isinstance(app.top, BattleScene):
            app.pop()
        finished(done)

    app.push(BattleScene(session, on_over=over))
