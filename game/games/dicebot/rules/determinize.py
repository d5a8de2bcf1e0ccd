"""Information states for the AI (stdlib only): a copy of the game holding only what one
seat may know.

Removed: the order of the deck, the other players' hands, their cards laid face down this
round and their secret targets in the current step (their requests are pending again), and
the future dice. The unseen cards (deck + other hands + face-down cards) are dealt back at
random as a plausible guess: the hands keep their sizes, the rest becomes the deck, whose
order the search's dice decide at its first draw.
"""

from __future__ import annotations

import random

from game.games.dicebot.rules.attacks import choosers
from game.games.dicebot.rules.state import DicebotState


class HiddenDice:
    """Dice nobody may look into: an information state cannot roll the future."""

    def roll(self, sides: int) -> int:
        """Always refuses; clone the information state with dice first."""
        raise RuntimeError("the dice of an information state are hidden; clone it with dice")


def information_state(state: DicebotState, seat: int) -> DicebotState:
    """A copy of ``state`` holding only what ``seat`` may know (see the module docstring)."""
    info = state.clone(dice=HiddenDice())
    others = [s for s in range(info.n) if s != seat]
    unseen = list(info.deck)
    for other in others:
        unseen += info.hands[other]
        if other in info.chosen:
            unseen.append(info.chosen.pop(other))
    if info.phase == "target" and len(_secret_aimers(info)) > 1:
        info.targets = {s: t for s, t in info.targets.items() if s == seat}
    unseen.sort()
    # The guess is the same for every copy that differs only in what this seat cannot see.
    random.Random(f"{info.melee}:{info.round}:{seat}:{len(unseen)}").shuffle(unseen)
    for other in others:
        size = len(info.hands[other]) + (1 if other in state.chosen else 0)
        info.hands[other], unseen = unseen[:size], unseen[size:]
    info.deck, info.deck_unknown = unseen, True
    info.out, info._pending = [], None
    return info


def sample_world(info: DicebotState, seat: int, rng: random.Random) -> DicebotState:
    """Deal the cards ``seat`` cannot see afresh from ``rng`` (the seam's optional
    ``sample_world``): every other hand gets as many cards as it holds, from those cards and
    the deck together; the rest stay in the deck, its order still unknown (the dice decide
    it at the next draw). ``info`` is a copy of ``seat``'s information state, changed in
    place and returned."""
    others = [s for s in range(info.n) if s != seat]
    unseen = list(info.deck)
    for other in others:
        unseen += info.hands[other]
    rng.shuffle(unseen)
    for other in others:
        size = len(info.hands[other])
        info.hands[other], unseen = unseen[:size], unseen[size:]
    info.deck, info.deck_unknown = unseen, True
    info._pending = None
    return info


def _secret_aimers(info: DicebotState) -> list[int]:
    return choosers(info)


__all__ = ["HiddenDice", "information_state", "sample_world"]
