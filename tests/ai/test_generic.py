"""The generic agent: legal, deterministic for a seed, within its counted budget, sensible
where one choice is clearly best, and blind to other seats' secrets (toy ruleset and
Meatbot)."""

from __future__ import annotations

import math
import random

import pytest

from game.ai.base import observe
from game.ai.generic import Budget, GenericAgent
from game.ai.generic.greedy import play_greedy
from game.ai.generic.levels import generic, quick
from game.ai.generic.playout import best_state, ranked_states
from game.ai.generic.search import StreamDice, _Search
from game.ai.generic.standing import Standing, evaluator_for
from game.ai.play_any import run_match
from game.core.dice import ScriptedDice
from game.core.match import ListRequest, Match, start_match
from game.core.ruleset import RULESETS, ruleset_module
from tests.contract import toy
from tests.contract.helpers import TOY, TOY_MODULE

SMALL = Budget(playouts=24, steps=600, depth=12, width=6)
HALVING = Budget(playouts=24, steps=600, depth=12, width=6, halving=True)
MAST = Budget(playouts=24, steps=600, depth=12, width=6, greed=0.5)
GREEDY = Budget(playouts=24, steps=2000, depth=8, width=6, halving=True, probes=3)


@pytest.fixture
def toy_registered(monkeypatch):
    """The toy ruleset (real-time grabs, secret bids) in the registry for one test."""
    monkeypatch.setitem(RULESETS, TOY, TOY_MODULE)


def toy_match(tokens: tuple[int, ...], rounds: int = 1) -> Match:
    """A toy match whose first tokens are ``tokens`` (later dice: all 1s)."""
    setup = toy.Setup(len(tokens), rounds)
    state, opening = toy.new_state(setup, ScriptedDice([*tokens, *[1] * 40]))
    return Match(state, TOY, toy.setup_to_json(setup), None, opening)


@pytest.mark.parametrize("budget", [SMALL, HALVING, MAST, GREEDY],
                         ids=["ucb", "halving", "mast", "greedy"])
@pytest.mark.parametrize("seed", range(3))
def test_given_one_valuable_token_when_the_agent_grabs_then_it_takes_that_token(
        toy_registered, seed, budget):
    match = toy_match((1, 6, 2))
    choice = GenericAgent(seed, budget).choose(observe(match, 0), match.request_for(0))
    assert choice == toy.Grab(1)


@pytest.mark.parametrize("budget", [SMALL, HALVING, MAST, GREEDY],
                         ids=["ucb", "halving", "mast", "greedy"])
def test_given_the_prize_decides_the_match_when_the_agent_bids_then_it_outbids(
        toy_registered, budget):
    match = toy_match((2, 3))
    match.submit(0, toy.Grab(1))                     # seat 1 trails 2 points to 3
    match.submit(1, toy.Grab(0))
    choice = GenericAgent(5, budget).choose(observe(match, 1), match.request_for(1))
    assert choice == toy.Bid(2)                      # only the prize can still win it


@pytest.mark.parametrize("budget", [SMALL, HALVING, MAST, GREEDY],
                         ids=["ucb", "halving", "mast", "greedy"])
@pytest.mark.parametrize("hidden_bid", [0, 1, 2])
def test_given_another_seats_secret_bid_when_the_agent_chooses_then_it_does_not_matter(
        toy_registered, hidden_bid, budget):
    match = toy_match((4, 4))
    match.submit(0, toy.Grab(0))
    match.submit(1, toy.Grab(1))
    match.submit(0, toy.Bid(hidden_bid))
    choice = GenericAgent(9, budget).choose(observe(match, 1), match.request_for(1))
    assert choice == GenericAgent(9, budget).choose(observe(_without_bid(), 1),
                                                    _without_bid().request_for(1))


def _without_bid() -> Match:
    match = toy_match((4, 4))
    match.submit(0, toy.Grab(0))
    match.submit(1, toy.Grab(1))
    return match


def test_given_a_long_choice_list_when_candidates_are_cut_then_width_of_them_are_kept():
    agent = GenericAgent(1, Budget(playouts=8, steps=100, depth=4, width=5))
    picked = agent.candidates(list(range(500)), random.Random(2))
    assert len(picked) == 5 and picked == sorted(picked)
    assert picked == agent.candidates(list(range(500)), random.Random(2))
    assert agent.candidates([1, 2, 3], random.Random(2)) == [1, 2, 3]


def test_given_a_budget_when_a_match_is_played_then_no_decision_exceeds_it():
    budget = Budget(playouts=10, steps=120, depth=8, width=6)
    agent = GenericAgent(4, budget)
    sample = ruleset_module("meatbot").sample_setup_json(2, 4)
    decisions = 0
    for _ in range(3):
        before_p, before_s = agent.playouts, agent.steps
        run = run_match("meatbot", sample, [agent, "random"], 4)
        decisions = len(run.decision_ms[0])
        assert agent.playouts - before_p <= budget.playouts * decisions
        assert agent.steps - before_s <= (budget.steps + budget.depth + 2) * decisions
        assert run.failures == [0, 0]


