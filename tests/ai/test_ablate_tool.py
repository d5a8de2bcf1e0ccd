"""tools/meatbot/ablate_hard.py: a hard agent with decision kinds handed to the heuristic plays
exactly the heuristic's choices for them (so the ablation measures one kind at a time)."""

from __future__ import annotations

from game.games.meatbot.ai.play import play_match
from game.maps.tiled import load_arena
from tools.meatbot import ablate_hard as tool


def _log(agents: list, seed: int) -> list[str]:
    """The match's log, with each bot named by seat alone (the names carry the level)."""
    record = play_match(load_arena("maps/duel_pit.tmx"), agents, seed, keep=True)
    return [line.replace("(hard)", "(ai)").replace("(normal)", "(ai)")
            for line in record.match.log()]


def test_a_hard_agent_with_every_kind_ablated_plays_the_normal_agents_match():
    # given the hard agent with every decision kind handed to the heuristic, in the mirror
    ablated = [tool.Ablated(7, tool.VARIANTS["all"]), tool.HardBuild(8)]
    # when it plays a match, and two normal agents with the hard build play the same seed
    theirs = _log(ablated, 5)
    mirror = _log([tool.HardBuild(7), tool.HardBuild(8)], 5)
    # then the two matches are the same, event for event
    assert theirs == mirror
    assert len(theirs) > 20


def test_the_shipped_hard_agent_counts_where_it_differs_from_the_heuristic():
    # given the shipped hard agent (nothing ablated) against the normal agent, both hard-built
    tool.DIFFERENCES.clear()
    tool.DECISIONS.clear()
    # when it plays a match
    log = _log([tool.Ablated(7, tool.VARIANTS["shipped"]), tool.HardBuild(8)], 5)
    # then every one of its picks was counted, and the hard build is in play on both seats
    assert tool.DECISIONS["pick"] >= 1
    assert 0 <= tool.DIFFERENCES["pick"] <= tool.DECISIONS["pick"]
    assert any("Gougers" in line for line in log)


def test_a_patched_setting_is_restored_after_its_variant():
    # given the best-response variant, which changes the search's blend
    from game.games.meatbot.ai import search

    before = search.BLEND
    # when the tool runs that variant on one match
    tool.main_for(["best-response"], ["duel_pit"], matches=1, seed=3)
    # then the blend is the shipped one again
    assert before == search.BLEND
