"""Dice Bot agents never peek: what a seat may not see never changes its answer."""

from __future__ import annotations

from game.core.match import start_match
from game.games.dicebot.ai import AGENTS, HardAgent
from game.games.dicebot.ai.view import observe_state
from game.games.dicebot.rules.choices import PlayCard
from game.games.dicebot.rules.setup import REAL_TIME, DicebotSetup, setup_to_json
from game.games.dicebot.rules.state import DicebotState


def state_at_first_card_choice(seed: int) -> DicebotState:
    """A three-player game played by the normal agents up to the first secret card choice,
    with seat 1 having already laid its card face down."""
    setup = DicebotSetup(("A", "B", "C"), REAL_TIME, 3)
    match = start_match("dicebot", setup_to_json(setup), seed)
    normal = AGENTS["normal"](seed)
    while True:
        request = match.pending()[0]
        if request.kind == "card" and request.player == 0:
            break
        match.submit(request.player, normal.choose(observe_state(match.state, request.player),
                                                   request))
    one = next(r for r in match.pending() if r.player == 1)
    match.submit(1, normal.choose(observe_state(match.state, 1), one))
    return match.state


def test_hidden_cards_do_not_change_the_answer() -> None:
    for seed in range(4):
        # given a card choice for seat 0, and a copy where seat 2's hand, seat 1's face-down
        # card and the deck are swapped around (all hidden from seat 0)
        state = state_at_first_card_choice(seed)
        other = state.clone()
        hidden = other.hands[2] + [other.chosen[1]] + other.deck
        hidden = hidden[::-1]
        size = len(other.hands[2])
        other.hands[2], other.chosen[1], other.deck = hidden[:size], hidden[size], hidden[
            size + 1:]
        request = next(r for r in state.pending() if r.player == 0)
        twin = next(r for r in other.pending() if r.player == 0)
        assert all(isinstance(c, PlayCard) for c in request.legal_choices())
        # when every level answers both from the same seed
        for level, factory in {**AGENTS, "hard": lambda s: HardAgent(s, 3)}.items():
            first = factory(seed).choose(observe_state(state, 0), request)
            second = factory(seed).choose(observe_state(other, 0), twin)
            # then the answers are the same
            assert first == second, level
