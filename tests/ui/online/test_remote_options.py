"""A match option everyone knows reaches an online player's screens (the set-up itself stays
on the server: it may hold other players' secrets)."""

from __future__ import annotations

from types import SimpleNamespace

from game.games.meatbot.ui.scenes.results import bot_rows
from game.games.mechaton.ui.battle.prompts import _direct
from game.net.host import host_in_process
from game.ui.online.session import open_online
from tests.net.helpers import sample_setup


def test_mechatons_direct_range_option_reaches_an_online_screen(tmp_path):
    # given a hosted Mechaton room whose set-up shortens direct fire to 6 hexes (not 10)
    setup = sample_setup("mechaton", 2, 5)
    setup["options"] = {**setup.get("options", {}), "direct_range": 6}
    hosted = host_in_process("mechaton", setup, [{"kind": "host"}, {"kind": "ai",
                                                                    "level": "random"}],
                             tmp_path / "host.sqlite3", bind="127.0.0.1")
    session = open_online(hosted.address, hosted.room, [hosted.tokens[0]])
    try:
        # when the battle's range words ask for the direct range
        direct = _direct(SimpleNamespace(session=session))
        # then they get the match's own 6, sent with the open parts of the set-up
        assert direct == 6
        assert session.public_setup == {"options": setup["options"]}
    finally:
        session.close()
        hosted.stop()


def test_an_online_results_row_gives_the_level_the_server_plays_an_ai_seat_at(tmp_path):
    # given a hosted Meatbot room whose second seat the server's AI plays at "random"
    hosted = host_in_process("meatbot", sample_setup("meatbot", 2, 5),
                             [{"kind": "host"}, {"kind": "ai", "level": "random"}],
                             tmp_path / "host.sqlite3", bind="127.0.0.1")
    session = open_online(hosted.address, hosted.room, [hosted.tokens[0]])
    try:
        # when a player's screens read the seats (the results rows among them)
        rows = bot_rows(session)
        # then the AI seat shows its true level, not a stand-in "normal"
        assert session.seats[1].is_ai and session.seats[1].level == "random"
        assert [row["who"] for row in rows] == ["Human", "AI (random)"]
    finally:
        session.close()
        hosted.stop()
