"""The results table names what each bot really carried, also a build bought in the shop."""

from __future__ import annotations

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.choices import Build
from game.games.meatbot.ui.scenes.results import bot_rows
from game.games.meatbot.ui.session_setup import new_session
from game.ui.session import SeatConfig

SHOP_BUILD = (dv.HYPERHEAL, dv.AGGRO_PUMP)


def test_the_results_show_the_build_an_ai_seat_bought_in_the_shop(tmp_path, monkeypatch):
    # given two AI seats set up without a build, so they buy theirs in the battle's shop
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    seats = [SeatConfig("Nina", "ai", "normal", 0), SeatConfig("Red", "ai", "normal", 1)]
    session = new_session("maps/duel_pit.tmx", seats, massacre=4, stomachs=10, seed=3)
    session.autosave_enabled = False
    try:
        assert session.match.state.phase == "shop"
        # when both buy Hyperheal and Aggro Pump
        for seat in (0, 1):
            session.submit(seat, Build(SHOP_BUILD))
        # then the results list that build for both, not "basic bot"
        assert [row["build"] for row in bot_rows(session)] == [SHOP_BUILD, SHOP_BUILD]
    finally:
        session.close()