def test_given_greedy_playouts_when_a_match_is_played_then_probes_count_in_the_budget():
    budget = Budget(playouts=6, steps=90, depth=6, width=4, halving=True, probes=3)
    agent = GenericAgent(4, budget)
    sample = ruleset_module("meatbot").sample_setup_json(2, 4)
    run = run_match("meatbot", sample, [agent, "random"], 4)
    decisions = len(run.decision_ms[0])
    # one playout may finish after the step budget is reached: its root, depth and probes
    assert agent.steps <= (budget.steps + budget.depth * budget.probes + 2) * decisions
    assert agent.playouts <= budget.playouts * decisions
    assert run.failures == [0, 0]


def test_given_the_same_seed_when_a_match_is_played_twice_then_it_is_the_same_match():
    sample = ruleset_module("meatbot").sample_setup_json(2, 8)
    runs = [run_match("meatbot", sample, ["generic@6", "random"], 8) for _ in range(2)]
    assert runs[0].match.choices == runs[1].match.choices
    assert runs[0].match.log() == runs[1].match.log()


def test_given_a_live_match_when_the_agent_thinks_then_the_match_is_untouched():
    live = start_match("meatbot", ruleset_module("meatbot").sample_setup_json(2, 3), 3)
    rng = random.Random(3)
    for _ in range(12):
        request = live.pending()[0]
        live.submit(request.player, rng.choice(request.legal_choices()))
    seen = repr(live.view_for(None)), repr(live.pending()), len(live.events)
    request = live.pending()[0]
    GenericAgent(2, SMALL).choose(observe(live, request.player), request)
    assert (repr(live.view_for(None)), repr(live.pending()), len(live.events)) == seen


def test_given_a_short_series_when_strength_is_measured_then_every_match_is_tallied():
    from game.ai.play_any import strength

    report = strength("meatbot", ["generic@4", "random"], 2, 6)
    summary = report.to_json()
    assert summary["matches"] == 2
    assert sum(summary["wins"].values()) + summary["draws"] == 2
    assert summary["decision_ms"]["generic@4"]["count"] > 0
    assert report.lines()[0].startswith("meatbot: 2 matches")


def test_given_a_series_when_seats_rotate_then_a_rotation_shares_set_up_and_seed():
    from game.ai.play_any import strength

    runs: list[Match] = []
    report = strength("dicebot", ["random", "generic-quick"], 4, 3,
                      on_match=lambda run: runs.append(run.match))
    assert report.matches == 4
    assert runs[0].setup == runs[1].setup and runs[0].seed == runs[1].seed
    assert runs[2].setup == runs[3].setup and runs[2].seed == runs[3].seed
    assert runs[0].seed != runs[2].seed


def test_given_a_match_without_a_ruleset_name_when_observed_then_its_states_package_hides():
    state, _ = toy.new_state(toy.Setup(2, 1), ScriptedDice([3, 5]))
    match = Match(state)                             # not registered, no name
    match.submit(0, toy.Grab(0))
    match.submit(1, toy.Grab(1))
    match.submit(0, toy.Bid(2))
    view = observe(match, 1)
    assert view.public == state.view_for(1)
    assert 0 not in view.info.answered               # seat 0's secret bid is not in it
    assert isinstance(view.info.dice, toy.HiddenDice)


def test_given_stream_dice_when_cloned_then_both_roll_the_same():
    dice = StreamDice(11)
    dice.roll(6)
    twin = dice.clone()
    assert [dice.roll(6) for _ in range(5)] == [twin.roll(6) for _ in range(5)]


def test_given_stream_dice_when_other_sizes_were_rolled_then_a_size_rolls_as_if_alone():
    fresh = StreamDice(11)
    tens = [fresh.roll(10) for _ in range(4)]
    busy = StreamDice(11)
    busy.roll(6)
    busy.roll(4)
    assert [busy.roll(10) for _ in range(4)] == tens


def test_given_a_list_longer_than_the_width_when_preranked_then_the_best_grab_is_searched(
        toy_registered):
    setup = toy.Setup(4, 2)
    state, opening = toy.new_state(setup, ScriptedDice([3, 3, 3, 3, 1, 2, 6, 3, *[1] * 8]))
    match = Match(state, TOY, toy.setup_to_json(setup), None, opening)
    for seat in range(4):                            # round 1: 3 points each, no prize
        match.submit(seat, toy.Grab(seat))
    for seat in range(4):
        match.submit(seat, toy.Bid(0))
    request = match.request_for(0)                   # tokens 1, 2, 6, 3: five choices
    budget = Budget(playouts=8, steps=400, depth=4, width=2, halving=True, probes=3,
                    prerank=5)
    for seed in range(6):
        agent = GenericAgent(seed, budget)
        search = _Search(agent, observe(match, 0), request, random.Random(seed))
        candidates = search.preranked(request.legal_choices())
        assert len(candidates) == 2 and toy.Grab(2) in candidates
        assert search.steps >= 5                     # the five one-step tries are counted


