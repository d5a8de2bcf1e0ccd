"""Shared set-up for the Meatbot Massacre rules tests."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core.arena import open_arena
from game.core.dice import ScriptedDice
from game.core.hexes import Hex
from game.core.match import Match
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Pass, Pick, Stop


class ThenOnes(ScriptedDice):
    """Scripted dice that roll 1 once the script is used up (coin flips, later rounds)."""

    def roll(self, sides: int) -> int:
        """The next scripted result, or 1 after the script."""
        return super().roll(sides) if self.remaining else 1


def make_match(starts: Sequence[Hex], dice: Iterable[int | tuple[int, int]] = (),
               builds: Sequence[BotBuild] | None = None, radius: int = 7,
               walls: Iterable[Hex] = (), names: Sequence[str] = ("Red", "Nina", "Jet", "Oz"),
               secret_builds: bool = False) -> Match:
    """A match on a hexagonal open arena with scripted dice (bots default to basic, M2)."""
    arena = open_arena(radius, walls=walls, spawns=starts)
    if builds is None:
        builds = [BotBuild(names[i]) for i in range(len(starts))]
    setup = MeatbotSetup(arena, tuple(builds), tuple(starts), secret_builds=secret_builds)
    state, opening = new_state(setup, ThenOnes(list(dice)))
    return Match(state, "meatbot", opening=opening)


def pick_all(match: Match, picks: dict[int, Pick]) -> list:
    """Submit every bot's pick; returns the events of the last submission."""
    out: list = []
    for seat, pick in picks.items():
        out = match.submit(seat, pick)
    return out


def answer(match: Match, seat: int, choice: object) -> list:
    """Submit one choice."""
    return match.submit(seat, choice)


def stop_all_moves(match: Match) -> None:
    """Answer every pending movement request with Stop (and "let go?" with Hold) until the
    round is over."""
    while match.pending() and match.pending()[0].kind in ("letgo", "move", "timing"):
        request = match.pending()[0]
        choice = Stop() if request.kind == "move" else request.legal_choices()[0]
        match.submit(request.player, choice)


def pass_until(match: Match, kind: str) -> None:
    """Pass every attack/grandstand die until a request of ``kind`` is pending."""
    while match.pending() and match.pending()[0].kind != kind:
        request = match.pending()[0]
        if request.kind not in ("attack", "grandstand"):
            raise AssertionError(f"unexpected {request.kind} request")
        match.submit(request.player, Pass())


def meat(match: Match) -> list[int]:
    """Every bot's Meat."""
    return [b.meat for b in match.state.bots]


def of_type(events: Iterable[object], cls: type) -> list:
    """Events of one class."""
    return [e for e in events if isinstance(e, cls)]


def resolved(events: Iterable[object]) -> list[tuple[int, int]]:
    """(player, die) of every AttackResolved, in order."""
    return [(e.player, e.die) for e in events if isinstance(e, ev.AttackResolved)]


def duel(starts: Sequence[Hex], dice: Iterable[int | tuple[int, int]],
         picks: dict[int, Pick], builds: Sequence[BotBuild] | None = None,
         walls: Iterable[Hex] = (), radius: int = 7, secret_builds: bool = False) -> Match:
    """A match where every bot has already made its first pick (dice roll in seat order:
    each bot's d4s, d6s, d10s, then d12s)."""
    match = make_match(starts, dice, builds, radius=radius, walls=walls,
                       secret_builds=secret_builds)
    pick_all(match, picks)
    return match


def build(name: str, *kinds: str, massacre: int = 4) -> BotBuild:
    """A bot build with some devourables."""
    return BotBuild(name, massacre, tuple(kinds))


def uid_of(match: Match, seat: int, kind: str) -> int:
    """The id of a bot's first working devourable of ``kind``."""
    return next(i.uid for i in match.state.bots[seat].items if i.kind == kind)
