"""Mechaton requests: the decisions a player is asked to make."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.choice_types import type_problem
from game.core.match import Choice, IllegalChoice, ListRequest, Request, refuse_wrong_types
from game.games.mechaton.rules.build import legal_part_sets
from game.games.mechaton.rules.choices import Assign, BuildMech, FinishArmy
from game.games.mechaton.rules.dicepool import assign_choices, assign_problem
from game.games.mechaton.rules.mechs import Die
from game.games.mechaton.rules.parts import label_problems, part_problems

NAME_LIMIT = 24


@dataclass(frozen=True, slots=True)
class MechRequest(ListRequest):
    """A decision about one mech (``mech`` is its uid; -1 for none)."""

    mech: int = -1


@dataclass(frozen=True, slots=True)
class BuildRequest(Request):
    """Add a mech to your secret army or finish it. Any name of 1-24 characters and any
    order of legal parts is accepted; ``legal_choices`` offers each part set once, sorted,
    with a default name."""

    default_name: str = "Mech"
    mechs: int = 0
    most: int = 4
    can_finish: bool = False
    rockets_left: int = 0
    exact: int | None = None
    split: bool = False
    double: bool = False

    def legal_choices(self) -> list[Choice]:
        """Finishing (when allowed), then every legal mech."""
        found: list[Choice] = [FinishArmy()] if self.can_finish else []
        if self.mechs >= self.most:
            return found
        last = self.mechs + 1 == self.most
        for parts in legal_part_sets(self.split, self.double, self.exact):
            for rockets in range(self.rockets_left + 1):
                if not last or rockets == self.rockets_left:
                    found.append(BuildMech(self.default_name, parts, rockets))
        return found

    def validate(self, choice: Choice) -> None:
        """Check the mech against the building rules, or that the army may finish."""
        refuse_wrong_types(self, choice)
        problem = self.problem(choice)
        if problem:
            raise IllegalChoice(self, choice, problem)

    def problem(self, choice: Choice) -> str:
        """Why the choice is refused ("" if it is fine)."""
        wrong = type_problem(choice)
        if wrong:
            return wrong
        if isinstance(choice, FinishArmy):
            return "" if self.can_finish and choice.done is True else \
                "the army is not complete yet (too few mechs or rockets unfitted)"
        if not isinstance(choice, BuildMech):
            return "building takes a BuildMech or a FinishArmy"
        if self.mechs >= self.most:
            return f"an army has at most {self.most} mechs"
        if not isinstance(choice.name, str) or not 0 < len(choice.name.strip()) <= NAME_LIMIT:
            return f"a mech needs a name of 1-{NAME_LIMIT} characters"
        rockets = choice.rockets
        if not isinstance(rockets, int) or isinstance(rockets, bool) \
                or not 0 <= rockets <= self.rockets_left:
            return f"0-{self.rockets_left} rockets may go on this mech"
        if self.mechs + 1 == self.most and rockets != self.rockets_left:
            return f"the last mech must carry the {self.rockets_left} rocket(s) left"
        if not isinstance(choice.parts, tuple) or \
                not all(isinstance(p, str) for p in choice.parts):
            return "parts must be a tuple of part codes"
        if self.exact is not None and len(choice.parts) != self.exact:
            return f"this game's mechs carry exactly {self.exact} attachments"
        if not isinstance(choice.labels, tuple):
            return "part names must be a tuple"
        problems = part_problems(choice.parts, self.split, self.double)
        return "; ".join(problems + label_problems(choice.parts, choice.labels))


@dataclass(frozen=True, slots=True)
class AssignRequest(Request):
    """Step d: give rolled dice to defence, attack, move and spot (by index in ``dice``)."""

    mech: int = -1
    dice: tuple[Die, ...] = ()
    attacking: bool = False
    spotting: bool = False

    def legal_choices(self) -> list[Choice]:
        """Every distinct legal assignment."""
        return list(assign_choices(self.dice, self.attacking, self.spotting))

    def validate(self, choice: Choice) -> None:
        """Colours match their uses, no die twice, attack and spot only when named."""
        refuse_wrong_types(self, choice)
        if not isinstance(choice, Assign):
            raise IllegalChoice(self, choice, "step d takes an Assign")
        problem = assign_problem(self.dice, choice, self.attacking, self.spotting)
        if problem:
            raise IllegalChoice(self, choice, problem)
