"""Twin Meatbot matches with secret builds that differ only in how many devourables bot 0
carries (one more, never used, in one of them): what the secrets contracts (local and
online) play to check that no seat learns a hidden build's size."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from game.core.match import Choice, Match, start_match
from game.core.ruleset import ruleset_module
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.choices import BiRP, MasterMunch, OrganPeel

EXTRA = dv.HYPERSNACK
"""The devourable only one twin's bot 0 carries: nothing shows it until it is used."""


def twin_setups(seed: int, players: int = 3) -> tuple[dict[str, Any], dict[str, Any]]:
    """A sample set-up with secret builds in which bot 0 carries a Boom Launcher, and the same
    with the ``EXTRA`` after it."""
    plain = ruleset_module("meatbot").sample_setup_json(players, seed)
    plain["secret_builds"] = True
    plain["bots"][0]["devourables"] = [dv.BOOM]
    fat = json.loads(json.dumps(plain))
    fat["bots"][0]["devourables"] = [dv.BOOM, EXTRA]
    return plain, fat


def twin_matches(seed: int, players: int = 3) -> tuple[Match, Match]:
    """The two matches of ``twin_setups`` on one seed."""
    plain, fat = twin_setups(seed, players)
    return start_match("meatbot", plain, seed), start_match("meatbot", fat, seed)


def takes_blind(match: Match, choice: Choice) -> bool:
    """True if ``choice`` takes one of bot 0's devourables nobody has seen (which one is up to
    a die, and it shows which): the twins may differ from then on."""
    if not isinstance(choice, OrganPeel | MasterMunch | BiRP) or choice.target != 0:
        return False
    bot = match.state.bots[0]
    return choice.item not in bot.revealed


def shared_choice(twins: tuple[Match, Match], rng: random.Random) -> tuple[int, Choice]:
    """The next decision, answered alike in both twins: bot 0's player picks among the
    choices both twins offer (never the extra devourable), the others as in the first."""
    request = twins[0].pending()[0]
    choices = request.legal_choices()
    if request.player == 0:
        other = next(r for r in twins[1].pending() if r.player == 0)
        offered = set(other.legal_choices())
        choices = [c for c in choices if c in offered]
    return request.player, rng.choice(choices)


def play_twins(twins: tuple[Match, Match], rng: random.Random, limit: int,
               check: Callable[[list[Any], list[Any]], None]) -> Iterator[int]:
    """Play both twins alike until one of bot 0's unseen devourables is taken blind, the
    match ends or ``limit`` decisions; before each decision ``check(new events of the first,
    of the second)``. Yields how many of bot 0's devourables have shown at each check."""
    new: tuple[list[Any], list[Any]] = ([], [])
    for _ in range(limit):
        if twins[0].is_over:
            return
        check(*new)
        yield len(twins[0].state.bots[0].revealed)
        player, choice = shared_choice(twins, rng)
        if takes_blind(twins[0], choice):
            return
        new = (twins[0].submit(player, choice), twins[1].submit(player, choice))
