"""Information states and determinization for Meatbot Massacre (stdlib only).

An AI must only know what its seat may know. ``information_state`` makes a copy of a match
state with every secret of the other seats taken out: their picks made this Pick phase,
their blind allocations (and secret let-gos) in the current attack step, the devourables
of a secret build that have not shown yet, and the dice still to be rolled.
``determinize`` then fills those holes with samples, giving a full state a search can play
forward on.

What is removed (and what the sample puts back):

- other seats' secret picks -> a pick drawn from ``pick_model`` (default: uniform legal pick);
- other seats' choices in a simultaneous allocation step -> nothing (the search chooses);
- unrevealed devourables of secret builds -> nothing (the AI plans against what it has seen;
  Meat as the seat sees it, rule in ``shown``: the most its seen devourables give less the
  Meat lost, plus any Extra Meat a bot standing past that proves); ``sample_world`` (the
  seam's optional hook, for the generic agent's playouts) deals random ones into the room
  left;
- in the shop before round 1, other bots' builds and choices -> a build from each of their
  requests' lists, at random;
- the dice -> ``HiddenDice`` in the information state (rolling raises), fresh seeded dice in
  a determinization.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from game.core.dice import StreamDice
from game.core.match import Choice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Item
from game.games.meatbot.rules.requests import PickRequest
from game.games.meatbot.rules.shown import EXTRA_MEAT_GIVES, shown_meat
from game.games.meatbot.rules.state import MeatbotState

PickModel = Callable[[MeatbotState, PickRequest, random.Random], Choice]
"""Draws a pick for another seat from what the observer knows (state, that seat's request)."""


class HiddenDice:
    """Dice nobody may look into: an information state cannot roll the future."""

    def roll(self, sides: int) -> int:
        """Always refuses; determinize the state first."""
        raise RuntimeError("the dice of an information state are hidden; call determinize()")


def information_state(state: MeatbotState, seat: int) -> MeatbotState:
    """A copy of ``state`` holding only what ``seat`` may know (see the module docstring)."""
    info = state.clone(dice=HiddenDice())
    if info.phase in ("pick", "shop"):
        info.picks = {s: c for s, c in info.picks.items() if s == seat}
    if info.phase == "step" and info.step is not None:
        info.step_choices = {i: c for i, c in info.step_choices.items()
                             if info.step[i][0] == seat}
        info.step_releases &= {seat}
    if info.phase == "shop":
        _hide_shop(info, seat)
    elif info.setup.secret_builds:
        _hide_builds(info, seat)
    info.out = []
    info._pending = info.request_memo = info.mover_memo = None
    return info


def _hide_builds(info: MeatbotState, seat: int) -> None:
    """Drop other bots' unrevealed devourables, their Meat as ``seat`` sees it (an Extra
    Meat its standing proves stays, unshown, as an inferred one)."""
    builds = list(info.setup.bots)
    for bot in info.bots:
        if bot.seat == seat:
            continue
        meat, most = shown_meat(bot)
        bot.items = [i for i in bot.items if i.uid in bot.revealed]
        bot.digesting = [i for i in bot.digesting if i.uid in bot.revealed]
        proven = (most - bot.max_meat) // EXTRA_MEAT_GIVES
        bot.items += [Item(INFERRED_UIDS + bot.seat * 100 + n, dv.EXTRA_MEAT, None)
                      for n in range(proven)]
        bot.damage = most - meat
        # the budget stays: it is in the set-up everyone reads
        builds[bot.seat] = dataclasses.replace(builds[bot.seat], massacre=bot.massacre,
                                               devourables=tuple(i.kind for i in bot.items))
    info.setup = dataclasses.replace(info.setup, bots=tuple(builds))


SAMPLED_UIDS = 10_000
"""Devourables dealt in a sampled world are numbered from here (real ones stay below)."""
INFERRED_UIDS = 20_000
"""Extra Meats an information state knows a bot carries (it stood past the Meat it showed)
without having seen them are numbered from here."""


def sample_world(info: MeatbotState, seat: int, rng: random.Random) -> MeatbotState:
    """The seam's optional ``sample_world``: with secret builds, each other bot gets random
    devourables in the Stomachs its budget leaves beside what it has shown (drawn from
    ``rng``), its Meat lost kept (an Extra Meat dealt adds Meat the seat does not see). In the
    shop, and with open builds, nothing is hidden that a request does not stand for.
    ``info`` is a fresh copy of ``seat``'s information state, changed in place."""
    if not info.setup.secret_builds or info.phase == "shop":
        return info
    uid = SAMPLED_UIDS
    for bot in info.bots:
        if bot.seat == seat or not bot.active:
            continue
        carried = [i.kind for i in (*bot.items, *bot.digesting, *bot.arriving)]
        room = info.setup.bots[bot.seat].budget(bot.massacre) - dv.stomachs_used(carried)
        dealt = _deal(rng, room)
        if not dealt:
            continue
        bot.items = [*bot.items, *(Item(uid + n, kind, dv.DEVOURABLES[kind].ammo)
                                   for n, kind in enumerate(dealt))]
        uid += len(dealt)
    info._pending = info.request_memo = info.mover_memo = None
    return info


SHOWN_IN_NUMBERS = frozenset({dv.CHITIN})
"""Devourables a sampled world never deals: they change a number the seat sees (a Chitin
raises the Defend shown once the dice are revealed), so dealing one would contradict what
the seat knows."""


def _deal(rng: random.Random, room: int) -> list[str]:
    """Random devourables that fill up to ``room`` Stomachs (a few draws, then stop), none
    that would change a number the seat sees."""
    return dv.random_fill(rng, room, sorted(set(dv.DEVOURABLES) - SHOWN_IN_NUMBERS))


def _hide_shop(info: MeatbotState, seat: int) -> None:
    """In the shop nothing of another bot's build is known: each one counts as still to be
    bought (a determinization buys it)."""
    builds = [build if bot.seat == seat else dataclasses.replace(build, devourables=None)
              for bot, build in zip(info.bots, info.setup.bots, strict=True)]
    for bot in info.bots:
        if bot.seat != seat:
            bot.items = []
    info.setup = dataclasses.replace(info.setup, bots=tuple(builds))


def uniform_pick(state: MeatbotState, request: PickRequest, rng: random.Random) -> Choice:
    """A pick model with no opinion: any legal pick (eating included), equally likely."""
    return rng.choice(request.legal_choices())


def determinize(info: MeatbotState, seat: int, rng: random.Random,
                pick_model: PickModel = uniform_pick) -> MeatbotState:
    """A full state consistent with ``info`` (from ``information_state(…, seat)``).

    Missing picks of other seats are drawn from ``pick_model``; dice are fresh and seeded
    from ``rng``. The result is ready for ``pending``/``apply``.
    """
    full = info.clone(dice=search_dice(rng.getrandbits(64)))
    if full.phase == "shop":
        _buy_for_others(full, seat, rng)
    elif full.phase == "pick":
        for request in full.pending():
            if request.player != seat and isinstance(request, PickRequest):
                full.picks[request.player] = pick_model(full, request, rng)
        full._pending = full.mover_memo = None
        if all(b.seat in full.picks for b in full.bots if b.active):
            full.advance()
            full.out = []
    return full


def _buy_for_others(full: MeatbotState, seat: int, rng: random.Random) -> None:
    """Another seat's unknown build: one of its request's listed builds, at random."""
    for request in full.pending():
        if request.player != seat:
            full.picks[request.player] = rng.choice(request.legal_choices())
    full._pending = full.mover_memo = None


def search_dice(seed: int) -> StreamDice:
    """Dice for playouts: reproducible from ``seed``, one stream per die size."""
    return StreamDice(seed, stride=31)


__all__ = ["HiddenDice", "PickModel", "information_state", "determinize", "uniform_pick",
           "search_dice", "sample_world"]
