"""MetalKrushers requests: the decisions a player is asked to make, and for which Krusher."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.match import Choice, IllegalChoice, ListRequest, Request, refuse_wrong_types
from game.games.metalkrushers.rules.build import TEMPLATES, Build, Rules, legal_builds, problems


@dataclass(frozen=True, slots=True)
class KrusherRequest(ListRequest):
    """A decision about Krusher ``krusher`` with its choices listed.

    Kinds: "tie" (Team Play: which tied Krusher moves next), "save" (Team Play hold-back),
    "move" (``mp_left`` movement points; ``free`` when only the free turn is left), "take"
    (an "any" armament result), "plan" (the combat slot's attacks), "reflex" (step A),
    "shield" (steps B and C), "parry" (steps D and E).
    ``enemy`` is the other Krusher of the attack being resolved (0 if none).
    """

    krusher: int = 0
    enemy: int = 0
    mp_left: int = 0
    free: bool = False


@dataclass(frozen=True, slots=True)
class BuildRequest(Request):
    """Design Krusher ``krusher``: any Build the rules allow (``legal_choices`` lists each
    loadout once with an even armour spread, templates first; ``validate`` accepts every
    armour spread within the chassis limits)."""

    krusher: int = 0
    rules: Rules = Rules()

    def legal_choices(self) -> list[Choice]:
        """Every legal loadout (templates first), each with one armour spread."""
        return list(legal_builds(self.rules))

    def validate(self, choice: Choice) -> None:
        """Raise IllegalChoice naming every problem unless ``choice`` is a legal Build."""
        refuse_wrong_types(self, choice)
        if not isinstance(choice, Build):
            raise IllegalChoice(self, choice, f"construction needs a Build, not "
                                              f"{type(choice).__name__}")
        found = problems(choice, self.rules)
        if found:
            raise IllegalChoice(self, choice, "; ".join(found))

    def templates(self) -> dict[str, Build]:
        """The named templates this request accepts."""
        return {n: b for n, b in TEMPLATES.items() if not problems(b, self.rules)}
