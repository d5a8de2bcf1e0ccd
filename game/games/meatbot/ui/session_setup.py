"""Starting a Meatbot match in the window: build checks and the set-up JSON.

Humans bring the builds they made in the shop screen; an AI seat without one is left
unbuilt in the set-up, so its agent buys its devourables in the match, answering the
ruleset's secret "build" request like any other (game/games/meatbot/rules/shop.py).

``new_session`` is what New match, its flows and the tests call (a tournament bout writes its
own set-up from its fighters); the session it returns is the shared ``MatchSession`` with
Massacre and Stomachs kept as the game's options.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.match import start_match
from game.games.meatbot.ai import make_agent
from game.games.meatbot.rules.devourables import DEVOURABLES, stomachs_used
from game.games.meatbot.rules.setup import fresh_setup
from game.ui.battle.seats import AgentFactory, SeatConfig
from game.ui.saves import load_arena_file, portable
from game.ui.session import MatchSession


def new_session(arena_path: str | Path, seats: list[SeatConfig], massacre: int, stomachs: int,
                seed: int, agent_factory: AgentFactory = make_agent,
                secret_builds: bool | None = None) -> MatchSession:
    """Start a match; AI seats without a build buy theirs in the match's shop.

    Builds stay secret during the battle (each bot's devourables unknown to the others
    until used) when ``secret_builds`` says so; by default exactly when two or more
    humans share the screen, since one human alone may read every build as the
    rulebook's open table would show it.
    """
    if secret_builds is None:
        secret_builds = sum(not seat.is_ai for seat in seats) >= 2
    plans = [seat_plan(seat, massacre, stomachs) for seat in seats]
    for seat, (_, budget) in zip(seats, plans, strict=True):
        check_build(seat, budget)
    path = portable(arena_path)
    setup = fresh_setup({"arena": {"path": path},
                         "bots": [bot_json(seat, own, budget)
                                  for seat, (own, budget) in zip(seats, plans, strict=True)],
                         "secret_builds": secret_builds})
    match = start_match("meatbot", setup, seed, arena_loader=load_arena_file)
    session = MatchSession(match, seats, path, {"massacre": massacre, "stomachs": stomachs},
                           agent_factory)
    session.events.extend(match.events)
    return session


def seat_plan(seat: SeatConfig, massacre: int, stomachs: int) -> tuple[int, int]:
    """The seat's own (Massacre, Stomachs budget), given the match's defaults."""
    return seat.option("massacre", massacre), seat.option("stomachs", stomachs)


def bot_json(seat: SeatConfig, massacre: int, stomachs: int) -> dict[str, Any]:
    """The seat's bot in the set-up: its build, or none yet for an AI seat that buys in the
    match, within ``stomachs`` or, with a "points" option (a Single Measure), choosing its
    Massacre and Stomachs from those points."""
    unbuilt = seat.is_ai and not seat.build
    points = seat.option("points", 0)
    if unbuilt and points:
        return {"name": seat.name, "points": points, "devourables": None}
    return {"name": seat.name, "massacre": massacre, "stomachs": stomachs,
            "devourables": None if unbuilt else list(seat.build)}


def check_build(seat: SeatConfig, stomachs: int) -> None:
    """Raise ValueError for unknown devourables or a build over the Stomachs budget."""
    unknown = [k for k in seat.build if k not in DEVOURABLES]
    if unknown:
        raise ValueError(f"{seat.name}: unknown devourables {unknown}")
    if stomachs_used(seat.build) > stomachs:
        raise ValueError(f"{seat.name}'s devourables fill {stomachs_used(seat.build)} "
                         f"Stomachs; this match allows {stomachs}")
