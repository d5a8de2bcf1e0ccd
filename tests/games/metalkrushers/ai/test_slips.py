"""Normal slips on Reflex Facing more often than on its shield and parry declarations: a
judged Reflex Facing turns every worn side away, and mirrors of shielded Heavy Krushers then
ground on to the turn limit."""

from __future__ import annotations

from game.core.match import Match, Request, start_match
from game.games.metalkrushers.ai import observe
from game.games.metalkrushers.ai.normal import SLIP_CHANCES, NormalAgent, heuristic_choice
from game.games.metalkrushers.rules import sample_setup_json


class ScriptedRoll:
    """A stand-in for the agent's generator: every roll is ``value``, every pick the last
    choice offered."""

    def __init__(self, value: float) -> None:
        self.value = value

    def random(self) -> float:
        """The scripted roll."""
        return self.value

    def choice(self, options):  # noqa: ANN001, ANN201 - mirrors random.Random.choice
        """The last option."""
        return options[-1]


def _bulwark_match() -> Match:
    data = sample_setup_json(2, 4)
    data["krushers"] = [dict(k, build="Bulwark") for k in data["krushers"]]
    return start_match("metalkrushers", data, 4)


def _first_request(kind: str, judged_differs: bool = True) -> tuple[Match, Request]:
    """Play a Bulwark mirror with the judged choices until a ``kind`` request whose last
    choice is not the judged one."""
    match = _bulwark_match()
    while not match.is_over:
        request = match.pending()[0]
        judged = heuristic_choice(observe(match, request.player).info, request)
        if request.kind == kind and (request.legal_choices()[-1] != judged) == judged_differs:
            return match, request
        match.submit(request.player, judged)
    raise AssertionError(f"no {kind} request met")


def _answer(kind: str, roll: float) -> tuple[object, object, object]:
    match, request = _first_request(kind)
    agent = NormalAgent(1)
    agent.rng = ScriptedRoll(roll)  # type: ignore[assignment]
    view = observe(match, request.player)
    return agent.choose(view, request), heuristic_choice(view.info, request), \
        request.legal_choices()[-1]


def test_given_a_roll_between_the_chances_when_normal_declares_reflex_then_it_slips():
    # given a roll of 0.7: under the Reflex Facing slip chance, over the shield's
    assert SLIP_CHANCES["shield"] <= 0.7 < SLIP_CHANCES["reflex"]
    # when normal answers a Reflex Facing request
    chosen, judged, slipped = _answer("reflex", 0.7)
    # then it takes the unjudged pick, not the judged declaration
    assert chosen == slipped != judged


def test_given_the_same_roll_when_normal_uses_its_shield_then_it_judges():
    chosen, judged, _ = _answer("shield", 0.7)
    assert chosen == judged


def test_given_the_same_roll_when_normal_declares_a_parry_then_it_judges():
    chosen, judged, _ = _answer("parry", 0.7)
    assert chosen == judged


def test_given_any_roll_when_normal_moves_then_it_never_slips():
    match, request = _first_request("move", judged_differs=True)
    agent = NormalAgent(1)
    agent.rng = ScriptedRoll(0.0)  # type: ignore[assignment]
    view = observe(match, request.player)
    assert agent.choose(view, request) == heuristic_choice(view.info, request)

