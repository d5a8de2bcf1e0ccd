"""The shop before the first round: bots left unbuilt in the set-up are bought in the match.

Each seat whose bot has no devourables yet answers a secret "build" request (all at once,
like the Pick phase). Nobody sees another bot's devourables while the shop is open, built
ones included, so the last buyer is as blind as the first. When the last build is in, every
bot gets its devourables (numbered as in a set-up that came built, so both play the same),
a ``BotBuilt`` event per bot says what it carries (or only that it is built, with secret
builds; a Massacre chosen under a Single Measure too) and round 1 begins.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.core.match import Choice, Request
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules import rounds
from game.games.meatbot.rules.bots import Item
from game.games.meatbot.rules.choices import Build
from game.games.meatbot.rules.item_ids import first_numbers
from game.games.meatbot.rules.requests import BuildRequest

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState


def buyers(state: MeatbotState) -> list[int]:
    """The seats whose bots are bought in the match, in seat order."""
    return [seat for seat, build in enumerate(state.setup.bots) if not build.built]


def requests(state: MeatbotState) -> list[Request]:
    """A secret build request for every buyer still to answer."""
    found: list[Request] = []
    for seat in buyers(state):
        if seat in state.picks:
            continue
        build = state.setup.bots[seat]
        ask = (f"{build.name}: fill your bot's {build.stomachs} Stomachs with devourables "
               "(in secret)." if build.points is None else
               f"{build.name}: split {build.points} points between Massacre and Stomachs, "
               "and fill them (in secret).")
        found.append(BuildRequest(state.next_id(), seat, "build", ask, secret=True,
                                  budget=build.stomachs, massacre=build.massacre,
                                  points=build.points))
    return found


def take(state: MeatbotState, player: int, choice: Choice) -> None:
    """Hold ``player``'s build until every buyer has answered."""
    state.picks[player] = choice
    state.out.append(ev.BuildChosen(player))


def close(state: MeatbotState) -> bool:
    """Equip every bot, announce each and start round 1 once all builds are in; False while
    waiting."""
    seats = buyers(state)
    if any(seat not in state.picks for seat in seats):
        return False
    _apply_builds(state, seats)
    equip(state)
    for seat, build in enumerate(state.setup.bots):
        chose_massacre = seat in seats and build.points is not None
        state.out.append(ev.BotBuilt(seat, None if state.setup.secret_builds
                                     else build.devourables,
                                     build.massacre if chose_massacre else None))
    state.picks = {}
    rounds.start_round(state)
    return True


def _apply_builds(state: MeatbotState, seats: list[int]) -> None:
    """Write the buyers' answers into the set-up (and a chosen Massacre into the bot)."""
    bots = list(state.setup.bots)
    for seat in seats:
        choice = state.picks[seat]
        assert isinstance(choice, Build)
        massacre = bots[seat].massacre if choice.massacre is None else choice.massacre
        bots[seat] = dataclasses.replace(bots[seat], devourables=tuple(choice.devourables),
                                         massacre=massacre)
        state.bots[seat].massacre = massacre
    state.setup = dataclasses.replace(state.setup, bots=tuple(bots))


def equip(state: MeatbotState) -> None:
    """Give every built bot its devourables, numbered as ``item_ids`` says (a bot bought in
    the match gets the numbers it would have had in a set-up that came built)."""
    for bot, build, numbers in zip(state.bots, state.setup.bots, first_numbers(state),
                                   strict=True):
        bot.items = [Item(uid, k, dv.DEVOURABLES[k].ammo)
                     for uid, k in zip(numbers, build.devourables or (), strict=True)]
