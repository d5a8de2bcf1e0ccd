"""Meat as another seat may know it: a secret build's unused Extra Meat shows nowhere, until
its bot stands past the Meat everyone reckoned it had (issue 29, item 2)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.meatbot.rules import events as ev
from game.games.meatbot.ui.battle.preview import Preview, as_known
from game.games.meatbot.ui.battle.shown_meat import log_line, public_meat


def test_an_unhurt_bot_with_a_hidden_extra_meat_shows_twenty_of_twenty():
    # given a bot with one unseen Extra Meat (22 of 22), none shown
    # then everyone else sees 20 of 20, and after 3 Meat lost, 17 of 20
    assert public_meat(22, 22, 20) == (20, 20)
    assert public_meat(19, 22, 20) == (17, 20)


def test_a_bot_standing_past_its_shown_meat_shows_just_enough_more():
    # given two unseen Extra Meats (24), 21 Meat lost: it stands with 3
    # then everyone now knows at least one Extra Meat: 1 of 22
    assert public_meat(3, 24, 20) == (1, 22)
    # and once it falls nothing more is known: 0 or less of 20
    assert public_meat(0, 22, 20) == (-2, 20)


def test_an_extra_meat_already_shown_counts():
    assert public_meat(22, 22, 22) == (22, 22)


class HiddenState:
    """Just enough of a match state: two bots, Nina's build secret with an Extra Meat."""

    phase = "pick"

    class setup:  # noqa: N801 - stands in for the set-up's one field read here
        secret_builds = True

    class Bot:
        def __init__(self, seat: int, max_meat: int) -> None:
            self.seat, self.max_meat, self.items, self.revealed = seat, max_meat, [], set()

    bots = [Bot(0, 22), Bot(1, 20)]


def test_the_shared_log_gives_a_hidden_builds_meat_as_everyone_knows_it():
    names = ("Nina", "Red")
    # when Nina (secretly 22) takes 1
    line = log_line(ev.BotDamaged(0, 1, 21, 1), HiddenState(), names)
    # then the log says 19 left, not 21
    assert line == "Nina takes 1 (19 Meat left)."
    assert log_line(ev.Healed(0, 1, 22), HiddenState(), names) == "Nina heals 1 (20 Meat)."


def test_a_preview_foresees_a_collapse_by_the_meat_shown_not_the_meat_hidden():
    # given a blast that would take 3 off Red, who shows 3 Meat (a hidden Extra Meat keeps
    # him truly standing)
    shot = Preview(frozenset({Hex(1, 0)}), {1: 3}, collapses=())
    # then, as Nina may foresee it, Red collapses
    assert as_known(shot, 0, {1: 3}).collapses == (1,)
    # and a bot whose build she can read keeps the true outcome
    assert as_known(shot, 0, {}).collapses == ()


def test_the_attack_order_does_not_mark_an_unseen_nerve_lace(tmp_path, monkeypatch):
    from game.games.meatbot.rules import devourables as dv
    from game.games.meatbot.ui.battle.panels import laced
    from game.games.meatbot.ui.session_setup import new_session
    from game.ui.battle.controller import BattleFlow
    from game.ui.session import SeatConfig

    # given two humans with secret builds, Nina's holding a Nerve Lace nobody has seen
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    seats = [SeatConfig("Nina", "human", colour=0, build=(dv.NERVE_LACE,)),
             SeatConfig("Red", "human", colour=1, build=(dv.BOOM,))]
    session = new_session("maps/duel_pit.tmx", seats, massacre=4, stomachs=10, seed=2,
                          secret_builds=True)
    try:
        flow = BattleFlow(session, lambda *_: None)
        # then the screen shown to everyone marks nobody as laced; Nina's own view does
        assert flow.viewer() is None and laced(flow) == set()
        flow.at_screen = 0
        assert flow.viewer() == 0 and laced(flow) == {0}
    finally:
        session.close()
