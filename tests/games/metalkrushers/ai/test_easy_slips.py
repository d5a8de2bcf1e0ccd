"""The easy agent slips as a beginner would, at the rates it states (one fresh agent per seed,
seeds 0-399, so the counts are fixed), and normal makes its Reflex Facing at random late in
the match."""

from __future__ import annotations

from game.core.hexes import neighbour
from game.core.match import Choice, start_match
from game.games.metalkrushers.ai import NormalAgent, RandomAgent, observe_state
from game.games.metalkrushers.ai.normal import LATE_REFLEX_FROM, heuristic_choice
from game.games.metalkrushers.ai.randomagent import FORGETS_TO_FACE, FULL_ATTACK, SKIPS_REFLEX
from game.games.metalkrushers.rules import sample_setup_json
from game.games.metalkrushers.rules.choices import Move, Reflex, Strike
from game.games.metalkrushers.rules.movement import move_choices
from game.games.metalkrushers.rules.requests import KrusherRequest
from game.games.metalkrushers.rules.state import KrusherState

SEEDS = range(400)


def _duel() -> KrusherState:
    """Two Duelists on the sample arena, at the first movement of the match."""
    data = sample_setup_json(2, 3)
    data["krushers"] = [dict(k, build="Duelist") for k in data["krushers"]]
    return start_match("metalkrushers", data, 3).state


def _request(state: KrusherState, kind: str, choices: list[Choice]) -> KrusherRequest:
    me = state.krushers[0]
    return KrusherRequest(1, me.seat, kind, "", tuple(choices), krusher=me.uid,
                          enemy=state.krushers[1].uid, mp_left=me.mp)


def _share(agent_of, state: KrusherState, request: KrusherRequest, wanted: Choice) -> float:
    """The share of fresh agents (one per seed) that answer ``request`` with ``wanted``."""
    view = observe_state(state, request.player)
    return sum(agent_of(seed).choose(view, request) == wanted for seed in SEEDS) / len(SEEDS)


def _behind_me(state: KrusherState) -> None:
    """Put the enemy right behind Krusher 0 (next to it, at its rear)."""
    me, enemy = state.krushers
    enemy.hex = neighbour(me.hex, me.facing + 3)


def test_given_an_enemy_right_behind_easy_when_it_moves_then_it_stops_about_half_the_time():
    # given the easy Krusher with an enemy next to it, at its rear, and movement points left
    state = _duel()
    _behind_me(state)
    me = state.krushers[0]
    request = _request(state, "move", move_choices(state, me))
    assert Move("left") in request.legal_choices()
    # when 400 fresh easy agents choose its first action
    stops = _share(RandomAgent, state, request, Move("stop"))
    # then about half stop where they stand instead of turning to face the enemy
    # (FORGETS_TO_FACE, plus the odd stop among the one choice in ten drawn at random)
    assert FORGETS_TO_FACE == 0.5
    assert 0.44 <= stops <= 0.60


def test_given_no_enemy_near_easy_when_it_moves_then_it_seldom_stops():
    # given the easy Krusher at the start of the match, far from the enemy
    state = _duel()
    me = state.krushers[0]
    request = _request(state, "move", move_choices(state, me))
    # when 400 fresh easy agents choose its first action
    stops = _share(RandomAgent, state, request, Move("stop"))
    # then it walks: a stop comes only from the one choice in ten drawn at random
    assert stops <= 0.05


def test_given_a_reflex_facing_request_when_easy_answers_then_it_mostly_lets_it_go():
    # given a Reflex Facing request with two ways to turn
    state = _duel()
    facing = state.krushers[0].facing
    request = _request(state, "reflex",
                       [Reflex(None), Reflex((facing + 1) % 6), Reflex((facing - 1) % 6)])
    # when 400 fresh easy agents answer it
    untried = _share(RandomAgent, state, request, Reflex(None))
    # then about 0.7 + 0.3 / 3 = 0.8 of them try nothing
    assert SKIPS_REFLEX == 0.7
    assert 0.75 <= untried <= 0.85


def test_given_both_hands_can_strike_when_easy_plans_then_it_sometimes_leaves_one_idle():
    # given an attack plan with each hand free to strike the enemy
    state = _duel()
    enemy = state.krushers[1].uid
    plans = [Strike((0, 0)), Strike((enemy, 0)), Strike((0, enemy)), Strike((enemy, enemy))]
    request = _request(state, "plan", plans)
    # when 400 fresh easy agents plan
    both = _share(RandomAgent, state, request, Strike((enemy, enemy)))
    # then about 0.6 + 0.4 / 4 = 0.7 strike with both hands, the rest leave a hand idle
    assert FULL_ATTACK == 0.6
    assert 0.64 <= both <= 0.76


def _reflex_at(turn: int) -> tuple[KrusherState, KrusherRequest, Choice]:
    """A Reflex Facing request for Krusher 0 with the enemy behind it on ``turn``, and the
    heuristic's answer to it."""
    state = _duel()
    _behind_me(state)
    state.turn = turn
    facing = state.krushers[0].facing
    request = _request(state, "reflex",
                       [Reflex(None), Reflex((facing + 1) % 6), Reflex((facing - 1) % 6)])
    return state, request, heuristic_choice(state, request)


def test_given_half_the_turn_limit_when_normal_tries_reflex_facing_then_it_draws_at_random():
    # given the same Reflex Facing request early (turn 1) and from half the turn limit on
    early_state, early, judged = _reflex_at(1)
    late_turn = int(LATE_REFLEX_FROM * early_state.setup.turn_limit)
    late_state, late, late_judged = _reflex_at(late_turn)
    assert judged == late_judged
    # when 400 fresh normal agents answer each
    early_share = _share(NormalAgent, early_state, early, judged)
    late_share = _share(NormalAgent, late_state, late, judged)
    # then early the judged answer comes 0.4 + 0.6 / 3 = 0.6 of the time (its usual slips),
    # late only one time in three: every Reflex Facing is drawn at random
    assert 0.53 <= early_share <= 0.67
    assert 0.27 <= late_share <= 0.40
