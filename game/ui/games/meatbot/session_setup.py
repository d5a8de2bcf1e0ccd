"""Starting a Meatbot match in the window: AI builds, build checks, the set-up JSON.

``new_session`` is what New match, the tournament bouts and the tests call; the session it
returns is the shared ``MatchSession`` with Massacre and Stomachs kept as the game's options.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.ai.meatbot import make_agent
from game.ai.meatbot.builds import safe_build
from game.ai.worker import AIWorker
from game.core.match import start_match
from game.rulesets.meatbot.devourables import DEVOURABLES, stomachs_used
from game.ui.battle.seats import AgentFactory, SeatConfig, agent_seed, make_seat_agent
from game.ui.saves import load_arena_file, portable
from game.ui.session import MatchSession


def new_session(arena_path: str | Path, seats: list[SeatConfig], massacre: int, stomachs: int,
                seed: int, agent_factory: AgentFactory = make_agent,
                secret_builds: bool | None = None) -> MatchSession:
    """Start a match; AI seats without a build get one from their agent.

    Builds stay secret during the battle (each bot's devourables unknown to the others
    until used) when ``secret_builds`` says so; by default exactly when two or more
    humans share the screen, since one human alone may read every build as the
    rulebook's open table would show it.
    """
    if secret_builds is None:
        secret_builds = sum(not seat.is_ai for seat in seats) >= 2
    plans = [seat_plan(seat, massacre, stomachs) for seat in seats]
    seats = [with_build(seat, index, budget, own_massacre, seed, agent_factory)
             for index, (seat, (own_massacre, budget)) in enumerate(zip(seats, plans,
                                                                        strict=True))]
    for seat, (_, budget) in zip(seats, plans, strict=True):
        check_build(seat, budget)
    path = portable(arena_path)
    setup = {"arena": {"path": path},
             "bots": [{"name": s.name, "massacre": own, "devourables": list(s.build)}
                      for s, (own, _) in zip(seats, plans, strict=True)],
             "secret_builds": secret_builds}
    match = start_match("meatbot", setup, seed, arena_loader=load_arena_file)
    session = MatchSession(match, seats, path, {"massacre": massacre, "stomachs": stomachs},
                           agent_factory)
    session.events.extend(match.events)
    return session


def seat_plan(seat: SeatConfig, massacre: int, stomachs: int) -> tuple[int, int]:
    """The seat's own (Massacre, Stomachs budget), given the match's defaults."""
    return seat.option("massacre", massacre), seat.option("stomachs", stomachs)


def with_build(seat: SeatConfig, index: int, stomachs: int, massacre: int, seed: int,
               factory: AgentFactory) -> SeatConfig:
    """``seat`` with a build from its agent when it is an AI seat without one."""
    if not seat.is_ai or seat.build:
        return seat
    worker = AIWorker(make_seat_agent(factory, seat.level, seed, index),
                      agent_seed(seed, index))
    build = tuple(safe_build(worker.seat, stomachs, massacre, DEVOURABLES))
    worker.close()
    return replace(seat, build=build)


def check_build(seat: SeatConfig, stomachs: int) -> None:
    """Raise ValueError for unknown devourables or a build over the Stomachs budget."""
    unknown = [k for k in seat.build if k not in DEVOURABLES]
    if unknown:
        raise ValueError(f"{seat.name}: unknown devourables {unknown}")
    if stomachs_used(seat.build) > stomachs:
        raise ValueError(f"{seat.name}'s devourables fill {stomachs_used(seat.build)} "
                         f"Stomachs; this match allows {stomachs}")
