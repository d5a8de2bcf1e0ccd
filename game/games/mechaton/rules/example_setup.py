"""Before the example turn: Sam builds an army in secret and the three armies deploy in the
rulebook's order. The tutorial's first lesson plays it.

Vince's and Mitch's armies are the example turn's (``example_turn``); Sam (seat 0, the
player) builds three fully loaded mechs, so Sam and Mitch both have the most parts (4 points
per asset, 20 points) and roll off for primary attacker; Vince, with the fewest, defends on
30. The seed makes Sam the primary attacker. Deployment then goes piece by piece: Vince's
stations and two mechs, Sam's first mech, the attackers' mechs in turn, their stations, and
Vince's last mech. The example's side places each piece on the legal hex nearest to where it
stands in the example turn; ``accepted`` says which of the player's answers the lesson takes
(any fully loaded mech, then finishing, then any legal hex) and ``suggested`` the one it
marks. The lesson ends as the first turn starts, so nothing past the deployment is scripted.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.hexes import Hex, distance
from game.core.match import Choice, Match, Request, start_match
from game.games.mechaton.rules import example_turn as turn
from game.games.mechaton.rules.choices import BuildMech, FinishArmy, PlaceMech, PlaceStation
from game.games.mechaton.rules.parts import MAX_ATTACHMENTS

SAM, VINCE, MITCH = turn.YOU, turn.VINCE, turn.MITCH
MECHS = 3
SEED = 5
"""A seed whose first two d10s make Sam, not Mitch, the primary attacker."""
SUGGESTED = BuildMech("Bashy", ("hth", "spot", "defence", "direct"),
                      labels=("crane arm", "spotlights", "tough shell", "assault rifle"))
"""The mech the builder's marks point toward (the rulebook's first example mech)."""


def setup_json() -> dict[str, Any]:
    """The example turn's field and the others' armies; Sam's army built in the match; the
    rulebook's deployment and an 11-hour clock."""
    data = turn.setup_json()
    armies = list(data["armies"])
    armies[SAM] = None
    return {"arena": data["arena"], "players": data["players"], "armies": armies,
            "options": {"deployment": "rulebook"}}


def new_match() -> Match:
    """The lesson's match (seeded dice)."""
    return start_match("mechaton", setup_json(), seed=SEED)


def home(state: Any, seat: int, kind: str) -> Hex:
    """Where the piece being placed stands in the example turn: the seat's next station,
    or its next mech still off the field."""
    if kind.endswith("station"):
        placed = sum(1 for s in state.stations if s.owner == seat and s.hex is not None)
        return turn.STATIONS[seat][placed]
    placed = sum(1 for m in state.mechs if m.owner == seat and m.hex is not None)
    return turn.ARMIES[seat][min(placed, MECHS - 1)][2]


def suggested(state: Any, request: Request) -> Choice | None:
    """The answer the lesson marks: Bashy's parts (under the builder's default name) while
    building, then finishing; in the
    deployment the legal hex nearest to the piece's place in the example turn."""
    if request.kind == "build":
        if int(getattr(request, "mechs", 0)) >= MECHS:
            return FinishArmy()
        return replace(SUGGESTED, name=str(getattr(request, "default_name", SUGGESTED.name)))
    if request.kind != "deploy":
        return None
    kind = state.deploy_steps[0][0] if hasattr(state, "deploy_steps") \
        else str(getattr(state, "deploy_step", ""))
    seat, legal = request.player, request.legal_choices()
    if not legal:
        return None
    if isinstance(legal[0], PlaceStation):
        goal = home(state, seat, "station")
        return min(legal, key=lambda c: (distance(c.at, goal), c.at.r, c.at.q))
    mech = min(c.mech for c in legal if isinstance(c, PlaceMech))
    goal = home(state, seat, kind)
    mine = [c for c in legal if isinstance(c, PlaceMech) and c.mech == mech]
    return min(mine, key=lambda c: (distance(c.at, goal), c.at.r, c.at.q))


def accepted(request: Request, choice: Choice) -> bool:
    """Whether the lesson takes the player's ``choice``: a fully loaded mech the rules
    allow while the army has fewer than three, then only finishing; any legal placement."""
    if request.kind == "build":
        if int(getattr(request, "mechs", 0)) >= MECHS:
            return bool(choice == FinishArmy())
        return isinstance(choice, BuildMech) and len(choice.parts) == MAX_ATTACHMENTS \
            and not request.problem(choice)  # type: ignore[attr-defined]
    return request.kind == "deploy" and choice in request.legal_choices()


def book_choices(state: Any, request: Request) -> tuple[Choice, ...]:
    """What the example's side does for ``request`` (deployment only; empty otherwise)."""
    if getattr(state, "turn", 0) != 0:
        return ()
    marked = suggested(state, request)
    return () if marked is None else (marked,)