def test_given_three_seats_when_valued_against_rivals_then_the_best_other_is_the_yardstick():
    scores = {0: 3.0, 1: 5.0, 2: 1.0}
    alone = Standing(lambda state, seat: scores[seat])
    rivals = Standing(lambda state, seat: scores[seat], rivals=True)
    assert alone.against(None, 0, 3) == 3.0
    assert rivals.against(None, 0, 3) == pytest.approx(3 / 8)
    assert rivals.against(None, 1, 3) == pytest.approx(5 / 8)
    assert rivals.against(None, 0, 2) == 3.0         # two seats: the base alone


def test_given_no_probe_share_when_a_greedy_playout_runs_then_it_never_probes():
    state = start_match("meatbot", ruleset_module("meatbot").sample_setup_json(2, 4), 4).state
    evaluate = evaluator_for(state)
    run = play_greedy(state.clone(), 12, random.Random(1), 3, evaluate, 2, share=0.0)
    assert run.applied == run.decisions > 0
    probing = play_greedy(state.clone(), 12, random.Random(1), 3, evaluate, 2, share=1.0)
    assert probing.applied > probing.decisions


def test_given_states_tied_on_the_games_standing_when_ranked_then_closeness_decides():
    standing = Standing(lambda state, seat: 0.5)
    standing.closeness = lambda state, seat: state.near   # type: ignore[method-assign]
    states = [_Plain(0.2), _Plain(0.9), _Plain(0.5)]
    assert ranked_states(states, 0, 2, standing) == [1, 2, 0]
    assert best_state(states, 0, 2, standing) == 1


class _Plain:
    """A state that is never over, with a given closeness."""

    is_over = False

    def __init__(self, near: float) -> None:
        self.near = near


class _Chain:
    """A game that never ends: every other request has one legal choice."""

    is_over = False

    def __init__(self) -> None:
        self.applied = 0

    def pending(self) -> list[ListRequest]:
        choices = (0,) if self.applied % 2 == 0 else (0, 1)
        return [ListRequest(self.applied, 0, "step", "Step", choices)]

    def apply(self, player: int, choice: int) -> list[object]:
        self.applied += 1
        return []


def test_given_forced_requests_when_they_are_free_then_a_playout_sees_further():
    counted = play_greedy(_Chain(), 5, random.Random(1), 1, lambda s, p: 0.5, 1)
    assert counted.applied == counted.decisions == 5
    free = play_greedy(_Chain(), 5, random.Random(1), 1, lambda s, p: 0.5, 1,
                       forced_free=True)
    assert free.decisions == 5 and free.applied == 10


def test_given_eight_wins_of_ten_when_the_interval_is_taken_then_it_is_wilsons():
    from game.ai.play_any import wilson

    low, high = wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-3) and high == pytest.approx(0.9433, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(5, 5)[1] == 1.0


def test_given_a_playout_count_when_the_level_is_made_then_the_rest_is_the_default():
    from game.ai.generic.levels import GENERIC, with_playouts

    budget = with_playouts(1, 6).budget
    assert (budget.playouts, budget.width) == (6, 2)
    assert (budget.prerank, budget.probe_share, budget.forced_free, budget.depth) == (
        GENERIC.prerank, GENERIC.probe_share, GENERIC.forced_free, GENERIC.depth)
    assert budget.steps >= 6 * GENERIC.depth + GENERIC.prerank


def test_given_three_seats_when_valued_in_pairs_then_each_duel_counts_and_an_ousted_foe_is_won():
    scores = {0: 0.2, 1: 0.6, 2: 0.2, 3: 0.0}
    pairs = Standing(lambda state, seat: scores[seat], pairs=True)
    assert pairs.against(None, 0, 3) == pytest.approx((0.2 / 0.8 + 0.5) / 2)
    assert pairs.against(None, 0, 4) == pytest.approx((0.2 / 0.8 + 0.5 + 1.0) / 3)
    assert pairs.against(None, 3, 4) == 0.0          # out of the game: every pair lost
    assert pairs.against(None, 0, 2) == 0.2          # two seats: the base alone


def test_given_a_four_seat_brawl_when_a_foe_is_put_out_then_pairs_value_it_and_the_share_not():
    def weights(lost: list[float | None]) -> Standing:
        """A share of ``exp(-lost / 20)`` weights (None: out of the game, no weight)."""
        worth = [0.0 if v is None else math.exp(-v / 20) for v in lost]
        return lambda state, seat: worth[seat] / sum(worth)   # type: ignore[return-value]

    before, after = weights([0, 0, 0, 0]), weights([20, None, 0, 0])   # ousted one, lost 20
    assert Standing(after).against(None, 0, 4) < Standing(before).against(None, 0, 4)
    assert (Standing(after, pairs=True).against(None, 0, 4)
            > Standing(before, pairs=True).against(None, 0, 4))


def test_given_the_default_levels_when_made_then_multi_seat_standings_are_valued_in_pairs():
    assert generic(1).budget.pairs and quick(1).budget.pairs
