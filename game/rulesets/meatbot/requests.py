"""Meatbot requests: the decisions a jock is asked to make."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.core.match import Choice, IllegalChoice, ListRequest, Request
from game.rulesets.meatbot.choices import Eat, Pick


@dataclass(frozen=True, slots=True)
class PickRequest(Request):
    """Secretly pick dice (d4, d6, d10, d12 counts within the limits and Massacre) or eat."""

    massacre: int = 2
    limits: tuple[int, int, int, int] = (0, 0, 0, 0)
    edible: tuple[int, ...] = ()

    def legal_choices(self) -> list[Choice]:
        """Every legal pick (fewest dice first), then every item the bot may eat."""
        picks = legal_picks(self.massacre, self.limits)
        if not self.edible:
            return list(picks)
        return [*picks, *(Eat(uid) for uid in self.edible)]

    def validate(self, choice: Choice) -> None:
        """Check counts against each limit and the Massacre total, or the item to eat."""
        if isinstance(choice, Eat):
            if choice.item not in self.edible:
                raise IllegalChoice(self, choice, f"item {choice.item} is not within reach "
                                    f"(edible: {list(self.edible) or 'none'})")
            return
        if not isinstance(choice, Pick):
            raise IllegalChoice(self, choice, "the pick phase needs a Pick or an Eat")
        counts = (choice.d4, choice.d6, choice.d10, choice.d12)
        for label, count, limit in zip(("d4", "d6", "d10", "d12"), counts, self.limits,
                                       strict=True):
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise IllegalChoice(self, choice, f"{label} count must be a whole number >= 0")
            if count > limit:
                raise IllegalChoice(self, choice, f"at most {limit} {label} allowed, not {count}")
        if choice.total > self.massacre:
            raise IllegalChoice(self, choice, f"{choice.total} dice is more than Massacre "
                                f"{self.massacre}")


@lru_cache(maxsize=512)
def legal_picks(massacre: int, limits: tuple[int, int, int, int]) -> tuple[Pick, ...]:
    """Every pick within the four limits and Massacre, fewest dice first."""
    l4, l6, l10, l12 = limits
    m = massacre
    picks = [Pick(a, b, c, d)
             for a in range(min(l4, m) + 1)
             for b in range(min(l6, m - a) + 1)
             for c in range(min(l10, m - a - b) + 1)
             for d in range(min(l12, m - a - b - c) + 1)]
    picks.sort(key=lambda p: p.total)
    return tuple(picks)


@dataclass(frozen=True, slots=True)
class DieRequest(ListRequest):
    """Spend one rolled die: an attack d10 ("attack") or a natural 12 ("grandstand")."""

    die: int = 0


@dataclass(frozen=True, slots=True)
class MoveRequest(ListRequest):
    """Take one step (or stop, let go, rip free) with ``moves_left`` hexes still to go."""

    moves_left: int = 0


@dataclass(frozen=True, slots=True)
class TargetRequest(ListRequest):
    """A decision about another bot: an onco-round's order (``target`` carries the round)."""

    target: int = -1


def list_request(rid: int, player: int, kind: str, prompt: str,
                 choices: list[Choice]) -> ListRequest:
    """A request with a fixed list of choices."""
    return ListRequest(rid, player, kind, prompt, tuple(choices))
