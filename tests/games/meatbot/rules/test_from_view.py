"""A rules state rebuilt from one seat's view: the same decisions, none of the secrets."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.core.match import Match, Request, start_match
from game.games.meatbot.rules import samples
from game.games.meatbot.rules.determinize import INFERRED_UIDS
from game.games.meatbot.rules.from_view import state_from_view
from game.games.meatbot.rules.state import MeatbotState

REBUILT_KINDS = ("attack", "grandstand", "move", "letgo")
"""The decisions whose prompts compute previews on a rebuilt state."""


def sample(seed: int, secret: bool) -> Match:
    """A three-bot sample match, builds secret or open."""
    setup = samples.sample_setup_json(3, seed)
    return start_match("meatbot", {**setup, "secret_builds": secret}, seed)


def decisions(match: Match, rng: random.Random) -> Iterator[Request]:
    """Every request met while ``match`` is played to the end at random."""
    while not match.is_over:
        pending = match.pending()
        yield from pending
        first = pending[0]
        match.submit(first.player, rng.choice(first.legal_choices()))


def rebuilt(match: Match, request: Request) -> MeatbotState:
    """``request``'s seat's view rebuilt into a state, at that decision."""
    return state_from_view(match.view_for(request.player), match.view_for(None),
                           match.state.arena, [request])


def test_a_state_rebuilt_from_a_seats_view_asks_that_seat_the_same_decision():
    # given open-build matches played at random
    met = 0
    for seed in range(4):
        match = sample(seed, secret=False)
        for request in decisions(match, random.Random(seed)):
            if request.kind not in REBUILT_KINDS:
                continue
            # when the seat's view is rebuilt into a state and its requests worked out anew
            state = rebuilt(match, request)
            state._pending = None
            again = [r for r in state.pending() if r.player == request.player]
            # then the rules offer that seat the very same options
            assert again and set(again[0].legal_choices()) == set(request.legal_choices())
            met += 1
    assert met > 50


def test_a_rebuilt_state_holds_no_unshown_devourable_of_a_secret_build():
    # given secret-build matches played at random
    checked = 0
    for seed in range(4):
        match = sample(seed, secret=True)
        for request in decisions(match, random.Random(seed)):
            if request.kind not in REBUILT_KINDS:
                continue
            # when a seat's view is rebuilt into a state
            state = rebuilt(match, request)
            for bot, true in zip(state.bots, match.state.bots, strict=True):
                if bot.seat == request.player:
                    continue
                # then another bot carries only what has shown (and Extra Meat its standing
                # proved), and its Meat is the Meat the seat is shown
                shown = {i.uid for i in true.items if i.uid in true.revealed}
                assert {i.uid for i in bot.items} - shown <= set(
                    range(INFERRED_UIDS, INFERRED_UIDS + 1000))
                assert bot.meat == match.view_for(request.player).bots[bot.seat].meat
                checked += 1
    assert checked > 50

